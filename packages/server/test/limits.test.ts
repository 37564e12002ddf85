/**
 * The named limits (limits.ts): each one refused in the Error shape, with X-Request-Id equal to
 * error.request_id and no framework internals; the sliding-window limiter, the limit on calls without a
 * usable token, and allow-lists parsed once. Clocks are the harness's: nothing here sleeps to pass time.
 */
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AllowListError, DEFAULT_LIMITS, SlidingWindowLimiter, compileAllowList, resolveLimits } from '../src/index.js';
import { call, startHarness, type Harness } from './harness.js';

// The shared server's request and header timeouts are the defaults, so that a loaded machine's slow request is
// never cut off by them; the timeout tests below start a server of their own with short ones.
const LIMITS = { stringLength: 1_000, pageMax: 500, unauthenticated: { requests: 5, windowSeconds: 60 } };
let h: Harness;
beforeAll(async () => {
  h = await startHarness({ limits: LIMITS, bodyLimit: 16 * 1024 });
});
afterAll(() => h?.close());

const token = 'tok_cred_full';

function expectError(r: { status: number; headers: Headers; json: any; text: string }, status: number) {
  expect(r.status).toBe(status);
  expect(r.json?.error?.request_id).toBe(r.headers.get('x-request-id'));
  expect(typeof r.json.error.message).toBe('string');
  expect(r.text).not.toMatch(/FST_|Error:|\n\s+at /);
}

/** Sends `head` and `body` on a raw socket and resolves with everything read until the server closes. */
function raw(head: string, body: Buffer | string = '', url = h.url): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (text += chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(text));
    socket.write(head);
    if (body.length) socket.write(body);
  });
}

function parseRaw(text: string) {
  const [head = '', body = ''] = text.split('\r\n\r\n');
  return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]), id: /x-request-id: (\S+)/i.exec(head)?.[1], json: JSON.parse(body.split('HTTP/1.1')[0]!) };
}

describe('body contents', () => {
  it('invalid UTF-8 is a 400, not silently replaced', async () => {
    const bytes = Buffer.concat([Buffer.from('{"content":"'), Buffer.from([0xc3, 0x28, 0xff]), Buffer.from('"}')]);
    const response = await fetch(`${h.url}/v1/conversations/1/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: bytes,
    });
    const text = await response.text();
    expectError({ status: response.status, headers: response.headers, json: JSON.parse(text), text }, 400);
    expect(text).toMatch(/UTF-8/);
    expect(h.calls.filter((c) => c.operationId === 'sendMessage')).toEqual([]);
  });

  it.each(['1e400', '-1e400', '1e309'])('%s in a body is a 400 naming the field, never stored as Infinity', async (number) => {
    const r = await call(h.url, 'POST', '/v1/conversations/1/messages', {
      token,
      raw: `{"content":"hi","metadata":{"size":${number}}}`,
      headers: { 'content-type': 'application/json' },
    });
    expectError(r, 400);
    expect(r.json.error.param).toBe('metadata.size');
  });

  it('a string longer than limits.stringLength is a 400 naming the field; one at the limit is read', async () => {
    const over = await call(h.url, 'POST', '/v1/conversations/1/messages', { token, body: { type: 'text', content: 'x'.repeat(1_001) } });
    expectError(over, 400);
    expect(over.json.error.param).toBe('content');
    const at = await call(h.url, 'POST', '/v1/conversations/1/messages', { token, body: { type: 'text', content: 'x'.repeat(1_000) } });
    expect(at.status, at.text).toBe(200);
  });

  it.each([
    ['declared length', () => `Content-Length: ${1 << 20}\r\n`, Buffer.alloc(1 << 20, 'x')],
    ['chunked', () => 'Transfer-Encoding: chunked\r\n', Buffer.from(`100000\r\n${'x'.repeat(1 << 20)}\r\n0\r\n\r\n`)],
  ])('a body over the size limit (%s) gets its 413 in the Error shape before the connection closes', async (_name, framing, body) => {
    const host = new URL(h.url).host;
    const text = await raw(
      `POST /v1/conversations/1/messages HTTP/1.1\r\nHost: ${host}\r\nAuthorization: Bearer ${token}\r\nContent-Type: application/json\r\n${framing()}\r\n`,
      body,
    );
    const answer = parseRaw(text);
    expect(answer.status).toBe(413);
    expect(answer.json.error.code).toBe('payload_too_large');
    expect(answer.json.error.request_id).toBe(answer.id);
  });
});

describe('documentation', () => {
  it("the README's Limits table has a row for every limit, with its default", () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const rows = new Map([...readme.matchAll(/^\| `(\w+)`[^|]*\| ([^|]+) \|/gm)].map((m) => [m[1]!, m[2]!.trim()] as const));
    const figure = (n: number) => (n === 1024 * 1024 ? '1 MiB' : n.toLocaleString('en-US'));
    for (const [name, value] of Object.entries(DEFAULT_LIMITS)) {
      expect(rows.has(name), `README Limits has no row for ${name}`).toBe(true);
      const shown = typeof value === 'number' ? figure(value) : `${(value as { requests: number }).requests} per minute`;
      expect(rows.get(name), name).toContain(shown);
    }
  });
});

describe('parameters', () => {
  it('an id longer than limits.paramLength is a 414 in the Error shape', async () => {
    const r = await call(h.url, 'POST', `/v1/conversations/${'9'.repeat(DEFAULT_LIMITS.paramLength + 1)}/messages`, { token, body: { content: 'hi' } });
    expectError(r, 414);
    expect(r.json.error.message).toContain(String(DEFAULT_LIMITS.paramLength));
  });

  it('page above limits.pageMax is a 400 naming page; the maximum itself is read', async () => {
    const over = await call(h.url, 'GET', '/v1/conversations?page=501', { token });
    expectError(over, 400);
    expect(over.json.error.param).toBe('page');
    expect((await call(h.url, 'GET', '/v1/conversations?page=500', { token })).status).toBe(200);
  });
});

describe('timeouts', () => {
  let short: Harness;
  beforeAll(async () => {
    short = await startHarness({ limits: { ...LIMITS, requestTimeoutMs: 1_000, headersTimeoutMs: 600 }, bodyLimit: 16 * 1024 });
  });
  afterAll(() => short?.close());

  it('a body that never finishes is answered 408 in the Error shape and the connection is closed', async () => {
    const host = new URL(short.url).host;
    const text = await raw(
      `POST /v1/customers HTTP/1.1\r\nHost: ${host}\r\nAuthorization: Bearer ${token}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n`,
      '{"name":',
      short.url,
    );
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(parseRaw(text).json.error.request_id).toBe(parseRaw(text).id);
  });

  it('a connection silent for connectionTimeoutMs (here: a handler that never answers) is closed', async () => {
    const silent = await startHarness({
      limits: { connectionTimeoutMs: 300, requestTimeoutMs: 20_000, headersTimeoutMs: 20_000 },
      handlers: { sendMessage: () => new Promise<never>(() => undefined) },
    });
    try {
      const { hostname, port, host } = new URL(silent.url);
      const body = '{"type":"text","content":"hi"}';
      const outcome = await new Promise<{ closed: boolean; text: string }>((resolve) => {
        let text = '';
        const socket = connect(Number(port), hostname, () =>
          socket.write(
            `POST /v1/conversations/1/messages HTTP/1.1\r\nHost: ${host}\r\nAuthorization: Bearer ${token}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
          ),
        );
        socket.setEncoding('utf8');
        socket.on('data', (chunk) => (text += chunk));
        socket.on('error', () => undefined);
        socket.on('close', () => resolve({ closed: true, text }));
        // Generous bound, well under the 20 s request and header timeouts: only connectionTimeoutMs can close it.
        setTimeout(() => {
          socket.destroy();
          resolve({ closed: false, text });
        }, 15_000).unref();
      });
      expect(outcome).toEqual({ closed: true, text: '' });
    } finally {
      await silent.close();
    }
  });

  it('headers that never finish are answered 408 and the connection is closed', async () => {
    const host = new URL(short.url).host;
    const text = await raw(`GET /v1/conversations HTTP/1.1\r\nHost: ${host}\r\nX-Slow: 1\r\n`, '', short.url);
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
  });
});

describe('rate limits', () => {
  it('a sliding window: a burst at the end of one minute and another at the start of the next do not both pass', () => {
    let now = 0;
    const limiter = new SlidingWindowLimiter(() => now);
    const limit = { requests: 600, windowSeconds: 60 };
    now = 59_000;
    for (let i = 0; i < 600; i++) expect(limiter.hit('k', limit).allowed).toBe(true);
    now = 61_000;
    const refused = limiter.hit('k', limit);
    expect(refused).toMatchObject({ allowed: false, remaining: 0 });
    expect(refused.retryAfter).toBe(58);
    now = 119_000;
    expect(limiter.hit('k', limit).allowed).toBe(true);
    expect(limiter.hit('other', limit).allowed).toBe(true);
  });

  it('never more than `requests` accepted in any window, whatever the arrival times (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 1, max: 5 }),
        fc.array(fc.integer({ min: 0, max: 3_000 }), { maxLength: 80 }),
        (requests, windowSeconds, gaps) => {
          let now = 0;
          const limiter = new SlidingWindowLimiter(() => now);
          const accepted: number[] = [];
          for (const gap of gaps) {
            now += gap;
            const decision = limiter.hit('k', { requests, windowSeconds });
            if (decision.allowed) accepted.push(now);
            else expect(decision.retryAfter).toBeGreaterThan(0);
          }
          for (let i = 0; i + requests < accepted.length; i++) expect(accepted[i + requests]! - accepted[i]!).toBeGreaterThanOrEqual(windowSeconds * 1000);
        },
      ),
    );
  });

  it('calls without a usable token are limited per IP: 401 up to the limit, then 429 with Retry-After', async () => {
    const server = await startHarness({ limits: { unauthenticated: { requests: 3, windowSeconds: 60 } } });
    try {
      for (let i = 0; i < 3; i++) expectError(await call(server.url, 'GET', '/v1/conversations', { token: 'tok_guess' }), 401);
      const limited = await call(server.url, 'GET', '/v1/conversations');
      expectError(limited, 429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      // A valid token is not affected.
      expect((await call(server.url, 'GET', '/v1/conversations', { token })).status).toBe(200);
      server.advance(61_000);
      expectError(await call(server.url, 'GET', '/v1/conversations'), 401);
    } finally {
      await server.close();
    }
  });
});

describe('IP allow-lists', () => {
  it.each([['10.0.0.300'], ['10.0.0.0/33'], ['::1/129'], ['example.com'], ['10.0.0.0/8/1'], ['10.0.0.0/x']])(
    '%s is refused when the list is compiled, naming the entry',
    (entry) => {
      expect(() => compileAllowList(['127.0.0.1', entry])).toThrow(AllowListError);
      expect(() => compileAllowList(['127.0.0.1', entry])).toThrow(/entry 1 .*expected an IPv4 or IPv6 address, or a CIDR range/);
    },
  );

  it('addresses and ranges match, IPv4-mapped IPv6 as IPv4', () => {
    const list = compileAllowList(['203.0.113.0/24', '::1', '2001:db8::/32']);
    expect(['203.0.113.9', '::ffff:203.0.113.9', '::1', '2001:db8::5'].map((ip) => list.allows(ip))).toEqual([true, true, true, true]);
    expect(['203.0.114.1', '127.0.0.1', '2001:db9::1', 'garbage'].map((ip) => list.allows(ip))).toEqual([false, false, false, false]);
  });

  it('a malformed stored entry refuses that account with a 403 saying what to fix, never a 500; other accounts are unaffected', async () => {
    h.allowLists.set('acc_1', ['127.0.0.1', '10.0.0.300']);
    try {
      const refused = await call(h.url, 'GET', '/v1/conversations', { token });
      expect(refused.status).toBe(403);
      expect(refused.json.error.code).toBe('ip_not_allowed');
      expect(refused.json.error.message).toMatch(/malformed.*10\.0\.0\.300/);
      expect((await call(h.url, 'GET', '/v1/conversations', { token: 'tok_cred_other' })).status).toBe(200);
    } finally {
      h.allowLists.delete('acc_1');
    }
  });
});

describe('configuration', () => {
  it.each([
    [{ pageMax: -1 }, 'pageMax'],
    [{ requestTimeoutMs: Number.NaN }, 'requestTimeoutMs'],
    [{ unauthenticated: { requests: 0, windowSeconds: 60 } }, 'unauthenticated.requests'],
  ])('a limit that is not a positive number is refused at start, naming it', (overrides, name) => {
    expect(() => resolveLimits(overrides)).toThrow(new RegExp(`limits\\.${name.replace('.', '\\.')} must be a positive number`));
  });
});
