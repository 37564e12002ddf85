/**
 * The bundled document -> the copy the reference page is rendered from, written for API consumers:
 * - every operation gets its request samples (`x-codeSamples`: TypeScript with the client, and curl) and
 *   the facts block appended to its description;
 * - the introduction gets two generated sections, "Scopes" and "Error codes", so both tables are in the
 *   page's navigation, each when the document has its data (OAuth scopes, error codes in its examples);
 * - descriptions are unwrapped (one line per paragraph), so search and its snippets read as prose;
 * - a server variable whose default is a reserved, non-resolvable name (RFC 2606 / RFC 6761: `.invalid`,
 *   `.example`, `.test`, `.localhost`) is shown as its `{placeholder}`, not as an address that looks real,
 *   and a contact, license or external-docs link to such a host is left out (it leads nowhere);
 * - `info.x-logo` gets the logo of the Redocly configuration as a data URL, so the page loads nothing from
 *   outside; without one, the document's own `x-logo` stays.
 * The committed bundle itself is not changed; provenance (`x-inferred`) stays in it.
 */
import type { IR } from '../../ir/types.js';
import { errorCodesMarkdown, scopesMarkdown } from './catalogue.js';
import { operationFacts } from './facts.js';
import { samplesFor } from './samples.js';
import type { PageSettings } from './settings.js';
import { unwrapMarkdown } from './unwrap.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- OpenAPI documents are untyped JSON, read by path
type Obj = Record<string, any>;

const RESERVED_HOST = /\.(invalid|example|test|localhost)$/i;

export function decorateDocument(ir: IR, settings: PageSettings): Obj {
  const doc = structuredClone(ir.document) as Obj;
  for (const op of ir.operations) {
    const target = doc.paths[op.path][op.method] as Obj;
    target.description = `${op.description.trimEnd()}\n\n${operationFacts(ir, op)}`;
    const samples = samplesFor(ir, op);
    target['x-codeSamples'] = [
      { lang: 'TypeScript', label: 'TypeScript', source: samples.typescript },
      { lang: 'curl', label: 'curl', source: samples.curl },
    ];
  }
  // Each table only when the document has its data: scopes from its OAuth flows, codes from its error examples.
  doc.info.description = [
    String(doc.info.description ?? '').trimEnd(),
    ir.scopes.length ? `## Scopes\n\n${scopesMarkdown(ir)}` : '',
    ir.errorCodes.length ? `## Error codes\n\n${errorCodesMarkdown(ir)}` : '',
  ]
    .filter(Boolean)
    .join('\n\n');
  for (const server of (doc.servers ?? []) as Obj[]) {
    for (const [name, variable] of Object.entries((server.variables ?? {}) as Record<string, Obj>)) {
      if (typeof variable.default === 'string' && RESERVED_HOST.test(variable.default)) variable.default = `{${name}}`;
    }
  }
  for (const holder of [doc.info?.contact, doc.info?.license, doc.externalDocs] as (Obj | undefined)[]) {
    if (typeof holder?.url === 'string' && isReservedHost(holder.url)) delete holder.url;
  }
  unwrapDescriptions(doc);
  if (settings.logo) doc.info['x-logo'] = settings.logo;
  return doc;
}

function isReservedHost(url: string): boolean {
  try {
    return RESERVED_HOST.test(new URL(url).hostname);
  } catch {
    return false;
  }
}

/** Every `description` string in the document, at any depth (schemas, parameters, responses, tags...). */
function unwrapDescriptions(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) unwrapDescriptions(item);
    return;
  }
  if (!node || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node as Obj)) {
    if (key === 'description' && typeof value === 'string') (node as Obj)[key] = unwrapMarkdown(value);
    else if (key !== 'x-codeSamples' && key !== 'example' && key !== 'examples') unwrapDescriptions(value);
  }
}
