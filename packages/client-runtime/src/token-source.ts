/**
 * Where the transport gets the bearer token of a call. The base client holds a static token
 * (`staticToken`); the client-credentials exchange (`client-credentials.ts`) is a strategy passed in, so a
 * consumer that only ever sends a token it was given does not bundle the exchange, its cache and its checks.
 */
import type { WithResponse } from './api-promise.js';
import type { ClientDefinition } from './base-client.js';
import type { SafeLogger } from './logger.js';
import type { Redactor } from './redact.js';
import { ApiClientError } from './errors.js';
import type { IssuedToken } from './token-manager.js';
import type { OperationMeta } from './operation.js';

export interface TokenSource {
  /** The token; `signal` ends the wait with its reason. */
  get(signal?: AbortSignal): Promise<string>;
  /**
   * Told of a 401 answer to a call sent with `token` (its body as text): true when it means the token was
   * rejected and a new one is ready to fetch, so the call is sent once more. Unset: a 401 is final.
   */
  rejected?(token: string, body: string): boolean;
}

/** How the spec's token exchange is called (bound into the generated `clientCredentials`). */
export interface TokenExchange {
  operation: OperationMeta;
  clientIdField: string;
  clientSecretField: string;
  /** `error.code` of a 401 that means "this token is no longer valid". */
  rejectedCode?: string;
}

/** What the base client hands a token strategy: the credentials and a way to call the exchange. */
export interface TokenContext {
  clientId: string | undefined;
  clientSecret: string | undefined;
  accessToken: string | undefined;
  /** The generated client's definition (environment names, error envelope). */
  definition: ClientDefinition;
  /** Calls `operation` (the token exchange) with `body` through the client's transport. */
  send(operation: OperationMeta, body: Record<string, unknown>): Promise<WithResponse<IssuedToken>>;
  /** The client's logger (lines are redacted). */
  log: SafeLogger;
  /** Told each issued token, so logs and error messages never show it. */
  redactor: Redactor;
}

/** Builds the token source from the credentials: the generated `clientCredentials`, or your own. */
export type TokenStrategy = (context: TokenContext) => TokenSource;

/** A token given as is (or none: every call is refused with `missing`); a 401 is final. */
export function staticToken(accessToken: string | undefined, missing: string): TokenSource {
  return {
    get: () => (accessToken ? Promise.resolve(accessToken) : Promise.reject(new ApiClientError(missing))),
  };
}
