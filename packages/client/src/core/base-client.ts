/**
 * The runtime the generated client extends: configuration, the token, the transport, the typed
 * openapi-fetch client (`raw`), and the two calls every generated method makes (`_call`, `_paginate`).
 */
import * as openapiFetch from 'openapi-fetch';
import type { Client } from 'openapi-fetch';
import { APIPromise, attachRequestId, type WithResponse } from './api-promise.js';
import { errorFromResponse } from './error-from-response.js';
import { SafeLogger } from './logger.js';
import { OperationIndex, type OperationMeta } from './operation.js';
import { DEFAULTS, type ClientOptions, type RequestOptions } from './options.js';
import { PagePromise, type PageShape, type Query } from './pagination.js';
import { Redactor } from './redact.js';
import { TokenManager, type IssuedToken } from './token-manager.js';
import { Transport } from './transport.js';

/** What the generated client passes in: its spec's server and operations. */
export interface ClientDefinition {
  defaultBaseUrl: string;
  operations: readonly OperationMeta[];
}

/** One call's inputs, keyed as in the spec: path parameters by name, the query object, the body. */
export interface CallInput {
  path?: Record<string, string | number>;
  query?: object | undefined;
  body?: unknown;
}

/** What generated resources call. */
export interface CallableClient {
  _call<T>(op: OperationMeta, input: CallInput, options?: RequestOptions): APIPromise<T>;
  _paginate<Page extends PageShape<Item>, Item>(op: OperationMeta, input: CallInput, options?: RequestOptions): PagePromise<Page, Item>;
}

/** openapi-fetch's `request`, loosely typed: the generated layer has already checked inputs against `paths`. */
type LooseRequest = (
  method: string,
  path: string,
  init: { params: { path?: object; query?: object }; body?: unknown; fetch: (request: Request) => Promise<Response> },
) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

const TOKEN_PATH = '/oauth/token';

/**
 * openapi-fetch's CommonJS build sets `exports.default` without `__esModule`, so a CommonJS consumer of our
 * bundle sees the module object one level further down; take the function wherever it is.
 */
const createClient = ((openapiFetch as { default: unknown }).default as { default?: unknown }).default
  ? (((openapiFetch as { default: unknown }).default as { default: unknown }).default as typeof openapiFetch.default)
  : openapiFetch.default;

export class BaseClient<Paths extends {}> implements CallableClient {
  /** The typed openapi-fetch client, for anything the resource layer does not cover. Same auth, retries and timeouts. */
  readonly raw: Client<Paths>;
  readonly baseUrl: string;
  readonly #transport: Transport;
  readonly #index: OperationIndex;
  readonly #redactor = new Redactor();
  readonly #log: SafeLogger;

  constructor(options: ClientOptions, definition: ClientDefinition) {
    this.baseUrl = (options.baseUrl ?? definition.defaultBaseUrl).replace(/\/+$/, '');
    this.#index = new OperationIndex(definition.operations);
    this.#redactor.add(options.clientSecret);
    this.#redactor.add(options.accessToken);
    this.#log = new SafeLogger(options.logger, this.#redactor);
    const { clientId, clientSecret } = options;
    const tokenOp: OperationMeta = this.#index.byPath('post', TOKEN_PATH) ?? {
      id: 'createAccessToken',
      method: 'post',
      path: TOKEN_PATH,
      idempotent: true,
      pagination: 'none',
      public: true,
      scopes: [],
    };
    const tokens = new TokenManager({
      accessToken: options.accessToken,
      canExchange: Boolean(clientId && clientSecret),
      refreshMargin: DEFAULTS.tokenRefreshMargin,
      exchange: async () => {
        this.#log.log('debug', `exchanging the credentials of client ${clientId} for an access token`);
        const { data } = await this.#send<IssuedToken>(tokenOp, { body: { client_id: clientId, client_secret: clientSecret } }, {});
        return data;
      },
      onToken: (token) => this.#redactor.add(token),
    });
    this.#transport = new Transport({
      fetch: options.fetch ?? globalThis.fetch.bind(globalThis),
      maxRetries: options.maxRetries ?? DEFAULTS.maxRetries,
      maxRetryTime: options.maxRetryTime ?? DEFAULTS.maxRetryTime,
      timeout: options.timeout ?? DEFAULTS.timeout,
      retryDelay: { ...DEFAULTS.retryDelay, ...options.retryDelay },
      headers: options.headers ?? {},
      signal: options.signal,
      tokens,
      log: this.#log,
      redactor: this.#redactor,
    });
    this.raw = createClient<Paths>({
      baseUrl: this.baseUrl,
      fetch: (input: Request) => this.#transport.send(input, this.#index.match(input.method, input.url)),
    });
  }

  /** @internal Called by generated methods. */
  _call<T>(op: OperationMeta, input: CallInput, options: RequestOptions = {}): APIPromise<T> {
    return new APIPromise(this.#send<T>(op, input, options));
  }

  /** @internal Called by generated methods of paged lists. */
  _paginate<Page extends PageShape<Item>, Item>(op: OperationMeta, input: CallInput, options: RequestOptions = {}): PagePromise<Page, Item> {
    const fetchPage = (query: Query) => this.#send<Page>(op, { ...input, query }, options);
    const query = { ...(input.query as Query | undefined) };
    return new PagePromise<Page, Item>(fetchPage(query), op.pagination, query, fetchPage);
  }

  async #send<T>(op: OperationMeta, input: CallInput, options: RequestOptions): Promise<WithResponse<T>> {
    const request = (this.raw as unknown as { request: LooseRequest }).request;
    const { data, error, response } = await request(op.method, op.path, {
      params: { ...(input.path ? { path: input.path } : {}), ...(input.query ? { query: input.query } : {}) },
      ...(input.body !== undefined ? { body: input.body } : {}),
      fetch: (req: Request) => this.#transport.send(req, op, options),
    });
    const requestId = response.headers.get('x-request-id') ?? undefined;
    if (!response.ok) throw errorFromResponse(response, error, this.#redactor);
    attachRequestId(data, requestId);
    return { data: data as T, response, requestId };
  }
}
