/**
 * A fixed sample of real public API descriptions (fixtures/corpus, each with its source in the folder's
 * README: API keys in headers, queries and cookies, OAuth 2, HTTP basic, form and multipart bodies,
 * discriminated unions, text answers, AWS, Azure and Google styles) generates a client and server stubs that
 * type-check with the runtimes, 0 errors, in one tsc Program for all of them.
 *
 * Fast on a rerun: each description's output is kept under test-artifacts/corpus/<hash of the description
 * and the toolchain's sources>, and the type-check's result under the hash of everything it read (the
 * outputs, the runtimes, the compiler options); unchanged inputs reuse them.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadIR, formatDiagnostic } from '../../src/load/index.js';
import { emitClient } from '../../src/emitters/client/emit.js';
import { emitServer } from '../../src/emitters/server/emit.js';
import { toolchainHash } from '../../src/cache.js';
import { fixturesDir } from '../fixtures/config.js';
import { nativeTsc } from '../../../tests/support/tsc.js';

const repo = path.resolve(import.meta.dirname, '../../..');
const cacheDir = path.join(repo, 'test-artifacts/corpus');
const corpus = readdirSync(path.join(fixturesDir, 'corpus'))
  .filter((f) => f.endsWith('.json'))
  .sort();
const sha = (...parts: (string | Buffer)[]) =>
  parts
    .reduce((h, p) => h.update(p), createHash('sha256'))
    .digest('hex')
    .slice(0, 16);

/** Every file under `dir`, sorted (a runtime's sources, for the type-check's key). */
const filesUnder = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .sort();

interface Generated {
  name: string;
  dir: string;
  warnings: string[];
  error?: string;
}
const generated: Generated[] = [];

beforeAll(async () => {
  const toolchain = toolchainHash();
  for (const name of corpus) {
    const spec = path.join(fixturesDir, 'corpus', name);
    const dir = path.join(cacheDir, `${name.replace(/\.json$/, '')}-${sha(readFileSync(spec), toolchain)}`);
    const done = path.join(dir, 'generated.json');
    if (!existsSync(done)) {
      rmSync(dir, { recursive: true, force: true });
      let record: Omit<Generated, 'name' | 'dir'>;
      try {
        const { ir, warnings } = await loadIR(spec);
        for (const file of [...(await emitClient(ir)), ...(await emitServer(ir))]) {
          mkdirSync(path.dirname(path.join(dir, file.path)), { recursive: true });
          writeFileSync(path.join(dir, file.path), file.contents);
        }
        record = { warnings: warnings.map(formatDiagnostic) };
      } catch (error) {
        record = { warnings: [], error: error instanceof Error ? error.message : String(error) };
      }
      mkdirSync(dir, { recursive: true });
      writeFileSync(done, JSON.stringify(record));
    }
    generated.push({ name, dir, ...(JSON.parse(readFileSync(done, 'utf8')) as Omit<Generated, 'name' | 'dir'>) });
  }
}, 600_000);

describe('a corpus of public API descriptions', () => {
  it('has descriptions of many kinds', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(8);
  });

  it('generates every one (faults other generators accept are warnings)', () => {
    expect(generated.filter((g) => g.error).map((g) => `${g.name}: ${g.error}`)).toEqual([]);
  });

  it('type-checks the clients and stubs with the runtimes, 0 errors', () => {
    const roots = generated.filter((g) => !g.error).flatMap((g) => filesUnder(path.join(g.dir, 'packages')).filter((f) => f.endsWith('.ts') && f.includes('/generated/')));
    const inputs = [...roots, ...['client', 'server'].flatMap((kind) => filesUnder(path.join(repo, 'packages', `${kind}-runtime`, 'src'))), path.join(repo, 'tsconfig.base.json')];
    const key = sha(...inputs.flatMap((f) => [f, readFileSync(f)]));
    const result = path.join(cacheDir, `tsc-${key}.json`);
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
      const tsc = spawnSync(process.execPath, [nativeTsc, '-p', tsconfig], { encoding: 'utf8', maxBuffer: 256 << 20 });
      const errors = tsc.stdout.split('\n').filter((l) => l.includes('error TS'));
      if (tsc.status !== 0 && !errors.length) errors.push(`tsc exited ${tsc.status}: ${tsc.stdout}${tsc.stderr}`);
      writeFileSync(result, JSON.stringify(errors));
    }
    expect((JSON.parse(readFileSync(result, 'utf8')) as string[]).slice(0, 20)).toEqual([]);
  }, 600_000);
});
