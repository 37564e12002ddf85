/** Reference, behaviour rule 6 and Limits: channel rules of message sends, credits, audit. */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { login, request, sandbox } from './helpers.js';

let sb: Awaited<ReturnType<typeof sandbox>>;
let token: string;
beforeAll(async () => {
  sb = await sandbox({ tiktokCap: 2 });
  token = await login(sb, sb.credentials.acme);
});
afterAll(async () => {
  sb.expectNoViolations();
  await sb.stop();
});

const acme = () => sb.state.accounts.get('acc_acme')!;
const send = (conversation: string, body: unknown) => request(sb, 'POST', `/conversations/${conversation}/messages`, { token, body });
const template = (body_variables: string[], name = 'order_update') => ({ type: 'template', template: { name, language: 'en', body_variables } });

test('WhatsApp inside the 24-hour window: a text is sent, free, and recorded', async () => {
  const before = { ...acme().credits };
  const r = await send('90211', { type: 'text', content: 'Your order ships today.' });
  expect(r.status).toBe(200);
  expect(r.json).toMatchObject({ object: 'message', conversation_id: '90211', content: 'Your order ships today.', direction: 'outgoing', private: false });
  expect(acme().credits).toEqual(before);
  expect(acme().conversations.get('90211')!.last_message_preview).toBe('Your order ships today.');
  expect(acme().auditLog.at(-1)).toMatchObject({ action: 'message.sent', resource_id: r.json.id, details: { via: 'public_api', client_id: sb.credentials.acme.clientId } });
});

test('WhatsApp after the window: text is refused with 409 whatsapp_window_closed', async () => {
  const count = acme().messages.get('90212')!.length;
  const r = await send('90212', { type: 'text', content: 'Here is your invoice' });
  expect(r.status).toBe(409);
  expect(r.json.error).toMatchObject({ type: 'conflict_error', code: 'whatsapp_window_closed' });
  expect(acme().messages.get('90212')).toHaveLength(count);
});

test('WhatsApp after the window: an approved template with exactly body_variable_count values is sent and costs credits', async () => {
  const before = acme().credits.monthly;
  const r = await send('90212', template(['Yossi', '4471']));
  expect(r.status).toBe(200);
  expect(r.json.content).toBe('Hi Yossi, your order 4471 is on its way.');
  expect(acme().credits.monthly).toBe(before - 1);
});

test.each([[['Yossi']], [['Yossi', '4471', 'extra']]])('a template with the wrong number of values (%j) is a 400 and costs nothing', async (values) => {
  const before = { ...acme().credits };
  const r = await send('90212', template(values));
  expect(r.status).toBe(400);
  expect(r.json.error).toMatchObject({ code: 'validation_failed', param: 'template.body_variables' });
  expect(acme().credits).toEqual(before);
});

test('a template that is not approved answers 409 template_not_approved', async () => {
  const r = await send('90212', template([], 'winter_sale'));
  expect(r.status).toBe(409);
  expect(r.json.error.code).toBe('template_not_approved');
});

test('TikTok: a per-window cap, then 409 tiktok_message_cap_reached', async () => {
  expect((await send('90213', { type: 'text', content: 'Sorry! Return label on its way.' })).status).toBe(200);
  expect((await send('90213', { type: 'text', content: 'Label sent.' })).status).toBe(200);
  const capped = await send('90213', { type: 'text', content: 'One more' });
  expect(capped.status).toBe(409);
  expect(capped.json.error.code).toBe('tiktok_message_cap_reached');
  // Private notes are internal and do not count.
  expect((await send('90213', { type: 'text', content: 'Customer is upset', private: true })).status).toBe(200);
});

test('TikTok after 48 hours: 409 tiktok_window_closed', async () => {
  const r = await send('90214', { type: 'text', content: 'Anything else?' });
  expect(r.status).toBe(409);
  expect(r.json.error.code).toBe('tiktok_window_closed');
});

test('voice accepts private notes only', async () => {
  const refused = await send('90215', { type: 'text', content: 'Calling you back' });
  expect(refused.status).toBe(409);
  expect(refused.json.error.code).toBe('voice_private_notes_only');
  const note = await send('90215', { type: 'text', content: 'Called back, no answer', private: true });
  expect(note.status).toBe(200);
  expect(note.json.private).toBe(true);
});

test('outbound SMS costs a credit, from monthly first then top-up', async () => {
  acme().credits = { monthly: 0, topup: 10 };
  const r = await send('90216', { type: 'text', content: 'Driver is 10 minutes away' });
  expect(r.status).toBe(200);
  expect(acme().credits).toEqual({ monthly: 0, topup: 9 });
  expect(acme().charges.at(-1)).toMatchObject({ kind: 'credits', amount: 1, reason: 'sms_outbound', resource_id: r.json.id });
});

test('an unknown conversation is 404; a text without content is missing_parameter', async () => {
  expect((await send('12345', { type: 'text', content: 'x' })).json.error.code).toBe('resource_not_found');
  expect((await send('90211', { type: 'text' })).json.error).toMatchObject({ code: 'missing_parameter', param: 'content' });
});
