/**
 * Stream operations in the mock: Prism answers a body once, so the front door answers an operation whose
 * success answer is a stream itself, with a finite stream of the operation's examples (or of items made
 * from its schema; see the generated table's `stream`), framed as its media type says, then ends it. Its
 * request is not checked against the spec (Prism never sees it).
 */
import type http from 'node:http';
import { mockApi, mockOperations } from '../generated/operations.gen.js';
import type { MockOperation } from './operation.js';

const MEDIA = { sse: 'text/event-stream; charset=utf-8', jsonl: 'application/jsonl', 'json-seq': 'application/json-seq' } as const;
const EVENT_FIELDS = new Set(['event', 'data', 'id', 'retry']);

const streamed = mockOperations
  .filter((op) => op.stream)
  .map((op) => ({
    op,
    method: op.method,
    pattern: streamPattern(mockApi.basePath ?? '', op.path),
  }));

/** `text` matched literally in a regular expression (a function declaration: the table above is built at load, before this line runs). */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The request paths of an operation's path template: with the base path before it or without (as the mock's other operations are served), a template parameter one segment. */
export function streamPattern(basePath: string, template: string): RegExp {
  return new RegExp(
    `^(?:${escape(basePath)})?${template
      .split(/\{[^}]+\}/)
      .map(escape)
      .join('[^/]+')}$`,
  );
}

/** The stream operation a request is for, if any. */
export function streamOperation(method: string | undefined, url: string | undefined): MockOperation | undefined {
  if (!streamed.length) return undefined;
  const path = new URL(url ?? '/', 'http://mock').pathname;
  return streamed.find((s) => s.method === method && s.pattern.test(path))?.op;
}

/** One item as its media type frames it; an SSE item that is not an event object is the data of one. */
export function frameItem(format: 'sse' | 'jsonl' | 'json-seq', item: unknown, index: number): string {
  if (format === 'jsonl') return `${JSON.stringify(item)}\n`;
  if (format === 'json-seq') return `\x1e${JSON.stringify(item)}\n`;
  const event = asEvent(item);
  const data = typeof event.data === 'string' ? event.data : JSON.stringify(event.data);
  const name = typeof event.event === 'string' && event.event !== 'message' ? `event: ${event.event}\n` : '';
  const id = `id: ${eventId(item, index)}\n`;
  return `${name}${id}${data
    .split(/\r\n|\r|\n/)
    .map((line) => `data: ${line}\n`)
    .join('')}\n`;
}

/** An SSE item as an event object: one that is not is the data of one. */
function asEvent(item: unknown): { event?: unknown; data: unknown; id?: unknown } {
  const isEvent = item !== null && typeof item === 'object' && 'data' in item && Object.keys(item).every((k) => EVENT_FIELDS.has(k));
  return (isEvent ? item : { data: item }) as { event?: unknown; data: unknown; id?: unknown };
}

/** The id an SSE item is sent with: its own, or its place in the stream (from 1). */
function eventId(item: unknown, index: number): string {
  const { id } = asEvent(item);
  return id === undefined ? String(index + 1) : String(id).replace(/[\r\n]/g, ' ');
}

/**
 * Answers with the operation's finite stream. An event stream asked to resume (`Last-Event-ID`, which readers
 * send once a connection ends: HTML section 9.2.3) gets the items after that id, and a 204 once none are left,
 * which tells the reader the stream is over: a browser's EventSource, or a client that resumes, would otherwise
 * be sent the same items again after every end. An id the stream never sent starts it over.
 */
export function answerStream(op: MockOperation, req: http.IncomingMessage, res: http.ServerResponse, headers: http.OutgoingHttpHeaders): void {
  const stream = op.stream!;
  req.resume();
  let from = 0;
  const lastEventId = stream.format === 'sse' ? req.headers['last-event-id'] : undefined;
  if (typeof lastEventId === 'string') {
    // The last item with that id: items that share an id cannot send a reader back to an earlier one.
    from = stream.items.findLastIndex((item, i) => eventId(item, i) === lastEventId) + 1;
    if (from === stream.items.length) {
      res.writeHead(204, headers).end();
      return;
    }
  }
  res.writeHead(stream.status, { ...headers, 'content-type': MEDIA[stream.format], 'cache-control': 'no-cache' });
  res.end(
    stream.items
      .slice(from)
      .map((item, i) => frameItem(stream.format, item, from + i))
      .join(''),
  );
}
