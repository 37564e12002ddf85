/**
 * What the stateful mock reads from a JSON Schema: its properties (through `allOf`), which are readOnly or
 * writeOnly, and a value shaped like its documentation (example, default, const, first enum value, else by
 * type). Hand-written rather than json-schema-faker: the mock needs a few documented values, repeatably,
 * not random data (Prism's `--dynamic` is there for that).
 */
import type { Schema } from './operations.js';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The properties of an object schema, with those of its `allOf` members (first one wins). */
export function propertiesOf(schema: Schema | undefined): Record<string, Schema> {
  if (!schema) return {};
  const own = isObject(schema.properties) ? (schema.properties as Record<string, Schema>) : {};
  const merged: Record<string, Schema> = {};
  for (const part of Array.isArray(schema.allOf) ? (schema.allOf as Schema[]) : []) Object.assign(merged, propertiesOf(part));
  return { ...merged, ...own };
}

export function requiredOf(schema: Schema | undefined): string[] {
  if (!schema) return [];
  const own = Array.isArray(schema.required) ? (schema.required as string[]) : [];
  const fromAll = (Array.isArray(schema.allOf) ? (schema.allOf as Schema[]) : []).flatMap(requiredOf);
  return [...new Set([...fromAll, ...own])];
}

export function typeOf(schema: Schema | undefined): string | undefined {
  const type = schema?.type;
  if (typeof type === 'string') return type;
  if (Array.isArray(type)) return type.find((t) => t !== 'null') as string | undefined;
  if (schema && (schema.properties || schema.allOf)) return 'object';
  return undefined;
}

export const allowsNull = (schema: Schema | undefined): boolean => (Array.isArray(schema?.type) ? (schema.type as unknown[]).includes('null') : schema?.nullable === true);

/** A documented value of a schema: its example, default, const or first enum value. */
export function documentedValue(schema: Schema | undefined): { value: unknown } | undefined {
  if (!schema) return undefined;
  if (Array.isArray(schema.examples) && schema.examples.length) return { value: schema.examples[0] };
  if ('example' in schema) return { value: schema.example };
  if ('default' in schema) return { value: schema.default };
  if ('const' in schema) return { value: schema.const };
  if (Array.isArray(schema.enum) && schema.enum.length) return { value: schema.enum[0] };
  return undefined;
}

/** A value for a schema: documented, else built from its type (an object gets its required properties). */
export function sampleOf(schema: Schema | undefined, depth = 0): unknown {
  const documented = documentedValue(schema);
  if (documented) return structuredClone(documented.value);
  if (schema && Array.isArray(schema.oneOf ?? schema.anyOf) && depth < 8) return sampleOf(((schema.oneOf ?? schema.anyOf) as Schema[])[0], depth + 1);
  switch (typeOf(schema)) {
    case 'object': {
      const out: Record<string, unknown> = {};
      if (depth > 8) return out;
      const properties = propertiesOf(schema);
      for (const name of requiredOf(schema)) out[name] = sampleOf(properties[name], depth + 1);
      return out;
    }
    case 'array':
      return [];
    case 'integer':
    case 'number':
      return typeof schema?.minimum === 'number' ? schema.minimum : 0;
    case 'boolean':
      return false;
    case 'null':
      return null;
    case 'string':
      return stringSample(schema!);
    default:
      return null;
  }
}

function stringSample(schema: Schema): string {
  const now = new Date();
  switch (schema.format) {
    case 'date-time':
      return now.toISOString();
    case 'date':
      return now.toISOString().slice(0, 10);
    case 'uuid':
      return crypto.randomUUID();
    case 'email':
      return 'user@example.com';
    case 'uri':
    case 'url':
      return 'https://example.com/';
    default:
      return 'x'.repeat(typeof schema.minLength === 'number' ? schema.minLength : 0);
  }
}

/** Removes writeOnly properties (OpenAPI 3.1 section 4.8.24.1: they are never sent back), deeply. */
export function withoutWriteOnly(value: unknown, schema: Schema | undefined, depth = 0): unknown {
  if (!schema || depth > 16) return value;
  if (Array.isArray(value)) {
    const items = isObject(schema.items) ? (schema.items as Schema) : undefined;
    return items ? value.map((v) => withoutWriteOnly(v, items, depth + 1)) : value;
  }
  if (!isObject(value)) return value;
  const properties = propertiesOf(schema);
  if (!Object.keys(properties).length) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    const property = properties[key];
    if (property?.writeOnly === true) continue;
    out[key] = withoutWriteOnly(v, property, depth + 1);
  }
  return out;
}

/** The schema for a request: readOnly properties are not required of a caller (OpenAPI 3.1 section 4.8.24.1), deeply. */
export function requestSchema(schema: Schema, depth = 0): Schema {
  if (depth > 32 || !isObject(schema)) return schema;
  const out: Schema = { ...schema };
  const properties = isObject(schema.properties) ? (schema.properties as Record<string, Schema>) : undefined;
  if (properties) {
    out.properties = Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, requestSchema(v, depth + 1)]));
    if (Array.isArray(schema.required)) out.required = (schema.required as string[]).filter((name) => properties[name]?.readOnly !== true);
  }
  for (const key of ['allOf', 'oneOf', 'anyOf'] as const) if (Array.isArray(schema[key])) out[key] = (schema[key] as Schema[]).map((s) => requestSchema(s, depth + 1));
  if (isObject(schema.items)) out.items = requestSchema(schema.items as Schema, depth + 1);
  return out;
}

export { isObject };
