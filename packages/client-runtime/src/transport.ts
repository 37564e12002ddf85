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
  /**
   * For `stream` requests that succeeded: the body is left unread, and this holds the connection. `abort`
   * closes it (the call's signals still do); `release` detaches the call's signals once the stream is over.
   */
  live?: LiveBody;
}

/** A success answer whose body is read by its consumer (a stream), still tied to the call's signals. */
export interface LiveBody {
  /** Aborts the request: the body's reader then fails with `signal.reason`. */
  abort(reason: unknown): void;
  readonly signal: AbortSignal;
  /** Detaches the call's signals and stops the attempt's timer: the stream is over. */
  release(): void;
  /** The stream's first read, started when the headers arrived. */
  first?: unknown;
  /**
   * The attempt's timer, which bounded the wait for the answer, handed over to the stream's reader as its idle
   * bound rather than cleared and another set: from now on it calls `onTimer` when it fires. Undefined when it
   * has fired already, or there is none (no timeout).
   */
  takeTimer(onTimer: () => void): ReturnType<typeof setTimeout> | undefined;
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
  /**
   * The success answer is a stream: it is returned as soon as its headers arrive, its body unread. The
   * timeout bounds the wait for the headers only (the stream's reader bounds the silence between items).
   */
  stream?: boolean | undefined;
  /**
   * A stream's hook, called the moment a success answer's headers arrive, before the answer travels up to
   * its caller: it makes the answer's `live` body over the attempt (the stream's first read starts there).
   * It lives with the stream's reader, so bundles of operations that never stream leave it out.
   */
  opened?: ((response: Response, attempt: LiveAttempt) => LiveBody) | undefined;
  /** A signal of the request itself (`client.raw` calls that pass one). */
  signal?: AbortSignal | undefined;
}

const TIMEOUT = Symbol('timeout');
const BUDGET = Symbol('budget');

/** One call's settings and state across its attempts. */
interface Call {
  out: Outgoing;
  op: OperationMeta | undefined;
  options: RequestOptions;
  started: number;
  maxRetries: number;
  maxRetryTime: number;
  deadline: number;
  timeout: number;
  mayResend: boolean;
  sources: AbortSignal[];
  headers: Record<string, string>;
  retries: number;
  refreshed: boolean;
}

/** What a stream's answer keeps of its attempt: the controller that closes it, the call's signals, and the timer. */
export interface LiveAttempt {
  controller: AbortController | undefined;
  /** Detaches the call's signals. */
  release: (() => void) | undefined;
  /** Pending until it fires or is cleared. */
  timer: ReturnType<typeof setTimeout> | undefined;
  /** Once a stream's answer has started, what the timer does instead of aborting (its reader's idle check). */
  onTimer?: (() => void) | undefined;
}

/** One attempt's abort plumbing: the call's signals, and its timer (the attempt's timeout or the call's budget). */
interface Attempt extends LiveAttempt {
  /** What the timer aborts the attempt with: its timeout or the call's budget. */
  limitedBy: symbol;
  context: Record<string, unknown> | undefined;
}

/**
 * The attempt's timer: aborts the attempt, or once a stream's answer has started, tells its reader. One
 * function for every attempt (`setTimeout(attemptTimer, ms, attempt)`), not a closure made for each.
 */
function attemptTimer(attempt: Attempt): void {
  attempt.timer = undefined;
  if (attempt.onTimer) attempt.onTimer();
  else attempt.controller?.abort(attempt.limitedBy);
}

export class Transport {
  constructor(private readonly settings: TransportSettings) {}

  async exchange(out: Outgoing, op: OperationMeta | undefined, options: RequestOptions = {}): Promise<Answer> {
    const call = this.#prepare(out, op, options);
    for (;;) {
      const attempt = this.#startAttempt(call);
      let token: string | undefined;
      let answer: Answer;
      let keep = false;
      try {
        // A public operation's call goes out without waiting a turn for a token it does not send.
        token = call.op?.public ? undefined : await this.#credential(attempt);
        answer = await this.#send(call, attempt, token);
        keep = answer.live !== undefined;
      } catch (error) {
        await this.#afterFailure(call, attempt, error, token);
        continue;
      } finally {
        // A live stream keeps the call's signals (an abort still closes it) and the timer, which its reader
        // takes over to time its silences.
        if (!keep) {
          if (attempt.timer !== undefined) clearTimeout(attempt.timer);
          attempt.release?.();
        }
      }
      // Only an error answer may be sent again (a 401, a 429, a 5xx); a success skips the step unless it is logged.
      if ((attempt.context || !answer.response.ok) && (await this.#retryAnswer(call, attempt, answer, token))) continue;
      return answer;
    }
  }

  #prepare(out: Outgoing, op: OperationMeta | undefined, options: RequestOptions): Call {
    const s = this.settings;
    const started = Date.now();
    const maxRetryTime = options.maxRetryTime ?? s.maxRetryTime;
    const sources = [s.signal, options.signal, out.signal].filter((signal): signal is AbortSignal => signal !== undefined);
    // Object.assign rather than a spread of both: V8 copies two spreads into a new object on a slow path.
    const headers: Record<string, string> = Object.assign({}, s.headers, out.headers);
    if (options.headers) for (const key in options.headers) headers[key.toLowerCase()] = options.headers[key]!;
    if (options.requestId && s.requestIdHeader) headers[s.requestIdHeader] = options.requestId;
    return {
      out,
      op,
      options,
      started,
      maxRetries: options.maxRetries ?? s.maxRetries,
      maxRetryTime,
      deadline: started + maxRetryTime,
      timeout: options.timeout ?? s.timeout,
      mayResend: options.retryNonIdempotent === true || (op ? op.idempotent : idempotentMethod(out.method)),
      sources,
      headers,
      retries: 0,
      refreshed: false,
    };
  }

  /** Checks the call may go on, and arms the attempt's timer: its timeout or the call's budget, whichever is first. */
  #startAttempt(call: Call): Attempt {
    for (const signal of call.sources) if (signal.aborted) throw abortError(signal.reason, where(call.out));
    const remaining = call.deadline - Date.now();
    if (remaining <= 0) throw new APITimeoutError({ message: `${where(call.out)} used up its maxRetryTime of ${call.maxRetryTime} ms`, requestId: call.options.requestId });
    const limit = Math.min(call.timeout, remaining);
    const limitedBy = call.timeout <= remaining ? TIMEOUT : BUDGET;
    const attempt: Attempt = { controller: undefined, release: undefined, timer: undefined, limitedBy, context: undefined };
    // A stream always gets a controller: closing it early (`break`) must abort the request.
    if (call.sources.length || Number.isFinite(limit) || call.out.stream) {
      attempt.controller = new AbortController();
      attempt.release = followSignals(attempt.controller, call.sources);
      // A timer of our own rather than AbortSignal.timeout(), which did not reliably fire for requests in
      // flight on Node 20; it covers the whole exchange, body included, and is cleared when it is done (a
      // stream's reader takes it over instead).
      if (Number.isFinite(limit)) attempt.timer = setTimeout(attemptTimer, limit, attempt);
    }
    const log = this.settings.log;
    if (log.enabled('debug') || log.enabled('info')) attempt.context = { operation: call.op?.id, method: call.out.method, url: call.out.url, attempt: call.retries + 1 };
    return attempt;
  }

  /** The token of a call that needs one (the token source caches and refreshes it). */
  #credential(attempt: Attempt): Promise<string> {
    return this.settings.tokens.get(attempt.controller?.signal);
  }

  /** Sends one attempt and reads its answer within the attempt's timer (a stream's success: its headers only). */
  async #send(call: Call, attempt: Attempt, token: string | undefined): Promise<Answer> {
    const { out, headers } = call;
    const s = this.settings;
    const url = token === undefined ? out.url : placeCredential(headers, out.url, token, s.credential);
    if (attempt.context && s.log.enabled('debug')) s.log.log('debug', `${out.method} ${out.url}`, { ...attempt.context, headers });
    const response = await s.fetch(url, { method: out.method, headers, body: out.body ?? null, signal: attempt.controller?.signal ?? null });
    if (out.stream && out.opened && response.ok && attempt.controller) return { response, text: '', live: out.opened(response, attempt) };
    // Read within the timeout, so a body that stalls fails like a slow answer does.
    if (out.binary && response.ok) return { response, text: '', bytes: await response.arrayBuffer() };
    return { response, text: await response.text() };
  }

  /** A failed attempt: rethrown as the call's error, or waited out before the next attempt. */
  async #afterFailure(call: Call, attempt: Attempt, error: unknown, token: string | undefined): Promise<void> {
    const s = this.settings;
    const signal = attempt.controller?.signal;
    const reason: unknown = signal?.reason;
    if (signal?.aborted && reason !== TIMEOUT && reason !== BUDGET) throw abortError(reason, where(call.out));
    if (error instanceof ApiClientError || (!signal?.aborted && token === undefined && !call.op?.public)) throw error; // the token exchange failed: it did its own retries
    const timedOut = signal?.aborted === true;
    const failure = timedOut
      ? new APITimeoutError({
          message: reason === BUDGET ? `${where(call.out)} used up its maxRetryTime of ${call.maxRetryTime} ms` : `${where(call.out)} timed out after ${call.timeout} ms`,
          requestId: call.options.requestId,
          cause: error,
        })
      : new APIConnectionError({
          message: s.redactor.text(`${where(call.out)} failed: ${describe(error)}${s.connectionHint ? ` (cannot reach ${new URL(call.out.url).host}: ${s.connectionHint})` : ''}`),
          requestId: call.options.requestId,
          cause: error,
        });
    const outcome: Outcome = !timedOut && wasNotSent(error) ? { kind: 'not-sent' } : { kind: 'maybe-sent' };
    await this.#waitToRetry(call, attempt, outcome, failure.name, failure);
  }

  /** Whether an answer is sent again: a rejected token once, a 429 or 5xx by the retry policy. */
  async #retryAnswer(call: Call, attempt: Attempt, answer: Answer, token: string | undefined): Promise<boolean> {
    const s = this.settings;
    const { response } = answer;
    if (attempt.context) {
      const requestId = s.requestIdHeader ? (response.headers.get(s.requestIdHeader) ?? undefined) : undefined;
      s.log.log('debug', `${response.status} ${call.out.method} ${call.out.url}`, { ...attempt.context, status: response.status, requestId, ms: Date.now() - call.started });
    }
    if (response.status === 401 && token && !call.refreshed && s.tokens.rejected?.(token, answer.text)) {
      // The service rejected the token before acting on the call, so sending it once more is safe.
      call.refreshed = true;
      if (attempt.context) s.log.log('info', 'token rejected; fetching a new one and retrying once', attempt.context);
      return true;
    }
    const outcome: Outcome | undefined =
      response.status === 429
        ? { kind: 'rate-limited', retryAfterMs: parseRetryAfter(response.headers.get('retry-after')) }
        : response.status >= 500
          ? { kind: 'server-error', retryAfterMs: parseRetryAfter(response.headers.get('retry-after')) }
          : undefined;
    if (!outcome) return false;
    try {
      await this.#waitToRetry(call, attempt, outcome, String(response.status), undefined);
    } catch (error) {
      if (error === NO_RETRY) return false;
      throw error;
    }
    return true;
  }

  /** Waits before the next attempt, or throws `failure` (an answer's caller gets `NO_RETRY`) when the policy says stop. */
  async #waitToRetry(call: Call, attempt: Attempt, outcome: Outcome, after: string, failure: Error | undefined): Promise<void> {
    const wait = retryDelay(outcome, {
      attempt: call.retries,
      maxRetries: call.maxRetries,
      elapsedMs: Date.now() - call.started,
      maxRetryTime: call.maxRetryTime,
      mayResend: call.mayResend,
      delay: this.settings.retryDelay,
    });
    if (wait === undefined) throw failure ?? NO_RETRY;
    if (attempt.context) this.settings.log.log('info', `retrying ${where(call.out)} in ${wait} ms after ${after}`, attempt.context);
    await this.#pause(wait, call.sources, call.out);
    call.retries++;
  }

  /** The wait between attempts, cut short (as an abort) by any of the call's signals. */
  async #pause(ms: number, sources: AbortSignal[], out: Outgoing) {
    if (!sources.length) return sleep(ms);
    const controller = new AbortController();
    const release = followSignals(controller, sources);
    try {
      await sleep(ms, controller.signal);
    } catch (reason) {
      throw abortError(reason, where(out));
    } finally {
      release();
    }
  }
}

/** Thrown by `waitToRetry` for an answer the policy does not retry: the answer is then the call's result. */
const NO_RETRY = Symbol('no-retry');

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

/** `METHOD host/path` of a request, for messages (made only when one is). */
function where(out: Outgoing): string {
  return `${out.method} ${describeUrl(out.url)}`;
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
