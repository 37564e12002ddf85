/**
 * IR operation -> one row of the route table (`RouteDefinition` of packages/server/src/core/types.ts):
 * method, Fastify path, scopes, public or not, idempotency, pagination, rate limit, cost and the JSON
 * Schemas of each request part and documented response. Pure data; the template only prints it.
 */
import type { IR, IROperation, IRParameter, IRRateLimit, JsonSchema } from '../../ir/types.js';
import { validatorSchema } from './json-schema.js';
import { isJsonMediaType } from '../../openapi/primitives.js';

export interface RouteRow {
  operationId: string;
  method: string;
  specPath: string;
  url: string;
  public: boolean;
  scopes: string[];
  idempotent: boolean;
  pagination: string;
  rateLimit: IRRateLimit | null;
  cost: { charges: string; when: string } | null;
  parameters: { name: string; in: string; required: boolean; style: string; explode: boolean; type: string }[];
  request: {
    path: JsonSchema | null;
    query: JsonSchema | null;
    header: JsonSchema | null;
    cookie?: JsonSchema;
    body: { required: boolean; contentType: string; contentTypes?: string[]; schema: JsonSchema; schemas?: Record<string, JsonSchema> } | null;
  };
  responses: Record<string, { schema: JsonSchema | null; headers: string[]; contentType?: string; stream?: { format: string } }>;
}

/** OpenAPI path templating (`{name}`, section 3.2) -> Fastify's `:name`. */
export function fastifyPath(specPath: string): string {
  return specPath.replace(/\{([^}]+)\}/g, ':$1');
}

export function routeRows(ir: IR): RouteRow[] {
  return [...ir.operations].sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method)).map((op) => routeRow(ir, op));
}

function routeRow(ir: IR, op: IROperation): RouteRow {
  const params = [...op.parameters.path, ...op.parameters.query, ...op.parameters.header, ...op.parameters.cookie].filter(
    // The request-id header is the runtime's own (echoed, or replaced when unusable), so it is not validated.
    (p) => !(p.in === 'header' && ir.api.requestIdHeader && p.name.toLowerCase() === ir.api.requestIdHeader.toLowerCase()),
  );
  return {
    operationId: op.id,
    method: op.method.toUpperCase(),
    specPath: op.path,
    url: fastifyPath(op.path),
    public: op.security.public,
    scopes: op.security.scopes,
    idempotent: op.idempotent,
    pagination: op.pagination,
    rateLimit: op.rateLimit ?? ir.api.rateLimit ?? null,
    cost: op.cost ? { charges: op.cost.charges, when: op.cost.when } : null,
    parameters: params.map((p) => ({
      name: p.name,
      in: p.in,
      required: p.required,
      style: p.style,
      explode: p.explode,
      type: parameterType(p.schema),
    })),
    request: {
      path: objectSchema(params.filter((p) => p.in === 'path')),
      query: objectSchema(params.filter((p) => p.in === 'query')),
      // Header names are matched lower-cased, as Node hands them over.
      header: objectSchema(params.filter((p) => p.in === 'header').map((p) => ({ ...p, name: p.name.toLowerCase() }))),
      ...(op.parameters.cookie.length ? { cookie: objectSchema(op.parameters.cookie)! } : {}),
      body: op.requestBody
        ? {
            required: op.requestBody.required,
            contentType: op.requestBody.contentType,
            // Listed when there is more than the one: the runtime accepts each of them.
            ...(op.requestBody.contentTypes.length > 1 ? { contentTypes: op.requestBody.contentTypes } : {}),
            schema: validatorSchema(op.requestBody.schema),
            ...(op.requestBody.contentTypes.length > 1
              ? { schemas: Object.fromEntries(op.requestBody.contentTypes.map((type) => [type, validatorSchema(op.requestBody!.schemas[type] ?? {})])) }
              : {}),
          }
        : null,
    },
    responses: Object.fromEntries(
      [...op.responses]
        .sort((a, b) => a.status.localeCompare(b.status))
        .map((r) => [
          r.status,
          {
            // A stream's schema is one item's (ir/streams.ts): the runtime checks each item it writes.
            schema: r.stream ? validatorSchema(r.stream.itemSchema) : r.schema ? validatorSchema(r.schema) : null,
            headers: r.headers
              .filter((h) => h.required)
              .map((h) => h.name)
              .sort(),
            // Text and bytes: the runtime sets this media type and sends the handler's string or Buffer as it is.
            ...(r.contentType && !isJsonMediaType(r.contentType) ? { contentType: r.contentType } : {}),
            ...(r.stream ? { stream: { format: r.stream.format } } : {}),
          },
        ]),
    ),
  };
}

/** How the runtime reads a parameter's raw text: a list, an object (by its style) or one value. */
function parameterType(schema: JsonSchema): string {
  if (typeof schema.type === 'string') return schema.type;
  if (Array.isArray(schema.type)) return (schema.type as string[]).find((t) => t !== 'null') ?? 'string';
  if (schema.items) return 'array';
  if (schema.properties || schema.additionalProperties) return 'object';
  return 'string';
}

/** Parameters of one location -> an object schema Ajv validates the parsed values against. */
function objectSchema(params: IRParameter[]): JsonSchema | null {
  if (!params.length) return null;
  const required = params.filter((p) => p.required).map((p) => p.name);
  return {
    type: 'object',
    properties: Object.fromEntries(params.map((p) => [p.name, validatorSchema(p.schema)])),
    ...(required.length ? { required } : {}),
  };
}
