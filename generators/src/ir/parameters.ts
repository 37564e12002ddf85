/**
 * Parameter Object -> IRParameter, with style and explode settled to the defaults of OpenAPI 3.1
 * section 4.8.12.4: form + explode for query and cookie, simple for path and header.
 */
import type { IRParameter, JsonSchema, ParamLocation } from './types.js';
import { deref, type Doc } from './refs.js';
import { exampleOf } from './examples.js';
import { readInferred } from './extensions.js';
import type { Problems } from './problems.js';

const DEFAULT_STYLE: Record<ParamLocation, string> = { query: 'form', cookie: 'form', path: 'simple', header: 'simple' };

/** Each list with the JSON pointer it was read at, so a problem inside it is placed. */
export function transformParameters(doc: Doc, lists: { at: string; parameters: unknown[] | undefined }[], problems: Problems): Record<ParamLocation, IRParameter[]> {
  const byKey = new Map<string, IRParameter>();
  // Operation-level parameters override path-level ones with the same name and location (3.1 4.8.10.1).
  for (const { at, parameters = [] } of lists) {
    parameters.forEach((raw, index) => {
      const p = deref(doc, raw);
      const pointer = typeof (raw as { $ref?: unknown })?.$ref === 'string' ? String((raw as { $ref: string }).$ref) : `${at}/${index}`;
      const location = p.in as ParamLocation;
      // A place no request has (a 3.2 `querystring` the loader could not see through): no argument is made for it.
      if (!(location in DEFAULT_STYLE)) return;
      const style = (p.style as string | undefined) ?? DEFAULT_STYLE[location];
      const schema = (p.schema as JsonSchema | undefined) ?? {};
      // The parameter's own `example` or first of `examples` (section 4.8.12.1), else the schema's.
      const first = p.examples && typeof p.examples === 'object' ? Object.values(p.examples)[0] : undefined;
      const named = first && typeof first === 'object' ? (deref(doc, first) as { value?: unknown }) : undefined;
      const example = p.example !== undefined ? p.example : named?.value !== undefined ? named.value : exampleOf(schema);
      const inferred = readInferred(p['x-inferred'], pointer, problems);
      byKey.set(`${location}:${String(p.name)}`, {
        name: String(p.name),
        in: location,
        required: location === 'path' ? true : Boolean(p.required),
        description: String(p.description ?? ''),
        deprecated: Boolean(p.deprecated),
        schema,
        style,
        explode: typeof p.explode === 'boolean' ? p.explode : style === 'form',
        ...(example !== undefined ? { example } : {}),
        ...(inferred ? { inferred } : {}),
      });
    });
  }
  const grouped: Record<ParamLocation, IRParameter[]> = { path: [], query: [], header: [], cookie: [] };
  for (const param of byKey.values()) grouped[param.in].push(param);
  return grouped;
}
