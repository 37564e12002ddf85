/** Reference, Endpoints behaviour rules 1-4 and Errors: bad input gets the Error shape, never a stack trace. */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { call, startHarness, type Harness } from './harness.js';

let h: Harness;
let small: Harness;
beforeAll(async () => {
  [h, small] = await Promise.all([startHarness(), startHarness({ bodyLimit: 1024 })]);
});
afterAll(() => Promise.all([h.close(), small.close()]));

const token = 'tok_cred_full';
const lastQuery = () => (h.calls.filter((c) => c.operationId === 'listConversations').at(-1)!.request as { query: Record<string, unknown> }).query;

describe('query parameters', () => {
  test.each([
    ['repeated', '?label=a&label=b&status=open&status=pending'],
    ['comma', '?label=a,b&status=open,pending'],
    ['mixed', '?label=a&label=b&status=open,pending'],
  ])('lists in the %s form reach the handler as the same list', async (_form, query) => {
    const r = await call(h.url, 'GET', `/v1/conversations${query}`, { token });
    expect(r.status).toBe(200);
    expect(lastQuery()).toMatchObject({ label: ['a', 'b'], status: ['open', 'pending'] });
  });

  test('a lone value is a one-item list; numbers are numbers; defaults are filled', async () => {
    await call(h.url, 'GET', '/v1/conversations?label=x&page=2', { token });
    expect(lastQuery()).toEqual({ label: ['x'], page: 2, per_page: 25, sort_dir: 'desc' });
  });

  test('an unknown enum value answers 400 listing the accepted values', async () => {
    const r = await call(h.url, 'GET', '/v1/conversations?status=open,closed', { token });
    expect(r.status).toBe(400);
    expect(r.json.error).toMatchObject({ type: 'invalid_request_error', code: 'validation_failed', param: 'status' });
    expect(r.json.error.details.errors).toEqual(['status must be one of: open, pending, on_hold, resolved (got closed).']);
  });

  test.each(['yesterday', '2026-13-45T00:00:00Z', '2026-11-21T10:00:00'])('an unparsable timestamp (%s) answers 400 naming the parameter', async (value) => {
    const r = await call(h.url, 'GET', `/v1/conversations?updated_after=${encodeURIComponent(value)}`, { token });
    expect(r.status).toBe(400);
    expect(r.json.error.param).toBe('updated_after');
    expect(r.json.error.details.errors[0]).toContain('updated_after is not an ISO-8601 timestamp');
  });

  test('timestamps with Z or an offset are accepted', async () => {
    const r = await call(h.url, 'GET', `/v1/conversations?created_after=${encodeURIComponent('2026-11-21T10:00:00+02:00')}&created_before=2026-11-22T00:00:00Z`, { token });
    expect(r.status).toBe(200);
  });

  test.each([['0'], ['101'], ['500'], ['ten']])('per_page=%s is rejected, never clamped', async (value) => {
    const before = h.calls.length;
    const r = await call(h.url, 'GET', `/v1/conversations?per_page=${value}`, { token });
    expect(r.status).toBe(400);
    expect(r.json.error.code).toBe('validation_failed');
    expect(r.json.error.details.errors).toHaveLength(1);
    expect(r.json.error.details.errors[0]).toMatch(/^per_page must be/);
    expect(h.calls.length).toBe(before);
  });

  test('several bad fields give one string per field', async () => {
    const r = await call(h.url, 'GET', '/v1/conversations?per_page=0&page=0&sort_dir=up', { token });
    expect(r.json.error.details.errors).toHaveLength(3);
    expect(r.json.error.message).toBe('The request has 3 invalid fields.');
  });
});

describe('bodies', () => {
  const send = (options: Parameters<typeof call>[3]) => call(h.url, 'POST', '/v1/conversations/90211/messages', { token, ...options });

  test('a missing required field answers missing_parameter with param', async () => {
    const r = await send({ body: { content: 'hi' } });
    expect(r.status).toBe(400);
    expect(r.json.error).toMatchObject({ code: 'missing_parameter', param: 'type', message: 'Missing required parameter: type.' });
  });

  test('a nested missing field is named by its path', async () => {
    const r = await send({ body: { type: 'template', template: { name: 'order_update' } } });
    expect(r.json.error).toMatchObject({ code: 'missing_parameter', param: 'template.body_variables' });
  });

  test('invalid fields answer validation_failed with one string per field', async () => {
    const r = await send({ body: { type: 5, private: 'yes', template: { name: 'x', body_variables: [1] } } });
    expect(r.status).toBe(400);
    expect(r.json.error.code).toBe('validation_failed');
    expect([...r.json.error.details.errors].sort()).toEqual([
      'private must be true or false (got yes).',
      'template.body_variables[0] must be a string (got 1).',
      'type must be a string (got 5).',
    ]);
  });

  test('no body at all answers missing_parameter body', async () => {
    const r = await call(h.url, 'POST', '/v1/conversations/90211/messages', { token });
    expect(r.json.error).toMatchObject({ code: 'missing_parameter', param: 'body' });
  });

  test.each(['{"type": "text",', "{'type': 'text'}", '{"__proto__": {"admin": true}}'])('malformed JSON %s answers 400 invalid_json', async (raw) => {
    const r = await send({ raw, headers: { 'content-type': 'application/json' } });
    expect(r.status).toBe(400);
    expect(r.json.error).toMatchObject({ type: 'invalid_request_error', code: 'invalid_json' });
  });

  test.each(['text/plain', 'application/x-www-form-urlencoded', 'application/xml'])('Content-Type %s answers 400 unsupported_content_type', async (type) => {
    const r = await send({ raw: 'type=text&content=hi', headers: { 'content-type': type } });
    expect(r.status).toBe(400);
    expect(r.json.error.code).toBe('unsupported_content_type');
  });

  test('a body over the limit answers 413 payload_too_large', async () => {
    const r = await call(small.url, 'POST', '/v1/conversations/90211/messages', { token, body: { type: 'text', content: 'x'.repeat(2000) } });
    expect(r.status).toBe(413);
    expect(r.json.error).toMatchObject({ type: 'invalid_request_error', code: 'payload_too_large' });
    expect(r.headers.get('x-request-id')).toBe(r.json.error.request_id);
  });
});

describe('routes', () => {
  test.each([
    ['an unknown path', 'GET', '/v1/webhooks', 'No operation GET /v1/webhooks.'],
    ['a known path with another method', 'DELETE', '/v1/conversations', 'No operation DELETE /v1/conversations.'],
    ['a bare path without /v1', 'GET', '/conversations', 'Paths start with /v1.'],
  ])('%s answers 404 resource_not_found', async (_name, method, path, message) => {
    const r = await call(h.url, method, path, { token });
    expect(r.status).toBe(404);
    expect(r.json.error).toMatchObject({ type: 'not_found_error', code: 'resource_not_found' });
    expect(r.json.error.message).toContain(message);
  });
});
