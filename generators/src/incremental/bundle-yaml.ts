/**
 * The bundle's YAML, re-rendered per path item. `yaml`'s stringify writes a mapping entry by entry, each
 * at its own indentation, from the entry alone (no anchors: `aliasDuplicateObjects` is off), so the
 * `paths:` block of the document is the path items' blocks one after the other, and each block is what
 * stringify writes for a document holding that one path item under `paths`. A run stores the text with
 * where each path item's block starts; the next run whose document differs only inside path items writes
 * those items alone and keeps every other byte.
 *
 * Guards, each falling back to stringify of the whole document: the stored entry is keyed by everything
 * outside the path items (and the options, the toolchain, the `yaml` version); the routes must be the same,
 * in the same order; the stored text must split into exactly one block per route; and one unchanged path
 * item is written afresh and must equal its stored block, so a stringify that stopped working entry by
 * entry is caught on the first run.
 */
import { createRequire } from 'node:module';
import { stringify, type ToStringOptions } from 'yaml';
import { entryKey, note, readEntry, reuseAllowed, sha256, writeEntry } from './store.js';

const KIND = 'bundle-yaml';

/** The stored fields; the text itself is the entry's text. */
interface Entry {
  /** Per route, in order: the hash of its path item's JSON and where its block starts in `text`. */
  routes: { route: string; hash: string; start: number }[];
  /** Where the `paths:` block ends in `text`. */
  end: number;
}

type Obj = Record<string, unknown>;
type Options = ToStringOptions & { aliasDuplicateObjects?: boolean };

const yamlVersion = () => (createRequire(import.meta.url)('yaml/package.json') as { version: string }).version;

/** The block of one path item, as stringify writes it inside the whole document. */
function itemBlock(route: string, item: unknown, options: Options): string {
  const text = stringify({ paths: { [route]: item } }, options);
  return text.slice(text.indexOf('\n') + 1);
}

/**
 * `render` (stringify of the whole document) or the stored text with the changed path items written
 * afresh. Either way the result is recorded for the next run.
 */
export async function bundleYaml(document: unknown, options: Options, render: () => Promise<string>): Promise<string> {
  const doc = document as Obj;
  const paths = doc.paths;
  if (!reuseAllowed() || options.aliasDuplicateObjects !== false || typeof paths !== 'object' || paths === null || Array.isArray(paths)) return render();
  const items = Object.entries(paths as Obj);
  const hashes = items.map(([, item]) => sha256(JSON.stringify(item)));
  const key = entryKey(KIND, sha256(JSON.stringify({ ...doc, paths: items.map(([route]) => route) })), JSON.stringify(options), yamlVersion());
  const entry = items.length ? readEntry<Entry>(KIND, key) : undefined;
  const spliced = entry && splice({ ...entry.fields, text: entry.text }, items, hashes, options);
  const text = spliced ?? (await render());
  record(key, text, items, hashes);
  return text;
}

function splice(stored: Entry & { text: string }, items: [string, unknown][], hashes: string[], options: Options): string | undefined {
  if (stored.routes.length !== items.length || stored.routes.some((r, i) => r.route !== items[i]![0])) {
    note(`${KIND}: the routes changed; written whole`);
    return undefined;
  }
  const changed = items.flatMap((_, i) => (stored.routes[i]!.hash === hashes[i] ? [] : [i]));
  const block = (i: number) => stored.text.slice(stored.routes[i]!.start, i + 1 < items.length ? stored.routes[i + 1]!.start : stored.end);
  const witness = items.findIndex((_, i) => !changed.includes(i));
  if (witness >= 0 && itemBlock(items[witness]![0], items[witness]![1], options) !== block(witness)) {
    note(`${KIND}: a path item written alone differs from its place in the whole; written whole`);
    return undefined;
  }
  note(`${KIND}: ${changed.length} of ${items.length} path items written afresh`);
  const parts = [stored.text.slice(0, stored.routes[0]!.start)];
  for (let i = 0; i < items.length; i++) parts.push(changed.includes(i) ? itemBlock(items[i]![0], items[i]![1], options) : block(i));
  parts.push(stored.text.slice(stored.end));
  return parts.join('');
}

/** Stores the text with each path item's block, when it splits into exactly one block per route. */
function record(key: string, text: string, items: [string, unknown][], hashes: string[]): void {
  const open = text.startsWith('paths:\n') ? 0 : text.indexOf('\npaths:\n') + 1;
  if (!items.length || (open === 0 && !text.startsWith('paths:\n'))) return;
  // Inside `paths:`, a line indented by exactly two spaces starts a path item; the block ends at the next
  // line that is not indented (the next top-level key) or at the end. Empty lines belong to block scalars.
  const starts: number[] = [];
  let at = open + 'paths:\n'.length;
  let end = text.length;
  while (at < text.length) {
    if (text[at] !== ' ' && text[at] !== '\n') {
      end = at;
      break;
    }
    if (text[at + 1] === ' ' && text[at + 2] !== ' ') starts.push(at);
    const next = text.indexOf('\n', at);
    at = next < 0 ? text.length : next + 1;
  }
  if (starts.length !== items.length) {
    note(`${KIND}: the text does not split into one block per path item; not stored`);
    return;
  }
  writeEntry(KIND, key, { routes: items.map(([route], i) => ({ route, hash: hashes[i]!, start: starts[i]! })), end } satisfies Entry, text);
}
