/**
 * `--stateful --store redis://...` on a real redis-server (one per file, on a free loopback port, stopped by
 * its PID; the server tests' helper): two mock instances share the records, a restart loses nothing, Redis
 * lost while the mock runs is a clear error answer and then recovery, an unreachable Redis at start is an
 * error naming the URL, concurrent writes leave one whole record, a corrupt stored value is answered in the
 * API's error shape.
 */
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import { startMock, type RunningMock } from '../src/index.js';
import type { SpecOperation } from '../src/core/stateful/operations.js';
import { openStore, setUpStateful } from '../src/core/stateful/setup.js';
import { freePort, startRedis, type RedisProcess } from '../../server/test/redis.js';

const spec = path.join(import.meta.dirname, 'fixtures/stateful/library.yaml');
const require = createRequire(import.meta.url);
const prismHttp = require('@stoplight/prism-http') as { getHttpOperationsFromSpec(spec: string): Promise<SpecOperation[]> };
let redis: RedisProcess;
let a: RunningMock;
let b: RunningMock;

beforeAll(async () => {
  redis = await startRedis();
  a = await startMock({ spec, stateful: true, store: redis.url });
  b = await startMock({ spec, stateful: true, store: redis.url });
});

afterAll(async () => {
  await a?.stop();
  await b?.stop();
  await redis?.stop();
});

async function call(mock: RunningMock, method: string, url: string, body?: unknown) {
  const answer = await fetch(`${mock.url}${url}`, {
    method,
    ...(body !== undefined ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {}),
  });
  const text = await answer.text();
  return { status: answer.status, type: answer.headers.get('content-type'), body: text ? (JSON.parse(text) as Record<string, unknown>) : undefined };
}

describe('stateful mock on Redis', () => {
  it('seeds once: the second instance finds the store seeded', () => {
    expect(a.stateful).toMatchObject({ seeded: 1, store: redis.url });
    expect(b.stateful).toMatchObject({ seeded: 0, store: redis.url });
  });

  it('shares records between two instances, and a restarted instance still has them', async () => {
    const created = await call(a, 'POST', '/books', { title: 'Shared' });
    expect(created.status).toBe(201);
    const at = `/books/${String(created.body!.id)}`;
    expect((await call(b, 'GET', at)).body).toEqual(created.body);
    expect((await call(b, 'PATCH', at, { author: 'Both' })).status).toBe(200);
    await a.stop();
    a = await startMock({ spec, stateful: true, store: redis.url });
    expect(a.stateful?.seeded).toBe(0);
    expect((await call(a, 'GET', at)).body).toEqual({ ...created.body, author: 'Both' });
    const listed = (await call(a, 'GET', '/books?limit=100')).body!.data as { id: string }[];
    expect(listed.map((x) => x.id)).toEqual(['bk_1a2b3c4d', created.body!.id]);
  });

  it('leaves concurrent writes from both instances to one record whole: the last write wins', async () => {
    const at = `/books/${String((await call(a, 'POST', '/books', { title: 'Race' })).body!.id)}`;
    const writes = Array.from({ length: 24 }, (_, i) => call(i % 2 ? a : b, 'PUT', at, { title: `T${i}`, author: `A${i}` }));
    const answers = await Promise.all(writes);
    expect(answers.every((x) => x.status === 200)).toBe(true);
    const final = (await call(a, 'GET', at)).body as { title: string; author: string };
    // One whole write: title and author from the same request.
    expect(final.author).toBe(final.title.replace('T', 'A'));
  });

  it('answers a corrupt stored value in the API’s error shape, naming it', async () => {
    const client = new Redis(redis.url);
    try {
      await client.hset('mock:h:/books', 'bk_broken', '{"title": ');
      await client.zadd('mock:z:/books', 1e9, 'bk_broken');
    } finally {
      client.disconnect();
    }
    const answer = await call(b, 'GET', '/books/bk_broken');
    expect(answer.status).toBe(500);
    expect(answer.type).toBe('application/problem+json');
    expect(answer.body).toMatchObject({ status: 500, code: 'stored_value_corrupt', detail: expect.stringContaining('The stored value of /books/bk_broken is not a JSON object') });
    expect((await call(b, 'DELETE', '/books/bk_broken')).status).toBe(204);
  });

  it('answers 503 naming the store while Redis is away, then recovers once it is back', async () => {
    await redis.kill();
    const away = await call(a, 'GET', '/books');
    expect(away.status).toBe(503);
    expect(away.body).toMatchObject({ code: 'store_unavailable', detail: expect.stringContaining(`The mock's store, Redis at ${redis.url}, did not answer`) });
    await redis.restart();
    let status = 0;
    for (let i = 0; i < 100 && status !== 201; i++) {
      status = (await call(a, 'POST', '/books', { title: 'After' })).status;
      if (status !== 201) await new Promise((r) => setTimeout(r, 200));
    }
    expect(status).toBe(201);
    expect(((await call(a, 'GET', '/books')).body!.data as { title: string }[]).map((x) => x.title)).toContain('After');
  });

  it('--reset clears what earlier runs left, then seeds the examples again', async () => {
    const left = (await call(a, 'POST', '/books', { title: 'Left behind' })).body!;
    expect((await call(b, 'GET', `/books/${String(left.id)}`)).status).toBe(200);
    const operations = await prismHttp.getHttpOperationsFromSpec(spec);
    const reset = await setUpStateful({ spec, operations, store: await openStore(redis.url), reset: true });
    try {
      expect(reset.seeded).toBe(1);
      expect(((await call(a, 'GET', '/books?limit=100')).body!.data as { id: string }[]).map((x) => x.id)).toEqual(['bk_1a2b3c4d']);
    } finally {
      await reset.close();
    }
  });

  it('refuses to start when Redis cannot be reached, naming the URL', async () => {
    const url = `redis://127.0.0.1:${await freePort()}`;
    await expect(startMock({ spec, stateful: true, store: url })).rejects.toThrow(new RegExp(`Cannot reach Redis at ${url} \\(--store\\): .*Is redis-server running there\\?`));
  });
});
