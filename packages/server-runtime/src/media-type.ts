/**
 * `application/json; charset=utf-8` -> `application/json`: the media type alone, lower-case (RFC 9110
 * section 8.3.1). The generators have the same helper (generators/src/openapi/primitives.ts); this package
 * keeps its own copy because a runtime never imports the generators.
 */
export function mediaTypeBase(type: string): string {
  return type.split(';')[0]!.trim().toLowerCase();
}
