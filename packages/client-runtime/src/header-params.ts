/**
 * Header and cookie parameters by their `style` and `explode` (OpenAPI 3.1 section 4.8.12.4): headers
 * `simple` (lists `a,b`; objects `k,v,k2,v2`, or `k=v,k2=v2` exploded), cookies `form` in one `Cookie`
 * header. The URL's parameters are written by url.ts (default styles) or styled-url.ts. Only operations
 * that take header or cookie parameters carry `headerParams` (`writeHeaders` in the generated table), so
 * other bundles leave it out.
 */
import type { OperationMeta } from './operation.js';
import { styleOf } from './param-style.js';

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

/** The request headers of an operation's header and cookie parameters. */
export function headerParams(op: OperationMeta, headers: Record<string, unknown> | undefined, cookies: Record<string, unknown> | undefined): Record<string, string> {
  const out = headers ? serializeHeaders(op, headers) : {};
  const cookie = cookies ? serializeCookies(op, cookies) : undefined;
  if (cookie) out['cookie'] = cookie;
  return out;
}
