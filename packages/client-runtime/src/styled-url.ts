/**
 * The URL of an operation whose path or query parameters have a style other than their location's default
 * (OpenAPI 3.1 section 4.8.12.4): label, matrix, exploded simple, form without explode, spaceDelimited,
 * pipeDelimited, deepObject. The writing is openapi-fetch's (`serializeArrayParam`, `serializeObjectParam`,
 * its path templating of `{.name*}` / `{;name}`), so `client.raw` and generated methods agree. Only
 * operations that need it carry it (`serializeUrl` in the generated table), so other bundles leave it out.
 */
import { createFinalURL, defaultPathSerializer, serializeArrayParam, serializeObjectParam, serializePrimitiveParam } from 'openapi-fetch';
import type { OperationMeta } from './operation.js';
import { styleOf } from './param-style.js';

type Style = Parameters<typeof serializeArrayParam>[2]['style'];
type ObjectStyle = Parameters<typeof serializeObjectParam>[2]['style'];

export function styledUrl(baseUrl: string, op: OperationMeta, path: Record<string, unknown> | undefined, query: Record<string, unknown> | undefined): string {
  return createFinalURL(pathTemplate(op), {
    baseUrl,
    params: { ...(path ? { path } : {}), ...(query ? { query } : {}) },
    querySerializer: (q: Record<string, unknown>) => serializeQuery(op, q),
    pathSerializer: defaultPathSerializer,
  });
}

/** The path template with openapi-fetch's markers for label (`{.x}`), matrix (`{;x}`) and explode (`{x*}`). */
export function pathTemplate(op: OperationMeta): string {
  if (!op.params?.some((p) => p.in === 'path')) return op.path;
  return op.path.replace(/\{([^}]+)\}/g, (_whole, name: string) => {
    const { style, explode } = styleOf(op, 'path', name);
    return `{${style === 'label' ? '.' : style === 'matrix' ? ';' : ''}${name}${explode ? '*' : ''}}`;
  });
}

/** The query string (without `?`) of an operation's query object. */
export function serializeQuery(op: OperationMeta, query: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const name in query) {
    const value = query[name];
    if (value === undefined || value === null) continue;
    const { style, explode } = styleOf(op, 'query', name);
    if (Array.isArray(value)) {
      if (value.length) parts.push(serializeArrayParam(name, value, { style: style as Style, explode }));
    } else if (typeof value === 'object') {
      parts.push(serializeObjectParam(name, value as Record<string, unknown>, { style: style as ObjectStyle, explode }));
    } else {
      parts.push(serializePrimitiveParam(name, String(value)));
    }
  }
  return parts.filter(Boolean).join('&');
}
