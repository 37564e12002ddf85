/**
 * Generated code kept by the hash of its inputs, for the tests that generate many documents and type-check
 * the result in one tsc program (features/categories, real-world/corpus, real-world/big-documents): a
 * generation is written once per document and toolchain (`generatedOnce`), a type-check's errors once per
 * set of files it reads (`typeCheckedOnce`), so an unchanged rerun costs only the hashing.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { IR } from '../../src/ir/types.js';
import { formatDiagnostic, loadIR } from '../../src/load/index.js';
import { nativeTscArgs } from '../../../tests/support/tsc.js';

const repo = path.resolve(import.meta.dirname, '../../..');

/** A short hash of the parts, in order. */
export const sha = (...parts: (string | Buffer)[]): string =>
  parts
    .reduce((h, p) => h.update(p), createHash('sha256'))
    .digest('hex')
    .slice(0, 16);

/** Every file under `dir`, sorted. */
export const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .sort();

/** What one generation recorded: the loader's warnings, or the error that stopped it. */
export interface GenerationRecord {
  warnings: string[];
  error?: string;
}

/**
 * The files `emit` writes for the document at `spec`, under `dir` (a folder named by the inputs' hash), made
 * once: `dir/generated.json` marks a finished generation. `contents`, when given, is the document's text,
 * written to `spec` for the load (so warnings name it) and removed after.
 */
export async function generatedOnce(dir: string, spec: string, emit: (ir: IR) => Promise<{ path: string; contents: string }[]>, contents?: Buffer): Promise<GenerationRecord> {
  const done = path.join(dir, 'generated.json');
  if (!existsSync(done)) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    if (contents) writeFileSync(spec, contents);
    let record: GenerationRecord;
    try {
      const { ir, warnings } = await loadIR(spec);
      for (const file of await emit(ir)) {
        mkdirSync(path.dirname(path.join(dir, file.path)), { recursive: true });
        writeFileSync(path.join(dir, file.path), file.contents);
      }
      record = { warnings: warnings.map(formatDiagnostic) };
    } catch (error) {
      record = { warnings: [], error: error instanceof Error ? error.message : String(error) };
    }
    if (contents) rmSync(spec, { force: true });
    writeFileSync(done, JSON.stringify(record));
  }
  return JSON.parse(readFileSync(done, 'utf8')) as GenerationRecord;
}

/**
 * The errors of one tsc program (TypeScript 7's native compiler) over `roots` with the repository's base
 * configuration and the `cmp-source` condition, kept in `cacheDir` by the hash of every file it reads: the
 * roots, the named runtimes' sources and the base configuration.
 */
export function typeCheckedOnce(cacheDir: string, roots: string[], runtimes: ('client' | 'server')[]): string[] {
  const inputs = [...roots, ...runtimes.flatMap((kind) => filesUnder(path.join(repo, 'packages', `${kind}-runtime`, 'src'))), path.join(repo, 'tsconfig.base.json')];
  const result = path.join(cacheDir, `tsc-${sha(...inputs.flatMap((f) => [f, readFileSync(f)]))}.json`);
  if (!existsSync(result)) {
    const tsconfig = path.join(cacheDir, 'tsconfig.json');
    writeFileSync(
      tsconfig,
      JSON.stringify({
        extends: path.relative(cacheDir, path.join(repo, 'tsconfig.base.json')),
        compilerOptions: { noEmit: true, customConditions: ['cmp-source'] },
        files: roots,
      }),
    );
    const tsc = spawnSync(process.execPath, nativeTscArgs('-p', tsconfig), { encoding: 'utf8', maxBuffer: 256 << 20 });
    const errors = tsc.stdout.split('\n').filter((l) => l.includes('error TS'));
    if (tsc.status !== 0 && !errors.length) errors.push(`tsc exited ${tsc.status}: ${tsc.stdout}${tsc.stderr}`);
    writeFileSync(result, JSON.stringify(errors));
  }
  return JSON.parse(readFileSync(result, 'utf8')) as string[];
}
