/**
 * The docs site (`npm run docs`) as its readers meet it, in Chromium, offline. The site is built once per
 * set of inputs (site-build.ts) and served by this process on 127.0.0.1 twice: at the root, and under a
 * path prefix (`/docs/`) where anything outside the prefix answers 404.
 *
 * - Links: a crawler (crawl.ts) follows every href of the rendered pages, the reference's routes included,
 *   and every result of the search index, at both addresses: no 404, no failed request, no console error
 *   (a CSP violation is one), no anchor that points nowhere, and every page is reached.
 * - Readers only: the rendered text of every page and reference route holds no maintainer material
 *   (vendor extension names, inference notes, mock switches, the spec workflow and diff rules).
 * - Accessible and readable: axe-core finds no serious or critical violation on any page, in the light and
 *   the dark theme; at 1440, 1024 and 390 px no table or code block is cut off on any page or view of the newest
 *   reference (site-checks.ts measures).
 * - The reference renders every operation with its facts and samples, and every schema; the search box finds
 *   guides, operations, schemas and error codes; "Try it" sends a request to a sandbox with the reader's
 *   token and shows the answer and its request id, and the token goes nowhere else.
 * - From file://, every page loads and links to files and anchors that exist, and the search works.
 * With DOCS_SCREENSHOTS=1, screenshots go to test-artifacts/docs-site/ (gitignored).
 */
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../../packages/sandbox/src/index.js';
import { afterFrames, BROWSER_WAIT, launchChromium, offlineContext, type OfflineContext } from './chromium.js';
import { crawl, type CrawlReport } from './crawl.js';
import { builtSite } from './site-build.js';
import { clippedBlocks, cutWords, excerptsMidSentence, maintainerFindings } from './site-checks.js';
import { serveStatic, type StaticServer } from './static-server.js';

const root = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);
const artifacts = path.join(root, 'test-artifacts/docs-site');
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WIDTHS = [1440, 1024, 390];
const spec = JSON.parse(readFileSync(path.join(root, 'openapi/dist/openapi.json'), 'utf8')) as {
  paths: Record<string, Record<string, { summary: string; operationId: string; tags: string[] }>>;
  components: { schemas: Record<string, unknown> };
};
const operations = Object.entries(spec.paths).flatMap(([p, item]) =>
  Object.entries(item)
    .filter(([m]) => ['get', 'put', 'post', 'delete', 'patch'].includes(m))
    .map(([m, op]) => ({ method: m.toUpperCase(), path: p, ...op })),
);

let site: { dir: string; pages: string[]; cached: boolean };
let browser: Browser;
let servers: { root: StaticServer; prefixed: StaticServer };
let reports: { root: CrawlReport; prefixed: CrawlReport };
const contexts: OfflineContext[] = [];
let sandbox: Sandbox | undefined;
/** What the root crawl measured on every page and reference view, per window width. */
const clipped = new Map<number, string[]>(WIDTHS.map((width) => [width, []]));
const axeFindings: string[] = [];
const axeRuns = new Set<string>();
const axedTags = new Set<string>();

const isReference = (page: string) => page.startsWith('reference/');
/**
 * Screenshots are for a person looking at the site, not assertions: taken when DOCS_SCREENSHOTS=1 (full-page
 * PNGs of every page at two widths and in the dark theme cost more than the checks they sit beside).
 */
const SCREENSHOTS = process.env.DOCS_SCREENSHOTS === '1';
const screenshot = async (page: Page, name: string, fullPage = false): Promise<void> => {
  if (SCREENSHOTS) await page.screenshot({ path: path.join(artifacts, `${name.replace(/[^\w.-]+/g, '_')}.png`), fullPage });
};
const searchUrls = () => {
  const script = readFileSync(path.join(site.dir, 'assets/search-index.js'), 'utf8');
  return (JSON.parse(script.slice(script.indexOf('['), script.lastIndexOf(']') + 1)) as { url: string; kind: string; title: string }[]).map((d) => d.url);
};

async function context(options: Parameters<typeof offlineContext>[1] = {}): Promise<OfflineContext> {
  const made = await offlineContext(browser, options);
  contexts.push(made);
  return made;
}

/** A reference page at a route, once Redoc has hydrated and rendered it. */
async function openReference(page: Page, url: string, waitFor = 'h1'): Promise<void> {
  await page.goto(url);
  await page.waitForFunction(() => Object.keys(document.getElementById('redoc') ?? {}).some((k) => k.startsWith('__reactContainer')), null, { timeout: BROWSER_WAIT });
  await page.locator(waitFor).first().waitFor({ timeout: 30_000 });
}

beforeAll(async () => {
  rmSync(artifacts, { recursive: true, force: true });
  mkdirSync(artifacts, { recursive: true });
  [site, browser] = await Promise.all([builtSite(), launchChromium()]);
  servers = { root: await serveStatic(site.dir, '/'), prefixed: await serveStatic(site.dir, '/docs/') };
  const start = (server: StaticServer) => [
    { url: `${server.url}index.html`, from: 'the start' },
    ...searchUrls().map((url) => ({ url: `${server.url}${url}`, from: 'the search index' })),
  ];
  const [a, b] = await Promise.all([context({ viewport: { width: WIDTHS[0]!, height: 900 } }), context()]);
  const [rootReport, prefixedReport] = await Promise.all([
    crawl(a.context, servers.root.url, start(servers.root), { inspect: measure }),
    crawl(b.context, servers.prefixed.url, start(servers.prefixed), { routes: false }),
  ]);
  reports = { root: rootReport, prefixed: prefixedReport };
});

/**
 * What the root crawl checks on every ordinary page and every reference view it renders: tables and code
 * blocks at each width (site-checks.ts), axe-core in the light and the dark theme (the theme is the class
 * theme.js sets, which Redoc's colours follow too), and (DOCS_SCREENSHOTS=1) a screenshot of each ordinary page. axe runs on
 * every ordinary page and every reference page.
 */
async function measure(page: Page, url: string, kind: 'page' | 'view'): Promise<void> {
  const where = url.slice(servers.root.url.length);
  // A released version's reference (reference/<version>/) is the same Redoc page of an older spec: its
  // views are opened and their links followed, but the layout is measured on the newest one's views only
  // (the same components; measuring each view at three widths is most of the crawl's time). axe still runs
  // on its introduction, below.
  const layout = kind === 'page' || where.startsWith('reference/index.html#');
  const size = page.viewportSize()!;
  // A reference view was rendered in a tall window (all of it at once); what Redoc rendered stays when the
  // window is a screen's height again, and a screen-high window repaints far faster.
  const height = Math.min(size.height, 900);
  const [doc, view = ''] = where.split('#');
  // A reference page: its introduction, and on the newest one also one tag (an operation's parameters,
  // responses and samples; the other tags and the schemas are made of the same components).
  const axeTag = kind === 'view' && view !== '/' && view !== '/models' && doc === 'reference/index.html' && !axedTags.has(doc);
  const axe = kind === 'page' || view === '/' || axeTag;
  // The window's own width last: axe runs at it, and a view goes back to its tall window by its height alone
  // (each change of width makes Redoc lay the whole view out again).
  const widths = [...WIDTHS.filter((w) => w !== size.width), ...WIDTHS.filter((w) => w === size.width)];
  for (const width of layout ? widths : []) {
    await page.setViewportSize({ width, height });
    for (const problem of await settledClipping(page)) clipped.get(width)!.push(`${where}: ${problem}`);
    // The site's own tables (Redoc's sit in its own layout, measured by settledClipping above).
    if (kind === 'page') for (const problem of await page.evaluate(cutWords)) clipped.get(width)!.push(`${where}: ${problem}`);
    if (kind === 'page' && width !== 1024) await screenshot(page, `${where}-${width}`, true);
  }
  if (!axe) return page.setViewportSize(size);
  const now = page.viewportSize()!;
  if (now.width !== size.width || now.height !== height) await page.setViewportSize({ width: size.width, height });
  if (axeTag) axedTags.add(doc!);
  await page.evaluate(axeSource);
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((mode) => {
      document.documentElement.classList.remove('light', 'dark');
      document.documentElement.classList.add(mode);
    }, theme);
    // Colours change through CSS transitions: measure once they are over.
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), null, { timeout: 30_000 });
    const { violations } = (await page.evaluate(() => (window as unknown as { axe: Axe }).axe.run({ resultTypes: ['violations'] }))) as Awaited<ReturnType<Axe['run']>>;
    axeRuns.add(`${theme} ${where}`);
    if (theme === 'dark') await screenshot(page, `dark-${where}`);
    for (const v of violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')) {
      axeFindings.push(
        `${theme} ${where}: ${v.id} (${v.impact}) at ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
      );
    }
  }
  await page.evaluate(() => document.documentElement.classList.replace('dark', 'light'));
  await page.setViewportSize(size);
}

/**
 * What clippedBlocks finds once the page has taken its new width. Redoc lays out part of a view in script
 * after a resize, and on a loaded machine two frames were not always enough for it (a schema's sample seen
 * at its 1024 px width in the 390 px window). A problem seen is looked at again until it is gone or 3 s
 * have passed: a block that is really cut off stays so and is reported; a layout still under way is not.
 */
async function settledClipping(page: Page): Promise<string[]> {
  const look = async () => {
    await afterFrames(page);
    return page.evaluate(clippedBlocks);
  };
  let problems = await look();
  for (const deadline = Date.now() + 3000; problems.length && Date.now() < deadline;) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    problems = await look();
  }
  return problems;
}

interface Axe {
  run(options: object): Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
}

afterAll(async () => {
  for (const { context: c } of contexts) await c.close().catch(() => {});
  await browser?.close();
  await Promise.all([servers?.root.close(), servers?.prefixed.close(), sandbox?.stop()]);
});

describe('docs site: one site, every link followed', () => {
  it('has the home page, the guides with their index, the error codes, the scopes, the changelog and a reference per released version', () => {
    const dir = path.join(root, 'openapi/releases');
    const releases = existsSync(dir)
      ? readdirSync(dir)
          .filter((f) => /^\d.*\.json$/.test(f))
          .map((f) => f.replace(/\.json$/, ''))
      : [];
    expect(site.pages).toEqual(expect.arrayContaining(['index.html', 'guides/index.html', 'reference/index.html', 'error-codes.html', 'scopes.html', 'changelog.html']));
    expect(site.pages.filter((p) => /^guides\/(?!index).+\.html$/.test(p)).length).toBeGreaterThanOrEqual(3);
    for (const version of releases) expect(site.pages).toContain(`reference/${version}/index.html`);
  });

  it.each(['root', 'prefixed'] as const)('at the %s address, the crawler reaches every page with no 404, failed request or console error', (which) => {
    const report = reports[which];
    const server = servers[which];
    expect(report.notFound).toEqual([]);
    expect(report.failedRequests).toEqual([]);
    expect(report.consoleErrors).toEqual([]);
    // Every page links its Markdown twin (fetched by the crawler, answered 200 above: in notFound otherwise).
    const twins = new Set([...report.textLinks].map((entry) => entry.split(' ')[0]!.slice(server.url.length)));
    for (const p of site.pages) expect(twins.has(p.replace(/\.html$/, '.md')), p).toBe(true);
    const reached = [...report.documents].map((url) => url.slice(server.url.length)).sort();
    expect(reached).toEqual(expect.arrayContaining(site.pages));
    expect(report.routes.size, 'reference routes followed').toBeGreaterThan(operations.length);
  });

  it('every reference route linked at the prefixed address was opened by the root crawl (a hash route does not depend on the address)', () => {
    const opened = new Set([...reports.root.routes].map((r) => r.slice(servers.root.url.length)));
    const linked = [...reports.prefixed.routes].map((r) => r.slice(servers.prefixed.url.length));
    expect(linked.filter((r) => !opened.has(r))).toEqual([]);
  });

  it.each(['root', 'prefixed'] as const)('at the %s address, every #anchor and reference route lands on what it names', (which) => {
    expect(reports[which].danglingAnchors).toEqual([]);
  });

  it('the crawler itself catches a missing page, a dangling anchor and a console error (on a two-page site made here)', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cmp-crawl-'));
    try {
      writeFileSync(path.join(dir, 'index.html'), '<!DOCTYPE html><title>a</title><a href="b.html#there">b</a> <a href="gone.html">gone</a> <a href="#nowhere">x</a>');
      writeFileSync(path.join(dir, 'b.html'), '<!DOCTYPE html><title>b</title><p id="here">b</p><script>console.error("boom")</script>');
      const server = await serveStatic(dir, '/x/');
      try {
        const { context: c } = await context();
        const report = await crawl(c, server.url, [{ url: `${server.url}index.html`, from: 'the test' }]);
        expect(report.notFound.some((line) => line.includes('/x/gone.html'))).toBe(true);
        expect(report.danglingAnchors.map((line) => line.split(':').slice(0, 3).join(':').replace(server.origin, ''))).toEqual(
          expect.arrayContaining(['/x/index.html#nowhere', '/x/b.html#there']),
        );
        expect(report.consoleErrors.some((line) => line.endsWith('boom'))).toBe(true);
      } finally {
        await server.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the browser never reaches past this machine: a request to a host name or an IP address off it is recorded and fails', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cmp-offline-'));
    const { context: c, outsideRequests } = await offlineContext(browser);
    try {
      const outside = ['http://192.0.2.10/pixel.png', 'https://example.com/api'];
      writeFileSync(path.join(dir, 'index.html'), `<!DOCTYPE html><title>off</title><img src="${outside[0]}" alt=""><script>fetch('${outside[1]}').catch(() => {})</script>`);
      const server = await serveStatic(dir, '/');
      try {
        const page = await c.newPage();
        const failed: string[] = [];
        const answered: string[] = [];
        page.on('requestfailed', (request) => failed.push(request.url()));
        page.on('response', (response) => answered.push(response.url()));
        await page.goto(`${server.url}index.html`);
        await expect.poll(() => failed.length).toBe(2);
        expect(outsideRequests.sort()).toEqual(outside.sort());
        expect(failed.sort()).toEqual(outside.sort());
        expect(answered).toEqual([`${server.url}index.html`]);
      } finally {
        await server.close();
      }
    } finally {
      await c.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('links off the site are https and never lead back to this machine', () => {
    for (const url of [...reports.root.externalLinks, ...reports.prefixed.externalLinks]) expect(url).toMatch(/^https:\/\/(?!127\.|localhost)/);
  });

  it('requested nothing from outside the machine', () => {
    expect(contexts.flatMap((c) => c.outsideRequests)).toEqual([]);
  });
});

describe('docs site: for API consumers only', () => {
  it('no page and no reference route shows maintainer material', () => {
    const findings = [...reports.root.texts].flatMap(([url, text]) => maintainerFindings(text).map((f) => `${url.slice(servers.root.url.length)}: ${f}`));
    expect(findings).toEqual([]);
    // Every reference, the released ones included, was read.
    const read = [...reports.root.texts.keys()].map((url) => url.slice(servers.root.url.length).split('#')[0]);
    for (const page of site.pages.filter(isReference)) expect(read).toContain(page);
  });

  it('the reference renders every operation with its facts and both samples, and every schema', () => {
    const texts = reports.root.texts;
    for (const op of operations) {
      const entry = [...texts].find(
        ([url, text]) => url.includes('reference/index.html#/') && url.toLowerCase().endsWith(`/${op.operationId.toLowerCase()}`) && text.includes(op.summary),
      );
      expect(entry, `${op.method} ${op.path} (${op.summary}) was not rendered`).toBeDefined();
      for (const fact of ['Scope:', 'Costs money:', 'Safe to retry:', 'Rate limit:', 'Errors']) expect(entry![1], `${op.operationId}: ${fact}`).toContain(fact);
      expect(entry![1], `${op.operationId}: the TypeScript sample`).toMatch(/await client\.[\w.]+\(/);
    }
    const models = [...reports.root.routes].filter((r) => /reference\/index\.html#\/models\/[^/#]+$/.test(r)).map((r) => r.split('/').at(-1));
    expect(models.sort()).toEqual(
      Object.keys(spec.components.schemas)
        .map((n) => n.toLowerCase())
        .sort(),
    );
  });
});

describe('docs site: accessible and readable', () => {
  it('axe-core finds no serious or critical violation on any page, light and dark', () => {
    expect(axeFindings).toEqual([]);
    for (const theme of ['light', 'dark']) {
      for (const page of site.pages)
        expect(
          [...axeRuns].some((run) => run === `${theme} ${page}` || run.startsWith(`${theme} ${page}#`)),
          `${theme} ${page} was not checked`,
        ).toBe(true);
    }
  });

  it.each(WIDTHS)('at %i px no table or code block is cut off, on every page and every view of the newest reference', (width) => {
    expect(clipped.get(width)).toEqual([]);
  });
});

describe('docs site: excerpts', () => {
  it.each(['index.html', 'guides/index.html'])('%s: every excerpt (the lead, each card) starts where a sentence does', async (at) => {
    const { context: c } = await context({ viewport: { width: 1440, height: 900 } });
    const page = await c.newPage();
    await page.goto(`${servers.root.url}${at}`);
    expect(await page.locator('.cards li > p, .guide-list li > p').count()).toBeGreaterThan(2);
    expect(await page.evaluate(excerptsMidSentence)).toEqual([]);
    await page.close();
  });
});

describe('docs site: search and "Try it"', () => {
  it('finds guides, operations, schemas and error codes, under the path prefix, from an ordinary page and from the reference, and a result opens', async () => {
    const { context: c } = await context({ viewport: { width: 1440, height: 900 } });
    const page = await c.newPage();
    const queries: [string, string, RegExp][] = [
      ['signing link', 'Operation', /reference\/index\.html#\/[^/]+\/createsigninglink$/],
      ['validation_failed', 'Error code', /error-codes\.html#code-validation_failed$/],
      ['KnowledgeBase', 'Schema', /reference\/index\.html#\/models\/knowledgebase$/],
      ['retry after', 'Guide', /guides\/[\w-]+\.html(#[\w-]+)?$/],
    ];
    const hit = async (query: string, kind: string) => {
      await page.locator('#site-search').fill(query);
      const link = page.locator('#site-search-results a', { has: page.locator('.search-kind', { hasText: kind }) }).first();
      await link.waitFor({ timeout: 30_000 });
      return link;
    };
    await page.goto(`${servers.prefixed.url}guides/index.html`);
    for (const [query, kind, target] of queries) {
      const href = await (await hit(query, kind)).evaluate((a) => (a as HTMLAnchorElement).href);
      expect(href.startsWith(servers.prefixed.url), href).toBe(true);
      expect(href, `"${query}"`).toMatch(target);
    }
    await (await hit('validation_failed', 'Error code')).click();
    await page.waitForURL(queries[1]![2], { timeout: 30_000 });
    expect(await page.locator('tr:target').count()).toBe(1);
    // From the reference, a hit on another operation is a route of the same page.
    await openReference(page, `${servers.prefixed.url}reference/index.html#/conversations/listconversations`, '#conversations\\/listconversations');
    await (await hit('signing link', 'Operation')).click();
    await page.waitForURL(queries[0]![2], { timeout: 30_000 });
    await page.getByRole('heading', { name: 'Create a signing link' }).first().waitFor({ timeout: 30_000 });
  });

  it('"Try it" sends the operation on screen to the server the reader types, with their token, and shows the answer and its request id', async () => {
    sandbox = await startSandbox({ port: 0, cors: true });
    const { clientId, clientSecret } = sandbox.credentials.acme;
    const exchange = await fetch(`${sandbox.baseUrl}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_id: clientId, client_secret: clientSecret }),
    });
    const { access_token: token } = (await exchange.json()) as { access_token: string };
    const { context: c } = await context({ viewport: { width: 1440, height: 900 } });
    const withToken: string[] = [];
    c.on('request', (request) => {
      if (Object.values(request.headers()).some((value) => value.includes(token))) withToken.push(request.url());
    });
    const page = await c.newPage();
    await openReference(page, `${servers.prefixed.url}reference/index.html#/conversations/listconversations`, '#conversations\\/listconversations');
    await page.locator('[data-try-it-open]').click();
    await expect.poll(() => page.locator('#try-it-operation option:checked').textContent(), { timeout: 30_000 }).toContain('GET /conversations');
    await page.locator('#try-it-server').selectOption('');
    await page.locator('#try-it-url').fill(sandbox.baseUrl);
    await page.locator('#try-it-token').fill(token);
    await page.locator('#try-it-optional summary').click();
    await page.locator('#try-it-param-header-X-Request-Id').fill('req_try_it_test');
    await page.locator('#try-it-send').click();
    await expect.poll(() => page.locator('#try-it-status').textContent(), { timeout: 30_000 }).toBe('200 OK');
    expect(await page.locator('#try-it-request-id').textContent()).toBe('Request id: req_try_it_test');
    expect(JSON.parse((await page.locator('#try-it-answer').textContent())!).data.length).toBeGreaterThan(0);
    await screenshot(page, 'try-it');
    // The token went to the chosen server only, and nothing kept it.
    expect(withToken.length).toBeGreaterThan(0);
    for (const url of withToken) expect(url.startsWith(`${sandbox.baseUrl}/`), url).toBe(true);
    const kept = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + document.cookie);
    expect(kept).not.toContain(token);

    // The request it sent, in code: the SDK's call first (no language chosen yet), then the reader's pick,
    // which the site keeps (`?lang=`). It names the sandbox, reads the token from the samples' variable, and
    // runs as copied: the Python and JavaScript programs get the same page of conversations.
    const code = page.locator('#try-it-code-text');
    await expect.poll(() => code.textContent(), { timeout: 30_000 }).toContain('await client.conversations.list(');
    expect(await page.locator('#try-it-code-title').textContent()).toBe('The request sent, in code');
    const typescript = (await code.textContent())!;
    expect(typescript).toContain(`baseUrl: ${JSON.stringify(sandbox.baseUrl)}`);
    expect(typescript).not.toContain(token);
    // Run as a reader would, where the SDK is installed (inside this repository, whose node_modules has it).
    const tsDir = mkdtempSync(path.join(artifacts, 'try-it-'));
    writeFileSync(path.join(tsDir, 'sent.ts'), typescript);
    const tsRun = await run(process.execPath, ['--import', 'tsx', 'sent.ts'], {
      cwd: tsDir,
      env: { PATH: process.env.PATH ?? '', HOME: os.tmpdir(), CMP_ACCESS_TOKEN: token },
      timeout: 600_000,
    });
    expect(tsRun.stdout, tsRun.stdout + tsRun.stderr).toMatch(/\bdata: \[\s*\{/);
    // What each program prints on success: Python the answer's text, JavaScript the parsed answer (a page of
    // conversations either way; a 401 prints an error object instead).
    const pageOfConversations = {
      python: (out: string) => (JSON.parse(out) as { data: unknown[] }).data.length > 0,
      javascript: (out: string) => /\bdata: \[\s*\{/.test(out) && !/\berror\b/.test(out),
    };
    const runs: Record<string, string> = {};
    for (const [key, file, command] of [
      ['python', 'sent.py', 'python3'],
      ['javascript', 'sent.mjs', process.execPath],
    ] as const) {
      await page.locator('#try-it-language').selectOption(key);
      await expect.poll(() => page.locator('#try-it-code-text').textContent(), { timeout: 30_000 }).toContain(`${sandbox.baseUrl}/conversations`);
      expect(new URL(page.url()).searchParams.get('lang')).toBe(key);
      const text = (await code.textContent())!;
      expect(text).not.toContain(token);
      expect(text).toContain('CMP_ACCESS_TOKEN');
      expect(text).toContain('X-Request-Id');
      const dir = mkdtempSync(path.join(os.tmpdir(), 'cmp-try-it-'));
      try {
        writeFileSync(path.join(dir, file), text);
        const env = { PATH: process.env.PATH ?? '', HOME: os.tmpdir(), CMP_ACCESS_TOKEN: token };
        runs[key] = (await run(command, [file], { cwd: dir, env, timeout: 600_000 })).stdout;
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
      expect(pageOfConversations[key](runs[key]!), `${key} printed: ${runs[key]}`).toBe(true);
    }
    expect(await page.locator('#try-it-code-note').textContent()).toContain('read from $CMP_ACCESS_TOKEN');
  });

  it("switches an operation's request sample from TypeScript to curl", async () => {
    const { context: c } = await context({ viewport: { width: 1440, height: 900 } });
    const page = await c.newPage();
    await openReference(page, `${servers.root.url}reference/index.html#/conversations/listconversations`, '#conversations\\/listconversations');
    const panel = page.locator('.panel-request-samples').first();
    await panel.getByText('TypeScript', { exact: true }).click();
    await page.getByRole('menuitem', { name: 'curl' }).click();
    await expect.poll(() => panel.innerText(), { timeout: 30_000 }).toContain('curl -sS --fail-with-body "$CMP_BASE_URL/conversations');
    await screenshot(page, 'reference-listconversations-1440');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'reference-listconversations-390');
  });
});

describe('docs site from file://', () => {
  it('every page loads with no console error, links to files and anchors that exist, and the search works', async () => {
    const { context: c } = await context({ viewport: { width: 1440, height: 900 } });
    const page = await c.newPage();
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(`${page.url()}: ${m.text()}`));
    page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
    const broken: string[] = [];
    for (const target of site.pages) {
      const url = pathToFileURL(path.join(site.dir, target)).href;
      if (isReference(target)) {
        await openReference(page, `${url}#/messages/sendmessage`, '#messages\\/sendmessage');
        continue;
      }
      await page.goto(url);
      const links = await page.evaluate(() => Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href]'), (a) => a.href).filter((h) => h.startsWith('file:')));
      // Anchors are the crawler's business (the same files, served); here the files must exist.
      for (const link of links) if (!existsSync(fileURLToPath(link.split('#')[0]!))) broken.push(`${target} -> ${link}: no such file`);
    }
    await page.goto(pathToFileURL(path.join(site.dir, 'index.html')).href);
    await page.locator('#site-search').fill('token');
    await page.locator('#site-search-results a').first().waitFor({ timeout: 30_000 });
    expect(broken).toEqual([]);
    expect(errors).toEqual([]);
  });
});
