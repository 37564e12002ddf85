/**
 * A rendered reference page (Redoc's self-contained document) -> a page of the site:
 * - the site's header (with the version picker), footer and stylesheet around Redoc's layout;
 * - Redoc's server-rendered links `href="/messages"` become `href="#/messages"`: Redoc routes by the hash on
 *   a static page, and a root-absolute href opened in a new tab, copied or crawled leads to a 404 (and off
 *   the site when it is served under a path prefix);
 * - the "Try it" console (try-it.hbs, try-it.js) with the operations it can send;
 * - a Content-Security-Policy naming Redoc's inline scripts by hash and allowing the site's own scripts;
 *   `connect-src` is open to http(s), because the console sends to whatever server the reader picks.
 */
import { createHash } from 'node:crypto';
import type { IR, IROperation, JsonSchema } from '../../../ir/types.js';
import { credentialSettings } from '../../credentials.js';
import { sampleLanguages } from '../../samples/index.js';
import { renderHtml } from '../templates.js';
import { markdownBar, relativeHref, rootOf, siteFooter, siteHeader, type SiteInfo, type VersionLink } from './layout.js';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Redoc's route segment for a name (a tag, an operationId, a schema): the `slugify` package's rules as
 * Redoc applies them, lower-cased: `&` becomes `and`, spaces become `-`. Written out because Redoc bundles
 * slugify privately; tests/docs follows every route this gives, so a mismatch fails there.
 */
export function redocSlug(text: string): string {
  return text
    .replace(/&/g, ' and ')
    .replace(/[^\w\s$*_+~.()'"!:@-]+/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .toLowerCase();
}

/** Hash routes into a reference page (`/<tag>/<operationid>`, `/models/<schema>`), as Redoc names them. */
export interface ReferenceRoutes {
  operation(op: { tags: string[]; operationId?: string }): string | undefined;
  schema(name: string): string | undefined;
}

export function referenceRoutes(modelsTagName: string | undefined): ReferenceRoutes {
  return {
    operation: ({ tags, operationId }) => (tags[0] && operationId ? `/${redocSlug(tags[0])}/${redocSlug(operationId)}` : tags[0] ? `/${redocSlug(tags[0])}` : undefined),
    schema: (name) => (modelsTagName ? `/${redocSlug(modelsTagName)}/${redocSlug(name)}` : undefined),
  };
}

export interface TryItServer {
  label: string;
  url: string;
}

const RESERVED_HOST = /\.(invalid|example|test|localhost)$/i;

/** What the console needs of each operation, from the IR. */
export function tryItData(ir: IR, routes: ReferenceRoutes, servers: TryItServer[] | undefined, corsHint: string): object {
  const fromSpec = ir.servers
    .filter((s) => {
      try {
        return !RESERVED_HOST.test(new URL(s.defaultUrl).hostname);
      } catch {
        return false;
      }
    })
    .map((s) => ({ label: s.description.split(/[.:]/)[0] || 'Server', url: s.defaultUrl }));
  const example = (op: IROperation) => {
    const value = op.requestBody?.examples[0]?.value;
    if (value === undefined) return '';
    return typeof value === 'string' ? value : JSON.stringify(value, null, 2);
  };
  const { credential } = credentialSettings(ir.api);
  return {
    servers: [...(servers ?? []), ...fromSpec],
    // Where the reader's token goes (`$NAME`: the variable the samples read it from) and the SDK the
    // console's TypeScript sample calls.
    credential,
    client: { packageName: ir.api.client.packageName, className: ir.api.client.className },
    // The console writes a request in each language but the Python SDK's (a call of a method, not of a request).
    languages: sampleLanguages.filter(({ key }) => key !== 'pythonSdk').map(({ key, label }) => ({ key, label })),
    requestIdHeader: ir.api.requestIdHeader,
    requestIdPath: ir.api.errors?.requestId ?? null,
    corsHint,
    operations: ir.operations.map((op) => ({
      id: op.id,
      route: routes.operation({ tags: [op.tag], operationId: op.id }) ?? '',
      tag: op.tag,
      summary: op.summary || op.id,
      method: op.method,
      path: op.path,
      sdk: [...op.sdk.resource, op.sdk.method].join('.'),
      public: op.security.public,
      parameters: [...op.parameters.path, ...op.parameters.query, ...op.parameters.header].map((p) => ({
        name: p.name,
        in: p.in,
        required: p.required,
        type: scalarType(p.schema),
        ...(p.example !== undefined ? { example: Array.isArray(p.example) ? p.example.join(',') : p.example } : {}),
      })),
      ...(op.requestBody ? { body: { contentType: op.requestBody.contentType, example: example(op) } } : {}),
    })),
  };
}

/** A parameter's type as the console's TypeScript sample writes its value: a number, a boolean, a list or text. */
function scalarType(schema: JsonSchema): 'number' | 'boolean' | 'array' | 'string' {
  const types = [schema.type ?? []].flat().filter((t) => t !== 'null');
  if (types.includes('integer') || types.includes('number')) return 'number';
  if (types.includes('boolean')) return 'boolean';
  if (types.includes('array')) return 'array';
  return 'string';
}

/** JSON inside a <script> element: nothing in it may close the element or open a comment. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

export interface ReferencePageOptions {
  site: SiteInfo;
  /** Site path of this page, e.g. `reference/1.0.0/index.html`. */
  page: string;
  title: string;
  /** The spec version this page documents. */
  version: string;
  versions: VersionLink[];
  tryIt: object;
}

export function referenceSitePage(html: string, { site, page, title, version, versions, tryIt }: ReferencePageOptions): string {
  const root = rootOf(page);
  let out = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)} · ${escapeHtml(site.title)}</title>`);
  out = hashRoutes(out);
  const assets = [
    `<link rel="icon" href="${root}assets/favicon.svg">`,
    `<link rel="stylesheet" href="${root}assets/site.css">`,
    `<link rel="stylesheet" href="${root}assets/reference.css">`,
    `<script src="${root}assets/theme.js"></script>`,
    `<script src="${root}assets/site.js" defer></script>`,
    `<script src="${root}assets/try-it.js" defer></script>`,
    `<script src="${root}assets/reference.js" defer></script>`,
  ].join('\n  ');
  out = out.replace('</head>', `  ${assets}\n</head>`);
  out = out.replace(
    /<body>/,
    `<body class="reference-page" data-root="${root}">\n${siteHeader(site, page, versions, version)}\n<div class="reference-markdown">${markdownBar(page)}</div>\n<div id="main" class="reference-main">`,
  );
  out = out.replace(/<\/head>/, `<link rel="alternate" type="text/markdown" href="${relativeHref(page, page.replace(/\.html$/, '.md'))}">\n</head>`);
  const tryItHtml = renderHtml('site/try-it.hbs', { data: scriptJson(tryIt) });
  out = out.replace(/<\/body>(?![\s\S]*<\/body>)/, `</div>\n${tryItHtml}\n${siteFooter(site, page)}\n</body>`);
  return withPolicy(out);
}

/** Redoc's server-rendered `href="/route"` inside its root element -> `href="#/route"`. */
function hashRoutes(html: string): string {
  const start = html.indexOf('<div id="redoc">');
  const end = html.indexOf('<script type="module">', start);
  if (start < 0 || end < 0) throw new Error('the reference page has no <div id="redoc"> before its module script: Redoc changed its page layout');
  const markup = html.slice(start, end).replace(/href="\/(?!\/)([^"]*)"/g, 'href="#/$1"');
  return html.slice(0, start) + markup + html.slice(end);
}

/** The site's policy, with every inline script Redoc needs allowed by its hash. */
function withPolicy(html: string): string {
  const inline = [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)]
    .filter((m) => !/\ssrc=/.test(m[1] ?? '') && !/type="application\/json"/.test(m[1] ?? ''))
    .map((m) => sha256(m[2]!));
  const policy = [
    "default-src 'none'",
    `script-src 'self' ${[...new Set(inline)].join(' ')}`,
    // Redoc styles its components with inline style elements and attributes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    'font-src data:',
    'worker-src blob:',
    'connect-src http: https:',
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
  const meta = /<meta http-equiv="Content-Security-Policy" content="[^"]*">/;
  if (!meta.test(html)) throw new Error('the reference page has no Content-Security-Policy meta tag to replace');
  return html.replace(meta, `<meta http-equiv="Content-Security-Policy" content="${policy}">`);
}
