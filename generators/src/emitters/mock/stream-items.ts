/**
 * The finite stream the mock answers a stream operation with: the success answer's examples (each example
 * one item; an array example of a line format, its items), else three items made from the item's schema. An
 * event stream's example written as the stream's own text (`data: ...` lines, as OpenAPI 3.2's
 * `serializedValue` or a string example shows a stream) is read into its events by eventsource-parser, the
 * field's parser of that text, so the mock sends those events, not the text as the data of one.
 */
import { createParser } from 'eventsource-parser';
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
  const documented = success.examples.flatMap((e) =>
    Array.isArray(e.value) && stream.format !== 'sse' ? e.value : stream.format === 'sse' && isEventText(e.value) ? events(e.value, stream.data === 'json') : [e.value],
  );
  const items = documented.length ? documented : [1, 2, 3].map(() => sampleValue(ir.schemas, stream.itemSchema));
  return { format: stream.format, status: Number(success.status) || 200, items };
}

/** A string that is an event stream's text: a line that starts with one of its fields. */
function isEventText(value: unknown): value is string {
  return typeof value === 'string' && /^(?:data|event|id|retry):/m.test(value);
}

/** The events of a stream's text, their data parsed as JSON where the stream's data is JSON and it parses. */
function events(text: string, json: boolean): unknown[] {
  const out: unknown[] = [];
  const parser = createParser({
    onEvent: ({ event, data, id }) => {
      let value: unknown = data;
      if (json) {
        try {
          value = JSON.parse(data);
        } catch {
          // Left as text: the example is what it is, and the client reading it says so.
        }
      }
      out.push({ ...(event ? { event } : {}), data: value, ...(id !== undefined ? { id } : {}) });
    },
  });
  // The last event counts even without its closing blank line.
  parser.feed(`${text}\n\n`);
  return out;
}
