/**
 * The docs site crawler: from a start page, opens every page the site links to, as a reader's browser
 * would (a plain navigation to each href of the rendered DOM), and records what went wrong: answers of
 * 400 or more, requests that failed, console errors, and links whose `#anchor` points at nothing.
 *
 * Ordinary pages are loaded once each. A reference page (Redoc) is loaded once, and each of its hash routes
 * (`#/messages/sendmessage`, `#/models/message`, `#/.../t=request&path=type` inside one) is then opened as
 * a same-document navigation of that page, which is what following the link does; the route must render
 * the section it names, and an anchor inside it must exist. The text of every page and route is kept for
 * the test's other checks.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterFrames, BROWSER_WAIT } from './chromium.js';

export interface CrawlReport {
  /** Documents visited (URLs without their hash). */
  documents: Set<string>;
  notFound: string[];
  failedRequests: string[];
  consoleErrors: string[];
  danglingAnchors: string[];
  /** Links off the site, never followed (the crawl is offline). */
  externalLinks: Set<string>;
  /** Rendered text of each page, and of each reference route (`page#/route`). */
  texts: Map<string, string>;
  /** Reference routes that were opened (or, with `routes: false`, linked to), as `document#/route`. */
  routes: Set<string>;
  /** Links to the pages' Markdown twins and llms.txt: fetched (each must answer 200), never opened as pages. */
  textLinks: Set<string>;
}

interface Link {
  url: string;
  from: string;
}

const TALL = 12_000;
const isReference = (page: Page) => page.evaluate(() => !!document.getElementById('redoc'));
/** Redoc has hydrated: React owns its root element. */
const HYDRATED = () => {
  const root = document.getElementById('redoc');
  return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
};

export interface CrawlOptions {
  /**
   * Open the reference pages' hash routes. A hash route is a same-document navigation: where the site is
   * served does not change it, so a crawl of the same site at another address may leave them to this one
   * (the test compares what each crawl linked to).
   */
  routes?: boolean;
  /** Called on every ordinary page once loaded, and on every reference view once rendered. */
  inspect?: (page: Page, where: string, kind: 'page' | 'view') => Promise<void>;
}

/**
 * Crawls `site` with one page of `context`. One page, not several at once: Chromium's headless mode draws
 * frames at full speed only for the front page of a context's window, so a second page there waited about a
 * second for each animation frame (Redoc's rendering, every resize); a second page in a context of its own
 * took as long on two cores and cost a fifth more CPU.
 */
export async function crawl(context: BrowserContext, site: string, start: Link[], { routes: openRoutes = true, inspect }: CrawlOptions = {}): Promise<CrawlReport> {
  const report: CrawlReport = {
    documents: new Set(),
    notFound: [],
    failedRequests: [],
    consoleErrors: [],
    danglingAnchors: [],
    externalLinks: new Set(),
    texts: new Map(),
    routes: new Set(),
    textLinks: new Set(),
  };
  const ids = new Map<string, Set<string>>(); // ordinary document -> its element ids
  const anchors = new Map<string, Link[]>(); // document -> links into it that carry a #hash
  const references = new Set<string>();
  const routesDone = new Map<string, Set<string>>(); // reference document -> routes checked
  const viewsDone = new Set<string>(); // `document#view` opened, read and inspected
  const queued = new Set<string>();
  let queue: Link[] = [];

  context.on('response', (response) => {
    if (response.status() >= 400) report.notFound.push(`${response.status()} ${response.url()}`);
  });
  context.on('requestfailed', (request) => {
    if (request.failure()?.errorText !== 'net::ERR_ABORTED' || request.resourceType() === 'document')
      report.failedRequests.push(`${request.url()}: ${request.failure()?.errorText}`);
  });
  const watch = (page: Page) => {
    page.on('console', (message) => {
      if (message.type() === 'error') report.consoleErrors.push(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => report.consoleErrors.push(`${page.url()}: ${error.message}`));
    return page;
  };

  const add = (link: Link) => {
    const url = new URL(link.url);
    if (!url.href.startsWith(site)) {
      if (/^https?:$/.test(url.protocol)) report.externalLinks.add(url.href);
      return;
    }
    const hash = url.hash;
    url.hash = '';
    const doc = url.href;
    // Markdown and text files are for agents, not pages to render: checked by a request, with no page load.
    if (/\.(md|txt)$/.test(url.pathname)) {
      report.textLinks.add(`${doc} (linked from ${link.from})`);
      return;
    }
    if (hash && hash !== '#') anchors.set(doc, [...(anchors.get(doc) ?? []), link]);
    if (!queued.has(doc)) {
      queued.add(doc);
      queue.push({ url: doc, from: link.from });
    }
  };
  const hrefs = (page: Page) => page.evaluate(() => Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href]'), (a) => a.href).filter((h) => /^(https?|file):/.test(h)));

  async function visit(page: Page, { url, from }: Link): Promise<void> {
    const response = await page.goto(url, { waitUntil: 'load' });
    report.documents.add(url);
    if (!response || response.status() >= 400) {
      report.notFound.push(`${response?.status() ?? 'no answer'} ${url} (linked from ${from})`);
      return;
    }
    if (await isReference(page)) {
      references.add(url);
      // With routes, they are opened now, on the page as it is loaded (its links are read there): loading
      // the 2.8 MB page again for them cost about 1.5 CPU-seconds a reference. A route linked from a page
      // visited later is opened in the pass after the waves, which loads the page again.
      if (openRoutes) return routes(page, url, true);
      await page.waitForFunction(HYDRATED, null, { timeout: BROWSER_WAIT });
    } else {
      ids.set(url, new Set(await page.evaluate(() => Array.from(document.querySelectorAll('[id]'), (e) => e.id))));
      report.texts.set(url, await page.evaluate(() => document.body.innerText));
      await inspect?.(page, url, 'page');
    }
    for (const href of await hrefs(page)) add({ url: href, from: url });
  }

  /**
   * Every hash route of one reference page that anything links to. Redoc renders its introduction (with
   * every `/section/...`), each tag (with every operation in it) and the schemas (every `/models/...`) as one
   * view each, so each view is opened once (a same-document navigation, as following the link is) and every
   * route into it must name an element of it, and every `#anchor` inside a route too. A route whose view
   * does not hold it is opened on its own.
   */
  async function routes(page: Page, doc: string, loaded = false): Promise<void> {
    const done = routesDone.get(doc) ?? new Set<string>();
    routesDone.set(doc, done);
    // The page's own first view (its introduction) is always opened: its links lead to the others.
    if (!done.has('/')) anchors.set(doc, [{ url: `${doc}#/`, from: doc }, ...(anchors.get(doc) ?? [])]);
    const pendingLinks = () => (anchors.get(doc) ?? []).filter((link) => !done.has(routeOf(link.url)));
    if (!pendingLinks().length) return;
    // Redoc renders the parts of a view near the window; a tall window renders a whole view at once.
    const size = page.viewportSize() ?? { width: 1440, height: 900 };
    await page.setViewportSize({ width: size.width, height: TALL });
    // `loaded`: the page holds the document already, and going to its `#/` is a same-document navigation.
    await page.goto(`${doc}#/`, loaded ? {} : { waitUntil: 'load' });
    await page.waitForFunction(HYDRATED, null, { timeout: BROWSER_WAIT });
    for (let pending = pendingLinks(); pending.length; pending = pendingLinks()) {
      // One view at a time: opened (and read, inspected, its links collected) once, then every route into it
      // that is known by then is checked against it.
      const view = viewOf(routeOf(pending[0]!.url));
      const rendered = await open(page, doc, view);
      if (!viewsDone.has(`${doc}#${view}`) && rendered) {
        viewsDone.add(`${doc}#${view}`);
        report.routes.add(`${doc}#${view}`);
        report.texts.set(`${doc}#${view}`, await page.evaluate(() => document.body.innerText));
        await inspect?.(page, `${doc}#${view}`, 'view');
        for (const href of await hrefs(page)) add({ url: href, from: `${doc}#${view}` });
      }
      const links = pendingLinks().filter((link) => viewOf(routeOf(link.url)) === view);
      const wanted = [...new Set(links.map((l) => routeOf(l.url)))];
      for (const route of wanted) done.add(route);
      if (!rendered) {
        report.danglingAnchors.push(`${doc}#${view}: Redoc renders nothing for this route (linked from ${links[0]!.from})`);
        continue;
      }
      let own: string[] = []; // routes the view does not hold yet
      for (const route of wanted) {
        const check = await checkRoute(page, doc, route, view, links);
        if (!check) own.push(route);
      }
      // A long view (the schemas) is rendered further as it is scrolled, as a reader scrolls it: scrolled to
      // its end once, it holds most of its routes, which costs far less than opening each on its own.
      if (own.length && (await scrollToEnd(page))) {
        const held: string[] = [];
        for (const route of own) if (await checkRoute(page, doc, route, view, links)) held.push(route);
        own = own.filter((route) => !held.includes(route));
      }
      // What is still missing is opened on its own, as following its link does.
      for (const route of own) {
        if (await open(page, doc, route)) await checkRoute(page, doc, route, '', links, true);
        else {
          report.routes.add(`${doc}#${route}`);
          report.danglingAnchors.push(`${doc}#${route}: Redoc renders nothing for this route (linked from ${links.find((l) => routeOf(l.url) === route)!.from})`);
        }
      }
    }
    await page.setViewportSize(size);
  }

  /**
   * Whether `route` and the anchors inside it that `links` point at exist on the page as it stands; with
   * `report`, records what is missing, after opening each missing anchor's whole link (Redoc expands nested
   * fields on the way to one).
   */
  async function checkRoute(page: Page, doc: string, route: string, view: string, links: Link[], final = false): Promise<boolean> {
    const targets = links.filter((l) => routeOf(l.url) === route);
    const inner = [...new Set(targets.map((l) => innerAnchor(l.url)).filter((a): a is string => !!a))];
    const own = route === view || route === '/' ? [] : [route.replace(/^\//, '')];
    const missing = await page.evaluate((list) => list.filter((id) => !document.getElementById(id)), [...own, ...inner]);
    if (missing.some((id) => own.includes(id)) && !final) return false;
    report.routes.add(`${doc}#${route}`);
    if (own.length && !missing.includes(own[0]!)) {
      // Its text, once Redoc has filled it in: a section far down a view is a frame until it is scrolled
      // to, as following the link does.
      const text = await page
        .waitForFunction(
          (id) => {
            const section = document.getElementById(id);
            const inner = section?.innerText.trim();
            if (!inner) section?.scrollIntoView();
            return inner || false;
          },
          own[0]!,
          { timeout: 30_000 },
        )
        .then((handle) => handle.jsonValue() as Promise<string>)
        .catch(() => '');
      if (text) report.texts.set(`${doc}#${route}`, text);
      else report.danglingAnchors.push(`${doc}#${route}: the section is there but stays empty`);
    }
    for (const id of missing) {
      if (inner.includes(id)) {
        await page.goto(`${doc}#${route}#${encodeURI(id)}`);
        const found = await page
          .waitForFunction((anchor) => !!document.getElementById(anchor), id, { timeout: 30_000 })
          .then(
            () => true,
            () => false,
          );
        if (found) continue;
      }
      report.danglingAnchors.push(`${doc}#${route}${own.includes(id) ? '' : `#${id}`}: no element with this id (linked from ${targets[0]!.from})`);
    }
    return true;
  }

  /** Opens a route of a reference page and waits until Redoc has rendered what it names. */
  async function open(page: Page, doc: string, route: string): Promise<boolean> {
    await page.goto(`${doc}#${route}`);
    return page
      .waitForFunction(
        (id) => (id === '' ? !!document.querySelector('[id^="section/"], h1') : !!document.getElementById(id) || !!document.querySelector(`[id^="${CSS.escape(id)}/"]`)),
        route.replace(/^\//, ''),
        { timeout: 30_000 },
      )
      .then(
        () => true,
        () => false,
      );
  }

  for (const link of start) add(link);
  const pages = [watch(await context.newPage())];
  // Documents in waves (each wave's links make the next), then the routes of each reference page; a route
  // may link to a document not seen yet, so both repeat until nothing is new.
  for (;;) {
    while (queue.length) {
      const wave = queue;
      queue = [];
      await Promise.all(
        pages.map(async (page) => {
          for (let link = wave.shift(); link; link = wave.shift()) await visit(page, link);
        }),
      );
    }
    const before = queued.size;
    const docs = openRoutes ? [...references] : [];
    await Promise.all(
      pages.map(async (page) => {
        for (let doc = docs.shift(); doc; doc = docs.shift()) await routes(page, doc);
      }),
    );
    if (queued.size === before && !queue.length) break;
  }
  await Promise.all(pages.map((page) => page.close()));

  for (const entry of report.textLinks) {
    const url = entry.split(' ')[0]!;
    const answer = await fetch(url).catch(() => undefined);
    if (!answer || answer.status >= 400) report.notFound.push(`${answer?.status ?? 'no answer'} ${entry}`);
    else await answer.arrayBuffer();
  }

  for (const [doc, links] of anchors) {
    if (references.has(doc) && !openRoutes) for (const link of links) report.routes.add(`${doc}#${routeOf(link.url)}`);
    if (references.has(doc) || !ids.has(doc)) continue;
    for (const link of links) {
      const id = decodeURIComponent(new URL(link.url).hash.slice(1));
      if (!ids.get(doc)!.has(id)) report.danglingAnchors.push(`${link.url}: no element with id "${id}" (linked from ${link.from})`);
    }
  }
  return report;
}

/**
 * Scrolls the page a window at a time until its end stops moving away (Redoc renders more of a view as it
 * comes near the window); whether it scrolled at all.
 */
async function scrollToEnd(page: Page): Promise<boolean> {
  let moved = false;
  for (let step = 0; step < 100; step++) {
    const before = await page.evaluate(() => [window.scrollY, document.documentElement.scrollHeight] as const);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await afterFrames(page);
    const after = await page.evaluate(() => [window.scrollY, document.documentElement.scrollHeight] as const);
    if (after[0] === before[0] && after[1] === before[1]) break;
    moved = true;
  }
  return moved;
}

/** The view Redoc renders a route in: `/section/errors` -> `/`, `/messages/sendmessage` -> `/messages`, `/models/message` -> `/models`. */
function viewOf(route: string): string {
  const first = route.split('/')[1] ?? '';
  return !first || first === 'section' || !route.startsWith('/') ? '/' : `/${first}`;
}

/** `…#/messages/sendmessage#messages/sendmessage/t=request` -> `/messages/sendmessage`. */
function routeOf(url: string): string {
  return decodeURIComponent(new URL(url).hash.slice(1)).split('#')[0]!;
}

function innerAnchor(url: string): string | undefined {
  return decodeURIComponent(new URL(url).hash.slice(1)).split('#')[1];
}
