/**
 * Request bodies are typed exactly (test/types.test.ts, test/consumer/); fields the spec does not document
 * are sent with `options.extraBody`, which this file checks on the wire.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClientError, CustomerMessagingClient } from '../src/index.js';
import { startServer, withTokens, type TestServer } from './helpers/server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer(withTokens(() => ({ body: { object: 'customer', id: '880' } })));
});
afterAll(() => server?.close());

const client = () => new CustomerMessagingClient({ baseUrl: server.baseUrl, accessToken: 'tok_static_123456', maxRetries: 0 });
const lastBody = () => server.calls().at(-1)!.body;

describe('options.extraBody', () => {
  it('adds its fields to the documented ones, in the JSON sent', async () => {
    await client().customers.create({ name: 'Acme', email: 'ops@acme.test' }, { extraBody: { crm_reference: 'X-1', score: 3 } });
    expect(lastBody()).toEqual({ name: 'Acme', email: 'ops@acme.test', crm_reference: 'X-1', score: 3 });
  });

  it('wins over a documented field of the same name (it is the explicit one)', async () => {
    await client().messages.send('90211', { type: 'text', content: 'hi' }, { extraBody: { content: 'hello' } });
    expect(lastBody()).toEqual({ type: 'text', content: 'hello' });
  });

  it('leaves the body alone when not given', async () => {
    await client().customers.create({ name: 'Acme' });
    expect(lastBody()).toEqual({ name: 'Acme' });
  });

  it('is refused, before sending, for a body that is not an object', async () => {
    const before = server.calls().length;
    const call = client().customers.create('Acme' as never, { extraBody: { crm_reference: 'X-1' } });
    await expect(call).rejects.toBeInstanceOf(ApiClientError);
    await expect(call).rejects.toThrow(/extraBody adds fields to an object body/);
    expect(server.calls()).toHaveLength(before);
  });
});
