/**
 * `generate --pristine`: regenerate every file as the generator writes it, discarding hand edits and
 * conflict markers. What it would discard is printed first, file by file with the count of lines, and it
 * asks before writing; `--yes` answers for CI. Without a terminal to ask and without `--yes`, it refuses.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import type { FileResult } from '../run.js';
import { editedLines } from './session.js';
import { ignoreMatcher } from './ignore.js';

export interface Discard {
  path: string;
  /** Lines of the file on disk the fresh output does not have. */
  lines: number;
  removed: boolean;
}

/**
 * From a check run without a merge session (`probe`) and the new texts: every file whose content would be
 * replaced or removed, with the lines it holds that the new output does not. Files in the ignore list stay.
 */
export async function discards(out: string, probe: FileResult[], outputs: Map<string, string>, ignore: readonly string[]): Promise<Discard[]> {
  const ignored = ignoreMatcher(ignore);
  const found: Discard[] = [];
  for (const r of probe) {
    if (ignored(r.path) || (r.status !== 'updated' && r.status !== 'removed')) continue;
    const current = await readFile(path.join(out, r.path), 'utf8');
    const lines = r.status === 'removed' ? current.split('\n').length : editedLines(outputs.get(r.path) ?? '', current);
    if (lines > 0) found.push({ path: r.path, lines, removed: r.status === 'removed' });
  }
  return found;
}

/** Prints what would be discarded and asks; true when the run may go on. */
export async function confirmDiscard(
  found: Discard[],
  yes: boolean,
  io: { input: NodeJS.ReadableStream & { isTTY?: boolean }; output: NodeJS.WritableStream } = { input: process.stdin, output: process.stdout },
): Promise<boolean> {
  if (!found.length) {
    console.log('--pristine: no file holds anything the fresh output lacks; nothing is discarded.');
    return true;
  }
  console.log(`--pristine replaces ${found.length} file(s) with fresh output, discarding what they hold that it does not:`);
  for (const d of found) console.log(`  ${d.path}: ${d.lines} line(s)${d.removed ? ' (the file is no longer generated and is removed)' : ''}`);
  if (yes) return true;
  if (!io.input.isTTY) {
    console.error('Refused: nothing was written. Pass --yes to discard them (CI), or run it in a terminal to be asked.');
    return false;
  }
  const rl = createInterface({ input: io.input, output: io.output });
  try {
    const answer = await rl.question('Discard these lines? [y/N] ');
    if (/^y(es)?$/i.test(answer.trim())) return true;
    console.error('Nothing was written.');
    return false;
  } finally {
    rl.close();
  }
}
