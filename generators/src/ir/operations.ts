/**
 * Operation Object -> IROperation. Settles what generators need once: SDK placement, scopes,
 * pagination kind, idempotency, cost and provenance (extensions described in openapi/README.md).
 */
import type { HttpMethod, IRApi, IROperation, IRParameter, IRResponse, PaginationKind } from './types.js';
import { transformParameters } from './parameters.js';
import { transformExamples, transformResponses } from './responses.js';
import { deref, escapePointer, type Doc } from './refs.js';
import { camelCase } from './names.js';
import { readCost, readIdempotent, readInferred, readPagination, readRateLimit, readSdkMethod, readSunset } from './extensions.js';
import { valueAt } from './examples.js';
import type { Problems } from './problems.js';
import { HTTP_METHODS } from '../openapi/primitives.js';

export { HTTP_METHODS };
/** RFC 9110 section 9.2.2: these methods are idempotent unless the spec says otherwise. */
const IDEMPOTENT_METHODS = new Set<HttpMethod>(['get', 'head', 'options', 'trace', 'put', 'delete']);

export interface OperationContext {
  doc: Doc;
  /** The page and error envelopes of the configuration (IRApi), as far as operations need them. */
  pagination?: IRApi['pagination'];
  errors?: IRApi['errors'];
  problems: Problems;
}

export function transformOperation(
  ctx: OperationContext,
  path: string,
  method: HttpMethod,
  pathItem: Record<string, unknown>,
  sourceFile: string | undefined,
): IROperation & { declaredSdkMethod?: string } {
  const { doc, problems } = ctx;
  const op = pathItem[method] as Record<string, unknown>;
  const itemAt = `#/paths/${escapePointer(path)}`;
  const at = `${itemAt}/${method}`;
  const { id, tag } = operationIdentity(path, method, op);
  const parameters = transformParameters(
    doc,
    [
      { at: `${itemAt}/parameters`, parameters: pathItem.parameters as unknown[] | undefined },
      { at: `${at}/parameters`, parameters: op.parameters as unknown[] | undefined },
    ],
    problems,
  );
  parameters.path = templateParameters(path, parameters.path);
  const security = (op.security ?? doc.security ?? []) as Record<string, string[]>[];
  const definedSchemes = ((doc.components as { securitySchemes?: object } | undefined)?.securitySchemes ?? {}) as Record<string, unknown>;
  const bodyRef = (op.requestBody as { $ref?: unknown } | undefined)?.$ref;
  const bodyAt = typeof bodyRef === 'string' ? bodyRef : `${at}/requestBody`;
  const body = op.requestBody ? deref(doc, op.requestBody) : undefined;
  const [contentType, media] = Object.entries((body?.content ?? {}) as Record<string, Record<string, unknown>>)[0] ?? [];
  const responses = transformResponses({ ...ctx, ...streamField(doc, media?.schema) }, op.responses as Record<string, unknown>, `${at}/responses`);
  const declaredSdkMethod = readSdkMethod(op['x-sdk-method'], at, problems, id);
  const declaredPagination = readPagination(op['x-pagination'], at, problems);
  if (declaredPagination && !ctx.pagination) {
    problems.at(
      `${at}/x-pagination`,
      `x-pagination is "${declaredPagination}", but the configuration names no page envelope: add \`pagination: { items, hasMore, nextCursor }\` to the generator configuration.`,
    );
  } else if (declaredPagination && ctx.pagination && !hasPageEnvelope(doc, responses, ctx.pagination.items)) {
    problems.at(
      `${at}/x-pagination`,
      `x-pagination is "${declaredPagination}", but the success answer is not the configured page envelope (an object whose \`${ctx.pagination.items.join('.')}\` is an array).`,
    );
  }
  const cost = readCost(op['x-cost'], at, problems);
  const rateLimit = readRateLimit(op['x-rate-limit'], at, problems);
  const inferred = readInferred(op['x-inferred'], at, problems);
  const sunset = readSunset(op, at, problems);
  return {
    id,
    method,
    path,
    tag,
    summary: String(op.summary ?? ''),
    description: String(op.description ?? ''),
    deprecated: Boolean(op.deprecated),
    ...(sunset ? { sunset } : {}),
    sdk: sdkPlacement(declaredSdkMethod, tag, id),
    ...(declaredSdkMethod ? { declaredSdkMethod } : {}),
    security: {
      public: security.length === 0 || security.some((req) => Object.keys(req).length === 0),
      // A name that is no scheme of the document is left out (load/consistency.ts warns of it); the requirement still stands.
      schemes: [...new Set(security.flatMap((req) => Object.keys(req)))].filter((name) => name in definedSchemes).sort(),
      scopes: [...new Set(security.flatMap((req) => Object.values(req).flat()))].sort(),
    },
    parameters,
    ...(body && contentType && media
      ? {
          requestBody: {
            required: Boolean(body.required),
            contentType,
            contentTypes: Object.keys(body.content as Record<string, unknown>),
            schemas: Object.fromEntries(
              Object.entries(body.content as Record<string, Record<string, unknown>>).map(([type, m]) => [type, (m?.schema ?? {}) as Record<string, unknown>]),
            ),
            schema: (media.schema ?? {}) as Record<string, unknown>,
            description: String(body.description ?? ''),
            examples: transformExamples(ctx, media, `${bodyAt}/content/${escapePointer(contentType)}`),
          },
        }
      : {}),
    responses,
    pagination: paginationKind(
      declaredPagination,
      ctx,
      parameters.query.map((p) => p.name),
      responses,
    ),
    idempotent: idempotency(op, method, at, problems),
    ...(cost ? { cost } : {}),
    ...(rateLimit ? { rateLimit } : {}),
    ...(inferred ? { inferred } : {}),
    provenance: { ...(sourceFile ? { file: sourceFile } : {}), pointer: at },
  };
}

/**
 * The path parameters are those the path's template names: a declared one the template does not name is left
 * out (no request can carry it), a name with none declared is a required string (load/consistency.ts warns of both).
 */
function templateParameters(path: string, declared: IRParameter[]): IRParameter[] {
  const names = new Set([...path.matchAll(/\{([^{}]+)\}/g)].map((m) => m[1]!));
  const kept = declared.filter((p) => names.has(p.name));
  const made = [...names]
    .filter((name) => !kept.some((p) => p.name === name))
    .map((name): IRParameter => ({ name, in: 'path', required: true, description: '', deprecated: false, schema: { type: 'string' }, style: 'simple', explode: false }));
  return [...kept, ...made];
}

/** The operationId the author wrote, if any: an empty one is read as absent (load/consistency.ts warns of it). */
export function declaredOperationId(op: Record<string, unknown>): string | undefined {
  return typeof op.operationId === 'string' && op.operationId !== '' ? op.operationId : undefined;
}

/**
 * The operation's id (its operationId, else derived from method and path; duplicates are settled in
 * `buildIR`) and its tag (the first of `tags`, else the first path segment): what SDK placement starts from.
 */
export function operationIdentity(path: string, method: HttpMethod, op: Record<string, unknown>): { id: string; tag: string } {
  const id = declaredOperationId(op) ?? camelCase(`${method} ${path}`);
  const tag = Array.isArray(op.tags) && op.tags.length ? String(op.tags[0]) : (path.split('/').filter(Boolean)[0] ?? 'default');
  return { id, tag };
}

/** `x-idempotent` when declared, else RFC 9110's rule for the method. */
export function idempotency(op: Record<string, unknown>, method: HttpMethod, at: string, problems: Problems): boolean {
  return readIdempotent(op['x-idempotent'], at, problems) ?? IDEMPOTENT_METHODS.has(method);
}

/**
 * SDK placement `client.<resource...>.<method>()`. From `x-sdk-method` (`objects.records.list`) when given;
 * otherwise derived (documented in generators/README.md): the resource is the first tag, camelCased; the
 * method is the operationId, less a leading `<tag>/`, `<tag>-` or `<tag>_`, camelCased
 * (`actions/list-runners` under tag `actions` -> `client.actions.listRunners`). Collisions are settled in
 * `settleSdkNames` once every operation is known.
 */
export function sdkPlacement(declared: string | undefined, tag: string, id: string): IROperation['sdk'] {
  if (declared) {
    const parts = declared.split('.');
    return { resource: parts.slice(0, -1), method: parts.at(-1)! };
  }
  const prefix = new RegExp(`^${tag.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[/_-]`, 'i');
  const method = camelCase(id.replace(prefix, '')) || camelCase(id) || 'call';
  return { resource: [camelCase(tag) || 'default'], method };
}

/**
 * `x-pagination` when declared; otherwise inferred from the configured page or cursor query parameter, but
 * only when the success answer is a page envelope (an object whose configured `items` is an array): a plain
 * array answer with a `page` parameter (GitHub's style) is an ordinary operation, not one the iterators can
 * walk. Without a configured page envelope nothing is inferred.
 */
export function paginationKind(
  declared: PaginationKind | undefined,
  ctx: Pick<OperationContext, 'doc' | 'pagination'>,
  queryNames: string[],
  responses: IRResponse[],
): PaginationKind {
  if (declared) return ctx.pagination ? declared : 'none';
  const envelope = ctx.pagination;
  if (!envelope || !hasPageEnvelope(ctx.doc, responses, envelope.items)) return 'none';
  if (queryNames.includes(envelope.cursorParam)) return 'cursor';
  if (queryNames.includes(envelope.pageParam)) return 'page';
  return 'none';
}

function hasPageEnvelope(doc: Doc, responses: IRResponse[], items: string[]): boolean {
  const success = responses.find((r) => /^2\d\d$/.test(r.status) && r.schema);
  if (!success) return false;
  try {
    let schema = deref(doc, success.schema);
    for (const key of items) schema = deref(doc, valueAt(schema, ['properties', key]));
    return schema?.type === 'array';
  } catch {
    return false;
  }
}

/** A boolean `stream` property of the request body (OpenAI's way of asking for a streamed answer). */
function streamField(doc: Doc, schema: unknown): { streamField?: string } {
  try {
    const resolved = deref(doc, schema) as { properties?: Record<string, unknown>; allOf?: unknown[] } | undefined;
    const candidates = [resolved, ...(resolved?.allOf ?? []).map((part) => deref(doc, part) as typeof resolved)];
    for (const candidate of candidates) {
      const field = candidate?.properties?.stream ? (deref(doc, candidate.properties.stream) as { type?: unknown; anyOf?: unknown[] }) : undefined;
      const types = field ? [field.type, ...(field.anyOf ?? []).map((a) => (deref(doc, a) as { type?: unknown }).type)].flat() : [];
      if (types.includes('boolean')) return { streamField: 'stream' };
    }
  } catch {
    // An unresolvable body schema has no field to ask with.
  }
  return {};
}
