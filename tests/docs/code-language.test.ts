/**
 * The reader's language for code, in Chromium on the built site: a guide shows each example as language
 * tabs (TypeScript, Python, curl) with a copy button; picking one puts `?lang=` in the page's URL, the next
 * guide opens on the same language (remembered, and carried on the site's links); the reference's sample
 * switcher offers every language, opens on the reader's language (from the URL or the last pick), and a
 * pick there goes into the URL too. No console error on the way. Kept to a few page loads: the site's
 * full crawl is site.test.ts's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, offlineContext } from './chromium.js';
import { builtSite } from './site-build.js';
import { serveStatic, type StaticServer } from './static-server.js';

let browser: Browser;
let server: StaticServer;

beforeAll(async () => {
  const [site, launched] = await Promise.all([builtSite(), launchChromium()]);
  browser = launched;
  server = await serveStatic(site.dir, '/docs/');
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** The visible panel of the first set of code tabs, and the tab marked selected. */
const shownTab = (page: Page) =>
  page.evaluate(() => {
    const group = document.querySelector('[data-code-tabs]')!;
    const visible = [...group.querySelectorAll<HTMLElement>('.code-block')].filter((b) => !b.hidden && b.offsetHeight > 0);
    return {
      panels: visible.map((b) => b.dataset.codeLang),
      selected: [...group.querySelectorAll('[role="tab"][aria-selected="true"]')].map((t) => t.textContent),
      tabs: [...group.querySelectorAll('[role="tab"]')].map((t) => t.textContent),
      copy: visible.map((b) => !!b.querySelector<HTMLElement>('[data-copy]:not([hidden])')),
    };
  });

describe('the reader’s language for code', () => {
  it('is a tab set per guide example, kept in the URL and across pages, and the reference offers every language', async () => {
    const { context } = await offlineContext(browser, { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => (m.type() === 'error' ? errors.push(m.text()) : undefined));
    page.on('pageerror', (e) => errors.push(String(e)));

    await page.goto(`${server.url}guides/authentication.html`);
    expect(await shownTab(page)).toEqual({ panels: ['typescript'], selected: ['TypeScript'], tabs: ['TypeScript', 'Python', 'curl'], copy: [true] });
    await page.getByRole('tab', { name: 'Python' }).first().click();
    expect(await shownTab(page)).toMatchObject({ panels: ['python'], selected: ['Python'], copy: [true] });
    expect(new URL(page.url()).searchParams.get('lang')).toBe('python');
    await expect.poll(() => page.locator('[data-code-tabs] .code-block:not([hidden]) pre').first().innerText(), { timeout: 30_000 }).toContain('import requests');

    // Another guide, through the site's own link: Python again, and still in the URL.
    await page.locator('a[href^="errors-and-retries.html"]').first().click();
    await page.waitForURL(/errors-and-retries\.html/);
    expect(new URL(page.url()).searchParams.get('lang')).toBe('python');
    expect(await shownTab(page)).toMatchObject({ panels: ['python'], selected: ['Python'] });

    // A fresh reader with a shared link: the URL alone picks the language (nothing stored in this context).
    const fresh = await (await offlineContext(browser, { viewport: { width: 1440, height: 900 } })).context.newPage();
    fresh.on('pageerror', (e) => errors.push(String(e)));
    await fresh.goto(`${server.url}guides/rate-limits-and-costs.html?lang=curl`);
    expect(await shownTab(fresh)).toMatchObject({ panels: ['curl'], selected: ['curl'] });
    // The reference opens on the reader's language: from the URL here, with no click.
    await fresh.goto(`${server.url}reference/index.html?lang=curl#/conversations/listconversations`);
    const panel = fresh.locator('.panel-request-samples').first();
    await expect.poll(() => panel.innerText(), { timeout: 30_000 }).toContain('curl -sS --fail-with-body');
    // Redoc's switcher offers every language; the reader's pick there goes into the URL.
    await panel.getByText('curl', { exact: true }).first().click();
    const offered = (await fresh.getByRole('menuitem').allInnerTexts()).map((t) => t.trim());
    for (const lang of ['TypeScript', 'curl', 'JavaScript', 'Python', 'Go', 'Java', 'C#', 'PHP', 'Ruby']) expect(offered).toContain(lang);
    await fresh.getByRole('menuitem', { name: 'Go', exact: true }).click();
    await expect.poll(() => panel.innerText(), { timeout: 30_000 }).toContain('package main');
    expect(new URL(fresh.url()).searchParams.get('lang')).toBe('go');

    // The first reader picked Python in the guides: the reference, opened with no ?lang=, shows Python too,
    // on every operation they open.
    await page.goto(`${server.url}reference/index.html#/messages/sendmessage`);
    const samples = page.locator('.panel-request-samples').first();
    await expect.poll(() => samples.innerText(), { timeout: 30_000 }).toContain('import requests');
    await page.evaluate(() => (location.hash = '#/conversations/listconversations'));
    await expect.poll(() => page.locator('.panel-request-samples').first().innerText(), { timeout: 30_000 }).toMatch(/import requests[\s\S]*\/conversations/);
    expect(await page.locator('[role="menu"] [role="menuitem"]:visible').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
