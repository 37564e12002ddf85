/**
 * The bundled document -> `schema.gen.ts`, the `paths` / `components` / `operations` types of
 * openapi-typescript 7. Every other generated type is an alias into these, so the client's types can
 * never disagree with what openapi-fetch (`client.raw`) checks.
 */
import openapiTS, { astToString } from 'openapi-typescript';
import type { IR } from '../../ir/types.js';

export async function schemaTypes(ir: IR): Promise<string> {
  // openapi-typescript reads a whole OpenAPI document; the IR keeps the bundled one for exactly this.
  const ast = await openapiTS(structuredClone(ir.document) as unknown as Parameters<typeof openapiTS>[0], { silent: true });
  return astToString(ast);
}
