/**
 * Retries (reference, Errors: retry 429 and 5xx with backoff, do not blindly retry 400; most POSTs are not
 * idempotent): what is re-sent, what never is, and the bounds on count and time.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  ConflictError,
  CustomerMessagingClient,
  InternalServerError,
  InvalidRequestError,
  NotFoundError,
  PermissionError,
  RateLimitError,
  APIConnectionError,
} from '../src/index.js';
import { errorReply, startServer, withTokens, type TestServer } from './helpers/server.js';

const list = { body: { data: [], meta: { page: 1, per_page: 25, count: 0, total_pages: 0, has_more: false } } };
const message = { body: { object: 'message', id: 'm1', conversation_id: 'c1' } };
let server: TestServer;
afterEach(() => server?.close());

function client(extra: Partial<ConstructorParameters<typeof CustomerMessagingClient>[0]> = {}) {
  return new CustomerMessagingClient({ baseUrl: server.baseUrl, accessToken: 'tok_static_123456', retryDelay: { initial: 10, max: 40 }, ...extra });
}

describe('retried', () => {
  it('429 waits the Retry-After seconds, then succeeds', async () => {
    server = await startServer(withTokens((_, i) => (i === 0 ? { ...errorReply(429, 'rate_limit_error', 'rate_limited'), headers: { 'retry-after': '1' } } : list)));
    const started = Date.now();
    await client().conversations.list();
    expect(server.calls()).toHaveLength(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  });

  it('503 then 200 on a GET', async () => {
    server = await startServer(withTokens((_, i) => (i === 0 ? errorReply(503, 'api_error', 'internal_error') : list)));
    await expect(client().conversations.list()).resolves.toMatchObject({ data: [] });
    expect(server.calls()).toHaveLength(2);
  });

  it('a 429 on a non-idempotent POST is re-sent: the service refused it without acting on it', async () => {
    server = await startServer(withTokens((_, i) => (i === 0 ? errorReply(429, 'rate_limit_error', 'rate_limited') : message)));
    await client().messages.send('c1', { type: 'text', content: 'hi' });
    expect(server.calls()).toHaveLength(2);
  });

  it('a connection refused before anything was sent is retried, even for a POST', async () => {
    server = await startServer(withTokens(() => message));
    let attempts = 0;
    const flaky: typeof fetch = async (input, init) => {
      attempts++;
      if (attempts === 1) throw Object.assign(new TypeError('fetch failed'), { cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }) });
      return fetch(input, init);
    };
    await client({ fetch: flaky }).messages.send('c1', { type: 'text', content: 'hi' });
    expect(attempts).toBe(2);
    expect(server.calls()).toHaveLength(1);
  });

  it('a POST answered 500 is re-sent only with retryNonIdempotent', async () => {
    server = await startServer(withTokens((_, i) => (i === 0 ? errorReply(500, 'api_error', 'internal_error') : message)));
    await client().messages.send('c1', { type: 'text', content: 'hi' }, { retryNonIdempotent: true });
    expect(server.calls()).toHaveLength(2);
  });
});

describe('not retried', () => {
  it('a POST answered 500 is not replayed', async () => {
    server = await startServer(withTokens(() => errorReply(500, 'api_error', 'internal_error')));
    await expect(client().messages.send('c1', { type: 'text', content: 'hi' })).rejects.toBeInstanceOf(InternalServerError);
    expect(server.calls()).toHaveLength(1);
  });

  it('a dropped connection on a POST is not replayed (it may have reached the service)', async () => {
    server = await startServer(withTokens(() => message));
    let attempts = 0;
    const dropping: typeof fetch = async () => {
      attempts++;
      throw Object.assign(new TypeError('fetch failed'), { cause: Object.assign(new Error('other side closed'), { code: 'UND_ERR_SOCKET' }) });
    };
    await expect(client({ fetch: dropping }).messages.send('c1', { type: 'text', content: 'hi' })).rejects.toBeInstanceOf(APIConnectionError);
    expect(attempts).toBe(1);
  });

  it.each([
    [400, 'invalid_request_error', 'validation_failed', InvalidRequestError],
    [403, 'permission_error', 'insufficient_scope', PermissionError],
    [404, 'not_found_error', 'resource_not_found', NotFoundError],
    [409, 'conflict_error', 'whatsapp_window_closed', ConflictError],
  ] as const)('%i is never retried', async (status, type, code, Class) => {
    server = await startServer(withTokens(() => errorReply(status, type, code)));
    await expect(client({ maxRetries: 5 }).conversations.list()).rejects.toBeInstanceOf(Class);
    expect(server.calls()).toHaveLength(1);
  });
});

describe('bounds', () => {
  it('maxRetries bounds the count (per client and per call)', async () => {
    server = await startServer(withTokens(() => errorReply(503, 'api_error', 'internal_error')));
    await expect(client({ maxRetries: 3 }).conversations.list()).rejects.toBeInstanceOf(InternalServerError);
    expect(server.calls()).toHaveLength(4);
    await expect(client({ maxRetries: 3 }).conversations.list({}, { maxRetries: 0 })).rejects.toBeInstanceOf(InternalServerError);
    expect(server.calls()).toHaveLength(5);
  });

  it('maxRetryTime bounds the total time: a Retry-After beyond it is not waited for', async () => {
    server = await startServer(withTokens(() => ({ ...errorReply(429, 'rate_limit_error', 'rate_limited'), headers: { 'retry-after': '30' } })));
    const started = Date.now();
    const error = (await client({ maxRetryTime: 1_000 })
      .conversations.list()
      .catch((e: unknown) => e)) as RateLimitError;
    expect(error).toBeInstanceOf(RateLimitError);
    expect(error.retryAfter).toBe(30);
    expect(Date.now() - started).toBeLessThan(500);
    expect(server.calls()).toHaveLength(1);
  });
});
