/**
 * The authentication hook is synchronous when the token verifier, the credential store and the allow-list
 * store answer synchronously (the harness's), and waits for them when they return promises: both paths give
 * the same answers. These are the asynchronous ones.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { call, startHarness, type Harness } from './harness.js';

let h: Harness;
const later = <T>(value: T) => new Promise<T>((resolve) => setImmediate(() => resolve(value)));

beforeAll(async () => {
  const stores: { h?: Harness } = {};
  h = await startHarness({
    verifyToken: async (token) => {
      if (token === 'tok_throws') throw new Error('verifier down');
      const credential = token.startsWith('tok_') ? stores.h!.credentials.get(token.slice(4)) : undefined;
      return later(credential ? { credentialId: credential.id, accountId: credential.accountId, clientId: credential.clientId } : null);
    },
    credentials: {
      byId: (id) => later(stores.h!.credentials.get(id)),
      byClientId: (clientId) => later([...stores.h!.credentials.values()].find((c) => c.clientId === clientId)),
    },
    ipAllowList: (accountId) => later(stores.h!.allowLists.get(accountId)),
    limits: { unauthenticated: { requests: 4, windowSeconds: 60 } },
  });
  stores.h = h;
});
afterAll(() => h.close());

test('a valid token passes, with the handler seeing the caller', async () => {
  const r = await call(h.url, 'GET', '/v1/conversations', { token: 'tok_cred_full' });
  expect(r.status).toBe(200);
  expect(r.headers.get('x-request-id')).toMatch(/^req_[0-9a-f]{16}$/);
});

test('scopes, the allow-list and revocation are read from the asynchronous stores', async () => {
  const scope = await call(h.url, 'POST', '/v1/conversations/90211/messages', { token: 'tok_cred_other', body: { type: 'text', content: 'hi' } });
  expect(scope.status).toBe(403);
  expect(scope.json.error).toMatchObject({ code: 'insufficient_scope', request_id: scope.headers.get('x-request-id') });

  h.allowLists.set('acc_1', ['203.0.113.0/24']);
  const ip = await call(h.url, 'GET', '/v1/conversations', { token: 'tok_cred_full' });
  h.allowLists.delete('acc_1');
  expect(ip.status).toBe(403);
  expect(ip.json.error.code).toBe('ip_not_allowed');

  h.credentials.get('cred_full')!.revoked = true;
  const revoked = await call(h.url, 'GET', '/v1/conversations', { token: 'tok_cred_full' });
  h.credentials.get('cred_full')!.revoked = false;
  expect(revoked.status).toBe(401);
  expect(revoked.json.error.code).toBe('invalid_token');
});

test('refused tokens (unknown, or a verifier that throws) answer 401, then 429 past the unauthenticated limit', async () => {
  const answers: number[] = [];
  for (const token of ['tok_nobody', 'tok_throws', 'tok_nobody', 'tok_throws', 'tok_nobody']) {
    const r = await call(h.url, 'GET', '/v1/conversations', { token });
    answers.push(r.status);
    expect(r.json.error.request_id).toBe(r.headers.get('x-request-id'));
  }
  // The revoked call of the test above counted too: 4 per minute in all.
  expect(answers).toEqual([401, 401, 401, 429, 429]);
});
