/**
 * Debian's chromium driven by playwright-core, offline: every request that does not stay on this machine
 * (file://, data:, blob:, or http://127.0.0.1 — the tests' own servers) fails and is recorded. A missing
 * browser is reported as one clear sentence saying how to install it, not as a launch stack trace.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';

/** How long a navigation or a wait for the page may take on a busy machine. */
export const BROWSER_WAIT = 300_000;

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * Offline by construction: every request goes through a proxy on a loopback port nothing listens on, except
 * those to 127.0.0.1 (the tests' own servers), so nothing can leave the machine, whatever its address
 * (a host name or an IP literal; DNS included, which the proxy would do). Not playwright's `route`: routing
 * every request through the test process turned off Chromium's HTTP cache and with it the code cache of the
 * reference page's 2.8 MB script, and the docs crawl spent about a fifth more CPU on it.
 */
const OFFLINE = ['--proxy-server=http://127.0.0.1:9', '--proxy-bypass-list=127.0.0.1'];
const ARGS = [...OFFLINE, '--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'];

/** An Error whose printout is its message alone (vitest prints `stack` when there is one). */
export class SetupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SetupError';
    this.stack = `${this.name}: ${message}`;
  }
}

export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new SetupError(
      `Chromium is not installed (looked for ${CHROMIUM}). The docs browser test needs Debian's chromium: ` +
        "run `apt-get install chromium` as root (CI's .ci/run does this), or set CHROMIUM_PATH to another Chromium.",
    );
  }
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
}

export interface OfflineContext {
  context: BrowserContext;
  /** Every URL the pages tried to load that would have left the machine (all were aborted). */
  outsideRequests: string[];
}

/** A browser context whose requests may reach only this machine (a browser of launchChromium), each other one recorded. */
export async function offlineContext(browser: Browser, options: BrowserContextOptions = {}): Promise<OfflineContext> {
  const context = await browser.newContext(options);
  // Generous: the reference page is a 2.8 MB document whose script Chromium parses and runs before `load`,
  // and npm test runs the docs suite beside others on a 2-core machine (playwright's default of 30 s ran out
  // there). A page that never loads still fails, only later.
  context.setDefaultNavigationTimeout(BROWSER_WAIT);
  context.setDefaultTimeout(BROWSER_WAIT);
  const outsideRequests: string[] = [];
  // Recorded as they are made; the launch flags (OFFLINE) make each one fail without leaving the machine.
  context.on('request', (request) => {
    if (!isLocal(request.url())) outsideRequests.push(request.url());
  });
  return { context, outsideRequests };
}

export function isLocal(url: string): boolean {
  return /^(file:|data:|blob:|http:\/\/127\.0\.0\.1(:\d+)?\/)/.test(url);
}

/** Resolves once the page has drawn two more frames: what a resize or a scroll set off has been laid out. */
export function afterFrames(page: Page): Promise<unknown> {
  return page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}
