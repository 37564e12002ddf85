/**
 * The intermediate representation: plain data built once from the bundled spec. Every emitter reads only
 * this. $refs to parameters, responses, headers, examples and request bodies are settled here; schema
 * $refs stay as named references (`#/components/schemas/Name`) because emitters turn them into type names.
 */
export type JsonSchema = Record<string, unknown>;
import type { HttpMethod } from '../openapi/primitives.js';
export type { HttpMethod };
export type ParamLocation = 'path' | 'query' | 'header' | 'cookie';
export type PaginationKind = 'page' | 'cursor' | 'none';

export interface IR {
  info: { title: string; version: string; description: string };
  /** sha256 of the canonical JSON of the bundled spec; recorded in the stamp files only, never in file headers. */
  specHash: string;
  /** Where the spec came from, as named in generated headers (relative to the output folder when inside it). */
  source: string;
  /**
   * The Redocly configuration of this run (absolute path; the configuration file's `redocly`), for emitters
   * that read its settings: the reference page's title, logo and Redoc options. Absent for a document
   * generated without one: the page then takes its title and logo from the document.
   */
  redoclyConfig?: string;
  /** The bundled document itself, for emitters whose output is the document (bundle, docs). */
  document: Record<string, unknown>;
  /** Server Objects, each with its URL and that URL with the variables at their defaults. */
  servers: IRServer[];
  /** What is particular to this API beyond its operations: the configuration file's values, defaults filled in. */
  api: IRApi;
  operations: IROperation[];
  /** The requests the API sends: its `webhooks` and its operations' `callbacks` (ir/webhooks.ts). */
  webhooks: IRWebhook[];
  /** Component schemas by name, sorted by name. */
  schemas: Record<string, JsonSchema>;
  /**
   * Whether any schema marks a property readOnly or writeOnly: the generated types then read answers through
   * openapi-typescript's `Readable` (writeOnly left out) and requests through `Writable` (readOnly left out).
   */
  readWrite: boolean;
  scopes: { name: string; description: string }[];
  /** Every error code the examples name (read at `api.errors.code`), with its type, statuses and operations. */
  errorCodes: IRErrorCode[];
  /**
   * The `error.type` each status answers with, as the spec's error examples show it (the most frequent
   * type when a status shows several): `byStatus` by status (`"404"`, `"5XX"`), `clientError` for a 4xx
   * the examples never show (the 400 type), `serverError` for a 5xx (the 500 or 5XX type). Absent when the
   * error envelope has no type.
   */
  errorTypes?: IRErrorTypes;
}

export interface IRErrorTypes {
  byStatus: Record<string, string>;
  clientError?: string;
  serverError?: string;
}

export interface IRServer {
  url: string;
  description: string;
  /** `url` with its variables set to their defaults. */
  defaultUrl: string;
}

/** A key path into a JSON body (`['error', 'code']`). */
export type KeyPath = string[];

/** What a generated package carries beyond its code (configuration `client` / `server`, with defaults). */
export interface IRPackage {
  description: string;
  /** Further package.json fields, as the configuration gives them (else `license` from `info.license`). */
  packageJson: { [field: string]: unknown };
  /** false: the README is hand-written. */
  readme: boolean;
  /** Hand-written modules the entry point re-exports. */
  exports: string[];
}

export interface IRApi {
  client: { packageName: string; className: string; coreClassName: string; envPrefix: string; errorClassName: string } & IRPackage;
  server: { packageName: string } & IRPackage;
  /** The MCP server package (over the client): its npm name and the command it installs. */
  mcp: { packageName: string; binName: string } & IRPackage;
  /** The Python SDK: its distribution (`pip install` name), import package and client class. */
  python: { distributionName: string; packageName: string; className: string; description: string };
  /** How a caller authenticates: the spec's security scheme the operations use (see IRAuth). */
  auth: IRAuth;
  /** The operation the client exchanges a client id and secret at, when there is one. */
  tokenExchange?: { operationId: string; clientIdField: string; clientSecretField: string; rejectedCode: string };
  /** Where error bodies carry their parts; absent when the configuration names no error envelope. */
  errors?: { code: KeyPath; type?: KeyPath; message?: KeyPath; param?: KeyPath; details?: KeyPath; requestId?: KeyPath };
  /** The page envelope of paged lists; absent when the configuration names none. */
  pagination?: { items: KeyPath; hasMore?: KeyPath; nextCursor?: KeyPath; page?: KeyPath; pageParam: string; cursorParam: string };
  /** As the configuration writes it; '' for none. */
  requestIdHeader: string;
  /** The first server's URL with its variables at their defaults ('/' without servers). */
  baseUrl: string;
  /** Path every route is served under (`/api`); '' for none. */
  basePath: string;
  /** The API-wide rate limit (`info.x-rate-limit`), for operations that state none of their own. */
  rateLimit?: IRRateLimit;
  /** Where the reference's samples are written as files (the configuration's `docs.sampleFiles`); absent: by the API's size. */
  sampleFiles?: 'operation' | 'language' | 'none';
}

/**
 * The credential callers send, from the security scheme the document (else most operations) requires
 * first (OpenAPI 3.1 section 4.8.27): `bearer` for HTTP bearer, OAuth 2 and OpenID Connect (a token in
 * `Authorization: Bearer`); `apiKey` in a header, query parameter or cookie; `http` for another HTTP scheme
 * (`Basic`); `none` when no operation requires one (or only mutual TLS). `scheme` is the scheme's name.
 */
export type IRAuth =
  | { kind: 'none' }
  | { kind: 'bearer'; scheme: string; description: string }
  | { kind: 'apiKey'; scheme: string; description: string; in: 'header' | 'query' | 'cookie'; name: string }
  | { kind: 'http'; scheme: string; description: string; httpScheme: string };

export interface IRRateLimit {
  requests: number;
  windowSeconds: number;
  per: 'credential' | 'ip';
}

export interface IROperation {
  id: string;
  method: HttpMethod;
  path: string;
  tag: string;
  summary: string;
  description: string;
  deprecated: boolean;
  /** `x-sunset` of a deprecated operation: the date after which it may be removed. */
  sunset?: string;
  /** SDK placement: `client.<resource...>.<method>()`. From `x-sdk-method`, or derived from tag and id. */
  sdk: { resource: string[]; method: string };
  security: { public: boolean; schemes: string[]; scopes: string[] };
  parameters: Record<ParamLocation, IRParameter[]>;
  requestBody?: IRRequestBody;
  responses: IRResponse[];
  pagination: PaginationKind;
  /** Safe to send again after it may have reached the server. */
  idempotent: boolean;
  cost?: { charges: string; when: string };
  rateLimit?: IRRateLimit;
  inferred?: string;
  /** Where the operation is: its JSON pointer in the bundled document (the loader's locator maps it to file and line). */
  provenance: { file?: string; pointer: string };
}

export interface IRParameter {
  name: string;
  in: ParamLocation;
  required: boolean;
  description: string;
  deprecated: boolean;
  schema: JsonSchema;
  style: string;
  explode: boolean;
  /** A value the schema documents (see `exampleOf`), for samples and mock requests. */
  example?: unknown;
  inferred?: string;
}

export interface IRRequestBody {
  required: boolean;
  /** The first media type the spec lists (the one sent by default). */
  contentType: string;
  /** Every media type the spec lists, in its order (`contentType` first). */
  contentTypes: string[];
  /** The schema of each media type (`schema` is the first one's). */
  schemas: Record<string, JsonSchema>;
  schema: JsonSchema;
  description: string;
  examples: IRExample[];
}

export interface IRResponse {
  /** '200', '404', '5XX', 'default'. */
  status: string;
  description: string;
  contentType?: string;
  schema?: JsonSchema;
  headers: { name: string; required: boolean; description: string; schema: JsonSchema }[];
  examples: IRExample[];
  /** The error codes of the examples (`errorCode`), sorted. */
  errorCodes: string[];
  /** Name under components/responses when shared. */
  sharedName?: string;
  /** The answer is a stream of items (Server-Sent Events, JSON Lines, json-seq), read item by item (ir/streams.ts). */
  stream?: IRStream;
  inferred?: string;
}

/** One request the API sends to its subscribers: a webhook, or a callback of an operation. */
export interface IRWebhook {
  kind: 'webhook' | 'callback';
  /** The key under `webhooks`; `<operationId>.<callback name>` for a callback. */
  name: string;
  /** Where the types document holds it under `webhooks` (callbacks get a key of their own: see ir/webhooks.ts). */
  typesKey: string;
  method: HttpMethod;
  /** The exported type of its payload: `MessageCreatedWebhook`, `CreateSubscriptionOrderShippedCallback`. */
  typeName: string;
  contentType?: string;
  /** The payload's schema. */
  schema?: JsonSchema;
  summary: string;
  description: string;
  /** For a callback: the operation that registers it, and its URL expression. */
  operationId?: string;
  expression?: string;
  pointer: string;
}

/** A streamed answer: its framing, how each item's data is read, and the schema one item has once read. */
export interface IRStream {
  /** `sse`: text/event-stream; `jsonl`: application/jsonl and application/x-ndjson; `json-seq`: RFC 7464. */
  format: 'sse' | 'jsonl' | 'json-seq';
  /** How an event's `data` is read: parsed as JSON, or kept as text. Line formats are always JSON. */
  data: 'json' | 'text';
  /** Events whose data stays text in a stream whose other events carry JSON (sorted). */
  textEvents: string[];
  /** One item as the types describe it: for SSE the event object `{ event, data, id? }` with data parsed. */
  itemSchema: JsonSchema;
  /** The event names the schema lists (`event: { const }`), sorted; empty when it names none. */
  events: string[];
  /** JSON pointer of the Media Type Object in the bundled document. */
  pointer: string;
  /**
   * The answer is this stream only when the request asks for it (a boolean body field, `stream: true` in
   * OpenAI's description, whose answer lists `application/json` and `text/event-stream` side by side);
   * otherwise it is the response's first media type, read whole.
   */
  requestedBy?: string;
}

export interface IRExample {
  name: string;
  summary: string;
  value: unknown;
  /** The error code the value carries at `api.errors.code`, when it is an error example. */
  errorCode?: string;
  inferred?: string;
}

export interface IRErrorCode {
  code: string;
  type: string;
  statuses: string[];
  operations: string[];
  inferred?: string;
}
