/** Unexpected exceptions hide their internals; in test and development mode a response off the spec fails loudly. */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { call, startHarness, type Harness } from './harness.js';

let testMode: Harness;
let production: Harness;
beforeAll(async () => {
  [testMode, production] = await Promise.all([startHarness(), startHarness({ mode: 'production' })]);
});
afterAll(() => Promise.all([testMode.close(), production.close()]));

const send = (h: Harness, content: string) => call(h.url, 'POST', '/v1/conversations/90211/messages', { token: 'tok_cred_full', body: { type: 'text', content } });

test('an unexpected exception answers 500 api_error internal_error without internals', async () => {
  const r = await send(testMode, 'boom');
  expect(r.status).toBe(500);
  expect(r.json.error).toEqual({
    type: 'api_error',
    code: 'internal_error',
    message: 'Something went wrong on our side. Retry with backoff.',
    request_id: r.headers.get('x-request-id'),
  });
  expect(r.text).not.toMatch(/hunter2|db\.ts|stack|at .*:\d+/);
});

test('test mode: a handler answer that breaks the spec becomes a loud 500 and is reported', async () => {
  const r = await send(testMode, 'bad-shape');
  expect(r.status).toBe(500);
  expect(r.json.error.code).toBe('response_validation_failed');
  expect(r.json.error.details.errors.join()).toContain('/direction');
  expect(testMode.violations).toHaveLength(1);
  expect(testMode.violations[0]).toMatchObject({ operationId: 'sendMessage', status: 200 });
});

test('production mode does not check answers', async () => {
  const r = await send(production, 'bad-shape');
  expect(r.status).toBe(200);
  expect(r.json.direction).toBe('sideways');
});

test('a well-formed answer passes the check unchanged', async () => {
  const r = await send(testMode, 'hello');
  expect(r.status).toBe(200);
  expect(r.json).toMatchObject({ object: 'message', content: 'hello' });
});

test('an operation without a handler answers 501 not_implemented', async () => {
  testMode.credentials.get('cred_full')!.scopes.push('billing');
  const implemented = await call(testMode.url, 'GET', '/v1/billing/plan', { token: 'tok_cred_full' });
  expect(implemented.status).toBe(501);
  expect(implemented.json.error).toMatchObject({ type: 'api_error', code: 'not_implemented' });
});
