/**
 * `ApiError`, which handlers and the runtime throw to answer with the spec's Error shape. The body is
 * written through the route table's envelope (`./error-envelope.ts`), and its `type`, unless the thrower
 * names one, is the one the spec's error examples give the status (the table's `errors.types`); the
 * runtime itself names no API's types.
 */
import { FLAT_ENVELOPE, setPath, type ErrorEnvelope } from './error-envelope.js';
import type { ErrorTypes } from './types.js';

/** An error type: whatever the spec's examples use. */
export type ErrorType = string;

/** An error body: its layout is the route table's envelope (`api.errors`), not fixed here. */
export type ErrorBody = Record<string, unknown>;

/**
 * The type an error of `status` carries: the table's type for that status (or its `4XX` / `5XX` range), its
 * type for other client or server errors, else a neutral name.
 */
export function errorTypeFor(status: number, types?: ErrorTypes): ErrorType {
  const server = status >= 500;
  return (
    types?.byStatus[String(status)] ??
    types?.byStatus[`${Math.floor(status / 100)}XX`] ??
    (server ? types?.serverError : types?.clientError) ??
    (server ? 'server_error' : 'client_error')
  );
}

export interface ApiErrorOptions {
  param?: string;
  details?: Record<string, unknown>;
  headers?: Record<string, string>;
  /** Override the type the status implies (rarely needed). */
  type?: ErrorType | undefined;
}

/** Thrown by handlers or the runtime; the runtime turns it into the Error shape with the request id. */
export class ApiError extends Error {
  readonly status: number;
  /** As the thrower named it; otherwise the body gets the type the spec gives the status. */
  readonly type: ErrorType | undefined;
  readonly code: string;
  readonly param?: string;
  readonly details?: Record<string, unknown>;
  readonly headers: Record<string, string>;

  constructor(status: number, code: string, message: string, options: ApiErrorOptions = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.type = options.type;
    this.code = code;
    if (options.param !== undefined) this.param = options.param;
    if (options.details !== undefined) this.details = options.details;
    this.headers = options.headers ?? {};
  }

  /** The body, each part where `envelope` puts it (parts the envelope has no place for are left out). */
  toBody(requestId: string, envelope: ErrorEnvelope = FLAT_ENVELOPE): ErrorBody {
    const body: ErrorBody = {};
    if (envelope.type) setPath(body, envelope.type, this.type ?? errorTypeFor(this.status, envelope.types));
    setPath(body, envelope.code, this.code);
    if (envelope.message) setPath(body, envelope.message, this.message);
    if (this.param !== undefined && envelope.param) setPath(body, envelope.param, this.param);
    if (this.details !== undefined && envelope.details) setPath(body, envelope.details, this.details);
    if (envelope.requestId) setPath(body, envelope.requestId, requestId);
    return body;
  }
}

/** The error code of RFC 6750 (3.1) for a missing, expired or revoked bearer token; the route table's `tokenExchange.rejectedCode` overrides it. */
const RFC6750_INVALID_TOKEN = 'invalid_token';

/** Short constructors for the errors every API answers with. */
export const errors: {
  notFound(message: string): ApiError;
  invalidToken(code?: string): ApiError;
  internal(): ApiError;
  validation(messages: string[], param?: string): ApiError;
  missing(param: string, message?: string): ApiError;
  malformed(message: string): ApiError;
  invalidJson(): ApiError;
  unsupportedContentType(accepted?: readonly string[]): ApiError;
} = {
  notFound: (message: string) => new ApiError(404, 'resource_not_found', message),
  invalidToken: (code = RFC6750_INVALID_TOKEN) => new ApiError(401, code, 'The access token is missing or no longer valid. Fetch a new token and retry once.'),
  internal: () => new ApiError(500, 'internal_error', 'Something went wrong on our side. Retry with backoff.'),
  validation: (messages: string[], param?: string) =>
    new ApiError(400, 'validation_failed', messages.length === 1 ? messages[0]! : `The request has ${messages.length} invalid fields.`, {
      details: { errors: messages },
      ...(param !== undefined ? { param } : {}),
    }),
  missing: (param: string, message = `Missing required parameter: ${param}.`) => new ApiError(400, 'missing_parameter', message, { param }),
  /** Other malformed requests answer with a documented code (`validation_failed`, one entry in details.errors). */
  malformed: (message: string) => new ApiError(400, 'validation_failed', message, { details: { errors: [message] } }),
  invalidJson: () => new ApiError(400, 'invalid_json', 'The request body is not valid JSON.'),
  /** 400 rather than 415: the spec documents 400 for malformed requests and no 415. */
  unsupportedContentType: (accepted?: readonly string[]) =>
    new ApiError(
      400,
      'unsupported_content_type',
      accepted?.length ? `Request bodies must be sent with Content-Type: ${accepted.join(' or ')}.` : 'Request bodies must be JSON, sent with Content-Type: application/json.',
    ),
};
