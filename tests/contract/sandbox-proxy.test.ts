/**
 * Contract 4, the sandbox against the spec: `prism proxy --errors` stands in front of the sandbox and a
 * scripted tour calls every operation and every documented error path through it. Prism checks each
 * request and each answer against the spec; the tour passes only with 0 violations.
 *
 * With --errors Prism itself refuses a request that breaks the spec (a missing token, a wrong type), so those
 * error paths never reach the sandbox; they are covered directly against the sandbox in fuzz.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../../packages/sandbox/src/index.js';
import { startMock, type RunningMock } from '../../packages/mock/src/index.js';
import { loadBundledSpec, operations } from '../support/spec.js';
import { detail } from '../support/detail.js';

let sandbox: Sandbox;
let proxy: RunningMock;
const prismLog: string[] = [];
const seen = new Map<string, Set<string>>();

beforeAll(async () => {
  sandbox = await startSandbox({ mode: 'test' });
  proxy = await startMock({ upstream: sandbox.baseUrl, onLog: (line) => prismLog.push(line) });
});
afterAll(async () => {
  await proxy?.stop();
  await sandbox?.stop();
});

interface Call {
  method: string;
  path: string;
  token?: string;
  body?: unknown;
  rawBody?: string;
}

/** One call through the proxy; fails on any Prism violation, records which documented status it reached. */
async function call(operationId: string, c: Call, want: { status: number; code?: string }) {
  const res = await fetch(`${proxy.url}${c.path}`, {
    method: c.method,
    headers: {
      ...(c.token ? { authorization: `Bearer ${c.token}` } : {}),
      ...(c.body !== undefined || c.rawBody ? { 'content-type': 'application/json' } : {}),
    },
    ...(c.body !== undefined ? { body: JSON.stringify(c.body) } : c.rawBody ? { body: c.rawBody } : {}),
  });
  const text = await res.text();
  const where = `${c.method} ${c.path} -> ${res.status} ${text.slice(0, 300)}`;
  expect(res.headers.get('sl-violations'), where).toBeNull();
  expect(res.status, where).toBe(want.status);
  const body = JSON.parse(text);
  if (want.code) expect(body.error.code, where).toBe(want.code);
  expect(res.headers.get('x-request-id'), where).toBeTruthy();
  if (!seen.has(operationId)) seen.set(operationId, new Set());
  seen.get(operationId)!.add(String(res.status));
  return body;
}

async function tokenFor(credential: { clientId: string; clientSecret: string }) {
  const body = await call(
    'createAccessToken',
    { method: 'POST', path: '/oauth/token', body: { client_id: credential.clientId, client_secret: credential.clientSecret } },
    { status: 200 },
  );
  return body.access_token as string;
}

describe('tour of every operation through prism proxy --errors', () => {
  let token: string;
  let narrow: string;

  it('authentication: token exchange, introspection, refusals', async () => {
    token = await tokenFor(sandbox.credentials.acme);
    narrow = await tokenFor(sandbox.credentials.acmeConversationsOnly);
    await call('createAccessToken', { method: 'POST', path: '/oauth/token', body: { client_id: sandbox.credentials.acme.clientId, client_secret: 'wrong' } }, { status: 401 });
    await call(
      'createAccessToken',
      { method: 'POST', path: '/oauth/token', body: { client_id: sandbox.credentials.acmeExpired.clientId, client_secret: sandbox.credentials.acmeExpired.clientSecret } },
      { status: 401 },
    );
    const me = await call('introspectToken', { method: 'GET', path: '/oauth/introspect', token }, { status: 200 });
    expect(me.client_id).toBe(sandbox.credentials.acme.clientId);
    await call('introspectToken', { method: 'GET', path: '/oauth/introspect', token: 'expired-or-forged' }, { status: 401, code: 'invalid_token' });
  });

  it('conversations: filters, paging, scope refusal', async () => {
    const page = await call('listConversations', { method: 'GET', path: '/conversations?status=open&per_page=2', token }, { status: 200 });
    expect(page.data.every((c: { status: string }) => c.status === 'open')).toBe(true);
    await call('listConversations', { method: 'GET', path: '/conversations?assignee_id=unassigned&team_id=none&sort_dir=asc', token: narrow }, { status: 200 });
    await call('listObjects', { method: 'GET', path: '/objects', token: narrow }, { status: 403, code: 'insufficient_scope' });
  });

  it('messages: sends and every channel rule', async () => {
    const send = (conversation: string, body: unknown, want: { status: number; code?: string }) =>
      call('sendMessage', { method: 'POST', path: `/conversations/${conversation}/messages`, token, body }, want);
    await send('90211', { type: 'text', content: 'Your order ships today.' }, { status: 200 });
    await send('90212', { type: 'text', content: 'Here is the copy.' }, { status: 409, code: 'whatsapp_window_closed' });
    await send('90212', { type: 'template', template: { name: 'invoice_ready', language: 'en', body_variables: ['2231'] } }, { status: 200 });
    await send('90212', { type: 'template', template: { name: 'invoice_ready', language: 'en', body_variables: [] } }, { status: 400, code: 'validation_failed' });
    await send('90212', { type: 'template', template: { name: 'winter_sale', language: 'en', body_variables: [] } }, { status: 409, code: 'template_not_approved' });
    await send('90214', { type: 'text', content: 'Anything else?' }, { status: 409, code: 'tiktok_window_closed' });
    for (let i = 0; i < 5; i++) await send('90213', { type: 'text', content: `Reply ${i}` }, { status: 200 });
    await send('90213', { type: 'text', content: 'One more' }, { status: 409, code: 'tiktok_message_cap_reached' });
    await send('90215', { type: 'text', content: 'Calling you back' }, { status: 409, code: 'voice_private_notes_only' });
    await send('90215', { type: 'text', content: 'Called back, claim 77 approved.', private: true }, { status: 200 });
    await send('99999', { type: 'text', content: 'Hello' }, { status: 404, code: 'resource_not_found' });
    await call(
      'sendMessage',
      { method: 'POST', path: '/conversations/90211/messages', token, body: { type: 'text', content: 'x'.repeat(1_100_000) } },
      { status: 413, code: 'payload_too_large' },
    );
  });

  it('AI World: changed, unchanged, unknown feature', async () => {
    const first = await call('updateAiFeature', { method: 'PUT', path: '/ai-world/reply_suggestions', token, body: { enabled: true } }, { status: 200 });
    const again = await call('updateAiFeature', { method: 'PUT', path: '/ai-world/reply_suggestions', token, body: { enabled: true } }, { status: 200 });
    expect([first.changed, again.changed]).toEqual([true, false]);
    await call('updateAiFeature', { method: 'PUT', path: '/ai-world/teleportation', token, body: { enabled: true } }, { status: 404 });
  });

  it('customer objects: list, cursor paging, retrieve, patch, delete', async () => {
    await call('listObjects', { method: 'GET', path: '/objects', token }, { status: 200 });
    const first = await call('listObjectRecords', { method: 'GET', path: '/objects/obj_deals/records?limit=1', token }, { status: 200 });
    expect(first.meta.has_more).toBe(true);
    await call('listObjectRecords', { method: 'GET', path: `/objects/obj_deals/records?limit=1&cursor=${encodeURIComponent(first.meta.next_cursor)}`, token }, { status: 200 });
    await call('listObjectRecords', { method: 'GET', path: '/objects/obj_nothing/records', token }, { status: 404 });
    const id = first.data[0].id;
    await call('retrieveObjectRecord', { method: 'GET', path: `/objects/obj_deals/records/${id}`, token }, { status: 200 });
    await call('updateObjectRecord', { method: 'PATCH', path: `/objects/obj_deals/records/${id}`, token, body: { stage: 'won' } }, { status: 200 });
    await call('updateObjectRecord', { method: 'PATCH', path: '/objects/obj_deals/records/rec_missing', token, body: { stage: 'won' } }, { status: 404 });
    await call('deleteObjectRecord', { method: 'DELETE', path: `/objects/obj_deals/records/${id}`, token }, { status: 200 });
    await call('deleteObjectRecord', { method: 'DELETE', path: `/objects/obj_deals/records/${id}`, token }, { status: 404 });
    await call('retrieveObjectRecord', { method: 'GET', path: `/objects/obj_deals/records/${id}`, token }, { status: 404 });
  });

  it('read-only areas: studio blocks, usage pricing, plan', async () => {
    await call('listStudioBlocks', { method: 'GET', path: '/studio/blocks', token }, { status: 200 });
    await call('retrieveUsagePricing', { method: 'GET', path: '/billing/usage-pricing', token }, { status: 200 });
    await call('retrievePlan', { method: 'GET', path: '/billing/plan', token }, { status: 200 });
    await call('retrievePlan', { method: 'GET', path: '/billing/plan', token: narrow }, { status: 403, code: 'insufficient_scope' });
  });

  it('writes that cost money: customers, agents and the seat charge, signing links', async () => {
    await call('createCustomer', { method: 'POST', path: '/customers', token, body: { name: 'Initech' } }, { status: 200 });
    await call('createAgent', { method: 'POST', path: '/agents', token, body: { type: 'human', name: 'Yael Mizrahi', email: 'yael@acme.test' } }, { status: 200 });
    sandbox.state.settings.seatCardFails = true;
    await call('createAgent', { method: 'POST', path: '/agents', token, body: { type: 'ai', name: 'Night shift bot' } }, { status: 402, code: 'seat_charge_failed' });
    sandbox.state.settings.seatCardFails = false;
    const link = await call('createSigningLink', { method: 'POST', path: '/signature/links', token, body: { document_id: 'doc_2f8', contact_id: '5521' } }, { status: 200 });
    const again = await call('createSigningLink', { method: 'POST', path: '/signature/links', token, body: { document_id: 'doc_2f8', contact_id: '5521' } }, { status: 200 });
    expect([link.created, again.created, again.id]).toEqual([true, false, link.id]);
    await call(
      'createSigningLink',
      { method: 'POST', path: '/signature/links', token, body: { document_id: 'doc_3a1', contact_id: '5521' } },
      { status: 409, code: 'document_not_active' },
    );
    await call('createSigningLink', { method: 'POST', path: '/signature/links', token, body: { document_id: 'doc_missing', contact_id: '5521' } }, { status: 404 });
  });

  it('IP allow-list: API calls and the token endpoint refuse an address not on it', async () => {
    const globex = sandbox.state.accounts.get('acc_globex')!;
    const globexToken = await tokenFor(sandbox.credentials.globex);
    const before = globex.ipAllowList;
    globex.ipAllowList = ['203.0.113.0/24'];
    try {
      await call('listConversations', { method: 'GET', path: '/conversations', token: globexToken }, { status: 403, code: 'ip_not_allowed' });
      await call(
        'createAccessToken',
        { method: 'POST', path: '/oauth/token', body: { client_id: sandbox.credentials.globex.clientId, client_secret: sandbox.credentials.globex.clientSecret } },
        { status: 403, code: 'ip_not_allowed' },
      );
    } finally {
      globex.ipAllowList = before;
    }
  });

  it('rate limit: the token endpoint answers 429 after 20 requests a minute from one IP', async () => {
    let last: Response | undefined;
    for (let i = 0; i < 25 && last?.status !== 429; i++) {
      last = await fetch(`${proxy.url}/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ client_id: 'nobody', client_secret: 'nothing' }),
      });
      expect(last.headers.get('sl-violations')).toBeNull();
    }
    expect(last!.status).toBe(429);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await last!.json()).error.code).toBe('rate_limited');
    seen.get('createAccessToken')!.add('429');
  });

  it('reached every operation, and Prism logged no violation', () => {
    const ids = operations(loadBundledSpec()).map((o) => o.op.operationId as string);
    const unreached = ids.filter((id) => !seen.has(id));
    expect(
      unreached,
      `No step of this tour calls ${unreached.join(', ')}: add one (its success and the errors the sandbox can give) in tests/contract/sandbox-proxy.test.ts`,
    ).toEqual([]);
    expect(
      [...seen.keys()].filter((id) => !ids.includes(id)),
      'operations the tour calls that the spec no longer has',
    ).toEqual([]);
    detail(() => [...seen].map(([id, statuses]) => `  ${id}: ${[...statuses].sort().join(', ')}`).join('\n'));
    expect(prismLog.filter((line) => /violation|VIOLATION/.test(line) && !/0 violation/i.test(line))).toEqual([]);
  });
});
