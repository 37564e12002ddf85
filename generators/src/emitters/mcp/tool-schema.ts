/**
 * Spec schemas -> the JSON Schemas of a tool (2020-12, as MCP clients take them): `#/components/schemas`
 * references inlined at their first mention (a schema that refers back to itself, or is named again, goes to
 * `$defs` once, so recursion stays finite and a tool's size linear in the schemas it reaches),
 * OpenAPI-only keywords (`discriminator`, `xml`, `example`, `x-` extensions) dropped, `readOnly` properties
 * left out of what is sent and `writeOnly` ones out of answers (OpenAPI 3.1 section 4.8.24.1), and formats
 * and patterns kept only where every validator reads them the same (the standard formats; patterns that
 * compile as Unicode regular expressions), since clients compile these schemas (the official SDK's client
 * compiles every output schema with Ajv when it lists the tools).
 */
import type { JsonSchema } from '../../ir/types.js';
import { unescapePointer } from '../../openapi/primitives.js';

const DROP = new Set(['discriminator', 'xml', 'externalDocs', 'example', 'examples', 'nullable', '$schema', '$id', 'contentMediaType', 'contentEncoding']);
const NAME_MAPS = new Set(['properties', 'patternProperties', 'dependentSchemas']);
const FORMATS = new Set([
  'date-time',
  'date',
  'time',
  'duration',
  'email',
  'idn-email',
  'hostname',
  'idn-hostname',
  'ipv4',
  'ipv6',
  'uri',
  'uri-reference',
  'iri',
  'iri-reference',
  'uuid',
  'uri-template',
  'json-pointer',
  'relative-json-pointer',
  'regex',
]);
const REF = /^#\/components\/schemas\/(.+)$/;

export type Direction = 'request' | 'response';

/**
 * The nodes one schema of a tool may hold before the references still to expand are left unexpanded (a
 * description naming the schema instead). A tool's schema tells an agent the shape of a call and of its
 * answer; in a document whose every object links to many others (Stripe's), expanding all that an answer
 * reaches made each tool's schema about half a megabyte and the emitter ran out of memory. No schema of an
 * ordinary API comes near it.
 */
export const TOOL_SCHEMA_NODES = 1_500;

export class SchemaInliner {
  readonly #defs = new Map<string, JsonSchema>();
  readonly #recursive = new Set<string>();
  /**
   * Schemas this tool has inlined once already: a later mention refers to `$defs` instead. Inlining each mention
   * again is exponential in a document whose schemas name each other many times over without recursion
   * (Stripe's: one answer inlined at every mention came to about 110,000 nodes, and the emitter ran out of
   * memory); this way a tool's schema holds each component at most twice.
   */
  readonly #inlined = new Set<string>();
  #nodes = 0;

  constructor(
    private readonly schemas: Record<string, JsonSchema>,
    private readonly direction: Direction,
  ) {}

  /** The schema with its references settled; recursive schemas refer to `#/$defs/<Name>` of the document's root (see `defs`). */
  inline(schema: unknown): JsonSchema {
    return this.#walk(schema, []) as JsonSchema;
  }

  /** The `$defs` the inlined schemas refer to, for the root of the tool's schema; undefined when none was needed. */
  defs(): JsonSchema | undefined {
    return this.#defs.size ? Object.fromEntries([...this.#defs].sort(([a], [b]) => a.localeCompare(b))) : undefined;
  }

  /** A root schema: inlined, with its `$defs` when it needs any. */
  root(schema: unknown): JsonSchema {
    const out = this.inline(schema);
    const defs = this.defs();
    return defs ? { ...out, $defs: defs } : out;
  }

  #walk(node: unknown, stack: string[]): unknown {
    if (Array.isArray(node)) return node.map((n) => this.#walk(n, stack));
    if (!node || typeof node !== 'object') return node;
    const obj = node as Record<string, unknown>;
    const ref = typeof obj.$ref === 'string' ? REF.exec(obj.$ref) : null;
    if (ref) {
      const name = unescapePointer(decodeURIComponent(ref[1]!));
      const target = this.schemas[name];
      if (!target) return {};
      const defName = name.replace(/[^\w.-]/g, '_');
      if (stack.includes(name) || this.#inlined.has(name)) {
        // Recursion, or a mention after the first: the schema goes to $defs once, every later mention refers to it.
        if (!this.#recursive.has(name)) {
          this.#recursive.add(name);
          this.#defs.set(defName, {});
          this.#defs.set(defName, this.#walk(target, []) as JsonSchema);
        }
        return { $ref: `#/$defs/${defName}` };
      }
      if (this.#recursive.has(name)) return { $ref: `#/$defs/${defName}` };
      if (this.#nodes > TOOL_SCHEMA_NODES) {
        const type = typeof target.type === 'string' ? { type: target.type } : {};
        return { ...type, description: `A ${name} (not expanded here: the tool's schema is at its size limit; the API reference has it whole).` };
      }
      this.#inlined.add(name);
      const inlined = this.#walk(target, [...stack, name]) as JsonSchema;
      // Sibling keywords of a $ref (3.1) apply beside it.
      const siblings = Object.keys(obj).filter((k) => k !== '$ref');
      if (!siblings.length) return inlined;
      const rest = this.#walk(Object.fromEntries(siblings.map((k) => [k, obj[k]])), stack) as JsonSchema;
      return { ...rest, allOf: [inlined] };
    }
    this.#nodes++;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(obj)) {
      if (key.startsWith('x-') || DROP.has(key) || key === '$ref') continue;
      if (key === 'format' && (typeof value !== 'string' || !FORMATS.has(value))) continue;
      if (key === 'pattern' && (typeof value !== 'string' || !compiles(value))) continue;
      if (NAME_MAPS.has(key) && value && typeof value === 'object') {
        const entries = Object.entries(value as Record<string, unknown>).filter(([, sub]) => !this.#hidden(sub));
        out[key] = Object.fromEntries(entries.map(([name, sub]) => [name, this.#walk(sub, stack)]));
      } else if (key === 'enum' || key === 'const' || key === 'default') {
        out[key] = value;
      } else if (key === 'required' && Array.isArray(value)) {
        const props = (obj.properties ?? {}) as Record<string, unknown>;
        const kept = value.filter((name) => !this.#hidden(props[name as string]));
        if (kept.length) out[key] = kept;
      } else {
        out[key] = this.#walk(value, stack);
      }
    }
    return out;
  }

  /** A property not sent in this direction (readOnly in requests, writeOnly in answers). */
  #hidden(schema: unknown): boolean {
    if (!schema || typeof schema !== 'object') return false;
    const s = schema as Record<string, unknown>;
    return this.direction === 'request' ? s.readOnly === true : s.writeOnly === true;
  }
}

function compiles(pattern: string): boolean {
  try {
    new RegExp(pattern, 'u');
    return true;
  } catch {
    return false;
  }
}

/** An answer's schema is an object's when it says `type: object`, lists properties and no other type, or combines object schemas. */
export function isObjectSchema(schema: JsonSchema): boolean {
  if (schema.type === 'object') return true;
  if (schema.type !== undefined) return false;
  // Combinations of object schemas are objects too (`allOf: [NewPet, { properties: { id } }]`).
  const members = (['allOf', 'oneOf', 'anyOf'] as const).flatMap((k) => (Array.isArray(schema[k]) ? (schema[k] as JsonSchema[]) : []));
  if (members.length) return (Array.isArray(schema.allOf) ? (schema.allOf as JsonSchema[]).some(isObjectSchema) : false) || members.every(isObjectSchema);
  return schema.properties !== undefined || schema.additionalProperties !== undefined;
}
