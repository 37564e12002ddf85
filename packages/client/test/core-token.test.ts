/**
 * The core class and token strategies: `CustomerMessagingCore` sends the token it is given and leaves the
 * client-credentials exchange out unless it is passed (`tokenExchange: clientCredentials`); the full
 * client exchanges by default. Whatever is missing is said at once, naming the option that fixes it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiClientError, AuthenticationError, ConversationsResource, CustomerMessagingClient, CustomerMessagingCore, clientCredentials, type TokenStrategy } from '../src/index.js';
import { TOKEN, errorReply, startServer, withTokens, type TestServer } from './helpers/server.js';

const SECRET = 'sec_live_9QeX2v7Lk3';
const list = { body: { data: [], meta: { page: 1, per_page: 25, count: 0, total_pages: 0, has_more: false } } };
let server: TestServer;
afterEach(async () => {
  vi.unstubAllEnvs();
  await server?.close();
});

describe('CustomerMessagingCore', () => {
  it('sends the given access token and never calls the token operation', async () => {
    server = await startServer(withTokens(() => list));
    const conversations = new ConversationsResource(new CustomerMessagingCore({ baseUrl: server.baseUrl, accessToken: 'tok_given_123456' }));
    await conversations.list();
    expect(server.tokenRequests()).toHaveLength(0);
    expect(server.calls().map((r) => r.headers.authorization)).toEqual(['Bearer tok_given_123456']);
  });

  it('answers a 401 invalid_token with AuthenticationError at once: a given token cannot be replaced', async () => {
    server = await startServer(withTokens(() => errorReply(401, 'authentication_error', 'invalid_token')));
    const conversations = new ConversationsResource(new CustomerMessagingCore({ baseUrl: server.baseUrl, accessToken: 'tok_given_123456', maxRetries: 0 }));
    await expect(conversations.list()).rejects.toBeInstanceOf(AuthenticationError);
    expect(server.calls()).toHaveLength(1);
    expect(server.tokenRequests()).toHaveLength(0);
  });

  it('refuses a client id and secret without the strategy, naming the option', () => {
    for (const options of [{ clientId: 'cli_1', clientSecret: SECRET }, { clientId: 'cli_1' }, { clientSecret: SECRET, accessToken: 'tok_given_123456' }]) {
      let thrown: unknown;
      try {
        new CustomerMessagingCore({ baseUrl: 'http://127.0.0.1:9', ...options });
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(ApiClientError);
      expect((thrown as Error).message).toContain('tokenExchange: clientCredentials');
      expect((thrown as Error).message).not.toContain(SECRET);
    }
  });

  it('with credentials only in the environment, a call says no access token and how to exchange them', async () => {
    vi.stubEnv('CMP_CLIENT_ID', 'cli_env');
    vi.stubEnv('CMP_CLIENT_SECRET', SECRET);
    vi.stubEnv('CMP_ACCESS_TOKEN', '');
    server = await startServer(withTokens(() => list));
    const conversations = new ConversationsResource(new CustomerMessagingCore({ baseUrl: server.baseUrl }));
    const error = await conversations.list().then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiClientError);
    expect((error as Error).message).toMatch(/^No access token: pass accessToken or set CMP_ACCESS_TOKEN/);
    expect((error as Error).message).toContain('tokenExchange: clientCredentials');
    expect(server.calls()).toHaveLength(0);
    expect(server.tokenRequests()).toHaveLength(0);
  });

  it('with tokenExchange: clientCredentials, exchanges the credentials, caches the token and replaces a rejected one', async () => {
    let n = 0;
    let rejectNext = true;
    server = await startServer(
      withTokens(
        () => {
          if (rejectNext) {
            rejectNext = false;
            return errorReply(401, 'authentication_error', 'invalid_token');
          }
          return list;
        },
        () => ({ status: 200, body: { access_token: `tok_${++n}_abcdef`, token_type: 'Bearer', expires_in: 3600 } }),
      ),
    );
    const core = new CustomerMessagingCore({ baseUrl: server.baseUrl, clientId: 'cli_1', clientSecret: SECRET, tokenExchange: clientCredentials });
    const conversations = new ConversationsResource(core);
    await conversations.list();
    await conversations.list();
    expect(server.tokenRequests()).toHaveLength(2);
    expect(server.tokenRequests()[0]!.body).toEqual({ client_id: 'cli_1', client_secret: SECRET });
    expect(server.calls().map((r) => r.headers.authorization)).toEqual(['Bearer tok_1_abcdef', 'Bearer tok_2_abcdef', 'Bearer tok_2_abcdef']);
  });

  it('takes a strategy of your own, and a 401 it does not claim is final', async () => {
    server = await startServer(withTokens(() => errorReply(401, 'authentication_error', 'invalid_token')));
    const seen: string[] = [];
    const mine: TokenStrategy = (context) => {
      seen.push(`${context.clientId}:${context.definition.requestIdHeader}:${typeof context.send}`);
      return { get: () => Promise.resolve('tok_mine_123456') };
    };
    const conversations = new ConversationsResource(
      new CustomerMessagingCore({ baseUrl: server.baseUrl, clientId: 'cli_9', clientSecret: SECRET, tokenExchange: mine, maxRetries: 0 }),
    );
    await expect(conversations.list()).rejects.toBeInstanceOf(AuthenticationError);
    expect(seen).toEqual(['cli_9:x-request-id:function']);
    expect(server.calls().map((r) => r.headers.authorization)).toEqual(['Bearer tok_mine_123456']);
  });
});

describe('CustomerMessagingClient', () => {
  it('exchanges a client id and secret by default', async () => {
    server = await startServer(withTokens(() => list));
    await new CustomerMessagingClient({ baseUrl: server.baseUrl, clientId: 'cli_1', clientSecret: SECRET }).conversations.list();
    expect(server.tokenRequests()).toHaveLength(1);
    expect(server.calls()[0]!.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });
});
