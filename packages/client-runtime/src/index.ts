/** @openapi-cmp/client-runtime: what generated clients import (their code and their entry points). */
export { BaseClient, type CallableClient, type CallInput, type ClientDefinition, type ErrorEnvelope, type PageEnvelope } from './base-client.js';
export type { CredentialPlacement } from './credential.js';
export { staticToken, type TokenExchange, type TokenSource, type TokenStrategy, type TokenContext } from './token-source.js';
export { clientCredentialsFor } from './client-credentials.js';
export { APIResource } from './resource.js';
export { rawClient } from './raw-client.js';
export { APIPromise, getRequestId, type WithResponse } from './api-promise.js';
export { PagePromise, type PageShape } from './pagination.js';
export { Stream, openStream, type StreamCall, type StreamOptions, type StreamSource } from './stream.js';
export type { ServerSentEvent, StreamFormat } from './stream-decoders.js';
export { APIStreamError, type StreamErrorFields, type StreamItemProblem } from './stream-error.js';
export type { StreamItemSchema } from './stream-validation.js';
export { Webhooks, WebhookVerificationError, signWebhook, verifyWebhook, type WebhookErrorFields, type WebhookHeaders, type WebhookSecretOptions } from './webhooks.js';
export type { ClientOptions, RequestOptions } from './options.js';
export type { Exact } from './exact.js';
export type { OperationMeta, ParamMeta, HttpMethod } from './operation.js';
export type { Logger, LogLevel, LogLevelOption } from './logger.js';
export {
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
  type ErrorCode,
  type ErrorType,
  type ErrorTypes,
  type ErrorClass,
  type ErrorFields,
  type ConnectionErrorFields,
  type ErrorTypeIn,
  type ErrorCodeIn,
  type OtherClientStatusIn,
  type ServerStatusIn,
} from './errors.js';
export { pollChanges, type PollChangesOptions, type ChangeQuery, type ChangePage } from './poll-changes.js';
export { encodeRequestBody } from './request-body.js';
export { styledUrl } from './styled-url.js';
export { headerParams } from './header-params.js';
