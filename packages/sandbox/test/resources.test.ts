/** Records (cursor paging, PATCH, DELETE), AI switches, customers, agents and seats, signing links, audit. */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { login, request, sandbox } from './helpers.js';

let sb: Awaited<ReturnType<typeof sandbox>>;
let token: string;
beforeAll(async () => {
  sb = await sandbox();
  token = await login(sb, sb.credentials.acme);
});
afterAll(async () => {
  sb.expectNoViolations();
  await sb.stop();
});

const acme = () => sb.state.accounts.get('acc_acme')!;
const call = (method: string, path: string, body?: unknown) => request(sb, method, path, { token, ...(body !== undefined ? { body } : {}) });

describe('object records', () => {
  test('cursor paging: send next_cursor back until has_more is false', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const r = await call('GET', `/objects/obj_deals/records?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(r.status).toBe(200);
      seen.push(...r.json.data.map((x: { id: string }) => x.id));
      cursor = r.json.meta.next_cursor;
      expect(cursor === undefined).toBe(!r.json.meta.has_more);
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(['rec_5c2e91', 'rec_5c2e92', 'rec_5c2e93', 'rec_5c2e94', 'rec_5c2e95']);
  });

  test('a cursor from elsewhere is a 400 naming cursor', async () => {
    const r = await call('GET', '/objects/obj_deals/records?cursor=not-a-cursor');
    expect(r.status).toBe(400);
    expect(r.json.error.param).toBe('cursor');
  });

  test('PATCH changes only the values sent', async () => {
    const r = await call('PATCH', '/objects/obj_deals/records/rec_5c2e91', { stage: 'won' });
    expect(r.status).toBe(200);
    expect(r.json.data).toEqual({ title: 'Annual renewal', stage: 'won', amount: 12000 });
    expect((await call('GET', '/objects/obj_deals/records/rec_5c2e91')).json.data.stage).toBe('won');
  });

  test('PATCH refuses unknown fields and values a field cannot take, changing nothing', async () => {
    const r = await call('PATCH', '/objects/obj_deals/records/rec_5c2e92', { stage: 'maybe', colour: 'red', amount: 5 });
    expect(r.status).toBe(400);
    expect(r.json.error.details.errors).toHaveLength(2);
    expect(r.json.error.details.errors.join()).toContain('lead, qualified, won, lost');
    expect(acme().records.get('obj_deals')!.get('rec_5c2e92')!.data.amount).toBe(4800);
    expect((await call('PATCH', '/objects/obj_deals/records/rec_5c2e92', {})).json.error.code).toBe('validation_failed');
  });

  test.each([[['won']], [{ value: 'won' }], [true], [3], [['won', 'lost']]])(
    'a select field refuses %j (only one of its options, as a string), changing nothing',
    async (value) => {
      const before = acme().records.get('obj_deals')!.get('rec_5c2e92')!.data.stage;
      const r = await call('PATCH', '/objects/obj_deals/records/rec_5c2e92', { stage: value });
      expect(r.status).toBe(400);
      expect(r.json.error.details.errors.join()).toContain('stage must be one of: lead, qualified, won, lost');
      expect(acme().records.get('obj_deals')!.get('rec_5c2e92')!.data.stage).toBe(before);
    },
  );

  test('DELETE answers DeletedResource, then 404', async () => {
    const r = await call('DELETE', '/objects/obj_deals/records/rec_5c2e95');
    expect(r.json).toEqual({ id: 'rec_5c2e95', object: 'customer_object_record', deleted: true });
    expect((await call('DELETE', '/objects/obj_deals/records/rec_5c2e95')).status).toBe(404);
    expect((await call('GET', '/objects/obj_deals/records/rec_5c2e95')).status).toBe(404);
  });

  test('object types are listed with their fields', async () => {
    const r = await call('GET', '/objects');
    expect(r.json.data.map((o: { id: string }) => o.id)).toEqual(['obj_deals', 'obj_service_calls']);
  });
});

test('PUT /ai-world reports changed, false when already in that state', async () => {
  const first = await call('PUT', '/ai-world/reply_suggestions', { enabled: true });
  const again = await call('PUT', '/ai-world/reply_suggestions', { enabled: true });
  expect(first.json).toMatchObject({ object: 'ai_feature', key: 'reply_suggestions', enabled: true, changed: true });
  expect(again.json.changed).toBe(false);
  expect((await call('PUT', '/ai-world/teleport', { enabled: true })).status).toBe(404);
  expect((await call('PUT', '/ai-world/reply_suggestions', { enabled: 'yes' })).status).toBe(400);
});

test('POST /customers is not idempotent: two calls, two customers', async () => {
  const a = await call('POST', '/customers', { name: 'Acme Logistics', tags: ['vip'] });
  const b = await call('POST', '/customers', { name: 'Acme Logistics', tags: ['vip'] });
  expect(a.json).toMatchObject({ object: 'customer', name: 'Acme Logistics', lifecycle_stage: 'lead', created_by: 'public_api', address: '' });
  expect(a.json.id).not.toBe(b.json.id);
  expect((await call('POST', '/customers', { name: 'X', lifecycle_stage: 'vip' })).json.error.message).toContain('lead, customer, churned');
});

describe('agents and seats', () => {
  test('a declined seat charge answers 402 seat_charge_failed and creates nothing', async () => {
    sb.state.settings.seatCardFails = true;
    const agents = acme().agents.size;
    const charges = acme().charges.length;
    const audits = acme().auditLog.length;
    const r = await call('POST', '/agents', { type: 'human', name: 'Yael Mizrahi', email: 'yael@acme.test' });
    sb.state.settings.seatCardFails = false;
    expect(r.status).toBe(402);
    expect(r.json.error).toMatchObject({ type: 'plan_limit_error', code: 'seat_charge_failed' });
    expect([acme().agents.size, acme().charges.length, acme().auditLog.length]).toEqual([agents, charges, audits]);
  });

  test('with the card working the agent is created and the prorated seat charged', async () => {
    const r = await call('POST', '/agents', { type: 'ai', name: 'Night shift bot' });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ object: 'agent', type: 'ai', name: 'Night shift bot', seat: { charged: true } });
    expect(acme().charges.at(-1)).toMatchObject({ kind: 'seat', resource_id: r.json.id });
  });
});

describe('signing links', () => {
  test('the first link costs credits; a repeat returns it with created false and charges nothing', async () => {
    const before = acme().credits.monthly;
    const first = await call('POST', '/signature/links', { document_id: 'doc_2f8', contact_id: '5521' });
    const again = await call('POST', '/signature/links', { document_id: 'doc_2f8', contact_id: '5521' });
    expect(first.json).toMatchObject({ object: 'signing_link', created: true, status: 'pending', customer_id: '880', contact_name: 'Dana Levi' });
    expect(again.json).toMatchObject({ id: first.json.id, created: false });
    expect(acme().credits.monthly).toBe(before - 2);
    expect(acme().signingLinks).toHaveLength(1);
  });

  test('a draft document answers 409 document_not_active; unknown ids 404', async () => {
    expect((await call('POST', '/signature/links', { document_id: 'doc_3a1', contact_id: '5521' })).json.error.code).toBe('document_not_active');
    expect((await call('POST', '/signature/links', { document_id: 'doc_nope', contact_id: '5521' })).status).toBe(404);
  });
});

test('every write is in the audit log with via public_api and the client id', async () => {
  const log = acme().auditLog;
  expect(log.length).toBeGreaterThanOrEqual(8);
  for (const entry of log) expect(entry.details).toMatchObject({ via: 'public_api', client_id: sb.credentials.acme.clientId });
  expect(new Set(log.map((e) => e.action))).toEqual(
    new Set(['customer_object_record.updated', 'customer_object_record.deleted', 'ai_feature.updated', 'customer.created', 'agent.created', 'signing_link.created']),
  );
});

test('read-only answers: plan, price list, block catalog', async () => {
  expect((await call('GET', '/billing/plan')).json).toMatchObject({ name: 'Growth', ai_world_included: true });
  expect((await call('GET', '/billing/usage-pricing')).json.items.length).toBeGreaterThan(0);
  expect((await call('GET', '/studio/blocks')).json['message.send_text']).toMatchObject({ kind: 'action' });
});
