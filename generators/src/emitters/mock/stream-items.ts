/**
 * The finite stream the mock answers a stream operation with: the success answer's examples (each example
 * one item; an array example of a line format, its items), else three items made from the item's schema.
 */
import type { IR, IRResponse } from '../../ir/types.js';
import { sampleValue } from '../../ir/examples.js';

export interface MockStream {
  format: 'sse' | 'jsonl' | 'json-seq';
  status: number;
  items: unknown[];
}

export function mockStream(ir: IR, success: IRResponse | undefined): MockStream | undefined {
  const stream = success?.stream;
  if (!success || !stream) return undefined;
  const documented = success.examples.flatMap((e) => (Array.isArray(e.value) && stream.format !== 'sse' ? e.value : [e.value]));
  const items = documented.length ? documented : [1, 2, 3].map(() => sampleValue(ir.schemas, stream.itemSchema));
  return { format: stream.format, status: Number(success.status) || 200, items };
}
