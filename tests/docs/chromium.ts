/**
 * Debian's chromium driven by playwright-core, with every request that is not file:// aborted and recorded.
 * A missing browser is reported as one clear sentence saying how to install it, not as a launch stack trace.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'];

export interface OfflineBrowser {
  page: Page;
  context: BrowserContext;
  /** Every non-file:// URL the page tried to load (all were aborted). */
  outsideRequests: string[];
  close(): Promise<void>;
}

/** An Error whose printout is its message alone (vitest prints `stack` when there is one). */
export class SetupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SetupError';
    this.stack = `${this.name}: ${message}`;
  }
}

export async function launchOffline(): Promise<OfflineBrowser> {
  if (!existsSync(CHROMIUM)) {
    throw new SetupError(
      `Chromium is not installed (looked for ${CHROMIUM}). The docs browser test needs Debian's chromium: ` +
        "run `apt-get install chromium` as root (CI's .ci/run does this), or set CHROMIUM_PATH to another Chromium.",
    );
  }
  const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'cmp-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, { executablePath: CHROMIUM, headless: true, args: ARGS });
  const outsideRequests: string[] = [];
  context.on('request', (request) => {
    if (!isLocal(request.url())) outsideRequests.push(request.url());
  });
  await context.route('**/*', (route) => (isLocal(route.request().url()) ? route.continue() : route.abort('blockedbyclient')));
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    page,
    context,
    outsideRequests,
    async close() {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/** file:// is the page itself; data: and blob: URLs are inline content that never leaves the machine. */
function isLocal(url: string): boolean {
  return url.startsWith('file://') || url.startsWith('data:') || url.startsWith('blob:');
}
