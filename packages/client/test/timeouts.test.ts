/** Timeouts and AbortSignal, per client and per call. */
import { afterEach, describe, expect, it } from 'vitest';
import { APITimeoutError, APIUserAbortError, CustomerMessagingClient } from '../src/index.js';
import { startServer, withTokens, type TestServer } from './helpers/server.js';

const slowList = { delay: 300, body: { data: [], meta: { page: 1, per_page: 25, count: 0, total_pages: 0, has_more: false } } };
let server: TestServer;
afterEach(() => server?.close());

function client(extra: Partial<ConstructorParameters<typeof CustomerMessagingClient>[0]> = {}) {
  return new CustomerMessagingClient({ baseUrl: server.baseUrl, accessToken: 'tok_static_123456', retryDelay: { initial: 5, max: 10 }, ...extra });
}

describe('timeouts', () => {
  it('a client timeout fails the call with APITimeoutError; an idempotent GET is tried again first', async () => {
    server = await startServer(withTokens(() => slowList));
    // Attempts are counted at the fetch: an aborted attempt may never be logged by the server.
    let attempts = 0;
    const counting: typeof fetch = (input, init) => (attempts++, fetch(input, init));
    const error = await client({ timeout: 50, maxRetries: 1, fetch: counting })
      .conversations.list()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(APITimeoutError);
    expect((error as APITimeoutError).code).toBe('timeout');
    expect(attempts).toBe(2);
  });

  it('a timed-out POST is not sent again', async () => {
    server = await startServer(withTokens(() => ({ ...slowList, body: { object: 'message' } })));
    // Counted at the fetch, as above: on a busy machine the attempt can time out before the server logs it.
    let attempts = 0;
    const counting: typeof fetch = (input, init) => (attempts++, fetch(input, init));
    await expect(client({ timeout: 50, maxRetries: 3, fetch: counting }).messages.send('c1', { type: 'text' })).rejects.toBeInstanceOf(APITimeoutError);
    expect(attempts).toBe(1);
    expect(server.calls().length).toBeLessThanOrEqual(1);
  });

  it('a per-call timeout overrides the client one', async () => {
    server = await startServer(withTokens(() => slowList));
    await expect(client({ timeout: 50 }).conversations.list({}, { timeout: 2_000 })).resolves.toMatchObject({ data: [] });
    await expect(client({ timeout: 5_000, maxRetries: 0 }).conversations.list({}, { timeout: 50 })).rejects.toBeInstanceOf(APITimeoutError);
  });
});

describe('abort signals', () => {
  it("a signal that times out (AbortSignal.timeout) is a timeout, not the caller's abort, and is not retried", async () => {
    server = await startServer(withTokens(() => slowList));
    const error = await client({ maxRetries: 3 })
      .conversations.list({}, { signal: AbortSignal.timeout(30) })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(APITimeoutError);
    expect(error).not.toBeInstanceOf(APIUserAbortError);
    expect(error).toMatchObject({ status: undefined, type: 'api_timeout_error', code: 'timeout' });
    expect(((error as Error).cause as Error).name).toBe('TimeoutError');
    // Not sent again (maxRetries 3 would allow it); on a loaded machine the one attempt may end before it arrives.
    expect(server.calls().length).toBeLessThanOrEqual(1);
  });

  it('an already timed-out signal fails the call before sending', async () => {
    server = await startServer(withTokens(() => slowList));
    const signal = AbortSignal.timeout(0);
    await new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }));
    await expect(client().conversations.list({}, { signal })).rejects.toBeInstanceOf(APITimeoutError);
    expect(server.calls()).toHaveLength(0);
  });

  it('a per-call signal aborts the call with its reason and nothing is retried', async () => {
    const controller = new AbortController();
    // Aborted once the request has arrived, whatever the machine's speed.
    server = await startServer(
      withTokens(() => {
        controller.abort(new Error('caller gave up'));
        return slowList;
      }),
    );
    const error = await client()
      .conversations.list({}, { signal: controller.signal })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(APIUserAbortError);
    expect((error as Error).message).toContain('caller gave up');
    expect((error as Error).cause).toBe(controller.signal.reason);
    expect(server.calls()).toHaveLength(1);
  });

  it('a client signal aborts its calls', async () => {
    const controller = new AbortController();
    server = await startServer(
      withTokens(() => {
        controller.abort();
        return slowList;
      }),
    );
    const c = client({ signal: controller.signal });
    const pending = c.conversations.list();
    const error = await pending.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(APIUserAbortError);
    expect((error as Error).cause).toMatchObject({ name: 'AbortError' });
  });
});
