/**
 * Runs the emitters and either writes their files or, with `check`, compares them with what is on disk
 * without writing. Files in an emitter's owned folders that carry the generated header but are no longer
 * emitted are stale: removed on write, reported on check. Files without the header are never touched.
 */
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { IR } from './ir/types.js';
import type { EmitContext, Emitter, GeneratedFile } from './emitters/types.js';
import { GENERATED_MARKER } from './emitters/header.js';

export type FileStatus = 'created' | 'updated' | 'unchanged' | 'removed';
export interface FileResult {
  path: string;
  status: FileStatus;
  emitter: string;
}

/**
 * Runs the emitters concurrently: the docs emitter waits on a Redocly child process, so the other
 * emitters' work overlaps with it. Results keep the emitters' order, so output stays deterministic.
 */
export async function emitAll(ir: IR, emitters: Emitter[], context: EmitContext = {}): Promise<Map<Emitter, GeneratedFile[]>> {
  const files = await Promise.all(emitters.map((emitter) => emitter.emit(ir, context)));
  // Files two emitters share (the workspace's root manifest of an output folder outside the toolchain) are
  // written once, by the first; two different contents for one path is a fault of the emitters.
  const seen = new Map<string, string>();
  return new Map(
    emitters.map((emitter, i) => [
      emitter,
      files[i]!.filter((file) => {
        const before = seen.get(file.path);
        if (before !== undefined && before !== file.contents) throw new Error(`Two emitters wrote ${file.path} with different contents.`);
        seen.set(file.path, file.contents);
        return before === undefined;
      }),
    ]),
  );
}

export async function run(ir: IR, emitters: Emitter[], outDir: string, { check = false } = {}): Promise<FileResult[]> {
  const results: FileResult[] = [];
  for (const [emitter, files] of await emitAll(ir, emitters, { out: outDir })) {
    const emitted = new Set(files.map((f) => path.normalize(f.path)));
    for (const file of files) {
      const target = path.join(outDir, file.path);
      const current = await readFile(target, 'utf8').catch(() => undefined);
      const status: FileStatus = current === undefined ? 'created' : current === file.contents ? 'unchanged' : 'updated';
      if (!check && status !== 'unchanged') {
        await mkdir(path.dirname(target), { recursive: true });
        await writeFile(target, file.contents);
      }
      results.push({ path: file.path, status, emitter: emitter.name });
    }
    for (const dir of emitter.ownedDirs) {
      for (const stale of await staleFiles(path.join(outDir, dir), emitted, outDir)) {
        if (!check) await rm(path.join(outDir, stale));
        results.push({ path: stale, status: 'removed', emitter: emitter.name });
      }
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
    if (head.includes(GENERATED_MARKER)) stale.push(rel.split(path.sep).join('/'));
  }
  return stale.sort();
}
