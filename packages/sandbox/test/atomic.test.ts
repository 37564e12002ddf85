/**
 * Writes are atomic (src/atomic.ts): when a write's answer cannot be sent, the account is exactly as it
 * was: nothing stored, nothing charged, nothing audited; later reads still answer. Every write operation
 * of the route table is driven through the real handlers twice: once with an answer that can be sent
 * (the write must change the account: otherwise this test would prove nothing) and once with the answer
 * refused after the handler has done all its work.
 */
import fc from 'fast-check';
import { routes, type HandlerContext } from '@customer-messaging/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxHandlers } from '../src/handlers/index.js';
import { createTokens } from '../src/tokens.js';
import { login, request, sandbox } from './helpers.js';

let sb: Awaited<ReturnType<typeof sandbox>>;
let token: string;
beforeAll(async () => {
  sb = await sandbox();
  token = await login(sb, sb.credentials.acme);
});
afterAll(async () => {
  await sb.stop();
});

const acme = () => sb.state.accounts.get('acc_acme')!;

/** One valid request per write operation, on the demo data of `acc_acme`. */
const writes: Record<string, () => unknown> = {
  createAgent: () => ({ body: { type: 'human', name: 'Avi Atomic', email: 'avi@acme.test' } }),
  updateAiFeature: () => {
    const [key, feature] = [...acme().aiFeatures][0]!;
    return { params: { feature_key: key }, body: { enabled: !feature.enabled } };
  },
  sendMessage: () => ({ params: { conversation_id: '90212' }, body: { type: 'template', template: { name: 'order_update', language: 'en', body_variables: ['Yossi', '4471'] } } }),
  createCustomer: () => ({ body: { name: 'Atomic Ltd' } }),
  createSigningLink: () => ({ body: { document_id: 'doc_2f8', contact_id: '5521' } }),
  updateObjectRecord: () => ({ params: { object_id: 'obj_deals', record_id: 'rec_5c2e91' }, body: { stage: 'won' } }),
  deleteObjectRecord: () => ({ params: { object_id: 'obj_deals', record_id: 'rec_5c2e93' } }),
};

function contextFor(operationId: string, checkAnswer: HandlerContext['checkAnswer']): HandlerContext {
  const credential = sb.state.credentials.get([...sb.state.credentials.values()].find((c) => c.accountId === 'acc_acme')!.id)!;
  return {
    requestId: 'req_atomic',
    ip: '127.0.0.1',
    auth: {
      accountId: 'acc_acme',
      clientId: credential.clientId,
      credentialId: credential.id,
      scopes: [...credential.scopes],
      credential,
      token: { credentialId: credential.id, accountId: 'acc_acme', clientId: credential.clientId },
    },
    route: routes.find((r) => r.operationId === operationId)!,
    log: { error: () => undefined, warn: () => undefined, info: () => undefined, debug: () => undefined } as unknown as HandlerContext['log'],
    now: () => sb.clock.now(),
    checkAnswer,
  };
}

describe('atomic writes', () => {
  it('covers every operation that is not a read or the token exchange', () => {
    const expected = routes.filter((r) => r.method !== 'GET' && !r.public).map((r) => r.operationId);
    expect(Object.keys(writes).sort()).toEqual(expected.sort());
  });

  it.each(Object.keys(writes))('%s: a refused answer leaves the account as it was; an accepted one changes it', async (operationId) => {
    const handlers = sandboxHandlers(sb.state, createTokens(sb.clock)) as unknown as Record<string, (request: unknown, context: HandlerContext) => Promise<{ status: number }>>;
    const before = structuredClone(acme());
    await expect(
      handlers[operationId]!(
        writes[operationId]!(),
        contextFor(operationId, () => ['injected: the answer cannot be sent']),
      ),
    ).rejects.toMatchObject({
      status: 500,
      code: 'internal_error',
    });
    expect(acme()).toEqual(before);

    const result = await handlers[operationId]!(
      writes[operationId]!(),
      contextFor(operationId, () => []),
    );
    expect(result.status).toBe(200);
    expect(acme()).not.toEqual(before);
  });

  it('a stored value that cannot be written as JSON makes the write fail over HTTP with nothing changed, and a retry after the fix succeeds once', async () => {
    const record = () => acme().records.get('obj_deals')!.get('rec_5c2e92')!;
    const saved = record().data;
    record().data = { ...saved, amount: Number.POSITIVE_INFINITY };
    const before = structuredClone(acme());
    const failed = await request(sb, 'PATCH', '/objects/obj_deals/records/rec_5c2e92', { token, body: { stage: 'won' } });
    expect(failed.status).toBe(500);
    expect(failed.json.error.request_id).toBe(failed.headers.get('x-request-id'));
    expect(acme()).toEqual(before);
    // Undoing puts the account's own copy back: look the record up again.
    record().data = saved;
    const retried = await request(sb, 'PATCH', '/objects/obj_deals/records/rec_5c2e92', { token, body: { stage: 'won' } });
    expect(retried.status).toBe(200);
    expect(acme().auditLog.filter((e) => e.resource_id === 'rec_5c2e92')).toHaveLength(1);
  });

  it('hostile signing-link requests never answer 5xx, and credits move only by the charges of links created (property)', async () => {
    const credits = () => acme().credits.monthly + acme().credits.topup;
    const hostile = fc.oneof(
      fc.constant(null),
      fc.string(),
      fc.double(),
      fc.jsonValue({ maxDepth: 4 }),
      fc.nat({ max: 200 }).map((depth) => JSON.parse('{"a":'.repeat(depth) + '1' + '}'.repeat(depth))),
      fc.constant({ __proto__: { polluted: true } }),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('5521', '5522', 'nope'), fc.constantFrom('doc_2f8', 'doc_missing'), hostile, async (contact, document, attributes) => {
        const startCredits = credits();
        const startLinks = acme().signingLinks.length;
        const r = await request(sb, 'POST', '/signature/links', { token, body: { document_id: document, contact_id: contact, custom_attributes: attributes } });
        expect(r.status).toBeLessThan(500);
        const created = acme().signingLinks.length - startLinks;
        expect(startCredits - credits()).toBe(created * sb.state.settings.prices.signing_link);
        if (r.status >= 400) expect(created).toBe(0);
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 60) },
    );
  });
});
