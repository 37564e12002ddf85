/**
 * The contract between the generated layer (`../generated/`) and this runtime. Generated code imports
 * these types; the runtime imports only types from the generated layer.
 */
import type { FastifyBaseLogger } from 'fastify';

export type JsonSchema = Record<string, unknown>;
export type HttpMethod = 'GET' | 'PUT' | 'POST' | 'DELETE' | 'PATCH' | 'HEAD' | 'OPTIONS';
export type ParamLocation = 'path' | 'query' | 'header' | 'cookie';

/** One parameter as the route table carries it; style and explode are settled by the generator. */
export interface RouteParameter {
  name: string;
  in: ParamLocation;
  required: boolean;
  style: string;
  explode: boolean;
  /**
   * `array` or `object` when the value is read by its style (`./parameters.ts`); form lists accept both the
   * repeated `?a=1&a=2` and the comma `?a=1,2` forms.
   */
  type: string;
}

export interface RouteRateLimit {
  requests: number;
  windowSeconds: number;
  per: 'credential' | 'ip';
}

/** status (`"404"`, `"5XX"`) -> error type; `clientError` / `serverError` for statuses the examples never show. */
export interface ErrorTypes {
  byStatus: Readonly<Record<string, string>>;
  clientError?: string;
  serverError?: string;
}

/** The API-wide settings of the generated route table (`api` of `../generated/routes.gen.ts`). */
export interface ApiSettings {
  /** Every route is served under it (the path of the spec's first server URL); empty for none. */
  basePath: string;
  /** Echoed from the request, or set, on every answer; lower-case. Empty for none. */
  requestIdHeader: string;
  /** Where error bodies carry their parts (key paths into the body: `code: ['error', 'code']`). */
  errors?: {
    code: readonly string[];
    type?: readonly string[];
    message?: readonly string[];
    param?: readonly string[];
    details?: readonly string[];
    requestId?: readonly string[];
    /** The `type` each status answers with, from the spec's error examples (written when the envelope has a type). */
    types?: ErrorTypes;
  };
  /**
   * The token exchange, when the spec has one: the body field carrying the client id (the token endpoint
   * checks that account's IP allow-list) and the error code of a missing or refused token.
   */
  tokenExchange?: { operationId: string; clientIdField: string; rejectedCode: string };
  /** The query parameter holding the page number of page-numbered lists (bounded by `limits.pageMax`). */
  pageParam?: string;
}

/** One row of the generated route table (`../generated/routes.gen.ts`). */
export interface RouteDefinition {
  operationId: string;
  method: HttpMethod;
  /** The path as the spec writes it: `/items/{item_id}/notes`. */
  specPath: string;
  /** The same path in Fastify syntax: `/items/:item_id/notes`. */
  url: string;
  /** True when the operation needs no bearer token (the token endpoint). */
  public: boolean;
  /** Scopes the credential must hold (all of them). */
  scopes: readonly string[];
  idempotent: boolean;
  pagination: 'page' | 'cursor' | 'none';
  /** From the operation's `x-rate-limit`, else the API-wide one of `info`; null when the spec sets none. */
  rateLimit: RouteRateLimit | null;
  cost: { charges: string; when: string } | null;
  parameters: readonly RouteParameter[];
  /** JSON Schemas (2020-12) of the request parts; `$ref`s point into the component schemas (`spec#/...`). */
  request: {
    path: JsonSchema | null;
    query: JsonSchema | null;
    header: JsonSchema | null;
    /** Cookie parameters, when the operation has any. */
    cookie?: JsonSchema;
    body: {
      required: boolean;
      contentType: string;
      /** Every media type accepted, when there are several (the first is `contentType`). */
      contentTypes?: readonly string[];
      schema: JsonSchema;
      /** The schema of each media type, when there are several. */
      schemas?: Readonly<Record<string, JsonSchema>>;
    } | null;
  };
  /**
   * Documented responses by status (`200`, `404`, `5XX`, `default`): body schema and required headers, and
   * the media type when it is not JSON (text or bytes, sent as the handler gives them, not schema-checked).
   */
  responses: Readonly<
    Record<
      string,
      {
        schema: JsonSchema | null;
        headers: readonly string[];
        contentType?: string;
        /** The answer is a stream of items (its `schema` is one item's): the handler returns an async iterable (stream-responses.ts). */
        stream?: { format: 'sse' | 'jsonl' | 'json-seq' };
      }
    >
  >;
}

/** The component schemas as one document Ajv can resolve `spec#/components/schemas/<Name>` against. */
export interface SchemaDocument {
  $id: string;
  components: { schemas: Record<string, JsonSchema> };
}

/** What the runtime knows about the caller after authentication (absent on public operations). */
export interface AuthInfo {
  accountId: string;
  clientId: string;
  credentialId: string;
  /** Scopes read from the credential store for this request (not the token's informational copy). */
  scopes: readonly string[];
  credential: Credential;
  /** Claims of the verified token, as the verifier returned them. */
  token: TokenClaims;
}

export interface HandlerContext {
  requestId: string;
  /** Caller's address as the server sees it. */
  ip: string;
  /** Absent only on public operations (the token endpoint). */
  auth?: AuthInfo;
  route: RouteDefinition;
  log: FastifyBaseLogger;
  /** The server's clock (injectable for tests). */
  now(): Date;
  /**
   * Aborted when the client goes away before the answer is complete: a streaming handler that waits for
   * its next item races the wait against it (the runtime also stops the handler's iterator, but an async
   * generator stopped while it awaits only stops at its next `yield`). Always set by the runtime; optional
   * so that contexts made by hand (in tests) need not make one.
   */
  readonly signal?: AbortSignal;
  /**
   * What would go wrong sending this answer: a body that cannot be written as JSON, and, when responses are
   * checked (development and test), a status or body the spec does not document. Empty when it can be sent.
   * A handler that changes state calls it before committing, so a failing answer changes nothing.
   */
  checkAnswer(status: number, body: unknown): string[];
}

/** What a handler answers: a documented status, its body and optional extra headers. */
export interface HandlerResponse<S extends number = number, B = unknown> {
  status: S;
  body: B;
  headers?: Record<string, string>;
}

/** The statuses a `5XX` response range stands for. */
export type ServerErrorStatus = 500 | 501 | 502 | 503 | 504;

/** A credential as the store holds it. Scopes are read from here on every request. */
export interface Credential {
  id: string;
  clientId: string;
  accountId: string;
  name: string;
  scopes: string[];
  /** ISO-8601; null when unlimited. */
  expiresAt: string | null;
  revoked?: boolean;
}

/** The claims a verified token carries; the verifier decides how they are encoded. */
export interface TokenClaims {
  credentialId: string;
  accountId: string;
  clientId: string;
  [claim: string]: unknown;
}

export interface CredentialStore {
  byId(credentialId: string): Credential | undefined | Promise<Credential | undefined>;
  byClientId(clientId: string): Credential | undefined | Promise<Credential | undefined>;
}

/** A file of a multipart body, as a handler receives it. */
export interface UploadedFile {
  filename: string;
  mimetype: string;
  data: Buffer;
}

/** A multipart body as a handler receives it: every file (a `Blob` in the spec's types) is an `UploadedFile`. */
export type WithUploads<T> = { [K in keyof T]: T[K] extends Blob ? UploadedFile : T[K] extends readonly Blob[] ? UploadedFile[] : T[K] };

/**
 * A Server-Sent Events item as a handler yields it: an event whose name is any string (not one of a union's
 * names) may leave `event` out, which is a `message` event (HTML section 9.2.6), as the runtime writes and checks it.
 */
export type SseItemInput<T> = T extends { event: infer E } ? (string extends E ? Omit<T, 'event'> & { event?: E } : T) : T;
