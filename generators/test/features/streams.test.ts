/**
 * Streamed answers (ir/streams.ts, the client runtime's stream.ts): the streams-31 fixture's generated client
 * against a loopback node:http server, no fetch mocking. Both 3.1 ways of describing Server-Sent Events,
 * OpenAI's POST stream ending at `data: [DONE]`, resuming a GET stream with Last-Event-ID until a 204,
 * closing on `break` and on abort, the timeout as an idle bound, typed errors before the stream, malformed
 * events named by line, the size limit, and JSON Lines / NDJSON / json-seq.
 */
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Client as McpClient } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { createMcpServer, type McpDefinition, type ToolEntry } from '../../../packages/mcp-runtime/src/index.js';
import { toolRows } from '../../src/emitters/mcp/tools.js';
import { emitMock } from '../../src/emitters/mock/emit.js';
import { samplesFor } from '../../src/emitters/samples/index.js';
import { operationFacts } from '../../src/emitters/docs/facts.js';
import { clientReadme } from '../../src/emitters/package/readme.js';
import { answerStream, frameItem } from '../../../packages/mock/src/core/stream.js';
import { Utf8Chunks } from '../../../packages/client-runtime/src/utf8-chunks.js';
import { itemCheck } from '../../../packages/client-runtime/src/stream-validation.js';
import { streamItemSchema } from '../../src/emitters/client/stream-schema.js';
import { emitFixture, serveFixture, typeCheck, type EmittedFixture } from './emit-fixture.js';
import { frame } from '../../../packages/server-runtime/src/stream-responses.js';

let fixture: EmittedFixture;
let server: http.Server;
let baseUrl: string;
let Client: any;
/** What the server saw: each request's method, path and Last-Event-ID, and each connection's close. */
const seen: { method: string; path: string; lastEventId: string | undefined }[] = [];
const closed: string[] = [];
let routes: Record<string, (req: http.IncomingMessage, res: http.ServerResponse) => void> = {};

beforeAll(async () => {
  fixture = await emitFixture('streams-31');
  ({ CustomerMessagingClient: Client } = await import(fixture.file('client/src/generated/client.gen.ts')));
  server = http.createServer((req, res) => {
    const path = new URL(req.url!, 'http://x').pathname.replace(/^\/v1/, '');
    seen.push({ method: req.method!, path, lastEventId: req.headers['last-event-id'] as string | undefined });
    res.on('close', () => closed.push(path));
    const route = routes[`${req.method} ${path}`];
    if (route) route(req, res);
    else res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { code: 'not_found', message: 'No route.' } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await fixture?.remove();
});

const client = (options: Record<string, unknown> = {}) => new Client({ baseUrl, accessToken: 'unused', maxRetries: 0, timeout: 10_000, ...options });
const sse = (res: http.ServerResponse, status = 200) => res.writeHead(status, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
const reset = (next: typeof routes) => {
  routes = next;
  seen.length = 0;
  closed.length = 0;
};
async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of iterable) items.push(item);
  return items;
}

test('the generated types: a Stream of events discriminated by name, their data typed by contentSchema or by the schema', async () => {
  const types = fixture.files.get('client/src/generated/types.gen.ts')!;
  expect(types).toMatch(/export type TicksWatchTicksResponse = Stream<TicksWatchTicksEvent>;/);
  expect(types).toMatch(/export type ExportsGetExportItem =\s+paths/);
  expect(fixture.files.get('client/src/generated/resources.gen.ts')!).toMatch(/watchTicks\([^)]*\): APIPromise<TicksWatchTicksResponse>/);
  const errors = await typeCheck(
    fixture,
    `import { CustomerMessagingClient } from './client/src/generated/client.gen.js';
     import type { TicksWatchTicksEvent, CompletionsCreateCompletionEvent, ExportsGetExportItem } from './client/src/generated/types.gen.js';
     export async function use(client: CustomerMessagingClient) {
       for await (const event of await client.ticks.watchTicks({ symbol: 'ACME' })) {
         if (event.event === 'tick') { const price: number = event.data.price; void price; }
         else { const note: string = event.data; void note; }
         const id: string | undefined = event.id; void id;
       }
       const chunk: CompletionsCreateCompletionEvent = { event: 'message', data: { id: 'c', delta: 'x' } };
       // @ts-expect-error the data of a tick is a Tick, not a string
       const wrong: TicksWatchTicksEvent = { event: 'tick', data: 'text' };
       const record: ExportsGetExportItem = { n: 1 };
       void chunk; void wrong; void record;
     }
     // A handler's event may leave a free-form name out (a message event); a union's names stay required.
     import type { Handlers } from './server/src/generated/handlers.gen.js';
     export const completions: Handlers['createCompletion'] = () => ({ status: 200, body: (async function* () { yield { data: { id: 'c', delta: 'x' } }; })() });
     // @ts-expect-error a tick names its event: the stream is a union by event name
     export const ticks: Handlers['watchTicks'] = () => ({ status: 200, body: (async function* () { yield { data: { symbol: 'ACME', price: 1 } }; })() });`,
  );
  expect(errors).toEqual([]);
});

test('a GET event stream yields typed events as they arrive, resumes with Last-Event-ID after the retry delay, and stops at a 204', async () => {
  let connection = 0;
  reset({
    'GET /ticks': (req, res) => {
      connection++;
      if (connection === 1) {
        sse(res);
        res.write('retry: 20\n\n');
        res.write('event: tick\nid: 1\ndata: {"symbol":"ACME","price":1.5}\n\n');
        res.write(': a comment, ignored\n\nevent: halt\nid: 2\ndata: trading paused\n\n');
        res.end(); // closed cleanly: the client resumes, as EventSource does
      } else if (connection === 2) {
        sse(res);
        res.end('event: tick\nid: 3\ndata: {"symbol":"ACME","price":2}\n\n');
      } else {
        res.writeHead(204).end();
      }
    },
  });
  const events = await collect(await client().ticks.watchTicks({ symbol: 'ACME' }));
  expect(events).toEqual([
    { event: 'tick', id: '1', data: { symbol: 'ACME', price: 1.5 } },
    { event: 'halt', id: '2', data: 'trading paused' },
    { event: 'tick', id: '3', data: { symbol: 'ACME', price: 2 } },
  ]);
  expect(seen.map((s) => s.lastEventId)).toEqual([undefined, '2', '3']);
});

test('a 204 to the first request is an empty stream: a GET event stream is not opened again (HTML section 9.2.3)', async () => {
  reset({ 'GET /ticks': (_req, res) => void res.writeHead(204).end() });
  expect(await collect(await client().ticks.watchTicks({ symbol: 'ACME' }))).toEqual([]);
  expect(seen).toHaveLength(1);
});

test('a server that closes at once without an event, or asks for retry: 0, is not called in a loop: the wait doubles from 500 ms', async () => {
  const at: number[] = [];
  reset({
    'GET /ticks': (_req, res) => {
      at.push(performance.now());
      if (at.length <= 3) {
        sse(res);
        res.end('retry: 0\n\n'); // no event, and "reconnect at once"
      } else res.writeHead(204).end();
    },
  });
  expect(await collect(await client().ticks.watchTicks({}))).toEqual([]);
  expect(at).toHaveLength(4);
  // Lower bounds only (a busy machine makes waits longer, never shorter): 500 ms, then 1 s, then 2 s.
  const gaps = at.slice(1).map((t, i) => t - at[i]!);
  expect(gaps[0]).toBeGreaterThanOrEqual(450);
  expect(gaps[1]).toBeGreaterThanOrEqual(950);
  expect(gaps[2]).toBeGreaterThanOrEqual(1950);
});

test('a huge retry is a long wait before resuming, not a timer overflow that reconnects at once; return() during the wait ends it', async () => {
  let connections = 0;
  reset({
    'GET /ticks': (_req, res) => {
      connections++;
      sse(res);
      res.end('retry: 99999999999\nevent: tick\nid: 1\ndata: {"symbol":"A","price":1}\n\n');
    },
  });
  const warnings: string[] = [];
  const onWarning = (warning: Error) => warnings.push(warning.name);
  process.on('warning', onWarning);
  try {
    const iterator = (await client().ticks.watchTicks({}))[Symbol.asyncIterator]();
    expect((await iterator.next()).value).toMatchObject({ id: '1' });
    const waiting = iterator.next(); // the connection ended: the client waits the server's retry to resume
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(connections).toBe(1);
    await iterator.return!();
    expect(await waiting).toEqual({ done: true, value: undefined });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(connections).toBe(1);
    expect(warnings).not.toContain('TimeoutOverflowWarning');
  } finally {
    process.off('warning', onWarning);
  }
});

test('return() while the stream is being opened again closes the new connection as soon as it answers', async () => {
  let connections = 0;
  let second: http.ServerResponse | undefined;
  let secondClosed = false;
  reset({
    'GET /ticks': (_req, res) => {
      connections++;
      if (connections === 1) {
        sse(res);
        res.end('retry: 10\nevent: tick\nid: 1\ndata: {"symbol":"A","price":1}\n\n');
        return;
      }
      second = res;
      res.on('close', () => (secondClosed = true));
      // The answer starts late: the caller stops while it is awaited.
      setTimeout(() => (sse(res), res.write('event: tick\nid: 2\ndata: {"symbol":"A","price":2}\n\n')), 400);
    },
  });
  const iterator = (await client().ticks.watchTicks({}))[Symbol.asyncIterator]();
  expect((await iterator.next()).value).toMatchObject({ id: '1' });
  const waiting = iterator.next();
  await expect.poll(() => connections).toBe(2);
  await iterator.return!();
  expect(await waiting).toEqual({ done: true, value: undefined });
  await expect.poll(() => secondClosed).toBe(true);
  expect(second).toBeDefined();
  expect(connections).toBe(2);
});

test('an empty event id is no Last-Event-ID: the stream resumes without the header', async () => {
  let connections = 0;
  reset({
    'GET /ticks': (_req, res) => {
      connections++;
      if (connections === 1) sse(res).end('retry: 1\nid: 7\nevent: tick\ndata: {"symbol":"A","price":1}\n\nid\nevent: tick\ndata: {"symbol":"A","price":2}\n\n');
      else res.writeHead(204).end();
    },
  });
  const events = await collect(await client().ticks.watchTicks());
  expect(events).toHaveLength(2);
  expect(seen.map((s) => s.lastEventId)).toEqual([undefined, undefined]);
});

test.each([
  ['a proxy page', 'text/html; charset=utf-8', '<html>Sign in</html>'],
  ['JSON', 'application/json', '{"ok":true}'],
])('a success answer that is no event stream (%s) is an APIStreamError naming its content type, not an empty stream', async (_kind, type, body) => {
  reset({ 'GET /ticks': (_req, res) => (res.writeHead(200, { 'content-type': type }), res.end(body)) });
  const failure = await client()
    .ticks.watchTicks({}, { stream: { reconnect: false } })
    .then(collect)
    .catch((error: unknown) => error);
  expect(failure).toMatchObject({ name: 'APIStreamError', code: 'not_a_stream', message: expect.stringContaining(`with content type \`${type}\``) });
  await expect.poll(() => closed).toContain('/ticks');
  expect(seen).toHaveLength(1);
});

test('reconnect: false ends a GET stream with its connection', async () => {
  reset({ 'GET /ticks': (_req, res) => (sse(res), res.end('event: tick\ndata: {"symbol":"A","price":1}\n\n')) });
  const events = await collect(await client().ticks.watchTicks({}, { stream: { reconnect: false } }));
  expect(events).toHaveLength(1);
  expect(seen).toHaveLength(1);
});

test('a POST stream (schema = the data, OpenAI style) ends at data: [DONE] without waiting for the socket, and is never re-sent', async () => {
  let held: http.ServerResponse | undefined;
  reset({
    'POST /completions': (_req, res) => {
      sse(res);
      res.write('data: {"id":"c1","delta":"Hel"}\n\ndata: {"id":"c1","delta":"lo"}\n\n');
      res.write('data: [DONE]\n\n');
      held = res; // left open: the client must not wait for it
    },
  });
  const chunks = await collect<{ data: { delta: string } }>(await client().completions.createCompletion({ prompt: 'hi' }));
  expect(chunks.map((c) => c.data.delta).join('')).toBe('Hello');
  expect(chunks[0]).toEqual({ event: 'message', data: { id: 'c1', delta: 'Hel' } });
  await expect.poll(() => closed).toContain('/completions');
  expect(seen).toHaveLength(1);
  held?.end();
});

test('break closes the connection', async () => {
  reset({
    'GET /ticks': (_req, res) => {
      sse(res);
      let n = 0;
      const timer = setInterval(() => res.write(`event: tick\nid: ${++n}\ndata: {"symbol":"A","price":${n}}\n\n`), 5);
      res.on('close', () => clearInterval(timer));
    },
  });
  const got: unknown[] = [];
  for await (const event of await client().ticks.watchTicks()) {
    got.push(event);
    if (got.length === 3) break;
  }
  expect(got).toHaveLength(3);
  await expect.poll(() => closed).toContain('/ticks');
  expect(seen).toHaveLength(1);
});

test("the call's abort signal closes the stream with APIUserAbortError", async () => {
  reset({ 'GET /ticks': (_req, res) => (sse(res), res.write('event: tick\ndata: {"symbol":"A","price":1}\n\n')) });
  const controller = new AbortController();
  const stream = await client().ticks.watchTicks({}, { signal: controller.signal });
  const iterator = stream[Symbol.asyncIterator]();
  await expect(iterator.next()).resolves.toMatchObject({ done: false });
  const pending = iterator.next();
  controller.abort();
  await expect(pending).rejects.toMatchObject({ name: 'APIUserAbortError' });
  await expect.poll(() => closed).toContain('/ticks');
});

test('return() while a read is waiting ends the iteration and closes the stream, without resuming it', async () => {
  reset({ 'GET /ticks': (_req, res) => (sse(res), res.write('retry: 1\n\nevent: tick\nid: 1\ndata: {"symbol":"A","price":1}\n\n')) });
  const iterator = (await client().ticks.watchTicks())[Symbol.asyncIterator]();
  await expect(iterator.next()).resolves.toMatchObject({ done: false, value: { id: '1' } });
  const pending = iterator.next();
  await iterator.return!();
  // The closed connection is read as the stream's end: the waiting next() ends it rather than resuming.
  await expect(pending).resolves.toEqual({ done: true, value: undefined });
  await expect.poll(() => closed).toContain('/ticks');
  expect(seen).toHaveLength(1);
});

test('the timeout bounds the silence between events, not the length of the stream', async () => {
  reset({
    'GET /ticks': (_req, res) => {
      sse(res);
      let n = 0;
      // Events every 100 ms for longer than the 600 ms timeout, then silence.
      const timer = setInterval(() => (++n <= 10 ? res.write(`event: tick\ndata: {"symbol":"A","price":${n}}\n\n`) : clearInterval(timer)), 100);
      res.on('close', () => clearInterval(timer));
    },
  });
  const got: unknown[] = [];
  const failure = await (async () => {
    for await (const event of await client({ timeout: 600 }).ticks.watchTicks()) got.push(event);
  })().catch((error: unknown) => error);
  expect(got).toHaveLength(10);
  expect(failure).toMatchObject({ name: 'APITimeoutError', message: expect.stringContaining('sent nothing for 600 ms') });
});

test('an error answer before the stream is the usual typed error, retried by the policy before the stream starts', async () => {
  let calls = 0;
  reset({
    'GET /ticks': (_req, res) => {
      calls++;
      if (calls === 1) return res.writeHead(503, { 'retry-after': '0' }).end();
      res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { type: 'invalid_request_error', code: 'bad_symbol', message: 'No such symbol.' } }));
    },
  });
  await expect(client({ maxRetries: 2 }).ticks.watchTicks({ symbol: '?' })).rejects.toMatchObject({ status: 400, code: 'bad_symbol' });
  expect(calls).toBe(2);
});

test('a malformed event is an APIStreamError naming its line, after the events before it', async () => {
  reset({ 'POST /completions': (_req, res) => (sse(res), res.end('data: {"id":"a","delta":"x"}\n\n: note\ndata: {"id": oops}\n\ndata: {"id":"b","delta":"y"}\n\n')) });
  const got: unknown[] = [];
  const failure = await (async () => {
    for await (const chunk of await client().completions.createCompletion({ prompt: 'x' })) got.push(chunk);
  })().catch((error: unknown) => error);
  expect(got).toHaveLength(1);
  expect(failure).toMatchObject({
    name: 'APIStreamError',
    code: 'malformed_event',
    line: 4,
    message: expect.stringMatching(/^Line 4 of the stream: the data of event `message` is not JSON/),
  });
});

test('an event over maxEventSize ends the stream with event_too_large', async () => {
  reset({ 'POST /completions': (_req, res) => (sse(res), res.end(`data: "${'x'.repeat(5000)}`)) });
  const stream = await client().completions.createCompletion({ prompt: 'x' }, { stream: { maxEventSize: 1000 } });
  await expect(collect(stream)).rejects.toMatchObject({ name: 'APIStreamError', code: 'event_too_large' });
});

test.each([
  ['getExport', '/exports/e1', 'application/jsonl', '{"n":1}\n{"n":2,"name":"two"}\n\n{"n":3}'],
  ['getExportNdjson', '/exports/e1/ndjson', 'application/x-ndjson', '{"n":1}\r\n{"n":2,"name":"two"}\r\n{"n":3}\n'],
  ['getExportSeq', '/exports/e1/seq', 'application/json-seq', '\x1e{"n":1}\n\x1e{"n":2,"name":"two"}\n\x1e{"n":3}\n'],
])('%s reads each item of %s as it arrives', async (method, path, type, body) => {
  reset({
    [`GET ${path}`]: (_req, res) => {
      res.writeHead(200, { 'content-type': type });
      // Split mid-item, so an item that spans chunks is read whole.
      res.write(body.slice(0, 5));
      setTimeout(() => res.end(body.slice(5)), 10);
    },
  });
  const items = await collect(await client().exports[method]('e1'));
  expect(items).toEqual([{ n: 1 }, { n: 2, name: 'two' }, { n: 3 }]);
});

test('a JSON Lines line that is not JSON names its line', async () => {
  reset({ 'GET /exports/e1': (_req, res) => (res.writeHead(200, { 'content-type': 'application/jsonl' }), res.end('{"n":1}\n{"n":2}\nnot json\n')) });
  await expect(collect(await client().exports.getExport('e1'))).rejects.toMatchObject({ name: 'APIStreamError', line: 3 });
});

test('text split inside a character at any byte decodes as a whole, and one leading byte order mark is dropped', () => {
  const text = '\ufeffdata: {"t":"héllo wörld ✓ 𝄞 ok"}\n\n\ufeff';
  const bytes = new TextEncoder().encode(text);
  for (let cut = 0; cut <= bytes.length; cut++) {
    for (const step of [1, 2, 3]) {
      const chunks = new Utf8Chunks();
      let out = chunks.decode(bytes.subarray(0, cut));
      for (let at = cut; at < bytes.length; at += step) out += chunks.decode(bytes.subarray(at, at + step));
      expect(out).toBe(text.slice(1));
    }
  }
});

describe('items checked against their schema', () => {
  test('an SSE event that breaks its schema ends the stream with invalid_item, naming its line, event id, field and what was expected', async () => {
    reset({
      'GET /ticks': (_req, res) => {
        sse(res);
        res.write('event: tick\nid: 1\ndata: {"symbol":"A","price":1}\n\n');
        res.write('event: halt\nid: 2\ndata: closed\n\nevent: tick\nid: 3\ndata: {"symbol":"A","price":"high"}\n\n');
        res.write('event: tick\nid: 4\ndata: {"symbol":"A","price":4}\n\n'); // never handed out
      },
    });
    const got: unknown[] = [];
    const failure = await (async () => {
      for await (const event of await client().ticks.watchTicks()) got.push(event);
    })().catch((error: unknown) => error);
    expect(got).toEqual([
      { event: 'tick', id: '1', data: { symbol: 'A', price: 1 } },
      { event: 'halt', id: '2', data: 'closed' },
    ]);
    expect(failure).toMatchObject({
      name: 'APIStreamError',
      code: 'invalid_item',
      line: 11,
      event: 'tick',
      eventId: '3',
      errors: [{ pointer: '/data/price', message: 'must be number' }],
      message: 'Line 11 of the stream: event `tick` (id "3") breaks its schema: /data/price must be number.',
    });
    // The stream ended: its connection is closed, and no resume follows.
    await expect.poll(() => closed).toContain('/ticks');
    expect(seen).toHaveLength(1);
  });

  test('in a oneOf by event name, an event of no listed name breaks the schema', async () => {
    reset({ 'GET /ticks': (_req, res) => (sse(res), res.end('event: split\ndata: {"ratio":2}\n\n')) });
    await expect(collect(await client().ticks.watchTicks({}, { stream: { reconnect: false } }))).rejects.toMatchObject({
      code: 'invalid_item',
      line: 2,
      errors: [{ pointer: '/event', message: "must be one of the stream's events (`tick`, `halt`)" }],
    });
  });

  test('a POST stream (schema = the data): a missing required field is named by its pointer', async () => {
    reset({ 'POST /completions': (_req, res) => (sse(res), res.end('data: {"id":"c1","delta":"a"}\n\ndata: {"id":"c1"}\n\ndata: [DONE]\n\n')) });
    const got: unknown[] = [];
    const failure = await (async () => {
      for await (const chunk of await client().completions.createCompletion({ prompt: 'x' })) got.push(chunk);
    })().catch((error: unknown) => error);
    expect(got).toHaveLength(1);
    expect(failure).toMatchObject({ code: 'invalid_item', line: 3, event: 'message', eventId: undefined, errors: [{ pointer: '/data/delta', message: 'is required' }] });
  });

  test.each([
    ['getExport', '/exports/e1', 'application/jsonl', '{"n":1}\n{"n":2}\n{"n":"three"}\n{"n":4}\n'],
    ['getExportNdjson', '/exports/e1/ndjson', 'application/x-ndjson', '{"n":1}\r\n{"n":2}\r\n{"n":"three"}\r\n'],
    ['getExportSeq', '/exports/e1/seq', 'application/json-seq', '\x1e{"n":1}\n\x1e{"n":2}\n\x1e{"n":"three"}\n'],
  ])('%s: a line that breaks its schema is invalid_item naming line 3, after the lines before it', async (method, path, type, body) => {
    reset({ [`GET ${path}`]: (_req, res) => (res.writeHead(200, { 'content-type': type }), res.end(body)) });
    const got: unknown[] = [];
    const failure = await (async () => {
      for await (const item of await client().exports[method]('e1')) got.push(item);
    })().catch((error: unknown) => error);
    expect(got).toEqual([{ n: 1 }, { n: 2 }]);
    expect(failure).toMatchObject({ name: 'APIStreamError', code: 'invalid_item', line: 3, errors: [{ pointer: '/n', message: 'must be integer' }] });
    expect((failure as Error).message).toMatch(/^Line 3 of the (jsonl|json-seq) stream breaks its schema: \/n must be integer\.$/);
  });

  test.each([
    [
      'a field of a recursive schema (through $defs)',
      { event: 'node', data: { name: 'a', children: [{ name: 'b', children: [{ name: 7 }] }] } },
      [{ pointer: '/data/children/0/children/0/name', message: 'must be string' }],
    ],
    ['an enum', { event: 'status', data: { state: 'lost' } }, [{ pointer: '/data/state', message: 'must be one of "up", "down"' }]],
    ['an event of another name, against the unnamed member', { event: 'other', data: 'x' }, [{ pointer: '/data', message: 'must be object' }]],
    ['a conforming event of another name', { event: 'other', data: { any: 1 } }, undefined],
    ['a conforming named event', { event: 'node', data: { name: 'a', children: [] } }, undefined],
  ])('the generated schemas check %s', (_name, item, want) => {
    const ir = {
      schemas: {
        Node: { type: 'object', required: ['name'], properties: { name: { type: 'string' }, children: { type: 'array', items: { $ref: '#/components/schemas/Node' } } } },
      },
    } as unknown as Parameters<typeof streamItemSchema>[0];
    const member = (event: object, data: object) => ({ type: 'object', required: ['event', 'data'], properties: { event, data, id: { type: 'string' } } });
    const schema = streamItemSchema(ir, {
      format: 'sse',
      data: 'json',
      textEvents: [],
      events: ['node', 'status'],
      pointer: '',
      itemSchema: {
        oneOf: [
          member({ const: 'node' }, { $ref: '#/components/schemas/Node' }),
          member({ const: 'status' }, { type: 'object', properties: { state: { enum: ['up', 'down'] } } }),
          member({ type: 'string' }, { type: 'object' }),
        ],
      },
    });
    expect(Object.keys(schema.events ?? {})).toEqual(['node', 'status']);
    expect(schema.$defs).toHaveProperty('Node');
    expect(itemCheck(schema)(item)).toEqual(want);
  });

  test('where Ajv cannot load (no Node, as in a browser) items are read unchecked by default, and validate: true is refused before sending', async () => {
    reset({ 'GET /exports/e1': (_req, res) => (res.writeHead(200, { 'content-type': 'application/jsonl' }), res.end('{"n":"one"}\n')) });
    const host = process as unknown as { getBuiltinModule?: unknown };
    const saved = host.getBuiltinModule;
    delete host.getBuiltinModule;
    try {
      expect(await collect(await client().exports.getExport('e1'))).toEqual([{ n: 'one' }]);
      await expect(client().exports.getExport('e1', { stream: { validate: true } })).rejects.toMatchObject({
        message: expect.stringMatching(/^getExport: stream\.validate needs Ajv[^]*stream: \{ validate: false \}/),
      });
    } finally {
      host.getBuiltinModule = saved;
    }
    expect(seen).toHaveLength(1);
  });

  test('validate: false, per call or for the client (a call overrides it), reads items unchecked', async () => {
    const route = {
      'GET /exports/e1': (_req: http.IncomingMessage, res: http.ServerResponse) => (res.writeHead(200, { 'content-type': 'application/jsonl' }), res.end('{"n":"one"}\n')),
    };
    reset(route);
    expect(await collect(await client().exports.getExport('e1', { stream: { validate: false } }))).toEqual([{ n: 'one' }]);
    expect(await collect(await client({ stream: { validate: false } }).exports.getExport('e1'))).toEqual([{ n: 'one' }]);
    await expect(collect(await client({ stream: { validate: false } }).exports.getExport('e1', { stream: { validate: true } }))).rejects.toMatchObject({ code: 'invalid_item' });
  });
});

describe('server stubs', () => {
  let stub: { baseUrl: string; close: () => Promise<unknown> };
  const logged: string[] = [];
  let released = 0;
  let waitedOut = '';
  /** The completion stream: an item that breaks its schema, then a clean-up that fails. */
  const completion = () => ({
    status: 200,
    body: (async function* () {
      try {
        yield { event: 'message', data: { id: 'c', delta: 'ok' } };
        yield { event: 'message', data: { id: 'c' } }; // breaks CompletionChunk: no delta
        yield { event: 'message', data: { id: 'c', delta: 'never sent' } };
      } finally {
        // A handler whose clean-up fails: logged, never an unhandled rejection that ends the process.
        // eslint-disable-next-line no-unsafe-finally -- the fault under test
        throw new Error('cleanup failed');
      }
    })(),
  });
  const completionCalls: string[] = [];
  let releaseFirst: () => void = () => undefined;
  const firstGate = new Promise<void>((resolve) => (releaseFirst = resolve));
  /** Completions that fail before their first item is written, or name no event, or are slow to start. */
  const special: Record<string, () => unknown> = {
    'iterator-throws': () => ({
      [Symbol.asyncIterator]() {
        throw new Error('no iterator today');
      },
    }),
    'bad-first': () =>
      (async function* () {
        yield { event: 'message', data: { id: 'c' } }; // no delta
      })(),
    'no-event': () =>
      (async function* () {
        yield { data: { id: 'c', delta: 'unnamed' } };
      })(),
    'slow-first': () =>
      (async function* () {
        await firstGate;
        yield { event: 'message', data: { id: 'c', delta: 'late' } };
      })(),
  };
  beforeAll(async () => {
    // Each line's message, and its error's (the error path logs "unexpected error" with the error beside it).
    const said = (line: string) => {
      const entry = JSON.parse(line) as { msg?: unknown; err?: { message?: unknown } };
      return `${String(entry.msg)}${entry.err?.message ? `: ${String(entry.err.message)}` : ''}`;
    };
    const logger = { level: 'error', stream: { write: (line: string) => void logged.push(said(line)) } };
    stub = await serveFixture(
      fixture,
      {
        async watchTicks() {
          return {
            status: 200,
            body: (async function* () {
              try {
                yield { event: 'tick', id: '1', data: { symbol: 'ACME', price: 1 } };
                yield { event: 'halt', data: 'paused\nfor lunch' };
                for (let n = 2; ; n++) {
                  await new Promise((resolve) => setTimeout(resolve, 30));
                  yield { event: 'tick', id: String(n), data: { symbol: 'ACME', price: n } };
                }
              } finally {
                released++;
              }
            })(),
          };
        },
        createCompletion: ({ body }: { body: { prompt: string } }) => {
          completionCalls.push(body.prompt);
          if (body.prompt in special) return { status: 200, body: special[body.prompt]!() };
          return completion();
        },
        getExport: () => ({
          status: 200,
          body: (async function* () {
            yield { n: 1 };
            yield { n: 2, name: 'two' };
          })(),
        }),
        // Fails after its first record, as a handler whose store went away does.
        getExportSeq: () => ({
          status: 200,
          body: (async function* () {
            yield { n: 1 };
            throw new Error('the export store went away');
          })(),
        }),
        // Waits for a next record that never comes, racing the wait against the context's signal.
        getExportNdjson: (_input: unknown, context: { signal?: AbortSignal }) => ({
          status: 200,
          body: (async function* () {
            try {
              yield { n: 1 };
              await new Promise((_resolve, reject) => context.signal!.addEventListener('abort', () => reject(context.signal!.reason), { once: true }));
            } finally {
              waitedOut = String((context.signal!.reason as Error)?.message);
            }
          })(),
        }),
      },
      { mode: 'test', logger, limits: { streamHeartbeatMs: 20 } },
    );
  });
  afterAll(() => stub?.close());
  const stubClient = () => new Client({ baseUrl: stub.baseUrl, accessToken: 'unused', maxRetries: 0, timeout: 10_000 });

  test('a handler returns an async iterable; the runtime frames it as SSE and stops it when the client leaves', async () => {
    const got: unknown[] = [];
    for await (const event of await stubClient().ticks.watchTicks()) {
      got.push(event);
      if (got.length === 4) break;
    }
    expect(got.slice(0, 3)).toEqual([
      { event: 'tick', id: '1', data: { symbol: 'ACME', price: 1 } },
      { event: 'halt', data: 'paused\nfor lunch' },
      { event: 'tick', id: '2', data: { symbol: 'ACME', price: 2 } },
    ]);
    await expect.poll(() => released, { timeout: 10_000 }).toBe(1);
  });

  test('a handler waiting for its next item hears through context.signal that the client left, at once', async () => {
    for await (const record of await stubClient().exports.getExportNdjson('e1')) {
      expect(record).toEqual({ n: 1 });
      break;
    }
    await expect.poll(() => waitedOut, { timeout: 10_000 }).toBe('the client went away before the answer was complete');
  });

  test('heartbeats are comments between events', async () => {
    const response = await fetch(`${stub.baseUrl}/ticks`);
    const reader = response.body!.getReader();
    let text = '';
    while (!text.includes('price":3')) text += new TextDecoder().decode((await reader.read()).value);
    await reader.cancel();
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(text).toContain(': heartbeat\n\n');
    expect(text).toContain('event: halt\ndata: paused\ndata: for lunch\n\n');
  });

  /** The items read before the stream ended, and the error it ended with (undefined: it ended whole). */
  async function readAll<T>(iterable: AsyncIterable<T>): Promise<{ items: T[]; error: unknown }> {
    const items: T[] = [];
    try {
      for await (const item of iterable) items.push(item);
    } catch (error) {
      return { items, error };
    }
    return { items, error: undefined };
  }

  test('an item that breaks its schema, or a handler that throws, cuts the stream off (the reader knows it is incomplete) and is logged; the server goes on serving', async () => {
    const completion = await readAll<{ data: { delta?: string } }>(await stubClient().completions.createCompletion({ prompt: 'x' }));
    expect(completion.items.map((c) => c.data.delta)).toEqual(['ok']);
    expect((completion.error as Error)?.name).toBe('APIConnectionError');
    expect(logged.some((line) => /item 1 of the createCompletion stream breaks its schema/.test(line))).toBe(true);
    await expect.poll(() => logged.filter((line) => /the createCompletion stream's iterator failed to close/.test(line))).toHaveLength(1);
    const seq = await readAll(await stubClient().exports.getExportSeq('e1'));
    expect(seq.items).toEqual([{ n: 1 }]);
    expect((seq.error as Error)?.name).toBe('APIConnectionError');
    expect(logged.some((line) => /the getExportSeq stream failed \(the export store went away\)/.test(line))).toBe(true);
    // A stream that ends whole still ends without an error.
    expect(await readAll(await stubClient().exports.getExport('e1'))).toEqual({ items: [{ n: 1 }, { n: 2, name: 'two' }], error: undefined });
  });

  test('before anything is written, an iterable without an iterator or a first item that breaks its schema is a 500 answer, not a dropped connection', async () => {
    for (const prompt of ['iterator-throws', 'bad-first']) {
      const error = await stubClient()
        .completions.createCompletion({ prompt })
        .then(
          () => undefined,
          (e: unknown) => e,
        );
      expect(error, prompt).toMatchObject({ status: 500, code: 'internal_error' });
    }
    expect(completionCalls.filter((p) => p === 'bad-first')).toHaveLength(1);
    expect(
      logged.some((line) => /no iterator today/.test(line)),
      logged.join('\n'),
    ).toBe(true);
    expect(logged.some((line) => /item 0 of the createCompletion stream breaks its schema/.test(line))).toBe(true);
    // The server goes on serving.
    expect((await readAll(await stubClient().exports.getExport('e1'))).items).toHaveLength(2);
  });

  test('an event without a name is a message event: written and checked as one', async () => {
    expect(await readAll(await stubClient().completions.createCompletion({ prompt: 'no-event' }))).toEqual({
      items: [{ event: 'message', data: { id: 'c', delta: 'unnamed' } }],
      error: undefined,
    });
  });

  test("the answer's headers go out before a slow first item: the call resolves, then the item arrives", async () => {
    let opened = false;
    const opening = stubClient()
      .completions.createCompletion({ prompt: 'slow-first' })
      .then((stream: AsyncIterable<unknown>) => {
        opened = true;
        return stream;
      });
    await expect.poll(() => opened, { timeout: 30_000 }).toBe(true);
    releaseFirst();
    expect(await readAll(await opening)).toEqual({ items: [{ event: 'message', data: { id: 'c', delta: 'late' } }], error: undefined });
  });
});

test("the server's framing writes what readers can read, and refuses what JSON cannot hold instead of writing `undefined`", () => {
  expect(frame('sse', { event: 'a\nb', id: 'x\r\0y', retry: 1500.4, data: 'one\r\ntwo' })).toBe('event: a b\nid: x  y\nretry: 1500\ndata: one\ndata: two\n\n');
  // A retry that is no number of milliseconds is left out, not written as `retry: NaN`.
  expect(frame('sse', { data: { n: 1 }, retry: Number.NaN })).toBe('data: {"n":1}\n\n');
  expect(frame('jsonl', { n: 1 })).toBe('{"n":1}\n');
  expect(frame('json-seq', { n: 1 })).toBe('\x1e{"n":1}\n');
  for (const [format, item] of [
    ['jsonl', undefined],
    ['json-seq', () => 1],
    ['sse', { data: Symbol('s') }],
  ] as const) {
    expect(() => frame(format, item)).toThrow(/cannot be written as JSON/);
  }
});

test('the MCP tool of a stream operation collects a bounded stream and says where it stopped', async () => {
  const rows = toolRows(fixture.ir);
  const watch = rows.find((t) => t.operationId === 'watchTicks')!;
  expect(watch.description).toMatch(/Streams: the answer is collected up to 100 items or 10 s/);
  expect(watch.outputSchema).toBeUndefined();
  const tools = rows.map((t) => (t.operationId === 'watchTicks' ? { ...t, stream: { maxItems: 3, maxMs: 10_000 } } : t)) as unknown as ToolEntry[];
  const definition: McpDefinition = {
    name: 'streams-mcp',
    version: '1',
    title: 'Streams',
    bin: 'streams-mcp',
    envPrefix: 'CMP_',
    credentialVariables: [],
    otherVariables: [],
    scopes: [],
    tools,
  };
  const { operations } = await import(fixture.file('client/src/generated/operations.gen.ts'));
  const server = createMcpServer({ definition, client: client(), operations, log: false });
  const [a, b] = InMemoryTransport.createLinkedPair();
  const mcp = new McpClient({ name: 'streams-test', version: '1' });
  await Promise.all([server.connect(a), mcp.connect(b)]);
  try {
    reset({
      'GET /ticks': (_req, res) => {
        sse(res);
        let n = 0;
        const timer = setInterval(() => res.write(`event: tick\nid: ${++n}\ndata: {"symbol":"A","price":${n}}\n\n`), 5);
        res.on('close', () => clearInterval(timer));
      },
      'GET /exports/e1': (_req, res) => (res.writeHead(200, { 'content-type': 'application/jsonl' }), res.end('{"n":1}\n{"n":2}\n')),
    });
    const capped = (await mcp.callTool({ name: watch.name, arguments: {} })) as { content: { text: string }[]; isError?: boolean };
    expect(capped.isError).toBeFalsy();
    expect(JSON.parse(capped.content[0]!.text)).toHaveLength(3);
    expect(capped.content.at(-1)!.text).toBe("The stream was stopped after 3 items (this tool's cap); it may have more.");
    await expect.poll(() => closed).toContain('/ticks');
    const ended = (await mcp.callTool({ name: rows.find((t) => t.operationId === 'getExport')!.name, arguments: { id: 'e1' } })) as { content: { text: string }[] };
    expect(JSON.parse(ended.content[0]!.text)).toEqual([{ n: 1 }, { n: 2 }]);
    expect(ended.content.at(-1)!.text).toBe('The stream ended; all 2 items are shown.');
  } finally {
    await mcp.close();
  }
});

test('the mock answers a stream operation with a finite stream of its examples or of items made from the schema, which the client reads', async () => {
  const [table] = await emitMock(fixture.ir);
  writeFileSync(fixture.file('mock-operations.gen.ts'), table!.contents);
  const { mockOperations: operations } = (await import(fixture.file('mock-operations.gen.ts'))) as {
    mockOperations: { id: string; stream?: { format: 'sse' | 'jsonl' | 'json-seq'; status: number; items: unknown[] } }[];
  };
  const ticks = operations.find((o) => o.id === 'watchTicks')!.stream!;
  expect(ticks).toMatchObject({ format: 'sse', status: 200 });
  expect(ticks.items).toHaveLength(3);
  // The mock's own answer: the client resumes the event stream once it ends (after the default retry delay), and
  // the mock answers that resume with a 204, so the stream is read once and ends, never sent over again.
  reset({ 'GET /ticks': (req, res) => answerStream({ stream: ticks } as Parameters<typeof answerStream>[0], req, res, {}) });
  const tick = (n: number) => ({ event: 'tick', id: String(n), data: { symbol: 'abc123', price: 1 } });
  const events = await collect(await client().ticks.watchTicks({}));
  expect(events).toEqual([1, 2, 3].map(tick));
  expect(seen.map((r) => r.lastEventId)).toEqual([undefined, '3']);
  // A reader that lost the connection after the first event gets the rest; an id the stream never sent starts it over.
  for (const [lastEventId, rest] of [
    ['1', [2, 3]],
    ['unknown', [1, 2, 3]],
  ] as const) {
    const answer = await fetch(`${baseUrl}/ticks`, { headers: { 'last-event-id': lastEventId } });
    expect((await answer.text()).match(/^id: .*$/gm)).toEqual(rest.map((n) => `id: ${n}`));
  }
  const records = operations.find((o) => o.id === 'getExport')!.stream!;
  reset({
    'GET /exports/e1': (_req, res) => (res.writeHead(200, { 'content-type': 'application/jsonl' }), res.end(records.items.map((item, i) => frameItem('jsonl', item, i)).join(''))),
  });
  expect(await collect(await client().exports.getExport('e1'))).toEqual([{ n: 1 }, { n: 1 }, { n: 1 }]);
});

test('samples iterate the stream (TypeScript, curl -N, Python) and the reference says how it streams', () => {
  const op = fixture.ir.operations.find((o) => o.id === 'watchTicks')!;
  const samples = samplesFor(fixture.ir, op);
  expect(samples.typescript).toMatch(/for await \(const event of await client\.ticks\.watchTicks\([^)]*\)\) \{\n\s+console\.log\(event\.event, event\.data\);\n\}/);
  expect(samples.curl).toMatch(/^curl -N -sS/m);
  expect(samples.python).toMatch(/stream=True\)\n[\s\S]*for line in response\.iter_lines\(decode_unicode=True\):/);
  expect(samples.pythonSdk).toMatch(/^for event in client\.ticks\.watch_ticks\(\):\n {4}print\(event\.event, event\.data\)$/m);
  expect(operationFacts(fixture.ir, op)).toMatch(/\*\*Streams:\*\* the answer is a stream of Server-Sent Events \(`text\/event-stream`\)[^\n]*events: `halt`, `tick`/);
  const lines = samplesFor(
    fixture.ir,
    fixture.ir.operations.find((o) => o.id === 'getExport')!,
  );
  expect(lines.pythonSdk).toMatch(/^for item in client\.exports\.get_export\("[^"]*"\):\n {4}print\(item\)$/m);
  expect(lines.typescript).toMatch(/for await \(const item of await client\.exports\.getExport\(/);
  // The client's README: how to iterate, what an item that breaks its schema throws, and how to turn checking off.
  const readme = clientReadme(fixture.ir);
  expect(readme).toMatch(/## Streamed answers[\s\S]*```ts\n[\s\S]*for await \(const event of await client\.completions\.createCompletion\(/);
  expect(readme).toMatch(/`client\.completions\.createCompletion`, `client\.exports\.getExport`/);
  expect(readme).toMatch(/`APIStreamError` whose `code` is `invalid_item`/);
  expect(readme).toContain('new CustomerMessagingClient({ stream: { validate: false } })');
});

test("an event stream's example written as the stream's text is the mock's events, not the data of one", async () => {
  const { mockStream } = await import('../../src/emitters/mock/stream-items.js');
  const text = 'id: 1\nevent: tick\ndata: {"symbol":"ACME","price":1}\n\n: a comment\n\nid: 2\nevent: note\ndata: paused\n';
  const success = { status: '200', examples: [{ name: 'wire', value: text }], stream: { format: 'sse', data: 'json', itemSchema: {} } };
  const stream = mockStream(fixture.ir, success as unknown as Parameters<typeof mockStream>[1])!;
  expect(stream.items).toEqual([
    { event: 'tick', id: '1', data: { symbol: 'ACME', price: 1 } },
    // Data that is no JSON stays text.
    { event: 'note', id: '2', data: 'paused' },
  ]);
  expect(stream.items.map((item, i) => frameItem('sse', item, i)).join('')).toBe('event: tick\nid: 1\ndata: {"symbol":"ACME","price":1}\n\nevent: note\nid: 2\ndata: paused\n\n');
});
