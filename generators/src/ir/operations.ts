/**
 * Operation Object -> IROperation. Settles what generators need once: SDK placement, scopes,
 * pagination kind, idempotency, cost and provenance (extensions described in openapi/README.md).
 */
import type { HttpMethod, IROperation, PaginationKind } from './types.js';
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
    responses: transformResponses(doc, op.responses as Record<string, unknown>),
    pagination: paginationKind(op['x-pagination'], parameters.query.map((p) => p.name)),
    idempotent: typeof op['x-idempotent'] === 'boolean' ? op['x-idempotent'] : IDEMPOTENT_METHODS.has(method),
    ...(op['x-cost'] ? { cost: op['x-cost'] as { charges: string; when: string } } : {}),
    ...(op['x-rate-limit'] ? { rateLimit: rateLimit(op['x-rate-limit']) } : {}),
    ...(op['x-inferred'] ? { inferred: String(op['x-inferred']) } : {}),
    provenance: { ...(sourceFile ? { file: sourceFile } : {}), pointer: `#/paths/${escapePointer(path)}/${method}` },
  };
}

function sdkPlacement(declared: unknown, tag: string, id: string): IROperation['sdk'] {
  if (typeof declared === 'string' && declared.includes('.')) {
    const parts = declared.split('.');
    return { resource: parts.slice(0, -1), method: parts.at(-1)! };
  }
  return { resource: [camelCase(tag)], method: camelCase(id) };
}

function paginationKind(declared: unknown, queryNames: string[]): PaginationKind {
  if (declared === 'page' || declared === 'cursor') return declared;
  if (queryNames.includes('cursor')) return 'cursor';
  if (queryNames.includes('page')) return 'page';
  return 'none';
}

function rateLimit(raw: unknown): IROperation['rateLimit'] {
  const r = raw as { requests: number; window_seconds: number; per: string };
  return { requests: r.requests, windowSeconds: r.window_seconds, per: r.per };
}
