/**
 * Runs the emitters and either writes their files or, with `check`, compares them with what is on disk
 * without writing. Files in an emitter's owned folders that carry the generated header but are no longer
 * emitted are stale: removed on write, reported on check. Files without the header are never touched.
 *
 * The emitters run concurrently (the docs emitter waits on a Redocly process, the others' work overlaps
 * it), and each one's files are written when it is done. An emitter that fails (a fault of the toolchain or
 * of Redocly; a faulty spec stops the run before any emitter) leaves the files of those done before it
 * written: generated files, each one whole and as the spec says, which the next run brings level.
 */
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { IR } from './ir/types.js';
import type { Emitter, GeneratedFile } from './emitters/types.js';
import { createHash } from 'node:crypto';
import { isGenerated } from './emitters/header.js';
import type { MergeSession, MergeStatus } from './merge/session.js';

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
  // all held until the last emitter is done.
  const seen = new Map<string, string>();
  const pending = new Set(emitters);
  const emitOne = async (emitter: Emitter) => {
    const all = await emitter.emit(ir, { out: outDir });
    const files = all.filter((file) => {
      const hash = contentHash(file.contents);
      const before = seen.get(file.path);
      if (before !== undefined && before !== hash) throw new Error(`Two emitters wrote ${file.path} with different contents.`);
      seen.set(file.path, hash);
      return before === undefined;
    });
    // A shared file another emitter wrote first is still this one's: not stale in its folders.
    const results = await writeFiles(emitter, files, new Set(all.map((f) => path.normalize(f.path))), outDir, check, session);
    pending.delete(emitter);
    onWritten?.(
      emitter,
      results.filter((r) => WRITES.has(r.status)).map((r) => r.path),
      [...pending],
    );
    return results;
  };
  // Those that hand their work to another thread or process start first (`Emitter.offThread`).
  const started = new Map<Emitter, Promise<FileResult[]>>();
  for (const emitter of [...emitters.filter((e) => e.offThread), ...emitters.filter((e) => !e.offThread)]) started.set(emitter, emitOne(emitter));
  const perEmitter = await Promise.all(emitters.map((emitter) => started.get(emitter)!));
  return perEmitter.flat();
}

const contentHash = (text: string) => createHash('sha1').update(text).digest('base64');

async function writeFiles(emitter: Emitter, files: GeneratedFile[], emitted: Set<string>, outDir: string, check: boolean, session?: MergeSession): Promise<FileResult[]> {
  const results: FileResult[] = [];
  for (const file of files) {
    const target = path.join(outDir, file.path);
    const current = await readFile(target, 'utf8').catch(() => undefined);
    // The merge session keeps hand edits (merge/session.ts); without one, the output replaces the file.
    const keepsEdits = emitter.keepsEdits?.(file.path) !== false;
    if (!keepsEdits) session?.untrack([file.path]);
    const resolution =
      session && keepsEdits
        ? session.resolve(file.path, file.contents, current)
        : { status: current === undefined ? 'created' : current === file.contents ? 'unchanged' : 'updated', write: file.contents };
    if (!check && resolution.write !== undefined && resolution.status !== 'unchanged') {
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, resolution.write);
    }
    const { write: _, ...rest } = resolution;
    results.push({ path: file.path, emitter: emitter.name, ...rest } as FileResult);
  }
  for (const dir of emitter.ownedDirs) {
    for (const stale of await staleFiles(path.join(outDir, dir), emitted, outDir)) {
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
      if (!check) await rm(full);
      results.push({ path: stale, status: 'removed', emitter: emitter.name });
    }
  }
  return results;
}

async function staleFiles(dir: string, emitted: Set<string>, outDir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  const stale: string[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    const rel = path.relative(outDir, full);
    if (emitted.has(path.normalize(rel))) continue;
    const head = (await readFile(full, 'utf8')).slice(0, 400);
    if (isGenerated(head)) stale.push(rel.split(path.sep).join('/'));
  }
  return stale.sort();
}
