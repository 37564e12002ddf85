/**
 * The Redis store's faults, against a real Redis behind a loopback proxy that can slow or hold its answers:
 * Redis slow (within the budget, and beyond it), Redis lost mid-run and back, Redis down at start. Two
 * instances answer each: one failing open (the default), one failing closed. Whatever happens the server
 * answers, in the Error shape with `X-Request-Id` equal to `error.request_id` (or 200 when failing open),
 * never a 500, and the readiness route says what state the store is in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startHarness, type Harness } from './harness.js';
import { freePort, latencyProxy, startRedis, type LatencyProxy, type RedisProcess } from './redis.js';
import type { ServerOptions, Handlers } from '../src/index.js';

type Answer = Awaited<ReturnType<typeof call>>;
type LogLine = { level: number; msg: string; reqId?: string; storeFailure?: string; store?: string };

const BUDGET_MS = 800;
let redis: RedisProcess;
let proxy: LatencyProxy;

/** A harness on the Redis store with a small per-credential limit, a readiness route and its log lines kept. */
async function instance(url: string, storeFailure: 'open' | 'closed', prefix: string) {
  const logs: LogLine[] = [];
  const options: Partial<ServerOptions<Handlers>> = {
    rateLimitStore: { type: 'redis', url, prefix },
    storeFailure,
    rateLimits: { credential: { requests: 3, windowSeconds: 60 } },
    limits: { storeTimeoutMs: BUDGET_MS },
    readinessPath: '/readyz',
    logger: { level: 'info', stream: { write: (line: string) => void logs.push(JSON.parse(line) as LogLine) } },
  };
  const h = await startHarness(options);
  return Object.assign(h, { logs });
}

const listConversations = (h: Harness, token = 'tok_cred_full') => call(h.url, 'GET', '/v1/conversations', { token });
const readiness = (h: Harness) => call(h.url, 'GET', '/readyz');

/** The refusal of a server failing closed: 503 in the Error shape, `api_error`, with `Retry-After`. */
function expectUnavailable(answer: Answer) {
  expect(answer.status).toBe(503);
  expect(answer.json.error).toMatchObject({ type: 'api_error', code: 'service_unavailable', request_id: answer.headers.get('x-request-id') });
  expect(answer.json.error.request_id).toMatch(/^req_[0-9a-f]{16}$/);
  expect(answer.headers.get('retry-after')).toBe('2');
}

function expectServed(answer: Answer) {
  expect(answer.status).toBe(200);
  expect(answer.headers.get('x-request-id')).toMatch(/^req_[0-9a-f]{16}$/);
}

function expectLimited(answer: Answer) {
  expect(answer.status).toBe(429);
  expect(answer.json.error).toMatchObject({ code: 'rate_limited', request_id: answer.headers.get('x-request-id') });
  expect(answer.headers.get('retry-after')).toBe('60');
}

/** Polls the readiness route (no fixed sleep) until the store is healthy again after it came back. */
async function untilReady(h: Harness) {
  for (let i = 0; i < 400; i++) {
    if ((await readiness(h)).json?.status === 'ready') return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the store did not become healthy again');
}

const warnings = (logs: LogLine[], failure: string) => logs.filter((line) => line.level === 40 && line.storeFailure === failure);

beforeAll(async () => {
  redis = await startRedis();
  proxy = await latencyProxy(redis.port);
});
afterAll(async () => {
  await proxy?.close();
  await redis?.stop();
});

describe('Redis slow, lost and back', () => {
  let open: Awaited<ReturnType<typeof instance>>;
  let closed: Awaited<ReturnType<typeof instance>>;
  beforeAll(async () => {
    [open, closed] = await Promise.all([instance(proxy.url, 'open', 'open:'), instance(proxy.url, 'closed', 'closed:')]);
  });
  afterAll(() => Promise.all([open?.close(), closed?.close()]));

  it('healthy: limits hold, readiness says ready', async () => {
    for (const h of [open, closed]) {
      for (let i = 0; i < 3; i++) expectServed(await listConversations(h));
      expectLimited(await listConversations(h));
      const ready = await readiness(h);
      expect(ready.status).toBe(200);
      expect(ready.json).toEqual({ status: 'ready', rateLimitStore: { name: 'redis', healthy: true } });
      expect(ready.headers.get('x-request-id')).toMatch(/^req_/);
    }
  });

  it('slow within the budget: answers wait for Redis and limits still hold', async () => {
    proxy.delayMs = 100;
    try {
      for (const h of [open, closed]) {
        for (let i = 0; i < 3; i++) expectServed(await listConversations(h, 'tok_cred_other'));
        expectLimited(await listConversations(h, 'tok_cred_other'));
      }
    } finally {
      proxy.delayMs = 0;
    }
  });

  it('slower than the budget: the request is answered while Redis still has not, open lets it through, closed refuses it', async () => {
    proxy.hold();
    try {
      // cred_full is over its limit in Redis: only failing open lets it through.
      const through = await listConversations(open);
      expect(proxy.held).toBeGreaterThan(0);
      expectServed(through);
      const refused = await listConversations(closed);
      expect(proxy.held).toBeGreaterThan(0);
      expectUnavailable(refused);

      const [degraded, unavailable] = await Promise.all([readiness(open), readiness(closed)]);
      expect(degraded.status).toBe(200);
      expect(degraded.json).toEqual({ status: 'degraded', rateLimitStore: { name: 'redis', healthy: false, problem: `no answer within ${BUDGET_MS} ms` } });
      expect(unavailable.status).toBe(503);
      expect(unavailable.json).toMatchObject({ status: 'unavailable', rateLimitStore: { healthy: false } });
    } finally {
      proxy.release();
    }
    // The warning names the request that met the failure and the policy.
    const openWarning = warnings(open.logs, 'open')[0]!;
    expect(openWarning.msg).toMatch(/fail open/);
    expect(openWarning.reqId).toMatch(/^req_/);
    expect(warnings(closed.logs, 'closed')[0]!.msg).toMatch(/fail closed/);
    // Released: the store answers again and the limit is back.
    await untilReady(open);
    expectLimited(await listConversations(open));
  });

  it('lost mid-run (killed): every request is still answered, by the policy; a warning is logged once, not per request', async () => {
    const before = warnings(open.logs, 'open').length;
    await redis.kill();
    for (let i = 0; i < 5; i++) expectServed(await listConversations(open));
    for (let i = 0; i < 3; i++) expectUnavailable(await listConversations(closed));
    // The token endpoint's per-IP limit goes by the same policy.
    const token = await call(closed.url, 'POST', '/v1/oauth/token', { body: { client_id: 'cli_full', client_secret: 's' } });
    expectUnavailable(token);
    expect(warnings(open.logs, 'open').length - before).toBe(1);

    const [degraded, unavailable] = await Promise.all([readiness(open), readiness(closed)]);
    expect(degraded.json).toEqual({ status: 'degraded', rateLimitStore: { name: 'redis', healthy: false, problem: 'unreachable' } });
    expect(unavailable.status).toBe(503);

    // Back (empty: no persistence): limits apply again from zero once the client has reconnected.
    await redis.restart();
    await Promise.all([untilReady(open), untilReady(closed)]);
    for (const h of [open, closed]) {
      for (let i = 0; i < 3; i++) expectServed(await listConversations(h));
      expectLimited(await listConversations(h));
    }
    expect(open.logs.some((line) => line.level === 30 && /answers again/.test(line.msg))).toBe(true);
  });
});

describe('Redis down at start', () => {
  let open: Awaited<ReturnType<typeof instance>>;
  let closed: Awaited<ReturnType<typeof instance>>;
  beforeAll(async () => {
    // Nothing listens on this port: the servers start anyway.
    const nowhere = `redis://127.0.0.1:${await freePort()}`;
    [open, closed] = await Promise.all([instance(nowhere, 'open', 'a:'), instance(nowhere, 'closed', 'b:')]);
  });
  afterAll(() => Promise.all([open?.close(), closed?.close()]));

  it('the servers start and answer by their policy', async () => {
    for (let i = 0; i < 5; i++) expectServed(await listConversations(open));
    expectUnavailable(await listConversations(closed));
    // Routes without a rate limit are not affected; refusals before the limit keep their own answer.
    const unknown = await call(closed.url, 'GET', '/v1/no-such-thing');
    expect(unknown.status).toBe(404);
    expect(unknown.json.error.request_id).toBe(unknown.headers.get('x-request-id'));
    expect(open.logs.some((line) => line.level === 40 && /Redis connection of the rate-limit store lost/.test(line.msg))).toBe(true);
    expect((await readiness(open)).json).toMatchObject({ status: 'degraded' });
    expect((await readiness(closed)).status).toBe(503);
  });
});
