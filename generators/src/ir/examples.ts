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

/** The value at a key path of a JSON value, if every step is an object that has the key. */
export function valueAt(value: unknown, path: KeyPath): unknown {
  let node = value;
  for (const key of path) {
    if (!node || typeof node !== 'object' || Array.isArray(node)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}
