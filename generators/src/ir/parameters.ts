/**
 * Parameter Object -> IRParameter, with style and explode settled to the defaults of OpenAPI 3.1
 * section 4.8.12.4: form + explode for query and cookie, simple for path and header.
 */
import type { IRParameter, JsonSchema, ParamLocation } from './types.js';
import { deref, type Doc } from './refs.js';

const DEFAULT_STYLE: Record<ParamLocation, string> = { query: 'form', cookie: 'form', path: 'simple', header: 'simple' };

export function transformParameters(doc: Doc, pathLevel: unknown[] = [], opLevel: unknown[] = []): Record<ParamLocation, IRParameter[]> {
  const byKey = new Map<string, IRParameter>();
  // Operation-level parameters override path-level ones with the same name and location (3.1 4.8.10.1).
  for (const raw of [...pathLevel, ...opLevel]) {
    const p = deref(doc, raw);
    const location = p.in as ParamLocation;
    const style = (p.style as string | undefined) ?? DEFAULT_STYLE[location];
    byKey.set(`${location}:${String(p.name)}`, {
      name: String(p.name),
      in: location,
      required: location === 'path' ? true : Boolean(p.required),
      description: String(p.description ?? ''),
      deprecated: Boolean(p.deprecated),
      schema: (p.schema as JsonSchema | undefined) ?? {},
      style,
      explode: typeof p.explode === 'boolean' ? p.explode : style === 'form',
      ...(p['x-inferred'] ? { inferred: String(p['x-inferred']) } : {}),
    });
  }
  const grouped: Record<ParamLocation, IRParameter[]> = { path: [], query: [], header: [], cookie: [] };
  for (const param of byKey.values()) grouped[param.in].push(param);
  return grouped;
}
