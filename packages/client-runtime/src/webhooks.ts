/**
 * Receiving the requests an API sends (its webhooks and callbacks), as Standard Webhooks specifies them
 * (https://www.standardwebhooks.com, "Verifying webhooks"): the signature is HMAC-SHA256, keyed by the
 * secret (`whsec_` + base64), over `<webhook-id>.<webhook-timestamp>.<body>`; `webhook-signature` lists one
 * or more `v1,<base64>` signatures (several while the sender rotates keys), and a receiver may hold several
 * secrets too (while it rotates). A timestamp further than the tolerance from now is refused (replays).
 *
 * node:crypto's HMAC and constant-time comparison, reached through `process.getBuiltinModule` so that a
 * browser bundle of the client does not carry a Node import: webhooks are received on a server. (The
 * `standardwebhooks` package does the same over pure-JavaScript SHA-256 and base64 and allows one secret
 * and a fixed tolerance; node:crypto is several times faster and both options are needed here.)
 *
 * `unwrap` then parses the body and checks it against the schemas of the spec's events (Ajv, compiled
 * once at first use), returning the event typed by them.
 */
import { ajv } from './ajv-loader.js';
import { ApiClientError } from './errors.js';

/** How a body is signed and checked. */
export interface WebhookSecretOptions {
  /** The signing secret (`whsec_...`), or several while keys rotate: a signature by any of them is accepted. */
  secret: string | readonly string[];
  /** Seconds a timestamp may be from now, either way. Default 300 (Standard Webhooks' recommendation). */
  tolerance?: number | undefined;
  /** The time to check against, in ms (tests); default now. */
  now?: number | undefined;
}

/** Headers as a Fetch `Headers`, Node's `IncomingHttpHeaders`, or a plain record. */
export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

export interface WebhookErrorFields {
  message: string;
  code: 'missing_header' | 'invalid_timestamp' | 'stale_timestamp' | 'invalid_signature' | 'invalid_json' | 'invalid_payload';
  /** The webhook's id (`webhook-id`), when it had one. */
  webhookId?: string | undefined;
  /** For `invalid_payload`: where the body breaks its schema. */
  errors?: readonly { path: string; message: string }[] | undefined;
}

/** A webhook that cannot be trusted or read: a bad or missing signature, a stale timestamp, a body that breaks its schema. */
export class WebhookVerificationError extends ApiClientError {
  override name = 'WebhookVerificationError';
  readonly code: WebhookErrorFields['code'];
  readonly webhookId: string | undefined;
  readonly errors: readonly { path: string; message: string }[];

  constructor(fields: WebhookErrorFields) {
    super(fields.message);
    this.code = fields.code;
    this.webhookId = fields.webhookId;
    this.errors = fields.errors ?? [];
  }
}

const DEFAULT_TOLERANCE = 300;

/** The signature of a body, as the `webhook-signature` header carries it (`v1,<base64>`). */
export function signWebhook(secret: string, id: string, timestamp: number, body: string): string {
  return `v1,${toBase64(hmac(secretKeys(secret)[0]!, id, timestamp, body))}`;
}

/**
 * Checks a webhook's signature and timestamp (Standard Webhooks); returns the body as text. `rawBody` must be
 * the bytes as received: a body parsed and serialised again no longer matches its signature.
 */
export function verifyWebhook(rawBody: string | Uint8Array, headers: WebhookHeaders, options: WebhookSecretOptions): string {
  // The receiver's own mistakes (what it passes) are its errors, told as such, not a webhook's fault.
  if (typeof rawBody !== 'string' && !(rawBody instanceof Uint8Array)) {
    throw new ApiClientError(`A webhook's raw body must be a string or bytes (a Uint8Array or Buffer, as received), not ${describe(rawBody)}.`);
  }
  if (!headers || typeof headers !== 'object') throw new ApiClientError(`A webhook's headers must be a Headers object or a record of header values, not ${describe(headers)}.`);
  if (!options || typeof options !== 'object') throw new ApiClientError(`The third argument must be the options { secret }, not ${describe(options)}.`);
  const keys = secretKeys(options.secret);
  const tolerance = options.tolerance ?? DEFAULT_TOLERANCE;
  if (typeof tolerance !== 'number' || !(tolerance >= 0)) throw new ApiClientError(`tolerance must be a number of seconds, 0 or more, not ${describe(tolerance)}.`);
  const body = typeof rawBody === 'string' ? rawBody : new TextDecoder().decode(rawBody);
  const id = header(headers, 'webhook-id');
  const stamp = header(headers, 'webhook-timestamp');
  const signatures = header(headers, 'webhook-signature');
  const missing = [!id && 'webhook-id', !stamp && 'webhook-timestamp', !signatures && 'webhook-signature'].filter(Boolean);
  if (missing.length) throw new WebhookVerificationError({ code: 'missing_header', webhookId: id, message: `The webhook has no ${missing.join(', ')} header.` });
  const timestamp = Number(stamp);
  if (!/^\d+$/.test(stamp!) || !Number.isSafeInteger(timestamp)) {
    throw new WebhookVerificationError({ code: 'invalid_timestamp', webhookId: id, message: `webhook-timestamp ${JSON.stringify(stamp)} is not a Unix time in seconds.` });
  }
  const skew = Math.round((options.now ?? Date.now()) / 1000) - timestamp;
  if (Math.abs(skew) > tolerance) {
    throw new WebhookVerificationError({
      code: 'stale_timestamp',
      webhookId: id,
      message: `webhook-timestamp is ${Math.abs(skew)} s ${skew > 0 ? 'old' : 'in the future'}, beyond the tolerance of ${tolerance} s${timestamp > 1e11 ? ' (it looks like milliseconds; Standard Webhooks sends seconds)' : ''}.`,
    });
  }
  const { timingSafeEqual } = nodeCrypto();
  // Space-separated (Standard Webhooks); several header values joined with ", " (a Headers object, a list) too.
  const offered = signatures!
    .split(/\s+/)
    .map((s) => s.replace(/,$/, ''))
    .filter((s) => s.startsWith('v1,'))
    .map((s) => fromBase64(s.slice(3)));
  // The signature is over the bytes as received: decoding first would drop a leading BOM and replace bytes
  // that are not UTF-8, and a body signed as sent would no longer match.
  for (const key of keys) {
    const expected = hmac(key, id!, timestamp, rawBody);
    if (offered.some((sig) => sig !== undefined && sig.length === expected.length && timingSafeEqual(sig, expected))) return body;
  }
  throw new WebhookVerificationError({ code: 'invalid_signature', webhookId: id, message: 'No webhook-signature matches the body signed with the secret.' });
}

/** A compiled check of a payload: undefined when it conforms, else where it does not. */
type Check = (value: unknown) => { path: string; message: string }[] | undefined;

/**
 * `client.webhooks`: verifies and reads the requests the API sends, typed by the spec's events (`Event`, the
 * union of its webhooks' and callbacks' payloads).
 */
export class Webhooks<Event> {
  #check: Check | undefined;
  readonly #schema: object;

  /** `schema`: the JSON Schema (2020-12) every event conforms to, from the spec (generated). */
  constructor(schema: object) {
    this.#schema = schema;
  }

  /** Checks the signature and timestamp; returns the body as text (see `verifyWebhook`). */
  verify(rawBody: string | Uint8Array, headers: WebhookHeaders, options: WebhookSecretOptions): string {
    return verifyWebhook(rawBody, headers, options);
  }

  /** Verifies the webhook, then parses its body and checks it against the spec's events: the event, typed. */
  unwrap(rawBody: string | Uint8Array, headers: WebhookHeaders, options: WebhookSecretOptions): Event {
    const body = verifyWebhook(rawBody, headers, options);
    const webhookId = header(headers, 'webhook-id');
    let event: unknown;
    try {
      event = JSON.parse(body);
    } catch (cause) {
      throw new WebhookVerificationError({ code: 'invalid_json', webhookId, message: `The webhook's body is not JSON: ${(cause as Error).message}` });
    }
    const errors = this.#compile()(event);
    if (errors) {
      throw new WebhookVerificationError({
        code: 'invalid_payload',
        webhookId,
        errors,
        message: `The webhook's body is no event of the spec: ${errors
          .slice(0, 3)
          .map((e) => `${e.path || '(body)'} ${e.message}`)
          .join('; ')}`,
      });
    }
    return event as Event;
  }

  #compile(): Check {
    if (this.#check) return this.#check;
    // Loaded here, through Node's require, so that a browser bundle of the client carries neither Ajv nor a Node import.
    const validate = ajv('Webhooks').compile(this.#schema);
    this.#check = (value) => (validate(value) ? undefined : (validate.errors ?? []).map((e) => ({ path: e.instancePath, message: e.message ?? 'is not valid' })));
    return this.#check;
  }
}

function header(headers: WebhookHeaders, name: string): string | undefined {
  if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name) ?? undefined;
  const record = headers as Record<string, string | string[] | undefined>;
  const value = record[name] ?? Object.entries(record).find(([key]) => key.toLowerCase() === name)?.[1];
  // Several values of one header are one list, as a Headers object joins them (several signatures: rotation).
  return Array.isArray(value) ? (value.length ? value.join(', ') : undefined) : value;
}

/** HMAC-SHA256 of `<id>.<timestamp>.<body>` under a secret's key. */
function hmac(key: Uint8Array, id: string, timestamp: number, body: string | Uint8Array): Uint8Array {
  return nodeCrypto().createHmac('sha256', key).update(`${id}.${timestamp}.`).update(body).digest();
}

/**
 * The keys of the secrets given (one, or several while keys rotate): a signature by any of them is accepted.
 * A secret that is none (empty, not text, `whsec_` without base64 after it) is the receiver's error.
 */
function secretKeys(secret: unknown): Uint8Array[] {
  const secrets: unknown[] = typeof secret === 'string' ? [secret] : Array.isArray(secret) ? secret : [];
  if (!secrets.length) throw new ApiClientError(`secret must be the webhook signing secret (whsec_...), or a non-empty list of them while keys rotate; got ${describe(secret)}.`);
  return secrets.flatMap((one, index) => {
    const keys = typeof one === 'string' ? keysOf(one) : [];
    if (!keys.length) {
      const which = secrets.length > 1 ? `secret[${index}]` : 'secret';
      throw new ApiClientError(
        `${which} is not a webhook signing secret: expected "whsec_" followed by base64 (Standard Webhooks), got ${typeof one === 'string' ? `${one.length} characters${one.startsWith('whsec_') ? ' that are not base64 after the prefix' : ''}` : describe(one)}.`,
      );
    }
    return keys;
  });
}

/**
 * The keys a secret may stand for. `whsec_` + base64 is Standard Webhooks' form: the key is the bytes of the
 * base64. A secret without the prefix is read both ways: as base64 (Standard Webhooks' own libraries take
 * the base64 alone too), and as its text (senders that key the HMAC with the secret as written); both keys
 * come from the same secret, so accepting either admits no one who does not hold it.
 */
function keysOf(secret: string): Uint8Array[] {
  if (secret.startsWith('whsec_')) {
    const key = fromBase64(secret.slice(6));
    return key?.length ? [key] : [];
  }
  if (!secret) return [];
  const key = fromBase64(secret);
  return key?.length ? [key, new TextEncoder().encode(secret)] : [new TextEncoder().encode(secret)];
}

/** What was passed instead, for messages (never the value: it may be a secret). */
function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return `an array of ${value.length}`;
  return typeof value === 'object' ? `an object (${Object.prototype.toString.call(value).slice(8, -1)})` : typeof value;
}

function fromBase64(text: string): Uint8Array | undefined {
  // atob reads standard base64 only (no `-` or `_`), as Standard Webhooks writes secrets and signatures.
  try {
    return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
  } catch {
    return undefined; // not base64: matches nothing
  }
}

function toBase64(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text);
}

interface NodeProcess {
  getBuiltinModule?(name: string): unknown;
}

interface NodeHmac {
  update(data: string | Uint8Array): NodeHmac;
  digest(): Uint8Array;
}

/** What is used of node:crypto, typed here so the runtime needs no Node type definitions. */
interface NodeCrypto {
  createHmac(algorithm: 'sha256', key: Uint8Array): NodeHmac;
  timingSafeEqual(a: Uint8Array, b: Uint8Array): boolean;
}

function nodeCrypto(): NodeCrypto {
  const crypto = (globalThis as { process?: NodeProcess }).process?.getBuiltinModule?.('node:crypto') as NodeCrypto | undefined;
  if (!crypto) throw new ApiClientError('Webhooks are verified with node:crypto: receive them on a server (Node 20.16 or later).');
  return crypto;
}
