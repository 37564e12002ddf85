/** Reference, Authentication 4-5, 9-10; Limits; Errors (X-Request-Id); What the service does 3 (no CORS). */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { call, startHarness, type Harness } from './harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

describe('request ids', () => {
  test('a generated X-Request-Id is on every response and equals error.request_id', async () => {
    const ok = await call(h.url, 'GET', '/v1/conversations', { token: 'tok_cred_full' });
    expect(ok.headers.get('x-request-id')).toMatch(/^req_[0-9a-f]{16}$/);
    const failed = await call(h.url, 'GET', '/v1/conversations');
    expect(failed.json.error.request_id).toBe(failed.headers.get('x-request-id'));
    const unknown = await call(h.url, 'GET', '/v1/nowhere');
    expect(unknown.json.error.request_id).toBe(unknown.headers.get('x-request-id'));
  });

  test("the client's own X-Request-Id is echoed and used in the error body", async () => {
    const r = await call(h.url, 'GET', '/v1/conversations', { headers: { 'x-request-id': 'checkout-7f3a2b' } });
    expect(r.headers.get('x-request-id')).toBe('checkout-7f3a2b');
    expect(r.json.error.request_id).toBe('checkout-7f3a2b');
  });
});

test('no CORS headers, not even to a preflight', async () => {
  const headers = { origin: 'https://evil.test', 'access-control-request-method': 'GET' };
  for (const r of [await call(h.url, 'OPTIONS', '/v1/conversations', { headers }), await call(h.url, 'GET', '/v1/conversations', { token: 'tok_cred_full', headers })]) {
    const names: string[] = [];
    r.headers.forEach((_value, name) => names.push(name));
    expect(names.filter((k) => k.startsWith('access-control-'))).toEqual([]);
    expect(names).toContain('x-request-id');
  }
});

describe('bearer tokens', () => {
  test.each([
    ['no Authorization header', {}],
    ['a token the verifier refuses', { authorization: 'Bearer forged' }],
    ['another scheme', { authorization: 'Basic dXNlcjpwYXNz' }],
  ])('%s answers 401 invalid_token', async (_name, headers) => {
    const r = await call(h.url, 'GET', '/v1/conversations', { headers });
    expect(r.status).toBe(401);
    expect(r.json.error).toMatchObject({ type: 'authentication_error', code: 'invalid_token' });
  });

  test('a revoked or expired credential stops its tokens at once', async () => {
    const credential = h.credentials.get('cred_other')!;
    expect((await call(h.url, 'GET', '/v1/conversations', { token: 'tok_cred_other' })).status).toBe(200);
    credential.revoked = true;
    expect((await call(h.url, 'GET', '/v1/conversations', { token: 'tok_cred_other' })).json.error.code).toBe('invalid_token');
    credential.revoked = false;
    credential.expiresAt = '2026-11-21T09:00:00Z';
    expect((await call(h.url, 'GET', '/v1/conversations', { token: 'tok_cred_other' })).status).toBe(401);
    credential.expiresAt = null;
  });
});

describe('scopes, read live', () => {
  test('a missing scope answers 403 naming it, with the granted scopes in details', async () => {
    const r = await call(h.url, 'POST', '/v1/conversations/90211/messages', { token: 'tok_cred_other', body: { type: 'text', content: 'hi' } });
    expect(r.status).toBe(403);
    expect(r.json.error).toMatchObject({ type: 'permission_error', code: 'insufficient_scope', details: { required_scope: 'messages', granted_scopes: ['conversations'] } });
    expect(r.json.error.message).toContain('messages');
  });

  test('removing a scope applies to the next request, not at token expiry', async () => {
    const credential = h.credentials.get('cred_full')!;
    expect((await call(h.url, 'GET', '/v1/conversations', { token: 'tok_cred_full' })).status).toBe(200);
    credential.scopes = credential.scopes.filter((s) => s !== 'conversations');
    const r = await call(h.url, 'GET', '/v1/conversations', { token: 'tok_cred_full' });
    credential.scopes.push('conversations');
    expect(r.status).toBe(403);
    expect(r.json.error.details.granted_scopes).not.toContain('conversations');
  });
});

describe('IP allow-list', () => {
  test('an API call from an address not on the list answers 403 ip_not_allowed', async () => {
    h.allowLists.set('acc_1', ['203.0.113.0/24']);
    const refused = await call(h.url, 'GET', '/v1/conversations', { token: 'tok_cred_full' });
    h.allowLists.set('acc_1', ['203.0.113.0/24', '127.0.0.1']);
    const allowed = await call(h.url, 'GET', '/v1/conversations', { token: 'tok_cred_full' });
    h.allowLists.delete('acc_1');
    expect(refused.status).toBe(403);
    expect(refused.json.error).toMatchObject({ type: 'permission_error', code: 'ip_not_allowed' });
    expect(allowed.status).toBe(200);
  });

  test('the token endpoint refuses before any token is issued (the handler never runs)', async () => {
    h.allowLists.set('acc_2', ['198.51.100.7']);
    const before = h.calls.filter((c) => c.operationId === 'createAccessToken').length;
    const r = await call(h.url, 'POST', '/v1/oauth/token', { body: { client_id: 'cli_other', client_secret: 's' } });
    h.allowLists.delete('acc_2');
    expect(r.status).toBe(403);
    expect(r.json.error.code).toBe('ip_not_allowed');
    expect(r.text).not.toContain('access_token');
    expect(h.calls.filter((c) => c.operationId === 'createAccessToken').length).toBe(before);
  });
});

describe('rate limits', () => {
  test('20 token requests per minute per IP, then 429 with Retry-After until the window passes', async () => {
    const limited = await startHarness();
    try {
      const body = { client_id: 'cli_full', client_secret: 's' };
      const answers = await Promise.all(Array.from({ length: 20 }, () => call(limited.url, 'POST', '/v1/oauth/token', { body })));
      expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
      const over = await call(limited.url, 'POST', '/v1/oauth/token', { body });
      expect(over.status).toBe(429);
      expect(over.json.error).toMatchObject({ type: 'rate_limit_error', code: 'rate_limited' });
      expect(Number(over.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(Number(over.headers.get('retry-after'))).toBeLessThanOrEqual(60);
      limited.advance(60_000);
      expect((await call(limited.url, 'POST', '/v1/oauth/token', { body })).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  test('600 requests per minute per credential; another credential is not affected', async () => {
    const limited = await startHarness();
    try {
      const statuses: number[] = [];
      for (let batch = 0; batch < 6; batch++) {
        const answers = await Promise.all(Array.from({ length: 100 }, () => call(limited.url, 'GET', '/v1/conversations', { token: 'tok_cred_full' })));
        statuses.push(...answers.map((a) => a.status));
      }
      expect(statuses.every((s) => s === 200)).toBe(true);
      const over = await call(limited.url, 'GET', '/v1/conversations', { token: 'tok_cred_full' });
      expect(over.status).toBe(429);
      expect(over.headers.get('retry-after')).toMatch(/^\d+$/);
      expect((await call(limited.url, 'GET', '/v1/conversations', { token: 'tok_cred_other' })).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
