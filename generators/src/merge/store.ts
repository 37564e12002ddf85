/**
 * The pristine store: the last generated copy of every generated file, kept beside the output so the team
 * commits it, and read at the next `generate` as the base of the three-way merge that keeps hand edits.
 *
 *   <out>/.cmp/pristine.json          { "files": { "<path>": "<sha256 of its last generated text>" } }, sorted
 *   <out>/.cmp/pristine/<sha256>.gz   that text, gzipped, named by the hash of what it holds
 *
 * Content-addressed blobs keep the store small and quiet in version control: a spec change adds a blob for
 * each file whose output changed and drops the blobs nothing names any more; two branches that change
 * different files touch different lines of the lock and different blobs. A blob, once written, is never
 * rewritten (its name is the hash of its uncompressed text, checked on every read), so a different zlib
 * compressing differently changes nothing on disk.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { constants, gunzipSync, gzip, gzipSync } from 'node:zlib';

export const STORE_DIR = '.cmp';
export const LOCK_FILE = `${STORE_DIR}/pristine.json`;
export const BLOB_DIR = `${STORE_DIR}/pristine`;

import { sha256 } from '../cache.js';

export { sha256 };

const ABOUT =
  'The last generated copy of each generated file (blobs in pristine/, named by their sha256): the base of the three-way merge that keeps hand edits when `generate` runs again. Commit it with the generated files.';

/** A store that cannot be read: its problem, and the commands that recover it without losing an edit. */
export class StoreError extends Error {
  constructor(
    readonly file: string,
    problem: string,
  ) {
    super(`${file}: ${problem}\n${recovery()}`);
  }
}

export function recovery(): string {
  return [
    'Recover it without losing an edit:',
    `  git checkout HEAD -- ${STORE_DIR}/        if it was committed (the store is part of what generate writes), then generate again;`,
    '  npm run generate -- --pristine    otherwise: lists every file whose content it would replace with fresh output, and asks first.',
  ].join('\n');
}

export interface Store {
  /** Output root, absolute. */
  out: string;
  /** False when no lock file exists (a folder never generated with a store, or one whose store was deleted). */
  exists: boolean;
  /** Path -> sha256 of its last generated text. */
  files: Map<string, string>;
}

export function readStore(out: string): Store {
  const lock = path.join(out, LOCK_FILE);
  if (!existsSync(lock)) return { out, exists: false, files: new Map() };
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(lock, 'utf8'));
  } catch (error) {
    throw new StoreError(LOCK_FILE, `is not JSON (${(error as Error).message}).`);
  }
  const files = (parsed as { files?: unknown } | null)?.files;
  if (typeof files !== 'object' || files === null || Array.isArray(files))
    throw new StoreError(LOCK_FILE, 'has no "files" object mapping each generated file to the sha256 of its last generated text.');
  const map = new Map<string, string>();
  for (const [file, hash] of Object.entries(files)) {
    if (typeof hash !== 'string' || !/^[0-9a-f]{64}$/.test(hash))
      throw new StoreError(LOCK_FILE, `the entry of ${file} is ${JSON.stringify(hash)}; expected a sha256 (64 hex digits).`);
    map.set(file, hash);
  }
  return { out, exists: true, files: map };
}

const blobPath = (out: string, hash: string) => path.join(out, BLOB_DIR, `${hash}.gz`);

/** The pristine text of `file`, or a StoreError when its blob is missing or does not hold what its name says. */
export function readPristine(store: Store, file: string): string | undefined {
  const hash = store.files.get(file);
  if (hash === undefined) return undefined;
  const blob = blobPath(store.out, hash);
  const shown = `${BLOB_DIR}/${hash}.gz`;
  let text: string;
  try {
    text = gunzipSync(readFileSync(blob)).toString('utf8');
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    throw new StoreError(shown, missing ? `missing (the pristine copy of ${file}).` : `cannot be read as gzip (the pristine copy of ${file}).`);
  }
  if (sha256(text) !== hash) throw new StoreError(shown, `does not hold what its name says (the pristine copy of ${file} was changed or damaged).`);
  return text;
}

/** Names each entry whose blob is not on disk (check reports them; generate would need them to merge). */
export function missingBlobs(store: Store): string[] {
  return [...store.files].filter(([, hash]) => !existsSync(blobPath(store.out, hash))).map(([file]) => file);
}

/** Whether the blob of `hash` is on disk already (a blob, once written, is never rewritten). */
export function hasBlob(out: string, hash: string): boolean {
  return existsSync(blobPath(out, hash));
}

const gzipAsync = promisify(gzip);

/**
 * A text as its blob holds it, compressed on libuv's thread pool (the same zlib with the same settings as
 * `gzipSync`, so the same bytes): a large API's run compresses about 100 MB, a second of the main thread's time.
 */
export function gzipBlob(text: string | Buffer): Promise<Buffer> {
  const bytes = typeof text === 'string' ? Buffer.from(text) : text;
  // One output chunk as large as the input: zlib's asynchronous form runs a pass on the pool per output
  // chunk, each started from the main thread, which is busy with the emitters; with the default 16 KiB the
  // inputs (about 100 MB) waited for the end of the run, all held. The compressed bytes do not depend on it.
  const blob = gzipAsync(bytes, { chunkSize: Math.max(constants.Z_DEFAULT_CHUNK, bytes.length) });
  // Awaited by whoever writes the store; a run that stops before then must not fail on it as unhandled.
  blob.catch(() => undefined);
  return blob;
}

/**
 * Writes the lock (sorted, so it is deterministic) and the blobs of `texts` not on disk yet, and deletes
 * the blobs nothing names. `texts` holds, by hash, the generated text of every entry written or changed in
 * this run, or that text already gzipped (`gzipBlob`: a run keeps a large API's texts compressed, a
 * tenth of their size, until its end).
 */
export function writeStore(out: string, files: Map<string, string>, texts: Map<string, string | Buffer>): void {
  mkdirSync(path.join(out, BLOB_DIR), { recursive: true });
  for (const [hash, text] of texts) {
    const blob = blobPath(out, hash);
    if (!existsSync(blob)) writeFileSync(blob, typeof text === 'string' ? gzipSync(text) : text);
  }
  const lock = lockText(files);
  const lockPath = path.join(out, LOCK_FILE);
  if (!existsSync(lockPath) || readFileSync(lockPath, 'utf8') !== lock) writeFileSync(lockPath, lock);
  const named = new Set(files.values());
  for (const entry of readdirSync(path.join(out, BLOB_DIR))) {
    const hash = entry.replace(/\.gz$/, '');
    if (!named.has(hash)) rmSync(path.join(out, BLOB_DIR, entry), { force: true });
  }
}

/** The lock as it would be written, to compare in `check` (the blobs are compared by name). */
export function lockText(files: Map<string, string>): string {
  const sorted = Object.fromEntries([...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return JSON.stringify({ about: ABOUT, files: sorted }, null, 2) + '\n';
}
