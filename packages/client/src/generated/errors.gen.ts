// Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
// Regenerate with `npm run generate`.

import {
  APIError as APIErrorBase,
  InvalidRequestError as InvalidRequestErrorBase,
  AuthenticationError as AuthenticationErrorBase,
  PlanLimitError as PlanLimitErrorBase,
  PermissionError as PermissionErrorBase,
  NotFoundError as NotFoundErrorBase,
  ConflictError as ConflictErrorBase,
  RateLimitError as RateLimitErrorBase,
  InternalServerError as InternalServerErrorBase,
  type ErrorClass,
  type ErrorCodeIn,
  type ErrorTypeIn,
  type OtherClientStatusIn,
  type ServerStatusIn,
} from '@openapi-cmp/client-runtime';
import type { ErrorsByStatus, KnownErrorCode, KnownErrorType } from './error-codes.gen.js';

/** A documented code (`error.code`), or any other: the list may not be complete. */
export type ErrorCode = KnownErrorCode | (string & {});

/** A type the spec documents, the client's own for failures without an answer, or any other. */
export type ErrorType =
  KnownErrorType | 'api_connection_error' | 'api_timeout_error' | 'invalid_response_error' | (string & {});

/** The `type` documented for a status (`"404"`, `"5XX"`), or any other string. */
export type ErrorTypeOf<S extends string> = ErrorTypeIn<ErrorsByStatus, S>;

/** The codes documented for a status, or any other: the list may not be complete. */
export type ErrorCodeOf<S extends string> = ErrorCodeIn<ErrorsByStatus, S>;

/** The service answered with an error status; `type` and `code` offer what the spec documents. */
export interface APIError extends APIErrorBase {
  readonly type: ErrorType;
  readonly code: ErrorCode;
}
export const APIError: ErrorClass<APIError> = APIErrorBase;

/** 400, 413, 422 and any other 4xx without a class of its own: `type` and `code` offer what the spec documents for it. */
export interface InvalidRequestError extends InvalidRequestErrorBase {
  readonly type: ErrorTypeOf<OtherClientStatusIn<ErrorsByStatus>>;
  readonly code: ErrorCodeOf<OtherClientStatusIn<ErrorsByStatus>>;
}
export const InvalidRequestError: ErrorClass<InvalidRequestError> = InvalidRequestErrorBase;

/** 401: `type` and `code` offer what the spec documents for it. */
export interface AuthenticationError extends AuthenticationErrorBase {
  readonly type: ErrorTypeOf<'401'>;
  readonly code: ErrorCodeOf<'401'>;
}
export const AuthenticationError: ErrorClass<AuthenticationError> = AuthenticationErrorBase;

/** 402: `type` and `code` offer what the spec documents for it. */
export interface PlanLimitError extends PlanLimitErrorBase {
  readonly type: ErrorTypeOf<'402'>;
  readonly code: ErrorCodeOf<'402'>;
}
export const PlanLimitError: ErrorClass<PlanLimitError> = PlanLimitErrorBase;

/** 403: `type` and `code` offer what the spec documents for it. */
export interface PermissionError extends PermissionErrorBase {
  readonly type: ErrorTypeOf<'403'>;
  readonly code: ErrorCodeOf<'403'>;
}
export const PermissionError: ErrorClass<PermissionError> = PermissionErrorBase;

/** 404: `type` and `code` offer what the spec documents for it. */
export interface NotFoundError extends NotFoundErrorBase {
  readonly type: ErrorTypeOf<'404'>;
  readonly code: ErrorCodeOf<'404'>;
}
export const NotFoundError: ErrorClass<NotFoundError> = NotFoundErrorBase;

/** 409: `type` and `code` offer what the spec documents for it. */
export interface ConflictError extends ConflictErrorBase {
  readonly type: ErrorTypeOf<'409'>;
  readonly code: ErrorCodeOf<'409'>;
}
export const ConflictError: ErrorClass<ConflictError> = ConflictErrorBase;

/** 429: `type` and `code` offer what the spec documents for it. */
export interface RateLimitError extends RateLimitErrorBase {
  readonly type: ErrorTypeOf<'429'>;
  readonly code: ErrorCodeOf<'429'>;
}
export const RateLimitError: ErrorClass<RateLimitError> = RateLimitErrorBase;

/** 5xx: `type` and `code` offer what the spec documents for it. */
export interface InternalServerError extends InternalServerErrorBase {
  readonly type: ErrorTypeOf<ServerStatusIn<ErrorsByStatus>>;
  readonly code: ErrorCodeOf<ServerStatusIn<ErrorsByStatus>>;
}
export const InternalServerError: ErrorClass<InternalServerError> = InternalServerErrorBase;
