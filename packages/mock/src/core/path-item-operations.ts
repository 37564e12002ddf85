/**
 * Prism's operations for a spec not seen before, from the last spec's where its path items are unchanged: a
 * save in `npm run dev` changes one or two path items, and on a large spec (GitHub's 1,223 operations)
 * computing every operation again was about 3 s of the mock's restart.
 *
 * Prism makes each operation from its path item alone, with the `$ref`s it reaches resolved
 * (`getHttpOperationsFromSpec`: dereference, `transformOas3Operations` over `paths`, each bundled), so a path
 * item's operations are a function of the item, what it reaches under `components`, and the document's other
 * members (servers, security, the security schemes). That is the key of an item's entry. A changed item is
 * computed from a document holding only the changed items and the components they reach (the time Prism takes
 * grows with the components it resolves, whatever the paths use), then its operations are put back in the
 * document's order. Checked against Prism's whole-document answer, operation for operation, on GitHub's
 * description and eleven other public ones (`test/operations-cache.test.ts` does it on a small one).
 *
 * Only OpenAPI 3 documents whose path items reach nothing outside `components`; anything else (Swagger 2.0,
 * a `$ref` into another path item, an answer whose paths are not the document's) is left to the whole
 * computation. The entries are kept in one file (`path-items.json` beside the whole-spec entries), rewritten at
 * each save: those of the spec saved and those the last few saves used, so that an edit made after an undo
 * (which the whole-spec entries answer without a save) still finds the items it did not change.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The members of `components` a `$ref` may point into: an item's key holds the ones it reaches. */
const REFERENCED = new Set(['schemas', 'responses', 'parameters', 'examples', 'requestBodies', 'headers', 'links', 'callbacks', 'pathItems']);
/** Past this share of changed items, the whole document is computed at once (and its entries kept). */
const WHOLE_PAST = 0.5;
/** An entry no save has used for this many saves is dropped; so are the oldest past twice the spec's items. */
const KEEP_SAVES = 5;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => value !== null && typeof value === 'object' && !Array.isArray(value);
const unescape = (token: string) => token.replace(/~1/g, '/').replace(/~0/g, '~');

export interface PathItemsRun<T> {
  operations: T[];
  /** How many path items were computed, and how many came from the last spec's entries. */
  computed: number;
  reused: number;
  /** What to keep for the next spec (`save`): this spec's entries and the recent ones before them. */
  entries: StoredEntries<T>;
}

/** The file's content: the number of the last save, and each entry with the last save that used it. */
export interface StoredEntries<T> {
  save: number;
  entries: Record<string, { save: number; operations: T[] }>;
}

/** The file the last spec's entries are kept in. */
export const pathItemsFile = (dir: string): string => path.join(dir, 'path-items.json');

/**
 * The operations of `document` (parsed JSON), computing only the path items whose key has no entry in `dir`;
 * undefined when the document is not one this applies to (the caller computes the whole).
 */
export async function operationsByPathItem<T>(
  document: unknown,
  spec: string,
  compute: (spec: string | object) => Promise<T[]>,
  { dir, versions }: { dir: string; versions: string },
): Promise<PathItemsRun<T> | undefined> {
  if (!isObject(document) || typeof document.openapi !== 'string' || !document.openapi.startsWith('3.') || !isObject(document.paths)) return undefined;
  const { paths, webhooks: _webhooks, 'x-webhooks': _xWebhooks, components, ...rest } = document;
  const allComponents = isObject(components) ? components : {};
  // What every operation may read besides its item: the document without its paths, webhooks (Prism reads
  // none) and referenced components (each item's key names those it reaches).
  const shared: Json = { ...rest, components: Object.fromEntries(Object.entries(allComponents).filter(([kind]) => !REFERENCED.has(kind))) };
  const sharedKey = createHash('sha256').update(versions).update('\0').update(JSON.stringify(shared)).digest('hex');
  const items: { name: string; key: string; reached: string[] }[] = [];
  for (const [name, item] of Object.entries(paths)) {
    const reached = reachedComponents(item, allComponents);
    if (!reached) return undefined;
    const hash = createHash('sha256').update(sharedKey).update('\0').update(name).update('\0').update(JSON.stringify(item));
    for (const ref of reached)
      hash
        .update('\0')
        .update(ref)
        .update('\0')
        .update(JSON.stringify(componentAt(allComponents, ref)));
    items.push({ name, key: hash.digest('hex'), reached });
  }
  if (!items.length) return undefined;
  const kept = readEntries<T>(dir);
  const stored = kept.entries;
  const missing = items.filter((item) => !stored[item.key]);
  let fresh: Record<string, T[]> | undefined = {};
  if (missing.length > items.length * WHOLE_PAST) {
    fresh = byPath(await compute(spec), items);
  } else if (missing.length) {
    const reached = new Set(missing.flatMap((item) => item.reached));
    const part: Json = { ...rest, paths: Object.fromEntries(missing.map((item) => [item.name, paths[item.name]])) };
    part.components = { ...(shared.components as Json) };
    const partComponents = part.components as Record<string, Json>;
    for (const ref of reached) {
      const [, , kind, name] = ref.split('/').map(unescape);
      (partComponents[kind!] ??= {})[name!] = componentAt(allComponents, ref);
    }
    // A copy of its own: Prism's dereferencing writes into the document it is given.
    fresh = byPath(await compute(JSON.parse(JSON.stringify(part)) as object), missing);
  }
  if (!fresh) return undefined;
  const save = kept.save + 1;
  const current: StoredEntries<T>['entries'] = {};
  const operations: T[] = [];
  for (const item of items) {
    const ops = fresh[item.name] ?? stored[item.key]!.operations;
    current[item.key] = { save, operations: ops };
    operations.push(...ops);
  }
  return {
    operations,
    computed: missing.length,
    reused: items.length - missing.length,
    entries: { save, entries: { ...recent(stored, current, save, items.length), ...current } },
  };
}

/** The earlier entries still kept beside `current`: used by one of the last saves, newest first, at most twice as many as the spec's items. */
function recent<T>(stored: StoredEntries<T>['entries'], current: StoredEntries<T>['entries'], save: number, items: number): StoredEntries<T>['entries'] {
  const older = Object.entries(stored)
    .filter(([key, entry]) => !current[key] && entry.save > save - KEEP_SAVES)
    .sort((a, b) => b[1].save - a[1].save)
    .slice(0, 2 * items);
  return Object.fromEntries(older);
}

/** `#/components/<kind>/<name>` pointers an item reaches, transitively; undefined when it reaches anything else. */
function reachedComponents(item: unknown, components: Json): string[] | undefined {
  const seen = new Set<string>();
  const stack: unknown[] = [item];
  while (stack.length) {
    const value = stack.pop();
    if (Array.isArray(value)) {
      stack.push(...value);
      continue;
    }
    if (!isObject(value)) continue;
    for (const [key, inner] of Object.entries(value)) {
      if (key !== '$ref' || typeof inner !== 'string') {
        stack.push(inner);
        continue;
      }
      // A component, or a place inside one: its component is what the key must hold.
      const parts = inner.split('/');
      if (parts[0] !== '#' || parts[1] !== 'components' || parts.length < 4 || !REFERENCED.has(unescape(parts[2]!))) return undefined;
      const ref = parts.slice(0, 4).join('/');
      if (seen.has(ref)) continue;
      const target = componentAt(components, ref);
      if (target === undefined) return undefined; // Prism reports it, from the whole document
      seen.add(ref);
      stack.push(target);
    }
  }
  return [...seen].sort();
}

function componentAt(components: Json, ref: string): unknown {
  const [, , kind, name] = ref.split('/').map(unescape);
  const group = components[kind!];
  return isObject(group) ? group[name!] : undefined;
}

/** Prism's operations grouped by their path item; undefined when one names a path that is not among `items`. */
function byPath<T>(operations: T[], items: { name: string }[]): Record<string, T[]> | undefined {
  const grouped: Record<string, T[]> = Object.fromEntries(items.map((item) => [item.name, []]));
  for (const op of operations) {
    const at = (op as { path?: unknown }).path;
    if (typeof at !== 'string' || !grouped[at]) return undefined;
    grouped[at].push(op);
  }
  return grouped;
}

/** The kept entries; none when the file is missing, unreadable or of another shape (an older version's). */
function readEntries<T>(dir: string): StoredEntries<T> {
  try {
    const kept = JSON.parse(readFileSync(pathItemsFile(dir), 'utf8')) as unknown;
    if (isObject(kept) && typeof kept.save === 'number' && isObject(kept.entries)) return kept as unknown as StoredEntries<T>;
  } catch {
    // no entries yet
  }
  return { save: 0, entries: {} };
}
