/**
 * JSON Schema (the subset the spec uses) -> fast-check arbitrary of valid values. Hand-written because no
 * maintained package maps JSON Schema 2020-12 to fast-check; the subset is small: type (or type arrays),
 * enum, const, formats date-time, bounds, arrays, objects with required and optional properties, $ref.
 */
import fc from 'fast-check';
import { deref, type Node } from './spec.js';

export function arbitraryFor(spec: Node, schema: Node | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema) return fc.constant(undefined);
  if (typeof schema.$ref === 'string') return arbitraryFor(spec, deref(spec, schema), depth + 1);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...schema.enum);
  const types: string[] = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : ['string'];
  return fc.oneof(...types.map((t) => ofType(spec, schema, t, depth)));
}

function ofType(spec: Node, schema: Node, type: string, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000, noNaN: true, noDefaultInfinity: true });
    case 'string':
      if (schema.format === 'date-time') {
        return fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-01-01T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString());
      }
      return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 24, 24) });
    case 'array':
      return fc.array(arbitraryFor(spec, schema.items, depth + 1), { maxLength: depth > 2 ? 0 : 3 });
    case 'object': {
      const properties: Record<string, Node> = schema.properties ?? {};
      const required = new Set<string>(schema.required ?? []);
      if (depth > 3) return fc.constant({});
      const record = Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, arbitraryFor(spec, v, depth + 1)]));
      const optional = Object.keys(properties).filter((k) => !required.has(k));
      const base = fc.record(record, { requiredKeys: [...required].filter((k) => k in properties) });
      // Open objects may carry extra fields; a value of the wrong shape must never be produced here.
      if (!Object.keys(properties).length && schema.additionalProperties !== false) {
        return fc.dictionary(
          fc.string({ minLength: 1, maxLength: 8 }).filter((k) => /^[a-z_]+$/.test(k)),
          fc.oneof(fc.string(), fc.integer(), fc.boolean()),
          {
            minKeys: schema.minProperties ?? 0,
            maxKeys: 3,
          },
        );
      }
      return optional.length || required.size ? base : fc.constant({});
    }
    default:
      return fc.constant(undefined);
  }
}
