/**
 * The small pieces of OpenAPI and JSON every part of the toolchain reads documents with, written once:
 * JSON Pointers (RFC 6901, and their URI-fragment form in `$ref`s), the JSON object test, the HTTP methods
 * a Path Item holds, and a media type without its parameters. The runtime packages never import the
 * generators (see the README), so each keeps the one or two of these it needs, saying so where it does.
 */

/** A JSON object: not null, not an array (what a JSON Schema's `type: object` accepts). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- documents are untyped JSON until checked; callers read them by key
export function isObject(value: unknown): value is Record<string, any> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The fixed fields of a Path Item that are operations (OpenAPI 3.x section 4.8.9), in the specification's order. */
export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** One key as a JSON Pointer segment: `~` is `~0`, `/` is `~1` (RFC 6901 section 3). */
export function escapePointer(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** A JSON Pointer segment as its key (RFC 6901 section 4: `~1` first, then `~0`). */
export function unescapePointer(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** Keys as a URI-fragment pointer, as a local `$ref` holds it: `['paths', '/a']` -> `#/paths/~1a`. */
export function pointerOf(keys: readonly string[]): string {
  return `#/${keys.map(escapePointer).join('/')}`;
}

/**
 * A pointer as its keys, whether a plain JSON Pointer (`/paths/~1a`) or a `$ref`'s URI fragment
 * (`#/paths/~1a`, percent-encoded as bundlers write it: `#/components/schemas/Caf%C3%A9`).
 */
export function pointerKeys(pointer: string): string[] {
  const fragment = pointer.startsWith('#');
  const body = pointer.replace(/^#?\/?/, '');
  if (!body) return [];
  return body.split('/').map((s) => unescapePointer(fragment ? decodeURIComponent(s) : s));
}

/** `application/json; charset=utf-8` -> `application/json`: the media type alone, lower-case (RFC 9110 section 8.3.1). */
export function mediaTypeBase(type: string): string {
  return type.split(';')[0]!.trim().toLowerCase();
}

/** A JSON media type: `application/json`, or any with the `+json` suffix (RFC 6839), parameters or not. */
export function isJsonMediaType(type: string): boolean {
  return /[/+]json$/.test(mediaTypeBase(type));
}
