/**
 * The server emitter on a tiny fixture spec: file snapshots of everything it writes, table-driven checks
 * of the route rows, and `tsc --noEmit` over the emitted code next to the runtime's types.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { loadFixture } from '../fixtures/config.js';
import { emitServer } from '../../src/emitters/server/emit.js';
import { fastifyPath, routeRows } from '../../src/emitters/server/route-table.js';
import { serverConfig } from '../../src/emitters/server/config.js';
import type { GeneratedFile } from '../../src/emitters/types.js';
import type { IR } from '../../src/ir/types.js';
import { nativeTscArgs } from '../../../tests/support/tsc.js';

const repo = path.resolve(import.meta.dirname, '../../..');
let ir: IR;
let files: GeneratedFile[];

beforeAll(async () => {
  ({ ir } = await loadFixture('server-basic'));
  files = await emitServer(ir);
});

test('writes the same files every run, sorted, all in its package: the generated folder, the entry point and the package files', async () => {
  expect(files.map((f) => f.path)).toEqual([...files.map((f) => f.path)].sort());
  expect(files.every((f) => f.path.startsWith(`${serverConfig.packageDir}/`))).toBe(true);
  expect(files.filter((f) => !f.path.startsWith(`${serverConfig.dir}/`)).map((f) => f.path.slice(serverConfig.packageDir.length + 1))).toEqual([
    'README.md',
    'package.json',
    'src/index.ts',
    'tsconfig.json',
    'tsdown.config.mjs',
  ]);
  expect(await emitServer(ir)).toEqual(files);
});

test.each(['README.md', 'components.gen.ts', 'handlers.gen.ts', 'routes.gen.ts', 'schema.gen.ts', 'stamp.gen.json'])('%s matches its snapshot', async (name) => {
  const file = files.find((f) => f.path === `${serverConfig.dir}/${name}`)!;
  if (name.endsWith('.ts')) expect(file.contents.startsWith('// Generated from')).toBe(true);
  await expect(file.contents).toMatchFileSnapshot(`__snapshots__/server-basic/${name}.snap`);
});

describe('route rows', () => {
  test.each([
    ['/pets/{pet_id}', '/pets/:pet_id'],
    ['/a/{b}/c/{d_e}', '/a/:b/c/:d_e'],
    ['/plain', '/plain'],
  ])('fastifyPath(%s) = %s', (given, want) => {
    expect(fastifyPath(given)).toBe(want);
  });

  test.each([
    ['createToken', { method: 'POST', public: true, scopes: [], rateLimit: { requests: 2, windowSeconds: 60, per: 'ip' } }],
    ['getPet', { method: 'GET', url: '/pets/:pet_id', public: false, scopes: ['pets'], idempotent: true, rateLimit: { requests: 10, windowSeconds: 60, per: 'credential' } }],
  ])('%s', (id, want) => {
    expect(routeRows(ir).find((r) => r.operationId === id)).toMatchObject(want);
  });

  test('validator schemas drop annotations, keep keyword-named properties and point refs at the schema document', () => {
    const row = routeRows(ir).find((r) => r.operationId === 'getPet')!;
    expect(row.responses['200']).toEqual({ schema: { $ref: 'spec#/components/schemas/Pet' }, headers: ['X-Request-Id'] });
    expect(row.request.query).toEqual({
      type: 'object',
      properties: { tag: { type: 'array', items: { type: 'string', enum: ['cat', 'dog'] } }, per_page: { type: 'integer', minimum: 1, maximum: 100, default: 25 } },
    });
    const token = routeRows(ir).find((r) => r.operationId === 'createToken')!;
    expect(JSON.stringify(token.request.body)).not.toContain('Annotations');
    expect(files.find((f) => f.path.endsWith('components.gen.ts'))!.contents).toMatch(/description: \{ type: 'string' \}/);
  });
});

test('the emitted code type-checks against the runtime (tsc --noEmit)', () => {
  const dir = mkdtempSync(path.join(repo, 'generators/test/server/.tmp-'));
  try {
    for (const file of files.filter((f) => f.path.includes('/src/generated/'))) {
      const target = path.join(dir, 'src/generated', path.basename(file.path));
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, file.contents);
    }
    // Generated code imports only the runtime's types, by its package name (generated code imports the runtime, never the reverse: packages/server-runtime/README.md).
    writeFileSync(
      path.join(dir, 'src/uses.ts'),
      `import type { Handlers, GetPetHandler } from './generated/handlers.gen.js';\n` +
        `export const getPet: GetPetHandler = (req) => req.query.tag?.includes('cat') ? { status: 200, body: { id: req.params.pet_id, kind: 'cat' } } : { status: 500, body: { error: { code: 'x' } } };\n` +
        `export type Ids = keyof Handlers;\n`,
    );
    writeFileSync(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({ extends: path.join(repo, 'tsconfig.base.json'), compilerOptions: { noEmit: true, customConditions: ['cmp-source'] }, include: ['src'] }),
    );
    execFileSync(process.execPath, nativeTscArgs('-p', dir), { encoding: 'utf8' });
  } catch (error) {
    throw new Error(`tsc failed:\n${(error as { stdout?: string }).stdout ?? String(error)}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a deprecated operation marks its handler @deprecated, as the client marks its method', async () => {
  const { ir: deprecated } = await loadFixture('client-jsdoc');
  const handlers = (await emitServer(deprecated)).find((f) => f.path.endsWith('handlers.gen.ts'))!.contents;
  expect(handlers).toMatch(/@deprecated the spec marks this operation deprecated\s*\n\s*\*\/\s*\n\s*export type CreateChargeHandler/);
  expect(handlers).toMatch(/@deprecated the spec marks this operation deprecated\s*\n\s*\*\/\s*\n\s*createCharge: CreateChargeHandler;/);
  expect(handlers).not.toMatch(/@deprecated[^\n]*\n\s*\*\/\s*\n\s*export type CreateTokenHandler/);
});
