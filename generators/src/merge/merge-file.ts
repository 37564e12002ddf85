/**
 * The three-way merge of one file: the user's copy, the last generated copy (the base) and the new output.
 *
 * Why `git merge-file` and not a JavaScript diff3: it is the merge every developer already resolves
 * conflicts from (the same algorithm, the same `<<<<<<<`/`=======`/`>>>>>>>` markers their editor and
 * `git mergetool` understand), Speakeasy's persistent edits and Fern's Replay rely on it, and it needs no
 * repository (it merges three plain files). Git is on every machine that commits the generated code.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const LABELS = { ours: 'your edit', base: 'last generated', theirs: 'new output' } as const;

export interface MergeResult {
  text: string;
  /** 1-based lines of the result where a conflict starts (its `<<<<<<<` marker). */
  conflicts: number[];
}

export class GitMissingError extends Error {}

export function mergeFile(ours: string, base: string, theirs: string): MergeResult {
  const dir = mkdtempSync(path.join(tmpdir(), 'cmp-merge-'));
  try {
    const files = (['ours', 'base', 'theirs'] as const).map((name, i) => {
      const file = path.join(dir, name);
      writeFileSync(file, [ours, base, theirs][i]!);
      return file;
    });
    const result = spawnSync('git', ['merge-file', '-p', '-L', LABELS.ours, '-L', LABELS.base, '-L', LABELS.theirs, ...files], {
      encoding: 'utf8',
      maxBuffer: 1024 * 1024 * 1024,
    });
    const spawnFailure = result.error;
    if (spawnFailure) throw new GitMissingError(`git merge-file could not run (${spawnFailure.message}); install git to keep hand edits across regeneration.`);
    // The exit status is the number of conflicts (0 for a clean merge); a negative one (shown as >127) is an error.
    if (result.status === null || result.status > 127) throw new Error(`git merge-file failed: ${result.stderr.trim()}`);
    return { text: result.stdout, conflicts: conflictLines(result.stdout) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const START = /^<{7}(?: |$)/;
const MIDDLE = /^={7}$/;
const END = /^>{7}(?: |$)/;

/**
 * The 1-based lines where a conflict starts: a `<<<<<<<` line followed, in order, by `=======` and
 * `>>>>>>>`. A lone marker-like line (a Markdown rule of seven `=`) is no conflict.
 */
export function conflictLines(text: string): number[] {
  const lines = text.split('\n');
  const starts: number[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!START.test(lines[i]!)) continue;
    let middle = -1;
    for (let j = i + 1; j < lines.length; j++) {
      if (START.test(lines[j]!)) break;
      if (middle < 0 && MIDDLE.test(lines[j]!)) middle = j;
      else if (middle >= 0 && END.test(lines[j]!)) {
        starts.push(i + 1);
        i = j;
        break;
      }
    }
  }
  return starts;
}
