/**
 * Document-wide rules: error codes (stable across releases, from the `error.code` of error examples, as the
 * IR reads them), published component schemas, servers, `x-` extensions compared structurally (key order
 * never matters) and documentation-only changes (a patch).
 */
import { canonical, DOC_KEYWORDS, operations, same, show, type Doc, type Json } from '../model.js';
import { rule, type Report } from '../rule.js';

/** Every `error.code` an example of an error response names, with its `error.type`. */
function errorCodes(doc: Doc): Map<string, string> {
  const codes = new Map<string, string>();
  for (const o of operations(doc).values()) {
    for (const [status, raw] of Object.entries<Json>(o.op.responses ?? {})) {
      if (/^[23]/.test(status)) continue;
      for (const media of Object.values<Json>(doc.deref(raw)?.content ?? {})) {
        const values = 'example' in media ? [media.example] : Object.values<Json>(media.examples ?? {}).map((e) => doc.deref(e)?.value);
        for (const v of values) {
          const error = (v as { error?: { code?: unknown; type?: unknown } } | null)?.error;
          if (typeof error?.code === 'string') codes.set(error.code, String(error.type ?? ''));
        }
      }
    }
  }
  return codes;
}

/** Operation-level extensions other rules own. */
const OWNED_EXTENSIONS = new Set(['x-sdk-method', 'x-idempotent', 'x-pagination', 'x-cost', 'x-rate-limit', 'x-sunset', 'x-stability-level']);
/** Schema extensions other rules own. */
const OWNED_SCHEMA_EXTENSIONS = new Set(['x-extensible-enum', 'x-sunset']);
/** Parameter extensions other rules own. */
const OWNED_PARAMETER_EXTENSIONS = new Set(['x-sunset']);
/** Extensions that are documentation (why an element was inferred). */
const DOC_EXTENSIONS = new Set(['x-inferred']);

function extensions(at: string, a: Json | undefined, b: Json | undefined, report: Report, skip: Set<string> = new Set()) {
  if (!a || !b) return;
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((k) => k.startsWith('x-') && !skip.has(k) && !DOC_EXTENSIONS.has(k)).sort();
  for (const k of keys) if (!same(a[k], b[k])) report(at ? `${at} ${k}` : k, `${k} ${show(a[k])} -> ${show(b[k])}`);
}

function docs(at: string, a: Json | undefined, b: Json | undefined, report: Report, keys: readonly string[] = ['summary', ...DOC_KEYWORDS]) {
  if (!a || !b) return;
  for (const k of [...keys, ...DOC_EXTENSIONS]) if (canonical(a[k]) !== canonical(b[k])) report(at || 'info', `${k} changed`);
}

export const documentRules = [
  rule({
    id: 'error-code-removed',
    category: 'components',
    description: 'An error code is no longer documented: codes are stable across releases, clients branch on them.',
    client: 'breaking',
    server: 'breaking',
    semver: 'major',
    visit: {
      document: ({ base, head }, report) => {
        const [a, b] = [errorCodes(base), errorCodes(head)];
        for (const [code, type] of [...a].sort()) if (!b.has(code)) report(`error code ${code}`, `error code ${code} (${type}) no longer documented`);
      },
    },
  }),
  rule({
    id: 'error-code-added',
    category: 'components',
    description: 'A new error code clients may meet (record it with `npm run lock:error-codes`).',
    client: 'non-breaking',
    server: 'non-breaking',
    semver: 'minor',
    visit: {
      document: ({ base, head }, report) => {
        const [a, b] = [errorCodes(base), errorCodes(head)];
        for (const [code, type] of [...b].sort()) if (!a.has(code)) report(`error code ${code}`, `new error code ${code} (${type})`);
      },
    },
  }),
  rule({
    id: 'component-schema-removed',
    sdk: 'decides',
    category: 'components',
    description: "A component schema is gone: the SDK's exported type of that name disappears (its shape, where used, is compared in place).",
    client: 'potentially-breaking',
    server: 'non-breaking',
    semver: 'minor',
    visit: {
      document: ({ base, head }, report) => {
        const [a, b] = [(base.root.components?.schemas ?? {}) as Json, (head.root.components?.schemas ?? {}) as Json];
        for (const name of Object.keys(a).sort()) if (!(name in b)) report(`schema ${name}`, `schema ${name} removed`);
      },
    },
  }),
  rule({
    id: 'server-url-changed',
    category: 'components',
    description: 'A server URL clients were told to use is gone.',
    client: 'breaking',
    server: 'non-breaking',
    semver: 'major',
    visit: {
      document: ({ base, head }, report) => {
        const urls = (d: Doc) => new Set(((d.root.servers ?? []) as Json[]).map((s) => String(s.url)));
        const [a, b] = [urls(base), urls(head)];
        for (const url of a) if (!b.has(url)) report('servers', `server ${url} removed${b.size ? `; now ${[...b].join(', ')}` : ''}`);
      },
    },
  }),
  rule({
    id: 'extension-changed',
    category: 'extensions',
    description:
      'An `x-` extension changed (compared structurally: key order never matters). Extensions with their own rule (x-sdk-method, x-idempotent, x-pagination, x-cost, x-rate-limit, x-sunset, x-stability-level, x-extensible-enum) are reported there.',
    client: 'non-breaking',
    server: 'non-breaking',
    semver: 'patch',
    visit: {
      document: ({ base, head }, report) => {
        extensions('', base.root, head.root, report);
        extensions('info', base.root.info, head.root.info, report);
        const [sa, sb] = [(base.root.components?.securitySchemes ?? {}) as Json, (head.root.components?.securitySchemes ?? {}) as Json];
        for (const name of Object.keys(sa)) extensions(`security scheme ${name}`, base.deref(sa[name]), head.deref(sb[name]), report);
      },
      operation: ({ a, b, at }, report) => extensions(at, a?.op, b?.op, report, OWNED_EXTENSIONS),
      parameter: ({ a, b, at }, report) => extensions(at, a, b, report, OWNED_PARAMETER_EXTENSIONS),
      requestBody: ({ a, b, at }, report) => extensions(at, a, b, report),
      response: ({ a, b, at }, report) => extensions(at, a, b, report),
      header: ({ a, b, at }, report) => extensions(at, a, b, report),
      schema: ({ a, b, at }, report) => extensions(at, a, b, report, OWNED_SCHEMA_EXTENSIONS),
    },
  }),
  rule({
    id: 'documentation-changed',
    category: 'documentation',
    description: 'Only documentation changed (summary, description, title, examples, x-inferred): a patch.',
    client: 'non-breaking',
    server: 'non-breaking',
    semver: 'patch',
    visit: {
      document: ({ base, head }, report) => docs('info', base.root.info, head.root.info, report, ['title', 'summary', 'description', 'termsOfService', 'contact', 'license']),
      operation: ({ a, b, at }, report) => docs(at, a?.op, b?.op, report, ['summary', 'description', 'externalDocs', 'tags']),
      parameter: ({ a, b, at }, report) => docs(at, a, b, report, ['description', 'example', 'examples']),
      requestBody: ({ a, b, at }, report) => docs(at, a, b, report, ['description']),
      mediaType: ({ a, b, at }, report) => docs(at, a, b, report, ['example', 'examples']),
      response: ({ a, b, at }, report) => docs(at, a, b, report, ['description']),
      header: ({ a, b, at }, report) => docs(at, a, b, report, ['description', 'example', 'examples']),
      schema: ({ a, b, at }, report) => docs(at, a, b, report, DOC_KEYWORDS),
    },
  }),
];
