/**
 * The hand-edits part of `npm run bench:generate`: the same spec change regenerated twice in the same run,
 * into a client nobody edited (the baseline) and into one with 20 hand edits spread over its generated
 * files, which regeneration keeps by a three-way merge against the pristine store. The edited run should
 * cost at most about 1.2x the plain one; both are printed with their peak RSS.
 */
import { cpSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface Row {
  label: string;
  ms: number;
  rssMiB?: number;
  ok: boolean;
}

type Generate = (label: string, spec: string, out: string) => Row;

/** The spec with a change every client file feels: a word added to the summary of every 10th operation. */
function changedSpec(spec: string, work: string): string {
  const document = JSON.parse(readFileSync(spec, 'utf8')) as { paths: Record<string, Record<string, { summary?: string }>> };
  let n = 0;
  for (const item of Object.values(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!['get', 'put', 'post', 'delete', 'patch'].includes(method) || n++ % 10) continue;
      operation.summary = `${operation.summary ?? ''} (revised)`;
    }
  }
  const file = path.join(work, 'changed.json');
  writeFileSync(file, JSON.stringify(document));
  return file;
}

/**
 * Adds `count` hand edits spread over the generated TypeScript files of the client, round-robin over the
 * files and evenly within each: a comment line above a top-level `export` (valid in any module).
 */
function handEdit(out: string, count: number): number {
  const dir = path.join(out, 'packages/client/src/generated');
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.ts'))
    .sort()
    .map((f) => path.join(dir, f));
  const perFile = new Map<string, number>();
  for (let k = 0; k < count; k++) perFile.set(files[k % files.length]!, (perFile.get(files[k % files.length]!) ?? 0) + 1);
  for (const [file, n] of perFile) {
    const text = readFileSync(file, 'utf8').split('\n');
    const exports = text.flatMap((line, i) => (line.startsWith('export ') ? [i] : []));
    const chosen = Array.from({ length: n }, (_, k) => exports[Math.floor(((k + 0.5) * exports.length) / n)]!);
    // Last first, so the earlier line numbers still hold.
    for (const line of [...new Set(chosen)].sort((a, b) => b - a)) text.splice(line, 0, `// Hand edit at line ${line + 1}: kept across regeneration.`);
    writeFileSync(file, text.join('\n'));
  }
  return perFile.size;
}

export function handEditRows(spec: string, work: string, generate: Generate): { rows: Row[]; summary: string } {
  const first = generate('ours: client of the spec (setup)', spec, path.join(work, 'plain'));
  for (const copy of ['edited', 'warm']) cpSync(path.join(work, 'plain'), path.join(work, copy), { recursive: true });
  const files = handEdit(path.join(work, 'edited'), 20);
  const changed = changedSpec(spec, work);
  // Formatting is cached by the text's hash: one run of the change first, so both measured runs are as warm.
  const warm = generate('ours: the spec change once, to warm the caches (setup)', changed, path.join(work, 'warm'));
  const plain = generate('ours: regenerate after a spec change (baseline)', changed, path.join(work, 'plain'));
  const edited = generate(`ours: same, 20 hand edits in ${files} files kept`, changed, path.join(work, 'edited'));
  const kept = readdirSync(path.join(work, 'edited/packages/client/src/generated'))
    .filter((f) => f.endsWith('.ts'))
    .reduce((n, f) => n + (readFileSync(path.join(work, 'edited/packages/client/src/generated', f), 'utf8').match(/\/\/ Hand edit at line/g)?.length ?? 0), 0);
  return {
    rows: [first, warm, plain, edited],
    summary: `hand edits: regenerating with 20 edits kept (${kept} of 20 found after) took ${(edited.ms / plain.ms).toFixed(2)}x a plain regenerate (target: at most 1.2x); peak RSS ${edited.rssMiB?.toFixed(0) ?? 'n/a'} MiB against ${plain.rssMiB?.toFixed(0) ?? 'n/a'} MiB`,
  };
}
