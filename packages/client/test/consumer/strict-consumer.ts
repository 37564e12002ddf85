/**
 * A consumer of the published package under @tsconfig/strictest (exactOptionalPropertyTypes,
 * noUncheckedIndexedAccess, noPropertyAccessFromIndexSignature, ...), as a new user's strict project would
 * compile it. Only compiled: `npm run typecheck` checks it against the sources (tsconfig.json here), and
 * test/package.test.ts against the packed tarball. Each `@ts-expect-error` fails the check if its line compiles.
 */
import {
  APIConnectionError,
  APIError,
  APITimeoutError,
  APIUserAbortError,
  CustomerMessagingClient,
  InternalServerError,
  NotFoundError,
  RateLimitError,
  type CustomersCreateBody,
  type Inbox,
  type Message,
  type MessagesSendBody,
} from '@customer-messaging/client';

const client = new CustomerMessagingClient({ accessToken: 'tok_static_123456' });

/** The literals of an open set, without its `(string & {})` tail: what an editor offers. */
type KnownValues<T> = T extends string ? (string extends T ? never : T) : never;

export async function exactBodies(): Promise<void> {
  await client.customers.create({ name: 'Acme', email: 'ops@acme.test', tags: ['vip'] });
  // @ts-expect-error a misspelled field does not compile (the spec allows further fields; the type names the documented ones)
  await client.customers.create({ name: 'Acme', emial: 'ops@acme.test' });
  // @ts-expect-error nor in a message
  await client.messages.send('90211', { type: 'text', contnt: 'hi' });
  // @ts-expect-error nor one level down, in the template of a message
  await client.messages.send('90211', { type: 'template', template: { name: 'order_update', langauge: 'en' } });
  // Fields the spec does not document are sent through the escape hatch, typed as such.
  await client.customers.create({ name: 'Acme' }, { extraBody: { crm_reference: 'X-1' } });
  await client.messages.send('90211', { type: 'text', content: 'hi' }, { extraBody: { campaign_id: 'spring' } });
  // @ts-expect-error extraBody is an object of fields, not a string
  await client.customers.create({ name: 'Acme' }, { extraBody: 'crm_reference=X-1' });
  // exactOptionalPropertyTypes: an optional field is left out, not set to undefined.
  // @ts-expect-error undefined is not a value of `email`
  const body: CustomersCreateBody = { name: 'Acme', email: undefined };
  void body;
}

export function openSets(send: MessagesSendBody, inbox: Inbox): string {
  // The known kinds are literals (completion), and a kind from next year's API still compiles.
  const known: KnownValues<MessagesSendBody['type']> = 'template';
  const later: MessagesSendBody['type'] = 'carousel';
  // @ts-expect-error `carousel` is not a documented kind
  const notKnown: KnownValues<MessagesSendBody['type']> = 'carousel';
  void [known, later, notKnown, send];
  const channels: KnownValues<Inbox['type']>[] = ['whatsapp', 'sms', 'tiktok_messenger'];
  void channels;
  // An open set is narrowed by its known values and keeps any other string.
  switch (inbox.type) {
    case 'whatsapp':
      return 'wa';
    default:
      return inbox.type;
  }
}

/** A closed set stays a literal union: an exhaustive switch needs no default. */
export function closedSets(message: Message): string {
  switch (message.direction) {
    case 'incoming':
      return 'in';
    case 'outgoing':
      return 'out';
  }
}

export function errors(error: unknown): string {
  if (error instanceof NotFoundError) {
    const status: 404 = error.status;
    const code: KnownValues<NotFoundError['code']> = 'resource_not_found';
    const type: KnownValues<NotFoundError['type']> = 'not_found_error';
    // @ts-expect-error a NotFoundError is always a 404
    if (error.status === 500) return 'never';
    return `${status} ${code} ${type}`;
  }
  if (error instanceof RateLimitError) {
    const status: 429 = error.status;
    return `${status} after ${error.retryAfter ?? 0} s`;
  }
  if (error instanceof InternalServerError) return `${error.status satisfies number}`;
  if (error instanceof APIError) {
    // An answer always has a status: no `undefined` to rule out first.
    const status: number = error.status;
    const headers: Headers = error.headers;
    return `${status} ${error.code} ${error.requestId ?? ''} ${headers.get('retry-after') ?? ''}`;
  }
  if (error instanceof APITimeoutError) {
    const code: 'timeout' = error.code;
    return code;
  }
  if (error instanceof APIConnectionError) {
    const status: undefined = error.status;
    return `${status} ${error.code}`;
  }
  if (error instanceof APIUserAbortError) return 'aborted';
  return 'other';
}

export async function timeouts(): Promise<void> {
  // A signal that times out is an APITimeoutError, like the client's own timeout.
  await client.conversations.list({ per_page: 1 }, { signal: AbortSignal.timeout(5_000) });
}
