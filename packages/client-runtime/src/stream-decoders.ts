/**
 * Text of a streamed answer -> its items, chunk by chunk, nothing kept beyond the item being read.
 *
 * - Server-Sent Events are parsed by `eventsource-parser` (the field's parser, the WHATWG HTML standard's
 *   algorithm); each event's data is parsed as JSON unless the operation says it is text.
 * - JSON Lines / NDJSON (one JSON value per line) and JSON text sequences (RFC 7464: each record starts with
 *   the record separator 0x1E and ends with a newline) are split here: both are a split at newlines and
 *   `JSON.parse`, which no library does faster or with better line numbers.
 *
 * Faults name their line (1-based): a count of the newlines before the chunk is kept (one native scan per
 * chunk); where in the chunk an event was is worked out only when that event fails.
 */
import { createParser, type EventSourceMessage, type EventSourceParser } from 'eventsource-parser';
import { APIStreamError, type StreamItemProblem } from './stream-error.js';
import type { ItemCheck, StreamItemSchema } from './stream-validation.js';

/** One event of a Server-Sent Events stream, its data parsed: the item of an SSE operation. */
export interface ServerSentEvent<Data = unknown> {
  /** The event's name; `message` when the server named none (as EventSource does). */
  event: string;
  data: Data;
  /** The event's id, when the server sent one (the stream resumes after it). */
  id?: string;
}

/** How an operation's stream is framed and read (the generated operation table's `stream`). */
export interface StreamFormat {
  readonly format: 'sse' | 'jsonl' | 'json-seq';
  /** SSE: how each event's data is read (default JSON). */
  readonly data?: 'json' | 'text';
  /** SSE: events whose data stays text in a stream whose other events carry JSON. */
  readonly text?: readonly string[];
  /** The schema of the items, which they are checked against (`stream.validate`). */
  readonly schema?: StreamItemSchema;
}

export interface Decoder<Item> {
  /** Feeds text; returns the items it completed, in order. */
  push(chunk: string): Item[];
  /** The stream is over: what is left (an item without its final separator) is read. */
  end(): Item[];
  /** The SSE `[DONE]` sentinel was read (OpenAI's end of stream): the reader stops there. */
  readonly done: boolean;
  /** The last event id the stream named (SSE), for `Last-Event-ID` on resume. */
  readonly lastEventId: string | undefined;
  /** The reconnection time the server asked for with `retry:` (SSE), in ms. */
  readonly retry: number | undefined;
  /** Takes over the last event id and reconnection time of the connection before (SSE). */
  carry?(previous: Decoder<unknown>): void;
}

export interface DecoderOptions {
  maxEventSize: number;
  requestId: string | undefined;
  /** Checks each item against its schema; an item that breaks it ends the stream with `invalid_item`. */
  check?: ItemCheck | undefined;
}

export function createDecoder<Item>(format: StreamFormat, options: DecoderOptions): Decoder<Item> {
  if (format.format === 'sse') return new SseDecoder(format, options) as unknown as Decoder<Item>;
  return lineDecoder(format.format, options) as Decoder<Item>;
}

/** The index just after the last blank line of `text` (a line ending right after another), or -1: one backward scan. */
function lastBlankLineEnd(text: string): number {
  for (let i = text.length - 1; i > 0; i--) {
    const c = text.charCodeAt(i);
    if (c !== 10 && c !== 13) continue;
    const startOfEnding = c === 10 && text.charCodeAt(i - 1) === 13 ? i - 1 : i;
    const before = text.charCodeAt(startOfEnding - 1);
    if (before === 10 || before === 13) return i + 1;
  }
  return -1;
}

const hasIdLine = (text: string) => text.startsWith('id') || text.includes('\nid') || text.includes('\rid');
/** An `id` field's line: its value after `id:` and one optional space, or none after a bare `id`. */
const ID_LINE = /(?:^|[\r\n])id(?:: ?([^\r\n]*))?(?=[\r\n])/g;

/**
 * The last event id that the blocks ended in `carried + completed` set (`carried` starts at a line's start), or
 * undefined when they have no `id` field. eventsource-parser reports an id only with an event's data, and
 * reports nothing of a block that has none; the standard sets the last event ID at the end of every block, one
 * of an `id` alone too (HTML, section 9.2.6, "dispatch the event", step 1), and a stream resumes from it. So the
 * ended blocks' own text is read for their last `id` line (a value with NUL is ignored, as the standard says):
 * only when a quick scan finds one, since the parser has read the events with data already.
 */
function lastIdField(carried: string, completed: string): string | undefined {
  // Where the two meet, an `id` cut in two (a false find is harmless: the expression below decides).
  const joint = carried.slice(-2) + completed.slice(0, 2);
  if (!hasIdLine(carried) && !hasIdLine(completed) && !(carried && hasIdLine(joint))) return undefined;
  let found: string | undefined;
  for (const match of (carried + completed).matchAll(ID_LINE)) {
    const value = match[1] ?? '';
    if (!value.includes('\0')) found = value;
  }
  return found;
}

function countNewlines(text: string): number {
  let n = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) n++;
  return n;
}

/** The line endings of SSE text: CRLF, CR alone and LF alone each end a line (HTML section 9.2.5); LF alone is one native scan. */
function countLineEnds(text: string): number {
  if (text.indexOf('\r') === -1) return countNewlines(text);
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) n++;
  }
  return n;
}

const hasLineEnd = (text: string) => text.indexOf('\n') !== -1 || text.indexOf('\r') !== -1;

/**
 * A class rather than an object literal of closures and getters: one is made per stream, on the way to its
 * first item, and V8 makes an object literal with getters on a slow path (several microseconds each).
 */
class SseDecoder implements Decoder<ServerSentEvent> {
  done = false;
  lastEventId: string | undefined = undefined;
  retry: number | undefined = undefined;
  readonly #options: DecoderOptions;
  /** Events whose data stays text: a handful at most, so a list is searched (a Set per stream costs more). */
  readonly #text: readonly string[] | undefined;
  readonly #json: boolean;
  readonly #parser: EventSourceParser;
  #out: ServerSentEvent[] = [];
  #fault: APIStreamError | undefined = undefined;
  #linesBefore = 0;
  #chunk = '';
  #eventsInChunk = 0;
  /**
   * The text after the last blank line read (the event being read, begun in an earlier chunk), and that of the
   * chunks before this one: a fault is placed by counting events from there. Its length is what counts toward
   * `maxEventSize` (comments and heartbeats between events end at a blank line, and never count).
   */
  #carry = '';
  #carried = '';
  /** The carry's last two characters, where a blank line may begin (read without flattening the carry). */
  #tail = '';
  #crEnded = false;
  /**
   * Chunks that end no line, held back and given to the parser with the chunk that ends their line: read piece by
   * piece, a long line cost this decoder the whole line again at every piece (the carry grown by each piece and
   * its end sliced, which flattens it): quadratic in a slow server's small writes (1 M characters in 64-character
   * pieces: 7.6 s; now about what eventsource-parser alone takes, `npm run bench:stream`).
   */
  #held: string[] = [];
  #heldLength = 0;

  constructor(format: StreamFormat, options: DecoderOptions) {
    this.#options = options;
    this.#text = format.text;
    this.#json = format.data !== 'text';
    this.#parser = createParser({
      onEvent: (message) => this.#onEvent(message),
      onRetry: (ms) => {
        this.retry = ms;
      },
      // Unknown fields and a `retry` that is not a number are ignored, as the standard says (section 9.2.6).
    });
  }

  #onEvent(message: EventSourceMessage) {
    const index = this.#eventsInChunk++;
    if (this.done || this.#fault) return;
    if (message.id !== undefined) this.lastEventId = message.id;
    const event = message.event ?? 'message';
    if (message.data.length > this.#options.maxEventSize) {
      const line = this.#lineOf(index);
      this.#fault = new APIStreamError({
        code: 'event_too_large',
        line,
        requestId: this.#options.requestId,
        message: `Line ${line} of the stream: event \`${event}\` is over stream.maxEventSize (${this.#options.maxEventSize} characters) and is not read.`,
      });
      return;
    }
    const json = this.#json;
    // Length first: the sentinel is short, and trimming every event's data would copy it.
    if (json && message.data.length < 16 && message.data.trim() === '[DONE]') {
      this.done = true;
      return;
    }
    let data: unknown = message.data;
    if (json && (this.#text === undefined || !this.#text.includes(event))) {
      try {
        data = JSON.parse(message.data);
      } catch (cause) {
        const line = this.#lineOf(index);
        this.#fault = new APIStreamError({
          code: 'malformed_event',
          line,
          requestId: this.#options.requestId,
          cause,
          message: `Line ${line} of the stream: the data of event \`${event}\` is not JSON (${(cause as Error).message}): ${excerpt(message.data)}`,
        });
        return;
      }
    }
    const item: ServerSentEvent = message.id === undefined ? { event, data } : { event, data, id: message.id };
    const problems = this.#options.check?.(item);
    if (problems) {
      const line = this.#lineOf(index);
      const id = message.id === undefined ? '' : ` (id ${JSON.stringify(message.id)})`;
      this.#fault = invalidItem(problems, line, `Line ${line} of the stream: event \`${event}\`${id} breaks its schema`, this.#options.requestId, event, message.id);
      return;
    }
    this.#out.push(item);
  }

  push(input: string): ServerSentEvent[] {
    // A chunk that ends in CR has ended its line (CR alone is a line ending; a LF after it belongs to it): the
    // parser, which holds such a CR back until the next chunk, is given it as CRLF, so an event of a stream of
    // CR line endings is read when it arrives, and the last one at all; the LF that then starts the next chunk
    // is the same line ending and is dropped.
    if (input === '') return this.#take(); // (the bytes of a character that the next chunk ends)
    if (this.#crEnded && input.charCodeAt(0) === 10) input = input.slice(1);
    const { maxEventSize } = this.#options;
    if (!hasLineEnd(input)) {
      this.#crEnded = false;
      this.#held.push(input);
      this.#heldLength += input.length;
      if (!this.#fault && this.#carry.length + this.#heldLength > maxEventSize) this.#fault = this.#tooLarge();
      return this.#take();
    }
    if (this.#held.length) {
      input = this.#held.join('') + input;
      this.#held = [];
      this.#heldLength = 0;
    }
    this.#crEnded = input.endsWith('\r');
    if (this.#crEnded) input += '\n';
    this.#chunk = input;
    this.#eventsInChunk = 0;
    // The last blank line, found in this chunk or where it meets the one before (a line ending each side).
    const carried = (this.#carried = this.#carry);
    const tail = this.#tail;
    const joint = tail.length;
    const boundary = lastBlankLineEnd(joint ? tail + input : input);
    this.#carry = boundary === -1 ? carried + input : input.slice(boundary - joint);
    this.#tail = boundary !== -1 ? this.#carry.slice(-2) : input.length >= 2 ? input.slice(-2) : (tail + input).slice(-2);
    this.#parser.feed(input);
    if (boundary !== -1) {
      const id = lastIdField(carried, input.slice(0, boundary - joint));
      if (id !== undefined) this.lastEventId = id;
    }
    this.#linesBefore += countLineEnds(input);
    if (!this.#fault && this.#carry.length > maxEventSize) this.#fault = this.#tooLarge();
    return this.#take();
  }

  #tooLarge(): APIStreamError {
    const { maxEventSize, requestId } = this.#options;
    const line = this.#linesBefore + 1;
    return new APIStreamError({
      code: 'event_too_large',
      line,
      requestId,
      message: `Line ${line} of the stream: an event is over stream.maxEventSize (${maxEventSize} characters) and is not read.`,
    });
  }

  /** The line of the `index`th event dispatched in this chunk: events are counted from the start of the carried text. */
  #lineOf(index: number): number {
    const carried = this.#carried;
    return this.#linesBefore - countLineEnds(carried) + dataLineOf(carried + this.#chunk, index);
  }

  end(): ServerSentEvent[] {
    // What was held back (a last line without its line ending) goes to the parser as it would have piece by piece.
    const held = this.#held.join('');
    this.#held = [];
    this.#heldLength = 0;
    this.#chunk = held;
    this.#carried = this.#carry;
    this.#carry += held;
    this.#eventsInChunk = 0;
    if (held) this.#parser.feed(held);
    this.#parser.reset({ consume: true });
    return this.#take();
  }

  carry(previous: Decoder<unknown>): void {
    this.lastEventId = previous.lastEventId;
    this.retry = previous.retry;
  }

  #take(): ServerSentEvent[] {
    const items = this.#out;
    this.#out = [];
    if (this.#fault) {
      const error = this.#fault;
      this.#fault = undefined;
      this.done = true;
      throw Object.assign(error, { items });
    }
    return items;
  }
}

/**
 * The line (1-based, within `chunk`) of the last `data` field of the `index`-th event the chunk completed.
 * Worked out only for an event that failed: the chunk's lines are walked as the parser walked them.
 */
function dataLineOf(chunk: string, index: number): number {
  const lines = chunk.split(/\r\n|\r|\n/);
  let seen = -1;
  // Only a block with a data line is an event (HTML section 9.2.6): a block of comments (a heartbeat) or of
  // an id alone dispatches nothing and is not counted.
  let data = false;
  let lastData = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line === '') {
      if (data && ++seen === index) return lastData;
      data = false;
      continue;
    }
    if (line === 'data' || line.startsWith('data:')) {
      data = true;
      lastData = i + 1;
    }
  }
  return lastData || 1;
}

/**
 * One JSON value per line. A json-seq record (RFC 7464 section 2.2: `RS JSON-text LF`) is read as its line
 * with the record separator taken off, so each record is an item as soon as its line ends.
 */
function lineDecoder(format: string, options: DecoderOptions): Decoder<unknown> {
  let rest = '';
  let line = 0;
  const seq = format === 'json-seq';
  const check = options.check;
  const parse = (record: string, at: number, items: unknown[]) => {
    if (record.length > options.maxEventSize) {
      throw Object.assign(
        new APIStreamError({
          code: 'event_too_large',
          line: at,
          requestId: options.requestId,
          message: `Line ${at} of the ${format} stream is over stream.maxEventSize (${options.maxEventSize} characters) and is not read.`,
        }),
        { items },
      );
    }
    const body = seq ? stripSeparators(record) : record;
    if (body.trim() === '') return;
    let item: unknown;
    try {
      item = JSON.parse(body);
    } catch (cause) {
      // The items read before it in the chunk are handed out first (`items`), as for an SSE stream.
      const error = new APIStreamError({
        code: 'malformed_event',
        line: at,
        requestId: options.requestId,
        cause,
        message: `Line ${at} of the ${format} stream is not JSON (${(cause as Error).message}): ${excerpt(body)}`,
      });
      throw Object.assign(error, { items });
    }
    const problems = check?.(item);
    if (problems) throw Object.assign(invalidItem(problems, at, `Line ${at} of the ${format} stream breaks its schema`, options.requestId), { items });
    items.push(item);
  };
  // Chunks that end no line (JSON Lines) or no record (json-seq) are held as they came and joined once, with the
  // chunk that ends one: joining and scanning the growing text at every small chunk would be quadratic.
  let held: string[] = [];
  let heldLength = 0;
  const tooLarge = () =>
    new APIStreamError({
      code: 'event_too_large',
      line: line + 1,
      requestId: options.requestId,
      message: `Line ${line + 1} of the ${format} stream is over stream.maxEventSize (${options.maxEventSize} characters) and is not read.`,
    });
  const ends = seq ? (text: string) => text.indexOf('\n') !== -1 || text.indexOf('\x1e') !== -1 : (text: string) => text.indexOf('\n') !== -1;
  return {
    push(input) {
      const items: unknown[] = [];
      if (!ends(input)) {
        held.push(input);
        heldLength += input.length;
        if (rest.length + heldLength > options.maxEventSize) throw tooLarge();
        return items;
      }
      // Where the scan for a line's end starts: the text held is known to have none.
      const scanned = rest.length + heldLength;
      const text = (held.length ? rest + held.join('') : rest) + input;
      held = [];
      heldLength = 0;
      let start = 0;
      if (seq) {
        // RFC 7464 section 2.1: a record runs from its record separator to the next one, and its JSON text may
        // span lines (pretty-printed); the newline after it is the writer's duty, not the reader's. A record
        // ends at the next record separator, or, when a newline ends the text read so far, where its text
        // parses (a JSON text that parses is whole: it is handed out without waiting for the next record).
        for (;;) {
          let body = start;
          while (text.charCodeAt(body) === 0x1e) body++;
          const next = text.indexOf('\x1e', Math.max(body, scanned));
          if (next !== -1) {
            const record = text.slice(start, next);
            parse(record, line + 1, items);
            line += countNewlines(record);
            start = next;
            continue;
          }
          const record = text.slice(start);
          if (text.endsWith('\n') && mayEndJson(text) && parses(stripSeparators(record))) {
            parse(record, line + 1, items);
            line += countNewlines(record);
            start = text.length;
          }
          break;
        }
      } else {
        for (let i = text.indexOf('\n', scanned); i !== -1; i = text.indexOf('\n', start)) {
          parse(text.slice(start, i), ++line, items);
          start = i + 1;
        }
      }
      rest = text.slice(start);
      if (rest.length > options.maxEventSize) throw tooLarge();
      return items;
    },
    end() {
      const items: unknown[] = [];
      parse(rest + held.join(''), line + 1, items);
      rest = '';
      held = [];
      heldLength = 0;
      return items;
    },
    done: false,
    lastEventId: undefined,
    retry: undefined,
  };
}

/** Whether a text may end a JSON value (its last character before trailing white space): a pretty-printed record's inner lines mostly cannot, and are not parsed to find out. */
function mayEndJson(text: string): boolean {
  let i = text.length - 1;
  while (i >= 0 && /\s/.test(text[i]!)) i--;
  return i >= 0 && /[\]}"\deln]/.test(text[i]!);
}

function parses(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** A json-seq record without its leading record separators (0x1E, RFC 7464 section 2). */
function stripSeparators(record: string): string {
  let i = 0;
  while (record.charCodeAt(i) === 0x1e) i++;
  return i ? record.slice(i) : record;
}

/** `invalid_item`: the item breaks its schema; the message names the first few failing fields and what they should be. */
function invalidItem(problems: StreamItemProblem[], line: number, what: string, requestId: string | undefined, event?: string, eventId?: string): APIStreamError {
  const where = problems
    .slice(0, 3)
    .map((p) => `${p.pointer || '(the item)'} ${p.message}`)
    .join('; ');
  return new APIStreamError({ code: 'invalid_item', line, event, eventId, errors: problems, requestId, message: `${what}: ${where}.` });
}

function excerpt(text: string): string {
  return JSON.stringify(text.length > 80 ? `${text.slice(0, 80)}…` : text);
}
