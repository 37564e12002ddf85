/**
 * An Ajv instance path (a JSON Pointer, RFC 6901: `/items/0/a~1b`) as its keys. The generators have the
 * same helper (generators/src/openapi/primitives.ts); a runtime never imports the generators, so the
 * runtimes share this copy (the mock's front door imports it through `@openapi-cmp/server-runtime/errors`).
 */
/** A key as one segment of a JSON Pointer (RFC 6901: `~` as `~0`, `/` as `~1`). */
export function escapePointer(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}

export function pointerKeys(pointer: string): string[] {
  return pointer
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}
