/**
 * Webhooks on demand: `POST /__mock/webhooks/<name>` with `{ "url": "...", "secret": "whsec_..." }` makes the
 * mock send the named webhook (or callback, by `<operationId>.<callback>`) to that URL now, its payload the
 * spec's example (or one made from its schema), signed as Standard Webhooks says and delivered with the
 * server runtime's sender (retries included). The answer says how the delivery went. Without `secret` the
 * mock signs with `MOCK_WEBHOOK_SECRET`, which the answer names so the receiver can check it.
 */
import { sendWebhook, type DeliveryResult } from '@openapi-cmp/server-runtime/webhooks';
import type { MockWebhook } from './operation.js';

export const WEBHOOK_PATH = '/__mock/webhooks/';
/** The secret the mock signs with when the request names none (`whsec_` + base64 of "mock webhook secret"). */
export const MOCK_WEBHOOK_SECRET = `whsec_${Buffer.from('mock webhook secret').toString('base64')}`;

/** The most attempts a caller may ask for: each waits up to 2 s, and the caller's request waits for them all. */
const MAX_ATTEMPTS = 10;

export type WebhookAnswer = { status: number; body: Record<string, unknown> };

/** Delivers the named webhook as `request` asks; the answer for the caller of the mock. */
export async function deliverWebhook(webhooks: readonly MockWebhook[], name: string, request: unknown, send?: typeof fetch): Promise<WebhookAnswer> {
  const hook = webhooks.find((w) => w.name === name);
  if (!hook) return { status: 404, body: { error: `No webhook or callback named "${name}". Known: ${webhooks.map((w) => w.name).join(', ') || 'none'}.` } };
  const { url, secret, maxAttempts } = (request ?? {}) as { url?: unknown; secret?: unknown; maxAttempts?: unknown };
  if (typeof url !== 'string' || !/^https?:\/\/\S+$/.test(url)) return { status: 400, body: { error: 'Give the receiver as {"url": "http://..."} (an http or https URL).' } };
  if (secret !== undefined && typeof secret !== 'string') return { status: 400, body: { error: '`secret` must be a string (whsec_...).' } };
  if (maxAttempts !== undefined && !(Number.isInteger(maxAttempts) && (maxAttempts as number) >= 1 && (maxAttempts as number) <= MAX_ATTEMPTS)) {
    return { status: 400, body: { error: `\`maxAttempts\` must be a whole number from 1 to ${MAX_ATTEMPTS}; got ${JSON.stringify(maxAttempts)}.` } };
  }
  let result: DeliveryResult;
  try {
    result = await sendWebhook({
      url,
      event: hook.payload,
      secret: secret ?? MOCK_WEBHOOK_SECRET,
      maxAttempts: (maxAttempts as number | undefined) ?? 3,
      retryDelay: { initial: 200, max: 2_000 },
      ...(send ? { fetch: send } : {}),
    });
  } catch (error) {
    // The sender refuses a secret that is no Standard Webhooks secret before sending: the caller's mistake.
    if (error instanceof TypeError) return { status: 400, body: { error: `\`secret\`: ${error.message}` } };
    throw error;
  }
  return { status: 200, body: { ...result, webhook: name, ...(secret === undefined ? { secret: MOCK_WEBHOOK_SECRET } : {}) } };
}
