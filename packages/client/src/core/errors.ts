/**
 * Error classes a caller can `instanceof` and branch on by `code` (stable across releases). One class per
 * kind of HTTP error status (`APIError` and its subclasses: the service answered), and apart from them the
 * failures without an answer (`APIConnectionError`, `APITimeoutError`, `APIUserAbortError`), so that an
 * answer's `status` is always a number and a connection failure never widens it.
 *
 * The class is chosen by the status alone, so each class's `status` is exact (a `NotFoundError` has
 * `status: 404`); `type` and `code` offer what the spec documents for that status (the generated
 * `ErrorsByStatus` table) and accept any other string, since the body's own values are kept as sent. The
 * runtime names no API's types or codes.
 */
import type { ErrorsByStatus, KnownErrorCode, KnownErrorType } from '../generated/error-codes.gen.js';
import { parseRetryAfter } from './retry-policy.js';

/** A documented code, or any other: the reference says the list is not complete. */
export type ErrorCode = KnownErrorCode | (string & {});

/** A type the spec documents, the client's own for failures without an answer, or any other. */
export type ErrorType = KnownErrorType | 'api_connection_error' | 'api_timeout_error' | 'invalid_response_error' | (string & {});

/** What the spec documents for one error status (`"404"`, `"5XX"`): its `type` or its codes, else nothing. */
type Documented<S extends string, K extends 'type' | 'code'> = S extends keyof ErrorsByStatus ? ErrorsByStatus[S][K] : never;
/** The `error.type` documented for a status, or any other string the body may carry. */
export type ErrorTypeOf<S extends string> = Documented<S, 'type'> | (string & {});
/** The codes documented for a status, or any other: the list is not complete. */
export type ErrorCodeOf<S extends string> = Documented<S, 'code'> | (string & {});
/** Any 4xx the spec documents and no class of its own covers; `InvalidRequestError` takes them. */
type OtherClientStatus = Exclude<Extract<keyof ErrorsByStatus, `4${string}`>, '401' | '402' | '403' | '404' | '409' | '429'>;
type ServerStatus = Extract<keyof ErrorsByStatus, `5${string}`>;

/** status -> `error.type`, from the spec's error examples (generated; see `ClientDefinition.errorTypes`). */
export interface ErrorTypes {
  byStatus: Readonly<Record<string, string>>;
  clientError?: string;
  serverError?: string;
}

/** What an error answer carries. */
export interface ErrorFields {
  status: number;
  type: ErrorType;
  code: ErrorCode;
  message: string;
  param?: string | undefined;
  details?: Record<string, unknown> | undefined;
  requestId?: string | undefined;
  headers: Headers;
  cause?: unknown;
}

/** What a failure without an answer carries. */
export interface ConnectionErrorFields {
  message: string;
  requestId?: string | undefined;
  cause?: unknown;
}

/**
 * Every error this client throws. The package's entry point exports it under the client's own name too
 * (its README says which), so the runtime carries no API's name.
 */
export class ApiClientError extends Error {
  override name = 'ApiClientError';
}

/** The service answered with an error status (or a success the client cannot read). `status` is the answer's. */
export class APIError extends ApiClientError {
  override name = 'APIError';
  declare readonly status: number;
  declare readonly type: ErrorType;
  declare readonly code: ErrorCode;
  declare readonly param: string | undefined;
  declare readonly details: Record<string, unknown> | undefined;
  /** The response's request-id header (or the error body's request id); quote it when asking for support. */
  declare readonly requestId: string | undefined;
  declare readonly headers: Headers;

  constructor(fields: ErrorFields) {
    super(fields.message, fields.cause === undefined ? undefined : { cause: fields.cause });
    // Every field at once (the fields are `declare`d, so nothing resets them); `message` and `cause` are
    // already the Error's own non-enumerable properties, and assigning the same values keeps them so.
    Object.assign(this, { param: undefined, details: undefined, requestId: undefined, ...fields });
  }
}

/** 400, 413, 422 and any other 4xx without a class of its own: the request is wrong; sending it again unchanged does not help. */
export class InvalidRequestError extends APIError {
  override name = 'InvalidRequestError';
  declare readonly type: ErrorTypeOf<OtherClientStatus>;
  declare readonly code: ErrorCodeOf<OtherClientStatus>;
}
/** 401: no token, or a token no longer valid. */
export class AuthenticationError extends APIError {
  override name = 'AuthenticationError';
  declare readonly status: 401;
  declare readonly type: ErrorTypeOf<'401'>;
  declare readonly code: ErrorCodeOf<'401'>;
}
/** 402: a plan ceiling or locked feature (e.g. `seat_charge_failed`). */
export class PlanLimitError extends APIError {
  override name = 'PlanLimitError';
  declare readonly status: 402;
  declare readonly type: ErrorTypeOf<'402'>;
  declare readonly code: ErrorCodeOf<'402'>;
}
/** 403: missing scope, account switch off, or IP not on the allow-list. */
export class PermissionError extends APIError {
  override name = 'PermissionError';
  declare readonly status: 403;
  declare readonly type: ErrorTypeOf<'403'>;
  declare readonly code: ErrorCodeOf<'403'>;
}
/** 404: no such resource in this account. */
export class NotFoundError extends APIError {
  override name = 'NotFoundError';
  declare readonly status: 404;
  declare readonly type: ErrorTypeOf<'404'>;
  declare readonly code: ErrorCodeOf<'404'>;
}
/** 409: conflicts with current state (closed messaging window, duplicate name). */
export class ConflictError extends APIError {
  override name = 'ConflictError';
  declare readonly status: 409;
  declare readonly type: ErrorTypeOf<'409'>;
  declare readonly code: ErrorCodeOf<'409'>;
}
/**
 * 429: too many requests; `retryAfter` is the wait the service asked for, in seconds, from `Retry-After`
 * given as seconds or as an HTTP-date (then counted from now).
 */
export class RateLimitError extends APIError {
  override name = 'RateLimitError';
  declare readonly status: 429;
  declare readonly type: ErrorTypeOf<'429'>;
  declare readonly code: ErrorCodeOf<'429'>;
  get retryAfter(): number | undefined {
    const ms = parseRetryAfter(this.headers.get('retry-after'));
    return ms === undefined ? undefined : Math.ceil(ms / 1000);
  }
}
/** 5xx: a fault of the service. */
export class InternalServerError extends APIError {
  override name = 'InternalServerError';
  declare readonly type: ErrorTypeOf<ServerStatus>;
  declare readonly code: ErrorCodeOf<ServerStatus>;
}

/**
 * No answer: the connection failed or was dropped. Not an `APIError`: there is no status, type or code
 * from the service, only the client's own.
 */
export class APIConnectionError extends ApiClientError {
  override name = 'APIConnectionError';
  readonly status: undefined = undefined;
  readonly type: 'api_connection_error' | 'api_timeout_error' = 'api_connection_error';
  readonly code: 'connection_error' | 'timeout' = 'connection_error';
  /** The request id the call sent, when it sent one. */
  readonly requestId: string | undefined;

  constructor(fields: ConnectionErrorFields) {
    super(fields.message, fields.cause === undefined ? undefined : { cause: fields.cause });
    this.requestId = fields.requestId;
  }
}
/**
 * No answer in time: the client's `timeout`, the call's `maxRetryTime`, or a signal that timed out (an
 * `AbortSignal.timeout()` passed as `signal`, whose reason is a `TimeoutError`).
 */
export class APITimeoutError extends APIConnectionError {
  override name = 'APITimeoutError';
  override readonly type = 'api_timeout_error' as const;
  override readonly code = 'timeout' as const;
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

/**
 * The error of a call stopped by one of its signals: a signal that timed out (`AbortSignal.timeout()`; its
 * reason is a `DOMException` named `TimeoutError`) is a timeout like the client's own, anything else the
 * caller's abort.
 */
export function abortError(reason: unknown, what: string): APITimeoutError | APIUserAbortError {
  if (isTimeoutReason(reason)) return new APITimeoutError({ message: `${what} timed out (its signal: ${(reason as Error).message})`, cause: reason });
  return new APIUserAbortError(reason, what);
}

/** DOM's name for the reason of a signal that timed out (`AbortSignal.timeout()`), on any runtime. */
const isTimeoutReason = (reason: unknown) => typeof reason === 'object' && reason !== null && (reason as { name?: unknown }).name === 'TimeoutError';

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
 * The class of an error answer, by its status alone (so each class's `status` is exact): the classes of
 * their own status, other 4xx are invalid requests, every 5xx a fault of the service.
 */
export function errorClass(status: number): typeof APIError {
  return BY_STATUS[status] ?? (status >= 500 ? InternalServerError : status >= 400 ? InvalidRequestError : APIError);
}
