/**
 * Every category of edge case the field's generators test themselves with generates a client and stubs
 * that type-check: discriminators (mapped, unmapped, non-string, allOf/anyOf/oneOf, nested, read/write),
 * circular and `$dynamicRef` schemas, `const` and enums with odd values, additionalProperties, text and
 * binary bodies and 204s, external and deep refs, operationId and name collisions, header components and
 * servers with variables. One fixture per category (fixtures/categories, each written from the published
 * specification it cites), all type-checked in one tsc Program, with a consumer file that uses what each
 * category is about (so a type that compiled but meant nothing would fail).
 *
 * Outputs and the type-check's result are kept under test-artifacts/categories by the hash of their inputs
 * (fixtures, the toolchain's sources, the runtimes), so an unchanged rerun costs only the hashing.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatDiagnostic, loadIR } from '../../src/load/index.js';
import { emitClient } from '../../src/emitters/client/emit.js';
import { emitServer } from '../../src/emitters/server/emit.js';
import { toolchainHash } from '../../src/cache.js';
import { fixturesDir } from '../fixtures/config.js';
import { nativeTsc } from '../../../tests/support/tsc.js';

const repo = path.resolve(import.meta.dirname, '../../..');
const cacheDir = path.join(repo, 'test-artifacts/categories');
const sourceDir = path.join(fixturesDir, 'categories');
const CATEGORIES = ['additional-properties', 'bodies', 'circular', 'discriminators', 'enums', 'headers-servers', 'names', 'refs'];
const sha = (...parts: (string | Buffer)[]) =>
  parts
    .reduce((h, p) => h.update(p), createHash('sha256'))
    .digest('hex')
    .slice(0, 16);
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
const fixtures = sha(...filesUnder(sourceDir).flatMap((f) => [path.relative(sourceDir, f), readFileSync(f)]));

/**
 * A consumer of the generated types: each line uses what its category is about. The generated client of
 * a category is `<dir>/packages/client/src/generated`; types come from its `schema.gen.ts`.
 */
const consumer = (dirOf: (name: string) => string) => {
  const types = (name: string) => `./${path.relative(cacheDir, path.join(dirOf(name), 'packages/client/src/generated/schema.gen.js'))}`;
  return [
    `import type { components as D } from '${types('discriminators')}';`,
    `import type { components as E } from '${types('enums')}';`,
    `import type { components as A } from '${types('additional-properties')}';`,
    `import type { components as C } from '${types('circular')}';`,
    `type Pet = D['schemas']['Pet'];`,
    `export function petName(p: Pet): string { return 'name' in p ? p.name : 'bark' in p ? p.bark : 'lizard'; }`,
    `export const cat: Pet = { petType: 'cat', name: 'Tom' };`,
    `export const shapes: D['schemas']['Shape'][] = [{ kind: 'Circle' }];`,
    `export const sort: E['schemas']['Sort'][] = ['', 'asc', '1st', 'class', 'ünïcödé'];`,
    `// @ts-expect-error: not a listed value`,
    `export const badSort: E['schemas']['Sort'] = 'up';`,
    `export const nullable: E['schemas']['Nullable'] = null;`,
    `export const item: E['schemas']['Item'] = { kind: 'item', version: 2 };`,
    `export const labels: A['schemas']['Labels'] = { any: 'string' };`,
    `// @ts-expect-error: additionalProperties false`,
    `export const closed: A['schemas']['Closed'] = { a: 'x', b: 'y' };`,
    `export const person: C['schemas']['Person'] = { name: 'a', manager: { name: 'b', team: { members: [{ name: 'c' }] } } };`,
    `export const json: C['schemas']['Json'] = { a: { b: 'two', c: null, d: { e: true } } };`,
    '',
  ].join('\n');
};

beforeAll(async () => {
  const toolchain = toolchainHash();
  for (const name of CATEGORIES) {
    const dir = path.join(cacheDir, `${name}-${sha(fixtures, toolchain)}`);
    const done = path.join(dir, 'generated.json');
    if (!existsSync(done)) {
      rmSync(dir, { recursive: true, force: true });
      let record: Omit<Generated, 'name' | 'dir'>;
      try {
        const { ir, warnings } = await loadIR(path.join(sourceDir, `${name}.yaml`));
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

describe('every category of edge case', () => {
  it('generates each fixture with no error and no warning (they are valid documents)', () => {
    expect(generated.map((g) => [g.name, g.error ?? g.warnings])).toEqual(CATEGORIES.map((name) => [name, []]));
  });

  it('type-checks every client and stub with the runtimes and a consumer of each category, 0 errors', () => {
    const dirOf = (name: string) => generated.find((g) => g.name === name)!.dir;
    const consumerFile = path.join(cacheDir, `consumer-${fixtures}.ts`);
    writeFileSync(consumerFile, consumer(dirOf));
    const roots = [consumerFile, ...generated.filter((g) => !g.error).flatMap((g) => filesUnder(path.join(g.dir, 'packages')).filter((f) => f.endsWith('.ts')))];
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
    expect((JSON.parse(readFileSync(result, 'utf8')) as string[]).map((l) => l.replace(/^.*test-artifacts\/categories\//, '')).slice(0, 30)).toEqual([]);
  }, 600_000);
});
