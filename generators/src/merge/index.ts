/**
 * Hand edits in generated files survive regeneration: the pristine store (`store.ts`), the per-file decision
 * and three-way merge (`session.ts`, `merge-file.ts`), the ignore list (`ignore.ts`), `--pristine`
 * (`pristine.ts`) and what is printed (`report.ts`). `generate.ts` and `run.ts` hold the only hooks.
 */
import type { IR } from '../ir/types.js';
import type { Emitter, GeneratedFile } from '../emitters/types.js';
import type { FileResult } from '../run.js';
import type { MergeSession } from './session.js';
import { LOCK_FILE, missingBlobs } from './store.js';
import { missingBlobsLine } from './report.js';
import { confirmDiscard, discards } from './pristine.js';

export { MergeSession } from './session.js';
export { StoreError, LOCK_FILE } from './store.js';
export { GitMissingError } from './merge-file.js';
export { reportMerge } from './report.js';

/** `check`'s verdict on the store itself (beyond each file's): 1 when it is missing, stale or damaged. */
export function checkStore(session: MergeSession, results: FileResult[]): number {
  if (!session.store.exists) {
    if (!results.length) return 0;
    console.error(
      `No pristine store (${LOCK_FILE}): the next generate could not tell hand edits from older output. Fix: npm run generate, then commit ${LOCK_FILE} and .cmp/pristine/.`,
    );
    return 1;
  }
  const problems: string[] = [];
  const missing = missingBlobs(session.store);
  if (missing.length) problems.push(missingBlobsLine(missing));
  if (!session.storeIsCurrent() && !results.some((r) => r.status === 'store')) problems.push(`${LOCK_FILE} names files that are no longer generated`);
  if (!problems.length) return 0;
  console.error(`The pristine store is stale: ${problems.join('; ')}. Fix: npm run generate, then commit ${LOCK_FILE} and .cmp/pristine/.`);
  return 1;
}

/**
 * `--pristine`: runs the emitters once, compares their output with the disk, prints what would be discarded
 * and asks. Returns emitters that hand back the same output (so the write does not emit twice), or undefined
 * when the user declined.
 */
export async function confirmPristine(ir: IR, emitters: Emitter[], out: string, ignore: readonly string[], yes: boolean): Promise<Emitter[] | undefined> {
  const { run } = await import('../run.js');
  const outputs = new Map<string, string>();
  const emitted = new Map<Emitter, GeneratedFile[]>();
  const capturing = emitters.map((e) => ({
    ...e,
    emit: async (i: IR, context?: Parameters<Emitter['emit']>[1]) => {
      const files = await e.emit(i, context);
      emitted.set(e, files);
      for (const f of files) outputs.set(f.path, f.contents);
      return files;
    },
  }));
  const probe = await run(ir, capturing, out, { check: true });
  if (!(await confirmDiscard(await discards(out, probe, outputs, ignore), yes))) return undefined;
  return emitters.map((e) => ({ ...e, emit: () => emitted.get(e) ?? [] }));
}
