/**
 * The stateful mock: answers the operations of inferred resources (`resources.ts`) from a record store
 * (`store.ts`), and leaves every other request to Prism (`null`).
 *
 * For a resource's operation: a `Prefer` header (a documented example on demand) or a missing credential
 * goes to Prism, which answers as before; otherwise the request is validated first (`validate.ts`), so a
 * refused request stores nothing, then the record is created, read, replaced (PUT), merged (PATCH),
 * removed or listed. A record that is not there, or under a parent that is not there, answers 404; a stored
 * value that is not a JSON object (written by hand into Redis, say) answers 500 naming it; a store that does
 * not answer, 503. Every error is in the API's shape (`formatError`, from the front door).
 */
import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { ApiError, errors, toApiError } from '@openapi-cmp/server-runtime/errors';
import type { ErrorObject } from 'ajv';
import { jsonContent, successResponse, type SpecOperation } from './operations.js';
import { decodeCursor, encodeCursor, listBody, type PageAnswer } from './pages.js';
import { complete, freshId, getAt, mergePatch, writable, wrap, type Json } from './records.js';
import type { Resource, Verb } from './resources.js';
import { isObject, propertiesOf, sampleOf, withoutWriteOnly } from './schema.js';
import type { RecordStore } from './store.js';
import { StoreUnavailableError } from './redis-store.js';
import { Router } from './router.js';
import { requestValidator } from './validate.js';

export interface MockRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: unknown;
  hasBody: boolean;
}

export interface Answer {
  status: number;
  headers: Record<string, string>;
  /** Undefined: no body. */
  body?: unknown;
}

export type FormatError = (op: SpecOperation | undefined, error: ApiError) => Answer;

export interface EngineOptions {
  operations: readonly SpecOperation[];
  resources: readonly Resource[];
  store: RecordStore;
  /** Keep each credential's records apart (a namespace per credential). */
  isolate?: boolean;
}

class Refused extends Error {
  constructor(
    readonly op: SpecOperation | undefined,
    readonly apiError: ApiError,
  ) {
    super(apiError.message);
  }
}

export class StatefulEngine {
  readonly resources: readonly Resource[];
  readonly store: RecordStore;
  #router: Router;
  #byOperation = new Map<SpecOperation, { resource: Resource; verb: Verb }>();
  #isolate: boolean;

  constructor(options: EngineOptions) {
    this.resources = options.resources;
    this.store = options.store;
    this.#isolate = options.isolate ?? false;
    for (const resource of options.resources) for (const [verb, op] of Object.entries(resource.ops) as [Verb, SpecOperation][]) this.#byOperation.set(op, { resource, verb });
    this.#router = new Router(options.operations);
  }

  /** The answer from the store, or null when Prism answers (not a resource's operation, a `Prefer`, no credential). */
  async answer(request: MockRequest, formatError: FormatError): Promise<Answer | null> {
    const [pathname = '/', search = ''] = request.url.split('?', 2);
    const routed = this.#router.route(request.method, pathname);
    const op = routed?.op;
    const params = routed?.op ? routed.params : {};
    const bound = op && this.#byOperation.get(op);
    if (!op || !bound || request.headers.prefer !== undefined) return null;
    const credential = credentialOf(op, request);
    if (credential === null) return null;
    try {
      return await this.#run(bound.resource, bound.verb, op, request, params, search, credential);
    } catch (error) {
      if (error instanceof Refused) return formatError(error.op, error.apiError);
      if (error instanceof StoreUnavailableError) return formatError(op, new ApiError(503, 'store_unavailable', error.message));
      throw error;
    }
  }

  async #run(resource: Resource, verb: Verb, op: SpecOperation, request: MockRequest, params: Record<string, string>, search: string, credential: string): Promise<Answer> {
    const query: Record<string, unknown> = {};
    for (const [name, value] of new URLSearchParams(search)) query[name] = name in query ? [query[name], value].flat() : value;
    const coerced: Record<string, unknown> = { ...params };
    const invalid = requestValidator(op).check({ path: coerced, query, body: request.body, hasBody: request.hasBody });
    if (invalid)
      throw new Refused(
        op,
        badRequest(
          op,
          toApiError(
            invalid.errors.map((e) => withData(e, invalid.location, coerced, query, request.body)),
            invalid.location,
          ),
        ),
      );
    const namespace = this.#isolate && credential ? `~${createHash('sha256').update(credential).digest('hex').slice(0, 16)}` : '';
    const fill = (template: string) => template.replace(/\{([^}]+)\}/g, (_m, name: string) => encodeURIComponent(params[name] ?? ''));
    const collection = namespace + fill(resource.collection);
    const id = resource.idParams.map((p) => encodeURIComponent(params[p] ?? '')).join('/');
    if (resource.parent) await this.#parentExists(resource.parent, namespace, params, op);
    const body = getAt(request.body, resource.bodyAt[verb] ?? []);
    const input = isObject(body) ? writable(body, resource.schema) : {};
    const success = successResponse(op);
    const status = Number(/^\d+$/.test(success?.code ?? '') ? success!.code : 200);
    const answerSchema = jsonContent(success?.contents)?.schema;
    const reply = (record: Json | undefined, headers: Record<string, string> = {}): Answer => {
      if (!jsonContent(success?.contents) || status === 204) return { status, headers };
      const at = resource.answerAt[verb];
      if (record && at) return { status, headers, body: wrap(withoutWriteOnly(record, resource.schema), at, answerSchema) };
      // The answer is not the record (`{ id, deleted: true }`): the documented example, with the record's ids.
      const content = jsonContent(success?.contents)!;
      const body = structuredClone(content.examples?.find((e) => e.value !== undefined)?.value ?? sampleOf(content.schema));
      if (record && isObject(body)) for (const field of resource.idFields) if (field in body) body[field] = record[field];
      return { status, headers, body };
    };
    const notFound = () => new Refused(op, errors.notFound(`No record at ${fill(resource.item ?? resource.collection)}.`));

    switch (verb) {
      case 'list':
        return this.#list(resource, op, collection, query, fill(resource.collection), search);
      case 'read': {
        const record = await this.#load(collection, id, op, fill(resource.item!));
        if (!record) throw notFound();
        return reply(record);
      }
      case 'create': {
        let record: Json | undefined;
        for (let attempt = 0; attempt < 5 && !record; attempt++) {
          const candidate = complete(input, resource.schema);
          const chosen = resource.idFields.every((f) => candidate[f] !== undefined && candidate[f] !== null && propertiesOf(resource.schema)[f]?.readOnly !== true && f in input);
          if (!chosen) {
            for (const field of resource.idFields) {
              if (field in input) continue;
              candidate[field] = await freshId(propertiesOf(resource.schema)[field], () => this.store.nextNumber(collection));
            }
          }
          const key = resource.idFields.map((f) => encodeURIComponent(String(candidate[f]))).join('/');
          if (await this.store.put(collection, key, JSON.stringify(candidate), 'create')) record = candidate;
          else if (chosen)
            throw new Refused(
              op,
              new ApiError(409, 'resource_exists', `A ${resource.name} with ${resource.idFields.map((f) => `${f} ${JSON.stringify(candidate[f])}`).join(', ')} exists already.`),
            );
        }
        if (!record) throw new Refused(op, new ApiError(500, 'internal_error', 'The mock could not find a free id.'));
        const headers: Record<string, string> = {};
        if (resource.item) headers.location = this.#itemPath(resource, params, record);
        return reply(record, headers);
      }
      case 'replace': {
        const previous = await this.#load(collection, id, op, fill(resource.item!));
        if (!previous && resource.ops.create) throw notFound();
        const record = complete(input, resource.schema, previous);
        resource.idParams.forEach((p, i) => (record[resource.idFields[i]!] = previous?.[resource.idFields[i]!] ?? coerced[p]));
        if (!(await this.store.put(collection, id, JSON.stringify(record), previous ? 'replace' : 'upsert'))) throw notFound();
        return reply(record);
      }
      case 'update': {
        const previous = await this.#load(collection, id, op, fill(resource.item!));
        if (!previous) throw notFound();
        const record = complete(mergePatch(previous, input) as Json, resource.schema, previous);
        if (!(await this.store.put(collection, id, JSON.stringify(record), 'replace'))) throw notFound();
        return reply(record);
      }
      case 'remove': {
        const previous = await this.#load(collection, id, op, fill(resource.item!), true);
        if (!(await this.store.remove(collection, id))) throw notFound();
        return reply(previous);
      }
    }
  }

  #itemPath(resource: Resource, params: Record<string, string>, record: Json): string {
    const values: Record<string, string> = { ...params };
    resource.idParams.forEach((p, i) => (values[p] = String(record[resource.idFields[i]!])));
    return resource.item!.replace(/\{([^}]+)\}/g, (_m, name: string) => encodeURIComponent(values[name] ?? ''));
  }

  async #parentExists(parent: Resource, namespace: string, params: Record<string, string>, op: SpecOperation): Promise<void> {
    const fill = (template: string) => template.replace(/\{([^}]+)\}/g, (_m, name: string) => encodeURIComponent(params[name] ?? ''));
    const id = parent.idParams.map((p) => encodeURIComponent(params[p] ?? '')).join('/');
    if (!(await this.store.get(namespace + fill(parent.collection), id))) {
      throw new Refused(op, errors.notFound(`No record at ${fill(parent.item!)}.`));
    }
  }

  /** A stored record; undefined when absent; a value that is not a JSON object is refused, naming it. */
  async #load(collection: string, id: string, op: SpecOperation, where: string, lenient = false): Promise<Json | undefined> {
    const json = await this.store.get(collection, id);
    if (json === undefined) return undefined;
    return parseRecord(json, op, where, lenient);
  }

  async #list(resource: Resource, op: SpecOperation, collection: string, query: Record<string, unknown>, path: string, search: string): Promise<Answer> {
    const style = resource.list!;
    const limitValue = style.limitParam !== undefined ? query[style.limitParam] : undefined;
    const limit = style.kind === 'all' && limitValue === undefined ? undefined : Math.max(1, Number(limitValue ?? style.defaultLimit) || style.defaultLimit);
    const answer: PageAnswer = { records: [] };
    let result;
    if (style.kind === 'cursor') {
      const cursor = query[style.cursorParam!];
      const afterSeq = typeof cursor === 'string' && cursor !== '' ? decodeCursor(cursor) : undefined;
      if (typeof cursor === 'string' && cursor !== '' && afterSeq === undefined) {
        throw new Refused(
          op,
          badRequest(
            op,
            new ApiError(400, 'invalid_cursor', `${style.cursorParam} ${JSON.stringify(cursor)} is not a cursor this mock gave; pass the one from the previous page.`, {
              param: style.cursorParam!,
            }),
          ),
        );
      }
      result = await this.store.page(collection, { ...(afterSeq !== undefined ? { afterSeq } : {}), ...(limit !== undefined ? { limit } : {}) });
      if (result.more) answer.next = { cursor: encodeCursor(result.records.at(-1)!.seq) };
    } else {
      const pageNumber = style.kind === 'page' ? Number(query[style.pageParam!] ?? style.firstPage) : undefined;
      const offset = style.kind === 'page' ? (pageNumber! - style.firstPage) * (limit ?? 0) : style.kind === 'offset' ? Number(query[style.offsetParam!] ?? 0) : 0;
      result = await this.store.page(collection, { offset: Math.max(0, offset), ...(limit !== undefined ? { limit } : {}) });
      if (pageNumber !== undefined) answer.page = pageNumber;
      if (result.more) answer.next = style.kind === 'page' ? { page: pageNumber! + 1 } : { offset: offset + result.records.length };
    }
    answer.total = result.total;
    answer.records = result.records.map((r) => withoutWriteOnly(parseRecord(r.json, op, `${path}/${r.id}`), resource.schema));
    const headers: Record<string, string> = {};
    if (style.linkHeader && answer.next) {
      const next = new URLSearchParams(search);
      if (answer.next.cursor) next.set(style.cursorParam!, answer.next.cursor);
      if (answer.next.page !== undefined) next.set(style.pageParam!, String(answer.next.page));
      if (answer.next.offset !== undefined) next.set(style.offsetParam!, String(answer.next.offset));
      headers.link = `<${path}?${next}>; rel="next"`;
    }
    return { status: Number(successResponse(op)?.code) || 200, headers, body: listBody(style, answer) };
  }
}

function parseRecord(json: string, op: SpecOperation, where: string, lenient = false): Json {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    value = undefined;
  }
  if (isObject(value)) return value;
  if (lenient) return {};
  throw new Refused(
    op,
    new ApiError(
      500,
      'stored_value_corrupt',
      `The stored value of ${where} is not a JSON object (${JSON.stringify(json.slice(0, 40))}); delete it, or clear the mock's state (POST /__mock/reset).`,
    ),
  );
}

/** A refusal's status: the spec's documented 400, else its 422, else 400. */
function badRequest(op: SpecOperation, error: ApiError): ApiError {
  const status = op.responses.some((r) => r.code === '400') ? 400 : op.responses.some((r) => r.code === '422') ? 422 : 400;
  return status === error.status
    ? error
    : new ApiError(status, error.code, error.message, {
        ...(error.param !== undefined ? { param: error.param } : {}),
        ...(error.details !== undefined ? { details: error.details } : {}),
      });
}

/** The value an error points at, for the "(got ...)" of its message. */
function withData(error: ErrorObject, location: string, path: Record<string, unknown>, query: Record<string, unknown>, body: unknown): ErrorObject {
  const source = location === 'path' ? path : location === 'query' ? query : body;
  const steps = error.instancePath
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  return { ...error, data: getAt(source, steps) };
}

/**
 * The credential the request sends for the operation's security (any value is accepted, as Prism does): ''
 * when the operation needs none, null when it needs one the request lacks (Prism answers its 401).
 */
function credentialOf(op: SpecOperation, request: MockRequest): string | null {
  const alternatives = op.security ?? [];
  if (!alternatives.length || alternatives.some((a) => a.length === 0)) return '';
  const cookies = new Map(
    String(request.headers.cookie ?? '')
      .split(/;\s*/)
      .map((c) => c.split('=', 2) as [string, string]),
  );
  const query = new URLSearchParams(request.url.split('?', 2)[1] ?? '');
  for (const alternative of alternatives) {
    const values = alternative.map((scheme) => {
      if (scheme.type === 'apiKey' && scheme.name) {
        if (scheme.in === 'query') return query.get(scheme.name) ?? undefined;
        if (scheme.in === 'cookie') return cookies.get(scheme.name);
        return headerValue(request.headers[scheme.name.toLowerCase()]);
      }
      return headerValue(request.headers.authorization);
    });
    if (values.every((v) => v)) return values.join('\n');
  }
  return null;
}

const headerValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
