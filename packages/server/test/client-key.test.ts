/**
 * Per-IP limits count IPv6 callers by their /64 (one host is usually handed a whole /64), and the limiter's
 * memory stays bounded under a flood of distinct keys.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientKey } from '../../server-runtime/src/client-key.js';
import { SlidingWindowLimiter } from '../src/index.js';
import { call, startHarness, type Harness } from './harness.js';

describe('clientKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:0DB8:0000:0000:ffff::2', '2001:db8:0:0::/64'],
    ['2001:db8:0:1::1', '2001:db8:0:1::/64'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['1:2:3::4:5:6:7', '1:2:3:0::/64'],
    ['1:2:3::5:1.2.3.4', '1:2:3:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['not an address', 'not an address'],
  ])('%s counts as %s', (ip, key) => {
    expect(clientKey(ip)).toBe(key);
  });
});

describe('SlidingWindowLimiter memory', () => {
  it('holds at most maxKeys keys under a flood of distinct keys, and still limits the newest (room is made before a key goes in, never by dropping it)', () => {
    const limiter = new SlidingWindowLimiter(() => 1_000, 100);
    const limit = { requests: 1, windowSeconds: 60 };
    for (let i = 0; i < 5_000; i++) expect(limiter.hit(`flood:${i}`, limit).allowed).toBe(true);
    expect(limiter.size).toBe(100);
    expect(limiter.hit('flood:4999', limit).allowed).toBe(false);
  });

  it('drops keys whose window has passed before any live one', () => {
    let now = 0;
    const limiter = new SlidingWindowLimiter(() => now, 3);
    const limit = { requests: 1, windowSeconds: 1 };
    limiter.hit('old-1', limit);
    limiter.hit('old-2', limit);
    now = 5_000;
    limiter.hit('live', limit);
    limiter.hit('new', limit);
    expect(limiter.size).toBe(2);
    expect(limiter.hit('live', limit).allowed).toBe(false);
  });
});

describe('per-IP limits by /64', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ trustProxy: true, limits: { unauthenticated: { requests: 2, windowSeconds: 60 } } });
  });
  afterAll(() => h?.close());

  it('addresses of one IPv6 /64 share the budget of calls without a token; another /64 has its own', async () => {
    const from = (ip: string) => call(h.url, 'GET', '/v1/conversations', { headers: { 'x-forwarded-for': ip } });
    expect((await from('2001:db8::1')).status).toBe(401);
    expect((await from('2001:db8::2')).status).toBe(401);
    const limited = await from('2001:db8::ffff:3');
    expect(limited.status).toBe(429);
    expect(limited.json.error.request_id).toBe(limited.headers.get('x-request-id'));
    expect((await from('2001:db8:0:1::1')).status).toBe(401);
    expect((await from('198.51.100.1')).status).toBe(401);
  });
});
