/** Reference, Authentication 2-10: token exchange, one-hour JWTs, introspection, live scopes, IP allow-list. */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { login, NOW, request, sandbox } from './helpers.js';

let sb: Awaited<ReturnType<typeof sandbox>>;
beforeAll(async () => {
  sb = await sandbox();
});
afterAll(async () => {
  sb.expectNoViolations();
  await sb.stop();
});

test('the exchange answers a one-hour JWT for the credential', async () => {
  const { acme } = sb.credentials;
  const r = await request(sb, 'POST', '/oauth/token', { body: { client_id: acme.clientId, client_secret: acme.clientSecret } });
  expect(r.status).toBe(200);
  expect(r.json).toMatchObject({ token_type: 'Bearer', expires_in: 3600, expires_at: '2026-11-21T11:00:00Z', account_id: 'acc_acme', scopes: acme.scopes });
  expect(r.json.access_token.split('.')).toHaveLength(3);
});

test.each([
  ['a wrong secret', (c: { clientId: string }) => ({ client_id: c.clientId, client_secret: 'sk_test_wrong' })],
  ['an unknown client id', () => ({ client_id: 'cli_nobody', client_secret: 'x' })],
])('%s answers 401 invalid_client', async (_name, body) => {
  const r = await request(sb, 'POST', '/oauth/token', { body: body(sb.credentials.acme) });
  expect(r.status).toBe(401);
  expect(r.json.error).toMatchObject({ type: 'authentication_error', code: 'invalid_client' });
});

test('an expired credential gets no token', async () => {
  const { acmeExpired } = sb.credentials;
  const r = await request(sb, 'POST', '/oauth/token', { body: { client_id: acmeExpired.clientId, client_secret: acmeExpired.clientSecret } });
  expect(r.status).toBe(401);
});

test('tokens stop working after one hour', async () => {
  const token = await login(sb, sb.credentials.acme);
  sb.clock.advance(3599_000);
  expect((await request(sb, 'GET', '/oauth/introspect', { token })).status).toBe(200);
  sb.clock.advance(2_000);
  const r = await request(sb, 'GET', '/oauth/introspect', { token });
  sb.clock.set(NOW);
  expect(r.status).toBe(401);
  expect(r.json.error.code).toBe('invalid_token');
});

test('introspection describes the credential; SSO agents only when it holds sso', async () => {
  const full = await request(sb, 'GET', '/oauth/introspect', { token: await login(sb, sb.credentials.acme) });
  expect(full.json).toMatchObject({
    object: 'token_introspection',
    active: true,
    account_id: 'acc_acme',
    client_id: sb.credentials.acme.clientId,
    credential_id: 'cred_77',
    credential_name: 'CRM sync',
    credential_expires_at: null,
    sso_agent_ids: ['311', '312'],
    sso_origins: ['https://crm.acme.test'],
  });
  expect(full.json.request_id).toBe(full.headers.get('x-request-id'));
  const narrow = await request(sb, 'GET', '/oauth/introspect', { token: await login(sb, sb.credentials.acmeConversationsOnly) });
  expect(narrow.json).toMatchObject({ scopes: ['conversations'], sso_agent_ids: [], sso_origins: [] });
});

test('a scope removed from the credential is refused on the next request with the same token', async () => {
  const token = await login(sb, sb.credentials.acme);
  expect((await request(sb, 'GET', '/billing/plan', { token })).status).toBe(200);
  const credential = sb.state.credentials.get(sb.credentials.acme.id)!;
  credential.scopes = credential.scopes.filter((s) => s !== 'billing');
  const r = await request(sb, 'GET', '/billing/plan', { token });
  credential.scopes.push('billing');
  expect(r.status).toBe(403);
  expect(r.json.error).toMatchObject({ code: 'insufficient_scope', details: { required_scope: 'billing' } });
});

test("an address off the account's allow-list gets 403 ip_not_allowed, on the token endpoint before any token", async () => {
  const globex = sb.state.accounts.get('acc_globex')!;
  const token = await login(sb, sb.credentials.globex);
  const saved = globex.ipAllowList;
  globex.ipAllowList = ['203.0.113.7'];
  const exchange = await request(sb, 'POST', '/oauth/token', { body: { client_id: sb.credentials.globex.clientId, client_secret: sb.credentials.globex.clientSecret } });
  const call = await request(sb, 'GET', '/conversations', { token });
  const acme = await request(sb, 'GET', '/conversations', { token: await login(sb, sb.credentials.acme) });
  globex.ipAllowList = saved;
  expect(exchange.status).toBe(403);
  expect(exchange.json.error.code).toBe('ip_not_allowed');
  expect(exchange.json.access_token).toBeUndefined();
  expect(call.json.error.code).toBe('ip_not_allowed');
  expect(acme.status).toBe(200);
});

test('a sandbox started again with the same token secret accepts the tokens the last one issued; another secret or none does not', async () => {
  const first = await sandbox({ tokenSecret: 'one session' });
  const token = await login(first, first.credentials.acme);
  await first.stop();
  const again = await sandbox({ tokenSecret: 'one session' });
  const other = await sandbox({ tokenSecret: 'another session' });
  try {
    // The same seed gives the same demo credentials, so the token's credential is there again.
    expect(again.credentials.acme).toEqual(first.credentials.acme);
    const kept = await request(again, 'GET', '/oauth/introspect', { token });
    expect(kept.status).toBe(200);
    expect(kept.json).toMatchObject({ active: true, credential_id: 'cred_77' });
    for (const refusing of [other, sb]) {
      const r = await request(refusing, 'GET', '/oauth/introspect', { token });
      expect(r.status).toBe(401);
      expect(r.json.error.code).toBe('invalid_token');
    }
  } finally {
    await Promise.all([again.stop(), other.stop()]);
  }
});
