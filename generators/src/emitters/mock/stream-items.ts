/**
 * The finite stream the mock answers a stream operation with: the success answer's examples (each example
 * one item; an array example of a line format, its items), else three items made from the item's schema.
 */
import type { IR, IRResponse, JsonSchema } from '../../ir/types.js';
import { sampleOf } from '../../ir/examples.js';

export interface MockStream {
  format: 'sse' | 'jsonl' | 'json-seq';
  status: number;
  items: unknown[];
}

export function mockStream(ir: IR, success: IRResponse | undefined): MockStream | undefined {
  const stream = success?.stream;
  if (!success || !stream) return undefined;
  const documented = success.examples.flatMap((e) => (Array.isArray(e.value) && stream.format !== 'sse' ? e.value : [e.value]));
  const items = documented.length ? documented : [1, 2, 3].map(() => sampleItem(ir.schemas, stream.itemSchema, 0));
  return { format: stream.format, status: Number(success.status) || 200, items };
}

/** A value of a schema: its documented value, else its required properties (all when none is required), each sampled. */
export function sampleItem(schemas: Record<string, JsonSchema>, schema: JsonSchema, depth: number): unknown {
  if (depth > 8) return null;
  const ref = typeof schema.$ref === 'string' ? /^#\/components\/schemas\/(.+)$/.exec(schema.$ref) : null;
  if (ref) return sampleItem(schemas, schemas[decodeURIComponent(ref[1]!).replace(/~1/g, '/').replace(/~0/g, '~')] ?? {}, depth + 1);
  const choice = (schema.oneOf ?? schema.anyOf) as JsonSchema[] | undefined;
  if (Array.isArray(choice) && choice.length) return sampleItem(schemas, choice[0]!, depth + 1);
  if (Array.isArray(schema.allOf)) {
    return Object.assign({}, ...(schema.allOf as JsonSchema[]).map((part) => sampleItem(schemas, part, depth + 1)).filter((v) => v && typeof v === 'object'));
  }
  const properties = schema.properties as Record<string, JsonSchema> | undefined;
  if (properties && schema.example === undefined && !Array.isArray(schema.examples)) {
    const required = (schema.required as string[] | undefined) ?? Object.keys(properties);
    return Object.fromEntries(required.filter((k) => properties[k]).map((k) => [k, sampleItem(schemas, properties[k]!, depth + 1)]));
  }
  return sampleOf(schema);
}
