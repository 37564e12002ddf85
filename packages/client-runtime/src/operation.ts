/** What the runtime knows about an operation (from the generated `operations` table) and how it finds one. */
import type { RequestBody } from './body.js';
import type { StreamFormat } from './stream-decoders.js';
import type { Stream, StreamCall } from './stream.js';
import type { WithResponse } from './api-promise.js';

export type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch' | 'trace';

export interface OperationMeta {
  readonly id: string;
  readonly method: HttpMethod;
  /** Path template, e.g. `/things/{thing_id}/parts`. */
  readonly path: string;
  /** Safe to send again after it may have reached the server (`x-idempotent`). */
  readonly idempotent: boolean;
  readonly pagination: 'page' | 'cursor' | 'none';
  /** Needs no token (the token exchange). */
  readonly public: boolean;
  readonly scopes: readonly string[];
  /**
   * How the success answer is read when it is not JSON: `text` (text/plain, text/csv...) resolves to a
   * string, `blob` (application/octet-stream, application/pdf, images...) to a Blob. Absent: JSON.
   */
  readonly responseType?: 'text' | 'blob';
  /** The success answer is a stream of items (Server-Sent Events, JSON Lines, json-seq): how it is framed and read. */
  readonly stream?: StreamFormat;
  /** Opens and reads such an answer (`openStream`); only streaming operations carry it, so other bundles leave the reader out. */
  readonly openStream?: (call: StreamCall) => Promise<WithResponse<Stream<unknown>>>;
  /** The media types the body may be sent as, the default first, when it is not JSON alone. */
  readonly requestTypes?: readonly string[];
  /** Writes such a body (`encodeRequestBody`); only these operations carry it, so JSON-only bundles leave it out. */
  readonly encodeBody?: (
    value: unknown,
    declared: readonly string[] | undefined,
    picked: string | undefined,
    operation: string,
  ) => { body: RequestBody; contentType: string | undefined };
  /** Parameters whose style or explode is not their location's default; the rest need no entry. */
  readonly params?: readonly ParamMeta[];
  /**
   * Writes the URL of an operation whose path or query parameters have such a style (`styledUrl`, on
   * openapi-fetch's serialisers); only these operations carry it, so other bundles leave it out.
   */
  /** Writes header and cookie parameters (`headerParams`); only operations that take them carry it. */
  readonly writeHeaders?: (op: OperationMeta, headers: Record<string, unknown> | undefined, cookies: Record<string, unknown> | undefined) => Record<string, string>;
  readonly serializeUrl?: (baseUrl: string, op: OperationMeta, path: Record<string, unknown> | undefined, query: Record<string, unknown> | undefined) => string;
}

/** How one parameter is written (OpenAPI 3.1 section 4.8.12.4). */
export interface ParamMeta {
  readonly name: string;
  readonly in: 'path' | 'query' | 'header' | 'cookie';
  readonly style: string;
  readonly explode: boolean;
}

/** Finds the operation of a request sent through `client.raw`, by method and path template. */
export class OperationIndex {
  private readonly entries: { method: string; pattern: RegExp; meta: OperationMeta }[];

  constructor(operations: readonly OperationMeta[]) {
    this.entries = operations.map((meta) => ({
      method: meta.method.toUpperCase(),
      pattern: new RegExp(
        `${meta.path
          .split(/\{[^}]+\}/)
          .map(escapeRegExp)
          .join('[^/]+')}$`,
      ),
      meta,
    }));
  }

  byPath(method: string, path: string): OperationMeta | undefined {
    return this.entries.find((e) => e.method === method.toUpperCase() && e.meta.path === path)?.meta;
  }

  /** `url` is a full URL; its path ends with the template once the base URL's own path is set aside. */
  match(method: string, url: string): OperationMeta | undefined {
    const { pathname } = new URL(url);
    return this.entries.find((e) => e.method === method.toUpperCase() && e.pattern.test(pathname))?.meta;
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** RFC 9110 section 9.2.2, for requests whose operation is unknown. */
export function idempotentMethod(method: string): boolean {
  return ['GET', 'HEAD', 'OPTIONS', 'TRACE', 'PUT', 'DELETE'].includes(method.toUpperCase());
}
