/**
 * Error classes a caller can `instanceof` and branch on by `code` (stable across releases). One class per
 * `error.type` of the spec, plus connection and timeout failures, which have no answer.
 */
import type { KnownErrorCode } from '../generated/error-codes.gen.js';
import { parseRetryAfter } from './retry-policy.js';

/** A documented code, or any other: the reference says the list is not complete. */
export type ErrorCode = KnownErrorCode | (string & {});

export type ErrorType =
  | 'invalid_request_error'
  | 'authentication_error'
  | 'permission_error'
  | 'not_found_error'
  | 'conflict_error'
  | 'plan_limit_error'
  | 'rate_limit_error'
  | 'api_error'
  | 'api_connection_error'
  | 'api_timeout_error';

export interface ErrorFields {
  status: number | undefined;
  type: ErrorType | (string & {});
  code: ErrorCode;
  message: string;
  param?: string | undefined;
  details?: Record<string, unknown> | undefined;
  requestId?: string | undefined;
  headers?: Headers | undefined;
  cause?: unknown;
}

/**
 * Every error this client throws. The package's entry point exports it under the client's own name too
 * (its README says which), so the runtime carries no API's name.
 */
export class ApiClientError extends Error {
  override name = 'ApiClientError';
}

/** The service answered with an error status. */
export class APIError extends ApiClientError {
  override name = 'APIError';
  readonly status: number | undefined;
  readonly type: ErrorType | (string & {});
  readonly code: ErrorCode;
  readonly param: string | undefined;
  readonly details: Record<string, unknown> | undefined;
  /** The response's request-id header (or the error body's request id); quote it when asking for support. */
  readonly requestId: string | undefined;
  readonly headers: Headers | undefined;

  constructor(fields: ErrorFields) {
    super(fields.message, fields.cause === undefined ? undefined : { cause: fields.cause });
    this.status = fields.status;
    this.type = fields.type;
    this.code = fields.code;
    this.param = fields.param;
    this.details = fields.details;
    this.requestId = fields.requestId;
    this.headers = fields.headers;
  }
}

/** 400 and 413: the request is wrong; sending it again unchanged does not help. */
export class InvalidRequestError extends APIError {
  override name = 'InvalidRequestError';
}
/** 401: no token, or a token no longer valid. */
export class AuthenticationError extends APIError {
  override name = 'AuthenticationError';
}
/** 402: a plan ceiling or locked feature (e.g. `seat_charge_failed`). */
export class PlanLimitError extends APIError {
  override name = 'PlanLimitError';
}
/** 403: missing scope, account switch off, or IP not on the allow-list. */
export class PermissionError extends APIError {
  override name = 'PermissionError';
}
/** 404: no such resource in this account. */
export class NotFoundError extends APIError {
  override name = 'NotFoundError';
}
/** 409: conflicts with current state (closed messaging window, duplicate name). */
export class ConflictError extends APIError {
  override name = 'ConflictError';
}
/**
 * 429: too many requests; `retryAfter` is the wait the service asked for, in seconds, from `Retry-After`
 * given as seconds or as an HTTP-date (then counted from now).
 */
export class RateLimitError extends APIError {
  override name = 'RateLimitError';
  get retryAfter(): number | undefined {
    const ms = parseRetryAfter(this.headers?.get('retry-after') ?? null);
    return ms === undefined ? undefined : Math.ceil(ms / 1000);
  }
}
/** 5xx: a fault of the service (`api_error`). */
export class InternalServerError extends APIError {
  override name = 'InternalServerError';
}

/** No answer: the connection failed or was dropped. `status` is undefined. */
export class APIConnectionError extends APIError {
  override name = 'APIConnectionError';
  constructor(fields: Partial<ErrorFields> & { message: string }) {
    super({ status: undefined, type: 'api_connection_error', code: 'connection_error', ...fields });
  }
}
/** No answer within the timeout. */
export class APITimeoutError extends APIConnectionError {
  override name = 'APITimeoutError';
  constructor(fields: Partial<ErrorFields> & { message: string }) {
    super({ type: 'api_timeout_error', code: 'timeout', ...fields });
  }
}

/**
 * The call was aborted by the caller's `AbortSignal` (per call or per client). `cause` is the signal's
 * reason. Nothing is retried after an abort.
 */
export class APIUserAbortError extends ApiClientError {
  override name = 'APIUserAbortError';
  constructor(reason: unknown, what: string) {
    const detail = reason instanceof Error ? reason.message : reason === undefined ? '' : String(reason);
    super(`${what} was aborted${detail ? `: ${detail}` : ''}`, { cause: reason });
  }
}

const BY_TYPE: Record<string, typeof APIError> = {
  invalid_request_error: InvalidRequestError,
  authentication_error: AuthenticationError,
  permission_error: PermissionError,
  not_found_error: NotFoundError,
  conflict_error: ConflictError,
  plan_limit_error: PlanLimitError,
  rate_limit_error: RateLimitError,
  api_error: InternalServerError,
};

const TYPE_BY_STATUS: Record<number, ErrorType> = {
  400: 'invalid_request_error',
  401: 'authentication_error',
  402: 'plan_limit_error',
  403: 'permission_error',
  404: 'not_found_error',
  409: 'conflict_error',
  413: 'invalid_request_error',
  429: 'rate_limit_error',
};

export function typeForStatus(status: number): ErrorType {
  return TYPE_BY_STATUS[status] ?? (status >= 500 ? 'api_error' : 'invalid_request_error');
}

/** The class of an error, by `error.type` when the body has a known one, else by status. */
export function errorClass(type: string | undefined, status: number): typeof APIError {
  return (type && BY_TYPE[type]) || BY_TYPE[typeForStatus(status)] || APIError;
}
