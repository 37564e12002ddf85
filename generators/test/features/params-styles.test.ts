/**
 * Parameter styles end to end: the fixture's generated client writes every style and explode pair of
 * OpenAPI 3.1 (label, matrix, exploded simple in the path; pipe-, space-delimited, unexploded form and
 * deepObject in the query; header lists; cookies), and the generated server stubs read them back to the
 * same values. The wire form of each is checked too, so a runtime that agreed with itself on a wrong
 * encoding would fail.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { emitFixture, serveFixture, type EmittedFixture } from './emit-fixture.js';

let fixture: EmittedFixture;
let baseUrl: string;
let close: () => Promise<unknown>;
let lastUrl = '';
let lastHeaders: Record<string, string> = {};
let client: any;

beforeAll(async () => {
  fixture = await emitFixture('params-styles');
  ({ baseUrl, close } = await serveFixture(fixture, {
    getItems: (request: { params: object; query: object; headers: Record<string, unknown>; cookies?: object }) => ({
      status: 200,
      body: {
        params: request.params,
        query: request.query,
        headers: { 'x-trace': request.headers['x-trace'], 'x-flags': request.headers['x-flags'] },
        cookies: request.cookies ?? {},
      },
    }),
  }));
  const { CustomerMessagingClient } = await import(fixture.file('client/src/generated/client.gen.ts'));
  const recording: typeof fetch = (input, init) => {
    lastUrl = String(input);
    lastHeaders = { ...(init?.headers as Record<string, string>) };
    return fetch(input, init);
  };
  client = new CustomerMessagingClient({ baseUrl, accessToken: 'unused', fetch: recording, maxRetries: 0 });
});

afterAll(async () => {
  await close?.();
  await fixture?.remove();
});

describe('client -> server round trip', () => {
  test('every style reads back to the values sent', async () => {
    const answer = await client.items.getItems(
      [1, 2, 3],
      ['a', 'b'],
      { x: 4, y: 5 },
      { pipes: ['p', 'q'], words: ['hello', 'world'], csv: ['c1', 'c2'], tag: ['t1', 't2'], filter: { status: 'open', min: 3 } },
      { 'X-Trace': 'trace-1', 'X-Flags': ['f1', 'f2'] },
      { session: 's 1', prefs: ['dark', 'compact'] },
    );
    expect(answer).toEqual({
      params: { ids: [1, 2, 3], coords: ['a', 'b'], point: { x: 4, y: 5 } },
      query: { pipes: ['p', 'q'], words: ['hello', 'world'], csv: ['c1', 'c2'], tag: ['t1', 't2'], filter: { status: 'open', min: 3 } },
      headers: { 'x-trace': 'trace-1', 'x-flags': 'f1,f2' },
      cookies: { session: 's 1', prefs: ['dark', 'compact'] },
    });
  });

  test.each([
    ['label, exploded', '/items/.1.2.3/'],
    ['matrix, not exploded', '/;coords=a,b/'],
    ['simple, exploded object', '/x=4,y=5?'],
    ['pipeDelimited', 'pipes=p|q'],
    ['spaceDelimited', 'words=hello%20world'],
    ['form, not exploded', 'csv=c1,c2'],
    ['form, exploded (default)', 'tag=t1&tag=t2'],
    ['deepObject', 'filter[status]=open&filter[min]=3'],
  ])('%s is written as OpenAPI defines it', async (_, wire) => {
    await client.items.getItems(
      [1, 2, 3],
      ['a', 'b'],
      { x: 4, y: 5 },
      { pipes: ['p', 'q'], words: ['hello', 'world'], csv: ['c1', 'c2'], tag: ['t1', 't2'], filter: { status: 'open', min: 3 } },
      { 'X-Trace': 't' },
    );
    expect(decodeURI(lastUrl).replace(/%20/g, ' ')).toContain(decodeURI(wire).replace(/%20/g, ' '));
  });

  test('header lists are comma-joined and cookies form one Cookie header', async () => {
    await client.items.getItems([1], ['a'], { x: 1, y: 2 }, undefined, { 'X-Trace': 't', 'X-Flags': ['f1', 'f2'] }, { session: 'abc', prefs: ['x', 'y'] });
    expect(lastHeaders['x-flags']).toBe('f1,f2');
    expect(lastHeaders.cookie).toBe('session=abc; prefs=x,y');
  });

  test('a required header parameter left out is a 400 naming it', async () => {
    await expect(client.items.getItems([1], ['a'], { x: 1, y: 2 }, undefined, {})).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/x-trace/i) });
  });

  test('an empty cookie list is read; a path value of the wrong type is a 400 naming it', async () => {
    const res = await fetch(`${baseUrl}/items/.1/;coords=a/x=1,y=2`, { headers: { 'x-trace': 't', cookie: 'prefs=' } });
    expect(res.status).toBe(200);
    const bad = await fetch(`${baseUrl}/items/.one/;coords=a/x=1,y=2`, { headers: { 'x-trace': 't' } });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toMatch(/ids/);
  });
});

test('the generated method takes header and cookie parameters, typed from the spec', () => {
  const resources = fixture.files.get('client/src/generated/resources.gen.ts')!;
  expect(resources).toMatch(/headers: ItemsGetItemsHeaders,/);
  expect(resources).toMatch(/cookies\?: ItemsGetItemsCookies,/);
  expect(resources).toMatch(/params: ItemsGetItemsParams \| undefined,/);
});

test('a deprecated parameter carries @deprecated into the generated types', () => {
  const schema = fixture.files.get('client/src/generated/schema.gen.ts')!;
  expect(schema).toMatch(/@deprecated\s*\n\s*\* @description Replaced by X-Trace\.\s*\n\s*\*\/\s*\n\s*"X-Old"\?: string;/);
});
