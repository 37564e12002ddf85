/**
 * Operation Object -> IROperation. Settles what generators need once: SDK placement, scopes,
 * pagination kind, idempotency, cost and provenance (extensions described in openapi/README.md).
 */
import type { HttpMethod, IROperation, IRResponse, PaginationKind } from './types.js';
import { transformParameters } from './parameters.js';
import { transformExamples, transformResponses } from './responses.js';
import { deref, escapePointer, type Doc } from './refs.js';
import { camelCase } from './names.js';

export const HTTP_METHODS: HttpMethod[] = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
/** RFC 9110 section 9.2.2: these methods are idempotent unless the spec says otherwise. */
const IDEMPOTENT_METHODS = new Set<HttpMethod>(['get', 'head', 'options', 'trace', 'put', 'delete']);

export function transformOperation(
  doc: Doc,
  path: string,
  method: HttpMethod,
  pathItem: Record<string, unknown>,
  sourceFile: string | undefined,
): IROperation {
  const op = pathItem[method] as Record<string, unknown>;
  const id = typeof op.operationId === 'string' ? op.operationId : camelCase(`${method} ${path}`);
  const tag = Array.isArray(op.tags) && op.tags.length ? String(op.tags[0]) : path.split('/').filter(Boolean)[0] ?? 'default';
  const parameters = transformParameters(doc, pathItem.parameters as unknown[], op.parameters as unknown[]);
  const security = (op.security ?? doc.security ?? []) as Record<string, string[]>[];
  const body = op.requestBody ? deref(doc, op.requestBody) : undefined;
  const [contentType, media] = Object.entries((body?.content ?? {}) as Record<string, Record<string, unknown>>)[0] ?? [];
  const responses = transformResponses(doc, op.responses as Record<string, unknown>);
  return {
    id,
    method,
    path,
    tag,
    summary: String(op.summary ?? ''),
    description: String(op.description ?? ''),
    deprecated: Boolean(op.deprecated),
    sdk: sdkPlacement(op['x-sdk-method'], tag, id),
    security: {
      public: security.length === 0 || security.some((req) => Object.keys(req).length === 0),
      schemes: [...new Set(security.flatMap((req) => Object.keys(req)))].sort(),
      scopes: [...new Set(security.flatMap((req) => Object.values(req).flat()))].sort(),
    },
    parameters,
    ...(body && contentType && media
      ? {
          requestBody: {
            required: Boolean(body.required),
            contentType,
            schema: (media.schema ?? {}) as Record<string, unknown>,
            description: String(body.description ?? ''),
            examples: transformExamples(doc, media),
          },
        }
      : {}),
    responses,
    pagination: paginationKind(op['x-pagination'], parameters.query.map((p) => p.name), hasPageEnvelope(doc, responses)),
    idempotent: typeof op['x-idempotent'] === 'boolean' ? op['x-idempotent'] : IDEMPOTENT_METHODS.has(method),
    ...(op['x-cost'] ? { cost: op['x-cost'] as { charges: string; when: string } } : {}),
    ...(op['x-rate-limit'] ? { rateLimit: rateLimit(op['x-rate-limit']) } : {}),
    ...(op['x-inferred'] ? { inferred: String(op['x-inferred']) } : {}),
    provenance: { ...(sourceFile ? { file: sourceFile } : {}), pointer: `#/paths/${escapePointer(path)}/${method}` },
  };
}

/**
 * SDK placement `client.<resource...>.<method>()`. From `x-sdk-method` (`objects.records.list`) when given;
 * otherwise derived (documented in generators/README.md): the resource is the first tag, camelCased; the
 * method is the operationId, less a leading `<tag>/`, `<tag>-` or `<tag>_`, camelCased
 * (`actions/list-runners` under tag `actions` -> `client.actions.listRunners`). Collisions are settled in
 * `settleSdkNames` once every operation is known.
 */
function sdkPlacement(declared: unknown, tag: string, id: string): IROperation['sdk'] {
  if (typeof declared === 'string' && SDK_METHOD.test(declared)) {
    const parts = declared.split('.');
    return { resource: parts.slice(0, -1), method: parts.at(-1)! };
  }
  const prefix = new RegExp(`^${tag.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[/_-]`, 'i');
  const method = camelCase(id.replace(prefix, '')) || camelCase(id) || 'call';
  return { resource: [camelCase(tag) || 'default'], method };
}

/** A declared `x-sdk-method`: two or more identifiers joined by dots. */
export const SDK_METHOD = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+$/;

/**
 * `x-pagination` when declared; otherwise inferred from a `cursor` or `page` query parameter, but only when
 * the success answer is a page envelope (an object whose `data` is an array): a plain array answer with a
 * `page` parameter (GitHub's style) is an ordinary operation, not one the iterators can walk.
 */
function paginationKind(declared: unknown, queryNames: string[], envelope: boolean): PaginationKind {
  if (declared === 'page' || declared === 'cursor') return declared;
  if (!envelope) return 'none';
  if (queryNames.includes('cursor')) return 'cursor';
  if (queryNames.includes('page')) return 'page';
  return 'none';
}

function hasPageEnvelope(doc: Doc, responses: IRResponse[]): boolean {
  const success = responses.find((r) => /^2\d\d$/.test(r.status) && r.schema);
  if (!success) return false;
  try {
    const schema = deref(doc, success.schema);
    const data = deref(doc, (schema.properties as Record<string, unknown> | undefined)?.data);
    return data?.type === 'array';
  } catch {
    return false;
  }
}

function rateLimit(raw: unknown): IROperation['rateLimit'] {
  const r = raw as { requests: number; window_seconds: number; per: string };
  return { requests: r.requests, windowSeconds: r.window_seconds, per: r.per };
}
