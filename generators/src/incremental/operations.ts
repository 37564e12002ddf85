/**
 * A store of per-operation renders (each operation's samples, its MCP tool), each kept by a hash of what
 * it was rendered from (the operation's IR, and what else the render reads). One entry per kind, output
 * folder (the run's scope) and settings, keyed by the toolchain's sources and the versions of the libraries
 * the render uses; it holds, by hash, the renders of the operations of the last runs. A run without reuse
 * (`--check`, `--pristine`) gets no store: it renders every operation and stores nothing.
 */
import { atEndOfRun, entryKey, note, readEntry, reuseAllowed, runScope, writeEntry } from './store.js';

export interface OperationStore<T> {
  /** The stored render of what hashes to `hash`: a copy of it, which the caller may change. */
  get(hash: string): T | undefined;
  /** A render made by this run, to store. */
  put(hash: string, render: T): void;
}

/**
 * The stored renders of `kind` under `settings`, read once per run and written when the run ends: after
 * a run that rendered every one of the `operations`, those alone (so renders of operations since edited
 * go); after a run that rendered only some (the client's README, `dev`'s quick path), those added to what
 * was stored. `valid` says whether a stored value has the shape of a render.
 */
export function operationStore<T>(kind: string, settings: string, operations: number, valid: (value: unknown) => boolean): OperationStore<T> | undefined {
  if (!reuseAllowed()) return undefined;
  const key = entryKey(kind, runScope(), settings);
  const stored = readEntry<unknown>(kind, key)?.text;
  const read = lines(stored);
  const previous = read ?? new Map<string, string>();
  if (stored !== undefined && !read) note(`${kind}: the stored entry cannot be parsed; every operation rendered afresh`);
  // Each render as its JSON line, as read or as made: an unchanged operation's is stored again as it was read,
  // never parsed and printed again (GitHub's description: two stores of 10 to 15 MB each, at every run).
  const used = new Map<string, string>();
  let made = 0;
  atEndOfRun(() => {
    if (!used.size) return;
    if (stored !== undefined) note(`${kind}: ${made} of ${used.size} operations rendered afresh`);
    const complete = used.size >= operations;
    // Nothing new, and nothing to leave out: the stored entry already says it.
    if (!made && (!complete || used.size === previous.size)) return;
    // A partial run adds to what is stored now: another run may have stored more since this one read it
    // (`dev`'s reference page in the background, beside a save's quick path).
    const kept = complete ? used : new Map([...(lines(readEntry<unknown>(kind, key, { quiet: true })?.text) ?? previous), ...used]);
    writeEntry(
      kind,
      key,
      {},
      [...kept]
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([hash, json]) => `${JSON.stringify(hash)}\t${json}\n`)
        .join(''),
    );
  });
  return {
    get(hash) {
      const json = previous.get(hash);
      if (json === undefined) return undefined;
      let value: unknown;
      try {
        // Parsed on demand: a copy of its own, which the caller may change.
        value = JSON.parse(json);
      } catch {
        return undefined;
      }
      if (value === undefined || !valid(value)) return undefined;
      used.set(hash, json);
      return value as T;
    },
    put(hash, render) {
      made++;
      used.set(hash, JSON.stringify(render));
    },
  };
}

/**
 * An entry's text as each render's JSON text by hash (one line per render: the hash as a JSON string, a tab,
 * the render's JSON, which holds no raw newline or tab); undefined when there is none or a line is not so.
 */
function lines(text: string | undefined): Map<string, string> | undefined {
  if (text === undefined) return undefined;
  const renders = new Map<string, string>();
  for (let at = 0; at < text.length;) {
    const end = text.indexOf('\n', at);
    const tab = text.indexOf('\t', at);
    if (end < 0 || tab < 0 || tab > end) return undefined;
    let hash: unknown;
    try {
      hash = JSON.parse(text.slice(at, tab));
    } catch {
      return undefined;
    }
    if (typeof hash !== 'string') return undefined;
    renders.set(hash, text.slice(tab + 1, end));
    at = end + 1;
  }
  return renders;
}

/**
 * JSON of plain data for a hash: as `JSON.stringify`, but the numbers JSON cannot hold (`Infinity`, `NaN`,
 * `-0`, which a YAML document can give and a render may print) are told apart from `null` and `0`.
 */
export function hashableJson(value: unknown): string {
  return (
    JSON.stringify(value, (_key, v: unknown) => (typeof v === 'number' && (!Number.isFinite(v) || Object.is(v, -0)) ? `\u0000number:${String(Object.is(v, -0) ? '-0' : v)}` : v)) ??
    'undefined'
  );
}

/** Each operation's `hashableJson`, made once per IR however many stores key by it (samples, tools). */
const operationJsons = new WeakMap<object, string>();

/** `hashableJson` of an operation of the IR, which no emitter changes once the IR is built. */
export function operationJson(op: object): string {
  let json = operationJsons.get(op);
  if (json === undefined) operationJsons.set(op, (json = hashableJson(op)));
  return json;
}
