/**
 * The intermediate representation: plain data built once from the bundled spec. Every emitter reads only
 * this. $refs to parameters, responses, headers, examples and request bodies are settled here; schema
 * $refs stay as named references (`#/components/schemas/Name`) because emitters turn them into type names.
 */
export type JsonSchema = Record<string, unknown>;
export type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch' | 'trace';
export type ParamLocation = 'path' | 'query' | 'header' | 'cookie';
export type PaginationKind = 'page' | 'cursor' | 'none';

export interface IR {
  info: { title: string; version: string; description: string };
  /** sha256 of the canonical JSON of the bundled spec; recorded in the stamp files only, never in file headers. */
  specHash: string;
  /** Where the spec came from, as named in generated headers (relative to the output folder when inside it). */
  source: string;
  /** The bundled document itself, for emitters whose output is the document (bundle, docs). */
  document: Record<string, unknown>;
  servers: { url: string; description: string }[];
  operations: IROperation[];
  /** Component schemas by name, sorted by name. */
  schemas: Record<string, JsonSchema>;
  scopes: { name: string; description: string }[];
  errorCodes: IRErrorCode[];
  extensions: Record<string, unknown>;
}

export interface IROperation {
  id: string;
  method: HttpMethod;
  path: string;
  tag: string;
  summary: string;
  description: string;
  deprecated: boolean;
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
  rateLimit?: { requests: number; windowSeconds: number; per: string };
  inferred?: string;
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
  inferred?: string;
}

export interface IRRequestBody {
  required: boolean;
  contentType: string;
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
  /** `error.code` values of the examples, for error responses. */
  errorCodes: string[];
  /** Name under components/responses when shared. */
  sharedName?: string;
  inferred?: string;
}

export interface IRExample {
  name: string;
  summary: string;
  value: unknown;
  inferred?: string;
}

export interface IRErrorCode {
  code: string;
  type: string;
  statuses: string[];
  operations: string[];
  inferred?: string;
}
