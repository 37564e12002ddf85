/**
 * Exact request types, open wire: the client's body types name the documented fields only (a misspelled
 * field does not compile; packages/client/test/types.test.ts), while the spec leaves these bodies open, so
 * the stubs keep accepting further fields. `options.extraBody` sends them, end to end through the stubs'
 * validation and the sandbox.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CustomerMessagingClient } from '../../packages/client/src/index.js';
import { startSandbox, type Sandbox } from '../../packages/sandbox/src/index.js';

let sandbox: Sandbox;
let client: CustomerMessagingClient;
beforeAll(async () => {
  sandbox = await startSandbox({ mode: 'test' });
  const { clientId, clientSecret } = sandbox.credentials.acme;
  client = new CustomerMessagingClient({ baseUrl: sandbox.baseUrl, clientId, clientSecret, maxRetries: 0 });
});
afterAll(() => sandbox?.stop());

describe('exact types, open wire', () => {
  it('an undocumented field sent with extraBody is accepted by the stubs (the spec allows further fields)', async () => {
    const created = await client.customers.create({ name: 'Initech', email: 'ops@initech.test' }, { extraBody: { crm_reference: 'X-1' } });
    expect(created).toMatchObject({ object: 'customer', name: 'Initech', email: 'ops@initech.test' });
  });

  it('a message send with an undocumented field is accepted too', async () => {
    const page = await client.conversations.list({ per_page: 1 });
    const id = page.data[0]!.id;
    const sent = await client.messages.send(id, { type: 'text', content: 'hello' }, { extraBody: { campaign_id: 'spring' } });
    expect(sent).toMatchObject({ object: 'message', content: 'hello' });
  });
});
