/**
 * @customer-messaging/client: the typed client of the Customer Messaging Platform API.
 *
 * Curated entry point: the client class, the error classes, paging and polling helpers, and the types of
 * every operation and schema. `src/generated/` is emitted from the spec; `src/core/` is the hand-written runtime.
 */
export { CustomerMessagingClient, CustomerMessagingCore, clientCredentials } from './generated/client.gen.js';
export { operations, type OperationId } from './generated/operations.gen.js';
export { knownErrorCodes, type KnownErrorCode } from './generated/error-codes.gen.js';
export type * from './generated/types.gen.js';
export type * from './generated/models.gen.js';
export type { paths, components, operations as OperationTypes } from './generated/schema.gen.js';
export * from './generated/resources.gen.js';
export {
  APIPromise,
  PagePromise,
  getRequestId,
  pollChanges,
  clientCredentialsFor,
  staticToken,
  ApiClientError,
  ApiClientError as CustomerMessagingError,
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
  type ErrorCode,
  type ErrorType,
  type ErrorTypeOf,
  type ErrorCodeOf,
  type PollChangesOptions,
  type ChangeQuery,
  type ChangePage,
} from './core/index.js';
export { pollConversations, type PollConversationsOptions, type ConversationLister, type PollQuery } from './poll-conversations.js';
