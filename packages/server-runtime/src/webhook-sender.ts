/**
 * Sends one webhook (or callback) the way Standard Webhooks says a sender does (https://www.standardwebhooks.com):
 * the JSON body signed with HMAC-SHA256 over `<webhook-id>.<webhook-timestamp>.<body>`, the signature of
 * every secret given in `webhook-signature` (several while keys rotate), and delivered with retries: a
 * connection failure, a timeout, a 429 or a 5xx is sent again after an exponential backoff (or the
 * `Retry-After` asked for), with the same id and a fresh timestamp and signature, so the receiver can tell a
 * retry from a new event. Any other answer ends the delivery: a 2xx as delivered, the rest as refused.
 */
import { createHmac, randomUUID } from 'node:crypto';

export interface WebhookDelivery {
  /** Where to send it: the subscriber's URL, or the URL a callback's expression names. */
  url: string;
  /** The payload, sent as JSON. */
  event: unknown;
  /** The signing secret (`whsec_` + base64), or several while keys rotate: one signature each. */
  secret: string | readonly string[];
  /** The event's id (`webhook-id`), the same on every retry; default a random `msg_` id. */
  id?: string | undefined;
  /** Attempts in all, the first included. Default 5. */
  maxAttempts?: number | undefined;
  /** First backoff delay in ms (doubled each retry, with jitter), and its ceiling. Defaults 1 000 and 60 000. */
  retryDelay?: { initial?: number | undefined; max?: number | undefined } | undefined;
  /** Time limit of each attempt, in ms. Default 15 000. */
  timeout?: number | undefined;
  /** Headers sent besides the signature's. */
  headers?: Record<string, string> | undefined;
  fetch?: typeof fetch | undefined;
}

export interface DeliveryResult {
  id: string;
  /** The receiver's last answer status (0: no answer). */
  status: number;
  attempts: number;
  delivered: boolean;
}

/** The signature header's value of a body under one secret. */
export function webhookSignature(secret: string, id: string, timestamp: number, body: string): string {
  return `v1,${createHmac('sha256', signingKey(secret)).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

/**
 * The key of a secret: `whsec_` + base64 is Standard Webhooks' form, the key the bytes of the base64; a secret
 * without the prefix is its base64 too when it is base64 (as Standard Webhooks' own libraries read it), else
 * its text as written (the client's verifier accepts both readings). An empty secret, or `whsec_` without
 * base64 after it, is refused before anything is sent.
 */
function signingKey(secret: string): Buffer {
  if (typeof secret !== 'string' || !secret || secret === 'whsec_')
    throw new TypeError(
      `The webhook signing secret must be "whsec_" followed by base64 (Standard Webhooks), not ${typeof secret === 'string' ? 'an empty string' : typeof secret}.`,
    );
  const prefixed = secret.startsWith('whsec_');
  const text = prefixed ? secret.slice(6) : secret;
  if (/^[A-Za-z0-9+/]+={0,2}$/.test(text) && text.length % 4 !== 1) return Buffer.from(text, 'base64');
  if (prefixed)
    throw new TypeError(`The webhook signing secret must be "whsec_" followed by base64 (Standard Webhooks): ${secret.length} characters that are not base64 after the prefix.`);
  return Buffer.from(secret, 'utf8');
}

/** Delivers the webhook; resolves with how it ended (never throws for the receiver's answers or failures). */
export async function sendWebhook(delivery: WebhookDelivery): Promise<DeliveryResult> {
  const id = delivery.id ?? `msg_${randomUUID().replace(/-/g, '')}`;
  const body = JSON.stringify(delivery.event);
  const secrets = typeof delivery.secret === 'string' ? [delivery.secret] : [...delivery.secret];
  if (!secrets.length) throw new TypeError('sendWebhook needs a signing secret (whsec_...), or a non-empty list of them while keys rotate.');
  secrets.forEach(signingKey); // a secret that is none fails here, before the first attempt
  // NaN (an unset setting read as a number) or Infinity would never be reached: every failure sent again, forever.
  if (delivery.maxAttempts !== undefined && !(Number.isSafeInteger(delivery.maxAttempts) && delivery.maxAttempts >= 1)) {
    throw new TypeError(`sendWebhook: maxAttempts must be a whole number of attempts, 1 or more, not ${String(delivery.maxAttempts)}.`);
  }
  const maxAttempts = delivery.maxAttempts ?? 5;
  const send = delivery.fetch ?? globalThis.fetch;
  let status = 0;
  for (let attempt = 1; ; attempt++) {
    const timestamp = Math.floor(Date.now() / 1000);
    let retryAfter: number | undefined;
    try {
      const response = await send(delivery.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...delivery.headers,
          'webhook-id': id,
          'webhook-timestamp': String(timestamp),
          'webhook-signature': secrets.map((secret) => webhookSignature(secret, id, timestamp, body)).join(' '),
        },
        body,
        signal: AbortSignal.timeout(delivery.timeout ?? 15_000),
      });
      status = response.status;
      await response.body?.cancel();
      if (response.ok) return { id, status, attempts: attempt, delivered: true };
      if (status !== 429 && status < 500) return { id, status, attempts: attempt, delivered: false };
      const hinted = Number(response.headers.get('retry-after'));
      retryAfter = Number.isFinite(hinted) && response.headers.get('retry-after') !== null ? hinted * 1000 : undefined;
    } catch {
      status = 0; // no answer: sent again
    }
    if (attempt >= maxAttempts) return { id, status, attempts: attempt, delivered: false };
    await new Promise((resolve) => setTimeout(resolve, retryAfter ?? backoff(attempt - 1, delivery.retryDelay)));
  }
}

/** Exponential backoff with equal jitter (as the client runtime's retries). */
function backoff(attempt: number, delay: WebhookDelivery['retryDelay']): number {
  const step = Math.min((delay?.initial ?? 1000) * 2 ** attempt, delay?.max ?? 60_000);
  return Math.round(step / 2 + (Math.random() * step) / 2);
}
