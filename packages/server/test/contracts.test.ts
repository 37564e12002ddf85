/** The generated handler contracts carry the spec's types (checked by tsc through vitest's expectTypeOf). */
import { readFileSync } from 'node:fs';
import { expect, expectTypeOf, test } from 'vitest';
import { routes, type ListConversationsRequest, type SendMessageResponse, type components } from '../src/index.js';

/** The operationIds of the bundled spec: the table must follow the spec, whatever it holds. */
function specOperationIds(): string[] {
  const spec = JSON.parse(readFileSync(new URL('../../../openapi/dist/openapi.json', import.meta.url), 'utf8'));
  return Object.values<Record<string, { operationId?: string }>>(spec.paths).flatMap((item) =>
    (['get', 'put', 'post', 'delete', 'patch'] as const).flatMap((m) => (item[m]?.operationId ? [item[m].operationId] : [])),
  );
}

test('every operation of the spec has a route, and the table is in Fastify syntax', () => {
  const ids = specOperationIds();
  expect(ids.length).toBeGreaterThan(0);
  expect(routes.map((r) => r.operationId).sort()).toEqual([...ids].sort());
  expect(routes.find((r) => r.operationId === 'sendMessage')).toMatchObject({
    method: 'POST',
    url: '/conversations/:conversation_id/messages',
    scopes: ['messages'],
    idempotent: false,
    public: false,
  });
  expect(routes.find((r) => r.operationId === 'createAccessToken')).toMatchObject({ public: true, rateLimit: { requests: 20, windowSeconds: 60, per: 'ip' } });
  expect(routes.find((r) => r.operationId === 'listObjectRecords')?.pagination).toBe('cursor');
});

test('request and response types come from the spec', () => {
  expectTypeOf<ListConversationsRequest['query']['per_page']>().toEqualTypeOf<number | undefined>();
  expectTypeOf<ListConversationsRequest['query']['status']>().toEqualTypeOf<('open' | 'pending' | 'on_hold' | 'resolved')[] | undefined>();
  expectTypeOf<Extract<SendMessageResponse, { status: 200 }>['body']>().toEqualTypeOf<components['schemas']['Message']>();
  expectTypeOf<Extract<SendMessageResponse, { status: 409 }>['body']>().toEqualTypeOf<components['schemas']['Error']>();
  // @ts-expect-error 418 is not a documented status of sendMessage
  const wrong: SendMessageResponse = { status: 418, body: { error: { type: 'api_error', code: 'x', message: 'y' } } };
  void wrong;
});
