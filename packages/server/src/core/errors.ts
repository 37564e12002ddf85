/**
 * `ApiError`, which handlers and the runtime throw to answer with the spec's Error shape. The body is
 * written through the route table's envelope (`./error-envelope.ts`: for this spec `{ error: { type, code,
 * message, param?, details?, request_id } }`). `type` follows the status as the reference's error table
 * fixes it; codes are the ones the spec's examples use.
 */
import { FLAT_ENVELOPE, setPath, type ErrorEnvelope } from './error-envelope.js';

export type ErrorType =
  'invalid_request_error' | 'authentication_error' | 'permission_error' | 'not_found_error' | 'conflict_error' | 'plan_limit_error' | 'rate_limit_error' | 'api_error';

/** An error body: its layout is the route table's envelope (`api.errors`), not fixed here. */
export type ErrorBody = Record<string, unknown>;

/** The reference's error table: status -> type. */
export function errorTypeFor(status: number): ErrorType {
  if (status >= 500) return 'api_error';
  const byStatus: Record<number, ErrorType> = {
    401: 'authentication_error',
    402: 'plan_limit_error',
    403: 'permission_error',
    404: 'not_found_error',
    409: 'conflict_error',
    429: 'rate_limit_error',
  };
  return byStatus[status] ?? 'invalid_request_error';
}

export interface ApiErrorOptions {
  param?: string;
  details?: Record<string, unknown>;
  headers?: Record<string, string>;
  /** Override the type the status implies (rarely needed). */
  type?: ErrorType;
}

/** Thrown by handlers or the runtime; the runtime turns it into the Error shape with the request id. */
export class ApiError extends Error {
  readonly status: number;
  readonly type: ErrorType;
  readonly code: string;
  readonly param?: string;
  readonly details?: Record<string, unknown>;
  readonly headers: Record<string, string>;

  constructor(status: number, code: string, message: string, options: ApiErrorOptions = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.type = options.type ?? errorTypeFor(status);
    this.code = code;
    if (options.param !== undefined) this.param = options.param;
    if (options.details !== undefined) this.details = options.details;
    this.headers = options.headers ?? {};
  }

  /** The body, each part where `envelope` puts it (parts the envelope has no place for are left out). */
  toBody(requestId: string, envelope: ErrorEnvelope = FLAT_ENVELOPE): ErrorBody {
    const body: ErrorBody = {};
    if (envelope.type) setPath(body, envelope.type, this.type);
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
export const errors = {
  notFound: (message: string) => new ApiError(404, 'resource_not_found', message),
  invalidToken: (code = RFC6750_INVALID_TOKEN) => new ApiError(401, code, 'The access token is missing or no longer valid. Fetch a new token and retry once.'),
  internal: () => new ApiError(500, 'internal_error', 'Something went wrong on our side. Retry with backoff.'),
  validation: (messages: string[], param?: string) =>
    new ApiError(400, 'validation_failed', messages.length === 1 ? messages[0]! : `The request has ${messages.length} invalid fields.`, {
      details: { errors: messages },
      ...(param !== undefined ? { param } : {}),
    }),
  missing: (param: string, message = `Missing required parameter: ${param}.`) => new ApiError(400, 'missing_parameter', message, { param }),
};
