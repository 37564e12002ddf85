/**
 * The store of incremental regeneration: what a run rendered, in pieces, kept under
 * node_modules/.cache/cmp-incremental (never committed) so the next run re-renders only the pieces whose
 * inputs changed. Every entry is keyed by a content hash that includes the toolchain's own sources (an
 * edited emitter or template is a new key) and the versions of the tools that rendered it; a run never
 * reads an entry it cannot trust. An entry that cannot be read, or reads as something other than what was
 * written (a torn write, a disk full, a hand edit), is no entry: the artifact is rendered whole, as in a run
 * without a store, and `--verbose` says why.
 *
 * `--check` and `--pristine` never use the store (`beginRun`): the check regenerates every piece, so a
 * partial render can never pass for a full one.
 */
import { createHash } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { toolchainRoot } from '../paths.js';
import { sha256, toolchainHash } from '../cache.js';

/** `OPENAPI_CMP_INCREMENTAL_STORE` puts the store elsewhere (a test's own folder, so its runs share nothing with others). */
const storeDir = () => path.resolve(process.env.OPENAPI_CMP_INCREMENTAL_STORE || path.join(toolchainRoot, 'node_modules/.cache/cmp-incremental'));
/** Entries kept per kind: a few specs (or branches) rendered in turn each keep theirs; older ones go. */
const KEEP = 6;

let enabled = false;
let verbose = false;
let toolchain: string | undefined;
let scope = '';

/**
 * Starts a run: whether it may reuse pieces (not for `--check` or `--pristine`), whether to say what it
 * does, and its scope (the output folder: a kind whose entry cannot be found by content alone keeps one
 * entry per folder).
 */
export function beginRun(options: { reuse: boolean; verbose?: boolean; scope?: string }): void {
  enabled = options.reuse;
  // What an earlier run still has to store (one that ran beside this one: `dev`'s reference page in the
  // background) is stored when this one ends: each piece is keyed by its content, whichever run writes it.
  verbose = options.verbose === true;
  scope = options.scope ?? '';
  // The toolchain's hash is taken once a run (it reads every source file), and again at the next run.
  toolchain = undefined;
}

/** What to store when the run ends (pieces gathered over the run, such as each operation's samples). */
let atEnd: (() => void)[] = [];

/** Has `store` called when the run ends (`endRun`), once; a run without reuse stores nothing. */
export function atEndOfRun(store: () => void): void {
  if (enabled) atEnd.push(store);
}

/** Ends a run: stores what was gathered for the end; nothing after it reuses or stores pieces until the next `beginRun`. */
export function endRun(): void {
  const stores = atEnd;
  atEnd = [];
  try {
    for (const store of stores) store();
  } finally {
    enabled = false;
    verbose = false;
  }
}

/** The run's scope (see beginRun). */
export function runScope(): string {
  return scope;
}

/** Whether this run may reuse stored pieces. */
export function reuseAllowed(): boolean {
  return enabled;
}

/** A line for `--verbose`: what the store reused, or why it did not. */
export function note(message: string): void {
  if (verbose) console.error(`incremental: ${message}`);
}

export { sha256 };

const versions = new Map<string, string>();

/**
 * The installed version of a package, for the keys of entries it rendered: its package.json, found above
 * its entry point (a package whose `exports` leave `package.json` out cannot be asked for it by name).
 */
export function packageVersion(name: string): string {
  let version = versions.get(name);
  if (version !== undefined) return version;
  version = 'unknown';
  try {
    for (let dir = path.dirname(createRequire(import.meta.url).resolve(name)); dir !== path.dirname(dir); dir = path.dirname(dir)) {
      const file = path.join(dir, 'package.json');
      if (!existsSync(file)) continue;
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (manifest.name === name) {
        version = String(manifest.version);
        break;
      }
    }
  } catch {
    // A package.json that cannot be read on the way up: no version to key by, so nothing to reuse safely.
    version = `unknown-${process.pid}-${Date.now()}`;
  }
  versions.set(name, version);
  return version;
}

/** The key of an entry: its kind, the toolchain's sources, and whatever else its pieces were rendered from. */
export function entryKey(kind: string, ...parts: string[]): string {
  toolchain ??= toolchainHash();
  return sha256(JSON.stringify([kind, toolchain, ...parts]));
}

const entryFile = (kind: string, key: string) => path.join(storeDir(), kind, `${key}.json`);

/**
 * An entry on disk: the checksum of the rest, a line of JSON (its fields), then its text as is (a stored
 * artifact of megabytes, kept out of the JSON so it is neither escaped nor parsed).
 */
const checksum = (fields: string, text: string) => createHash('sha256').update(fields).update('\n').update(text).digest('hex');

/**
 * The stored entry of `kind` under `key` (its fields and its text), or undefined (none, unreadable, or not
 * what was written: the checksum stored with it does not match).
 */
export function readEntry<T>(kind: string, key: string, { quiet = false } = {}): { fields: T; text: string } | undefined {
  let contents: string;
  try {
    contents = readFileSync(entryFile(kind, key), 'utf8');
  } catch {
    if (!quiet) note(`${kind}: nothing stored for these inputs; rendered whole`);
    return undefined;
  }
  const first = contents.indexOf('\n');
  const second = contents.indexOf('\n', first + 1);
  try {
    if (first < 0 || second < 0) throw new Error('it is cut short');
    const fields = contents.slice(first + 1, second);
    const text = contents.slice(second + 1);
    if (contents.slice(0, first) !== checksum(fields, text)) throw new Error('its checksum does not match');
    return { fields: JSON.parse(fields) as T, text };
  } catch (error) {
    if (!quiet) note(`${kind}: the stored entry ${path.relative(process.cwd(), entryFile(kind, key))} cannot be used (${(error as Error).message}); rendered whole`);
    return undefined;
  }
}

/**
 * Stores an entry: its fields (JSON) and its text. Written in parts to a temporary file renamed into
 * place, so a reader never sees half of one and no copy of the text is made; older entries of its kind
 * beyond KEEP go.
 */
export function writeEntry(kind: string, key: string, fields: unknown, text = ''): void {
  const file = entryFile(kind, key);
  const json = JSON.stringify(fields);
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    const fd = openSync(temporary, 'w');
    try {
      writeSync(fd, `${checksum(json, text)}\n${json}\n`);
      writeSync(fd, text);
    } finally {
      closeSync(fd);
    }
    renameSync(temporary, file);
    prune(path.dirname(file));
  } catch (error) {
    // A store that cannot be written only costs the next run its reuse.
    note(`${kind}: could not store the pieces (${(error as Error).message})`);
  }
}

function prune(dir: string): void {
  const entries = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => {
      const file = path.join(dir, name);
      try {
        return { file, mtime: statSync(file).mtimeMs };
      } catch {
        return { file, mtime: 0 };
      }
    })
    .sort((a, b) => b.mtime - a.mtime);
  for (const { file } of entries.slice(KEEP)) rmSync(file, { force: true });
}
