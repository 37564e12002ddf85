/**
 * The URL of a call whose parameters have their location's default style (OpenAPI 3.1 section 4.8.12.4):
 * path parameters `simple` (lists `a,b`, objects `k,v`), query parameters `form` exploded (`a=1&a=2`,
 * objects `k=v&k2=v2`), each value percent-encoded. The output is what openapi-fetch's serialisers write
 * for these styles (test/url.test.ts compares both on generated values); written here because those serialisers and
 * `createFinalURL` are most of openapi-fetch's weight in a bundle, and most operations need nothing else.
 * Operations with other styles carry `serializeUrl` (styled-url.ts) in their metadata instead.
 */
export function plainUrl(baseUrl: string, template: string, path: Record<string, unknown> | undefined, query: Record<string, unknown> | undefined): string {
  let url = baseUrl + (path ? template.replace(/\{([^}]+)\}/g, (whole, name: string) => (path[name] == null ? whole : simple(path[name]))) : template);
  if (query) {
    const parts: string[] = [];
    for (const name in query) {
      const value = query[name];
      if (value == null) continue;
      if (Array.isArray(value)) for (const item of value) parts.push(`${name}=${encode(item)}`);
      else if (typeof value === 'object') for (const key in value) parts.push(`${key}=${encode((value as Record<string, unknown>)[key])}`);
      else parts.push(`${name}=${encode(value)}`);
    }
    if (parts.length) url += `?${parts.join('&')}`;
  }
  return url;
}

function simple(value: unknown): string {
  if (Array.isArray(value)) return value.map(encode).join(',');
  if (typeof value === 'object')
    return Object.entries(value as Record<string, unknown>)
      .flatMap(([k, v]) => [k, encode(v)])
      .join(',');
  return encode(value);
}

const encode = (value: unknown) => encodeURIComponent(String(value));
