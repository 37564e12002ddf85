/** The do-not-edit header and the stamp every generated file carries. */
import type { IR } from '../ir/types.js';

export const GENERATED_MARKER = 'do not edit';

export function generatedHeader(ir: IR, source = 'openapi/openapi.yaml', comment = '//'): string {
  return [
    `${comment} Generated from ${source} by generators/ — ${GENERATED_MARKER}.`,
    `${comment} Regenerate with \`npm run generate\`. Spec ${ir.info.version}, sha256 ${ir.specHash.slice(0, 16)}.`,
  ].join('\n');
}

/** A stamp file: the spec's hash, so a reader can tell which spec an output came from. */
export function stampFile(ir: IR, dir: string) {
  return {
    path: `${dir}/stamp.gen.json`,
    contents: JSON.stringify({ generatedFrom: 'openapi/openapi.yaml', note: `Generated — ${GENERATED_MARKER}.`, specVersion: ir.info.version, specSha256: ir.specHash }, null, 2) + '\n',
  };
}
