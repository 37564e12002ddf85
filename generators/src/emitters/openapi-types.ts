/**
 * The bundled document -> the `paths` / `components` / `operations` types of openapi-typescript 7, shared
 * by the client and server emitters (each package ships its own `schema.gen.ts` copy so the server never
 * depends on the client). Computed once per spec: it is the costliest step of generation.
 *
 * The text is left as openapi-typescript's printer writes it, not re-formatted with prettier: the printer's
 * output is already deterministic and consistently laid out, and prettier on it took longer than everything
 * else together on large documents (see `npm run bench:generate`).
 */
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import ts from 'typescript';
import type { IR } from '../ir/types.js';

const cache = new Map<string, Promise<string>>();

export function openapiTypes(ir: IR): Promise<string> {
  let text = cache.get(ir.specHash);
  if (!text) {
    // structuredClone: openapi-typescript annotates the document it walks; the IR must stay untouched.
    text = openapiTS(structuredClone(ir.document) as unknown as OpenAPI3, {
      alphabetize: true,
      silent: true,
      // Bytes (`format: binary`, a file in a multipart body or a download) are a Blob in the runtimes, as
      // openapi-typescript's documentation suggests for this format.
      transform: (schema) => (schema.format === 'binary' ? ts.factory.createTypeReferenceNode('Blob') : undefined),
    }).then(astToString);
    cache.clear();
    cache.set(ir.specHash, text);
  }
  return text;
}
