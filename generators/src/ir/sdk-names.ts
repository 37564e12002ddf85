/**
 * Settles SDK placement once every operation is known: a declared `x-sdk-method` must be unique (else a
 * located problem: the spec is wrong); a derived name that collides with another operation or a
 * sub-resource gets a numeric suffix (`list`, `list2`), in operationId order, so the result is
 * deterministic and no valid spec stops the generator.
 */
import type { Problems } from './problems.js';
import type { IROperation } from './types.js';

export function settleSdkNames(operations: IROperation[], declared: (op: IROperation) => string | undefined, problems: Problems): void {
  // Names a resource already uses: its sub-resources.
  const taken = new Map<string, Map<string, string>>();
  const slot = (resource: string[]) => {
    const key = resource.join('.');
    if (!taken.has(key)) taken.set(key, new Map());
    return taken.get(key)!;
  };
  for (const op of operations) {
    for (let i = 1; i < op.sdk.resource.length; i++) slot(op.sdk.resource.slice(0, i)).set(op.sdk.resource[i]!, `sub-resource ${op.sdk.resource.slice(0, i + 1).join('.')}`);
  }
  const ordered = [...operations].sort((a, b) => Number(declared(b) !== undefined) - Number(declared(a) !== undefined) || a.id.localeCompare(b.id));
  for (const op of ordered) {
    const names = slot(op.sdk.resource);
    const prior = names.get(op.sdk.method);
    if (prior && declared(op) !== undefined) {
      problems.at(
        `${op.provenance.pointer}/x-sdk-method`,
        `x-sdk-method ${[...op.sdk.resource, op.sdk.method].join('.')} of ${op.id} collides with ${prior}; give one of them another name.`,
      );
      continue;
    }
    if (prior) {
      let n = 2;
      while (names.has(`${op.sdk.method}${n}`)) n++;
      op.sdk = { ...op.sdk, method: `${op.sdk.method}${n}` };
    }
    names.set(op.sdk.method, `operation ${op.id}`);
  }
}
