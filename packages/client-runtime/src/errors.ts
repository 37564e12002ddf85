/**
 * Error classes a caller can `instanceof` and branch on by `code` (stable across releases). One class per
 * kind of HTTP error status (`APIError` and its subclasses: the service answered), and apart from them the
 * failures without an answer (`APIConnectionError`, `APITimeoutError`, `APIUserAbortError`), so that an
 * answer's `status` is always a number and a connection failure never widens it.
 *
 * The class is chosen by the status alone, so each class's `status` is exact (a `NotFoundError` has
 * `status: 404`). The runtime names no API's types or codes: `type` and `code` are strings here, and each
 * generated client re-exports these classes typed by its spec's table (`ErrorClass`), so they offer what
 * the spec documents for that status and accept any other string, the body's own values being kept as sent.
 */
import { parseRetryAfter } from './retry-policy.js';

/**
 * What a generated client's spec documents per error status (its `ErrorsByStatus`: `{ "404": { type; code } }`).
 * The runtime knows no table: the classes below carry plain strings, and each generated client re-types
 * them with its own table (`ErrorTypeIn`, `ErrorCodeIn`; see `ErrorClass`).
 */
type Documented<T, S extends string, K extends 'type' | 'code'> = S extends keyof T ? (T[S] extends { [P in K]: infer V } ? V : never) : never;
/** The `error.type` a table documents for a status, or any other string the body may carry. */
export type ErrorTypeIn<T, S extends string> = Documented<T, S, 'type'> | (string & {});
/** The codes a table documents for a status, or any other: the list is not complete. */
export type ErrorCodeIn<T, S extends string> = Documented<T, S, 'code'> | (string & {});
/** Any 4xx a table documents that no class of its own covers; `InvalidRequestError` takes them. */
export type OtherClientStatusIn<T> = Exclude<Extract<keyof T, `4${string}`>, '401' | '402' | '403' | '404' | '409' | '429'>;
/** Every 5xx (or `5XX`) a table documents. */
export type ServerStatusIn<T> = Extract<keyof T, `5${string}`>;

/** Any code: a generated client narrows it to the codes its spec documents, plus any other string. */
export type ErrorCode = string & {};

/** The client's own types for failures without an answer, or any other string. */
export type ErrorType = 'api_connection_error' | 'api_timeout_error' | 'invalid_response_error' | (string & {});

/**
 * An error class as a generated client re-exports it: the runtime's class, its instances typed by the
 * client's table. `instanceof` narrows through `prototype`, so `e instanceof NotFoundError` offers the 404 codes.
 */
export interface ErrorClass<T> {
  new (fields: ErrorFields): T;
  readonly prototype: T;
}

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
}
/** 401: no token, or a token no longer valid. */
export class AuthenticationError extends APIError {
  override name = 'AuthenticationError';
  declare readonly status: 401;
}
/** 402: payment required (a plan ceiling or a locked feature, in many APIs). */
export class PlanLimitError extends APIError {
  override name = 'PlanLimitError';
  declare readonly status: 402;
}
/** 403: authenticated, but not allowed (a missing scope, an address not on an allow-list). */
export class PermissionError extends APIError {
  override name = 'PermissionError';
  declare readonly status: 403;
}
/** 404: no such resource in this account. */
export class NotFoundError extends APIError {
  override name = 'NotFoundError';
  declare readonly status: 404;
}
/** 409: conflicts with the resource's current state. */
export class ConflictError extends APIError {
  override name = 'ConflictError';
  declare readonly status: 409;
}
/**
 * 429: too many requests; `retryAfter` is the wait the service asked for, in seconds, from `Retry-After`
 * given as seconds or as an HTTP-date (then counted from now).
 */
export class RateLimitError extends APIError {
  override name = 'RateLimitError';
  declare readonly status: 429;
  get retryAfter(): number | undefined {
    const ms = parseRetryAfter(this.headers.get('retry-after'));
    return ms === undefined ? undefined : Math.ceil(ms / 1000);
  }
}
/** 5xx: a fault of the service. */
export class InternalServerError extends APIError {
  override name = 'InternalServerError';
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

// A generated client declares typed classes of the same names as these (errors.gen.ts), so a bundle of it
// renames these (`NotFoundError$1`), and `constructor.name` and Node's printing of an error with them. Each
// class's name is set here, which no renaming touches. (Rolldown's keepNames would do it too, but also puts
// its helper into the bundled declarations, which then import a chunk that has no types.)
for (const [name, errorClass] of Object.entries({
  ApiClientError,
  APIError,
  InvalidRequestError,
  AuthenticationError,
  PlanLimitError,
  PermissionError,
  NotFoundError,
  ConflictError,
  RateLimitError,
  InternalServerError,
  APIConnectionError,
  APITimeoutError,
  APIUserAbortError,
})) {
  Object.defineProperty(errorClass, 'name', { value: name, configurable: true });
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
 * The class of an error answer, by its status alone (so each class's `status` is exact): the classes of
 * their own status, other 4xx are invalid requests, every 5xx a fault of the service.
 */
export function errorClass(status: number): typeof APIError {
  return BY_STATUS[status] ?? (status >= 500 ? InternalServerError : status >= 400 ? InvalidRequestError : APIError);
}
