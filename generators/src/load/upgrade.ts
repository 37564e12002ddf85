/**
 * OpenAPI 3.0.x -> 3.1.0, in memory, after bundling (so diagnostics still point at the authored files).
 *
 * Only what differs between the two versions' Schema Objects is rewritten (OpenAPI 3.1 release notes,
 * "Upgrading from OpenAPI 3.0 to 3.1"):
 * - `nullable: true` -> `null` added to `type` (or to `enum`), or `anyOf: [schema, {type: 'null'}]` for a
 *   schema with no type of its own (a `$ref`, a composition);
 * - boolean `exclusiveMinimum`/`exclusiveMaximum` -> the numeric form of JSON Schema 2020-12;
 * - a schema's `example` -> `examples: [example]` (parameters and media types keep `example`, valid in 3.1);
 * - `x-webhooks`, where 3.0 documents (GitHub's, Redocly's convention) put what 3.1 calls `webhooks`, -> `webhooks`.
 * Written here rather than taken from @scalar/openapi-upgrader because that package requires Node 22.
 */
import { isObject } from '../openapi/primitives.js';
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- OpenAPI documents are untyped JSON, read by path
type Node = Record<string, any>;

const COMPOSITIONS = ['allOf', 'anyOf', 'oneOf'] as const;

export function upgradeTo31(document: Node): Node {
  document.openapi = '3.1.0';
  if (isObject(document['x-webhooks']) && !('webhooks' in document)) {
    document.webhooks = document['x-webhooks'];
    delete document['x-webhooks'];
  }
  const components = isObject(document.components) ? document.components : {};
  for (const schema of Object.values(components.schemas ?? {})) upgradeSchema(schema);
  for (const parameter of Object.values(components.parameters ?? {})) upgradeParameter(parameter);
  for (const header of Object.values(components.headers ?? {})) upgradeParameter(header);
  for (const body of Object.values(components.requestBodies ?? {})) upgradeContent(body);
  for (const response of Object.values(components.responses ?? {})) upgradeResponse(response);
  for (const item of Object.values(document.paths ?? {})) upgradePathItem(item);
  for (const item of Object.values(document.webhooks ?? {})) upgradePathItem(item);
  return document;
}

function upgradePathItem(item: unknown) {
  if (!isObject(item)) return;
  for (const parameter of item.parameters ?? []) upgradeParameter(parameter);
  for (const [key, operation] of Object.entries(item)) {
    if (key === 'parameters' || !isObject(operation)) continue;
    for (const parameter of operation.parameters ?? []) upgradeParameter(parameter);
    upgradeContent(operation.requestBody);
    for (const response of Object.values(operation.responses ?? {})) upgradeResponse(response);
    for (const callback of Object.values(operation.callbacks ?? {})) {
      if (isObject(callback)) for (const cbItem of Object.values(callback)) upgradePathItem(cbItem);
    }
  }
}

function upgradeParameter(parameter: unknown) {
  if (!isObject(parameter)) return;
  upgradeSchema(parameter.schema);
  upgradeContent(parameter);
}

function upgradeResponse(response: unknown) {
  if (!isObject(response)) return;
  for (const header of Object.values(response.headers ?? {})) upgradeParameter(header);
  upgradeContent(response);
}

function upgradeContent(holder: unknown) {
  if (!isObject(holder) || !isObject(holder.content)) return;
  for (const media of Object.values(holder.content)) {
    if (!isObject(media)) continue;
    upgradeSchema(media.schema);
    for (const encoding of Object.values(media.encoding ?? {})) {
      if (isObject(encoding)) for (const header of Object.values(encoding.headers ?? {})) upgradeParameter(header);
    }
  }
}

/** One Schema Object and every schema inside it. */
export function upgradeSchema(schema: unknown): void {
  if (!isObject(schema)) return;
  upgradeBounds(schema);
  if ('example' in schema && !('examples' in schema)) {
    schema.examples = [schema.example];
    delete schema.example;
  }
  if (schema.nullable === true) makeNullable(schema);
  if (typeof schema.nullable === 'boolean') delete schema.nullable;

  for (const key of ['properties', 'patternProperties'] as const) {
    if (isObject(schema[key])) for (const sub of Object.values(schema[key])) upgradeSchema(sub);
  }
  for (const key of ['items', 'additionalProperties', 'not', 'contains', 'propertyNames'] as const) upgradeSchema(schema[key]);
  for (const key of COMPOSITIONS) if (Array.isArray(schema[key])) schema[key].forEach(upgradeSchema);
}

/** Boolean `exclusiveMinimum`/`exclusiveMaximum` (3.0, JSON Schema draft 4) -> 2020-12's numeric bound; nothing else of the schema. */
export function upgradeBounds(schema: unknown): void {
  if (!isObject(schema)) return;
  for (const bound of ['Minimum', 'Maximum'] as const) {
    const exclusive = `exclusive${bound}`;
    const plain = bound.toLowerCase();
    if (schema[exclusive] === true && typeof schema[plain] === 'number') {
      schema[exclusive] = schema[plain];
      delete schema[plain];
    } else if (typeof schema[exclusive] === 'boolean') {
      delete schema[exclusive];
    }
  }
}

function makeNullable(schema: Node) {
  if (typeof schema.type === 'string') {
    schema.type = [schema.type, 'null'];
    if (Array.isArray(schema.enum) && !schema.enum.includes(null)) schema.enum = [...schema.enum, null];
  } else if (Array.isArray(schema.type)) {
    if (!schema.type.includes('null')) schema.type = [...schema.type, 'null'];
  } else {
    // No type of its own ($ref, allOf, ...): in 3.1 a $ref's siblings apply, but `nullable` has no meaning
    // without a type, so the schema becomes "this, or null".
    const inner: Node = {};
    for (const key of Object.keys(schema)) {
      if (key === 'nullable' || key === 'description' || key === 'title' || key === 'default' || key === 'readOnly' || key === 'writeOnly' || key === 'deprecated') continue;
      inner[key] = schema[key];
      delete schema[key];
    }
    schema.anyOf = [inner, { type: 'null' }];
  }
}
