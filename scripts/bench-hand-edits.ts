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
  /** CPU time (user + system) of the process and the children it waited for, in seconds: steadier than wall time on a loaded machine. */
  cpuS?: number;
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
 * Adds `count` hand edits spread over the generated TypeScript files of the client: round-robin over the
 * files, each time at the middle of the places still free in that file, a comment line above a top-level
 * `export` (valid in any module). Returns the files touched and the edits made.
 */
function handEdit(out: string, count: number): { files: number; made: number } {
  const dir = path.join(out, 'packages/client/src/generated');
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.ts'))
    .sort()
    .map((f) => path.join(dir, f));
  const texts = new Map(files.map((f) => [f, readFileSync(f, 'utf8').split('\n')]));
  const free = new Map(files.map((f) => [f, texts.get(f)!.flatMap((line, i) => (line.startsWith('export ') ? [i] : []))]));
  const chosen = new Map<string, number[]>();
  for (let k = 0, made = 0; made < count && k < count * files.length; k++) {
    const file = files[k % files.length]!;
    const spots = free.get(file)!;
    if (!spots.length) continue;
    const [spot] = spots.splice(Math.floor(spots.length / 2), 1);
    chosen.set(file, [...(chosen.get(file) ?? []), spot!]);
    made++;
  }
  for (const [file, lines] of chosen) {
    const text = texts.get(file)!;
    // Last first, so the earlier line numbers still hold.
    for (const line of lines.sort((a, b) => b - a)) text.splice(line, 0, `// Hand edit at line ${line + 1}: kept across regeneration.`);
    writeFileSync(file, text.join('\n'));
  }
  return { files: chosen.size, made: [...chosen.values()].reduce((n, l) => n + l.length, 0) };
}

export function handEditRows(spec: string, work: string, generate: Generate): { rows: Row[]; summary: string } {
  const first = generate('ours: client of the spec (setup)', spec, path.join(work, 'plain'));
  if (!first.ok) throw new Error(`The hand-edits measure needs a document our generator takes with the defaults; ${spec} failed (above).`);
  for (const copy of ['edited', 'warm']) cpSync(path.join(work, 'plain'), path.join(work, copy), { recursive: true });
  const { files, made } = handEdit(path.join(work, 'edited'), 20);
  const changed = changedSpec(spec, work);
  // Formatting is cached by the text's hash: one run of the change first, so both measured runs are as warm.
  const warm = generate('ours: the spec change once, to warm the caches (setup)', changed, path.join(work, 'warm'));
  const plain = generate('ours: regenerate after a spec change (baseline)', changed, path.join(work, 'plain'));
  const edited = generate(`ours: same, ${made} hand edits in ${files} files kept`, changed, path.join(work, 'edited'));
  const kept = readdirSync(path.join(work, 'edited/packages/client/src/generated'))
    .filter((f) => f.endsWith('.ts'))
    .reduce((n, f) => n + (readFileSync(path.join(work, 'edited/packages/client/src/generated', f), 'utf8').match(/\/\/ Hand edit at line/g)?.length ?? 0), 0);
  return {
    rows: [first, warm, plain, edited],
    summary: `hand edits: regenerating with ${made} edits in ${files} files (${kept} of ${made} found after) took ${(edited.ms / plain.ms).toFixed(2)}x a plain regenerate (target: at most 1.2x); peak RSS ${edited.rssMiB?.toFixed(0) ?? 'n/a'} MiB against ${plain.rssMiB?.toFixed(0) ?? 'n/a'} MiB`,
  };
}
