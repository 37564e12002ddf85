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
  const previous = parsed(stored) ?? {};
  if (stored !== undefined && !parsed(stored)) note(`${kind}: the stored entry cannot be parsed; every operation rendered afresh`);
  const used = new Map<string, unknown>();
  let made = 0;
  atEndOfRun(() => {
    if (!used.size) return;
    if (stored !== undefined) note(`${kind}: ${made} of ${used.size} operations rendered afresh`);
    const complete = used.size >= operations;
    // Nothing new, and nothing to leave out: the stored entry already says it.
    if (!made && (!complete || used.size === Object.keys(previous).length)) return;
    // A partial run adds to what is stored now: another run may have stored more since this one read it
    // (`dev`'s reference page in the background, beside a save's quick path).
    const kept = complete ? used : new Map([...Object.entries(parsed(readEntry<unknown>(kind, key, { quiet: true })?.text) ?? previous), ...used]);
    writeEntry(kind, key, {}, JSON.stringify(Object.fromEntries([...kept].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))));
  });
  return {
    get(hash) {
      const value = Object.hasOwn(previous, hash) ? previous[hash] : undefined;
      if (value === undefined || !valid(value)) return undefined;
      used.set(hash, value);
      return structuredClone(value) as T;
    },
    put(hash, render) {
      made++;
      used.set(hash, render);
    },
  };
}

/** An entry's text as renders by hash; undefined when there is none or it is not a JSON object. */
function parsed(text: string | undefined): Record<string, unknown> | undefined {
  if (text === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
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
