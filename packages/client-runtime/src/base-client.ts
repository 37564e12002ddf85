/**
 * The runtime the generated client extends: configuration (options, then the environment, then the spec),
 * the token, the transport, the typed openapi-fetch client (`raw`), and the two calls every generated
 * method makes (`_call`, `_paginate`).
 */
import { APIPromise, attachRequestId, type WithResponse } from './api-promise.js';
import { environmentDefaults, missingApiKey, missingToken } from './environment.js';
import type { CredentialPlacement } from './credential.js';
import { errorFromResponse, type ErrorShape } from './error-from-response.js';
import { ApiClientError, type ErrorTypes } from './errors.js';
import { SafeLogger } from './logger.js';
import type { OperationMeta } from './operation.js';
import { DEFAULTS, type ClientOptions, type RequestOptions } from './options.js';
import { PagePromise, type PageShape, type Query } from './pagination.js';
import { Redactor } from './redact.js';
import { plainUrl } from './url.js';
import type { IssuedToken } from './token-manager.js';
import { staticToken, type TokenSource, type TokenStrategy } from './token-source.js';
import { Transport, invalidBody, type Answer, type Outgoing } from './transport.js';
import type { RequestBody } from './body.js';
import type { Stream, StreamClient, StreamOptions } from './stream.js';

/** What the generated client passes in: its spec's server and how it is configured. */
export interface ClientDefinition {
  defaultBaseUrl: string;
  /** Every operation, for `client.raw`. */
  operations?: readonly OperationMeta[];
  /** The header that carries a caller's request id out and the service's back, lower-cased. */
  requestIdHeader?: string;
  /** Prefix of the environment variables read when the options leave a value out (`<prefix>BASE_URL`, ...). */
  envPrefix?: string;
  /** `name/version` of the generated package, sent in `User-Agent`. */
  userAgent?: string;
  /** Where error bodies carry their parts (key paths into the body), when the API has an error envelope. */
  errors?: ErrorEnvelope;
  /** The `error.type` of each status, from the spec's error examples, for answers whose body has none. */
  errorTypes?: ErrorTypes;
  /** The page envelope of paged lists (key paths into the body) and the query parameters that page. */
  pagination?: PageEnvelope;
  /** Where the credential goes, by the spec's security scheme; default `Authorization: Bearer <accessToken>`. */
  credential?: CredentialPlacement;
}

/** Key paths into an error body: `code: ['error', 'code']`. */
export interface ErrorEnvelope {
  code: readonly string[];
  type?: readonly string[];
  message?: readonly string[];
  param?: readonly string[];
  details?: readonly string[];
  requestId?: readonly string[];
}

/** Key paths into a page: `items: ['data']`, `hasMore: ['meta', 'has_more']`. */
export interface PageEnvelope {
  items: readonly string[];
  hasMore?: readonly string[];
  nextCursor?: readonly string[];
  /** Where a page states its own number, when it does. */
  page?: readonly string[];
  pageParam: string;
  cursorParam: string;
}

/** One call's inputs, keyed as in the spec: path parameters by name, the query object, the body. */
export interface CallInput {
  path?: Record<string, unknown>;
  query?: object | undefined;
  body?: unknown;
  /** Header parameters by name. */
  headers?: Record<string, unknown> | undefined;
  /** Cookie parameters by name, sent as one `Cookie` header. */
  cookies?: Record<string, unknown> | undefined;
}

/** What generated resources call. */
export interface CallableClient {
  _call<T>(op: OperationMeta, input: CallInput, options?: RequestOptions): APIPromise<T>;
  _paginate<Page extends PageShape<Item>, Item>(op: OperationMeta, input: CallInput, options?: RequestOptions): PagePromise<Page, Item>;
  _stream<Item>(op: OperationMeta, input: CallInput, options?: RequestOptions): APIPromise<Stream<Item>>;
}

// `Paths` types `client.raw` in the generated client; the runtime itself does not use it.
export class BaseClient<_Paths extends object> implements CallableClient {
  readonly baseUrl: string;
  /** @internal Lower-cased; empty when the spec names none. */
  readonly _requestIdHeader: string;
  readonly #transport: Transport;
  readonly #redactor = new Redactor();
  readonly #log: SafeLogger;
  readonly #errorShape: ErrorShape;
  readonly #pagination: PageEnvelope | undefined;
  readonly #timeout: number;
  readonly #signal: AbortSignal | undefined;
  readonly #streamDefaults: StreamOptions | undefined;
  #streams: StreamClient | undefined;

  /**
   * `defaultStrategy` gets a token when the options name none (`tokenExchange`): the full client passes the
   * client-credentials exchange; the core class passes nothing, so it sends a given token only.
   */
  constructor(options: ClientOptions, definition: ClientDefinition, defaultStrategy?: TokenStrategy) {
    const env = environmentDefaults(definition.envPrefix);
    // Credentials from the environment only when the options give none, so they are never mixed.
    const fromEnv = options.accessToken === undefined && options.clientId === undefined && options.clientSecret === undefined && options.apiKey === undefined;
    const clientId = fromEnv ? env.clientId : options.clientId;
    const clientSecret = fromEnv ? env.clientSecret : options.clientSecret;
    const accessToken = fromEnv ? env.accessToken : options.accessToken;
    const baseUrl = options.baseUrl ?? env.baseUrl;
    this.baseUrl = (baseUrl ?? definition.defaultBaseUrl).replace(/\/+$/, '');
    this.#redactor.add(clientSecret);
    this.#redactor.add(accessToken);
    const apiKey = fromEnv ? env.apiKey : options.apiKey;
    this.#redactor.add(apiKey);
    this.#log = new SafeLogger(options.logger, this.#redactor, options.logLevel ?? env.logLevel);
    this._requestIdHeader = definition.requestIdHeader?.toLowerCase() ?? '';
    this.#errorShape = { envelope: definition.errors, types: definition.errorTypes };
    this.#pagination = definition.pagination;
    this.#timeout = options.timeout ?? DEFAULTS.timeout;
    this.#signal = options.signal;
    this.#streamDefaults = options.stream;
    const strategy = options.tokenExchange ?? defaultStrategy;
    let tokens: TokenSource;
    if (definition.credential?.kind === 'apiKey') {
      // The API's scheme is an API key: that is the one credential sent, and it is never exchanged.
      tokens = staticToken(apiKey, missingApiKey(definition.envPrefix));
    } else if (strategy) {
      tokens = strategy({
        clientId,
        clientSecret,
        accessToken,
        definition,
        send: (operation, body) => this.#send<IssuedToken>(operation, { body }, {}),
        log: this.#log,
        redactor: this.#redactor,
      });
    } else {
      // Credentials the caller named cannot be exchanged without the strategy: refuse now rather than
      // send a token that could never be refreshed, or none at all.
      if (options.clientId !== undefined || options.clientSecret !== undefined) {
        throw new ApiClientError(
          `clientId and clientSecret need { tokenExchange: clientCredentials } (exported by the package when the API has a token operation), or pass accessToken alone.`,
        );
      }
      tokens = staticToken(accessToken, missingToken(definition.envPrefix, clientId, clientSecret));
    }
    const userAgent = `${definition.userAgent ?? 'openapi-client'} node/${(globalThis as { process?: { version?: string } }).process?.version ?? 'unknown'}`;
    const headers: Record<string, string> = { 'user-agent': userAgent };
    for (const [key, value] of Object.entries(options.headers ?? {})) headers[key.toLowerCase()] = value;
    this.#transport = new Transport({
      fetch: options.fetch ?? globalThis.fetch.bind(globalThis),
      maxRetries: options.maxRetries ?? DEFAULTS.maxRetries,
      maxRetryTime: options.maxRetryTime ?? DEFAULTS.maxRetryTime,
      timeout: options.timeout ?? DEFAULTS.timeout,
      retryDelay: { initial: options.retryDelay?.initial ?? DEFAULTS.retryDelay.initial, max: options.retryDelay?.max ?? DEFAULTS.retryDelay.max },
      headers,
      signal: options.signal,
      tokens,
      credential: definition.credential,
      log: this.#log,
      redactor: this.#redactor,
      requestIdHeader: this._requestIdHeader,
      // The spec's server was used because nothing named another: say how to name one.
      ...(baseUrl === undefined && definition.envPrefix !== undefined ? { connectionHint: `pass baseUrl or set ${definition.envPrefix}BASE_URL` } : {}),
    });
  }

  /** @internal Sends a request through the transport (token, retries, timeouts); `client.raw` uses it. */
  _exchange(out: Outgoing, op: OperationMeta | undefined): Promise<Answer> {
    return this.#transport.exchange(out, op);
  }

  /** @internal Called by generated methods. */
  _call<T>(op: OperationMeta, input: CallInput, options: RequestOptions = {}): APIPromise<T> {
    return new APIPromise(this.#send<T>(op, input, options));
  }

  /** @internal Called by generated methods of paged lists. */
  _paginate<Page extends PageShape<Item>, Item>(op: OperationMeta, input: CallInput, options: RequestOptions = {}): PagePromise<Page, Item> {
    const fetchPage = (query: Query) => this.#send<Page>(op, { ...input, query }, options);
    const query = { ...(input.query as Query | undefined) };
    // Generated paged methods exist only when the spec's configuration names a page envelope.
    if (!this.#pagination) throw new ApiClientError(`${op.id} pages, but the client was generated without a page envelope (pagination in the configuration).`);
    return new PagePromise<Page, Item>(fetchPage(query), op.pagination, query, fetchPage, this.#pagination);
  }

  /**
   * Generated methods skip openapi-fetch's Request and Response objects: the URL is built by url.ts (or the
   * operation's own `serializeUrl` for other styles), the body is sent as JSON, and the answer is parsed
   * from the text the transport read.
   */
  #requestIdOf(response: Response): string | undefined {
    return this._requestIdHeader ? (response.headers.get(this._requestIdHeader) ?? undefined) : undefined;
  }

  /** @internal Called by generated methods of operations whose success answer is a stream. */
  _stream<Item>(op: OperationMeta, input: CallInput, options: RequestOptions = {}): APIPromise<Stream<Item>> {
    if (!op.openStream) throw new ApiClientError(`${op.id} answers with a stream, but its operation table entry has no reader (openStream): regenerate the client.`);
    const out: Outgoing = this.#outgoing(op, input, options);
    out.stream = true;
    // What streams need of the client, made at its first stream and shared by the later ones (not per call).
    const client = (this.#streams ??= {
      transport: this.#transport,
      check: (answer, sent) => this.#errorOrBody(answer, sent),
      requestIdHeader: this._requestIdHeader,
      timeout: this.#timeout,
      signal: this.#signal,
      defaults: this.#streamDefaults,
    });
    return new APIPromise(op.openStream({ out, op, options, client }) as Promise<WithResponse<Stream<Item>>>);
  }

  async #send<T>(op: OperationMeta, input: CallInput, options: RequestOptions): Promise<WithResponse<T>> {
    const out = this.#outgoing(op, input, options);
    const answer = await this.#transport.exchange(out, op, options);
    const { response, text, bytes } = answer;
    if (response.ok && op.responseType) {
      const data = (bytes ? new Blob([bytes], { type: response.headers.get('content-type') ?? '' }) : text) as T;
      return { data, response, requestId: this.#requestIdOf(response) };
    }
    const body = this.#errorOrBody(answer, out);
    const requestId = this.#requestIdOf(response);
    attachRequestId(body, requestId);
    return { data: body as T, response, requestId };
  }

  /** The request of a call: its URL (styled parameters by the operation's writer), headers and body. */
  #outgoing(op: OperationMeta, input: CallInput, options: RequestOptions): Outgoing {
    const method = op.method.toUpperCase();
    const query = input.query as Record<string, unknown> | undefined;
    const url = op.serializeUrl ? op.serializeUrl(this.baseUrl, op, input.path, query) : plainUrl(this.baseUrl, op.path, input.path, query);
    const payload = options.extraBody ? withExtraFields(input.body, options.extraBody, op.id) : input.body;
    const headers: Record<string, string> = op.writeHeaders && (input.headers || input.cookies) ? op.writeHeaders(op, input.headers, input.cookies) : {};
    let sent: RequestBody | undefined;
    if (payload !== undefined) {
      const encoded = op.encodeBody ? op.encodeBody(payload, op.requestTypes, options.contentType, op.id) : jsonBody(payload, options.contentType, op.id);
      sent = encoded.body;
      if (encoded.contentType) headers['content-type'] = encoded.contentType;
    }
    return { method, url, headers, body: sent, binary: op.responseType === 'blob' };
  }

  /** The JSON body of an answer read whole; an error status is thrown as its typed error. */
  #errorOrBody({ response, text }: Answer, out: Outgoing): unknown {
    let body: unknown;
    if (text !== '') {
      try {
        body = JSON.parse(text);
      } catch (error) {
        if (response.ok) throw invalidBody(response, out.method, out.url, error, this._requestIdHeader);
        body = text; // an error page that is not JSON: the error keeps an excerpt
      }
    }
    if (!response.ok) throw errorFromResponse(response, body, this.#redactor, this._requestIdHeader, this.#errorShape);
    return body;
  }
}

/** The body with the call's `extraBody` fields merged over its own; only an object body has fields to add to. */
function withExtraFields(body: unknown, extra: { readonly [field: string]: unknown }, operation: string): Record<string, unknown> {
  if (body === undefined) return { ...extra };
  if (typeof body !== 'object' || body === null || Array.isArray(body) || body instanceof Blob || ArrayBuffer.isView(body) || body instanceof ArrayBuffer) {
    throw new ApiClientError(`${operation}: options.extraBody adds fields to an object body; this call's body is not an object.`);
  }
  return { ...(body as Record<string, unknown>), ...extra };
}

/** The body of an operation that takes JSON alone (the request-body encoder is not needed for it). */
function jsonBody(value: unknown, picked: string | undefined, operation: string): { body: string; contentType: string } {
  if (picked !== undefined && picked.toLowerCase() !== 'application/json') {
    throw new ApiClientError(`${operation} takes a body as application/json, not ${picked} (options.contentType).`);
  }
  return { body: JSON.stringify(value), contentType: 'application/json' };
}
