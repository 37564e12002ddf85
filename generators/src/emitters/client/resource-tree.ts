/**
 * Operations grouped by `op.sdk.resource` into a tree of resources (`objects` holds `records`), sorted so
 * output is deterministic. Pure data; the ts-morph files only walk it.
 */
import type { IROperation } from '../../ir/types.js';
import { resourceClassName } from './names.js';
import { operationShape, type OperationShape } from './operation-shape.js';

export interface ResourceNode {
  /** Property name on the parent (`records`). */
  name: string;
  /** Full resource path (`['objects', 'records']`). */
  path: string[];
  className: string;
  children: ResourceNode[];
  methods: OperationShape[];
}

export function resourceTree(operations: IROperation[]): ResourceNode[] {
  const root: ResourceNode = { name: '', path: [], className: '', children: [], methods: [] };
  for (const op of operations) {
    let node = root;
    for (const part of op.sdk.resource) {
      let child = node.children.find((c) => c.name === part);
      if (!child) {
        const path = [...node.path, part];
        child = { name: part, path, className: resourceClassName(path), children: [], methods: [] };
        node.children.push(child);
      }
      node = child;
    }
    node.methods.push(operationShape(op));
  }
  sortTree(root);
  checkNames(root);
  return root.children;
}

/** Every node, parents before children. */
export function flatten(nodes: ResourceNode[]): ResourceNode[] {
  return nodes.flatMap((n) => [n, ...flatten(n.children)]);
}

function sortTree(node: ResourceNode) {
  node.children.sort((a, b) => a.name.localeCompare(b.name));
  node.methods.sort((a, b) => a.op.sdk.method.localeCompare(b.op.sdk.method) || a.op.id.localeCompare(b.op.id));
  node.children.forEach(sortTree);
}

/** Two operations with one `x-sdk-method`, or a method named like a sub-resource, would overwrite each other. */
function checkNames(node: ResourceNode) {
  const seen = new Map<string, string>();
  for (const child of node.children) seen.set(child.name, `sub-resource ${child.path.join('.')}`);
  for (const m of node.methods) {
    const prior = seen.get(m.op.sdk.method);
    if (prior) throw new Error(`x-sdk-method ${[...m.op.sdk.resource, m.op.sdk.method].join('.')} of ${m.op.id} collides with ${prior}`);
    seen.set(m.op.sdk.method, `operation ${m.op.id}`);
  }
  node.children.forEach(checkNames);
}
