/**
 * When a call may be sent again and how long to wait. The rules (reference, Errors and Limits): retry 429
 * and 5xx with exponential backoff; never 400, 403, 404 or 409; a request that may have reached the server
 * is sent again only when its operation is idempotent, or the caller opted in.
 *
 * Hand-written rather than a retry library: the decision needs the operation's idempotency and whether the
 * request could have reached the server, which generic retry wrappers (p-retry, async-retry) do not model.
 */
export type Outcome =
  /** 429: the service refused the request before acting on it (RFC 6585 section 4), so it had no effect. */
  | { kind: 'rate-limited'; retryAfterMs: number | undefined }
  /** 5xx: the request reached the service and may have been acted on. */
  | { kind: 'server-error'; retryAfterMs: number | undefined }
  /** The connection failed before the request was written (refused, DNS): nothing reached the service. */
  | { kind: 'not-sent' }
  /** Dropped connection or timeout after the request may have been written. */
  | { kind: 'maybe-sent' };

export interface RetryBudget {
  attempt: number;
  maxRetries: number;
  elapsedMs: number;
  maxRetryTime: number;
  /** The operation is idempotent, or the caller passed `retryNonIdempotent`. */
  mayResend: boolean;
  delay: { initial: number; max: number };
}

/** The wait before the next attempt, or undefined when the call must not be retried. */
export function retryDelay(outcome: Outcome, budget: RetryBudget, random: () => number = Math.random): number | undefined {
  if (budget.attempt >= budget.maxRetries) return undefined;
  const mustBeSafe = outcome.kind === 'server-error' || outcome.kind === 'maybe-sent';
  if (mustBeSafe && !budget.mayResend) return undefined;
  const hinted = 'retryAfterMs' in outcome ? outcome.retryAfterMs : undefined;
  const wait = hinted ?? backoff(budget.attempt, budget.delay, random);
  return budget.elapsedMs + wait > budget.maxRetryTime ? undefined : wait;
}

/** Exponential backoff with "equal jitter": half the step fixed, half random, so clients spread out. */
export function backoff(attempt: number, delay: { initial: number; max: number }, random: () => number = Math.random): number {
  const step = Math.min(delay.initial * 2 ** attempt, delay.max);
  return Math.round(step / 2 + (random() * step) / 2);
}

/** `Retry-After` as delay-seconds or an HTTP-date (RFC 9110 section 10.2.3), in ms. */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** Error codes of Node's fetch (undici) that mean no byte of the request left this machine. */
const NOT_SENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'UND_ERR_CONNECT_TIMEOUT']);

export function wasNotSent(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && NOT_SENT_CODES.has(code)) return true;
    const errors = (e as { errors?: unknown }).errors;
    if (Array.isArray(errors) && errors.some(wasNotSent)) return true;
  }
  return false;
}
