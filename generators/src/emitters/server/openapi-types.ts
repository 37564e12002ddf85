/**
 * The spec's types for the server, written by openapi-typescript's programmatic API into the server's own
 * `schema.gen.ts` (`paths`, `components`, `operations`), so the server never depends on the client package.
 */
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import type { IR } from '../../ir/types.js';

export async function openapiTypes(ir: IR): Promise<string> {
  // structuredClone: openapi-typescript annotates the document it walks; the IR must stay untouched.
  const ast = await openapiTS(structuredClone(ir.document) as unknown as OpenAPI3, { alphabetize: true, silent: true });
  return astToString(ast);
}
