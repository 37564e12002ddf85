/**
 * npm run bench:diff — the spec diff on two GitHub-sized documents: GitHub's REST description
 * (@octokit/openapi, OpenAPI 3.0.3, 1,200+ operations) against a copy with a dozen typical edits. Each task
 * runs in its own Node process so its peak RSS is its own; the baseline, measured in the same run, is
 * bundling both documents with @redocly/openapi-core alone (no lint), the floor of the old diff's load. The
 * diff runs without and with its SDK impact (the client generated for both, a probe type-checked), cold and warm.
 * Figures, not assertions.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(import.meta.url);
const repoRoot = path.resolve(path.dirname(here), '..');

/** A child's answer: the work's own time, what it found, and the process's peak RSS. */
interface Result {
  ms: number;
  peakRssMiB: number;
  note: string;
}

async function child(task: string, base: string, head: string): Promise<Result> {
  const started = performance.now();
  let note = '';
  if (task === 'diff' || task === 'diff-sdk') {
    const { diffSpecs } = await import('../generators/src/diff/run.js');
    const report = await diffSpecs({ base, head, repoRoot, sdk: task === 'diff-sdk' });
    const judged = report.changes.filter((c) => c.sdk && c.sdk.impact !== 'unchecked').length;
    note = `${report.changes.length} changes, ${report.changes.filter((c) => c.client === 'breaking').length} client-breaking, bump ${report.gate.required}${
      task === 'diff-sdk' ? (report.sdk?.skipped ? `; ${report.sdk.skipped}` : `; ${judged} judged by compiling (${report.sdk?.probes ?? 0} probes)`) : ''
    }`;
  } else if (task === 'bundle') {
    const { bundle, createConfig } = await import('@redocly/openapi-core');
    const config = await createConfig({});
    for (const ref of [base, head]) await bundle({ ref, config, dereference: false, removeUnusedComponents: false });
    note = 'two documents bundled';
  } else throw new Error(`unknown task ${task}`);
  return { ms: performance.now() - started, peakRssMiB: process.resourceUsage().maxRSS / 1024, note };
}

/** Typical edits across the document: some break clients, some add, some only document. */
function mutate(doc: Record<string, any>): string[] {
  const edits: string[] = [];
  const paths = Object.keys(doc.paths).sort();
  const removed = paths[10]!;
  delete doc.paths[removed];
  edits.push(`remove ${removed}`);
  doc.paths['/bench/new-operation'] = { get: { operationId: 'bench/new', responses: { '200': { description: 'ok' } } } };
  edits.push('add an operation');
  const schemas = doc.components.schemas;
  const names = Object.keys(schemas).sort();
  for (const name of names.slice(0, 40)) {
    const s = schemas[name];
    if (s?.properties) {
      s.properties.bench_added = { type: 'string', nullable: true };
      edits.push(`add a field to ${name}`);
      break;
    }
  }
  for (const name of names.slice(40)) {
    const s = schemas[name];
    const [prop] = Object.keys(s?.properties ?? {});
    if (prop && Array.isArray(s.required) && s.required.includes(prop)) {
      delete s.properties[prop];
      edits.push(`remove required field ${name}.${prop}`);
      break;
    }
  }
  let described = 0;
  for (const p of paths.slice(20, 60)) {
    for (const op of Object.values<any>(doc.paths[p])) {
      if (op && typeof op === 'object' && 'responses' in op) {
        op.description = `${op.description ?? ''} (edited)`;
        described++;
      }
    }
  }
  edits.push(`edit ${described} descriptions`);
  return edits;
}

async function parent(): Promise<void> {
  const require = createRequire(import.meta.url);
  const source = require.resolve('@octokit/openapi/generated/api.github.com.json');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cmp-bench-diff-'));
  try {
    const text = readFileSync(source, 'utf8');
    const doc = JSON.parse(text);
    const operations = Object.values<any>(doc.paths).reduce(
      (n, item) => n + Object.keys(item).filter((k) => ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'].includes(k)).length,
      0,
    );
    const base = path.join(dir, 'base.json');
    const head = path.join(dir, 'head.json');
    writeFileSync(base, text);
    const edits = mutate(doc);
    writeFileSync(head, JSON.stringify(doc));
    console.log(
      `GitHub REST description (OpenAPI ${doc.openapi}): ${operations} operations, ${Object.keys(doc.components.schemas).length} schemas, ${(text.length / 1048576).toFixed(1)} MiB of JSON`,
    );
    console.log(`Head: ${edits.join('; ')}\n`);
    const rows: [string, Result, number][] = [];
    for (const [label, task] of [
      ['baseline: bundle both with @redocly/openapi-core (no lint)', 'bundle'],
      ['ours: diff --no-sdk (fast load + classify + gate)', 'diff'],
      ['ours: diff with SDK impact, cold (both clients generated)', 'diff-sdk'],
      ['ours: diff with SDK impact, warm (clients from the cache)', 'diff-sdk'],
      // The check as it ran before the native compiler: TypeScript 5.9 in process, same clients from the cache.
      ['ours: diff with SDK impact, warm, TypeScript 5.9 in process', 'diff-sdk-js'],
    ] as const) {
      // The first SDK run generates both clients; the second finds them in the cache, as a rerun does.
      if (label.includes('cold')) rmSync(path.join(repoRoot, 'node_modules/.cache/cmp-diff-sdk'), { recursive: true, force: true });
      const started = performance.now();
      const run = spawnSync(process.execPath, ['--import', 'tsx', here, '--child', task.replace(/-js$/, ''), base, head], {
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
        env: { ...process.env, ...(task.endsWith('-js') ? { DIFF_TSC: 'js' } : {}) },
      });
      const wall = performance.now() - started;
      if (run.status !== 0) throw new Error(`${task} failed:\n${run.stderr}`);
      rows.push([label, JSON.parse(run.stdout.trim().split('\n').at(-1)!) as Result, wall]);
    }
    const width = Math.max(...rows.map(([l]) => l.length));
    const bundling = rows[0]![1].ms;
    console.log(`${'task'.padEnd(width)}  ${'work (ms)'.padStart(10)}  ${'x bundling'.padStart(10)}  ${'process (ms)'.padStart(12)}  ${'peak RSS (MiB)'.padStart(14)}  result`);
    for (const [label, r, wall] of rows) {
      const ratio = `${(r.ms / bundling).toFixed(2)}x`;
      console.log(
        `${label.padEnd(width)}  ${r.ms.toFixed(0).padStart(10)}  ${ratio.padStart(10)}  ${wall.toFixed(0).padStart(12)}  ${r.peakRssMiB.toFixed(0).padStart(14)}  ${r.note}`,
      );
    }
    console.log("The native compiler's process is not in the peak RSS column (it is a child of the diff's process).");
    console.log('\n"work" is measured inside the process after start-up; "process" is the whole child process, Node and tsx start-up included.');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const args = process.argv.slice(2);
if (args[0] === '--child') {
  console.log(JSON.stringify(await child(args[1]!, args[2]!, args[3]!)));
} else {
  await parent();
}
