/**
 * The published API reference (docs/reference/index.html) in a real browser, offline: every operation of
 * the bundled spec is rendered with its facts and TypeScript sample, the search finds an operation, and the
 * page loads nothing from outside. A screenshot goes to test-artifacts/docs-reference.png.
 */
import { readFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchOffline, type OfflineBrowser } from './chromium.js';

const root = path.resolve(import.meta.dirname, '../..');
const pageUrl = pathToFileURL(path.join(root, 'docs/reference/index.html')).href;
const artifacts = path.join(root, 'test-artifacts');

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const spec = JSON.parse(readFileSync(path.join(root, 'openapi/dist/openapi.json'), 'utf8')) as {
  paths: Record<string, Record<string, { summary: string; operationId: string }>>;
  components: { schemas: Record<string, unknown> };
};
/** The navigation section that renders every component schema (`schemaDefinitionsTagName` in redocly.yaml). */
const MODELS = '/models';
const operations = Object.entries(spec.paths).flatMap(([p, item]) =>
  METHODS.filter((m) => item[m]).map((m) => ({ method: m, path: p, summary: item[m]!.summary, id: item[m]!.operationId })),
);

/**
 * Redoc renders a tag's operations when the tag is opened, and an operation's content when it is scrolled
 * to. Open every tag the page lists (the links are read from the page, not assumed), then every operation
 * section of it (`#/<tag>/<operation>`), and collect their rendered text.
 */
async function renderedOperationSections(browser: OfflineBrowser): Promise<Map<string, string>> {
  const { page } = browser;
  // Links to tags read `/tag` or, depending on the route Redoc is on, `#/tag`.
  const tagRoutes = await page.evaluate(() => [
    ...new Set(
      Array.from(document.querySelectorAll('a[href]'))
        .map((a) => a.getAttribute('href')!.replace(/^#/, ''))
        .filter((h) => /^\/[^/]+$/.test(h) && !h.startsWith('/section') && h !== '/models'),
    ),
  ]);
  expect(tagRoutes.length, 'the page lists no tags').toBeGreaterThan(0);
  const sections = new Map<string, string>();
  for (const tag of tagRoutes) {
    await page.goto(`${pageUrl}#${tag}`);
    await page.locator(`[data-section-id^="${tag}/"]`).first().waitFor({ state: 'attached', timeout: 10_000 });
    const ids = await page.evaluate(
      (prefix) =>
        Array.from(document.querySelectorAll<HTMLElement>('[data-section-id]'))
          .map((el) => el.dataset.sectionId!)
          .filter((id) => id.startsWith(`${prefix}/`)),
      tag,
    );
    // An operation's content is rendered when it is scrolled to; its route scrolls to it.
    for (const id of ids) {
      await page.goto(`${pageUrl}#${id}`);
      const text = await page.waitForFunction((sectionId) => document.querySelector<HTMLElement>(`[data-section-id="${sectionId}"]`)?.innerText.trim() || false, id, {
        timeout: 10_000,
      });
      sections.set(id, (await text.jsonValue()) as string);
    }
  }
  return sections;
}

describe('API reference page, offline in chromium', () => {
  let browser: OfflineBrowser;
  let sections: Map<string, string>;

  beforeAll(async () => {
    browser = await launchOffline();
    await browser.page.setViewportSize({ width: 1440, height: 900 });
    // Opened from file://, Redoc routes by the hash. Its console banner says the page has hydrated.
    const hydrated = browser.page.waitForEvent('console', { predicate: (m) => m.text().includes('Redoc'), timeout: 30_000 });
    await browser.page.goto(`${pageUrl}#/`);
    await hydrated;
    sections = await renderedOperationSections(browser);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('renders every operation of the bundled spec, each with its facts and TypeScript sample', () => {
    expect(operations.length).toBeGreaterThan(0);
    const texts = [...sections.values()];
    expect(sections.size).toBe(operations.length);
    for (const op of operations) {
      const text = texts.find((t) => t.split('\n').some((line) => line.trim() === op.summary));
      expect(text, `${op.method.toUpperCase()} ${op.path} (${op.summary}) is not rendered`).toBeDefined();
      for (const fact of ['Scope:', 'Costs money:', 'Safe to retry:', 'Rate limit:', 'Errors']) expect(text).toContain(fact);
      expect(text, `${op.id}: the TypeScript sample is not shown`).toMatch(/await client\.[\w.]+\(/);
    }
  });

  it('renders every component schema in the Models section, each one findable by its name', async () => {
    const { page } = browser;
    await page.goto(`${pageUrl}#${MODELS}`);
    await page.locator(`[data-section-id^="${MODELS}/"]`).first().waitFor({ state: 'attached', timeout: 10_000 });
    const ids = await page.evaluate((prefix) => Array.from(document.querySelectorAll<HTMLElement>(`[data-section-id^="${prefix}/"]`)).map((el) => el.dataset.sectionId!), MODELS);
    const names = Object.keys(spec.components.schemas);
    expect(names.length).toBeGreaterThan(0);
    expect(ids.sort()).toEqual(names.map((n) => `${MODELS}/${n.toLowerCase()}`).sort());
    await page.goto(`${pageUrl}#${MODELS}/knowledgebase`);
    const text = await page.waitForFunction(() => document.querySelector<HTMLElement>('[data-section-id="/models/knowledgebase"]')?.innerText.trim() || false, null, {
      timeout: 10_000,
    });
    expect(String(await text.jsonValue())).toContain('KnowledgeBase');
  });

  it("switches an operation's request sample from TypeScript to curl", async () => {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${pageUrl}#/conversations/listconversations`);
    const panel = page.locator('.panel-request-samples').first();
    await panel.getByText('TypeScript', { exact: true }).click();
    await page.getByRole('menuitem', { name: 'curl' }).click();
    await expect.poll(() => panel.innerText(), { timeout: 10_000 }).toContain('curl -sS --fail-with-body "$CMP_BASE_URL/conversations');
    await page.close();
  });

  it('finds an operation with the search', async () => {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${pageUrl}#/`);
    expect(await page.getByRole('heading', { name: 'Create a signing link' }).count(), 'the operation is on screen before searching').toBe(0);
    await page.getByText('Search', { exact: false }).first().click();
    await page.keyboard.type('signing link');
    const hit = page.getByTestId('search-dialog').getByText('/signature/links').first();
    await hit.waitFor({ timeout: 10_000 });
    mkdirSync(artifacts, { recursive: true });
    await page.screenshot({ path: path.join(artifacts, 'docs-reference-search.png') });
    await hit.click();
    await page.waitForURL(/#\/document-signature\/createsigninglink/, { timeout: 10_000 });
    await page.getByRole('heading', { name: 'Create a signing link' }).first().waitFor({ timeout: 10_000 });
  });

  it('made no request outside the file', async () => {
    mkdirSync(artifacts, { recursive: true });
    await browser.page.keyboard.press('Escape');
    await browser.page.goto(`${pageUrl}#/conversations/listconversations`);
    await browser.page.waitForTimeout(500);
    await browser.page.screenshot({ path: path.join(artifacts, 'docs-reference.png') });
    expect(browser.outsideRequests).toEqual([]);
  });
});
