/**
 * The Redis rate-limit store against a real Redis (one `redis-server` for the file): the same decisions as
 * the in-memory store, keys under the configured prefix, the script sent again after Redis forgets it, and
 * three stub instances sharing one Redis holding the documented limits together (600 per minute per
 * credential, 20 per minute per IP on the token endpoint, 120 per minute per IP without a usable token).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { RedisLimiterStore, SlidingWindowLimiter, type Limit, type LimitDecision } from '../src/index.js';
import { call, startHarness, type Harness } from './harness.js';
import { startRedis, type RedisProcess } from './redis.js';

let redis: RedisProcess;
let inspect: Redis;
const silent = { level: 'silent', fatal() {}, error() {}, warn() {}, info() {}, debug() {}, trace() {}, silent() {}, child: () => silent } as unknown as FastifyBaseLogger;

beforeAll(async () => {
  redis = await startRedis();
  inspect = new Redis(redis.url, { lazyConnect: true });
  await inspect.connect();
});
afterAll(async () => {
  inspect?.disconnect();
  await redis?.stop();
});

/** A store on this file's Redis, with its own clock. */
async function store(prefix: string, now: () => number) {
  const s = new RedisLimiterStore({ type: 'redis', url: redis.url, prefix }, { now, timeoutMs: 5_000, connectWaitMs: 5_000, log: silent });
  await s.open();
  return s;
}

describe('the store', () => {
  it('decides as the in-memory store does, whatever the limit and the arrival times (property)', async () => {
    let now = 0;
    const shared = await store('same:', () => now);
    let run = 0;
    try {
      await fc.assert(
        fc.asyncProperty(
          fc.record({ requests: fc.integer({ min: 1, max: 6 }), windowSeconds: fc.integer({ min: 1, max: 4 }) }),
          // Gaps of whole seconds too, so requests land exactly on a window's edge.
          fc.array(fc.tuple(fc.oneof(fc.integer({ min: 0, max: 2_500 }), fc.constantFrom(0, 1, 999, 1_000, 2_000)), fc.constantFrom('a', 'b')), { minLength: 1, maxLength: 40 }),
          async (limit: Limit, steps) => {
            run += 1;
            now = 1_000_000;
            const memory = new SlidingWindowLimiter(() => now);
            const inMemory: LimitDecision[] = [];
            const inRedis: LimitDecision[] = [];
            for (const [gap, key] of steps) {
              now += gap;
              inMemory.push(memory.hit(key, limit));
              inRedis.push(await shared.hit(`${run}:${key}`, limit));
            }
            expect(inRedis).toEqual(inMemory);
          },
        ),
        { numRuns: 40 },
      );
    } finally {
      await shared.close();
    }
  });

  it('keeps every key under its prefix, expiring with its window', async () => {
    const s = await store('tenant-a:limits:', () => Date.now());
    try {
      await s.hit('credential:cred_1', { requests: 5, windowSeconds: 30 });
      await s.hit('ip:createAccessToken:127.0.0.1', { requests: 5, windowSeconds: 30 });
      expect((await inspect.keys('tenant-a:limits:*')).sort()).toEqual(['tenant-a:limits:credential:cred_1', 'tenant-a:limits:ip:createAccessToken:127.0.0.1']);
      const ttl = await inspect.pttl('tenant-a:limits:credential:cred_1');
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(30_000);
    } finally {
      await s.close();
    }
  });

  it('sends its script again when Redis has forgotten it (SCRIPT FLUSH, a restart)', async () => {
    const s = await store('flush:', () => 5_000);
    try {
      const limit = { requests: 2, windowSeconds: 60 };
      expect((await s.hit('k', limit)).allowed).toBe(true);
      await inspect.script('FLUSH');
      expect(await s.hit('k', limit)).toEqual({ allowed: true, retryAfter: 0, remaining: 0 });
      expect(await s.hit('k', limit)).toEqual({ allowed: false, retryAfter: 60, remaining: 0 });
    } finally {
      await s.close();
    }
  });
});

// These tests check the shared limits, not the store budget (redis-faults.test.ts does): a loaded CI machine
// can take longer than the default 100 ms per Redis call, which fails open by design and lets every request by.
const SHARED_LIMIT_BUDGET = { storeTimeoutMs: 5_000 };

describe('three instances sharing one Redis', () => {
  let offset = 0;
  const now = () => new Date(Date.parse('2026-11-21T10:00:00Z') + offset);
  let instances: Harness[] = [];
  const prefix = 'shared:';
  /** `count` calls spread over the instances in turn, `parallel` at a time; the answers in order. */
  async function spread(count: number, request: (base: string) => ReturnType<typeof call>, parallel = 24) {
    const answers: Awaited<ReturnType<typeof call>>[] = [];
    for (let start = 0; start < count; start += parallel) {
      const batch = Array.from({ length: Math.min(parallel, count - start) }, (_, i) => request(instances[(start + i) % instances.length]!.url));
      answers.push(...(await Promise.all(batch)));
    }
    return answers;
  }
  const expectLimited = (answer: Awaited<ReturnType<typeof call>>, retryAfter: number) => {
    expect(answer.status).toBe(429);
    expect(answer.json.error).toMatchObject({ type: 'rate_limit_error', code: 'rate_limited', request_id: answer.headers.get('x-request-id') });
    expect(answer.headers.get('retry-after')).toBe(String(retryAfter));
  };

  beforeAll(async () => {
    instances = await Promise.all([0, 1, 2].map(() => startHarness({ now, rateLimitStore: { type: 'redis', url: redis.url, prefix }, limits: SHARED_LIMIT_BUDGET })));
  });
  afterAll(() => Promise.all(instances.map((h) => h.close())));

  it('600 requests per minute per credential in all: the 601st is refused by whichever instance gets it', async () => {
    const answers = await spread(606, (base) => call(base, 'GET', '/v1/conversations', { token: 'tok_cred_full' }));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(600);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toHaveLength(6);
    // The clock stands still in this test: the first request leaves the window in exactly 60 s.
    for (const answer of refused) expectLimited(answer, 60);
    // Another credential has its own count.
    expect((await call(instances[1]!.url, 'GET', '/v1/conversations', { token: 'tok_cred_other' })).status).toBe(200);
  });

  it('an instance started later (a restart, a scale-out) sees the same window', async () => {
    const late = await startHarness({ now, rateLimitStore: { type: 'redis', url: redis.url, prefix }, limits: SHARED_LIMIT_BUDGET });
    try {
      expectLimited(await call(late.url, 'GET', '/v1/conversations', { token: 'tok_cred_full' }), 60);
    } finally {
      await late.close();
    }
  });

  it('20 token requests per minute per IP in all', async () => {
    const body = { client_id: 'cli_full', client_secret: 's' };
    const answers = await spread(23, (base) => call(base, 'POST', '/v1/oauth/token', { body }));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(20);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toHaveLength(3);
    for (const answer of refused) expectLimited(answer, 60);
  });

  it('120 calls per minute per IP without a usable token in all, then 429', async () => {
    const answers = await spread(123, (base) => call(base, 'GET', '/v1/conversations', { token: 'tok_guess' }));
    expect(answers.filter((a) => a.status === 401)).toHaveLength(120);
    const refused = answers.filter((a) => a.status !== 401);
    expect(refused).toHaveLength(3);
    for (const answer of refused) expectLimited(answer, 60);
  });

  it('the window slides for every instance: a minute later each one lets the credential through again', async () => {
    offset += 60_000;
    for (const h of instances) expect((await call(h.url, 'GET', '/v1/conversations', { token: 'tok_cred_full' })).status).toBe(200);
  });
});
