/**
 * The validating proxy (`--proxy URL`) in front of a loopback server that breaks the library spec in each
 * direction: requests that break it are refused before they reach the server, in the API's error shape;
 * answers that break it pass unchanged with their violations (located schema paths) in a header, the log,
 * and the summary.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProxy, type RunningProxy, type Violation } from '../src/core/proxy.js';
import { freePort } from '../../server/test/redis.js';

const spec = path.join(import.meta.dirname, 'fixtures/stateful/library.yaml');
const book = { id: 'bk_00000001', title: 'Dune', created_at: '2026-01-01T00:00:00Z' };
const reached: string[] = [];
let server: http.Server;
let proxy: RunningProxy;
const log: string[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    reached.push(`${req.method} ${req.url}`);
    const json = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    req.resume();
    if (req.method === 'GET' && req.url === '/v1/books') return json(200, { data: [book], next_cursor: null });
    if (req.url === '/v1/books/bk_wrong') return json(200, { id: 5, title: 'Wrong' });
    if (req.url === '/v1/books/bk_teapot') return json(418, { code: 'teapot', message: 'no' });
    if (req.url === '/v1/health') return res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    if (req.method === 'POST' && req.url === '/v1/books') return json(201, book);
    json(404, { code: 'not_found', message: 'none' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const upstream = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  proxy = await startProxy({ spec, upstream, port: 0, tableApplies: false, log: (line) => log.push(line) });
});

afterAll(async () => {
  await proxy?.close();
  await new Promise((resolve) => server?.close(resolve));
});

async function call(method: string, url: string, body?: unknown) {
  const answer = await fetch(`${proxy.url}${url}`, { method, ...(body !== undefined ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {}) });
  const header = answer.headers.get('x-mock-violations');
  return { status: answer.status, text: await answer.text(), violations: header ? (JSON.parse(header) as Violation[]) : [] };
}

describe('validating proxy', () => {
  it('passes a conforming exchange through with no violations', async () => {
    const answer = await call('GET', '/books');
    expect(answer).toEqual({ status: 200, text: JSON.stringify({ data: [book], next_cursor: null }), violations: [] });
  });

  it('passes an answer that breaks the schema unchanged, its violations located in the header', async () => {
    const answer = await call('GET', '/books/bk_wrong');
    expect(answer.status).toBe(200);
    expect(answer.text).toBe(JSON.stringify({ id: 5, title: 'Wrong' }));
    expect(answer.violations).toEqual([
      {
        location: ['response', 'body'],
        message: "/ must have required property 'created_at'",
        schema: '#/paths/~1books~1{bookId}/get/responses/200/content/application~1json/schema/required',
      },
      {
        location: ['response', 'body', 'id'],
        message: '/id must be string',
        schema: '#/paths/~1books~1{bookId}/get/responses/200/content/application~1json/schema/properties/id/type',
      },
    ]);
  });

  it('reports an undocumented status and an undocumented media type', async () => {
    expect((await call('GET', '/books/bk_teapot')).violations).toEqual([{ location: ['response', 'status'], message: '418 is not documented (documented: 200, 404)' }]);
    expect((await call('GET', '/health')).violations).toEqual([{ location: ['response', 'content-type'], message: 'text/plain is not documented (documented: application/json)' }]);
  });

  it('refuses a request that breaks the spec before it reaches the server, in the spec’s error shape', async () => {
    const before = reached.length;
    const answer = await call('POST', '/books', { title: 7 });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text)).toEqual({ code: 'bad_request', message: expect.stringContaining('title') });
    expect(answer.violations).toEqual([
      {
        location: ['request', 'body', 'title'],
        message: '/title must be string',
        schema: expect.stringMatching(/^#\/paths\/~1books\/post\/requestBody\/content\/application~1json\/schema\/properties\/title\/type$/),
      },
    ]);
    expect(reached.length).toBe(before);
    expect((await call('POST', '/books', { title: 'Fine' })).status).toBe(201);
    expect(reached.length).toBe(before + 1);
  });

  it('names a parameter that breaks the spec by where it is sent', async () => {
    const answer = await call('GET', '/books?limit=500');
    expect(answer.status).toBe(400);
    expect(answer.violations).toEqual([{ location: ['request', 'query', 'limit'], message: '/limit must be <= 100' }]);
  });

  it('forwards a path the spec does not document, and reports it', async () => {
    const answer = await call('GET', '/nowhere');
    expect(answer.status).toBe(404);
    expect(answer.violations).toEqual([{ location: ['request', 'path'], message: 'no operation of the spec matches /nowhere' }]);
  });

  it('logs each violation and sums them up', () => {
    expect(log).toContain(
      'violation  GET /books/{bookId}  response body id: /id must be string (#/paths/~1books~1{bookId}/get/responses/200/content/application~1json/schema/properties/id/type)',
    );
    const summary = proxy.summary();
    expect(summary).toMatchObject({ exchanges: 8, violating: 6 });
    expect(summary.violations.map((v) => v.operation)).toEqual([
      'GET /books',
      'GET /books/{bookId}',
      'GET /books/{bookId}',
      'GET /books/{bookId}',
      'GET /health',
      'GET /nowhere',
      'POST /books',
    ]);
  });

  it('answers 502 naming the server when it cannot be reached', async () => {
    const port = await freePort();
    const dead = await startProxy({ spec, upstream: `http://127.0.0.1:${port}`, port: 0, tableApplies: false });
    try {
      const answer = await fetch(`${dead.url}/books`);
      expect(answer.status).toBe(502);
      expect(await answer.json()).toMatchObject({
        status: 502,
        code: 'upstream_unreachable',
        detail: expect.stringContaining(`The server at http://127.0.0.1:${port} did not answer`),
      });
    } finally {
      await dead.close();
    }
  });
});
