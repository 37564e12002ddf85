/**
 * The Python SDK's types, operation constants and resource tree, built once per IR for the two that need
 * them: the SDK emitter and the reference's "Python (SDK)" samples (`samples/python-sdk.ts`). On a large
 * spec the build is a second or so of the run (every component's model and params, every method's shape).
 *
 * The samples read only the tree's method shapes, which nothing changes after the build. The SDK emitter
 * also goes on to print with the types, and printing settles inline classes in them, so it takes the types
 * once (`takePythonResources`): a second emit of the same IR builds its own, as it did before.
 */
import type { IR, IROperation } from '../../ir/types.js';
import { operationConstants, resourceTree, type ResourceNode } from './modules.js';
import { PyTypes } from './schema-types.js';

export interface PythonResources {
  types: PyTypes;
  constants: Map<IROperation, string>;
  tree: ResourceNode[];
}

const built = new WeakMap<IR, { resources: PythonResources; taken: boolean }>();

function build(ir: IR): PythonResources {
  const types = new PyTypes(ir);
  const constants = operationConstants(ir);
  return { types, constants, tree: resourceTree(ir, types, constants) };
}

/** The resource tree (its method shapes) of `ir`'s Python SDK: read-only. */
export function pythonResourceTree(ir: IR): ResourceNode[] {
  let entry = built.get(ir);
  if (!entry) built.set(ir, (entry = { resources: build(ir), taken: false }));
  return entry.resources.tree;
}

/** Types, constants and tree for the SDK emitter, the types untouched by any earlier print. */
export function takePythonResources(ir: IR): PythonResources {
  const entry = built.get(ir);
  if (!entry || entry.taken) {
    const resources = build(ir);
    built.set(ir, { resources, taken: true });
    return resources;
  }
  entry.taken = true;
  return entry.resources;
}
