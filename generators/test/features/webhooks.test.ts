/**
 * Webhooks and callbacks (ir/webhooks.ts, the client's webhooks-file.ts, the runtimes' Standard Webhooks
 * signing): exported typed unions of the events, `client.webhooks.unwrap` and `verify` refusing a bad
 * signature, a stale timestamp and a body that breaks the schema with typed errors, keys rotated on either
 * side, and the server runtime's sender delivering to a loopback receiver with retries.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { sendWebhook, webhookSignature } from '@openapi-cmp/server-runtime';
import { Webhook } from 'standardwebhooks';
import { webhookGuide } from '../../src/emitters/docs/site/webhook-guide.js';
import { emitMock } from '../../src/emitters/mock/emit.js';
import { deliverWebhook, MOCK_WEBHOOK_SECRET } from '../../../packages/mock/src/core/webhooks.js';
import type { MockWebhook } from '../../../packages/mock/src/core/operation.js';
import { emitFixture, typeCheck, type EmittedFixture } from './emit-fixture.js';
import { loadIR } from '../../src/load/index.js';
import { webhooksFile } from '../../src/emitters/client/webhooks-file.js';
import { fixtureConfig } from '../fixtures/config.js';

const SECRET = `whsec_${Buffer.from('a secret of thirty-two bytes!!!!').toString('base64')}`;
const NEXT_SECRET = `whsec_${Buffer.from('the next secret, thirty-two byte').toString('base64')}`;
const EVENT = { type: 'message.created', timestamp: '2026-01-01T00:00:00Z', data: { id: 'msg_1', text: 'Hello' } };

let fixture: EmittedFixture;
let client: any;

beforeAll(async () => {
  fixture = await emitFixture('webhooks');
  const { CustomerMessagingClient } = await import(fixture.file('client/src/generated/client.gen.ts'));
  client = new CustomerMessagingClient({ baseUrl: 'http://127.0.0.1:1/v1', accessToken: 'unused' });
});

afterAll(() => fixture?.remove());

function signed(body: string, secrets: string[] = [SECRET], at = Math.floor(Date.now() / 1000), id = 'msg_1') {
  return { 'webhook-id': id, 'webhook-timestamp': String(at), 'webhook-signature': secrets.map((s) => webhookSignature(s, id, at, body)).join(' ') };
}

test('webhooks and callbacks are exported typed unions, and unwrap returns one', async () => {
  const webhooks = fixture.files.get('client/src/generated/webhooks.gen.ts')!;
  expect(webhooks).toMatch(/export type WebhookEvent = ConversationClosedWebhook \| MessageCreatedWebhook;/);
  expect(webhooks).toMatch(/export type CallbackEvent = CreateSubscriptionOrderShippedCallback;/);
  const errors = await typeCheck(
    fixture,
    `import { CustomerMessagingClient } from './client/src/generated/client.gen.js';
     import type { WebhookEvent, CallbackEvent } from './client/src/generated/webhooks.gen.js';
     export function receive(client: CustomerMessagingClient, raw: string, headers: Record<string, string>) {
       const event = client.webhooks.unwrap(raw, headers, { secret: 'whsec_x' });
       if (event.type === 'message.created') { const text: string = event.data.text; void text; }
       else if (event.type === 'conversation.closed') { const reason: 'resolved' | 'spam' | undefined = event.data.reason; void reason; }
       else { const order: string = event.data.order_id; void order; }
       const shipped: CallbackEvent = { type: 'order.shipped', data: { order_id: 'o1' } };
       // @ts-expect-error not an event of the spec
       const wrong: WebhookEvent = { type: 'message.deleted', timestamp: '', data: { id: 'x' } };
       void shipped; void wrong;
     }`,
  );
  expect(errors).toEqual([]);
});

test('unwrap returns the event of a body signed with the secret (or with the next one, while keys rotate)', () => {
  const body = JSON.stringify(EVENT);
  expect(client.webhooks.unwrap(body, signed(body), { secret: SECRET })).toEqual(EVENT);
  // The sender signs with the old and the new key; the receiver holds only the new one, then both.
  expect(client.webhooks.unwrap(body, signed(body, [SECRET, NEXT_SECRET]), { secret: NEXT_SECRET })).toEqual(EVENT);
  expect(client.webhooks.unwrap(Buffer.from(body), new Headers(signed(body, [NEXT_SECRET])), { secret: [SECRET, NEXT_SECRET] })).toEqual(EVENT);
});

test("headers given as lists (Node's IncomingHttpHeaders, a proxy that repeats a header): every signature of every value is tried", () => {
  const body = JSON.stringify(EVENT);
  const good = signed(body);
  const listed = { 'webhook-id': [good['webhook-id']], 'Webhook-Timestamp': [good['webhook-timestamp']], 'webhook-signature': ['v1,AAAA', good['webhook-signature']] };
  expect(client.webhooks.unwrap(body, listed, { secret: SECRET })).toEqual(EVENT);
  const headers = new Headers({ 'webhook-id': good['webhook-id'], 'webhook-timestamp': good['webhook-timestamp'] });
  headers.append('webhook-signature', 'v1,AAAA');
  headers.append('webhook-signature', good['webhook-signature']);
  expect(client.webhooks.unwrap(body, headers, { secret: SECRET })).toEqual(EVENT);
  expect(() => client.webhooks.unwrap(body, { ...listed, 'webhook-signature': ['v1,AAAA', 'v1,BBBB'] }, { secret: SECRET })).toThrow(
    expect.objectContaining({ code: 'invalid_signature' }),
  );
});

test.each([
  ['a bad signature', (body: string) => ({ ...signed(body), 'webhook-signature': 'v1,AAAA' }), 'invalid_signature'],
  ['another secret', (body: string) => signed(body, [NEXT_SECRET]), 'invalid_signature'],
  ['a stale timestamp', (body: string) => signed(body, [SECRET], Math.floor(Date.now() / 1000) - 600), 'stale_timestamp'],
  ['a timestamp that is no number', (body: string) => ({ ...signed(body), 'webhook-timestamp': 'soon' }), 'invalid_timestamp'],
  ['no signature header', (_body: string) => ({ 'webhook-id': 'msg_1', 'webhook-timestamp': '1' }), 'missing_header'],
])('%s is a WebhookVerificationError', (_name, headersOf, code) => {
  const body = JSON.stringify(EVENT);
  expect(() => client.webhooks.unwrap(body, headersOf(body), { secret: SECRET })).toThrow(expect.objectContaining({ name: 'WebhookVerificationError', code }));
});

test("Standard Webhooks' own library and ours read a secret, sign and verify alike, with or without the whsec_ prefix", () => {
  const body = JSON.stringify(EVENT);
  const at = new Date(Math.floor(Date.now() / 1000) * 1000);
  // The library's README passes the base64 without the prefix; a secret copied that way is the same key.
  for (const secret of [SECRET, SECRET.slice('whsec_'.length)]) {
    const theirs = new Webhook(secret);
    const headers = { 'webhook-id': 'msg_7', 'webhook-timestamp': String(at.getTime() / 1000), 'webhook-signature': theirs.sign('msg_7', at, body) };
    expect(client.webhooks.unwrap(body, headers, { secret })).toEqual(EVENT);
    expect(client.webhooks.unwrap(body, headers, { secret: secret === SECRET ? SECRET.slice('whsec_'.length) : SECRET })).toEqual(EVENT);
    // What our sender signs, their verifier accepts.
    const ours = { ...headers, 'webhook-signature': webhookSignature(secret, 'msg_7', at.getTime() / 1000, body) };
    expect(theirs.verify(body, ours)).toEqual(EVENT);
  }
});

test('a secret without the prefix that is no base64 is its text: our sender and receiver agree, and so does an HMAC keyed with the text', () => {
  const body = JSON.stringify(EVENT);
  const at = Math.floor(Date.now() / 1000);
  for (const secret of ['my-webhook-secret_1', 'secret']) {
    const ours = { 'webhook-id': 'msg_8', 'webhook-timestamp': String(at), 'webhook-signature': webhookSignature(secret, 'msg_8', at, body) };
    expect(client.webhooks.unwrap(body, ours, { secret })).toEqual(EVENT);
    // A sender that keys the HMAC with the secret as written (not Standard Webhooks' base64 reading).
    const text = `v1,${createHmac('sha256', secret).update(`msg_8.${at}.${body}`).digest('base64')}`;
    expect(client.webhooks.unwrap(body, { ...ours, 'webhook-signature': text }, { secret })).toEqual(EVENT);
    // Another secret is still refused.
    expect(() => client.webhooks.unwrap(body, ours, { secret: `${secret}x` })).toThrow(expect.objectContaining({ code: 'invalid_signature' }));
  }
});

test.each([
  ['an empty secret', () => client.webhooks.verify('{}', signed('{}'), { secret: '' }), /secret is not a webhook signing secret: expected "whsec_" followed by base64/],
  [
    'whsec_ without base64 after it',
    () => client.webhooks.verify('{}', signed('{}'), { secret: 'whsec_not base64!' }),
    /secret is not a webhook signing secret: .* not base64 after the prefix/,
  ],
  ['no secret while keys rotate', () => client.webhooks.verify('{}', signed('{}'), { secret: [] }), /non-empty list of them while keys rotate/],
  ['one bad secret of two', () => client.webhooks.verify('{}', signed('{}'), { secret: [SECRET, 'whsec_'] }), /secret\[1\] is not a webhook signing secret/],
  ['a body that is neither text nor bytes', () => client.webhooks.unwrap(null, signed('{}'), { secret: SECRET }), /raw body must be a string or bytes .* not null/],
  ['no headers', () => client.webhooks.unwrap('{}', undefined, { secret: SECRET }), /headers must be a Headers object or a record .* not undefined/],
  ['no options', () => client.webhooks.unwrap('{}', signed('{}')), /options \{ secret \}/],
  ['a negative tolerance', () => client.webhooks.verify('{}', signed('{}'), { secret: SECRET, tolerance: -5 }), /tolerance must be a number of seconds, 0 or more/],
])("the receiver's own mistake (%s) is a clear error of the client, not a webhook's fault", (_name, call, message) => {
  let error: unknown;
  try {
    call();
  } catch (caught) {
    error = caught;
  }
  expect(error).toBeInstanceOf(Error);
  expect((error as Error).name).not.toBe('WebhookVerificationError');
  expect((error as Error).message).toMatch(message);
  // The secret itself is never in a message.
  expect((error as Error).message).not.toContain(SECRET.slice(6));
});

test('a sender refuses a secret that is no Standard Webhooks secret before sending anything', async () => {
  let sent = 0;
  const fetch = (async () => {
    sent++;
    return new Response(null, { status: 204 });
  }) as typeof globalThis.fetch;
  await expect(sendWebhook({ url: 'http://127.0.0.1:1/hook', event: EVENT, secret: 'whsec_%%%', fetch })).rejects.toThrow(/must be "whsec_" followed by base64/);
  await expect(sendWebhook({ url: 'http://127.0.0.1:1/hook', event: EVENT, secret: [], fetch })).rejects.toThrow(/needs a signing secret/);
  expect(sent).toBe(0);
});

test('a body altered after signing, or one that breaks the schema, is refused', () => {
  const body = JSON.stringify(EVENT);
  expect(() => client.webhooks.unwrap(body.replace('Hello', 'Hullo'), signed(body), { secret: SECRET })).toThrow(expect.objectContaining({ code: 'invalid_signature' }));
  const broken = JSON.stringify({ ...EVENT, data: { id: 'msg_1' } });
  expect(() => client.webhooks.unwrap(broken, signed(broken), { secret: SECRET })).toThrow(expect.objectContaining({ name: 'WebhookVerificationError', code: 'invalid_payload' }));
  // verify alone checks the signature only.
  expect(client.webhooks.verify(broken, signed(broken), { secret: SECRET })).toBe(broken);
});

test("the server runtime's sender signs and delivers, retrying a 503 with the same id", async () => {
  const received: { id: string; event: unknown }[] = [];
  let calls = 0;
  const receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      calls++;
      if (calls === 1) return res.writeHead(503, { 'retry-after': '0' }).end();
      try {
        received.push({ id: String(req.headers['webhook-id']), event: client.webhooks.unwrap(Buffer.concat(chunks), req.headers, { secret: NEXT_SECRET }) });
        res.writeHead(204).end();
      } catch {
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  try {
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
    const result = await sendWebhook({ url, event: EVENT, secret: [SECRET, NEXT_SECRET], id: 'msg_42', retryDelay: { initial: 10 } });
    expect(result).toEqual({ id: 'msg_42', status: 204, attempts: 2, delivered: true });
    expect(received).toEqual([{ id: 'msg_42', event: EVENT }]);
    // A receiver that refuses (400: the body breaks its schema) is not retried.
    const refused = await sendWebhook({ url, event: { type: 'nothing' }, secret: NEXT_SECRET, retryDelay: { initial: 10 } });
    expect(refused).toMatchObject({ status: 400, attempts: 1, delivered: false });
  } finally {
    receiver.closeAllConnections();
    await new Promise((resolve) => receiver.close(resolve));
  }
});

test('the docs get a "Receive webhooks" guide in the API\'s own names', () => {
  const guide = webhookGuide(fixture.ir);
  expect(guide).toMatch(/^# Receive webhooks\n/);
  expect(guide).toContain('its webhooks (`conversation.closed`, `message.created`) and callbacks to URLs your calls name (`createSubscription.orderShipped`)');
  expect(guide).toContain("import { CustomerMessagingClient, WebhookVerificationError, type WebhookEvent, type CallbackEvent } from '@customer-messaging/client';");
  expect(guide).toContain('const event: WebhookEvent | CallbackEvent = client.webhooks.unwrap(');
  expect(guide).toContain('client.webhooks.unwrap(rawBody, headers, { secret: process.env.WEBHOOK_SECRET! })');
});

test('the mock delivers a webhook to a URL on demand, signed, with the spec example as payload', async () => {
  const [table] = await emitMock(fixture.ir);
  writeFileSync(fixture.file('mock-operations.gen.ts'), table!.contents);
  const { mockWebhooks } = (await import(fixture.file('mock-operations.gen.ts'))) as { mockWebhooks: MockWebhook[] };
  expect(mockWebhooks.map((w) => w.name)).toEqual(['conversation.closed', 'message.created', 'createSubscription.orderShipped']);
  const received: unknown[] = [];
  const receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push(client.webhooks.unwrap(Buffer.concat(chunks), req.headers, { secret: MOCK_WEBHOOK_SECRET }));
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  try {
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
    const answer = await deliverWebhook(mockWebhooks, 'message.created', { url });
    expect(answer).toMatchObject({ status: 200, body: { delivered: true, status: 204, attempts: 1, secret: MOCK_WEBHOOK_SECRET } });
    expect(received).toEqual([EVENT]);
    await deliverWebhook(mockWebhooks, 'createSubscription.orderShipped', { url });
    expect(received[1]).toEqual({ type: 'order.shipped', data: { order_id: 'abc123' } });
    expect(await deliverWebhook(mockWebhooks, 'nothing', { url })).toMatchObject({ status: 404 });
    expect(await deliverWebhook(mockWebhooks, 'message.created', { url: 'file:///etc/passwd' })).toMatchObject({ status: 400 });
    const badSecret = await deliverWebhook(mockWebhooks, 'message.created', { url, secret: 'whsec_not base64' });
    expect(badSecret.status).toBe(400);
    expect(String(badSecret.body.error)).toMatch(/`secret`: .*"whsec_" followed by base64/);
  } finally {
    receiver.closeAllConnections();
    await new Promise((resolve) => receiver.close(resolve));
  }
});

test('a body received as bytes is verified over those bytes: a leading BOM or bytes that are not UTF-8 keep their signature', () => {
  const key = Buffer.from(SECRET.slice('whsec_'.length), 'base64');
  const at = Math.floor(Date.now() / 1000);
  const json = Buffer.from(JSON.stringify(EVENT));
  for (const bytes of [Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), json]), Buffer.concat([json.subarray(0, -1), Buffer.from(' \xe9 }', 'latin1')])]) {
    const signature = `v1,${createHmac('sha256', key).update(`msg_9.${at}.`).update(bytes).digest('base64')}`;
    const headers = { 'webhook-id': 'msg_9', 'webhook-timestamp': String(at), 'webhook-signature': signature };
    expect(typeof client.webhooks.verify(new Uint8Array(bytes), headers, { secret: SECRET })).toBe('string');
    // One byte changed is still refused.
    const altered = Buffer.from(bytes);
    altered[altered.length - 2]! ^= 1;
    expect(() => client.webhooks.verify(new Uint8Array(altered), headers, { secret: SECRET })).toThrow(expect.objectContaining({ code: 'invalid_signature' }));
  }
});

test.each([Number.NaN, Number.POSITIVE_INFINITY, 0, 2.5])(
  'a sender refuses maxAttempts %s before sending anything, rather than retrying forever or not at all',
  async (maxAttempts) => {
    let sent = 0;
    const fetch = (async () => {
      sent++;
      return new Response(null, { status: 500 });
    }) as typeof globalThis.fetch;
    await expect(sendWebhook({ url: 'http://127.0.0.1:1/hook', event: EVENT, secret: SECRET, maxAttempts, fetch })).rejects.toThrow(
      /maxAttempts must be a whole number of attempts, 1 or more/,
    );
    expect(sent).toBe(0);
  },
);

test('the schema unwrap checks holds the JSON events only: a form-encoded webhook does not let any JSON object through', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cmp-webhooks-form-'));
  try {
    const spec = path.join(dir, 'openapi.json');
    const body = (type: string, schema: object) => ({ requestBody: { content: { [type]: { schema } } }, responses: { '200': { description: 'ok' } } });
    const doc = {
      openapi: '3.1.0',
      info: { title: 'form webhooks', version: '1.0.0' },
      paths: {},
      webhooks: {
        'user.deleted': { post: body('application/json', { type: 'object', required: ['id'], properties: { id: { type: 'string' } } }) },
        form: { post: body('application/x-www-form-urlencoded', { type: 'object', properties: { a: { type: 'string' } } }) },
      },
    };
    writeFileSync(spec, JSON.stringify(doc));
    const { ir } = await loadIR(spec, { config: fixtureConfig });
    const constant = webhooksFile(ir).find((d) => d.kind === 'const' && d.name === 'webhookSchema') as { value: string };
    const schema = JSON.parse(constant.value) as { anyOf: unknown[] };
    expect(schema.anyOf).toHaveLength(1);
    expect(JSON.stringify(schema.anyOf[0])).toContain('"required":["id"]');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
