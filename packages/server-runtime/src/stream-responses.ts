/**
 * Writing a streamed answer: the handler returns an async iterable of items; each is written as it comes,
 * framed as its media type says, while the client listens.
 *
 * - Server-Sent Events (WHATWG HTML section 9.2.6): an item is `{ event?, data, id?, retry? }`; `data` is
 *   written as JSON unless it is a string, one `data:` line per line of it. A comment line (`: heartbeat`)
 *   goes out after `limits.streamHeartbeatMs` of silence.
 * - JSON Lines / NDJSON: one JSON value per line. json-seq (RFC 7464): the record separator, the JSON, a newline.
 * - The client leaving stops the iterator (`return()`), so the handler's `finally` runs and its resources
 *   are released; the server's backpressure is the socket's (a write waits for `drain`).
 * - In development and test each item is checked against the item's schema; an item that breaks it, cannot
 *   be written as JSON, or an iterator that throws ends the stream and is logged. The server itself never
 *   fails with it. Such a stream is cut off (its connection destroyed before the answer's closing chunk),
 *   not ended as a finished one: a reader then knows it is incomplete (a JSON Lines export would otherwise
 *   look whole), and a GET event stream's reader resumes it as after any dropped connection.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RouteValidators } from './ajv.js';
import type { Responder } from './responses.js';
import type { RouteDefinition } from './types.js';

export type StreamFormat = 'sse' | 'jsonl' | 'json-seq';

const MEDIA: Record<StreamFormat, string> = { sse: 'text/event-stream; charset=utf-8', jsonl: 'application/jsonl', 'json-seq': 'application/json-seq' };

/** An item framed for the wire; throws when it cannot be written (a value JSON cannot hold). */
export function frame(format: StreamFormat, item: unknown): string {
  if (format === 'jsonl') return `${json(item)}\n`;
  if (format === 'json-seq') return `\x1e${json(item)}\n`;
  const event = (item ?? {}) as { event?: unknown; data?: unknown; id?: unknown; retry?: unknown };
  let out = '';
  if (typeof event.event === 'string' && event.event !== 'message') out += `event: ${oneLine(event.event)}\n`;
  if (event.id !== undefined) out += `id: ${oneLine(String(event.id))}\n`;
  if (typeof event.retry === 'number' && Number.isFinite(event.retry)) out += `retry: ${Math.max(0, Math.round(event.retry))}\n`;
  const data = typeof event.data === 'string' ? event.data : json(event.data ?? null);
  for (const line of data.split(/\r\n|\r|\n/)) out += `data: ${line}\n`;
  return `${out}\n`;
}

/** A field value on one line (an event name or id cannot hold a newline: HTML section 9.2.5; a NUL makes readers drop the id). */
const oneLine = (text: string) => text.replace(/[\r\n\0]/g, ' ');

/** An item's JSON; an item JSON cannot hold (undefined, a function, a symbol) is refused rather than written as `undefined`. */
function json(item: unknown): string {
  const text = JSON.stringify(item);
  if (text === undefined) throw new TypeError(`a value of type ${typeof item} cannot be written as JSON`);
  return text;
}

export interface StreamSettings {
  responder: Responder;
  heartbeatMs: number;
}

/** Writes the handler's iterable as the answer; resolves when the stream is over (ended, failed or left). */
export async function sendStream(
  settings: StreamSettings,
  request: FastifyRequest,
  reply: FastifyReply,
  route: RouteDefinition,
  status: number,
  key: string,
  items: unknown,
  headers: Record<string, string> | undefined,
): Promise<void> {
  const format = route.responses[key]!.stream!.format;
  const iterable = items as AsyncIterable<unknown> | undefined;
  if (!iterable || typeof iterable[Symbol.asyncIterator] !== 'function') {
    throw new TypeError(`${route.operationId} answers ${key} with a stream: its handler must return an async iterable as the body.`);
  }
  const validate = settings.responder.validate ? itemValidator(settings.responder.validators.get(route.operationId), key, format) : undefined;
  // Before anything is sent, a failure is an ordinary error answer (500, thrown to the error path): an iterable
  // whose iterator cannot be made, and a first item that fails or breaks its schema at once (ready by the next
  // turn of the event loop). A first item that takes longer does not hold the answer back: its headers go out.
  const iterator = iterable[Symbol.asyncIterator]();
  const pending = iterator.next();
  const early = await Promise.race([
    pending.then(
      (first) => ({ first }),
      (error: unknown) => ({ error }),
    ),
    nextTurn(),
  ]);
  if (early && 'error' in early) throw early.error;
  const earlyProblem = early && !early.first.done ? validate?.(early.first.value) : undefined;
  if (earlyProblem) {
    void Promise.resolve()
      .then(() => iterator.return?.())
      .catch(() => undefined);
    throw new TypeError(`item 0 of the ${route.operationId} stream breaks its schema: ${earlyProblem}`);
  }
  const res = reply.raw;
  reply.hijack();
  res.writeHead(status, {
    ...(reply.getHeaders() as Record<string, string>),
    ...headers,
    'content-type': MEDIA[format],
    'cache-control': 'no-cache',
    // Proxies (nginx) would buffer the answer otherwise.
    'x-accel-buffering': 'no',
  });
  // The answer has started: the client's wait for it ends now, not at the first item (which may be far off).
  res.flushHeaders();
  let left = false;
  // A handler's `finally` may throw: its rejection is logged, never left unhandled (which would end the process).
  const stop = () =>
    Promise.resolve()
      .then(() => iterator.return?.())
      .catch((error: unknown) => request.log.error({ err: error, operationId: route.operationId }, `the ${route.operationId} stream's iterator failed to close`));
  const heartbeat = format === 'sse' ? setInterval(() => res.writable && res.write(': heartbeat\n\n'), settings.heartbeatMs) : undefined;
  heartbeat?.unref();
  // The client left: the heartbeat stops at once, even while a handler still awaits something other than
  // `context.signal` (a generator's `return()` waits for its pending await; its `finally` runs after it).
  const onClose = () => {
    left = true;
    if (heartbeat) clearInterval(heartbeat);
    void stop();
  };
  res.on('close', onClose);
  let failed = false;
  try {
    for (let index = 0; !left; index++) {
      const next = index === 0 ? await pending : await iterator.next();
      if (next.done || left) break;
      const problem = validate?.(next.value);
      if (problem) {
        request.log.error(
          { operationId: route.operationId, item: index, problem },
          `item ${index} of the ${route.operationId} stream breaks its schema: ${problem}; the stream is ended`,
        );
        void stop();
        failed = true;
        break;
      }
      if (!res.write(frame(format, next.value))) await drained(res);
      heartbeat?.refresh();
    }
  } catch (error) {
    failed = true;
    request.log.error({ err: error, operationId: route.operationId }, `the ${route.operationId} stream failed (${(error as Error)?.message ?? String(error)}); it is ended`);
    void stop();
  } finally {
    if (heartbeat) clearInterval(heartbeat);
    res.off('close', onClose);
    if (failed) cutOff(res);
    else if (!res.writableEnded) res.end();
  }
}

/**
 * Closes a failed stream's connection without the answer's closing chunk, after what was written has gone out
 * (`res.destroy()` would drop it): the reader sees the connection end before the answer did.
 */
function cutOff(res: FastifyReply['raw']): void {
  const socket = res.socket;
  if (socket && !socket.destroyed) socket.end();
  else res.destroy();
}

/** The item's schema check (development and test), or undefined when there is none. */
function itemValidator(validators: RouteValidators | undefined, key: string, format: StreamFormat): ((item: unknown) => string | undefined) | undefined {
  const validate = validators?.responses.get(key);
  if (!validate) return undefined;
  return (item) => {
    // An event without a name is a `message` event (HTML section 9.2.6): so it is read, and so it is checked.
    const read = format === 'sse' && item !== null && typeof item === 'object' && (item as { event?: unknown }).event === undefined ? { ...item, event: 'message' } : item;
    return validate(read) ? undefined : (validate.errors ?? []).map((e) => `item${e.instancePath} ${e.message ?? 'is invalid'}`).join('; ');
  };
}

/** Resolves (with undefined) at the next turn of the event loop, once the promises ready by then have settled. */
const nextTurn = (): Promise<undefined> => new Promise((resolve) => setImmediate(() => resolve(undefined)));

function drained(res: NodeJS.WritableStream & { writableEnded?: boolean; destroyed?: boolean }): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });
}
