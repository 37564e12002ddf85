/**
 * The error of a stream that cannot be read on. Apart from errors.ts so that only bundles of operations that
 * stream carry it.
 */
import { ApiClientError } from './errors.js';

/** One place an item breaks its schema: a JSON pointer into the item, and what was expected there. */
export interface StreamItemProblem {
  /** JSON pointer (RFC 6901) of the failing field within the item: `/data/price` of an event, `/n` of a line. */
  pointer: string;
  /** What the schema expects there: `must be number`, `must have required property 'delta'`. */
  message: string;
}

/** What a stream error carries beyond its message. */
export interface StreamErrorFields {
  message: string;
  code: 'malformed_event' | 'event_too_large' | 'invalid_item' | 'not_a_stream';
  /** The line of the stream the fault is on (1-based), when it is known. */
  line?: number | undefined;
  /** The event's name (Server-Sent Events). */
  event?: string | undefined;
  /** The event's id, when the server sent one (Server-Sent Events). */
  eventId?: string | undefined;
  /** For `invalid_item`: where the item breaks its schema. */
  errors?: readonly StreamItemProblem[] | undefined;
  requestId?: string | undefined;
  cause?: unknown;
}

/**
 * A streamed answer that cannot be read on: an item that is not the JSON its schema says (`malformed_event`),
 * one larger than `stream.maxEventSize` (`event_too_large`), one that breaks its schema (`invalid_item`,
 * with `errors` naming the failing field's pointer and what was expected), or a success answer whose
 * content type is not the stream's (`not_a_stream`: a proxy's HTML page, say, which would otherwise read as
 * an empty stream). The stream ends and its
 * connection is closed.
 */
export class APIStreamError extends ApiClientError {
  override name = 'APIStreamError';
  readonly type = 'invalid_response_error' as const;
  readonly code: StreamErrorFields['code'];
  readonly line: number | undefined;
  readonly event: string | undefined;
  readonly eventId: string | undefined;
  readonly errors: readonly StreamItemProblem[];
  readonly requestId: string | undefined;

  constructor(fields: StreamErrorFields) {
    super(fields.message, fields.cause === undefined ? undefined : { cause: fields.cause });
    this.code = fields.code;
    this.line = fields.line;
    this.event = fields.event;
    this.eventId = fields.eventId;
    this.errors = fields.errors ?? [];
    this.requestId = fields.requestId;
  }
}
