/**
 * The publishable docs site: one static folder (default `docs/site/`, not committed) that works at a
 * domain's root, under any path prefix and from `file://`, offline, under a strict Content-Security-Policy
 * (scripts from the site's own files, and Redoc's inline ones by hash):
 *
 *   index.html                 home: what is where, the guides, the base URL
 *   guides/index.html          the guides in reading order; guides/<name>.html each, with previous/next
 *   reference/index.html       the API reference of the working spec (the newest), with "Try it"
 *   reference/<version>/       the reference of each released spec (openapi/releases/<version>.json)
 *   error-codes.html           every error code; scopes.html every scope (both from the IR)
 *   changelog.html             one entry per released version, in the API's words
 *   assets/                    site.css, reference.css, theme.js, site.js, try-it.js (its code samples bundled in
 *                              try-it-samples.js), MiniSearch and the search index
 *
 * Every page has the same header (navigation, search box, theme switch; a version picker on the
 * reference) and footer (`layout.ts`). Only what the API's consumers need is published: the maintainers'
 * documents (the spec-change workflow, the diff rules, the spec's provenance) stay in the repository.
 */
import { copyFileSync, existsSync, readFileSync, readdirSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { IR } from '../../../ir/types.js';
import { WEBHOOK_GUIDE, webhookGuide } from './webhook-guide.js';
import { generatedHeader } from '../../header.js';
import { errorCodeRows, scopeRows } from '../catalogue.js';
import { docsConfig } from '../config.js';
import { decorateDocument } from '../decorate.js';
import { buildReferencePage } from '../render.js';
import { readPageSettings } from '../settings.js';
import { renderHtml } from '../templates.js';
import { releaseEntries } from './changelog.js';
import { createCodeHighlighter } from './highlight.js';
import { relativeHref, sitePage, type SiteInfo, type VersionLink } from './layout.js';
import { renderMarkdown, slugify, type RenderedMarkdown } from './markdown.js';
import { referenceRoutes, referenceSitePage, tryItData, type TryItServer } from './reference.js';
import { referenceDocuments, searchIndexScript, type SearchDocument } from './search.js';
import { agentDocs } from './agent-docs.js';
import { tryItSamplesScript } from './bundle.js';

const root = docsConfig.repoRoot;
const FALLBACK_ICON = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="16" rx="3" fill="#0f766e"/></svg>\n';
const site = docsConfig.site;
const templates = path.join(docsConfig.templatesDir, 'site');

export interface BuildSiteOptions {
  outDir?: string;
  /** Builds the IR of a released spec (openapi/releases/<version>.json); without it, no per-version references. */
  loadRelease?: (file: string) => Promise<IR>;
  /** The guides in reading order (cmp.config.ts `docs.guides`); default every guide, by file name. */
  guides?: string[];
  /** The servers "Try it" offers first (cmp.config.ts `docs.tryItServers`); default the spec's own. */
  tryItServers?: TryItServer[];
}

interface SiteFile {
  path: string;
  contents: string;
}

const REFERENCE = 'reference/index.html';
const referenceOf = (version: string) => `reference/${version}/index.html`;
/** Row ids that keep the code's own spelling (`code-validation_failed`), so a link reads like the code. */
const errorCodeId = (code: string) => `code-${code.replace(/[^\w-]+/g, '-')}`;
const scopeId = (name: string) => `scope-${name.replace(/[^\w-]+/g, '-')}`;
const byVersion = (a: string, b: string) => a.localeCompare(b, undefined, { numeric: true });

export async function buildSite(ir: IR, options: BuildSiteOptions = {}): Promise<{ outDir: string; pages: string[] }> {
  const outDir = path.resolve(root, options.outDir ?? site.outDir);
  const settings = readPageSettings(docsConfig.redoclyConfig);
  const info: SiteInfo = {
    title: ir.info.title,
    specVersion: ir.info.version,
    ...(settings.logo ? { logo: settings.logo.url } : {}),
    generatedHeader: generatedHeader(ir, '').replace(/\n/g, ' ').trim(),
  };
  const files: SiteFile[] = [];
  const page = (at: string, title: string, description: string, content: string) => files.push({ path: at, contents: sitePage(info, at, { title, description, content }) });
  const highlighter = await createCodeHighlighter();
  const routes = referenceRoutes(settings.schemasSection);
  const operationHref = (at: string, reference: string) => (op: { tags: string[]; operationId?: string }) => {
    const route = routes.operation(op);
    return route ? relativeHref(at, `${reference}#${route}`) : undefined;
  };
  const schemaHref = (at: string, reference: string) => (name: string) => {
    const route = routes.schema(name);
    return route ? relativeHref(at, `${reference}#${route}`) : undefined;
  };

  // ---- guides ----
  const names =
    options.guides ??
    readdirSync(path.join(root, site.guidesDir))
      .filter((f) => f.endsWith('.md'))
      .map((f) => f.replace(/\.md$/, ''))
      .sort();
  const missing = names.filter((name) => !existsSync(path.join(root, site.guidesDir, `${name}.md`)));
  if (missing.length)
    throw new Error(`cmp.config.ts docs.guides names ${missing.join(', ')}, but ${site.guidesDir} has no such guide (expected ${missing.map((m) => `${m}.md`).join(', ')}).`);
  const sources = new Map<string, string>([...names.map((name) => [`${site.guidesDir}/${name}.md`, `guides/${name}.html`] as [string, string]), [docsConfig.html, REFERENCE]]);
  const guides = names.map((name) => {
    const at = `guides/${name}.html`;
    const rendered = renderMarkdown(readFileSync(path.join(root, site.guidesDir, `${name}.md`), 'utf8'), {
      source: `${site.guidesDir}/${name}.md`,
      page: at,
      pages: sources,
      highlighter,
    });
    return { name, at, rendered, summary: clip(rendered.summary) };
  });
  // An API that sends webhooks or callbacks gets a generated guide to receiving them (after the written ones).
  if (ir.webhooks.some((w) => w.contentType) && !names.includes(WEBHOOK_GUIDE)) {
    const at = `guides/${WEBHOOK_GUIDE}.html`;
    const rendered = renderMarkdown(webhookGuide(ir), { source: `${site.guidesDir}/${WEBHOOK_GUIDE}.md`, page: at, pages: sources, highlighter });
    guides.push({ name: WEBHOOK_GUIDE, at, rendered, summary: clip(rendered.summary) });
  }
  guides.forEach(({ at, rendered, summary }, i) => {
    const link = (g: (typeof guides)[number] | undefined) => (g ? { href: relativeHref(at, g.at), title: g.rendered.title } : null);
    // The table of contents goes under the title: the HTML is split after the first heading.
    const split = rendered.html.indexOf('</h1>') + '</h1>'.length;
    const [titleHtml, bodyHtml] = split > 4 ? [rendered.html.slice(0, split), rendered.html.slice(split)] : ['', rendered.html];
    const content = renderHtml('site/guide.hbs', { titleHtml, bodyHtml, toc: rendered.headings, previous: link(guides[i - 1]), next: link(guides[i + 1]) });
    page(at, rendered.title, summary, content);
  });
  const guideCards = (from: string) => guides.map((g) => ({ href: relativeHref(from, g.at), title: g.rendered.title, summary: g.summary }));
  page('guides/index.html', 'Guides', 'The guides to the API, in reading order.', renderHtml('site/guides-index.hbs', { guides: guideCards('guides/index.html') }));

  // ---- home ----
  const document = ir.document as { info?: { summary?: string } };
  const summary = document.info?.summary ?? ir.info.description.split('\n\n')[0]!.replace(/\s+/g, ' ');
  page(
    'index.html',
    'Home',
    summary,
    renderHtml('site/home.hbs', {
      siteTitle: info.title,
      summary,
      firstGuide: guideCards('index.html')[0] ?? { href: 'guides/index.html', title: 'Guides' },
      guides: guideCards('index.html'),
      baseUrl: ir.servers[0]?.url ?? '',
    }),
  );

  // ---- error codes and scopes ----
  const errorRows = errorCodeRows(ir);
  const opLinks = (at: string, ids: string[] | 'all') =>
    ir.operations
      .filter((op) => ids === 'all' || ids.includes(op.id))
      .map((op) => {
        const label = `${op.method.toUpperCase()} ${op.path}`;
        // A line may break after each `/` of the path (never inside a word), so a column of paths fits its table.
        const labelHtml = label.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\//g, '/<wbr>');
        return { href: operationHref(at, REFERENCE)({ tags: [op.tag], operationId: op.id }) ?? relativeHref(at, REFERENCE), label, labelHtml };
      });
  const errorFields = ir.api.errors
    ? { code: ir.api.errors.code.join('.'), type: ir.api.errors.type?.join('.') ?? '', requestId: ir.api.errors.requestId?.join('.') ?? '' }
    : { code: 'code', type: '', requestId: '' };
  page(
    'error-codes.html',
    'Error codes',
    'Every error code the API answers with: status, type, meaning and the operations that answer it.',
    renderHtml('site/error-codes.hbs', {
      fields: errorFields,
      codes: ir.errorCodes
        .slice()
        .sort((a, b) => a.code.localeCompare(b.code))
        .map((entry) => {
          const row = errorRows.find((r) => r.code === entry.code)!;
          return {
            id: errorCodeId(entry.code),
            code: entry.code,
            statuses: row.statuses,
            type: row.type,
            meaning: row.meaning.replace(/\\\|/g, '|'),
            everyOperation: entry.operations.length === ir.operations.length,
            operations: opLinks('error-codes.html', entry.operations),
          };
        }),
    }),
  );
  page(
    'scopes.html',
    'Scopes',
    'Every scope a credential can hold, and the operations that need it.',
    renderHtml('site/scopes.hbs', {
      scopes: scopeRows(ir).map((row) => ({
        id: scopeId(row.name),
        name: row.name,
        description: row.description.replace(/\\\|/g, '|'),
        operations: opLinks(
          'scopes.html',
          ir.operations.filter((op) => op.security.scopes.includes(row.name)).map((op) => op.id),
        ),
      })),
    }),
  );

  // ---- references: the working spec, and each released version ----
  const releases = options.loadRelease ? releaseVersions() : [];
  const versions: VersionLink[] = [...new Set([ir.info.version, ...releases])]
    .sort(byVersion)
    .reverse()
    .map((version) => ({ version, page: version === ir.info.version ? REFERENCE : referenceOf(version), label: version === ir.info.version ? `${version} (latest)` : version }));
  const tryItServers = options.tryItServers;
  const corsHint = 'npm run sandbox -- --cors, or npm run mock -- --cors.';
  files.push({
    path: REFERENCE,
    contents: referenceSitePage(readFileSync(path.join(root, docsConfig.html), 'utf8'), {
      site: info,
      page: REFERENCE,
      title: 'API reference',
      version: ir.info.version,
      versions,
      tryIt: tryItData(ir, routes, tryItServers, corsHint),
    }),
  });
  const released: { version: string; document: Record<string, unknown> }[] = [];
  const releasedIrs: { version: string; ir: IR }[] = [];
  for (const version of releases) {
    const file = path.join(root, site.releasesDir, `${version}.json`);
    const releaseIr = await options.loadRelease!(file);
    releasedIrs.push({ version, ir: releaseIr });
    released.push({ version, document: JSON.parse(readFileSync(file, 'utf8')) });
    const html = await buildReferencePage(decorateDocument(releaseIr, settings), {
      ...settings,
      title: `${info.title} ${version}`,
      header: info.generatedHeader,
      config: docsConfig.redoclyConfig,
    });
    files.push({
      path: referenceOf(version),
      contents: referenceSitePage(html, {
        site: info,
        page: referenceOf(version),
        title: `API reference ${version}`,
        version,
        versions,
        tryIt: tryItData(releaseIr, routes, tryItServers, corsHint),
      }),
    });
  }

  // ---- changelog ----
  const packages = site.packages
    .filter((dir) => existsSync(path.join(root, dir, 'package.json')))
    .map((dir) => JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8')).name as string);
  const entries = releaseEntries(released, (version) => ({
    operation: operationHref('changelog.html', referenceOf(version)),
    schema: schemaHref('changelog.html', referenceOf(version)),
    errorCode: (code) => `error-codes.html#${errorCodeId(code)}`,
  }));
  page(
    'changelog.html',
    'Changelog',
    'What changed in each released version of the API.',
    renderHtml('site/changelog.hbs', {
      releases: entries.map((entry) => ({
        id: `v${slugify(entry.version)}`,
        version: entry.version,
        referenceHref: referenceOf(entry.version),
        packages: packages.map((name) => `${name} ${entry.version}`),
        html: renderMarkdown(entry.markdown, { source: 'CHANGELOG.md', page: 'changelog.html', pages: new Map(), highlighter }).html,
      })),
    }),
  );

  // ---- docs for agents: a Markdown twin of every page, llms.txt, llms-full.txt ----
  files.push(
    ...agentDocs({
      ir,
      summary,
      pages: sources,
      guides: guides.map(({ name, rendered, summary: guideSummary }) => ({
        name,
        title: rendered.title,
        summary: guideSummary,
        source: `${site.guidesDir}/${name}.md`,
        markdown: readFileSync(path.join(root, site.guidesDir, `${name}.md`), 'utf8'),
      })),
      changelog: entries.map((entry) => ({ version: entry.version, markdown: entry.markdown })),
      releases: releasedIrs,
    }),
  );

  // ---- search and assets ----
  const search: SearchDocument[] = [
    ...guides.flatMap(({ name, at, rendered }) => guideDocuments(name, at, rendered)),
    ...referenceDocuments(ir, errorRows, {
      operation: (op) => {
        const route = routes.operation({ tags: [op.tag], operationId: op.id });
        return route && `${REFERENCE}#${route}`;
      },
      schema: (name) => {
        const route = routes.schema(name);
        return route && `${REFERENCE}#${route}`;
      },
      errorCode: (code) => `error-codes.html#${errorCodeId(code)}`,
      scope: (name) => `scopes.html#${scopeId(name)}`,
    }),
  ];
  const css = readFileSync(path.join(templates, 'site.css'), 'utf8');
  files.push({ path: 'assets/site.css', contents: `${css}\n/* shiki's token colours, as classes */\n${highlighter.css()}\n` });
  for (const asset of ['reference.css', 'reference.js', 'theme.js', 'site.js', 'try-it.js'])
    files.push({ path: `assets/${asset}`, contents: readFileSync(path.join(templates, asset), 'utf8') });
  files.push({ path: 'assets/search-index.js', contents: searchIndexScript(search) });
  files.push({ path: 'assets/try-it-samples.js', contents: await tryItSamplesScript() });
  // The browser asks for an icon on every page; without one it asks the server's root, outside the site.
  files.push({ path: 'assets/favicon.svg', contents: settings.logoFile ? readFileSync(settings.logoFile, 'utf8') : FALLBACK_ICON });

  await rm(outDir, { recursive: true, force: true });
  for (const file of files) {
    await mkdir(path.dirname(path.join(outDir, file.path)), { recursive: true });
    await writeFile(path.join(outDir, file.path), file.contents);
  }
  // MiniSearch's browser build (a UMD script that defines window.MiniSearch), as published.
  copyFileSync(
    createRequire(import.meta.url)
      .resolve('minisearch')
      .replace(/dist\/cjs\/index\.cjs$/, 'dist/umd/index.js'),
    path.join(outDir, 'assets/minisearch.js'),
  );
  return {
    outDir,
    pages: files
      .map((f) => f.path)
      .filter((p) => p.endsWith('.html'))
      .sort(),
  };
}

const clip = (text: string, length = 160) => (text.length > length ? `${text.slice(0, length).replace(/\s\S*$/, '')}...` : text);

function guideDocuments(name: string, at: string, rendered: RenderedMarkdown): SearchDocument[] {
  return rendered.sections.map((section) => ({
    id: `guide:${name}:${section.id ?? ''}`,
    kind: 'Guide',
    title: section.id ? `${rendered.title}: ${section.title}` : rendered.title,
    keywords: '',
    text: section.text,
    url: section.id ? `${at}#${section.id}` : at,
    context: clip(section.text, 120),
  }));
}

function releaseVersions(): string[] {
  const dir = path.join(root, site.releasesDir);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => /^\d+\.\d+\.\d+.*\.json$/.test(f))
    .map((f) => f.replace(/\.json$/, ''))
    .sort(byVersion);
}
