/** Options of the client and of one call, and their defaults. */
import type { Logger, LogLevelOption } from './logger.js';
import type { TokenStrategy } from './token-source.js';
import type { StreamOptions } from './stream.js';

export interface ClientOptions {
  /** Defaults to the base-URL environment variable (`<prefix>BASE_URL`, the prefix from the generator's configuration), then the spec's server URL. */
  baseUrl?: string | undefined;
  /**
   * Credential exchanged for a token, which is cached and refreshed. When none of `clientId`, `clientSecret`
   * and `accessToken` is given, they are read from the environment (`<prefix>CLIENT_ID`, `<prefix>CLIENT_SECRET`).
   */
  clientId?: string | undefined;
  clientSecret?: string | undefined;
  /**
   * How `clientId` and `clientSecret` become a token. The full client exchanges them through the spec's
   * token operation by default (`clientCredentials`); the core class sends a given `accessToken` only unless
   * you pass `clientCredentials` here, which keeps the exchange out of bundles that never use it.
   */
  tokenExchange?: TokenStrategy | undefined;
  /** A token you obtained yourself. Used as is; with `clientId`/`clientSecret` too, it is replaced when it expires. */
  accessToken?: string | undefined;
  /**
   * The API key, for an API whose security scheme is an API key (the generated client says where it is
   * sent). When none of the credentials is given, it is read from the environment (`<prefix>API_KEY`).
   */
  apiKey?: string | undefined;
  /** Retries of one call after a 429, a 5xx or a connection failure. Default 2. */
  maxRetries?: number | undefined;
  /** Bound, in ms, on the time one call spends including its retries and waits. Default 60 000. */
  maxRetryTime?: number | undefined;
  /** Time limit, in ms, of each attempt. Default 60 000. */
  timeout?: number | undefined;
  /** First backoff delay in ms (doubled each retry, with jitter), and its ceiling. Defaults 500 and 8 000. */
  retryDelay?: { initial?: number | undefined; max?: number | undefined } | undefined;
  /** A fetch implementation; defaults to the global one. */
  fetch?: typeof fetch | undefined;
  /** Receives one line per request, response, retry and token exchange; credentials are redacted. */
  logger?: Logger | undefined;
  /** Lowest level passed to `logger`: `debug`, `info` (default), `warn`, `error` or `off`. Also read from the environment (`<prefix>LOG_LEVEL`). */
  logLevel?: LogLevelOption | undefined;
  /** Headers sent with every request. */
  headers?: Record<string, string> | undefined;
  /** Aborts every call of this client. */
  signal?: AbortSignal | undefined;
  /**
   * Defaults for the streamed answers of every call (a call's own `stream` options override them field by
   * field): `{ validate: false }` reads items without checking them against their schemas.
   */
  stream?: StreamOptions | undefined;
}

export interface RequestOptions {
  /** Sent in the request-id header (the generated table names it); the service echoes it and logs it. */
  requestId?: string | undefined;
  headers?: Record<string, string> | undefined;
  signal?: AbortSignal | undefined;
  /**
   * Time limit, in ms, of each attempt. For a streamed answer: of the wait for it to start and of each
   * silence between its items, never of the whole stream.
   */
  timeout?: number | undefined;
  maxRetries?: number | undefined;
  maxRetryTime?: number | undefined;
  /**
   * Re-send a non-idempotent operation (most POSTs) after a 5xx, a timeout or a dropped connection, when
   * the request may already have been acted on. Off by default: a second `messages.send` may deliver twice.
   */
  retryNonIdempotent?: boolean | undefined;
  /** The media type the body is sent as, when the operation takes several (the first is the default). */
  contentType?: string | undefined;
  /**
   * Fields sent in the body besides the documented ones, which the body's type names exactly (a misspelled
   * field does not compile). For fields the service accepts but the spec does not document yet; they are
   * merged over the body's own fields (or make the body, when the call has none) and sent as they are, in
   * any object media type (JSON, form, multipart).
   */
  extraBody?: { readonly [field: string]: unknown } | undefined;
  /** For an operation that answers with a stream: resuming, the largest event read, checking items against their schema. */
  stream?: StreamOptions | undefined;
}

export const DEFAULTS = {
  maxRetries: 2,
  maxRetryTime: 60_000,
  timeout: 60_000,
  retryDelay: { initial: 500, max: 8_000 },
  /** A cached token is replaced this long before its `expires_at`. */
  tokenRefreshMargin: 60_000,
} as const;
