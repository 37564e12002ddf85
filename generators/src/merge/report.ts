/**
 * What `generate` and `check` say about hand edits: the files kept or merged, each conflict as `file:line`,
 * the files left alone for want of a pristine store, and a stale or damaged store.
 */
import type { FileResult } from '../run.js';
import { BLOB_DIR, LOCK_FILE, recovery } from './store.js';
import { LABELS } from './merge-file.js';

/** Lines for a write run; the exit code they call for (1 on conflicts, 2 on files left unverified). */
export function reportMerge(results: FileResult[]): number {
  for (const r of results) if (r.warning) console.error(r.warning);
  const edited = results.filter((r) => r.status === 'kept' || r.status === 'merged');
  if (edited.length) {
    const lines = edited.reduce((n, r) => n + (r.edits ?? 0), 0);
    const merged = edited.filter((r) => r.status === 'merged').length;
    console.log(`Kept ${lines} hand edit(s) in ${edited.length} file(s)${merged ? ` (${merged} merged with new output)` : ''}.`);
  }
  const conflicts = results.filter((r) => r.status === 'conflict');
  const unverified = results.filter((r) => r.status === 'unverified');
  if (unverified.length) {
    console.error(
      `No pristine store (${LOCK_FILE}): ${unverified.length} file(s) differ from the new output and were left as they are, since a hand edit cannot be told from older output:`,
    );
    for (const r of unverified) console.error(`  ${r.path}`);
    console.error(recovery());
  }
  if (conflicts.length) {
    console.error(
      `${conflicts.reduce((n, r) => n + (r.conflicts?.length ?? 0), 0)} conflict(s) between hand edits and the new output; resolve each (keep what you need between the markers, delete the markers), then run generate again:`,
    );
    for (const r of conflicts) for (const line of r.conflicts ?? []) console.error(`  ${r.path}:${line}  conflict: <<<<<<< ${LABELS.ours} / >>>>>>> ${LABELS.theirs}`);
  }
  return unverified.length ? 2 : conflicts.length ? 1 : 0;
}

/** `check`'s reason for a file that is not current, or undefined when it is. */
export function staleReason(r: FileResult): string | undefined {
  switch (r.status) {
    case 'created':
      return 'missing';
    case 'removed':
      return 'no longer generated';
    case 'updated':
    case 'unverified':
      return 'differs';
    case 'conflict':
      return `unresolved conflict at line ${(r.conflicts ?? []).join(', ')}`;
    case 'edited':
      return "hand-edited; the configuration's handEdits: 'refuse' keeps generated files as the generator writes them (fix the generator, or drop the edit with generate --pristine)";
    case 'store':
      return `its pristine copy in ${LOCK_FILE} is not this output`;
    default:
      return undefined;
  }
}

export function missingBlobsLine(files: string[]): string {
  return `${files.length} pristine cop(ies) missing from ${BLOB_DIR}/ (${files.slice(0, 3).join(', ')}${files.length > 3 ? ', ...' : ''})`;
}
