/**
 * The docs site (`npm run docs`) in a real browser, offline, at desktop and phone sizes: every page loads
 * with no console error (a CSP violation is one) and no horizontal overflow on a phone, every link of the
 * site's own pages is followed and lands on a page and anchor that exist, and nothing is requested from
 * outside. Screenshots of every page at both sizes go to test-artifacts/docs-site/ (gitignored).
 */
import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../generators/src/emitters/docs/site/build.js';
import { loadIR, loadProject } from '../../generators/src/load/index.js';
import { launchOffline, type OfflineBrowser } from './chromium.js';

const root = path.resolve(import.meta.dirname, '../..');
const artifacts = path.join(root, 'test-artifacts/docs-site');
const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;

let outDir: string;
let pages: string[];
let browser: OfflineBrowser;
const consoleErrors: string[] = [];

const isReference = (page: string) => page.startsWith('reference/');
const urlOf = (page: string) => pathToFileURL(path.join(outDir, page)).href;

function walk(dir: string, prefix = ''): string[] {
  return readdirSync(dir).flatMap((name) => (statSync(path.join(dir, name)).isDirectory() ? walk(path.join(dir, name), `${prefix}${name}/`) : [`${prefix}${name}`]));
}

async function open(page: string, size: keyof typeof SIZES) {
  const tab = browser.page;
  await tab.setViewportSize(SIZES[size]);
  await tab.goto(`${urlOf(page)}${isReference(page) ? '#/' : ''}`);
  // The reference renders with Redoc; wait until its introduction is on screen.
  if (isReference(page))
    await tab
      .getByRole('heading', { name: /Customer Messaging Platform API/ })
      .first()
      .waitFor({ timeout: 30_000 });
  return tab;
}

beforeAll(async () => {
  outDir = await mkdtemp(path.join(os.tmpdir(), 'cmp-site-'));
  const { ir, config } = await loadProject();
  ({ pages } = await buildSite(ir, { outDir, loadRelease: async (file) => (await loadIR(file, { config: config.config })).ir }));
  browser = await launchOffline();
  browser.page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(`${browser.page.url()}: ${m.text()}`);
  });
  browser.page.on('pageerror', (e) => consoleErrors.push(`${browser.page.url()}: ${e.message}`));
  mkdirSync(artifacts, { recursive: true });
}, 300_000);

afterAll(async () => {
  await browser?.close();
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

describe('docs site', () => {
  it('has the reference, a reference per released version, the six guides, the error codes, the scopes, the changelog and the diff rules', () => {
    expect(pages).toEqual(expect.arrayContaining(['index.html', 'reference/index.html', 'error-codes.html', 'scopes.html', 'changelog.html', 'diff-rules.html']));
    expect(pages.filter((p) => p.startsWith('guides/'))).toHaveLength(6);
    const releases = readdirSync(path.join(root, 'openapi/releases')).filter((f) => f.endsWith('.json'));
    for (const release of releases) expect(pages).toContain(`reference/${release.replace(/\.json$/, '')}/index.html`);
    expect(walk(outDir).sort()).toEqual(pages);
  });

  it.each(Object.keys(SIZES) as (keyof typeof SIZES)[])('every page loads at %s size with no console error and no horizontal overflow', async (size) => {
    for (const page of pages) {
      const tab = await open(page, size);
      const overflow = await tab.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${page} at ${size} size is wider than the screen by ${overflow}px`).toBeLessThanOrEqual(0);
      await tab.screenshot({ path: path.join(artifacts, `${page.replace(/\//g, '_').replace(/\.html$/, '')}-${size}.png`) });
    }
    expect(consoleErrors).toEqual([]);
  });

  it('follows every link of its own pages to a page and an anchor that exist', async () => {
    const checked = new Set<string>();
    for (const page of pages.filter((p) => !isReference(p))) {
      const tab = await open(page, 'desktop');
      const hrefs = await tab.evaluate(() => Array.from(document.querySelectorAll('a[href]')).map((a) => (a as HTMLAnchorElement).href));
      expect(hrefs.length, `${page} has no links`).toBeGreaterThan(0);
      for (const href of hrefs) {
        expect(href, `${page} links outside the site`).toMatch(/^file:\/\//);
        if (checked.has(href)) continue;
        checked.add(href);
        const [file, hash] = href.split('#');
        expect(existsSync(fileURLToPath(file!)), `${page} links to ${href}, which does not exist`).toBe(true);
        await tab.goto(href);
        if (hash && !/^\//.test(hash)) {
          expect(await tab.locator(`[id="${decodeURIComponent(hash)}"]`).count(), `${page} links to #${hash}, which ${file} lacks`).toBe(1);
        }
      }
    }
    expect(checked.size).toBeGreaterThan(10);
    expect(consoleErrors).toEqual([]);
  });

  it('requested nothing from outside', () => {
    expect(browser.outsideRequests).toEqual([]);
  });
});
