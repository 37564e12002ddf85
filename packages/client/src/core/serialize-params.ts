/**
 * Parameters -> the URL, headers and cookies of a request, by each parameter's `style` and `explode`
 * (OpenAPI 3.1 section 4.8.12.4). The generated operation table lists only the parameters whose style is
 * not the default of their location (form + explode for query and cookie, simple for path and header), so
 * most operations carry none. The writing itself is openapi-fetch's (`serializeArrayParam`,
 * `serializeObjectParam`, its path templating of `{.name*}` / `{;name}`), so `client.raw` and generated
 * methods agree.
 */
import { serializeArrayParam, serializeObjectParam, serializePrimitiveParam } from 'openapi-fetch';
import type { OperationMeta, ParamMeta } from './operation.js';

type Style = Parameters<typeof serializeArrayParam>[2]['style'];
type ObjectStyle = Parameters<typeof serializeObjectParam>[2]['style'];

function styleOf(op: OperationMeta, location: ParamMeta['in'], name: string): { style: string; explode: boolean } {
  const found = op.params?.find((p) => p.in === location && p.name === name);
  if (found) return found;
  return location === 'query' || location === 'cookie' ? { style: 'form', explode: true } : { style: 'simple', explode: false };
}

/** The path template with openapi-fetch's markers for label (`{.x}`), matrix (`{;x}`) and explode (`{x*}`). */
export function pathTemplate(op: OperationMeta): string {
  if (!op.params?.some((p) => p.in === 'path')) return op.path;
  return op.path.replace(/\{([^}]+)\}/g, (whole, name: string) => {
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

/** Header parameters, style simple: lists `a,b`; objects `k,v,k2,v2`, or `k=v,k2=v2` when exploded. */
export function serializeHeaders(op: OperationMeta, headers: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name in headers) {
    const value = headers[name];
    if (value === undefined || value === null) continue;
    out[name.toLowerCase()] = simple(value, styleOf(op, 'header', name).explode);
  }
  return out;
}

/** Cookie parameters as one `Cookie` header (form style: `name=a,b`), or undefined when there are none. */
export function serializeCookies(op: OperationMeta, cookies: Record<string, unknown>): string | undefined {
  const parts: string[] = [];
  for (const name in cookies) {
    const value = cookies[name];
    if (value === undefined || value === null) continue;
    const { explode } = styleOf(op, 'cookie', name);
    if (Array.isArray(value) && explode) for (const v of value) parts.push(`${name}=${encodeURIComponent(String(v))}`);
    else parts.push(`${name}=${simple(value, false, encodeURIComponent)}`);
  }
  return parts.length ? parts.join('; ') : undefined;
}

function simple(value: unknown, explode: boolean, encode: (s: string) => string = String): string {
  if (Array.isArray(value)) return value.map((v) => encode(String(v))).join(',');
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    return entries.map(([k, v]) => (explode ? `${k}=${encode(String(v))}` : `${k},${encode(String(v))}`)).join(',');
  }
  return encode(String(value));
}
