/**
 * Runs the emitters and either writes their files or, with `check`, compares them with what is on disk
 * without writing. Files in an emitter's owned folders that were generated but are no longer emitted are
 * stale: removed on write (with the folders that leaves empty), reported on check. A file is taken as
 * generated when it carries the generated header or the pristine store records it as the last run's output;
 * any other file is the user's and is never touched.
 *
 * The emitters run concurrently (the docs emitter waits on a Redocly process, the others' work overlaps
 * it), and each one's files are written when it is done. An emitter that fails (a fault of the toolchain or
 * of Redocly; a faulty spec stops the run before any emitter) leaves the files of those done before it
 * written: generated files, each one whole and as the spec says, which the next run brings level.
 */
import { closeSync, mkdirSync, openSync, readFileSync, writeFileSync, writeSync } from 'node:fs';
import { readFile, readdir, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import type { IR } from './ir/types.js';
import type { Emitter, GeneratedFile } from './emitters/types.js';
import { sha256 } from './cache.js';
import { isGenerated } from './emitters/header.js';
import type { MergeSession, MergeStatus } from './merge/session.js';
import { KnownOutputs } from './incremental/outputs.js';

/** What happened to a file; beyond created/updated/unchanged/removed, what the merge session decided (merge/session.ts). */
export type FileStatus = MergeStatus | 'removed';
export interface FileResult {
  path: string;
  status: FileStatus;
  emitter: string;
  /** Hand-edited lines kept (kept, merged). */
  edits?: number;
  /** 1-based lines where conflicts start. */
  conflicts?: number[];
  /** A located warning to print. */
  warning?: string;
  /** The sha256 of what the file holds after the run, when the run knows it without reading it back. */
  hash?: string;
}

/** Statuses under which a run writes the file (or removes it). */
const WRITES: ReadonlySet<FileStatus> = new Set(['created', 'updated', 'merged', 'conflict', 'removed']);

/** Told after each emitter's files are written: which emitter, the paths it wrote (or removed), and those still running. */
export type OnWritten = (emitter: Emitter, changed: string[], pending: Emitter[]) => void;

/**
 * Writes (or, with `check`, compares) each emitter's files as soon as that emitter is done, so whoever
 * waits on some of them (the package builds) need not wait on the slowest (the reference page's Redocly
 * process). A file two emitters share is written by the first done; two contents for one path still fail.
 * The results come back in the emitters' order, whatever order they finished in.
 */
export async function run(
  ir: IR,
  emitters: Emitter[],
  outDir: string,
  { check = false, onWritten, session }: { check?: boolean; onWritten?: OnWritten; session?: MergeSession } = {},
): Promise<FileResult[]> {
  // Each path's content by its hash, not its text: a run's texts (about 100 MB for a large API) are not
  // all held until the last emitter is done. The same hash names the text in the pristine store.
  const seen = new Map<string, string>();
  // What each output held after the last run, by its stat, so unchanged files are not read (none for check).
  const known = check ? undefined : KnownOutputs.forRun();
  const pending = new Set(emitters);
  const emitOne = async (emitter: Emitter) => {
    const all = await emitter.emit(ir, { out: outDir });
    const emitted = new Set(all.map((f) => path.normalize(f.path)));
    // Written at once, synchronously, so its texts are garbage before the next emitter starts (see below).
    const results = writeFiles(emitter, all, seen, outDir, check, session, known);
    // A shared file another emitter wrote first is still this one's: not stale in its folders.
    results.push(...(await removeStale(emitter, emitted, outDir, check, session)));
    pending.delete(emitter);
    onWritten?.(
      emitter,
      results.filter((r) => WRITES.has(r.status)).map((r) => r.path),
      [...pending],
    );
    return results;
  };
  // Those that hand their work to another thread or process start first (`Emitter.offThread`). Each is
  // started once the one before has run up to its first wait (or to its end, its files written): one
  // emitter's texts are held at a time, not every emitter's until the slowest is done.
  const started = new Map<Emitter, Promise<FileResult[]>>();
  for (const emitter of [...emitters.filter((e) => e.offThread), ...emitters.filter((e) => !e.offThread)]) {
    const done = emitOne(emitter);
    started.set(emitter, done);
    // The others are not left waiting if this one fails: Promise.all below reports it.
    done.catch(() => undefined);
    await new Promise((resolve) => setImmediate(resolve));
  }
  const perEmitter = await Promise.all(emitters.map((emitter) => started.get(emitter)!));
  return perEmitter.flat();
}

/**
 * Writes (or compares) an emitter's files, synchronously: a file two emitters share is written by the first,
 * and two contents for one path fail. Each text is hashed once, for this check and for the pristine store.
 */
function writeFiles(
  emitter: Emitter,
  files: GeneratedFile[],
  seen: Map<string, string>,
  outDir: string,
  check: boolean,
  session?: MergeSession,
  known?: KnownOutputs,
): FileResult[] {
  const results: FileResult[] = [];
  for (const file of files) {
    const keepsEdits = emitter.keepsEdits?.(file.path) !== false;
    if (file.bytes && !(session && keepsEdits)) {
      const result = writeBytes(emitter, file.path, file.bytes, seen, outDir, check, session, known);
      if (result) results.push(result);
      continue;
    }
    // Hashed from the text; encoded once, only when needed (to be written or compressed for the store): after
    // an edit, most of a large API's output (about 100 MB) is known unchanged by its hash alone, and
    // encoding it all made as much garbage again.
    const hash = sha256(file.contents);
    let encoded: Buffer | undefined;
    const bytes = () => (encoded ??= Buffer.from(file.contents));
    const before = seen.get(file.path);
    if (before !== undefined && before !== hash) throw new Error(`Two emitters wrote ${file.path} with different contents.`);
    seen.set(file.path, hash);
    if (before !== undefined) continue;
    const target = path.join(outDir, file.path);
    // A file whose stat says it holds what the last run left is decided by its hash, unread (incremental/outputs.ts).
    const knownHash = session && keepsEdits ? known?.hashOf(file.path, target) : undefined;
    const byHash = knownHash !== undefined ? session!.resolveKnown(file.path, file.contents, knownHash, hash, bytes) : undefined;
    const current = byHash ? undefined : readIfThere(target);
    // The merge session keeps hand edits (merge/session.ts); without one, the output replaces the file.
    if (!keepsEdits) session?.untrack([file.path]);
    const resolution =
      byHash ??
      (session && keepsEdits
        ? session.resolve(file.path, file.contents, current, hash, bytes)
        : { status: current === undefined ? 'created' : current === file.contents ? 'unchanged' : 'updated', write: file.contents });
    const { write, ...rest } = resolution;
    const holdsOutput = byHash ? true : (write !== undefined && !check ? write : current) === file.contents;
    if (!check && write !== undefined && resolution.status !== 'unchanged') {
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, write === file.contents ? bytes() : write);
    }
    if (!check && holdsOutput) known?.record(file.path, target, hash);
    results.push({ path: file.path, emitter: emitter.name, ...rest, ...(holdsOutput ? { hash } : {}) } as FileResult);
  }
  return results;
}

/**
 * A file given as bytes in pieces (`GeneratedFile.bytes`) that keeps no hand edits: hashed, compared with
 * the file on disk and written piece by piece, as `writeFiles` does with a text, never joined into one
 * string or buffer (the reference page of a large API: tens of MB, the largest memory of a run).
 */
function writeBytes(
  emitter: Emitter,
  file: string,
  pieces: readonly Buffer[],
  seen: Map<string, string>,
  outDir: string,
  check: boolean,
  session?: MergeSession,
  known?: KnownOutputs,
): FileResult | undefined {
  const hash = sha256(pieces);
  const before = seen.get(file);
  if (before !== undefined && before !== hash) throw new Error(`Two emitters wrote ${file} with different contents.`);
  seen.set(file, hash);
  // A file two emitters share is written by the first (see writeFiles).
  if (before !== undefined) return undefined;
  const target = path.join(outDir, file);
  session?.untrack([file]);
  // Known by its stat to hold these bytes already (incremental/outputs.ts): not read.
  const unchanged = known?.hashOf(file, target) === hash;
  const current = unchanged ? undefined : readBytesIfThere(target);
  const status = unchanged ? 'unchanged' : current === undefined ? 'created' : sameBytes(current, pieces) ? 'unchanged' : 'updated';
  if (!check && status !== 'unchanged') {
    mkdirSync(path.dirname(target), { recursive: true });
    const fd = openSync(target, 'w');
    try {
      // writeSync may write part of a buffer (writeFileSync loops the same way).
      for (const piece of pieces) for (let at = 0; at < piece.length;) at += writeSync(fd, piece, at);
    } finally {
      closeSync(fd);
    }
  }
  if (!check) known?.record(file, target, hash);
  return { path: file, emitter: emitter.name, status, ...(!check || status === 'unchanged' ? { hash } : {}) };
}

function sameBytes(current: Buffer, pieces: readonly Buffer[]): boolean {
  let at = 0;
  for (const piece of pieces) {
    if (at + piece.length > current.length || !current.subarray(at, at + piece.length).equals(piece)) return false;
    at += piece.length;
  }
  return at === current.length;
}

function readBytesIfThere(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

const readIfThere = (file: string): string | undefined => readBytesIfThere(file)?.toString('utf8');

/**
 * Generated files in the emitter's folders that it no longer emits: removed (or, with `check`, reported), and
 * the folders that removal leaves empty with them (a renamed package's old folder goes whole).
 */
async function removeStale(emitter: Emitter, emitted: Set<string>, outDir: string, check: boolean, session?: MergeSession): Promise<FileResult[]> {
  const results: FileResult[] = [];
  const emptied = new Set<string>();
  for (const dir of emitter.ownedDirs) {
    for (const stale of await staleFiles(path.join(outDir, dir), emitted, outDir, session)) {
      const full = path.join(outDir, stale);
      if (session && !session.mayRemove(stale, await readFile(full, 'utf8'))) {
        results.push({
          path: stale,
          status: 'kept',
          emitter: emitter.name,
          warning: `${stale}  warning: no longer generated, but it carries hand edits: kept; delete it yourself once they are moved.`,
        });
        continue;
      }
      if (!check) {
        await rm(full);
        emptied.add(path.dirname(full));
      }
      results.push({ path: stale, status: 'removed', emitter: emitter.name });
    }
    if (!check) await removeEmptied(emptied, path.join(outDir, dir));
  }
  return results;
}

/** Removes the folders under `owned` that removing files left empty, and their parents as they empty in turn. */
async function removeEmptied(emptied: Set<string>, owned: string): Promise<void> {
  // Deepest first, so a parent is tried once its children are gone.
  const folders = [...emptied].filter((dir) => dir.startsWith(`${owned}${path.sep}`)).sort((a, b) => b.length - a.length);
  for (let dir of folders) {
    while (dir.startsWith(`${owned}${path.sep}`)) {
      // Leaves a folder that still holds anything (the user's files, other output): rmdir refuses it.
      if (
        !(await rmdir(dir).then(
          () => true,
          () => false,
        ))
      )
        break;
      dir = path.dirname(dir);
    }
  }
}

/**
 * The files under `dir` that were generated but are not emitted now: those that carry the generated header,
 * and those without room for one (an empty `py.typed` marker, a JSON file) that the pristine store records
 * as the last run's output.
 */
async function staleFiles(dir: string, emitted: Set<string>, outDir: string, session?: MergeSession): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  const stale: string[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    const rel = path.relative(outDir, full);
    if (emitted.has(path.normalize(rel))) continue;
    const posix = rel.split(path.sep).join('/');
    if (session?.recorded(posix)) stale.push(posix);
    else if (isGenerated((await readFile(full, 'utf8')).slice(0, 400))) stale.push(posix);
  }
  return stale.sort();
}
