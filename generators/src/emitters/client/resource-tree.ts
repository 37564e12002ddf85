/**
 * Operations grouped by `op.sdk.resource` into a tree of resources (`objects` holds `records`), sorted so
 * output is deterministic. Pure data; the file emitters only walk it.
 */
import type { IRApi, IROperation } from '../../ir/types.js';
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

/**
 * `taken`: names the package's entry point exports beside the resource classes (the models' type names); a
 * class whose name is one of them (a schema `McpResource` beside the resource `mcp`) gets `2`, `3`, ...,
 * else the entry point's two `export *` would clash (TS2308).
 */
export function resourceTree(operations: IROperation[], api: IRApi, taken: ReadonlySet<string> = new Set()): ResourceNode[] {
  const root: ResourceNode = { name: '', path: [], className: '', children: [], methods: [] };
  const used = new Set(taken);
  const className = (path: string[]) => {
    const base = resourceClassName(path);
    let name = base;
    for (let n = 2; used.has(name); n++) name = `${base}${n}`;
    used.add(name);
    return name;
  };
  for (const op of operations) {
    let node = root;
    for (const part of op.sdk.resource) {
      let child = node.children.find((c) => c.name === part);
      if (!child) {
        const path = [...node.path, part];
        child = { name: part, path, className: className(path), children: [], methods: [] };
        node.children.push(child);
      }
      node = child;
    }
    node.methods.push(operationShape(op, api));
  }
  // Names are unique per resource: the IR settled collisions (settleSdkNames).
  sortTree(root);
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
