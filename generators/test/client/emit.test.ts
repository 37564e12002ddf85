/**
 * The client emitter, one tiny fixture spec per feature: file snapshots of everything it writes, checks of
 * the points each fixture is about, and `tsc --noEmit` over the generated code of every fixture together
 * with the hand-written runtime it imports.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFixture } from '../fixtures/config.js';
import { emitClient } from '../../src/emitters/client/emit.js';
import { clientConfig } from '../../src/emitters/client/config.js';
import type { GeneratedFile } from '../../src/emitters/types.js';
import { nativeTscArgs } from '../../../tests/support/tsc.js';

const here = import.meta.dirname;
const repoRoot = path.resolve(here, '../../..');
const FEATURES = ['client-resources', 'client-pagination', 'client-jsdoc'] as const;
type Feature = (typeof FEATURES)[number];
const emitted = new Map<Feature, GeneratedFile[]>();

beforeAll(async () => {
  for (const feature of FEATURES) {
    const { ir } = await loadFixture(feature);
    emitted.set(feature, await emitClient(ir));
  }
});

function file(feature: Feature, name: string): string {
  const found = emitted.get(feature)!.find((f) => f.path === `${clientConfig.dir}/${name}`);
  if (!found) throw new Error(`${feature}: ${name} was not emitted`);
  return found.contents;
}

describe.each(FEATURES)('%s', (feature) => {
  it('matches its file snapshots', async () => {
    // The generated layer; the package's own files (manifest, entry point, README) are the package tests' (test/foreign).
    const files = emitted.get(feature)!.filter((f) => f.path.startsWith(`${clientConfig.dir}/`));
    expect(files.map((f) => path.basename(f.path))).toEqual([
      'client.gen.ts',
      'error-codes.gen.ts',
      'errors.gen.ts',
      'models.gen.ts',
      'operations.gen.ts',
      'resources.gen.ts',
      'schema.gen.ts',
      'stamp.gen.json',
      'types.gen.ts',
    ]);
    for (const f of files) {
      // `.snap` so that the root tsconfig does not compile the snapshots on their own.
      await expect(f.contents).toMatchFileSnapshot(`./__snapshots__/${feature}/${path.basename(f.path)}.snap`);
    }
  });

  it('starts every TypeScript file with the generated header, which says edits are kept', () => {
    for (const f of emitted.get(feature)!.filter((g) => g.path.endsWith('.ts'))) expect(f.contents).toMatch(/^\/\/ Generated from .* edits are kept when it is regenerated/);
  });
});

describe('client-resources', () => {
  it('nests resources and puts path parameters first, in path order, typed by their schema', () => {
    const resources = file('client-resources', 'resources.gen.ts');
    expect(resources).toMatch(/retrieve\(\s*thingId: string,\s*partId: number,\s*params: ThingsPartsRetrieveParams,\s*options\?: RequestOptions,?\s*\)/);
    expect(resources).toMatch(/update\(\s*thingId: string,\s*partId: number,\s*body: ThingsPartsUpdateBody,\s*options\?: RequestOptions,?\s*\)/);
    expect(resources).toContain('readonly parts: ThingsPartsResource;');
    expect(resources).toContain('this.parts = new ThingsPartsResource(client);');
  });

  it('makes optional what the spec does not require, and derives a placement from tag and id without x-sdk-method', () => {
    const resources = file('client-resources', 'resources.gen.ts');
    expect(resources).toMatch(/delete\(thingId: string, params\?: ThingsDeleteParams, options\?: RequestOptions\): APIPromise<void>/);
    expect(resources).toMatch(/createThing\(body\?: ThingsCreateThingBody, options\?: RequestOptions\)/);
    expect(file('client-resources', 'client.gen.ts')).toContain("defaultBaseUrl: 'https://fixture.invalid/api'");
  });

  it('keeps the request-id header out of the parameter types', () => {
    const types = file('client-resources', 'types.gen.ts').replace(/\s+/g, '');
    expect(types).toContain("exporttypeThingsPartsRetrieveParams=NonNullable<paths['/things/{thing_id}/parts/{part_id}']['get']['parameters']['query']>;");
    expect(file('client-resources', 'resources.gen.ts')).not.toContain('X-Request-Id');
  });
});

describe('client-pagination', () => {
  it('returns a PagePromise for page-paged and cursor-paged lists, and records the kind for the runtime', () => {
    const resources = file('client-pagination', 'resources.gen.ts');
    expect(resources).toContain('PagePromise<ItemsListResponse, ItemsListItem>');
    expect(resources).toContain('PagePromise<ItemsEventsListResponse, ItemsEventsListItem>');
    const operations = file('client-pagination', 'operations.gen.ts');
    // Within one constant (each ends at `} as const`).
    expect(operations).toMatch(/export const listItems: OperationMeta = \{(?:(?!\n\};).)*pagination: 'page'/s);
    expect(operations).toMatch(/export const listItemEvents: OperationMeta = \{(?:(?!\n\};).)*pagination: 'cursor'/s);
  });
});

describe('client-jsdoc', () => {
  it('tells scope, cost, retry safety and deprecation', () => {
    const resources = file('client-jsdoc', 'resources.gen.ts');
    expect(resources).toContain('@scope `billing`, `payments`');
    expect(resources).toContain('@cost credits: Every call charges one credit.');
    expect(resources).toMatch(/@idempotent no: sending it again may apply it twice/);
    expect(resources).toMatch(/@deprecated\s*\n\s*\*\/\s*\n\s*create\(body: ChargesCreateBody/);
    expect(resources).toContain('@scope none: this call needs no token');
    expect(resources).toContain('terminator *\\/ in a description');
  });

  it('records idempotency and public operations, and lists the documented error codes', () => {
    expect(file('client-jsdoc', 'operations.gen.ts')).toMatch(/const createCharge: OperationMeta = \{[^}]*idempotent: false[^}]*public: false/);
    expect(file('client-jsdoc', 'operations.gen.ts')).toMatch(/const createToken: OperationMeta = \{[^}]*idempotent: true[^}]*public: true/);
    expect(file('client-jsdoc', 'error-codes.gen.ts')).toContain("export type KnownErrorCode = 'card_declined';");
  });
});

describe('generated code compiles', () => {
  let scratch: string;
  afterAll(async () => {
    if (scratch) await rm(scratch, { recursive: true, force: true });
  });

  it('tsc --noEmit over every fixture client, against the hand-written runtime', async () => {
    scratch = await mkdtemp(path.join(os.tmpdir(), 'cmp-client-emit-'));
    // The runtime imports openapi-fetch; resolve it from the repository's installed packages.
    await symlink(path.join(repoRoot, 'node_modules'), path.join(scratch, 'node_modules'), 'dir');
    // ES modules, as in the package: the runtime and openapi-fetch are then read in one module format.
    await writeFile(path.join(scratch, 'package.json'), JSON.stringify({ type: 'module' }));
    const include: string[] = [];
    for (const feature of FEATURES) {
      const dir = path.join(scratch, feature);
      await mkdir(path.join(dir, 'generated'), { recursive: true });
      // The generated files import the runtime by name: the real one, found through the node_modules link.
      for (const f of emitted.get(feature)!.filter((g) => g.path.includes('/src/generated/') && g.path.endsWith('.ts'))) {
        await writeFile(path.join(dir, 'generated', path.basename(f.path)), f.contents);
      }
      include.push(`${feature}/generated/*.ts`);
    }
    await writeFile(
      path.join(scratch, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2023',
          lib: ['ES2023', 'DOM'],
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          strict: true,
          noUncheckedIndexedAccess: true,
          noEmit: true,
          skipLibCheck: true,
          types: [],
          customConditions: ['cmp-source'],
        },
        include,
      }),
    );
    const result = await promisify(execFile)(process.execPath, nativeTscArgs('-p', scratch)).catch((e: { stdout: string }) => e);
    expect(result.stdout).toBe('');
  });
});

describe('operation constants', () => {
  it.each([
    [
      ['listItems', 'getItem'],
      ['listItems', 'getItem'],
    ],
    [
      ['repos/get', 'repos-get', 'repos.get'],
      ['repos_get', 'repos_get_2', 'repos_get_3'],
    ],
    [
      ['2fa-enable', 'delete', 'operations'],
      ['_2fa_enable', 'delete_2', 'operations_2'],
    ],
  ])('names %j as identifiers %j, unique, never a reserved word or a name the file takes', async (ids, names) => {
    const { operationConstNames } = await import('../../src/emitters/client/operations-file.js');
    expect([...operationConstNames(ids).values()]).toEqual(names);
  });

  it('resources reach each operation through its own constant, so bundlers can drop the others', () => {
    const resources = file('client-pagination', 'resources.gen.ts');
    expect(resources).toContain("import * as ops from './operations.gen.js';");
    expect(resources).toMatch(/ops\.listItems\b/);
    expect(resources).not.toMatch(/operations\[/);
  });
});
