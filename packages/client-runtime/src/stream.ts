/**
 * The result of an operation whose success answer is a stream: an async iterable of typed items, read as
 * they arrive, nothing buffered beyond the chunk being read.
 *
 * - `for await (const item of stream)`; `break`, `return()`, `close()` and the call's abort signal close the
 *   connection. A stream is read once.
 * - The call's `timeout` bounds each silence between chunks (the wait for the answer to start is the
 *   transport's), never the length of the stream: a stream that goes silent fails with `APITimeoutError`.
 * - A GET Server-Sent Events stream whose connection ends (dropped, or closed by the server, as a browser's
 *   EventSource sees it) is resumed as the standard says (HTML section 9.2.3): after the `retry` delay the
 *   server last asked for, with `Last-Event-ID`, until the caller stops or the server answers 204; after a
 *   connection that gave no event the wait doubles from 500 ms (up to 30 s). Turned off with
 *   `stream: { reconnect: false }`. This is not a re-send: the server is asked for what follows.
 * - A stream ends at a `data: [DONE]` event (OpenAI's sentinel) without waiting for the socket to close.
 * - Each item is checked against its schema from the spec (`stream: { validate }`, on by default where Ajv
 *   loads, that is on a server): an item that breaks it ends the stream with `APIStreamError` `invalid_item`,
 *   naming its line, the failing field's JSON pointer and what was expected. The typed items are then what
 *   the types say, as a validating SDK's are (Speakeasy's parse each event with its schema).
 */
import { abortError, APIConnectionError, ApiClientError, APITimeoutError } from './errors.js';
import type { Answer, LiveAttempt, LiveBody, Outgoing } from './transport.js';
import type { OperationMeta } from './operation.js';
import type { RequestOptions } from './options.js';
import type { WithResponse } from './api-promise.js';
import { createDecoder, type Decoder, type DecoderOptions, type StreamFormat } from './stream-decoders.js';
import { APIStreamError } from './stream-error.js';
import { compiledCheck, itemCheck, type ItemCheck } from './stream-validation.js';
import { followSignals } from './signals.js';
import { sleep } from './sleep.js';
import { Utf8Chunks } from './utf8-chunks.js';

/** Per-call settings of a stream (`options.stream`). */
export interface StreamOptions {
  /** Resume a GET Server-Sent Events stream whose connection ends (default true). */
  reconnect?: boolean | undefined;
  /** The largest event (or line) read, in characters; a larger one ends the stream with `APIStreamError`. Default 16 MiB. */
  maxEventSize?: number | undefined;
  /**
   * Check each item against its schema from the spec; an item that breaks it ends the stream with
   * `APIStreamError` (`invalid_item`). Default: true where the runtime can load Ajv through Node (a server);
   * false in a browser, where `true` is refused when the stream is opened.
   */
  validate?: boolean | undefined;
}

/** How the client opens (and reopens) a stream; built by `openStream` for each call. */
export interface StreamSource {
  answer: Answer;
  /** The call: its request (sent again to resume), and the client's ways to send it. */
  call: StreamCall;
  format: StreamFormat;
  /** The silence allowed between chunks, in ms. */
  idleTimeout: number;
  /** Default 16 MiB (`DEFAULT_MAX_EVENT_SIZE`). */
  maxEventSize?: number | undefined;
  /** Checks each item against its schema (absent: not checked). */
  check?: ItemCheck | undefined;
  requestId: string | undefined;
  /** The decoder of the first connection, made while the request was out. */
  decoder?: Decoder<unknown> | undefined;
  /** A GET event stream whose connection ends is opened again after its last event id, until a 204. */
  resumable: boolean;
}

/** The wait before resuming when the server named none (HTML leaves it to the user agent; browsers use a few seconds). */
export const DEFAULT_RECONNECT_DELAY: number = 1000;
export const DEFAULT_MAX_EVENT_SIZE: number = 16 * 1024 * 1024;
/** The first wait after a connection that gave no event (at least this, whatever `retry` says), and the most the doubling reaches. */
export const MIN_QUIET_DELAY: number = 500;
export const MAX_QUIET_DELAY: number = 30_000;
/** The longest wait a timer holds: past it, Node and browsers fire at once (a server's huge `retry` would be a loop). */
const MAX_TIMER = 2_147_483_647;

const IDLE = Symbol('idle');
const CLOSED = Symbol('closed');

export class Stream<Item> implements AsyncIterable<Item> {
  /** The answer that started the stream. */
  readonly response: Response;
  readonly #source: StreamSource;
  #iterator: StreamIterator<Item> | undefined;

  constructor(source: StreamSource) {
    this.#source = source;
    this.response = source.answer.response;
  }

  [Symbol.asyncIterator](): AsyncIterator<Item> {
    if (this.#iterator) throw new ApiClientError(`${where(this.#source)}: a stream is read once; this one is already being read.`);
    this.#iterator = new StreamIterator<Item>(this.#source);
    return this.#iterator;
  }

  /** Closes the connection; an iteration in progress ends. */
  close(): void {
    if (this.#iterator) void this.#iterator.return();
    else this.#source.answer.live?.abort(CLOSED);
    this.#source.answer.live?.release();
  }
}

/**
 * What a client gives its streams, made once per client rather than per call: its ways to send a request
 * and to read an error answer, and its own settings, which a call's options override.
 */
export interface StreamClient {
  /** Sends the request (token, retries until the answer starts). */
  transport: { exchange(out: Outgoing, op: OperationMeta, options: RequestOptions): Promise<Answer> };
  /** Throws an error answer as its typed error. */
  check(answer: Answer, out: Outgoing): unknown;
  /** The header of the service's request id (lower-cased; empty when the spec names none). */
  requestIdHeader: string;
  /** The client's timeout: the wait for the answer to start, and the silence allowed between chunks. */
  timeout: number;
  /** The client's abort signal. */
  signal: AbortSignal | undefined;
  /** The client's `stream` options, which the call's own override field by field. */
  defaults: StreamOptions | undefined;
}

/** What the client gives `openStream` of one call: the request, its options, and the client. */
export interface StreamCall {
  out: Outgoing;
  op: OperationMeta;
  options: RequestOptions;
  client: StreamClient;
}

const SSE: StreamFormat = { format: 'sse' };

/**
 * Opens the stream of a call, as streaming operations' table entries name it (`openStream`): only they
 * import it, so a bundle of operations that never stream leaves the reader and its parser out. Retries
 * apply until the answer starts (an error answer is the usual typed error); a GET Server-Sent Events stream
 * may be resumed; nothing else is ever sent again once it has started.
 */
export async function openStream(call: StreamCall): Promise<WithResponse<Stream<unknown>>> {
  const { out, op, options, client } = call;
  const format = op.stream ?? SSE;
  const own = options.stream;
  const defaults = client.defaults;
  const canCheck = canValidate();
  const validate = own?.validate ?? defaults?.validate ?? canCheck;
  // Checking asked for where Ajv cannot load (a browser) is refused before anything is sent.
  if (validate && format.schema && !canCheck) {
    throw new ApiClientError(`${op.id}: stream.validate needs Ajv, which the client loads through Node (20.16 or later); pass stream: { validate: false } here.`);
  }
  // The request's own headers object (made for this call): the media type is added in place, not copied.
  const headers = (out.headers ??= {});
  headers['accept'] ??= ACCEPT[format.format];
  out.opened = openedLive;
  const opening = client.transport.exchange(out, op, options);
  // The check, compiled once per operation: at its first stream, Ajv is loaded and the schema compiled while
  // the request is out (after a turn of the event loop, so that it is sent first), not after the answer.
  let check: ItemCheck | undefined;
  if (validate && format.schema) {
    const schema = format.schema;
    check = compiledCheck(schema);
    if (!check) {
      opening.catch(ignore); // awaited below; its failure is not an unhandled one meanwhile
      try {
        check = await new Promise<ItemCheck>((resolve, reject) =>
          setTimeout(() => {
            try {
              resolve(itemCheck(schema));
            } catch (error) {
              reject(error);
            }
          }, 0),
        );
      } catch (error) {
        void opening.then((answer) => {
          answer.live?.abort(CLOSED);
          answer.live?.release();
        }, ignore);
        throw error;
      }
    }
  }
  // Made while the request is out rather than after the answer: the first chunk often arrives with the headers.
  const maxEventSize = own?.maxEventSize ?? defaults?.maxEventSize;
  const decoding: DecoderOptions = { maxEventSize: maxEventSize ?? DEFAULT_MAX_EVENT_SIZE, requestId: undefined, check };
  const decoder = createDecoder<unknown>(format, decoding);
  // A 204 is "nothing to stream": the stream is empty, and a GET event stream is not resumed (HTML section 9.2.3).
  const opened = started(call, await opening);
  const first = opened ?? { response: new Response(null, { status: 204 }), text: '' };
  const requestId = client.requestIdHeader ? (first.response.headers.get(client.requestIdHeader) ?? undefined) : undefined;
  decoding.requestId = requestId;
  const stream = new Stream<unknown>({
    answer: first,
    call,
    format,
    idleTimeout: options.timeout ?? client.timeout,
    maxEventSize,
    check,
    requestId,
    decoder,
    resumable: opened !== undefined && format.format === 'sse' && out.method === 'GET' && (own?.reconnect ?? defaults?.reconnect) !== false,
  });
  return { data: stream, response: first.response, requestId };
}

/** The answer of a stream's request: an error answer throws; a 204 (over, or nothing to stream) is undefined. */
function started({ out, op, client }: StreamCall, answer: Answer): Answer | undefined {
  if (!answer.live) client.check(answer, out); // an error answer throws; a success without a body to stream ends it
  if (answer.response.status === 204) {
    answer.live?.release();
    return undefined;
  }
  const format = (op.stream ?? SSE).format;
  const type = answer.response.headers.get('content-type');
  // A success in another media type (a proxy's login page, a JSON error with a 200) is no stream: read as one
  // it would end at once with nothing. No content type at all is read as the stream the spec describes.
  if (answer.live && type && !STREAM_TYPE[format].test(type)) {
    answer.live.abort(CLOSED);
    answer.live.release();
    const url = new URL(out.url);
    throw new APIStreamError({
      code: 'not_a_stream',
      requestId: client.requestIdHeader ? (answer.response.headers.get(client.requestIdHeader) ?? undefined) : undefined,
      message: `${out.method} ${url.host}${url.pathname} answered ${answer.response.status} with content type \`${type}\`, not the stream the spec describes (${ACCEPT[format]}).`,
    });
  }
  return answer;
}

/**
 * The content types read as each format's stream: its own, and for JSON lines and json-seq any JSON type or
 * plain text (servers label NDJSON variously: application/json, application/x-jsonlines, text/plain).
 */
const JSON_LINES_TYPE = /^\s*(application\/([\w.+-]*json[\w.+-]*)|text\/plain|application\/octet-stream)\s*(;|$)/i;
const STREAM_TYPE = { sse: /^\s*text\/event-stream\s*(;|$)/i, jsonl: JSON_LINES_TYPE, 'json-seq': JSON_LINES_TYPE } as const;

/** Opens a GET event stream again after its last event (HTML section 9.2.3): `Last-Event-ID` names it. */
async function reopen(call: StreamCall, lastEventId: string | undefined): Promise<Answer | undefined> {
  const { out } = call;
  // HTML section 9.2.3: the header is sent only when the last event ID string is not empty.
  const sent = !lastEventId ? out : { ...out, headers: { ...out.headers, 'last-event-id': lastEventId } };
  return started(call, await call.client.transport.exchange(sent, call.op, call.options));
}

/** `GET host/path` of a stream, for messages: worked out when one is needed, not on the way to the first item. */
function where({ call: { out } }: StreamSource): string {
  const url = new URL(out.url);
  return `${out.method} ${url.host}${url.pathname}`;
}

/** The call's signals (the client's and its own): they cut the wait before a reconnection short. */
function signalsOf({ call: { client, options } }: StreamSource): AbortSignal[] {
  const signals: AbortSignal[] = [];
  if (client.signal) signals.push(client.signal);
  if (options.signal) signals.push(options.signal);
  return signals;
}

const ignore = (): void => undefined;

/** The transport's `opened` hook of a stream's request: the answer's live body, its first read under way. */
function openedLive(response: Response, attempt: LiveAttempt): LiveBody {
  return new LiveAnswer(attempt, firstRead(response));
}

/** Until its reader takes the attempt's timer over, a started stream is not aborted by it. */
const UNWATCHED = (): void => undefined;

/**
 * A stream's connection: closed through the attempt's controller; the attempt's timer, which bounded the
 * wait for the answer, is handed to the reader as its idle bound rather than cleared and another set.
 */
class LiveAnswer implements LiveBody {
  readonly #attempt: LiveAttempt;
  readonly first: FirstRead | undefined;

  constructor(attempt: LiveAttempt, first: FirstRead | undefined) {
    this.#attempt = attempt;
    this.first = first;
    attempt.onTimer = UNWATCHED;
  }

  get signal(): AbortSignal {
    return this.#attempt.controller!.signal;
  }

  abort(reason: unknown): void {
    this.#attempt.controller!.abort(reason);
  }

  release(): void {
    const attempt = this.#attempt;
    if (attempt.timer !== undefined) clearTimeout(attempt.timer);
    attempt.timer = undefined;
    attempt.release?.();
  }

  takeTimer(onTimer: () => void): ReturnType<typeof setTimeout> | undefined {
    const attempt = this.#attempt;
    if (attempt.timer !== undefined) attempt.onTimer = onTimer;
    return attempt.timer;
  }
}

/**
 * The first chunk's read, started as soon as an answer's headers arrive (`opened`), so that it proceeds
 * while the answer travels up to the caller's first `next()`; its rejection is handled there (or dropped,
 * when the stream is closed unread).
 */
function firstRead(response: Response): FirstRead | undefined {
  const reader = response.body?.getReader();
  if (!reader) return undefined;
  const read = reader.read();
  read.catch(ignore);
  return { reader, read };
}

interface FirstRead {
  reader: ReadableStreamDefaultReader<Uint8Array>;
  read: ReturnType<ReadableStreamDefaultReader<Uint8Array>['read']>;
}

/** Ajv is loaded through Node's `require` (ajv-loader.ts): items are checked by default where that exists. */
function canValidate(): boolean {
  return typeof (globalThis as { process?: { getBuiltinModule?: unknown } }).process?.getBuiltinModule === 'function';
}

const ACCEPT = { sse: 'text/event-stream', jsonl: 'application/jsonl, application/x-ndjson', 'json-seq': 'application/json-seq' } as const;

function decoderOptions(source: StreamSource): DecoderOptions {
  return { maxEventSize: source.maxEventSize ?? DEFAULT_MAX_EVENT_SIZE, requestId: source.requestId, check: source.check };
}

const DONE: IteratorReturnResult<undefined> = Object.freeze({ done: true, value: undefined });

/**
 * A hand-written iterator rather than an async generator: items already read are handed out from the
 * chunk's batch without a generator's suspension per item, which keeps the client near the parser's own
 * speed; and a chunk is read, decoded and handed out in one async step (no nested async calls per chunk).
 */
class StreamIterator<Item> implements AsyncIterator<Item> {
  #source: StreamSource;
  #answer: Answer;
  #reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  #text = new Utf8Chunks();
  #decoder: Decoder<Item>;
  #batch: Item[] = [];
  #index = 0;
  #finished = false;
  #pendingError: unknown;
  /** When the pending read started (undefined: none is pending), and the idle bound's timer and what it calls. */
  #waitingSince: number | undefined;
  #watchdog: ReturnType<typeof setTimeout> | undefined;
  #onTimer: (() => void) | undefined;
  /** The connection's first read, started by the transport when the headers arrived. */
  #first: FirstRead | undefined;
  /** Whether this connection has given an item; how many connections in a row ended without one. */
  #heard = false;
  #quiet = 0;
  /** Aborts the wait before resuming, when one is under way. */
  #pausing: AbortController | undefined;

  constructor(source: StreamSource) {
    this.#source = source;
    this.#answer = source.answer;
    this.#first = source.answer.live?.first as FirstRead | undefined;
    this.#decoder = (source.decoder as Decoder<Item> | undefined) ?? createDecoder<Item>(source.format, decoderOptions(source));
  }

  next(): Promise<IteratorResult<Item>> {
    // Items already read are handed out without an async function's machinery per item.
    if (this.#index < this.#batch.length) return Promise.resolve({ done: false, value: this.#batch[this.#index++]! });
    return this.#nextChunk();
  }

  /** Reads chunks until one completes an item; at the end of a connection, resumes or finishes. */
  async #nextChunk(): Promise<IteratorResult<Item>> {
    while (this.#index >= this.#batch.length) {
      if (this.#pendingError !== undefined) {
        const error = this.#pendingError;
        this.#pendingError = undefined;
        this.#finish();
        throw error;
      }
      if (this.#finished) return DONE;
      this.#batch = [];
      this.#index = 0;
      // One chunk of the body, or undefined at its end; the silence before it is bounded by the idle timeout.
      let chunk: Uint8Array | undefined;
      const reading = this.#startRead();
      if (reading) {
        try {
          const { done, value } = await reading;
          if (!done) chunk = value;
        } catch (error) {
          const failure = this.#readFailure(error);
          if (failure) {
            this.#finish();
            throw failure;
          }
        } finally {
          this.#waitingSince = undefined;
        }
      }
      this.#take(chunk);
      if (chunk === undefined) {
        let resumed: boolean;
        try {
          resumed = await this.#resume();
        } catch (error) {
          this.#finish();
          throw error;
        }
        if (!resumed) this.#finished = true;
      } else if (this.#decoder.done) {
        this.#finished = true;
        this.#close();
      }
    }
    return { done: false, value: this.#batch[this.#index++]! };
  }

  async return(): Promise<IteratorResult<Item>> {
    this.#finish();
    return DONE;
  }

  /** The read of the next chunk (undefined: the answer has no body), with the idle bound armed while it waits. */
  #startRead(): FirstRead['read'] | undefined {
    const body = this.#answer.response.body;
    if (!body) return undefined;
    const first = this.#first;
    this.#first = undefined;
    this.#reader ??= first?.reader ?? body.getReader();
    const live = this.#answer.live;
    const limit = this.#source.idleTimeout;
    if (live && Number.isFinite(limit)) {
      this.#waitingSince = Date.now();
      if (this.#watchdog === undefined) {
        const onTimer = (this.#onTimer ??= () => this.#watch(limit));
        // The transport's timer, which bounded the wait for the answer, goes on as the idle bound.
        this.#watchdog = live.takeTimer(onTimer) ?? setTimeout(onTimer, limit);
      }
    }
    return first?.read ?? this.#reader.read();
  }

  /** What a failed read means: an error to throw, or undefined when the connection's end is read as such. */
  #readFailure(error: unknown): Error | undefined {
    const live = this.#answer.live;
    const reason: unknown = live?.signal.aborted ? live.signal.reason : undefined;
    if (reason === IDLE) {
      return new APITimeoutError({
        message: `${where(this.#source)}: the stream sent nothing for ${this.#source.idleTimeout} ms`,
        requestId: this.#source.requestId,
        cause: error,
      });
    }
    if (reason === CLOSED) return undefined;
    if (live?.signal.aborted) return abortError(reason, where(this.#source));
    // The connection dropped: a resumable stream resumes, any other ends with the failure.
    if (this.#source.resumable) return undefined;
    return new APIConnectionError({
      message: `${where(this.#source)}: the stream's connection failed: ${(error as Error)?.message ?? String(error)}`,
      requestId: this.#source.requestId,
      cause: error,
    });
  }

  /** The decoder's items of a chunk (or, at the end of a connection, what it held); a fault is thrown after the items read before it are handed out. */
  #take(chunk: Uint8Array | undefined) {
    try {
      this.#batch = chunk === undefined ? this.#decoder.end() : this.#decoder.push(this.#text.decode(chunk));
      if (this.#batch.length) this.#heard = true;
    } catch (error) {
      this.#batch = ((error as { items?: Item[] }).items ?? []) as Item[];
      this.#pendingError = error;
    }
  }

  /**
   * The idle bound: one timer for the stream rather than one per read (a timer set and cleared for every
   * chunk costs more than the check): when it fires, a read waiting for `limit` ms is aborted, a read
   * waiting less sets it again for what is left, and without a read waiting it stops.
   */
  #watch(limit: number) {
    const since = this.#waitingSince;
    // No read is waiting (the caller is busy with items): the next read sets the timer again.
    if (since === undefined) {
      this.#watchdog = undefined;
      return;
    }
    const left = since + limit - Date.now();
    if (left <= 0) {
      this.#watchdog = undefined;
      this.#answer.live?.abort(IDLE);
      return;
    }
    this.#watchdog = setTimeout(this.#onTimer!, left);
  }

  /** Opens the stream again after its last event (SSE GET); false when it is over. */
  async #resume(): Promise<boolean> {
    if (!this.#source.resumable || this.#finished || this.#pendingError !== undefined || this.#decoder.done) return false;
    this.#close();
    const { lastEventId, retry } = this.#decoder;
    // A connection that ended without an event is no progress: the wait doubles with each such one in a
    // row (HTML leaves this backoff to the user agent), so a server that closes at once, or asks for
    // `retry: 0`, is not called in a loop. An event resets it to the server's own reconnection time.
    this.#quiet = this.#heard ? 0 : this.#quiet + 1;
    this.#heard = false;
    const wait = Math.min(retry ?? DEFAULT_RECONNECT_DELAY, MAX_TIMER);
    if (!(await this.#pause(this.#quiet === 0 ? wait : Math.min(Math.max(wait, MIN_QUIET_DELAY) * 2 ** (this.#quiet - 1), MAX_QUIET_DELAY))) || this.#finished) return false;
    const next = await reopen(this.#source.call, lastEventId);
    if (!next) return false;
    if (this.#finished) {
      // The iteration ended while the new connection was being opened: it is closed at once, not kept.
      next.live?.abort(CLOSED);
      next.live?.release();
      return false;
    }
    this.#answer = next;
    this.#reader = undefined;
    this.#first = next.live?.first as FirstRead | undefined;
    this.#text = new Utf8Chunks();
    const previous = this.#decoder;
    this.#decoder = createDecoder<Item>(this.#source.format, decoderOptions(this.#source));
    // The last event id and the reconnection time outlive the connection (HTML section 9.2.6).
    this.#decoder.carry?.(previous);
    return true;
  }

  /** The wait before resuming: false when the iteration ended meanwhile (`return()`, `close()`), cut short. */
  async #pause(ms: number): Promise<boolean> {
    const controller = (this.#pausing = new AbortController());
    const release = followSignals(controller, signalsOf(this.#source));
    try {
      await sleep(ms, controller.signal);
      return true;
    } catch (reason) {
      if (reason === CLOSED) return false;
      throw abortError(reason, where(this.#source));
    } finally {
      this.#pausing = undefined;
      release();
    }
  }

  #close() {
    if (this.#watchdog !== undefined) clearTimeout(this.#watchdog);
    this.#watchdog = undefined;
    this.#answer.live?.abort(CLOSED);
    this.#answer.live?.release();
    this.#reader = undefined;
  }

  #finish() {
    this.#pausing?.abort(CLOSED); // a wait to resume ends with the iteration
    this.#finished = true;
    this.#batch = [];
    this.#index = 0;
    this.#close();
  }
}
