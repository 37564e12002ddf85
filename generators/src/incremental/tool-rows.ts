/**
 * Each operation's MCP tool (`emitters/mcp/tools.ts`), kept by a hash of what it is made from
 * (./operations.ts): the operation's IR, the tool's name (settled over every operation), the API's settings,
 * and every component schema the tool inlines (those the operation names, and those they name, by the hash
 * of each), so an edit of a schema is a new tool for every operation reaching it, and of no other.
 */
import { unescapePointer } from '../openapi/primitives.js';
import type { IR, IROperation } from '../ir/types.js';
import { hashableJson, operationJson, operationStore, type OperationStore } from './operations.js';
import { sha256 } from './store.js';

const KIND = 'mcp-tools';
const SCHEMA_REF = /"\$ref":"#\/components\/schemas\/((?:[^"\\]|\\.)*)"/g;

/** The schema names a JSON text's `$ref`s point at, read as the tool's schema inliner reads them (`mcp/tool-schema.ts`). */
function named(json: string): string[] {
  return [...json.matchAll(SCHEMA_REF)].map((m) => {
    const rest = JSON.parse(`"${m[1]}"`) as string;
    try {
      return unescapePointer(decodeURIComponent(rest));
    } catch {
      return rest;
    }
  });
}

export interface ToolStore<T> {
  get(op: IROperation, name: string): T | undefined;
  put(op: IROperation, name: string, row: T): void;
}

/** The stored tools of `ir`'s operations; undefined when the run may not reuse. */
export function toolStore<T>(ir: IR, operations: number): ToolStore<T> | undefined {
  const store: OperationStore<T> | undefined = operationStore<T>(KIND, JSON.stringify(ir.api), operations, (v) => typeof v === 'object' && v !== null);
  if (!store) return undefined;
  // Each schema's hash and the schemas it names, once per run.
  const schemas = new Map<string, { hash: string; names: string[] }>();
  const schemaOf = (name: string) => {
    let entry = schemas.get(name);
    if (!entry) {
      const json = Object.hasOwn(ir.schemas, name) ? hashableJson(ir.schemas[name]) : 'undefined';
      schemas.set(name, (entry = { hash: sha256(json), names: named(json) }));
    }
    return entry;
  };
  const hashes = new WeakMap<IROperation, string>();
  const hashOf = (op: IROperation, name: string) => {
    const known = hashes.get(op);
    if (known !== undefined) return known;
    const json = operationJson(op);
    const reached = new Set<string>();
    for (const queue = named(json); queue.length;) {
      const next = queue.pop()!;
      if (reached.has(next)) continue;
      reached.add(next);
      queue.push(...schemaOf(next).names);
    }
    const schemaHashes = [...reached].sort().map((n) => [n, schemaOf(n).hash]);
    const hash = sha256(JSON.stringify([name, json, schemaHashes]));
    hashes.set(op, hash);
    return hash;
  };
  return {
    get: (op, name) => store.get(hashOf(op, name)),
    put: (op, name, row) => store.put(hashOf(op, name), row),
  };
}
