// Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
// Regenerate with `npm run generate`.

/**
 * @customer-messaging/client: the typed client of Customer Messaging Platform API.
 *
 * The entry point: the client class, the error classes, paging and polling helpers, and the types of every
 * operation and schema. `generated/` is emitted from the spec; the runtime is @openapi-cmp/client-runtime.
 */
export { CustomerMessagingClient, CustomerMessagingCore, clientCredentials } from './generated/client.gen.js';
export { operations, type OperationId } from './generated/operations.gen.js';
export { knownErrorCodes, type KnownErrorCode } from './generated/error-codes.gen.js';
export type * from './generated/types.gen.js';
export type * from './generated/models.gen.js';
export type { paths, components, operations as OperationTypes } from './generated/schema.gen.js';
export * from './generated/resources.gen.js';
export {
  APIError,
  InvalidRequestError,
  AuthenticationError,
  PlanLimitError,
  PermissionError,
  NotFoundError,
  ConflictError,
  RateLimitError,
  InternalServerError,
  type ErrorCode,
  type ErrorType,
  type ErrorTypeOf,
  type ErrorCodeOf,
} from './generated/errors.gen.js';
export {
  APIPromise,
  PagePromise,
  getRequestId,
  pollChanges,
  clientCredentialsFor,
  staticToken,
  ApiClientError,
  ApiClientError as CustomerMessagingError,
  APIConnectionError,
  APITimeoutError,
  APIUserAbortError,
  type ClientOptions,
  type RequestOptions,
  type Exact,
  type TokenStrategy,
  type TokenSource,
  type TokenContext,
  type TokenExchange,
  type WithResponse,
  type Logger,
  type LogLevel,
  type LogLevelOption,
  type PollChangesOptions,
  type ChangeQuery,
  type ChangePage,
} from '@openapi-cmp/client-runtime';
export * from './poll-conversations.js';
