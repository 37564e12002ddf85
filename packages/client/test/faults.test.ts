/**
 * Fault injection: a real HTTP server on 127.0.0.1 (port chosen at run time) answers badly on purpose, and
 * each test states a promise the client keeps under that fault. Where a promise is about a time budget,
 * the only clock assertion is an upper bound with a second or more of slack; nothing asserts a lower bound
 * or an exact duration.
 */
import { Console } from 'node:console';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import {
  APIConnectionError,
  APIError,
  APITimeoutError,
  APIUserAbortError,
  AuthenticationError,
  CustomerMessagingClient,
  CustomerMessagingError,
  RateLimitError,
  type ClientOptions,
} from '../src/index.js';
import { TOKEN, errorReply, startServer, withTokens, type Reply, type TestServer } from './helpers/server.js';

const SLACK = 1_500;
const emptyList = { body: { data: [], meta: { page: 1, per_page: 25, count: 0, total_pages: 0, has_more: false } } };
let server: TestServer;
afterEach(() => server?.close());

function client(extra: ClientOptions = {}) {
  return new CustomerMessagingClient({ baseUrl: server.baseUrl, accessToken: 'tok_static_123456', retryDelay: { initial: 5, max: 20 }, ...extra });
}
function exchanging(extra: ClientOptions = {}) {
  return new CustomerMessagingClient({ baseUrl: server.baseUrl, clientId: 'cli_1', clientSecret: 'sec_test_0123456789', retryDelay: { initial: 5, max: 20 }, ...extra });
}
const settle = <T>(promise: PromiseLike<T>) =>
  Promise.resolve(promise).then(
    () => undefined,
    (e: unknown) => e,
  );

describe('answers that are not what they claim', () => {
  it.each([
    ['a generated method', (c: CustomerMessagingClient): PromiseLike<unknown> => c.conversations.list()],
    ['client.raw', (c: CustomerMessagingClient): PromiseLike<unknown> => c.raw.GET('/conversations')],
  ])('a 200 with invalid JSON is an APIError with status and request id (%s)', async (_, call) => {
    server = await startServer(withTokens(() => ({ body: '{"data": [', headers: { 'content-type': 'application/json', 'x-request-id': 'req_broken' } })));
    const error = await settle(call(client()));
    expect(error).toBeInstanceOf(APIError);
    expect(error).toBeInstanceOf(CustomerMessagingError);
    expect(error).toMatchObject({ status: 200, requestId: 'req_broken', code: 'invalid_response_body' });
    expect((error as Error).cause).toBeInstanceOf(SyntaxError);
  });

  it.each([
    ['no access_token', { token_type: 'Bearer', expires_in: 3600 }, 'access_token is missing'],
    ['an empty access_token', { access_token: '', expires_in: 3600 }, 'access_token is not a non-empty string'],
    ['a negative expires_in', { access_token: TOKEN, expires_in: -5 }, 'expires_in must be a positive number'],
    ['a text expires_in', { access_token: TOKEN, expires_in: 'soon' }, 'expires_in must be a positive number'],
    ['an unparsable expires_at', { access_token: TOKEN, expires_at: 'tomorrow' }, 'expires_at must be an ISO-8601'],
  ])('a token answer with %s is refused with a clear error and no call is sent', async (_, body, message) => {
    server = await startServer(
      withTokens(
        () => emptyList,
        () => ({ body }),
      ),
    );
    const error = await settle(exchanging().conversations.list());
    expect(error).toBeInstanceOf(APIError);
    expect(error).toMatchObject({ code: 'unusable_token_answer' });
    expect((error as Error).message).toContain(message);
    expect(server.calls()).toHaveLength(0);
  });
});

describe('time budgets', () => {
  it('maxRetryTime bounds the whole call, even when one attempt could take longer', async () => {
    server = await startServer(withTokens(() => ({ hang: true })));
    const started = Date.now();
    const error = await settle(client({ timeout: 10_000, maxRetryTime: 1_000, maxRetries: 5 }).conversations.list());
    expect(error).toBeInstanceOf(APITimeoutError);
    expect((error as Error).message).toContain('maxRetryTime of 1000 ms');
    expect(Date.now() - started).toBeLessThan(1_000 + SLACK);
  });

  it('retries stop within maxRetryTime when each attempt times out', async () => {
    server = await startServer(withTokens(() => ({ hang: true })));
    const started = Date.now();
    const error = await settle(client({ timeout: 400, maxRetryTime: 1_000, maxRetries: 10 }).conversations.list());
    expect(error).toBeInstanceOf(APITimeoutError);
    expect(Date.now() - started).toBeLessThan(1_000 + SLACK);
  });

  it('a token endpoint that never answers fails the call at the call timeout', async () => {
    server = await startServer(
      withTokens(
        () => emptyList,
        () => ({ hang: true }),
      ),
    );
    const started = Date.now();
    const error = await settle(exchanging({ maxRetries: 0 }).conversations.list({}, { timeout: 500 }));
    expect(error).toBeInstanceOf(APITimeoutError);
    expect(Date.now() - started).toBeLessThan(500 + SLACK);
    expect(server.calls()).toHaveLength(0);
  });

  it('a token endpoint that never answers fails the call at its abort, as an APIUserAbortError keeping the reason', async () => {
    server = await startServer(
      withTokens(
        () => emptyList,
        () => ({ hang: true }),
      ),
    );
    const controller = new AbortController();
    const reason = new Error('user left');
    setTimeout(() => controller.abort(reason), 100);
    const started = Date.now();
    const error = await settle(exchanging().conversations.list({}, { signal: controller.signal }));
    expect(error).toBeInstanceOf(APIUserAbortError);
    expect(error).toBeInstanceOf(CustomerMessagingError);
    expect((error as Error).cause).toBe(reason);
    expect(Date.now() - started).toBeLessThan(100 + SLACK);
  });

  it('an abort during the wait between retries ends the call at once', async () => {
    const controller = new AbortController();
    server = await startServer(
      withTokens(() => {
        setTimeout(() => controller.abort(), 50);
        return { ...errorReply(503, 'api_error', 'internal_error'), headers: { 'retry-after': '30' } };
      }),
    );
    const error = await settle(client().conversations.list({}, { signal: controller.signal }));
    expect(error).toBeInstanceOf(APIUserAbortError);
    expect((error as Error).cause).toMatchObject({ name: 'AbortError' });
    expect(server.calls()).toHaveLength(1);
  });
});

describe('tokens under faults', () => {
  it.each([
    ['expires_at already past, with expires_in', (n: number) => ({ body: { access_token: `tok_${n}_skewed`, expires_in: 3600, expires_at: '2001-01-01T00:00:00Z' } })],
    ['expires_at already past, no expires_in', (n: number) => ({ body: { access_token: `tok_${n}_skewed`, expires_at: '2001-01-01T00:00:00Z' } })],
  ])('clock skew (%s) does not mean a token exchange per call', async (_, answer) => {
    let n = 0;
    server = await startServer(
      withTokens(
        () => emptyList,
        () => answer(++n),
      ),
    );
    const warnings: string[] = [];
    const c = exchanging({ logger: { warn: (m) => warnings.push(m) } });
    for (let i = 0; i < 5; i++) await c.conversations.list();
    expect(server.tokenRequests()).toHaveLength(1);
    expect(warnings.join('\n')).toContain('already past');
  });

  it('a refused (revoked) credential is not exchanged again on every call', async () => {
    server = await startServer(
      withTokens(
        () => emptyList,
        () => errorReply(401, 'authentication_error', 'invalid_client'),
      ),
    );
    const c = exchanging();
    const errors = [];
    for (let i = 0; i < 10; i++) errors.push(await settle(c.conversations.list()));
    expect(errors.every((e) => e instanceof AuthenticationError && e.code === 'invalid_client')).toBe(true);
    // One exchange, or two if the back-off (1 s at first) ran out on a slow machine: never one per call.
    expect(server.tokenRequests().length).toBeLessThanOrEqual(2);
    expect(server.calls()).toHaveLength(0);
  });
});

describe('rate limits', () => {
  it.each([
    ['seconds', () => '30', 30, 30],
    ['an HTTP-date', () => new Date(Date.now() + 30_000).toUTCString(), 25, 31],
  ])('RateLimitError.retryAfter reads Retry-After given as %s', async (_, header, low, high) => {
    server = await startServer(withTokens(() => ({ ...errorReply(429, 'rate_limit_error', 'rate_limited'), headers: { 'retry-after': header() } })));
    const error = (await settle(client({ maxRetries: 0 }).conversations.list())) as RateLimitError;
    expect(error).toBeInstanceOf(RateLimitError);
    expect(error.retryAfter).toBeGreaterThanOrEqual(low);
    expect(error.retryAfter).toBeLessThanOrEqual(high);
  });
});

describe('iterators that would never end', () => {
  const record = (id: string) => ({ object: 'customer_object_record', id, object_id: 'obj_deals' });
  it.each([
    ['the same cursor again', (n: number) => ({ data: [record(`r${n}`)], meta: { has_more: true, next_cursor: 'c_same' } }), 'already followed'],
    ['has_more without a cursor', () => ({ data: [record('r1')], meta: { has_more: true } }), 'next_cursor is missing'],
    ['the same items again', () => ({ data: [record('r1')], meta: { has_more: true, next_cursor: `c_${Math.random()}` } }), 'same items'],
  ])('cursor paging with %s ends in an error', async (_, page, message) => {
    let n = 0;
    server = await startServer(withTokens(() => ({ body: page(n++) })));
    const seen: string[] = [];
    const error = await settle(
      (async () => {
        for await (const item of client().objects.records.list('obj_deals')) seen.push(item.id);
      })(),
    );
    expect(error).toBeInstanceOf(CustomerMessagingError);
    expect((error as Error).message).toContain(message);
    expect(server.calls().length).toBeLessThanOrEqual(3);
  });

  it('page paging whose page number never grows ends in an error', async () => {
    let n = 0;
    server = await startServer(
      withTokens(() => ({ body: { data: [{ object: 'conversation', id: `c${n++}`, status: 'open' }], meta: { page: 1, per_page: 1, count: 1, total_pages: 9, has_more: true } } })),
    );
    const error = await settle(
      (async () => {
        for await (const _ of client().conversations.list()) void _;
      })(),
    );
    expect(error).toBeInstanceOf(CustomerMessagingError);
    expect((error as Error).message).toContain('page 1 came after page 1');
    expect(server.calls()).toHaveLength(2);
  });
});

describe('what the client sends and logs', () => {
  it('sends a User-Agent naming the package, its version and Node', async () => {
    server = await startServer(withTokens(() => emptyList));
    await client().conversations.list();
    expect(server.calls()[0]!.headers['user-agent']).toMatch(/^@customer-messaging\/client\/\d+\.\d+\.\d+\S* node\/v\d+\.\d+\.\d+$/);
  });

  it.each([
    ['debug', ['debug', 'info']],
    ['info', ['info']],
    ['warn', []],
    ['off', []],
  ] as const)('logLevel %s passes only lines at or above it', async (level, expected) => {
    server = await startServer(withTokens((_, i) => (i === 0 ? errorReply(503, 'api_error', 'internal_error') : emptyList)));
    const levels = new Set<string>();
    const record = (name: string) => () => levels.add(name);
    await client({ logLevel: level, logger: { debug: record('debug'), info: record('info'), warn: record('warn'), error: record('error') } }).conversations.list();
    expect([...levels].sort()).toEqual([...expected].sort());
  });

  it('logger: console prints no trailing "undefined"', async () => {
    server = await startServer(
      withTokens(
        () => emptyList,
        () => ({ body: { access_token: TOKEN, expires_in: 3600, expires_at: '2001-01-01T00:00:00Z' } }),
      ),
    );
    let printed = '';
    const sink = new Writable({ write: (chunk, _encoding, done) => ((printed += String(chunk)), done()) });
    const logger = new Console({ stdout: sink, stderr: sink });
    await exchanging({ logger, logLevel: 'debug' }).conversations.list();
    expect(printed).toContain('exchanging the credentials');
    expect(printed).not.toMatch(/undefined\s*$/m);
  });

  it('a connection error names the host it could not reach', async () => {
    server = await startServer(withTokens(() => emptyList));
    const closed = server.url;
    await server.close();
    const error = await settle(new CustomerMessagingClient({ baseUrl: `${closed}/v1`, accessToken: 'tok_static_123456', maxRetries: 0 }).conversations.list());
    expect(error).toBeInstanceOf(APIConnectionError);
    expect((error as Error).message).toContain(new URL(closed).host);
  });
});

describe('long-lived client signal', () => {
  it('5,000 calls leave no listener on the client signal and no attempt signal alive', async () => {
    const { setFlagsFromString } = await import('node:v8');
    const { runInNewContext } = await import('node:vm');
    const { getEventListeners } = (await import('node:events')) as unknown as { getEventListeners: (target: EventTarget, name: string) => unknown[] };
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const controller = new AbortController();
    const attemptSignals: WeakRef<AbortSignal>[] = [];
    // A canned fetch: the property under test is about signals, not the network.
    const cannedFetch = (async (_input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.signal) attemptSignals.push(new WeakRef(init.signal));
      return new Response(JSON.stringify(emptyList.body), { headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    const c = new CustomerMessagingClient({ baseUrl: 'http://127.0.0.1:9/v1', accessToken: 'tok_static_123456', signal: controller.signal, fetch: cannedFetch });
    for (let i = 0; i < 5_000; i++) await c.conversations.list();
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
    // Node 20 keeps one entry per AbortSignal.any() made from a signal, forever, in this internal set: the leak.
    const dependants = Object.getOwnPropertySymbols(controller.signal).find((symbol) => symbol.description === 'kDependantSignals');
    expect(dependants ? ((controller.signal as unknown as Record<symbol, Set<unknown> | undefined>)[dependants]?.size ?? 0) : 0).toBe(0);
    expect(attemptSignals).toHaveLength(5_000);
    for (let i = 0; i < 5; i++) {
      gc();
      await new Promise((r) => setTimeout(r, 10));
    }
    const alive = attemptSignals.filter((ref) => ref.deref() !== undefined).length;
    expect(alive).toBeLessThan(50);
  });
});

export type { Reply };
