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
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { emitClient } from '../../src/emitters/client/emit.js';
import { emitServer } from '../../src/emitters/server/emit.js';
import { toolchainHash } from '../../src/cache.js';
import { fixturesDir } from '../fixtures/config.js';
import { filesUnder, generatedOnce, sha, typeCheckedOnce, type GenerationRecord } from '../support/generated.js';

const repo = path.resolve(import.meta.dirname, '../../..');
const cacheDir = path.join(repo, 'test-artifacts/categories');
const sourceDir = path.join(fixturesDir, 'categories');
const CATEGORIES = ['additional-properties', 'bodies', 'circular', 'discriminators', 'enums', 'headers-servers', 'names', 'refs'];
interface Generated extends GenerationRecord {
  name: string;
  dir: string;
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
    `export const jsonValue: C['schemas']['JsonValue'] = ['a', [1, [true, null]], []];`,
    `// @ts-expect-error: no object in a JsonValue`,
    `export const badValue: C['schemas']['JsonValue'] = [{ a: 1 }];`,
    `export const expr: C['schemas']['Expr'] = [1, [2, [3]]];`,
    `export const report: C['schemas']['Report'] = { rows: [{ label: 'a', children: [{ label: 'b', children: [] }] }] };`,
    `// @ts-expect-error: a row's label is a string`,
    `export const badReport: C['schemas']['Report'] = { rows: [{ children: [{ label: 1 }] }] };`,
    `export const event: C['schemas']['Event'] = { name: 'a', template: { name: 'b', template: { name: 'c' } } };`,
    '',
  ].join('\n');
};

beforeAll(async () => {
  const toolchain = toolchainHash();
  mkdirSync(cacheDir, { recursive: true });
  for (const name of CATEGORIES) {
    const dir = path.join(cacheDir, `${name}-${sha(fixtures, toolchain)}`);
    const record = await generatedOnce(dir, path.join(sourceDir, `${name}.yaml`), async (ir) => [...(await emitClient(ir)), ...(await emitServer(ir))]);
    generated.push({ name, dir, ...record });
  }
});

describe('every category of edge case', () => {
  it('generates each fixture with no error and no warning (they are valid documents)', () => {
    expect(generated.map((g) => [g.name, g.error ?? g.warnings])).toEqual(CATEGORIES.map((name) => [name, []]));
  });

  it('type-checks every client and stub with the runtimes and a consumer of each category, 0 errors', () => {
    const dirOf = (name: string) => generated.find((g) => g.name === name)!.dir;
    const consumerFile = path.join(cacheDir, `consumer-${fixtures}.ts`);
    writeFileSync(consumerFile, consumer(dirOf));
    const roots = [consumerFile, ...generated.filter((g) => !g.error).flatMap((g) => filesUnder(path.join(g.dir, 'packages')).filter((f) => f.endsWith('.ts')))];
    expect(
      typeCheckedOnce(cacheDir, roots, ['client', 'server'])
        .map((l) => l.replace(/^.*test-artifacts\/categories\//, ''))
        .slice(0, 30),
    ).toEqual([]);
  });
});
