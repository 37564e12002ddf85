/**
 * Settles SDK placement once every operation is known: a declared `x-sdk-method` must be unique (else a
 * located problem: the spec is wrong); a derived name that collides with another operation or a
 * sub-resource gets a numeric suffix (`list`, `list2`), in operationId order, so the result is
 * deterministic and no valid spec stops the generator.
 */
import type { Problems } from './problems.js';
import type { IROperation } from './types.js';

/**
 * Members the SDK's classes have before any operation: the client class's (the runtime's `BaseClient`:
 * `baseUrl` and its `_`-prefixed internals, plus the generated `raw` getter) and every resource class's
 * (`APIResource`'s `_client`); and every object's (`constructor`, `toString`, `hasOwnProperty`...: a member of
 * that name would override them, which TypeScript refuses without `override`). A resource or method may not
 * take one of these names (`generators/test/ir/names-fuzz.test.ts` checks the list against the runtime).
 */
const OBJECT_MEMBERS = Object.getOwnPropertyNames(Object.prototype);
export const RESOURCE_MEMBERS: ReadonlySet<string> = new Set([...OBJECT_MEMBERS, '_client']);
export const CLIENT_MEMBERS: ReadonlySet<string> = new Set([...RESOURCE_MEMBERS, 'raw', 'baseUrl', '_requestIdHeader', '_exchange', '_call', '_paginate', '_stream']);

export function settleSdkNames(operations: IROperation[], declared: (op: IROperation) => string | undefined, problems: Problems): void {
  // A top-level resource is a member of the client class: a derived one that meets a member of the class is
  // numbered (`raw` -> `raw2`); a declared one, like any name in a declared path, is the spec's problem.
  for (const op of operations) {
    const at = op.sdk.resource.findIndex((part, i) => (i === 0 ? CLIENT_MEMBERS : RESOURCE_MEMBERS).has(part));
    if (at < 0) continue;
    if (declared(op) !== undefined) {
      problems.at(
        `${op.provenance.pointer}/x-sdk-method`,
        `x-sdk-method ${[...op.sdk.resource, op.sdk.method].join('.')} of ${op.id} names a resource "${op.sdk.resource[at]}", which the generated ${at === 0 ? 'client class' : 'resource class'} already has; give it another name.`,
      );
      continue;
    }
    let n = 2;
    while (CLIENT_MEMBERS.has(`${op.sdk.resource[0]}${n}`)) n++;
    op.sdk = { ...op.sdk, resource: [`${op.sdk.resource[0]}${n}`, ...op.sdk.resource.slice(1)] };
  }
  // Names a resource already uses: its class's own members and its sub-resources.
  const taken = new Map<string, Map<string, string>>();
  const slot = (resource: string[]) => {
    const key = resource.join('.');
    if (!taken.has(key)) taken.set(key, new Map([...RESOURCE_MEMBERS].map((m) => [m, `the resource class's own member ${m}`])));
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
