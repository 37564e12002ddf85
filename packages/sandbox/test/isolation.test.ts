/** Reference, What the service does 2: the token's account is the only one a request can read or change. */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { login, request, sandbox } from './helpers.js';

let sb: Awaited<ReturnType<typeof sandbox>>;
let globex: string;
beforeAll(async () => {
  sb = await sandbox();
  globex = await login(sb, sb.credentials.globex);
});
afterAll(async () => {
  sb.expectNoViolations();
  await sb.stop();
});

test("listing shows only the caller's conversations", async () => {
  const r = await request(sb, 'GET', '/conversations', { token: globex });
  expect(r.json.data.map((c: { id: string }) => c.id).sort()).toEqual(['70101', '70102']);
});

test("another account's ids answer 404, and nothing changes", async () => {
  const acme = sb.state.accounts.get('acc_acme')!;
  const before = JSON.stringify([...acme.records.get('obj_deals')!.values()]);
  const attempts = [
    request(sb, 'GET', '/objects/obj_deals/records/rec_5c2e91', { token: globex }),
    request(sb, 'PATCH', '/objects/obj_deals/records/rec_5c2e91', { token: globex, body: { stage: 'lost' } }),
    request(sb, 'DELETE', '/objects/obj_deals/records/rec_5c2e91', { token: globex }),
    request(sb, 'POST', '/conversations/90211/messages', { token: globex, body: { type: 'text', content: 'hi' } }),
    request(sb, 'POST', '/signature/links', { token: globex, body: { document_id: 'doc_2f8', contact_id: '5521' } }),
  ];
  for (const r of await Promise.all(attempts)) {
    expect(r.status).toBe(404);
    expect(r.json.error.code).toBe('resource_not_found');
  }
  expect(JSON.stringify([...acme.records.get('obj_deals')!.values()])).toBe(before);
  expect(acme.messages.get('90211')).toHaveLength(3);
  expect(acme.auditLog).toEqual([]);
});

test('the same object id in both accounts lists each account its own records', async () => {
  const r = await request(sb, 'GET', '/objects/obj_deals/records', { token: globex });
  expect(r.json.data.map((x: { id: string }) => x.id)).toEqual(['rec_g_001']);
});

test("writes land in the caller's account only", async () => {
  const created = await request(sb, 'POST', '/customers', { token: globex, body: { name: 'Kwik-E-Mart' } });
  expect(sb.state.accounts.get('acc_globex')!.customers.has(created.json.id)).toBe(true);
  expect(sb.state.accounts.get('acc_acme')!.customers.has(created.json.id)).toBe(false);
  expect(sb.state.accounts.get('acc_globex')!.auditLog.at(-1)!.details.client_id).toBe(sb.credentials.globex.clientId);
});
