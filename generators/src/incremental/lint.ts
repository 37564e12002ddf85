/**
 * The structural lint, re-run only on what changed. A document is pieces: each path item, each webhook,
 * each component (`components/<type>/<name>`), and the rest (everything else: `openapi`, `info`, `tags`,
 * `servers`, ...). A run whose lint found nothing stores each piece's hash (of its JSON). The next run lints
 * a document holding only the pieces that changed (or are new), the pieces that reach a changed one through
 * `$ref`s (a component's change is a change of every operation using it), and every component those reach,
 * each at its own place (so each is read as the same OpenAPI object as in the whole). When that lint finds
 * nothing, neither would the whole document's: the structural rules (`struct`, `no-unresolved-refs`) judge
 * each node by its place and by what its `$ref`s resolve to, and both are the same in the part as in the whole.
 *
 * Everything else lints the whole document, as a run without the store does: a configuration of its own
 * (rules that compare operations with each other), a document with external refs, a change outside the
 * pieces (the rest), a piece removed (a `$ref` to it may now dangle), a `$ref` to anything but a component,
 * and a part whose lint finds a problem (the whole document's lint then places and repairs every problem as
 * usual). The lint of `--check` and `--pristine` is whole too.
 */
import { escapePointer, isObject } from '../openapi/primitives.js';
import { entryKey, note, readEntry, reuseAllowed, sha256, writeEntry } from './store.js';
import { hashableJson } from './operations.js';

const KIND = 'lint';
/** Containers whose members are pieces (besides `components/<type>`). */
const CONTAINERS = ['paths', 'webhooks', 'x-webhooks'];
const REF = /"\$ref":"((?:[^"\\]|\\.)*)"/g;

type Obj = Record<string, unknown>;

interface Piece {
  /** Where it is: `paths/~1users`, `components/schemas/User`. */
  id: string;
  /** Its container's keys and its own key, to place it in the part. */
  at: string[];
  hash: string;
  /** The pieces (components) its `$ref`s point into; undefined when one points elsewhere. */
  refs: string[] | undefined;
}

export interface LintPlan {
  /** The part of the document to lint instead of the whole, when there is one. */
  part?: Obj;
  /** Says whether the lint (of the part, or of the whole) found nothing: a clean lint is stored for the next run. */
  record(clean: boolean): void;
}

/** What to lint of `document` (the authored root, refs all local) under the structural rules of `tool`. */
export function lintPlan(document: unknown, tool: string): LintPlan {
  const none: LintPlan = { record: () => {} };
  if (!reuseAllowed() || !isObject(document)) return none;
  const split = pieces(document);
  if (!split) return none;
  const key = entryKey(KIND, split.rest, tool);
  const record = (clean: boolean) => {
    if (clean) writeEntry(KIND, key, { pieces: Object.fromEntries(split.pieces.map((p) => [p.id, p.hash])) });
  };
  const stored = readEntry<{ pieces?: Record<string, string> }>(KIND, key)?.fields.pieces;
  if (!isObject(stored)) return { record };
  const byId = new Map(split.pieces.map((p) => [p.id, p]));
  const removed = Object.keys(stored).filter((id) => !byId.has(id));
  if (removed.length) {
    note(`${KIND}: ${removed.length} piece(s) removed (${removed[0]}${removed.length > 1 ? ', ...' : ''}); the whole document linted`);
    return { record };
  }
  const elsewhere = split.pieces.find((p) => p.refs === undefined || p.refs.some((r) => !byId.has(r)));
  if (elsewhere) {
    note(`${KIND}: ${elsewhere.id} has a $ref to something other than a component; the whole document linted`);
    return { record };
  }
  // The changed pieces, and every piece that reaches one of them.
  const reachedBy = new Map<string, string[]>();
  for (const p of split.pieces) for (const r of p.refs!) reachedBy.set(r, [...(reachedBy.get(r) ?? []), p.id]);
  const changed = new Set(split.pieces.filter((p) => stored[p.id] !== p.hash).map((p) => p.id));
  const direct = changed.size;
  for (const queue = [...changed]; queue.length;) for (const by of reachedBy.get(queue.pop()!) ?? []) if (!changed.has(by) && changed.add(by)) queue.push(by);
  // With what they reach, so each `$ref` resolves as in the whole.
  const part = new Set(changed);
  for (const queue = [...changed]; queue.length;) for (const r of byId.get(queue.pop()!)!.refs!) if (!part.has(r) && part.add(r)) queue.push(r);
  note(`${KIND}: ${direct} of ${split.pieces.length} pieces changed; ${part.size} linted (with those reaching them and what they reach)`);
  return {
    part: partOf(
      document,
      [...part].map((id) => byId.get(id)!),
    ),
    record,
  };
}

/** The document's pieces and the hash of the rest; undefined when a container is not an object. */
function pieces(document: Obj): { pieces: Piece[]; rest: string } | undefined {
  const out: Piece[] = [];
  const add = (at: string[], value: unknown) => {
    const json = hashableJson(value);
    out.push({ id: at.map(escapePointer).join('/'), at, hash: sha256(json), refs: refsOf(json) });
  };
  const rest: Obj = { ...document };
  for (const container of CONTAINERS) {
    if (!(container in document)) continue;
    const members = document[container];
    if (!isObject(members)) return undefined;
    // Which members it has is for the pieces to say (a new one is a changed piece, one gone lints the whole).
    rest[container] = true;
    for (const [name, value] of Object.entries(members)) add([container, name], value);
  }
  if ('components' in document) {
    const components = document.components;
    if (!isObject(components)) return undefined;
    const types: Obj = {};
    for (const [type, members] of Object.entries(components)) {
      if (!isObject(members)) return undefined;
      types[type] = true;
      for (const [name, value] of Object.entries(members)) add(['components', type, name], value);
    }
    rest.components = types;
  }
  return { pieces: out, rest: sha256(hashableJson(rest)) };
}

/** The components a piece's `$ref`s point into, from its JSON; undefined when one points anywhere else. */
function refsOf(json: string): string[] | undefined {
  const found = new Set<string>();
  for (const match of json.matchAll(REF)) {
    const ref = JSON.parse(`"${match[1]}"`) as string;
    const parts = /^#\/components\/([^/]+)\/([^/]+)(?:\/|$)/.exec(ref);
    if (!parts) return undefined;
    found.add(`components/${parts[1]}/${parts[2]}`);
  }
  return [...found];
}

/** The document with only `chosen` of its pieces, each at its place, and the rest as it is. */
function partOf(document: Obj, chosen: Piece[]): Obj {
  const part: Obj = { ...document };
  for (const container of CONTAINERS) if (container in document) part[container] = {};
  if ('components' in document) part.components = Object.fromEntries(Object.keys(document.components as Obj).map((type) => [type, {}]));
  for (const { at } of chosen) {
    let from: Obj = document;
    let to: Obj = part;
    for (const key of at.slice(0, -1)) {
      from = from[key] as Obj;
      to = to[key] as Obj;
    }
    to[at.at(-1)!] = from[at.at(-1)!];
  }
  return part;
}
