/**
 * Error classes a caller can `instanceof` and branch on by `code` (stable across releases). One class per
 * kind of HTTP error status, plus connection and timeout failures, which have no answer. The `type` an
 * error carries is the body's own, else the one the spec's examples give its status (the generated
 * `errorTypes` table); the runtime names no API's types.
 */
import type { KnownErrorCode, KnownErrorType } from '../generated/error-codes.gen.js';
import { parseRetryAfter } from './retry-policy.js';

/** A documented code, or any other: the reference says the list is not complete. */
export type ErrorCode = KnownErrorCode | (string & {});

/** A type the spec documents, the client's own for failures without an answer, or any other. */
export type ErrorType = KnownErrorType | 'api_connection_error' | 'api_timeout_error' | 'invalid_response_error' | (string & {});

/** status -> `error.type`, from the spec's error examples (generated; see `ClientDefinition.errorTypes`). */
export interface ErrorTypes {
  byStatus: Readonly<Record<string, string>>;
  clientError?: string;
  serverError?: string;
}

export interface ErrorFields {
  status: number | undefined;
  type: ErrorType;
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
  declare readonly status: number | undefined;
  declare readonly type: ErrorType;
  declare readonly code: ErrorCode;
  declare readonly param: string | undefined;
  declare readonly details: Record<string, unknown> | undefined;
  /** The response's request-id header (or the error body's request id); quote it when asking for support. */
  declare readonly requestId: string | undefined;
  declare readonly headers: Headers | undefined;

  constructor(fields: ErrorFields) {
    super(fields.message, fields.cause === undefined ? undefined : { cause: fields.cause });
    // Every field at once (the fields are `declare`d, so nothing resets them); `message` and `cause` are
    // already the Error's own non-enumerable properties, and assigning the same values keeps them so.
    Object.assign(this, fields);
  }
}

/** 400, 413, 422 and any other 4xx without a class of its own: the request is wrong; sending it again unchanged does not help. */
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
/** 5xx: a fault of the service. */
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

const BY_STATUS: Readonly<Record<number, typeof APIError>> = {
  401: AuthenticationError,
  402: PlanLimitError,
  403: PermissionError,
  404: NotFoundError,
  409: ConflictError,
  429: RateLimitError,
};

/**
 * The type of an error answer without one in its body: the spec's type for that status (or its `4XX` /
 * `5XX` range), else the spec's type for other client or server errors, else a neutral name.
 */
export function typeForStatus(status: number, types: ErrorTypes | undefined): ErrorType {
  const server = status >= 500;
  return (
    types?.byStatus[String(status)] ??
    types?.byStatus[`${Math.floor(status / 100)}XX`] ??
    (server ? types?.serverError : types?.clientError) ??
    (server ? 'server_error' : 'client_error')
  );
}

/**
 * The class of an error answer: by its body's `type` when the spec gives that type a status of its own (a
 * 403 whose type is the one of 402 is a PlanLimitError), else by its status; other 4xx are invalid
 * requests, every 5xx a fault of the service.
 */
export function errorClass(type: string | undefined, status: number, types: ErrorTypes | undefined): typeof APIError {
  const typed = type && types ? Object.entries(types.byStatus).find(([, t]) => t === type)?.[0] : undefined;
  const by = (s: number) => BY_STATUS[s] ?? (s >= 500 ? InternalServerError : s >= 400 ? InvalidRequestError : APIError);
  return typed ? by(/^\d+$/.test(typed) ? Number(typed) : Number(typed[0]) * 100) : by(status);
}
