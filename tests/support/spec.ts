/** The bundled spec and small readers over it, shared by the spec and contract tests. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deref as derefNode } from '../../generators/src/ir/refs.js';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export type Node = Record<string, any>;

export function loadBundledSpec(): Node {
  return JSON.parse(readFileSync(path.join(repoRoot, 'openapi/dist/openapi.json'), 'utf8'));
}

export const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

export interface OperationRef {
  path: string;
  method: string;
  op: Node;
  pathItem: Node;
}

export function operations(spec: Node): OperationRef[] {
  const out: OperationRef[] = [];
  for (const [p, item] of Object.entries<Node>(spec.paths)) {
    for (const method of METHODS) if (item[method]) out.push({ path: p, method, op: item[method], pathItem: item });
  }
  return out;
}

export function operation(spec: Node, method: string, p: string): Node {
  const op = spec.paths[p]?.[method];
  if (!op) throw new Error(`No ${method.toUpperCase()} ${p} in the spec.`);
  return op;
}

/** Follows local $refs (the generators' own resolver, so tests read the spec the way the IR does). */
export function deref(spec: Node, node: Node): Node {
  return derefNode<Node>(spec, node);
}

/** A parameter of an operation (operation-level or path-level), resolved. */
export function param(spec: Node, method: string, p: string, name: string): Node {
  const item = spec.paths[p];
  const all = [...(item.parameters ?? []), ...(item[method].parameters ?? [])].map((x: Node) => deref(spec, x));
  const found = all.find((x: Node) => x.name === name);
  if (!found) throw new Error(`No parameter ${name} on ${method.toUpperCase()} ${p}.`);
  return found;
}

export function schema(spec: Node, name: string): Node {
  const s = spec.components.schemas[name];
  if (!s) throw new Error(`No component schema ${name}.`);
  return s;
}

/** Every node of the document with its JSON pointer. */
export function* walk(node: unknown, pointer = '#'): Generator<[string, Node]> {
  if (!node || typeof node !== 'object') return;
  yield [pointer, node as Node];
  for (const [key, child] of Object.entries(node)) {
    yield* walk(child, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
  }
}
