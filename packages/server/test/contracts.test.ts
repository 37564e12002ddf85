/** The generated handler contracts carry the spec's types (checked by tsc through vitest's expectTypeOf). */
import { expect, expectTypeOf, test } from 'vitest';
import { routes, type Handlers, type ListConversationsRequest, type SendMessageResponse, type components } from '../src/index.js';

test('every operation of the table has a handler slot, and the table is in Fastify syntax', () => {
  const ids: (keyof Handlers)[] = ['createAccessToken', 'introspectToken', 'listConversations', 'sendMessage', 'updateAiFeature', 'listObjects', 'listObjectRecords', 'retrieveObjectRecord', 'updateObjectRecord', 'deleteObjectRecord', 'listStudioBlocks', 'retrieveUsagePricing', 'retrievePlan', 'createCustomer', 'createAgent', 'createSigningLink'];
  expect(routes.map((r) => r.operationId).sort()).toEqual([...ids].sort());
  expect(routes.find((r) => r.operationId === 'sendMessage')).toMatchObject({ method: 'POST', url: '/conversations/:conversation_id/messages', scopes: ['messages'], idempotent: false, public: false });
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
