/** What the front door needs of the API (`mockApi` of ../generated/operations.gen.ts). */
export interface MockApi {
  /** Lower-case; empty when the API has none (nothing is echoed). */
  requestIdHeader: string;
  /**
   * Where an error body carries its parts, as key paths (`code: ['error', 'code']`), and the type each
   * status answers with: the server runtime's envelope (`ErrorEnvelope`, spelled out here so the mock's
   * declarations need no runtime). Absent when unknown (refusals are then flat).
   */
  errors?: {
    code: readonly string[];
    type?: readonly string[];
    message?: readonly string[];
    param?: readonly string[];
    details?: readonly string[];
    requestId?: readonly string[];
    types?: { byStatus: Readonly<Record<string, string>>; clientError?: string; serverError?: string };
  };
  /** The API's title (`info.title`), for the banner. */
  title?: string;
  /** The client's base-URL variable (`<prefix>BASE_URL`), which the banner tells the reader to set. */
  baseUrlVariable?: string;
  /** The path of the spec's server, which Prism leaves out (it serves the paths at the bare origin). */
  basePath?: string;
  /**
   * The variable holding the credential and where a curl command sends it (`$<variable>` for its value):
   * a header line, a query pair or a cookie pair. Absent when the API takes none. The mock accepts any value.
   */
  credential?: { variable: string; header?: string; query?: string; cookie?: string };
  /**
   * The page envelope of paged lists, as key paths (the generator configuration's `pagination`), and the
   * query parameters that ask for a page or continue from a cursor. Absent when the API names none.
   */
  pagination?: {
    items: readonly string[];
    hasMore?: readonly string[];
    nextCursor?: readonly string[];
    page?: readonly string[];
    pageParam: string;
    cursorParam: string;
  };
}

/** The shape of one row of the generated operation table (../generated/operations.gen.ts). */
export interface MockOperation {
  /** operationId. */
  id: string;
  /** Upper-case HTTP method. */
  method: string;
  /** Path template of the spec, e.g. `/books/{bookId}/loans`. */
  path: string;
  /** Where the client exposes it: `client.<sdkMethod>(...)`, e.g. `books.loans.create`. */
  sdkMethod: string;
  /** Documented examples of the path parameters, in path order. */
  pathParams: string[];
  /** The path with its parameters set to their documented examples: a request the mock accepts. */
  requestPath: string;
  /** The first documented request body example, when the operation takes a body. */
  body?: unknown;
  /** Whether the call needs `Authorization: Bearer <token>` (every one but the token exchange). */
  authenticated: boolean;
  successStatus: number;
  /** The answer is a stream: the front door answers it with these items, framed as `format` says, then ends it. */
  stream?: { format: 'sse' | 'jsonl' | 'json-seq'; status: number; items: unknown[] };
  /** How the operation pages, as the generator settled it (`x-pagination`, or the configured envelope); absent when it does not. */
  pagination?: 'page' | 'cursor';
  /**
   * Every example of every 4xx/5xx response: its key (`example`), its summary (the title the reference
   * page shows), and the `Prefer` header value that makes the mock answer it. The mock takes the summary
   * in place of the key too.
   */
  errorExamples: { status: string; example: string; summary: string; code: string; prefer: string }[];
}

/** A request the API sends (a webhook, or a callback `<operationId>.<callback>`) and the payload the mock sends for it. */
export interface MockWebhook {
  name: string;
  kind: 'webhook' | 'callback';
  payload: unknown;
}
