/** Resolves local JSON pointers (`#/components/...`) inside the bundled document. */
import { escapePointer, unescapePointer } from '../openapi/primitives.js';

export type Doc = Record<string, unknown>;

export function resolvePointer(doc: Doc, ref: string): unknown {
  if (!ref.startsWith('#/')) throw new Error(`Only local $refs are expected after bundling, found "${ref}".`);
  let node: unknown = doc;
  for (const raw of ref.slice(2).split('/')) {
    const key = unescapePointer(decodeURIComponent(raw));
    node = (node as Record<string, unknown> | undefined)?.[key];
    if (node === undefined) throw new Error(`Dangling $ref "${ref}".`);
  }
  return node;
}

/** Follows $ref chains until a node without $ref. */
export function deref<T = Record<string, unknown>>(doc: Doc, node: unknown): T {
  let current = node as Record<string, unknown>;
  const seen = new Set<string>();
  while (current && typeof current === 'object' && typeof current.$ref === 'string') {
    if (seen.has(current.$ref)) throw new Error(`Circular $ref "${current.$ref}".`);
    seen.add(current.$ref);
    current = resolvePointer(doc, current.$ref) as Record<string, unknown>;
  }
  return current as T;
}

/** `#/components/responses/NotFound` -> `NotFound`. */
export function refName(node: unknown, kind: string): string | undefined {
  const ref = (node as { $ref?: unknown } | undefined)?.$ref;
  const prefix = `#/components/${kind}/`;
  return typeof ref === 'string' && ref.startsWith(prefix) ? ref.slice(prefix.length) : undefined;
}

export { escapePointer };
