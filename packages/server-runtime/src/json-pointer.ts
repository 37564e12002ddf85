/**
 * An Ajv instance path (a JSON Pointer, RFC 6901: `/items/0/a~1b`) as its keys. The generators have the
 * same helper (generators/src/openapi/primitives.ts); a runtime never imports the generators, so the
 * runtimes share this copy (the mock's front door imports it through `@openapi-cmp/server-runtime/errors`).
 */
export function pointerKeys(pointer: string): string[] {
  return pointer
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}
