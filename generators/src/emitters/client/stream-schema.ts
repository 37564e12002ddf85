/**
 * IRStream -> the JSON Schemas (2020-12) the client runtime checks each streamed item against
 * (`stream.schema` of an operation's table entry; the runtime's stream-validation.ts compiles them with Ajv
 * at first use). Component references are inlined as the MCP tools' schemas are (tool-schema.ts: recursion
 * through `$defs`, OpenAPI-only keywords dropped, `writeOnly` properties left out of answers).
 *
 * An SSE stream whose item is a `oneOf` of events named by `event: { const }` gets one schema per name
 * (`events`), so a failure names the field of that event rather than every branch of the `oneOf`; the
 * members without a name make `item`, which any other event is checked against.
 */
import type { IR, IRStream, JsonSchema } from '../../ir/types.js';
import { SchemaInliner } from '../mcp/tool-schema.js';

export interface StreamItemSchemaJson {
  item?: JsonSchema;
  events?: Record<string, JsonSchema>;
  $defs?: JsonSchema;
}

export function streamItemSchema(ir: IR, stream: IRStream): StreamItemSchemaJson {
  const inliner = new SchemaInliner(ir.schemas, 'response');
  const schema = stream.itemSchema;
  const members = stream.format === 'sse' && stream.events.length && Array.isArray(schema.oneOf) ? (schema.oneOf as JsonSchema[]) : [schema];
  const events: Record<string, JsonSchema> = {};
  const unnamed: JsonSchema[] = [];
  for (const member of members) {
    const inlined = inliner.inline(member);
    // Read from the inlined schema: the event's schema may be a reference.
    const name = stream.format === 'sse' ? eventName(inlined) : undefined;
    if (name !== undefined && !(name in events)) events[name] = inlined;
    else unnamed.push(inlined);
  }
  const defs = inliner.defs();
  return {
    ...(unnamed.length ? { item: unnamed.length === 1 ? unnamed[0]! : { anyOf: unnamed } } : {}),
    ...(Object.keys(events).length ? { events } : {}),
    ...(defs ? { $defs: defs } : {}),
  };
}

/** The name an event object's schema gives its `event` field (`const`, or an `enum` of one). */
function eventName(member: JsonSchema): string | undefined {
  const event = (member.properties as Record<string, JsonSchema> | undefined)?.event;
  if (!event) return undefined;
  if (typeof event.const === 'string') return event.const;
  return Array.isArray(event.enum) && event.enum.length === 1 ? String(event.enum[0]) : undefined;
}
