/**
 * What a generated MCP package hands the runtime: its tool table (one entry per operation, from the spec),
 * the API's names, and the generated client to call through. The runtime knows MCP and JSON Schema, not the
 * API: everything particular to one API is in these tables.
 */

/** A JSON Schema (2020-12) as plain data. */
export type JsonSchema = { [key: string]: unknown };

/** Where one tool argument goes in the request: a parameter of the spec, by its location and name. */
export interface ToolArgument {
  /** The property of the tool's input. */
  readonly arg: string;
  readonly in: 'path' | 'query' | 'header' | 'cookie';
  /** The parameter's name in the spec. */
  readonly name: string;
}

/** How a paged list says there is more, and which argument asks for the next page. */
export interface ToolPaging {
  readonly kind: 'page' | 'cursor';
  /** The argument that asks for a page (`page`) or continues after a cursor (`cursor`). */
  readonly param: string;
  /** Key paths into the answer. */
  readonly items?: readonly string[];
  readonly hasMore?: readonly string[];
  readonly nextCursor?: readonly string[];
  readonly page?: readonly string[];
}

export interface ToolAnnotations {
  readonly title?: string;
  readonly readOnlyHint: boolean;
  readonly destructiveHint: boolean;
  readonly idempotentHint: boolean;
  readonly openWorldHint: boolean;
}

/** One tool: one operation of the spec. */
export interface ToolEntry {
  /** `^[a-zA-Z0-9_-]{1,64}$`, unique in the table. */
  readonly name: string;
  readonly operationId: string;
  readonly method: string;
  readonly path: string;
  /** The operation's summary. */
  readonly title: string;
  /** Summary and description, the scope it needs, its cost and whether a retry is safe; short. */
  readonly description: string;
  readonly tags: readonly string[];
  /** The scopes a credential needs (the spec's security requirement). */
  readonly scopes: readonly string[];
  readonly readOnly: boolean;
  readonly deprecated?: boolean;
  /** Path, query and header parameters and the body; refs inlined; top-level `type: object`. */
  readonly inputSchema: JsonSchema;
  /** The success answer's schema, when it has one (wrapped as `{ data }` when the answer is not an object). */
  readonly outputSchema?: JsonSchema;
  /** The answer is sent as `{ data: answer }` (its schema is not an object's). */
  readonly wrap?: boolean;
  readonly annotations: ToolAnnotations;
  readonly args: readonly ToolArgument[];
  /** The argument that carries the request body, when the operation takes one. */
  readonly body?: { readonly arg: string; readonly required: boolean };
  readonly paging?: ToolPaging;
  /** The answer is a stream: collected up to `maxItems` items or `maxMs`, then the tool says where it stopped. */
  readonly stream?: { readonly maxItems: number; readonly maxMs: number };
}

/** The API as the generated package describes it to the runtime. */
export interface McpDefinition {
  /** The MCP server's name (the package's) and version (the spec's). */
  readonly name: string;
  readonly version: string;
  /** The API's title, for instructions and `--help`. */
  readonly title: string;
  /** The command the package installs. */
  readonly bin: string;
  /** Prefix of the environment variables the client and this server read (`ACME_`). */
  readonly envPrefix: string;
  /** The variables that hold the credential, as the client reads them (never tool arguments). */
  readonly credentialVariables: readonly string[];
  /** Every other variable the client reads (base URL, log level...), for `--help`. */
  readonly otherVariables: readonly { readonly name: string; readonly description: string }[];
  /** Every scope the spec defines. */
  readonly scopes: readonly string[];
  readonly tools: readonly ToolEntry[];
  /** The error envelope's parts (key paths into an error body), when the API has one. */
  readonly errors?: { readonly code: readonly string[]; readonly message?: readonly string[]; readonly param?: readonly string[]; readonly requestId?: readonly string[] };
}

/** One call's inputs as the generated client takes them (`CallInput` of the client runtime). */
export interface CallInput {
  path?: Record<string, unknown>;
  query?: Record<string, unknown>;
  headers?: Record<string, unknown>;
  cookies?: Record<string, unknown>;
  body?: unknown;
}

/**
 * The generated client, as the runtime uses it: its one generic call (the client's token, retries,
 * timeouts and rate-limit handling apply) and its operation table, keyed by operationId.
 */
export interface ApiCaller {
  _call(op: never, input: CallInput): { withResponse(): Promise<{ data: unknown; requestId: string | undefined }> };
  /** For operations that answer with a stream (a client generated from a spec that has some). */
  _stream?(op: never, input: CallInput, options?: { signal?: AbortSignal }): { withResponse(): Promise<{ data: AsyncIterable<unknown>; requestId: string | undefined }> };
}
