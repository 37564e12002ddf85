/**
 * A record as the server makes it: the caller's fields (readOnly ones ignored), defaults filled in, readOnly
 * fields filled by the server (a date-time now, the rest from the schema's documentation), the id assigned in
 * the shape of the schema's examples; PATCH merges (RFC 7396), PUT replaces and keeps what the server owns.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { Schema } from './operations.js';
import { documentedValue, isObject, propertiesOf, requiredOf, sampleOf, typeOf } from './schema.js';

export type Json = Record<string, unknown>;

const UPDATED = /^(updated|modified|last_?modified|last_?updated|changed)(_?at|_?on|_?time)?$/i;

/** The caller's fields less those the server owns (readOnly). */
export function writable(input: Json, schema: Schema): Json {
  const properties = propertiesOf(schema);
  return Object.fromEntries(Object.entries(input).filter(([key]) => properties[key]?.readOnly !== true));
}

/** Fills defaults and server-owned fields; `previous` keeps what the server set before (id, created date). */
export function complete(input: Json, schema: Schema, previous?: Json): Json {
  const out: Json = { ...input };
  const required = new Set(requiredOf(schema));
  const now = new Date();
  for (const [name, property] of Object.entries(propertiesOf(schema))) {
    if (property.readOnly === true) {
      const date = property.format === 'date-time' || property.format === 'date';
      if (previous && name in previous && !(date && UPDATED.test(name))) out[name] = previous[name];
      else if (!previous && name in out) continue;
      else if (date) out[name] = property.format === 'date' ? now.toISOString().slice(0, 10) : now.toISOString();
      else if (required.has(name) && !(name in out)) out[name] = sampleOf(property);
    } else if (!(name in out) && 'default' in property) {
      out[name] = structuredClone(property.default);
    }
  }
  return out;
}

/** RFC 7396 JSON Merge Patch: objects merge, null removes, anything else replaces. */
export function mergePatch(target: unknown, patch: unknown): unknown {
  if (!isObject(patch)) return patch;
  const out: Json = isObject(target) ? { ...target } : {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete out[key];
    // defineProperty: a `__proto__` key in a caller's JSON is data, never the object's prototype.
    else Object.defineProperty(out, key, { value: mergePatch(Object.hasOwn(out, key) ? out[key] : undefined, value), enumerable: true, writable: true, configurable: true });
  }
  return out;
}

/** A fresh id shaped like the id field's documentation: a uuid, a number, or the example's prefix and length. */
export async function freshId(schema: Schema | undefined, nextNumber: () => Promise<number>): Promise<unknown> {
  const type = typeOf(schema);
  if (type === 'integer' || type === 'number') return nextNumber();
  if (schema?.format === 'uuid') return randomUUID();
  const example = documentedValue(schema)?.value;
  const pattern = typeof schema?.pattern === 'string' ? safeRegExp(schema.pattern) : undefined;
  const candidates: string[] = [];
  if (typeof example === 'string' && example) {
    const [, prefix = '', tail = example] = /^(.*?[_\-:.])?([A-Za-z0-9]+)$/.exec(example) ?? [];
    const length = Math.max(tail.length, 8);
    candidates.push(`${prefix}${/^[0-9a-f]+$/.test(tail) ? hex(length) : alnum(length, tail)}`);
  }
  candidates.push(hex(16), randomUUID());
  return candidates.find((c) => !pattern || pattern.test(c)) ?? candidates[0];
}

function safeRegExp(source: string): RegExp | undefined {
  try {
    return new RegExp(source, 'u');
  } catch {
    return undefined;
  }
}

const hex = (length: number) =>
  randomBytes(Math.ceil(length / 2))
    .toString('hex')
    .slice(0, length);

/** Random letters and digits, keeping the example's case (all upper, all lower, or mixed). */
function alnum(length: number, like: string): string {
  const alphabet = /^[A-Z0-9]+$/.test(like)
    ? 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'
    : /^[a-z0-9]+$/.test(like)
      ? 'abcdefghijklmnopqrstuvwxyz0123456789'
      : 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return [...randomBytes(length)].map((b) => alphabet[b % alphabet.length]).join('');
}

export function getAt(value: unknown, path: readonly string[]): unknown {
  let current = value;
  for (const key of path) current = isObject(current) ? current[key] : undefined;
  return current;
}

/** The answer: the record alone, or placed inside the answer's documented shape (`{ data: record }`). */
export function wrap(record: unknown, at: readonly string[] | undefined, answerSchema: Schema | undefined): unknown {
  if (!at || !at.length) return record;
  const body = isObject(sampleOf(answerSchema)) ? (sampleOf(answerSchema) as Json) : {};
  let current = body;
  for (const key of at.slice(0, -1)) current = (isObject(current[key]) ? current[key] : (current[key] = {})) as Json;
  current[at.at(-1)!] = record;
  return body;
}
