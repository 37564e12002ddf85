/**
 * Authentication (reference, Authentication 2-4 and 10): one shared token exchange, cached until shortly
 * before expires_at, a new token and one retry on 401 invalid_token, static tokens, and no credential in
 * any error message or log line.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthenticationError, CustomerMessagingClient } from '../src/index.js';
import { TOKEN, errorReply, startServer, tokenReply, withTokens, type TestServer } from './helpers/server.js';

const SECRET = 'sec_live_9QeX2v7Lk3';
const list = { body: { data: [], meta: { page: 1, per_page: 25, count: 0, total_pages: 0, has_more: false } } };
let server: TestServer;
afterEach(() => server?.close());

function client(extra: Partial<ConstructorParameters<typeof CustomerMessagingClient>[0]> = {}) {
  return new CustomerMessagingClient({ baseUrl: server.baseUrl, clientId: 'cli_1', clientSecret: SECRET, retryDelay: { initial: 5, max: 20 }, ...extra });
}

describe('token exchange', () => {
  it('100 concurrent first calls make exactly one token request, sent as JSON with no bearer', async () => {
    server = await startServer(
      withTokens(
        () => list,
        () => ({ ...tokenReply(), delay: 50 }),
      ),
    );
    const c = client();
    await Promise.all(Array.from({ length: 100 }, () => c.conversations.list()));
    expect(server.tokenRequests()).toHaveLength(1);
    const [exchange] = server.tokenRequests();
    expect(exchange!.body).toEqual({ client_id: 'cli_1', client_secret: SECRET });
    expect(exchange!.headers['content-type']).toContain('application/json');
    expect(exchange!.headers.authorization).toBeUndefined();
    expect(server.calls()).toHaveLength(100);
    expect(server.calls().every((r) => r.headers.authorization === `Bearer ${TOKEN}`)).toBe(true);
  });

  it('reuses the cached token, and fetches a new one once it is about to expire', async () => {
    // Only the clock is faked, and it stands still until moved (the sockets keep their real timers): how long
    // the first two calls take on a busy machine cannot age the token past its refresh point.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      let n = 0;
      // A 400 ms token: the client replaces it at half its life (the 60 s margin exceeds it).
      server = await startServer(
        withTokens(
          () => list,
          () => tokenReply(`tok_${++n}_xxxxxx`, 400),
        ),
      );
      const c = client();
      await c.conversations.list();
      await c.conversations.list();
      expect(server.tokenRequests()).toHaveLength(1);
      vi.setSystemTime(Date.now() + 199);
      await c.conversations.list();
      expect(server.tokenRequests()).toHaveLength(1);
      vi.setSystemTime(Date.now() + 51);
      await c.conversations.list();
      expect(server.tokenRequests()).toHaveLength(2);
      expect(server.calls().map((r) => r.headers.authorization)).toEqual(['Bearer tok_1_xxxxxx', 'Bearer tok_1_xxxxxx', 'Bearer tok_1_xxxxxx', 'Bearer tok_2_xxxxxx']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('on 401 invalid_token gets a new token and retries that call exactly once', async () => {
    let n = 0;
    server = await startServer(
      withTokens(
        (req) => (req.headers.authorization === 'Bearer tok_1_xxxxxx' ? errorReply(401, 'authentication_error', 'invalid_token') : list),
        () => tokenReply(`tok_${++n}_xxxxxx`),
      ),
    );
    const result = await client().conversations.list();
    expect(result.data).toEqual([]);
    expect(server.tokenRequests()).toHaveLength(2);
    expect(server.calls().map((r) => r.headers.authorization)).toEqual(['Bearer tok_1_xxxxxx', 'Bearer tok_2_xxxxxx']);
  });

  it('a second 401 invalid_token is not retried again; a POST is refreshed too (the token was refused before any effect)', async () => {
    server = await startServer(withTokens(() => errorReply(401, 'authentication_error', 'invalid_token')));
    const error = await client()
      .messages.send('c1', { type: 'text', content: 'hi' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthenticationError);
    expect((error as AuthenticationError).code).toBe('invalid_token');
    expect(server.calls()).toHaveLength(2);
    expect(server.tokenRequests()).toHaveLength(2);
  });

  it('another 401 code is not retried', async () => {
    server = await startServer(withTokens(() => errorReply(401, 'authentication_error', 'token_revoked')));
    await expect(client().conversations.list()).rejects.toBeInstanceOf(AuthenticationError);
    expect(server.calls()).toHaveLength(1);
  });

  it('a static accessToken is sent as is and never exchanged', async () => {
    server = await startServer(withTokens(() => list));
    await new CustomerMessagingClient({ baseUrl: server.baseUrl, accessToken: 'tok_static_123456' }).conversations.list();
    expect(server.tokenRequests()).toHaveLength(0);
    expect(server.calls()[0]!.headers.authorization).toBe('Bearer tok_static_123456');
  });

  it('without credentials a call fails before anything is sent', async () => {
    server = await startServer(withTokens(() => list));
    await expect(new CustomerMessagingClient({ baseUrl: server.baseUrl }).conversations.list()).rejects.toThrow(/No credentials/);
    expect(server.requests).toHaveLength(0);
  });
});

describe('credentials never leak', () => {
  it('a refused exchange is an AuthenticationError whose message and fields hold no secret, even when the service echoes it', async () => {
    server = await startServer(() => errorReply(401, 'authentication_error', 'invalid_client', `client secret ${SECRET} is not valid`));
    const lines: string[] = [];
    const logger = { debug: (m: string, c?: object) => lines.push(m + JSON.stringify(c)), info: (m: string, c?: object) => lines.push(m + JSON.stringify(c)) };
    const error = (await client({ logger, logLevel: 'debug' })
      .conversations.list()
      .catch((e: unknown) => e)) as AuthenticationError;
    expect(error).toBeInstanceOf(AuthenticationError);
    expect(error.code).toBe('invalid_client');
    expect(error.message).toContain('[redacted]');
    expect(JSON.stringify({ ...error, message: error.message, stack: error.stack })).not.toContain(SECRET);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('\n')).not.toContain(SECRET);
  });

  it('log lines mask the bearer token and the secret', async () => {
    server = await startServer(withTokens(() => list));
    const lines: string[] = [];
    const log = (m: string, c?: object) => lines.push(`${m} ${JSON.stringify(c)}`);
    await client({ logger: { debug: log, info: log, warn: log, error: log }, logLevel: 'debug' }).conversations.list();
    const text = lines.join('\n');
    expect(text).toContain('/v1/conversations');
    expect(text).toContain('[redacted]');
    expect(text).not.toContain(TOKEN);
    expect(text).not.toContain(SECRET);
  });
});
