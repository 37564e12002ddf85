/**
 * The rerun cache of `generate`: a run whose inputs are unchanged since the last run (every spec file the
 * bundle read, the redocly config, the toolchain's own sources and templates, the emitters asked for) and
 * whose outputs are still on disk exactly as that run wrote them has nothing to do, so it skips loading and
 * emitting altogether. Kept under node_modules/.cache (never committed); any doubt means a full run.
 * `--check` never uses it: the sync check always regenerates.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { toolchainRoot } from './paths.js';
const cacheDir = path.join(toolchainRoot, 'node_modules/.cache/cmp-generate');

interface Record {
  inputs: Record_<string>;
  outputs: Record_<string>;
  /** Every file under the emitters' folders, so a stray file there (one to remove) means a full run. */
  listing: string[];
}
type Record_<T> = { [file: string]: T };

/** The hex SHA-256 of a text or bytes: the one content hash of the caches and stores (this one, the merge's pristine store, the incremental store). */
/** The hex sha256 of a text, or of bytes given in pieces (hashed one after another, never joined). */
export const sha256 = (text: string | Buffer | readonly Buffer[]): string => {
  const hash = createHash('sha256');
  if (typeof text === 'string' || Buffer.isBuffer(text)) hash.update(text);
  else for (const piece of text) hash.update(piece);
  return hash.digest('hex');
};
const hashFile = (file: string): string => {
  try {
    return sha256(readFileSync(file));
  } catch {
    return 'missing';
  }
};

/** The toolchain's own code: a change to an emitter or template must regenerate. */
export function toolchainHash(): string {
  const hash = createHash('sha256');
  // The runtime packages too: an output folder outside the toolchain holds copies of them.
  for (const dir of ['generators/src', 'templates', 'packages/client-runtime/src', 'packages/server-runtime/src', 'packages/client-python-runtime/src']) {
    const entries = readdirSync(path.join(toolchainRoot, dir), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.join(e.parentPath, e.name))
      .sort();
    for (const file of entries) hash.update(file).update(readFileSync(file));
  }
  return hash.digest('hex');
}

/**
 * A value computed from `input` by this version of the toolchain, kept under node_modules/.cache/`name`
 * (the diff's generated SDKs: a released base spec is generated once). Any doubt means computing it again.
 */
export async function cached<T>(name: string, input: unknown, compute: () => Promise<T>): Promise<T> {
  const file = path.join(toolchainRoot, 'node_modules/.cache', name, `${sha256(toolchainHash() + JSON.stringify(input))}.json`);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    // Not cached yet (or unreadable): compute it.
  }
  const value = await compute();
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(value));
  } catch {
    // A cache that cannot be written only costs the next run its shortcut.
  }
  return value;
}

export interface RunKey {
  spec: string;
  out: string;
  /** The configuration files (the generator's, Redocly's): inputs like the spec's own files. */
  config: string[];
  emitters: string[];
  /** Options that change what a run accepts or writes (`strict`). */
  flags?: string[];
  /** The emitters' own folders under `out` (not part of the key). */
  dirs: string[];
}

function listing(key: RunKey): string[] {
  return key.dirs
    .flatMap((dir) => {
      try {
        return readdirSync(path.join(key.out, dir), { recursive: true, withFileTypes: true })
          .filter((e) => e.isFile())
          .map((e) => path.relative(key.out, path.join(e.parentPath, e.name)));
      } catch {
        return [];
      }
    })
    .sort();
}

const keyFile = (key: RunKey) => path.join(cacheDir, `${sha256(JSON.stringify([key.spec, key.out, key.config, key.emitters, ...(key.flags?.length ? [key.flags] : [])]))}.json`);

/** The number of generated files, when the last run with this key is still exactly what is on disk. */
export function upToDate(key: RunKey): number | undefined {
  let record: Record;
  try {
    record = JSON.parse(readFileSync(keyFile(key), 'utf8')) as Record;
  } catch {
    return undefined;
  }
  const inputs = { ...record.inputs };
  if (inputs['<toolchain>'] !== toolchainHash()) return undefined;
  delete inputs['<toolchain>'];
  for (const [file, hash] of Object.entries(inputs)) if (hashFile(file) !== hash) return undefined;
  for (const [file, hash] of Object.entries(record.outputs)) if (hashFile(path.join(key.out, file)) !== hash) return undefined;
  if (JSON.stringify(listing(key)) !== JSON.stringify(record.listing)) return undefined;
  return Object.keys(record.outputs).length;
}

/**
 * Records a successful run: its input files and the files it wrote; `known` gives the hash of those whose
 * text the run hashed already (the others are read back and hashed).
 */
export function remember(key: RunKey, inputFiles: string[], outputs: string[], known: ReadonlyMap<string, string> = new Map()): void {
  const record: Record = {
    inputs: { '<toolchain>': toolchainHash(), ...Object.fromEntries([...inputFiles, ...key.config].map((f) => [path.resolve(f), hashFile(f)])) },
    outputs: Object.fromEntries(outputs.map((file) => [file, known.get(file) ?? hashFile(path.join(key.out, file))])),
    listing: listing(key),
  };
  try {
    mkdirSync(cacheDir, { recursive: true });
    writeFileSync(keyFile(key), JSON.stringify(record));
  } catch {
    // A cache that cannot be written only costs the next run its shortcut.
  }
}
