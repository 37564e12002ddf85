/**
 * On the wire, against the running mock: a request that breaks the spec is answered as the server runtime
 * answers it, naming the actual problem in the API's Error shape (type, code, message, request id), never
 * with the spec's static example: each required field missing, a wrong type, a value outside an enum,
 * malformed JSON, an unsupported content type, an invalid query or path parameter. Every answer has a request
 * id of its own, the caller's when it sent one. The cases come from the spec (the schema of the first
 * operation with a JSON body), not from one example.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SPEC, mockOperations, startMock, type RunningMock } from '../src/index.js';

type Schema = { type?: string; enum?: unknown[]; required?: string[]; properties?: Record<string, Schema>; $ref?: string };
const spec = JSON.parse(readFileSync(DEFAULT_SPEC, 'utf8')) as {
  paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: Schema }> } }>>;
  components: { schemas: Record<string, Schema> };
};
const resolve = (schema: Schema): Schema => (schema.$ref ? resolve(spec.components.schemas[schema.$ref.split('/').pop()!]!) : schema);

/** The first operation whose JSON body has required fields, typed properties and an enum (createAgent here). */
const target = mockOperations
  .filter((op) => op.body !== undefined && typeof op.body === 'object')
  .map((op) => ({ op, schema: resolve(spec.paths[op.path]![op.method.toLowerCase()]!.requestBody?.content?.['application/json']?.schema ?? {}) }))
  .find(({ schema }) => schema.required?.length && Object.values(schema.properties ?? {}).some((p) => resolve(p).enum))!;
const body = target.op.body as Record<string, unknown>;
const properties = Object.entries(target.schema.properties ?? {}).map(([name, p]) => [name, resolve(p)] as const);

interface ErrorAnswer {
  status: number;
  requestId: string | null;
  error: { type: string; code: string; message: string; param?: string; request_id: string; details?: { errors: string[] } };
}

let mock: RunningMock;
let typed: RunningMock;
beforeAll(async () => {
  [mock, typed] = await Promise.all([startMock(), startMock({ spec: path.join(import.meta.dirname, 'fixtures/typed-params.json') })]);
});
afterAll(() => Promise.all([mock?.stop(), typed?.stop()]));

async function call(url: string, init: RequestInit = {}): Promise<ErrorAnswer> {
  const res = await fetch(url, { ...init, headers: { authorization: 'Bearer mock', ...(init.headers as Record<string, string>) } });
  const json = (await res.json()) as { error: ErrorAnswer['error'] };
  return { status: res.status, requestId: res.headers.get('x-request-id'), error: json.error };
}

const post = (sent: string, contentType = 'application/json', headers: Record<string, string> = {}) =>
  call(`${mock.url}${target.op.requestPath}`, { method: target.op.method, headers: { 'content-type': contentType, ...headers }, body: sent });

/** The Error shape: type, code, message and the answer's own request id, always. */
function expectErrorShape(answer: ErrorAnswer) {
  expect(answer.status).toBe(400);
  expect(answer.error.type).toBe('invalid_request_error');
  expect(answer.error.message).toEqual(expect.any(String));
  expect(answer.error.request_id).toMatch(/^req_[0-9a-f]{16}$/);
  expect(answer.requestId).toBe(answer.error.request_id);
}

const wrongValue = (schema: Schema) => (schema.type === 'string' ? 12345 : 'not-a-value');

describe(`the mock refuses a bad ${target.op.method} ${target.op.path} as the server does`, () => {
  it.each(target.schema.required!)('names the missing required field %s', async (field) => {
    const { [field]: _dropped, ...rest } = body;
    const answer = await post(JSON.stringify(rest));
    expectErrorShape(answer);
    expect(answer.error.code).toBe('missing_parameter');
    expect(answer.error.param).toBe(field);
    expect(answer.error.message).toContain(field);
  });

  it.each(properties.filter(([, p]) => p.type && !p.enum))('names %s sent with the wrong type', async (field, schema) => {
    const answer = await post(JSON.stringify({ ...body, [field]: wrongValue(schema) }));
    expectErrorShape(answer);
    expect(answer.error.code).toBe('validation_failed');
    expect(answer.error.param).toBe(field);
    expect(answer.error.message).toContain(`${field} must be`);
    expect(answer.error.message).toContain(`got ${String(wrongValue(schema))}`);
  });

  it.each(properties.filter(([, p]) => p.enum))('names %s outside its allowed values, listing them', async (field, schema) => {
    const answer = await post(JSON.stringify({ ...body, [field]: 'no-such-value' }));
    expectErrorShape(answer);
    expect(answer.error.code).toBe('validation_failed');
    expect(answer.error.message).toContain(`${field} must be one of: ${schema.enum!.join(', ')} (got no-such-value)`);
  });

  it('lists every invalid field when there are several', async () => {
    const [enumField] = properties.find(([, p]) => p.enum)!;
    const [typedField, typedSchema] = properties.find(([name, p]) => p.type && !p.enum && name !== enumField)!;
    const answer = await post(JSON.stringify({ ...body, [enumField]: 'no-such-value', [typedField]: wrongValue(typedSchema) }));
    expectErrorShape(answer);
    expect(answer.error.details!.errors).toHaveLength(2);
  });

  it('answers malformed JSON with invalid_json in the Error shape', async () => {
    const answer = await post('{"name": ');
    expectErrorShape(answer);
    expect(answer.error.code).toBe('invalid_json');
  });

  it('answers a body of an unsupported content type with unsupported_content_type', async () => {
    const answer = await post('name=x', 'text/plain');
    expectErrorShape(answer);
    expect(answer.error.code).toBe('unsupported_content_type');
    expect(answer.error.message).toContain('application/json');
  });
});

describe('the mock refuses bad parameters as the server does', () => {
  it('names an invalid query parameter and what was sent', async () => {
    const list = mockOperations.find((op) => op.id === 'listConversations')!;
    const answer = await call(`${mock.url}${list.requestPath}?per_page=abc`);
    expectErrorShape(answer);
    expect(answer.error.code).toBe('validation_failed');
    expect(answer.error.message).toBe('per_page must be an integer (got abc).');
  });

  it('names an invalid path parameter and an invalid enum query parameter (another spec)', async () => {
    const badPath = await call(`${typed.url}/widgets/abc`);
    expect(badPath.status).toBe(422); // the status that spec documents for a malformed request
    expect(badPath.error.code).toBe('validation_failed');
    expect(badPath.error.message).toContain('widget_id must be an integer');
    const badQuery = await call(`${typed.url}/widgets/3?size=huge`);
    expect(badQuery.error.message).toBe('size must be one of: small, large (got huge).');
  });
});

describe('request ids', () => {
  it('gives every answer a fresh request id, in the header and the error body', async () => {
    const answers = await Promise.all([
      post('{'),
      post('{'),
      call(`${mock.url}${target.op.requestPath}`, { method: target.op.method, headers: { prefer: 'code=400' }, body: '{}' }),
    ]);
    const ids = answers.map((a) => a.requestId);
    expect(new Set(ids).size).toBe(3);
    for (const a of answers) expect(a.error.request_id).toBe(a.requestId);
    const ok = await fetch(`${mock.url}${mockOperations.find((op) => op.id === 'listConversations')!.requestPath}`, { headers: { authorization: 'Bearer mock' } });
    expect(ok.headers.get('x-request-id')).toMatch(/^req_[0-9a-f]{16}$/);
    expect(ids).not.toContain(ok.headers.get('x-request-id'));
  });

  it("echoes the caller's request id on a refusal", async () => {
    const answer = await post('{', 'application/json', { 'x-request-id': 'caller-42' });
    expect(answer.requestId).toBe('caller-42');
    expect(answer.error.request_id).toBe('caller-42');
  });
});

describe('hostile paths', () => {
  it('refuses a malformed percent-escape in a path with 400 invalid_path, and goes on serving', async () => {
    for (const bad of ['/customers/cus_%ZZ', '/customers/%', '/customers/%E0%A4%A']) {
      const answer = await call(`${mock.url}${bad}`);
      expect(answer.status, bad).toBe(400);
      expect(answer.error).toMatchObject({ code: 'invalid_path', message: expect.stringMatching(/malformed percent-escape/) });
    }
    const res = await fetch(`${mock.url}${target.op.requestPath}`, { method: 'OPTIONS' });
    expect(res.status).toBeLessThan(500);
  });
});

describe('Prefer', () => {
  it('names a status the operation does not document, with the ones it does', async () => {
    const answer = await call(`${mock.url}${target.op.requestPath}`, {
      method: target.op.method,
      headers: { 'content-type': 'application/json', prefer: 'code=418' },
      body: JSON.stringify(body),
    });
    expect(answer.status).toBe(400);
    expect(answer.error.code).toBe('unknown_status');
    expect(answer.error.message).toContain(`Prefer: code=418 names no answer ${target.op.method} ${target.op.path} documents; it documents ${target.op.successStatus}`);
  });
});
