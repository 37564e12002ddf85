/**
 * The do-not-edit header and the stamp every generated file carries. Headers name the source and nothing
 * that changes with every spec edit (no hash, no version): a spec change then touches only the files whose
 * content changes, and two parallel spec changes do not conflict in every generated file. The stamp keeps
 * the hash and version for a reader who needs to know which spec an output came from.
 */
import type { IR } from '../ir/types.js';

export const GENERATED_MARKER = 'do not edit';

export function generatedHeader(ir: IR, comment = '//'): string {
  return [`${comment} Generated from ${ir.source} by generators/ — ${GENERATED_MARKER}.`, `${comment} Regenerate with \`npm run generate\`.`].join('\n');
}

/** A stamp file: the spec's version and hash, so a reader can tell which spec an output came from. */
export function stampFile(ir: IR, dir: string) {
  return {
    path: `${dir}/stamp.gen.json`,
    contents: JSON.stringify({ generatedFrom: ir.source, note: `Generated — ${GENERATED_MARKER}.`, specVersion: ir.info.version, specSha256: ir.specHash }, null, 2) + '\n',
  };
}
