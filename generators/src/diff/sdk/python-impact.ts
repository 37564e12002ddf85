/**
 * The Python SDK's side of the SDK impact: each change at an operation is judged by the Python names the
 * base and the head SDKs give it (`generate --only python`): the method (`client.customers.create`), its
 * positional path arguments in order, and its keyword arguments and which are required. A method that is
 * gone or renamed, an argument that is gone or renamed, a positional argument moved, an argument that became
 * required: code written against the base no longer runs (or type-checks). Recorded as `sdk.python`, and
 * `sdk.breaks` lists the SDKs a change breaks.
 */
import type { IR } from '../../ir/types.js';
import { flatten, operationConstants, resourceTree } from '../../emitters/python/modules.js';
import type { PyMethod } from '../../emitters/python/method-shape.js';
import { PyTypes } from '../../emitters/python/schema-types.js';
import type { Change } from '../types.js';

function methodsByOperation(ir: IR): Map<string, PyMethod> {
  const tree = resourceTree(ir, new PyTypes(ir), operationConstants(ir));
  return new Map(flatten(tree).flatMap((n) => n.methods.map((m) => [`${m.op.method.toUpperCase()} ${m.op.path}`, m] as const)));
}

/** What breaks for a caller of `base` when the method is `head` (none: the method is gone). */
export function pythonBreaks(base: PyMethod, head: PyMethod | undefined): string[] {
  const name = `client.${base.qualified}()`;
  if (!head) return [`${name} no longer exists`];
  if (head.qualified !== base.qualified) return [`${name} is now client.${head.qualified}()`];
  const out: string[] = [];
  const positional = (m: PyMethod) => m.args.filter((a) => a.location === 'path').map((a) => a.name);
  const [bp, hp] = [positional(base), positional(head)];
  if (bp.length !== hp.length) out.push(`${name} takes ${hp.length} positional arguments, not ${bp.length}`);
  const keywords = (m: PyMethod) => new Map(m.args.filter((a) => a.location !== 'path').map((a) => [a.name, a]));
  const [bk, hk] = [keywords(base), keywords(head)];
  for (const [arg] of bk) if (!hk.has(arg)) out.push(`${name}: argument ${arg}= no longer exists`);
  for (const [arg, a] of hk) {
    if (!a.required) continue;
    const before = bk.get(arg);
    if (!before) out.push(`${name}: new required argument ${arg}=`);
    else if (!before.required) out.push(`${name}: argument ${arg}= is now required`);
  }
  return out;
}

/** Adds the Python SDK's verdict to each change at an operation the base SDK has a method for. */
export function applyPythonImpact(base: IR, head: IR, changes: Change[]): void {
  const [before, after] = [methodsByOperation(base), methodsByOperation(head)];
  const keys = [...before.keys()].sort((a, b) => b.length - a.length);
  for (const change of changes) {
    const key = keys.find((k) => change.location === k || change.location.startsWith(`${k} `));
    if (!key) continue;
    const details = pythonBreaks(before.get(key)!, after.get(key));
    const python = { impact: details.length ? ('breaking' as const) : ('compatible' as const), details: details.slice(0, 3) };
    const sdk = change.sdk ?? { impact: 'unchecked' as const, details: [] };
    const breaks = [...(sdk.impact === 'breaking' ? ['TypeScript'] : []), ...(details.length ? ['Python'] : [])];
    change.sdk = { ...sdk, python, ...(breaks.length ? { breaks } : {}) };
  }
}
