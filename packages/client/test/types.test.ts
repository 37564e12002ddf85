/**
 * Type tests: the generated signatures accept what the spec allows and refuse the rest. Checked by
 * `npm run typecheck` (tsc over this package); each `@ts-expect-error` fails the check if the line compiles.
 */
import { describe, expectTypeOf, it } from 'vitest';
import {
  CustomerMessagingClient,
  type APIConnectionError,
  type APIError,
  type APITimeoutError,
  type CustomersCreateBody,
  type NotFoundError,
  type APIPromise,
  type Conversation,
  type ConversationsListParams,
  type CustomerObjectRecord,
  type ErrorCode,
  type KnownErrorCode,
  type MessagesSendBody,
  type ObjectsRecordsUpdateBody,
  type PagePromise,
  pollConversations,
} from '../src/index.js';

const client = new CustomerMessagingClient({ accessToken: 'unused' });

// Never run: only compiled. Each function body is a set of type assertions.
function signatures() {
  expectTypeOf(client.conversations.list).parameter(0).toEqualTypeOf<ConversationsListParams | undefined>();
  expectTypeOf(client.conversations.list()).toEqualTypeOf<PagePromise<{ data: Conversation[]; meta: import('../src/index.js').PageMeta }, Conversation>>();
  expectTypeOf(client.messages.send).parameters.toEqualTypeOf<[string, MessagesSendBody, import('../src/index.js').RequestOptions?]>();
  expectTypeOf(client.objects.records.update).parameter(2).toEqualTypeOf<ObjectsRecordsUpdateBody>();
  expectTypeOf(client.objects.records.retrieve('o', 'r')).toEqualTypeOf<APIPromise<CustomerObjectRecord>>();
  expectTypeOf<Awaited<ReturnType<typeof client.objects.records.retrieve>>>().toEqualTypeOf<CustomerObjectRecord>();
  expectTypeOf<KnownErrorCode>().toExtend<ErrorCode>();
  expectTypeOf<'invalid_token'>().toExtend<KnownErrorCode>();
  expectTypeOf<'a_code_from_next_year'>().toExtend<ErrorCode>();
}

function wrongCallsDoNotCompile() {
  // @ts-expect-error an unknown status value
  void client.conversations.list({ status: ['closed'] });
  // @ts-expect-error per_page is a number
  void client.conversations.list({ per_page: '10' });
  // @ts-expect-error an unknown filter
  void client.conversations.list({ colour: 'red' });
  // @ts-expect-error send needs a body
  void client.messages.send('90211');
  // @ts-expect-error the body needs `type`
  void client.messages.send('90211', { content: 'hi' });
  // @ts-expect-error `private` is a boolean
  void client.messages.send('90211', { type: 'text', private: 'yes' });
  // @ts-expect-error path parameters are positional strings, in path order
  void client.objects.records.retrieve({ object_id: 'o', record_id: 'r' });
  // @ts-expect-error records.list takes the object id first
  void client.objects.records.list({ limit: 10 });
  // @ts-expect-error limit is a number
  void client.objects.records.list('obj_deals', { limit: 'all' });
  // @ts-expect-error `enabled` is a boolean
  void client.aiFeatures.update('conversation_summary', { enabled: 'on' });
  // @ts-expect-error retries are a number
  void client.conversations.list({}, { maxRetries: 'many' });
  // @ts-expect-error the raw client knows the paths
  void client.raw.GET('/conversation');
  // @ts-expect-error a misspelled body field (the spec leaves the body open; its type names the documented fields)
  void client.customers.create({ name: 'Acme', emial: 'ops@acme.test' });
  // @ts-expect-error a misspelled field of a message
  void client.messages.send('90211', { type: 'text', contnt: 'hi' });
  // @ts-expect-error extraBody takes an object of fields
  void client.customers.create({ name: 'Acme' }, { extraBody: ['crm_reference'] });
}

function exactBodiesAndOpenSets() {
  // Undocumented fields go through the escape hatch, per call.
  void client.customers.create({ name: 'Acme' }, { extraBody: { crm_reference: 'X-1' } });
  expectTypeOf<CustomersCreateBody>().not.toHaveProperty('emial');
  expectTypeOf<keyof CustomersCreateBody>().toEqualTypeOf<'address' | 'email' | 'industry' | 'lifecycle_stage' | 'name' | 'notes' | 'phone' | 'tags' | 'website'>();
  // An open set: its known values, and any other string.
  type Known<T> = T extends string ? (string extends T ? never : T) : never;
  expectTypeOf<Known<MessagesSendBody['type']>>().toEqualTypeOf<'text' | 'template'>();
  expectTypeOf<string>().toExtend<MessagesSendBody['type']>();
  // Errors narrow: an answer's class has its exact status; a connection error is not an answer.
  expectTypeOf<NotFoundError['status']>().toEqualTypeOf<404>();
  expectTypeOf<APIError['status']>().toEqualTypeOf<number>();
  expectTypeOf<APIConnectionError['status']>().toEqualTypeOf<undefined>();
  expectTypeOf<APITimeoutError['code']>().toEqualTypeOf<'timeout'>();
  expectTypeOf<'resource_not_found'>().toExtend<NotFoundError['code']>();
}
void exactBodiesAndOpenSets;

describe('type tests', () => {
  it('compile (checked by tsc; nothing to run)', () => {
    expectTypeOf(signatures).toBeFunction();
    expectTypeOf(wrongCallsDoNotCompile).toBeFunction();
  });
});

function pollingIsTypedByTheClient() {
  expectTypeOf(pollConversations(client)).toEqualTypeOf<AsyncGenerator<Conversation, void, undefined>>();
  void pollConversations(client, { filters: { status: ['open'], label: ['vip'] } });
  // @ts-expect-error the poller sets updated_after itself
  void pollConversations(client, { filters: { updated_after: '2026-01-01T00:00:00Z' } });
  // @ts-expect-error status values are checked in filters too
  void pollConversations(client, { filters: { status: ['closed'] } });
}
void pollingIsTypedByTheClient;
