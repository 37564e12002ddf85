/** The one reading of a schema's documented value, shared by every emitter through the IR. */
import type { JsonSchema, KeyPath } from './types.js';

/** A value the schema documents: `example`, the first of `examples`, the first enum value; arrays get one item. */
export function exampleOf(schema: JsonSchema): unknown {
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0];
  if (Array.isArray(schema.enum) && schema.enum.length) return schema.enum[0];
  if (schema.type === 'array' && schema.items && typeof schema.items === 'object') {
    const item = exampleOf(schema.items as JsonSchema);
    return item === undefined ? undefined : [item];
  }
  return undefined;
}

/**
 * A value for a sample when the schema documents none (`exampleOf` first): its `default` or `const`, else a
 * value of its type and format within its bounds, as API explorers fill a form (`1`, `"abc123"`, a UUID).
 */
export function sampleOf(schema: JsonSchema): unknown {
  const documented = exampleOf(schema);
  if (documented !== undefined) return documented;
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  const bound = (key: 'minimum' | 'exclusiveMinimum') => (typeof schema[key] === 'number' ? (schema[key] as number) : undefined);
  if (type === 'integer' || type === 'number') {
    const low = bound('minimum') ?? (bound('exclusiveMinimum') !== undefined ? Math.floor(bound('exclusiveMinimum')!) + 1 : undefined);
    return low !== undefined && low > 1 ? Math.ceil(low) : 1;
  }
  if (type === 'boolean') return true;
  if (type === 'array') return [sampleOf((schema.items ?? {}) as JsonSchema)];
  const format = typeof schema.format === 'string' ? schema.format : '';
  return STRING_SAMPLES[format] ?? 'abc123';
}

/**
 * A value of a schema for a sample or a mock item when an operation documents none: the schema's documented
 * value (`exampleOf`, `default`, `const`), else, following `$ref`s to `schemas` (the components), the first
 * choice of a `oneOf`/`anyOf`, the parts of an `allOf` merged, an object's required properties (all when none
 * is required) and an array's one item, each sampled; a leaf is `sampleOf`'s. Deeper than 8 levels is `null`
 * (a schema that contains itself).
 */
export function sampleValue(schemas: Record<string, JsonSchema>, schema: JsonSchema, depth = 0): unknown {
  if (depth > 8) return null;
  const ref = typeof schema.$ref === 'string' ? /^#\/components\/schemas\/(.+)$/.exec(schema.$ref) : null;
  if (ref) return sampleValue(schemas, schemas[decodeURIComponent(ref[1]!).replace(/~1/g, '/').replace(/~0/g, '~')] ?? {}, depth + 1);
  const documented = exampleOf(schema) ?? schema.default ?? schema.const;
  if (documented !== undefined) return documented;
  const choice = (schema.oneOf ?? schema.anyOf) as JsonSchema[] | undefined;
  if (Array.isArray(choice) && choice.length) return sampleValue(schemas, choice[0]!, depth + 1);
  if (Array.isArray(schema.allOf)) {
    return Object.assign({}, ...(schema.allOf as JsonSchema[]).map((part) => sampleValue(schemas, part, depth + 1)).filter((v) => v && typeof v === 'object'));
  }
  const properties = schema.properties as Record<string, JsonSchema> | undefined;
  if (properties) {
    const required = (schema.required as string[] | undefined) ?? Object.keys(properties);
    return Object.fromEntries(required.filter((k) => properties[k]).map((k) => [k, sampleValue(schemas, properties[k]!, depth + 1)]));
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'array' && schema.items && typeof schema.items === 'object') return [sampleValue(schemas, schema.items as JsonSchema, depth + 1)];
  if (type === 'object') return {};
  return sampleOf(schema);
}

/** Sample strings of the formats of JSON Schema 2020-12 section 7.3 that a path or query most often holds. */
const STRING_SAMPLES: Record<string, string> = {
  uuid: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
  date: '2024-01-31',
  'date-time': '2024-01-31T12:00:00Z',
  email: 'user@example.com',
  uri: 'https://example.com',
  hostname: 'example.com',
  ipv4: '192.0.2.1',
};

/** The value at a key path of a JSON value, if every step is an object that has the key. */
export function valueAt(value: unknown, path: KeyPath): unknown {
  let node = value;
  for (const key of path) {
    if (!node || typeof node !== 'object' || Array.isArray(node)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}
