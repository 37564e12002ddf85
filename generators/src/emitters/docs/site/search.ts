/**
 * The site's search index: one document per guide section, operation, schema, error code and scope, each
 * with the site path it opens. It is written as a classic script (`assets/search-index.js` sets
 * `window.siteSearchDocuments`) rather than JSON, because a page opened from file:// may load scripts but
 * not fetch files; site.js feeds it to MiniSearch when the search box is first used. Only the newest
 * reference is indexed: older versions are one click away in the version picker.
 */
import type { IR } from '../../../ir/types.js';
import { unwrapMarkdown } from '../unwrap.js';

export interface SearchDocument {
  id: string;
  /** What it is: Guide, Operation, Schema, Error code, Scope. */
  kind: string;
  title: string;
  /** Words that should find it first: method and path, operationId, a code. */
  keywords: string;
  text: string;
  /** Site path, e.g. `reference/index.html#/messages/sendmessage`. */
  url: string;
  /** One line shown under the title. */
  context: string;
}

/** Markdown as plain words: links keep their text, markup and code fences go. */
export function plainMarkdown(markdown: string): string {
  return unwrapMarkdown(markdown)
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_>#|]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const clip = (text: string, length = 140) => (text.length > length ? `${text.slice(0, length).replace(/\s\S*$/, '')}...` : text);

export interface ReferenceLinks {
  operation(op: IR['operations'][number]): string | undefined;
  schema(name: string): string | undefined;
  errorCode(code: string): string;
  scope(name: string): string;
}

export function referenceDocuments(ir: IR, errorCodes: { code: string; statuses: string; type: string; meaning: string }[], links: ReferenceLinks): SearchDocument[] {
  const docs: SearchDocument[] = [];
  for (const op of ir.operations) {
    const url = links.operation(op);
    if (!url) continue;
    const description = plainMarkdown(op.description);
    docs.push({
      id: `operation:${op.id}`,
      kind: 'Operation',
      title: op.summary || op.id,
      keywords: `${op.method.toUpperCase()} ${op.path} ${op.id} ${op.tag}`,
      text: description,
      url,
      context: `${op.method.toUpperCase()} ${op.path}`,
    });
  }
  for (const [name, schema] of Object.entries(ir.schemas)) {
    const url = links.schema(name);
    if (!url) continue;
    const properties = Object.keys(((schema as { properties?: object }).properties ?? {}) as object);
    const description = plainMarkdown(String((schema as { description?: unknown }).description ?? ''));
    docs.push({ id: `schema:${name}`, kind: 'Schema', title: name, keywords: properties.join(' '), text: description, url, context: clip(description) });
  }
  for (const entry of errorCodes) {
    docs.push({
      id: `error:${entry.code}`,
      kind: 'Error code',
      title: entry.code,
      keywords: `${entry.statuses} ${entry.type}`,
      text: entry.meaning,
      url: links.errorCode(entry.code),
      context: clip(`${entry.statuses}${entry.meaning ? `: ${entry.meaning}` : ''}`),
    });
  }
  for (const scope of ir.scopes) {
    docs.push({
      id: `scope:${scope.name}`,
      kind: 'Scope',
      title: scope.name,
      keywords: '',
      text: scope.description,
      url: links.scope(scope.name),
      context: clip(scope.description),
    });
  }
  return docs;
}

export function searchIndexScript(docs: SearchDocument[]): string {
  return `/* The docs site's search index, written by the site build. */\nwindow.siteSearchDocuments = ${JSON.stringify(docs)};\n`;
}
