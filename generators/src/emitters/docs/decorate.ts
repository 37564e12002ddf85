/**
 * The bundled document -> the copy the reference page is rendered from, written for API consumers:
 * - every operation gets its request samples (`x-codeSamples`: TypeScript with the client, curl, and the
 *   languages of `sample-languages.ts`) and
 *   the facts block appended to its description;
 * - the introduction gets two generated sections, "Scopes" and "Error codes", so both tables are in the
 *   page's navigation, each when the document has its data (OAuth scopes, error codes in its examples);
 * - descriptions are unwrapped (one line per paragraph), so search and its snippets read as prose;
 * - a server variable whose default is a reserved, non-resolvable name (RFC 2606 / RFC 6761: `.invalid`,
 *   `.example`, `.test`, `.localhost`) is shown as its `{placeholder}`, not as an address that looks real,
 *   and a contact, license or external-docs link to such a host is left out (it leads nowhere);
 * - `info.x-logo` gets the logo of the Redocly configuration as a data URL, so the page loads nothing from
 *   outside; without one, the document's own `x-logo` stays;
 * - what is written for the spec's maintainers stays off the page (`public-text.ts`): sentences naming a
 *   vendor extension, sections about how the document was made, and every `x-` key Redoc does not render
 *   (the reader can view the page's source);
 * - the header reads once: `info.summary` goes when the description opens with it, a `LicenseRef-`
 *   identifier (a private name, not an SPDX licence) is left to the licence's name, and server descriptions,
 *   which Redoc shows as plain text, lose their Markdown code marks;
 * - a description section named like a tag moves into that tag, so the navigation lists it once.
 * The committed bundle itself is not changed; provenance (`x-inferred`) stays in it.
 */
import type { IR } from '../../ir/types.js';
import { errorCodesMarkdown, scopesMarkdown } from './catalogue.js';
import { operationFacts } from './facts.js';
import { sampleLanguages, samplesFor } from '../samples/index.js';
import type { PageSettings } from './settings.js';
import { moveTagSections, publicText } from './public-text.js';
import { unwrapMarkdown } from './unwrap.js';
import { isObject } from '../../openapi/primitives.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- OpenAPI documents are untyped JSON, read by path
type Obj = Record<string, any>;

const RESERVED_HOST = /\.(invalid|example|test|localhost)$/i;
/** The vendor extensions Redoc renders; any other `x-` key is the toolchain's and is dropped from the page. */
const REDOC_EXTENSIONS = new Set([
  'x-codeSamples',
  'x-logo',
  'x-tagGroups',
  'x-displayName',
  'x-traitTag',
  'x-nullable',
  'x-servers',
  'x-additionalPropertiesName',
  'x-summary',
  'x-explicitMappingOnly',
  'x-enumDescriptions',
  'x-webhooks',
  'x-badges',
]);

export function decorateDocument(ir: IR, settings: PageSettings): Obj {
  const { document, complete } = decorateInSteps(ir, settings);
  complete();
  return document;
}

/**
 * The same document in two steps: `document` is decorated but for every operation's samples and facts
 * (operation content, which the page's server-rendered shell never shows, so Redocly can start on it at
 * once: ./render.ts), and `complete` adds them in place. The keys end up in the same order either way: a
 * key set on an object keeps its place, a new one goes last, and deleting others does not move it.
 */
export function decorateInSteps(ir: IR, settings: PageSettings): { document: Obj; complete: () => void } {
  const doc = structuredClone(ir.document) as Obj;
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
  publicDescriptions(doc);
  readableHeader(doc);
  if (settings.logo) doc.info['x-logo'] = settings.logo;
  const complete = () => {
    for (const op of ir.operations) {
      const target = doc.paths[op.path][op.method] as Obj;
      // The description as `publicDescriptions` makes every other one.
      target.description = unwrapMarkdown(publicText(`${op.description.trimEnd()}\n\n${operationFacts(ir, op)}`));
      const samples = samplesFor(ir, op);
      target['x-codeSamples'] = sampleLanguages.map(({ key, label, lang }) => ({ lang, label, source: samples[key] }));
    }
  };
  return { document: doc, complete };
}

/** Summary, licence and servers as the page header shows them (see the file comment). */
function readableHeader(doc: Obj): void {
  const info = doc.info as Obj;
  const words = (text: unknown) =>
    String(text ?? '')
      .toLowerCase()
      .replace(/^(a|an|the)\s+/, '')
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
  if (typeof info.summary === 'string' && words(info.description).startsWith(words(info.summary))) delete info.summary;
  if (typeof info.license?.identifier === 'string' && info.license.identifier.startsWith('LicenseRef-')) delete info.license.identifier;
  for (const server of (doc.servers ?? []) as Obj[]) {
    if (typeof server.description === 'string') server.description = server.description.replace(/`([^`]*)`/g, '$1');
    for (const variable of Object.values((server.variables ?? {}) as Record<string, Obj>)) {
      if (typeof variable.description === 'string') variable.description = variable.description.replace(/`([^`]*)`/g, '$1');
    }
  }
  const tags = (doc.tags ?? []) as Obj[];
  const { description, moved } = moveTagSections(
    String(info.description ?? ''),
    tags.map((t) => String(t.name)),
  );
  info.description = description;
  for (const tag of tags) {
    const text = moved.get(String(tag.name));
    if (text) tag.description = [text, tag.description].filter(Boolean).join('\n\n');
  }
}

function isReservedHost(url: string): boolean {
  try {
    return RESERVED_HOST.test(new URL(url).hostname);
  } catch {
    return false;
  }
}

/**
 * Every `description` string in the document, at any depth (schemas, parameters, responses, tags...): the
 * public text, unwrapped; and every `x-` key Redoc does not render, removed. Examples are values, left as they are.
 */
function publicDescriptions(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) publicDescriptions(item);
    return;
  }
  if (!node || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node as Obj)) {
    if (key.startsWith('x-') && !REDOC_EXTENSIONS.has(key)) delete (node as Obj)[key];
    else if (key === 'description' && typeof value === 'string') (node as Obj)[key] = unwrapMarkdown(publicText(value));
    else if (key === 'examples' && isObject(value)) {
      // Example Objects: their own x- keys go, their values stay as written.
      for (const example of Object.values(value as Obj)) {
        if (!example || typeof example !== 'object') continue;
        for (const k of Object.keys(example as Obj)) if (k.startsWith('x-') && !REDOC_EXTENSIONS.has(k)) delete (example as Obj)[k];
      }
    } else if (key !== 'x-codeSamples' && key !== 'example' && key !== 'examples') publicDescriptions(value);
  }
}
