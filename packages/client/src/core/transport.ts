/**
 * Sends one call: adds the token and request id, applies the timeout and abort signal, retries by the
 * retry policy, and on a 401 `invalid_token` fetches a new token and sends the call once more. It is the
 * `fetch` that openapi-fetch calls, so the typed resource layer and `client.raw` share it.
 */
import { APIConnectionError, APITimeoutError } from './errors.js';
import { idempotentMethod, type OperationMeta } from './operation.js';
import type { RequestOptions } from './options.js';
import type { SafeLogger } from './logger.js';
import type { TokenManager } from './token-manager.js';
import type { Redactor } from './redact.js';
import { parseRetryAfter, retryDelay, wasNotSent, type Outcome } from './retry-policy.js';
import { sleep } from './sleep.js';

export interface TransportSettings {
  fetch: typeof fetch;
  maxRetries: number;
  maxRetryTime: number;
  timeout: number;
  retryDelay: { initial: number; max: number };
  headers: Record<string, string>;
  signal: AbortSignal | undefined;
  tokens: TokenManager;
  log: SafeLogger;
  redactor: Redactor;
}

export class Transport {
  constructor(private readonly settings: TransportSettings) {}

  async send(request: Request, op: OperationMeta | undefined, options: RequestOptions = {}): Promise<Response> {
    const s = this.settings;
    const started = Date.now();
    const maxRetries = options.maxRetries ?? s.maxRetries;
    const maxRetryTime = options.maxRetryTime ?? s.maxRetryTime;
    const timeout = options.timeout ?? s.timeout;
    const mayResend = options.retryNonIdempotent === true || (op ? op.idempotent : idempotentMethod(request.method));
    const callSignal = anySignal([s.signal, options.signal, request.signal.aborted ? request.signal : undefined]);
    // Read once so that every attempt can send the same bytes again.
    const body = request.body ? await request.arrayBuffer() : undefined;
    let retries = 0;
    let refreshed = false;

    for (;;) {
      const headers = new Headers(s.headers);
      request.headers.forEach((value, key) => headers.set(key, value));
      for (const [key, value] of Object.entries(options.headers ?? {})) headers.set(key, value);
      if (options.requestId) headers.set('X-Request-Id', options.requestId);
      let token: string | undefined;
      if (!op?.public) {
        token = await s.tokens.get();
        headers.set('Authorization', `Bearer ${token}`);
      }
      // A timer of our own rather than AbortSignal.timeout(), which did not reliably fire for requests in
      // flight on Node 20; it covers the whole exchange, body included, and is cleared when it is done.
      const timeoutController = new AbortController();
      const timer = setTimeout(() => timeoutController.abort(new DOMException(`timed out after ${timeout} ms`, 'TimeoutError')), timeout);
      const timeoutSignal = timeoutController.signal;
      const attemptSignal = anySignal([callSignal, timeoutSignal])!;
      const context = { operation: op?.id, method: request.method, url: request.url, attempt: retries + 1 };
      s.log.log('debug', `${request.method} ${request.url}`, { ...context, headers: s.redactor.headers(headers) });

      let response: Response;
      try {
        // The signal goes in the init, not in a `new Request()`: a Request's own signal follows the given one
        // only weakly in Node 20 and was seen to miss the abort once garbage-collected.
        const answer = await s.fetch(request.url, { method: request.method, headers, body: body ?? null, signal: attemptSignal, redirect: request.redirect });
        // Read within the timeout, so a body that stalls fails like a slow answer does.
        const bytes = NULL_BODY_STATUSES.has(answer.status) ? null : await answer.arrayBuffer();
        response = new Response(bytes, { status: answer.status, statusText: answer.statusText, headers: answer.headers });
      } catch (error) {
        clearTimeout(timer);
        if (callSignal?.aborted) throw callSignal.reason ?? error;
        const timedOut = timeoutSignal.aborted;
        const outcome: Outcome = !timedOut && wasNotSent(error) ? { kind: 'not-sent' } : { kind: 'maybe-sent' };
        const failure = timedOut
          ? new APITimeoutError({ message: `${request.method} ${pathOf(request.url)} timed out after ${timeout} ms`, requestId: options.requestId, cause: error })
          : new APIConnectionError({
              message: s.redactor.text(`${request.method} ${pathOf(request.url)} failed: ${describe(error)}`),
              requestId: options.requestId,
              cause: error,
            });
        const wait = retryDelay(outcome, { attempt: retries, maxRetries, elapsedMs: Date.now() - started, maxRetryTime, mayResend, delay: s.retryDelay });
        if (wait === undefined) throw failure;
        s.log.log('info', `retrying ${request.method} ${pathOf(request.url)} in ${wait} ms after ${failure.name}`, context);
        await sleep(wait, callSignal);
        retries++;
        continue;
      }

      clearTimeout(timer);
      const requestId = response.headers.get('x-request-id') ?? undefined;
      s.log.log('debug', `${response.status} ${request.method} ${request.url}`, { ...context, status: response.status, requestId, ms: Date.now() - started });

      if (response.status === 401 && token && !refreshed && s.tokens.canRefresh && (await errorCode(response)) === 'invalid_token') {
        // The service rejected the token before acting on the call, so sending it once more is safe.
        refreshed = true;
        await response.body?.cancel().catch(() => undefined);
        s.tokens.invalidate(token);
        s.log.log('info', 'token rejected (invalid_token); fetching a new one and retrying once', { ...context, requestId });
        continue;
      }

      const outcome: Outcome | undefined =
        response.status === 429
          ? { kind: 'rate-limited', retryAfterMs: parseRetryAfter(response.headers.get('retry-after')) }
          : response.status >= 500
            ? { kind: 'server-error', retryAfterMs: parseRetryAfter(response.headers.get('retry-after')) }
            : undefined;
      if (!outcome) return response;
      const wait = retryDelay(outcome, { attempt: retries, maxRetries, elapsedMs: Date.now() - started, maxRetryTime, mayResend, delay: s.retryDelay });
      if (wait === undefined) return response;
      await response.body?.cancel().catch(() => undefined);
      s.log.log('info', `retrying ${request.method} ${pathOf(request.url)} in ${wait} ms after ${response.status}`, { ...context, requestId });
      await sleep(wait, callSignal);
      retries++;
    }
  }
}

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/** The `error.code` of a 401, read from a copy so the original body stays readable. */
async function errorCode(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.clone().json()) as { error?: { code?: unknown } };
    return typeof body?.error?.code === 'string' ? body.error.code : undefined;
  } catch {
    return undefined;
  }
}

function anySignal(signals: (AbortSignal | undefined)[]): AbortSignal | undefined {
  const present = signals.filter((s): s is AbortSignal => s !== undefined);
  return present.length <= 1 ? present[0] : AbortSignal.any(present);
}

function pathOf(url: string): string {
  const { pathname } = new URL(url);
  return pathname;
}

function describe(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown; message?: unknown } })?.cause;
  const detail = cause && (cause.code ?? cause.message);
  return `${error instanceof Error ? error.message : String(error)}${detail ? ` (${String(detail)})` : ''}`;
}
