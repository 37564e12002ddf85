/**
 * Compares two JSON Schemas (with named refs into the IR's schemas) in a direction. In a request, what the
 * client sends must still be accepted: narrowing breaks clients, widening may surprise servers. In a
 * response, what the server sends must still be understood: removing or widening breaks clients.
 */
import type { JsonSchema } from '../ir/types.js';
import type { RawChange as Change, Severity } from './types.js';

export type Direction = 'request' | 'response';
type Schemas = Record<string, JsonSchema>;

interface Ctx {
  direction: Direction;
  base: Schemas;
  head: Schemas;
  changes: Change[];
  seen: Set<string>;
}

const NUMERIC_LOWER = ['minimum', 'exclusiveMinimum', 'minLength', 'minItems', 'minProperties'] as const;
const NUMERIC_UPPER = ['maximum', 'exclusiveMaximum', 'maxLength', 'maxItems', 'maxProperties'] as const;

export function compareSchemas(direction: Direction, base: Schemas, head: Schemas, a: JsonSchema | undefined, b: JsonSchema | undefined, location: string): Change[] {
  const ctx: Ctx = { direction, base, head, changes: [], seen: new Set() };
  compare(ctx, a, b, location);
  return ctx.changes;
}

function resolve(schemas: Schemas, node: JsonSchema | undefined): { node: JsonSchema | undefined; ref?: string } {
  const ref = typeof node?.$ref === 'string' ? node.$ref.replace('#/components/schemas/', '') : undefined;
  return ref ? { node: schemas[ref], ref } : { node };
}

/** Narrowing a request breaks clients; widening a request may surprise servers. The reverse for responses. */
function narrowed(ctx: Ctx, rule: string, location: string, message: string) {
  push(ctx, rule, location, message, ctx.direction === 'request' ? ['breaking', 'non-breaking'] : ['non-breaking', 'potentially-breaking']);
}
function widened(ctx: Ctx, rule: string, location: string, message: string) {
  push(ctx, rule, location, message, ctx.direction === 'request' ? ['non-breaking', 'potentially-breaking'] : ['breaking', 'non-breaking']);
}
function push(ctx: Ctx, rule: string, location: string, message: string, [client, server]: [Severity, Severity]) {
  ctx.changes.push({ rule: `${ctx.direction}-${rule}`, client, server, location, message });
}

const types = (s: JsonSchema): string[] => (Array.isArray(s.type) ? (s.type as string[]) : s.type ? [s.type as string] : []);
const enumOf = (s: JsonSchema): unknown[] | undefined => (Array.isArray(s.enum) ? s.enum : 'const' in s ? [s.const] : undefined);

function compare(ctx: Ctx, rawA: JsonSchema | undefined, rawB: JsonSchema | undefined, at: string) {
  const a = resolve(ctx.base, rawA);
  const b = resolve(ctx.head, rawB);
  if (a.ref && b.ref) {
    const key = `${a.ref}->${b.ref}@${ctx.direction}`;
    if (ctx.seen.has(key)) return;
    ctx.seen.add(key);
  }
  if (!a.node || !b.node) return;
  const [x, y] = [a.node, b.node];

  const [ta, tb] = [types(x), types(y)];
  if (ta.length && tb.length) {
    const lost = ta.filter((t) => !tb.includes(t) && !(t === 'integer' && tb.includes('number')));
    const gained = tb.filter((t) => !ta.includes(t));
    if (lost.length) narrowed(ctx, 'type-narrowed', at, `type ${ta.join('|')} -> ${tb.join('|')}`);
    else if (gained.length) widened(ctx, 'type-widened', at, `type ${ta.join('|')} -> ${tb.join('|')}`);
  } else if (!ta.length && tb.length) {
    narrowed(ctx, 'type-added', at, `type ${tb.join('|')} added`);
  }
  if (x.format !== y.format) {
    if (y.format) narrowed(ctx, 'format-changed', at, `format ${x.format ?? '(none)'} -> ${y.format}`);
    else widened(ctx, 'format-removed', at, `format ${x.format} removed`);
  }
  if (x.pattern !== y.pattern) {
    if (y.pattern) narrowed(ctx, 'pattern-changed', at, `pattern ${x.pattern ?? '(none)'} -> ${y.pattern}`);
    else widened(ctx, 'pattern-removed', at, 'pattern removed');
  }
  for (const key of NUMERIC_LOWER) bound(ctx, at, key, x[key], y[key], (n, o) => n > o);
  for (const key of NUMERIC_UPPER) bound(ctx, at, key, x[key], y[key], (n, o) => n < o);

  const [ea, eb] = [enumOf(x), enumOf(y)];
  if (ea || eb) {
    const removed = ea && eb ? ea.filter((v) => !eb.some((w) => JSON.stringify(w) === JSON.stringify(v))) : [];
    const added = ea && eb ? eb.filter((v) => !ea.some((w) => JSON.stringify(w) === JSON.stringify(v))) : [];
    if (ea && !eb) widened(ctx, 'enum-removed', at, `enum ${JSON.stringify(ea)} no longer restricted`);
    if (!ea && eb) narrowed(ctx, 'enum-added', at, `now restricted to ${JSON.stringify(eb)}`);
    if (removed.length) {
      if (ctx.direction === 'request') narrowed(ctx, 'enum-value-removed', at, `enum value(s) ${JSON.stringify(removed)} removed`);
      else push(ctx, 'enum-value-removed', at, `enum value(s) ${JSON.stringify(removed)} removed`, ['breaking', 'non-breaking']);
    }
    if (added.length) {
      // New values a server sends may fall through a client's exhaustive switch: a warning, not a break.
      if (ctx.direction === 'response') push(ctx, 'enum-value-added', at, `enum value(s) ${JSON.stringify(added)} added`, ['potentially-breaking', 'non-breaking']);
      else widened(ctx, 'enum-value-added', at, `enum value(s) ${JSON.stringify(added)} added`);
    }
  }
  if (JSON.stringify(x.default) !== JSON.stringify(y.default) && (x.default !== undefined || y.default !== undefined)) {
    push(ctx, 'default-changed', at, `default ${JSON.stringify(x.default)} -> ${JSON.stringify(y.default)}`, ['potentially-breaking', 'potentially-breaking']);
  }

  const [pa, pb] = [(x.properties ?? {}) as Record<string, JsonSchema>, (y.properties ?? {}) as Record<string, JsonSchema>];
  const [ra, rb] = [new Set((x.required ?? []) as string[]), new Set((y.required ?? []) as string[])];
  for (const name of Object.keys(pa).sort()) {
    const where = `${at}.${name}`;
    if (!(name in pb)) {
      // Either way the field leaves the generated types, so client code naming it stops compiling.
      push(ctx, 'property-removed', where, `field ${name} removed`, ['breaking', 'non-breaking']);
      continue;
    }
    compare(ctx, pa[name], pb[name], where);
    if (ra.has(name) && !rb.has(name)) {
      if (ctx.direction === 'response') push(ctx, 'property-became-optional', where, `field ${name} may now be absent`, ['breaking', 'non-breaking']);
      else push(ctx, 'property-became-optional', where, `field ${name} no longer required`, ['non-breaking', 'breaking']);
    }
    if (!ra.has(name) && rb.has(name)) {
      if (ctx.direction === 'request') push(ctx, 'property-became-required', where, `field ${name} is now required`, ['breaking', 'non-breaking']);
      else push(ctx, 'property-became-required', where, `field ${name} is now always present`, ['non-breaking', 'breaking']);
    }
  }
  for (const name of Object.keys(pb).sort()) {
    if (name in pa) continue;
    const where = `${at}.${name}`;
    if (ctx.direction === 'request') {
      if (rb.has(name)) push(ctx, 'property-added-required', where, `new required field ${name}`, ['breaking', 'non-breaking']);
      else push(ctx, 'property-added', where, `new optional field ${name}`, ['non-breaking', 'non-breaking']);
    } else {
      push(ctx, 'property-added', where, `new field ${name}`, ['non-breaking', rb.has(name) ? 'breaking' : 'non-breaking']);
    }
  }
  if (x.additionalProperties !== false && y.additionalProperties === false) narrowed(ctx, 'additional-properties-closed', at, 'no longer accepts extra fields');
  if (x.items || y.items) compare(ctx, x.items as JsonSchema, y.items as JsonSchema, `${at}[]`);
}

function bound(ctx: Ctx, at: string, key: string, before: unknown, after: unknown, tighter: (n: number, o: number) => boolean) {
  if (before === after) return;
  if (typeof after === 'number' && (typeof before !== 'number' || tighter(after, before))) {
    narrowed(ctx, `${key}-narrowed`, at, `${key} ${before ?? '(none)'} -> ${after}`);
  } else {
    widened(ctx, `${key}-widened`, at, `${key} ${before ?? '(none)'} -> ${after ?? '(none)'}`);
  }
}
