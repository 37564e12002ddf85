/**
 * A response whose media type is a stream of items -> IRStream: how the runtimes frame and read it, and the
 * schema of one item as the generated types describe it.
 *
 * - Server-Sent Events (`text/event-stream`, the WHATWG HTML standard section 9.2). OpenAPI 3.1 documents
 *   describe it two ways, both read here: the `schema` is the event's data (OpenAI's description does so), or
 *   the `schema` is the event object (`event`, `data`, `id`, `retry`), its `data` a string whose parsed
 *   value `contentSchema` describes (JSON Schema 2020-12 validation section 8.5). OpenAPI 3.2's
 *   `itemSchema` (section 4.14.4.1) is the second way, and reaches here as `schema` (load/downgrade.ts).
 *   Either way an item is the event object with its data parsed: `{ event, data, id? }`; a `oneOf`
 *   of event objects with `event: { const }` is a union discriminated by the event's name.
 * - JSON Lines / NDJSON (`application/jsonl`, `application/x-ndjson`) and JSON text sequences
 *   (`application/json-seq`, RFC 7464): each item is one JSON value; a 3.1 `schema` of `type: array` is read
 *   as its `items` (the whole body as an array of items).
 */
import type { IRStream, JsonSchema } from './types.js';
import { deref, type Doc } from './refs.js';

const FORMATS: [RegExp, IRStream['format']][] = [
  [/^text\/event-stream(;|$)/i, 'sse'],
  [/^application\/(jsonl|x-ndjson|x-jsonlines)(;|$)/i, 'jsonl'],
  [/^application\/json-seq(;|$)/i, 'json-seq'],
];

/** The stream format of a media type, or undefined for a body read whole. */
export function streamFormat(contentType: string): IRStream['format'] | undefined {
  return FORMATS.find(([pattern]) => pattern.test(contentType))?.[1];
}

/** The fields of an event object (HTML section 9.2.6, "Interpreting an event stream"). */
const EVENT_FIELDS = new Set(['event', 'data', 'id', 'retry']);

export function transformStream(doc: Doc, contentType: string, schema: JsonSchema | undefined, pointer: string): IRStream | undefined {
  const format = streamFormat(contentType);
  if (!format) return undefined;
  if (format !== 'sse') {
    const resolved = schema ? safeDeref(doc, schema) : undefined;
    const items = resolved?.type === 'array' && resolved.items && typeof resolved.items === 'object' ? (resolved.items as JsonSchema) : schema;
    return { format, data: 'json', itemSchema: items ?? {}, events: [], textEvents: [], pointer };
  }
  const variants = schema ? eventVariants(doc, schema) : undefined;
  if (!variants) {
    // The schema is the event's data (or there is none: any text).
    const text = !schema || isPlainString(safeDeref(doc, schema));
    return { format, data: text ? 'text' : 'json', itemSchema: eventObject(schema ?? { type: 'string' }), events: [], textEvents: [], pointer };
  }
  const events = variants.flatMap((v) => (v.event === undefined ? [] : [v.event])).sort();
  const textEvents = variants.filter((v) => !v.json && v.event !== undefined).map((v) => v.event!);
  const json = variants.some((v) => v.json);
  const members = variants.map((v) => v.schema);
  return {
    format,
    data: json ? 'json' : 'text',
    itemSchema: members.length === 1 ? members[0]! : { oneOf: members },
    events,
    // Events whose data stays text in a stream whose other events carry JSON.
    textEvents: json ? textEvents.sort() : [],
    pointer,
  };
}

interface Variant {
  event: string | undefined;
  json: boolean;
  schema: JsonSchema;
}

/**
 * The event objects a schema describes (itself, or each member of its `oneOf`/`anyOf`), each with `data`
 * replaced by its parsed value's schema; undefined when the schema is not an event object (it is the data).
 */
function eventVariants(doc: Doc, schema: JsonSchema): Variant[] | undefined {
  const resolved = safeDeref(doc, schema);
  if (!resolved) return undefined;
  const members = (Array.isArray(resolved.oneOf) ? resolved.oneOf : Array.isArray(resolved.anyOf) ? resolved.anyOf : [resolved]) as JsonSchema[];
  const variants: Variant[] = [];
  for (const member of members) {
    const object = safeDeref(doc, member);
    const properties = object?.properties as Record<string, JsonSchema> | undefined;
    if (!object || !properties || !('data' in properties) || !Object.keys(properties).every((k) => EVENT_FIELDS.has(k))) return undefined;
    const data = safeDeref(doc, properties.data!) ?? {};
    const content = data.contentSchema as JsonSchema | undefined;
    const { contentSchema: _c, contentMediaType: _m, ...rest } = data;
    // A field of an event is text on the wire: `data` described as anything but a string (an object, an
    // array, a number, a $ref to one) describes its parsed JSON, as if it were the `contentSchema`.
    const types = rest.type === undefined ? [] : ([] as unknown[]).concat(rest.type);
    const parsedValue =
      content === undefined && (types.some((t) => t !== 'string' && t !== 'null') || (!types.length && ['properties', 'items', 'oneOf', 'anyOf', 'allOf'].some((k) => k in rest)));
    const json = content !== undefined || /json/i.test(String(data.contentMediaType ?? '')) || parsedValue;
    const event = safeDeref(doc, properties.event ?? {}) ?? {};
    const name = typeof event.const === 'string' ? event.const : Array.isArray(event.enum) && event.enum.length === 1 ? String(event.enum[0]) : undefined;
    const dataSchema = content ?? (parsedValue ? properties.data! : json ? {} : { ...rest });
    variants.push({
      event: name,
      json,
      schema: {
        ...object,
        required: [...new Set([...((object.required as string[] | undefined) ?? []), 'event', 'data'])],
        properties: {
          ...properties,
          event: properties.event ?? { type: 'string' },
          data: dataSchema,
          ...(properties.id ? {} : { id: { type: 'string' } }),
        },
      },
    });
  }
  return variants;
}

/** An event whose data is `data` (the 3.1 way where `schema` is the data), named by the stream. */
function eventObject(data: JsonSchema): JsonSchema {
  return {
    type: 'object',
    required: ['event', 'data'],
    properties: { event: { type: 'string' }, data, id: { type: 'string' } },
  };
}

function isPlainString(schema: JsonSchema | undefined): boolean {
  return schema?.type === 'string' && schema.contentSchema === undefined && !/json/i.test(String(schema.contentMediaType ?? ''));
}

function safeDeref(doc: Doc, schema: unknown): JsonSchema | undefined {
  try {
    const resolved = deref<JsonSchema>(doc, schema);
    return resolved && typeof resolved === 'object' ? resolved : undefined;
  } catch {
    return undefined;
  }
}
