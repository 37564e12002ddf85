/**
 * Defaults from the environment: base URL, credentials and log level are read from the `CMP_*` variables
 * (names generated from the client config's prefix) only when the options leave them out, and a missing or
 * bad value gives an error naming the variable.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { APIConnectionError, CustomerMessagingClient, CustomerMessagingError } from '../src/index.js';
import { TOKEN, startServer, withTokens, type TestServer } from './helpers/server.js';

const NAMES = ['CMP_BASE_URL', 'CMP_CLIENT_ID', 'CMP_CLIENT_SECRET', 'CMP_ACCESS_TOKEN', 'CMP_LOG_LEVEL'];
const emptyList = { body: { data: [], meta: { page: 1, per_page: 25, count: 0, total_pages: 0, has_more: false } } };
let saved: Record<string, string | undefined>;
let server: TestServer | undefined;
beforeEach(() => {
  saved = Object.fromEntries(NAMES.map((n) => [n, process.env[n]]));
  for (const n of NAMES) delete process.env[n];
});
afterEach(async () => {
  for (const n of NAMES)
    if (saved[n] === undefined) delete process.env[n];
    else process.env[n] = saved[n];
  await server?.close();
  server = undefined;
});
const settle = (p: PromiseLike<unknown>) =>
  Promise.resolve(p).then(
    () => undefined,
    (e: unknown) => e,
  );

describe('environment defaults', () => {
  it('with no options, the base URL and credentials come from CMP_BASE_URL, CMP_CLIENT_ID and CMP_CLIENT_SECRET', async () => {
    server = await startServer(withTokens(() => emptyList));
    process.env.CMP_BASE_URL = server.baseUrl;
    process.env.CMP_CLIENT_ID = 'cli_env';
    process.env.CMP_CLIENT_SECRET = 'sec_env_0123456789';
    const client = new CustomerMessagingClient();
    expect(client.baseUrl).toBe(server.baseUrl);
    await client.conversations.list();
    expect(server.tokenRequests()[0]!.body).toEqual({ client_id: 'cli_env', client_secret: 'sec_env_0123456789' });
    expect(server.calls()[0]!.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('CMP_ACCESS_TOKEN is used as a static token', async () => {
    server = await startServer(withTokens(() => emptyList));
    process.env.CMP_ACCESS_TOKEN = 'tok_from_env_123';
    await new CustomerMessagingClient({ baseUrl: server.baseUrl }).conversations.list();
    expect(server.calls()[0]!.headers.authorization).toBe('Bearer tok_from_env_123');
    expect(server.tokenRequests()).toHaveLength(0);
  });

  it('options win, and credentials given as options are never mixed with the environment', async () => {
    server = await startServer(withTokens(() => emptyList));
    process.env.CMP_BASE_URL = 'http://127.0.0.1:9/v1';
    process.env.CMP_CLIENT_ID = 'cli_env';
    process.env.CMP_CLIENT_SECRET = 'sec_env_0123456789';
    await new CustomerMessagingClient({ baseUrl: server.baseUrl, accessToken: 'tok_option_123' }).conversations.list();
    expect(server.calls()[0]!.headers.authorization).toBe('Bearer tok_option_123');
    expect(server.tokenRequests()).toHaveLength(0);
  });

  it.each([
    [{}, ['CMP_CLIENT_ID', 'CMP_CLIENT_SECRET', 'CMP_ACCESS_TOKEN']],
    [{ CMP_CLIENT_ID: 'cli_env' }, ['CMP_CLIENT_SECRET']],
    [{ CMP_CLIENT_SECRET: 'sec_env_0123456789' }, ['CMP_CLIENT_ID']],
  ])('a missing credential (%j set) gives an error naming the variables', async (env, named) => {
    server = await startServer(withTokens(() => emptyList));
    Object.assign(process.env, env);
    const error = await settle(new CustomerMessagingClient({ baseUrl: server.baseUrl }).conversations.list());
    expect(error).toBeInstanceOf(CustomerMessagingError);
    for (const name of named) expect((error as Error).message).toContain(name);
    expect(server.requests).toHaveLength(0);
  });

  it('a bad CMP_LOG_LEVEL is an error naming the variable', () => {
    process.env.CMP_LOG_LEVEL = 'loud';
    expect(() => new CustomerMessagingClient({ accessToken: 'x' })).toThrow(/CMP_LOG_LEVEL must be one of debug, info, warn, error, off \(got "loud"\)/);
  });

  it('a connection failure on the spec default server names the host and how to set another', async () => {
    // No DNS lookup: a fetch that fails the way Node's does for an unknown host.
    const failing = (async () => {
      throw new TypeError('fetch failed', { cause: Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' }) });
    }) as typeof fetch;
    const client = new CustomerMessagingClient({ accessToken: 'tok_static_123456', fetch: failing, maxRetries: 0 });
    const error = await settle(client.conversations.list());
    expect(error).toBeInstanceOf(APIConnectionError);
    const host = new URL(client.baseUrl).host;
    expect((error as Error).message).toContain(`cannot reach ${host}`);
    expect((error as Error).message).toContain('CMP_BASE_URL');
  });
});
