/**
 * Sends one call: adds the token and request id, applies the timeout, the call's time budget and abort
 * signals, retries by the retry policy, and on a 401 whose code says the token was rejected fetches a new token and sends the call
 * once more. Generated methods call `exchange` directly; `client.raw` (openapi-fetch) reaches it through
 * `rawSend` (raw-client.ts), its `fetch`.
 *
 * Costs per call are kept to what a bare fetch pays: no AbortController unless a timeout or a signal needs
 * one, the answer read once as text (within the timeout) and never wrapped again for generated methods, and
 * no log context built when nothing would be logged.
 */
import { abortError, APIConnectionError, APIError, ApiClientError, APITimeoutError } from './errors.js';
import { idempotentMethod, type OperationMeta } from './operation.js';
import type { RequestOptions } from './options.js';
import type { SafeLogger } from './logger.js';
import type { TokenSource } from './token-source.js';
import type { Redactor } from './redact.js';
import { parseRetryAfter, retryDelay, wasNotSent, type Outcome } from './retry-policy.js';
import { followSignals } from './signals.js';
import { sleep } from './sleep.js';
import { placeCredential, type CredentialPlacement } from './credential.js';
import type { RequestBody } from './body.js';

export interface TransportSettings {
  fetch: typeof fetch;
  maxRetries: number;
  maxRetryTime: number;
  timeout: number;
  retryDelay: { initial: number; max: number };
  /** Sent with every request; keys in lower case. */
  headers: Record<string, string>;
  signal: AbortSignal | undefined;
  tokens: TokenSource;
  /** Where the credential goes; default `Authorization: Bearer <token>`. */
  credential?: CredentialPlacement | undefined;
  log: SafeLogger;
  redactor: Redactor;
  /** The request-id header (lower-cased; empty when the spec names none). */
  requestIdHeader: string;
  /** Added to connection errors: how to point the client elsewhere. */
  connectionHint?: string;
}

/** An answer and its body, read within the attempt's timeout. */
export interface Answer {
  response: Response;
  /** The body as text; for `binary` requests only when the answer is not a success. */
  text: string;
  /** The body's bytes, for `binary` requests that succeeded. */
  bytes?: ArrayBuffer;
}

/** What one request sends, every attempt alike. */
export interface Outgoing {
  method: string;
  url: string;
  /** Keys in lower case. */
  headers?: Record<string, string> | undefined;
  body?: RequestBody | undefined;
  /** The success answer is bytes (a file, a PDF): read it as such rather than as text. */
  binary?: boolean | undefined;
  /** A signal of the request itself (`client.raw` calls that pass one). */
  signal?: AbortSignal | undefined;
}

const TIMEOUT = Symbol('timeout');
const BUDGET = Symbol('budget');

export class Transport {
  constructor(private readonly settings: TransportSettings) {}

  async exchange(out: Outgoing, op: OperationMeta | undefined, options: RequestOptions = {}): Promise<Answer> {
    const s = this.settings;
    const started = Date.now();
    const maxRetries = options.maxRetries ?? s.maxRetries;
    const maxRetryTime = options.maxRetryTime ?? s.maxRetryTime;
    const deadline = started + maxRetryTime;
    const timeout = options.timeout ?? s.timeout;
    const mayResend = options.retryNonIdempotent === true || (op ? op.idempotent : idempotentMethod(out.method));
    const sources: AbortSignal[] = [];
    if (s.signal) sources.push(s.signal);
    if (options.signal) sources.push(options.signal);
    if (out.signal) sources.push(out.signal);
    const headers: Record<string, string> = { ...s.headers, ...out.headers };
    if (options.headers) for (const key in options.headers) headers[key.toLowerCase()] = options.headers[key]!;
    if (options.requestId && s.requestIdHeader) headers[s.requestIdHeader] = options.requestId;
    const where = () => `${out.method} ${describeUrl(out.url)}`;
    let retries = 0;
    let refreshed = false;

    for (;;) {
      const aborted = sources.find((signal) => signal.aborted);
      if (aborted) throw abortError(aborted.reason, where());
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new APITimeoutError({ message: `${where()} used up its maxRetryTime of ${maxRetryTime} ms`, requestId: options.requestId });
      // The attempt ends at its timeout or at the call's budget, whichever is first.
      const limit = Math.min(timeout, remaining);
      const limitedBy = timeout <= remaining ? TIMEOUT : BUDGET;
      let controller: AbortController | undefined;
      let release: (() => void) | undefined;
      let timer: ReturnType<typeof setTimeout> | undefined;
      if (sources.length || Number.isFinite(limit)) {
        controller = new AbortController();
        release = followSignals(controller, sources);
        // A timer of our own rather than AbortSignal.timeout(), which did not reliably fire for requests in
        // flight on Node 20; it covers the whole exchange, body included, and is cleared when it is done.
        if (Number.isFinite(limit)) timer = setTimeout(() => controller!.abort(limitedBy), limit);
      }
      const signal = controller?.signal;
      const context = s.log.enabled('debug') || s.log.enabled('info') ? { operation: op?.id, method: out.method, url: out.url, attempt: retries + 1 } : undefined;

      let token: string | undefined;
      let answer: Answer;
      let url = out.url;
      try {
        if (!op?.public) {
          token = await s.tokens.get(signal);
          url = placeCredential(headers, out.url, token, s.credential);
        }
        if (context && s.log.enabled('debug')) s.log.log('debug', `${out.method} ${out.url}`, { ...context, headers });
        const response = await s.fetch(url, { method: out.method, headers, body: out.body ?? null, ...(signal ? { signal } : {}) });
        // Read within the timeout, so a body that stalls fails like a slow answer does.
        if (out.binary && response.ok) {
          answer = { response, text: '', bytes: await response.arrayBuffer() };
        } else {
          answer = { response, text: await response.text() };
        }
      } catch (error) {
        const reason: unknown = signal?.reason;
        if (signal?.aborted && reason !== TIMEOUT && reason !== BUDGET) throw abortError(reason, where());
        if (error instanceof ApiClientError || (!signal?.aborted && token === undefined && !op?.public)) throw error; // the token exchange failed: it did its own retries
        const timedOut = signal?.aborted === true;
        const failure = timedOut
          ? new APITimeoutError({
              message: reason === BUDGET ? `${where()} used up its maxRetryTime of ${maxRetryTime} ms` : `${where()} timed out after ${timeout} ms`,
              requestId: options.requestId,
              cause: error,
            })
          : new APIConnectionError({
              message: s.redactor.text(`${where()} failed: ${describe(error)}${s.connectionHint ? ` (cannot reach ${new URL(out.url).host}: ${s.connectionHint})` : ''}`),
              requestId: options.requestId,
              cause: error,
            });
        const outcome: Outcome = !timedOut && wasNotSent(error) ? { kind: 'not-sent' } : { kind: 'maybe-sent' };
        const wait = retryDelay(outcome, { attempt: retries, maxRetries, elapsedMs: Date.now() - started, maxRetryTime, mayResend, delay: s.retryDelay });
        if (wait === undefined) throw failure;
        if (context) s.log.log('info', `retrying ${where()} in ${wait} ms after ${failure.name}`, context);
        await this.pause(wait, sources, where);
        retries++;
        continue;
      } finally {
        if (timer !== undefined) clearTimeout(timer);
        release?.();
      }

      const { response } = answer;
      if (context) {
        const requestId = s.requestIdHeader ? (response.headers.get(s.requestIdHeader) ?? undefined) : undefined;
        s.log.log('debug', `${response.status} ${out.method} ${out.url}`, { ...context, status: response.status, requestId, ms: Date.now() - started });
      }

      if (response.status === 401 && token && !refreshed && s.tokens.rejected?.(token, answer.text)) {
        // The service rejected the token before acting on the call, so sending it once more is safe.
        refreshed = true;
        if (context) s.log.log('info', 'token rejected; fetching a new one and retrying once', context);
        continue;
      }

      const outcome: Outcome | undefined =
        response.status === 429
          ? { kind: 'rate-limited', retryAfterMs: parseRetryAfter(response.headers.get('retry-after')) }
          : response.status >= 500
            ? { kind: 'server-error', retryAfterMs: parseRetryAfter(response.headers.get('retry-after')) }
            : undefined;
      if (!outcome) return answer;
      const wait = retryDelay(outcome, { attempt: retries, maxRetries, elapsedMs: Date.now() - started, maxRetryTime, mayResend, delay: s.retryDelay });
      if (wait === undefined) return answer;
      if (context) s.log.log('info', `retrying ${where()} in ${wait} ms after ${response.status}`, context);
      await this.pause(wait, sources, where);
      retries++;
    }
  }

  /** The wait between attempts, cut short (as an abort) by any of the call's signals. */
  private async pause(ms: number, sources: AbortSignal[], where: () => string) {
    if (!sources.length) return sleep(ms);
    const controller = new AbortController();
    const release = followSignals(controller, sources);
    try {
      await sleep(ms, controller.signal);
    } catch (reason) {
      throw abortError(reason, where());
    } finally {
      release();
    }
  }
}

/** A 2xx whose body is not the JSON it claims to be. */
export function invalidBody(response: Response, method: string, url: string, cause: unknown, requestIdHeader: string): APIError {
  const requestId = requestIdHeader ? (response.headers.get(requestIdHeader) ?? undefined) : undefined;
  return new APIError({
    status: response.status,
    type: 'invalid_response_error',
    code: 'invalid_response_body',
    message: `${method} ${describeUrl(url)} answered ${response.status} with a body that is not valid JSON (${cause instanceof Error ? cause.message : String(cause)})${requestId ? ` (request ${requestId})` : ''}`,
    requestId,
    headers: response.headers,
    cause,
  });
}

/** `host/path` of a URL, without its query: what a connection error must name. */
function describeUrl(url: string): string {
  const { host, pathname } = new URL(url);
  return `${host}${pathname}`;
}

function describe(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown; message?: unknown } })?.cause;
  const detail = cause && (cause.code ?? cause.message);
  return `${error instanceof Error ? error.message : String(error)}${detail ? ` (${String(detail)})` : ''}`;
}
