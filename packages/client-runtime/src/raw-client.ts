/**
 * `client.raw`: the typed openapi-fetch client over the same transport (token, retries, timeouts). Kept out
 * of `BaseClient` so a consumer that never touches `raw` does not bundle openapi-fetch's client or the
 * operation index.
 */
import * as openapiFetch from 'openapi-fetch';
import type { Client } from 'openapi-fetch';
import type { BaseClient } from './base-client.js';
import { OperationIndex, type OperationMeta } from './operation.js';
import { invalidBody } from './transport.js';

/**
 * openapi-fetch's CommonJS build sets `exports.default` without `__esModule`, so a CommonJS consumer of our
 * bundle sees the module object one level further down; take the function wherever it is.
 */
function createClient<Paths extends object>(options: openapiFetch.ClientOptions): Client<Paths> {
  const module = (openapiFetch as { default: unknown }).default as { default?: unknown };
  const create = (module.default ?? module) as typeof openapiFetch.default;
  return create<Paths>(options);
}

const made = new WeakMap<object, unknown>();

/** The raw client of `client`, made on first use; `operations` lets it find the operation of each request. */
export function rawClient<Paths extends object>(client: BaseClient<Paths>, operations: Readonly<Record<string, OperationMeta>>): Client<Paths> {
  let raw = made.get(client) as Client<Paths> | undefined;
  if (!raw) {
    const index = new OperationIndex(Object.values(operations));
    raw = createClient<Paths>({ baseUrl: client.baseUrl, fetch: (request: Request) => send(client, request, index.match(request.method, request.url)) });
    made.set(client, raw);
  }
  return raw;
}

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/** The `fetch` given to openapi-fetch: the Request it built, sent through the client's transport. */
async function send(client: BaseClient<object>, request: Request, op: OperationMeta | undefined): Promise<Response> {
  const headers: Record<string, string> = {};
  request.headers.forEach((value, key) => (headers[key] = value));
  // Read once so that every attempt can send the same bytes again.
  const body = request.body ? await request.arrayBuffer() : undefined;
  const { response, text } = await client._exchange({ method: request.method, url: request.url, headers, body, signal: request.signal }, op);
  // openapi-fetch would throw a bare SyntaxError on a success whose body is not JSON; ours says which call.
  if (response.ok && text && /json/i.test(response.headers.get('content-type') ?? '')) {
    try {
      JSON.parse(text);
    } catch (error) {
      throw invalidBody(response, request.method, request.url, error, client._requestIdHeader);
    }
  }
  return new Response(NULL_BODY_STATUSES.has(response.status) ? null : text, { status: response.status, statusText: response.statusText, headers: response.headers });
}
