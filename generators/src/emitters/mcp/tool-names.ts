/**
 * Tool names, valid for every major MCP client (`^[a-zA-Z0-9_-]{1,64}$`, the strictest of them) and unique:
 * from `x-sdk-method` when the spec gives one (`widgets.parts.list` -> `widgets_parts_list`),
 * else the operationId (`repos/get` -> `repos_get`). A name taken already gets `_2`, `_3`, ... in the
 * operations' order, cut so it still fits 64 characters.
 */
import type { IR, IROperation } from '../../ir/types.js';
import { pointerKeys } from '../../openapi/primitives.js';

export const TOOL_NAME = /^[a-zA-Z0-9_-]{1,64}$/;

function sanitize(text: string): string {
  const name = text
    .replace(/[^a-zA-Z0-9_-]+/g, '_')
    .replace(/_+/g, '_')
    .replace(/^_+|_+$/g, '');
  return (name || 'operation').slice(0, 64);
}

/** The operation's own `x-sdk-method`, read from the document at the operation's pointer. */
function declaredSdkMethod(ir: IR, op: IROperation): string | undefined {
  const parts = pointerKeys(op.provenance.pointer);
  let node: unknown = ir.document;
  for (const part of parts) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  const value = node && typeof node === 'object' ? (node as Record<string, unknown>)['x-sdk-method'] : undefined;
  return typeof value === 'string' ? value : undefined;
}

/** operationId -> tool name, for every operation given (in that order). */
export function toolNames(ir: IR, operations: readonly IROperation[]): Map<string, string> {
  const names = new Map<string, string>();
  const taken = new Set<string>();
  for (const op of operations) {
    const base = sanitize(declaredSdkMethod(ir, op) ?? op.id);
    let name = base;
    for (let n = 2; taken.has(name.toLowerCase()); n += 1) name = `${base.slice(0, 64 - `_${n}`.length)}_${n}`;
    taken.add(name.toLowerCase());
    names.set(op.id, name);
  }
  return names;
}
