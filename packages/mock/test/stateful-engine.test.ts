/**
 * The stateful mock's engine in this process (no HTTP, no Prism): page and composite-id resources, wrapped
 * answers, defaults and server-owned fields, error answers in the spec's own shape, concurrent writes and
 * a corrupt stored value, and seed files. The HTTP round trip is `stateful.test.ts`.
 */
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { StatefulEngine, type Answer, type FormatError, type MockRequest } from '../src/core/stateful/engine.js';
import type { SpecOperation } from '../src/core/stateful/operations.js';
import { inferResources } from '../src/core/stateful/resources.js';
import { mergePatch } from '../src/core/stateful/records.js';
import { seedFromFile, writeSeed } from '../src/core/stateful/seed.js';
import { specError } from '../src/core/stateful/spec-errors.js';
import { MemoryStore } from '../src/core/stateful/store.js';

const require = createRequire(import.meta.url);
const prismHttp = require('@stoplight/prism-http') as { getHttpOperationsFromSpec(spec: string): Promise<SpecOperation[]> };
const fixture = (name: string) => path.join(import.meta.dirname, 'fixtures/stateful', name);

const formatError: FormatError = (op, error) => {
  const answer = specError(op, error.status, error.code, error.message);
  return { status: answer.status, headers: { 'content-type': answer.contentType }, body: answer.body };
};

async function engineFor(file: string, { isolate = false } = {}) {
  const operations = await prismHttp.getHttpOperationsFromSpec(fixture(file));
  const { resources } = inferResources(operations);
  const store = new MemoryStore();
  const engine = new StatefulEngine({ operations, resources, store, isolate });
  const call = async (method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> => {
    const request: MockRequest = { method, url, headers, body, hasBody: body !== undefined };
    const answer = await engine.answer(request, formatError);
    if (!answer) throw new Error(`${method} ${url} went to Prism`);
    return answer;
  };
  return { engine, store, resources, call };
}

describe('a page-numbered resource with integer ids and wrapped answers (widgets-page.yaml)', () => {
  let widgets: Awaited<ReturnType<typeof engineFor>>;
  beforeAll(async () => {
    widgets = await engineFor('widgets-page.yaml');
  });

  it('creates with a server id, defaults and a readOnly date, wrapped as documented', async () => {
    const created = await widgets.call('POST', '/widgets', { name: 'bolt', widget_id: 99 });
    expect(created.status).toBe(200);
    const data = (created.body as { data: Record<string, unknown> }).data;
    // widget_id is readOnly: the caller's 99 is ignored, the server numbers it.
    expect(data).toMatchObject({ widget_id: 1, name: 'bolt', color: 'grey' });
    expect(Date.parse(String(data.updated_at))).not.toBeNaN();
    expect(created.headers.location).toBe('/widgets/1');
    expect((await widgets.call('GET', '/widgets/1')).body).toEqual({ data });
  });

  it('walks pages by number, with the total, the page and a Link header to the next one', async () => {
    for (const name of ['nut', 'gear', 'cog']) await widgets.call('POST', '/widgets', { name });
    const first = await widgets.call('GET', '/widgets');
    expect(first.body).toMatchObject({ page: 1, total: 4, items: [{ name: 'bolt' }, { name: 'nut' }] });
    expect(first.headers.link).toBe('</widgets?page=2>; rel="next"');
    const second = await widgets.call('GET', '/widgets?page=2');
    expect(second.body).toMatchObject({ page: 2, total: 4, items: [{ name: 'gear' }, { name: 'cog' }] });
    expect(second.headers.link).toBeUndefined();
    expect((await widgets.call('GET', '/widgets?page=1&per_page=3')).body).toMatchObject({ items: [{ name: 'bolt' }, { name: 'nut' }, { name: 'gear' }] });
  });

  it('deletes: the documented answer with the id, then 404 in the spec’s own error shape', async () => {
    const deleted = await widgets.call('DELETE', '/widgets/2');
    expect(deleted).toMatchObject({ status: 200, body: { widget_id: 2, deleted: true } });
    const gone = await widgets.call('GET', '/widgets/2');
    expect(gone).toMatchObject({ status: 404, headers: { 'content-type': 'application/json' }, body: { error: { kind: 'missing', message: 'No record at /widgets/2.' } } });
  });

  it('refuses a request that breaks the spec before storing anything; an undocumented 400 is problem details', async () => {
    const before = (await widgets.store.page('/widgets', {})).total;
    const refused = await widgets.call('POST', '/widgets', { name: 42 });
    expect(refused.status).toBe(400);
    expect(refused.headers['content-type']).toBe('application/problem+json');
    expect(refused.body).toMatchObject({ status: 400, detail: expect.stringContaining('name') });
    expect((await widgets.store.page('/widgets', {})).total).toBe(before);
    expect((await widgets.call('GET', '/widgets/abc')).status).toBe(400);
  });
});

describe('composite ids (stock-composite.yaml)', () => {
  let stock: Awaited<ReturnType<typeof engineFor>>;
  beforeAll(async () => {
    stock = await engineFor('stock-composite.yaml');
  });

  it('keys a record by both fields, refuses a second create of the same key with 409, and PUT replaces', async () => {
    expect((await stock.call('POST', '/stock', { warehouse: 'north', sku: 'A-1', quantity: 3 })).status).toBe(201);
    expect((await stock.call('POST', '/stock', { warehouse: 'south', sku: 'A-1', quantity: 7 })).status).toBe(201);
    const again = await stock.call('POST', '/stock', { warehouse: 'north', sku: 'A-1', quantity: 1 });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ reason: 'A stock with warehouse "north", sku "A-1" exists already.' });
    expect((await stock.call('GET', '/stock/north/A-1')).body).toEqual({ warehouse: 'north', sku: 'A-1', quantity: 3 });
    expect((await stock.call('PUT', '/stock/south/A-1', { warehouse: 'south', sku: 'A-1', quantity: 0 })).body).toEqual({ warehouse: 'south', sku: 'A-1', quantity: 0 });
    expect((await stock.call('GET', '/stock')).body).toEqual([
      { warehouse: 'north', sku: 'A-1', quantity: 3 },
      { warehouse: 'south', sku: 'A-1', quantity: 0 },
    ]);
  });

  it('leaves concurrent writes to one record whole: the last one wins', async () => {
    const writes = Array.from({ length: 20 }, (_, i) => stock.call('PUT', '/stock/north/A-1', { warehouse: 'north', sku: 'A-1', quantity: i }));
    const answers = await Promise.all(writes);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const final = (await stock.call('GET', '/stock/north/A-1')).body as { quantity: number };
    expect(final).toEqual({ warehouse: 'north', sku: 'A-1', quantity: final.quantity });
    expect(answers.map((a) => (a.body as { quantity: number }).quantity)).toContain(final.quantity);
  });

  it('answers a corrupt stored value with an error in the API’s shape naming it', async () => {
    await stock.store.put('/stock', 'east/B-2', '{"warehouse": "east", "sku"', 'upsert');
    const answer = await stock.call('GET', '/stock/east/B-2');
    expect(answer.status).toBe(500);
    expect(answer.body).toMatchObject({ code: 'stored_value_corrupt', detail: expect.stringContaining('The stored value of /stock/east/B-2 is not a JSON object') });
  });
});

describe('state isolated by credential (secured-notes.yaml, --isolate)', () => {
  it("keeps each credential's records apart, and leaves a call without one to Prism", async () => {
    const notes = await engineFor('secured-notes.yaml', { isolate: true });
    const ada = { 'x-api-key': 'key-ada' };
    const created = await notes.call('POST', '/notes', { text: 'mine' }, ada);
    expect((created.body as { id: string }).id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await notes.call('GET', '/notes', undefined, ada)).body).toEqual([created.body]);
    expect((await notes.call('GET', '/notes', undefined, { 'x-api-key': 'key-grace' })).body).toEqual([]);
    expect((await notes.call('GET', `/notes/${(created.body as { id: string }).id}`, undefined, { 'x-api-key': 'key-grace' })).status).toBe(404);
    expect(await notes.engine.answer({ method: 'GET', url: '/notes', headers: {}, body: undefined, hasBody: false }, formatError)).toBeNull();
  });
});

describe('seed files', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'mock-seed-'));
  const write = (name: string, text: string) => {
    const file = path.join(dir, name);
    writeFileSync(file, text);
    return file;
  };

  it('stores the records of a seed file, giving ids to those without', async () => {
    const library = await engineFor('library.yaml');
    const file = write('ok.yaml', '/books:\n  - { id: bk_seed0001, title: Seeded }\n  - { title: No id yet }\n/books/bk_seed0001/loans:\n  - { borrower: Grace }\n');
    expect(await writeSeed(library.store, seedFromFile(file, library.resources))).toBe(3);
    const books = (await library.call('GET', '/books')).body as { data: { id: string; title: string }[] };
    expect(books.data.map((b) => b.title)).toEqual(['Seeded', 'No id yet']);
    expect(books.data[1]!.id).toMatch(/^bk_[0-9a-f]{8}$/);
    expect((await library.call('GET', '/books/bk_seed0001/loans')).body).toMatchObject([{ borrower: 'Grace' }]);
  });

  it.each([
    ['a path that is no collection', '/shelves: []\n', /"\/shelves" is no collection of the spec; its collections are \/books, \/books\/\{bookId\}\/loans\./],
    ['a record that breaks the schema', '/books:\n  - { title: 7 }\n', /"\/books"\[0\] does not fit the books schema: \/title must be string\./],
    ['not a list', '/books: { title: x }\n', /"\/books" is \{"title":"x"\}; expected a list of records\./],
    ['not YAML', '/books: [\n', /--seed-data .*bad-3\.yaml: /],
  ])('refuses %s, naming the file and the entry', async (_name, text, want) => {
    const library = await engineFor('library.yaml');
    const file = write(`bad-${['a path that is no collection', 'a record that breaks the schema', 'not a list', 'not YAML'].indexOf(_name)}.yaml`, text);
    expect(() => seedFromFile(file, library.resources)).toThrow(want);
  });
});

describe('hostile input', () => {
  it('keeps a `__proto__` key of a PATCH as data, never as a prototype', () => {
    const merged = mergePatch({ a: 1 }, JSON.parse('{"__proto__": {"polluted": true}, "b": 2}')) as Record<string, unknown>;
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
    expect(JSON.stringify(merged)).toBe('{"a":1,"__proto__":{"polluted":true},"b":2}');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
