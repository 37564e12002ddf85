/**
 * The static mock answers every operation of the spec with its documented example, and every documented
 * error example is reachable with `Prefer: code=..., example=...`, without a Prism violation (`--errors`
 * turns any into an error answer and an `sl-violations` header).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mockOperations, startMock, type MockOperation, type RunningMock } from '../src/index.js';
import { waitUntilGone } from './process.js';

let mock: RunningMock;

beforeAll(async () => {
  mock = await startMock();
});

afterAll(async () => {
  await mock?.stop();
});

function call(op: MockOperation, headers: Record<string, string> = {}) {
  return fetch(`${mock.url}${op.requestPath}`, {
    method: op.method,
    headers: {
      ...(op.authenticated ? { authorization: 'Bearer mock-token' } : {}),
      ...(op.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    ...(op.body !== undefined ? { body: JSON.stringify(op.body) } : {}),
  });
}

describe('mock: every operation', () => {
  it('covers every operation of the bundled spec', () => {
    const bundled = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../openapi/dist/openapi.json'), 'utf8'));
    const ids = Object.values<Record<string, { operationId?: string }>>(bundled.paths).flatMap((item) =>
      Object.values(item).flatMap((op) => (typeof op === 'object' && op?.operationId ? [op.operationId] : [])),
    );
    expect(mockOperations.map((op) => op.id).sort()).toEqual(ids.sort());
  });

  it.each(mockOperations.map((op) => [`${op.method} ${op.path}`, op] as const))('%s answers its documented success', async (_, op) => {
    const response = await call(op);
    expect(response.headers.get('sl-violations')).toBeNull();
    expect(response.status).toBe(op.successStatus);
    expect(response.headers.get('x-request-id')).toBeTruthy();
    expect(response.headers.get('access-control-allow-origin'), 'CORS headers are off').toBeNull();
    expect(await response.json()).toBeTypeOf('object');
  });
});

describe('mock: every documented error example', () => {
  const cases = mockOperations.flatMap((op) => op.errorExamples.map((e) => [`${op.id} ${e.status} ${e.example}`, op, e] as const));

  it('has examples to check', () => {
    expect(cases.length).toBeGreaterThan(50);
  });

  it.each(cases)('%s', async (_, op, example) => {
    const response = await call(op, { prefer: example.prefer });
    expect(response.headers.get('sl-violations')).toBeNull();
    expect(response.status).toBe(Number(example.status.replace(/XX$/i, '00')));
    const body = (await response.json()) as { error: { code: string; type: string; message: string } };
    expect(body.error.code).toBe(example.code);
    expect(body.error.message).toBeTruthy();
  });
});

describe('mock: requests that break the spec', () => {
  it('answers 400 with the violation for an unknown enum value', async () => {
    const response = await fetch(`${mock.url}/conversations?status=archived`, { headers: { authorization: 'Bearer mock-token' } });
    expect(response.status).toBe(400);
    expect(response.headers.get('sl-violations')).toContain('status');
  });

  it('answers 401 without a bearer token', async () => {
    const response = await fetch(`${mock.url}/conversations`);
    expect(response.status).toBe(401);
  });
});

describe('mock: stop', () => {
  it('leaves no process behind', async () => {
    const other = await startMock();
    expect((await fetch(`${other.url}/billing/plan`, { headers: { authorization: 'Bearer x' } })).status).toBe(200);
    await other.stop();
    expect(await waitUntilGone(other.pid, 1_000)).toBe(true);
    await other.stop(); // idempotent
  });
});
