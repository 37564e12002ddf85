/**
 * The generated client against the mock: every operation through `client.<resource>.<method>(...)` with
 * the documented path parameters and body, the token exchanged at the mock's POST /oauth/token; and the
 * documented error examples surface as the client's error classes with their `code`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APIError, CustomerMessagingClient } from '../../client/src/index.js';
import { mockOperations, startMock, type MockOperation, type RunningMock } from '../src/index.js';

let mock: RunningMock;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(async () => {
  await mock?.stop();
});

/** `client.objects.records.update` for `objects.records.update`, bound to its resource. */
function method(client: CustomerMessagingClient, op: MockOperation): (...args: unknown[]) => Promise<unknown> {
  const parts = op.sdkMethod.split('.');
  const resource = parts.slice(0, -1).reduce((node: any, key) => node?.[key], client);
  const fn = resource?.[parts.at(-1)!];
  if (typeof fn !== 'function') throw new Error(`the client has no ${op.sdkMethod}()`);
  return fn.bind(resource);
}

function args(op: MockOperation): unknown[] {
  return [...op.pathParams, ...(op.body !== undefined ? [op.body] : [])];
}

describe('client against the mock', () => {
  it.each(mockOperations.map((op) => [op.sdkMethod, op] as const))('client.%s()', async (_, op) => {
    const client = new CustomerMessagingClient({ baseUrl: mock.url, clientId: 'cli_4b1d2c', clientSecret: 'sec_live_9QeX2v7Lk3', maxRetries: 0 });
    const result = await method(client, op)(...args(op));
    expect(result).toBeTypeOf('object');
  });

  const errorCases = mockOperations.flatMap((op) => op.errorExamples.map((e) => [`${op.sdkMethod} ${e.example}`, op, e] as const));

  it.each(errorCases)('%s surfaces as an APIError with its code', async (_, op, example) => {
    const client = new CustomerMessagingClient({ baseUrl: mock.url, accessToken: 'mock-token', maxRetries: 0, headers: { prefer: example.prefer } });
    const error = await method(
      client,
      op,
    )(...args(op)).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(APIError);
    expect((error as APIError).code).toBe(example.code);
    expect((error as APIError).status).toBe(Number(example.status.replace(/XX$/i, '00')));
  });
});
