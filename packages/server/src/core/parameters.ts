/**
 * Raw path, query and header values -> the shapes the validators and handlers expect. Lists accept both
 * forms the reference makes equal: repeated (`?label=a&label=b`) and comma-separated (`?label=a,b`), and
 * any mix of the two; their values are OR. Type coercion (`"25"` -> 25) is left to Ajv.
 */
import type { RouteDefinition } from './types.js';

export function collectParameters(
  route: RouteDefinition,
  location: 'path' | 'query' | 'header',
  raw: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const param of route.parameters) {
    if (param.in !== location) continue;
    const key = location === 'header' ? param.name.toLowerCase() : param.name;
    const value = raw[key];
    if (value === undefined) continue;
    out[key] = param.type === 'array' ? toList(value) : value;
  }
  return out;
}

function toList(value: unknown): unknown[] {
  const values = Array.isArray(value) ? value : [value];
  return values.flatMap((v) => (typeof v === 'string' ? v.split(',') : [v]));
}
