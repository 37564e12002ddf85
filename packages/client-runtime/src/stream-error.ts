/**
 * The error of a stream that cannot be read on. Apart from errors.ts so that only bundles of operations that
 * stream carry it.
 */
import { ApiClientError } from './errors.js';

/** What a stream error carries beyond its message. */
export interface StreamErrorFields {
  message: string;
  code: 'malformed_event' | 'event_too_large';
  /** The line of the stream the fault is on (1-based), when it is known. */
  line?: number | undefined;
  requestId?: string | undefined;
  cause?: unknown;
}

/**
 * A streamed answer that cannot be read on: an item that is not the JSON its schema says (`malformed_event`),
 * or one larger than `stream.maxEventSize` (`event_too_large`). The stream ends and its connection is closed.
 */
export class APIStreamError extends ApiClientError {
  override name = 'APIStreamError';
  readonly type = 'invalid_response_error' as const;
  readonly code: StreamErrorFields['code'];
  readonly line: number | undefined;
  readonly requestId: string | undefined;

  constructor(fields: StreamErrorFields) {
    super(fields.message, fields.cause === undefined ? undefined : { cause: fields.cause });
    this.code = fields.code;
    this.line = fields.line;
    this.requestId = fields.requestId;
  }
}
