/**
 * Prism's operations are cached for the next start on the same spec (`src/core/operations-cache.ts`): read
 * back equal to what was computed, missed when the spec's bytes or Prism's versions change, and never used
 * for a spec whose `$ref`s reach outside it (the key would not see those files change) or a YAML one. A spec
 * not seen before (an edit) computes only the path items whose key changed (the item, the components it
 * reaches, the rest of the document), with Prism itself, and its operations equal Prism's whole answer.
 */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import { cachedOperations, defaultCacheDir } from '../src/core/operations-cache.js';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'cmp-mock-ops-cache-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let computed = 0;
const compute = async (spec: string | object) => {
  computed++;
  return [{ id: `op-${computed}`, spec: typeof spec === 'string' ? path.basename(spec) : 'object', nested: { list: [1, 'two', null] } }];
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

  describe('a spec not seen before, by path item, with Prism itself', () => {
    const prism = createRequire(import.meta.url)('@stoplight/prism-http') as { getHttpOperationsFromSpec(spec: string | object): Promise<{ path: string }[]> };
    /** Prism, and what it was asked: the paths of each document it computed (`*`: the spec file, whole). */
    const asked: string[][] = [];
    const viaPrism = (spec: string | object) => {
      asked.push(typeof spec === 'string' ? ['*'] : Object.keys((spec as { paths: object }).paths));
      return prism.getHttpOperationsFromSpec(spec);
    };
    const item = (summary: string, schema: string) => ({
      get: {
        operationId: `get${summary.replace(/\W/g, '')}`,
        summary,
        security: [{ key: [] }],
        responses: { '200': { description: 'ok', content: { 'application/json': { schema: { $ref: `#/components/schemas/${schema}` }, example: { id: 'x' } } } } },
      },
    });
    const spec = (edit: { summary?: string; shared?: string } = {}) => ({
      openapi: '3.1.0',
      info: { title: 'Shop', version: '1' },
      servers: [{ url: 'https://shop.example/v1' }],
      paths: {
        '/a': item('List a', 'Shared'),
        '/b': item('List b', 'Shared'),
        '/c': item(edit.summary ?? 'List c', 'Own'),
        '/d': { parameters: [{ name: 'q', in: 'query', schema: { type: 'string' } }], ...item('List d', 'Own') },
      },
      components: {
        securitySchemes: { key: { type: 'apiKey', in: 'header', name: 'x-key' } },
        schemas: {
          Shared: { type: 'object', properties: { id: { type: 'string', description: edit.shared ?? 'the id' }, next: { $ref: '#/components/schemas/Shared' } } },
          Own: { type: 'object', properties: { id: { type: 'string' } } },
          Unused: { type: 'object' },
        },
      },
    });
    const dir = path.join(scratch, 'cache-items');
    const run = async (document: object) => {
      asked.length = 0;
      const file = writeSpec('items.json', document);
      const got = await cachedOperations(file, viaPrism, { dir, versions: 'prism' });
      got.save();
      const wanted = JSON.parse(JSON.stringify(await prism.getHttpOperationsFromSpec(file))) as unknown;
      return { from: got.from, asked: [...asked], equal: JSON.parse(JSON.stringify(got.operations)) as unknown, wanted };
    };

    it('computes the changed path items alone, and the operations are what Prism makes of the whole spec', async () => {
      const first = await run(spec());
      expect(first).toMatchObject({ from: 'spec', asked: [['*']] });
      expect(first.equal).toEqual(first.wanted);
      // One operation's summary: that item alone.
      const edited = await run(spec({ summary: 'List all c' }));
      expect(edited).toMatchObject({ from: 'path-items', asked: [['/c']] });
      expect(edited.equal).toEqual(edited.wanted);
      // A component two items reach (itself recursive): those two.
      const shared = await run(spec({ summary: 'List all c', shared: 'the identifier' }));
      expect(shared).toMatchObject({ from: 'path-items', asked: [['/a', '/b']] });
      expect(shared.equal).toEqual(shared.wanted);
      // A change outside the paths (the servers) changes every item: the whole spec, once.
      const moved = await run({ ...spec({ summary: 'List all c', shared: 'the identifier' }), servers: [{ url: 'https://shop.example/v2' }] });
      expect(moved).toMatchObject({ from: 'spec', asked: [['*']] });
      expect(moved.equal).toEqual(moved.wanted);
      // Undone back to the first spec: its own entry, nothing computed, Prism's answer for it.
      const undone = await run(spec());
      expect(undone).toMatchObject({ from: 'cache', asked: [] });
      expect(undone.equal).toEqual(undone.wanted);
      expect(undone.equal).toEqual(first.equal);
      // An edit after the undo: the first spec's other items are still kept, though three saves came since.
      const again = await run(spec({ summary: 'List every c' }));
      expect(again).toMatchObject({ from: 'path-items', asked: [['/c']] });
      expect(again.equal).toEqual(again.wanted);
    });

    it('leaves a path item that reaches outside the components to the whole computation', async () => {
      const document = spec();
      (document.paths as Record<string, unknown>)['/e'] = { $ref: '#/paths/~1a' };
      const got = await run(document);
      expect(got).toMatchObject({ from: 'spec', asked: [['*']] });
      expect(got.equal).toEqual(got.wanted);
    });
  });
});
