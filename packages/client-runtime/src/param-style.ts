/** A parameter's style and explode: its entry in the operation's table, else its location's default (OpenAPI 3.1 section 4.8.12.4). */
import type { OperationMeta, ParamMeta } from './operation.js';

export function styleOf(op: OperationMeta, location: ParamMeta['in'], name: string): { style: string; explode: boolean } {
  const found = op.params?.find((p) => p.in === location && p.name === name);
  if (found) return found;
  return location === 'query' || location === 'cookie' ? { style: 'form', explode: true } : { style: 'simple', explode: false };
}
