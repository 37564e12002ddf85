/**
 * Prism's operations are cached for the next start on the same spec (`src/core/operations-cache.ts`): read
 * back equal to what was computed, missed when the spec's bytes or Prism's versions change, and never used
 * for a spec whose `$ref`s reach outside it (the key would not see those files change) or a YAML one.
 */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cachedOperations, defaultCacheDir } from '../src/core/operations-cache.js';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'cmp-mock-ops-cache-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let computed = 0;
const compute = async (spec: string) => {
  computed++;
  return [{ id: `op-${computed}`, spec: path.basename(spec), nested: { list: [1, 'two', null] } }];
};

function writeSpec(name: string, document: unknown) {
  const file = path.join(scratch, name);
  writeFileSync(file, typeof document === 'string' ? document : JSON.stringify(document));
  return file;
}

describe('cache of Prism operations', () => {
  it('computes once, then reads the same operations back until the spec or the versions change', async () => {
    const dir = path.join(scratch, 'cache-a');
    const spec = writeSpec('a.json', { openapi: '3.1.0', paths: { '/a': { $ref: '#/components/pathItems/a' } } });
    const first = await cachedOperations(spec, compute, { dir, versions: 'prism 1' });
    expect(first.from).toBe('spec');
    first.save();
    const again = await cachedOperations(spec, compute, { dir, versions: 'prism 1' });
    expect(again).toMatchObject({ from: 'cache', operations: first.operations });
    expect((await cachedOperations(spec, compute, { dir, versions: 'prism 2' })).from).toBe('spec');
    writeSpec('a.json', { openapi: '3.1.0', paths: {} });
    expect((await cachedOperations(spec, compute, { dir, versions: 'prism 1' })).from).toBe('spec');
  });

  it.each([
    ['a $ref to another file', 'ext.json', { openapi: '3.1.0', paths: { '/a': { $ref: 'paths/a.json' } } }],
    ['a $ref to a URL', 'url.json', { openapi: '3.1.0', paths: { '/a': { $ref: 'https://example.com/a.json' } } }],
    ['a YAML spec', 'spec.yaml', 'openapi: 3.1.0\npaths: {}\n'],
  ])('is not used for %s', async (_name, file, document) => {
    const dir = path.join(scratch, `cache-${file}`);
    const spec = writeSpec(file, document);
    (await cachedOperations(spec, compute, { dir })).save();
    expect((await cachedOperations(spec, compute, { dir })).from).toBe('spec');
  });

  it('keeps only the newest entries', async () => {
    const dir = path.join(scratch, 'cache-many');
    for (let i = 0; i < 8; i++) (await cachedOperations(writeSpec(`many-${i}.json`, { openapi: '3.1.0', i }), compute, { dir })).save();
    expect(readdirSync(dir).length).toBe(5);
  });

  it('lives in node_modules/.cache of the project the package is installed in', () => {
    expect(defaultCacheDir('/app/node_modules/@customer-messaging/mock/dist')).toBe('/app/node_modules/.cache/customer-messaging-mock');
    expect(defaultCacheDir(import.meta.dirname)).toBe(path.resolve(import.meta.dirname, '../../../node_modules/.cache/customer-messaging-mock'));
  });
});
