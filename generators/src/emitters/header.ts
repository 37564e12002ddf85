/**
 * The header and the stamp every generated file carries. Headers name the source and nothing that changes
 * with every spec edit (no hash, no version): a spec change then touches only the files whose content
 * changes, and two parallel spec changes do not conflict in every generated file. The stamp keeps the hash
 * and version for a reader who needs to know which spec an output came from.
 *
 * The header says what regeneration does with an edit: it is kept (a three-way merge against the last
 * generated copy, merge/session.ts). Files whose header says "do not edit" were written by an older
 * toolchain and are still known as generated.
 */
import type { IR } from '../ir/types.js';

export const GENERATED_MARKER = 'edits are kept';
const LEGACY_MARKER = 'do not edit';

/** What follows the source in every header: where an edit goes when the file is generated again. */
export const KEPT_NOTE = `${GENERATED_MARKER} when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md)`;

/** Whether the start of a file carries a generated header (this toolchain's, or an older one's). */
export function isGenerated(head: string): boolean {
  return head.includes(GENERATED_MARKER) || head.includes(LEGACY_MARKER);
}

export function generatedHeader(ir: IR, comment = '//'): string {
  return [`${comment} Generated from ${ir.source} by generators/ — ${KEPT_NOTE}.`, `${comment} Regenerate with \`npm run generate\`.`].join('\n');
}

/**
 * The header of an output that keeps no hand edits (an emitter with `keepsEdits: false`, the reference page): it
 * must not promise a merge. It still says "do not edit", which `isGenerated` knows.
 */
export function regeneratedWholeHeader(ir: IR): string {
  return `Generated from ${ir.source} by generators/ — ${LEGACY_MARKER}: the page is regenerated whole. Regenerate with \`npm run generate\`.`;
}

/** A stamp file: the spec's version and hash, so a reader can tell which spec an output came from. */
export function stampFile(ir: IR, dir: string) {
  return {
    path: `${dir}/stamp.gen.json`,
    contents: JSON.stringify({ generatedFrom: ir.source, note: `Generated — ${GENERATED_MARKER}.`, specVersion: ir.info.version, specSha256: ir.specHash }, null, 2) + '\n',
  };
}
