/**
 * npm run bench:generate — the generator on a large real description (GitHub's REST API from
 * `@octokit/openapi`: OpenAPI 3.0.3, 1,223 operations), beside openapi-typescript and @hey-api/openapi-ts
 * on the same document in the same run. Each tool runs as its own process, measured by wall time and peak
 * RSS (`/usr/bin/time` when the machine has it). Figures, not assertions: they vary with the machine's load,
 * the ratios much less.
 *
 * Then the hand-edits measure (bench-hand-edits.ts): a spec change regenerated into a client with 20 hand
 * edits, beside the same change into an unedited one. `--hand-edits` runs that part alone.
 *
 * Pass another document as the first argument to measure that instead.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { handEditRows, type Row } from './bench-hand-edits.js';

const root = path.resolve(import.meta.dirname, '..');
const require = createRequire(import.meta.url);
const args = process.argv.slice(2);
const handEditsOnly = args.includes('--hand-edits');
const specArg = args.find((a) => !a.startsWith('--'));
const spec = path.resolve(specArg ?? require.resolve('@octokit/openapi/generated/api.github.com.json'));
const work = mkdtempSync(path.join(os.tmpdir(), 'cmp-bench-generate-'));
const time = existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined;
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);

function run(label: string, command: string, args: string[], cwd = root): Row {
  const started = performance.now();
  const result = time
    ? spawnSync(time, ['-f', '%M', command, ...args], { cwd, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 })
    : spawnSync(command, args, { cwd, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  const ms = performance.now() - started;
  const kb = time ? Number(result.stderr.trim().split('\n').at(-1)) : NaN;
  if (result.status !== 0) console.error(`${label} failed (exit ${result.status}):\n${result.stderr.slice(-2000)}`);
  return { label, ms, ...(Number.isFinite(kb) ? { rssMiB: kb / 1024 } : {}), ok: result.status === 0 };
}

const ours = (label: string, out: string, only: string, from = spec) =>
  run(label, process.execPath, [path.join(root, 'generators/bin/cmp.mjs'), '--spec', from, '--out', out, '--only', only]);

function table(rows: Row[], baseline: Row, baselineName: string) {
  const width = Math.max(...rows.map((r) => r.label.length));
  console.log(`${'run'.padEnd(width)}  ${'time (s)'.padStart(9)}  ${'peak RSS (MiB)'.padStart(14)}  ${`x ${baselineName}`.padStart(20)}`);
  for (const r of rows) {
    console.log(
      `${r.label.padEnd(width)}  ${(r.ms / 1000).toFixed(1).padStart(9)}  ${(r.rssMiB?.toFixed(0) ?? 'n/a').padStart(14)}  ${(r.ms / baseline.ms).toFixed(2).padStart(19)}x${r.ok ? '' : '  (failed)'}`,
    );
  }
}

function handEdits() {
  const { rows, summary } = handEditRows(spec, path.join(work, 'edits'), (label, from, out) => ours(label, out, 'client', from));
  console.log('');
  table(rows, rows[2]!, 'plain regenerate');
  console.log(`\n${summary}`);
}

try {
  const operations = Object.values(JSON.parse(readFileSync(spec, 'utf8')).paths as Record<string, object>).reduce(
    (n, item) => n + Object.keys(item).filter((k) => ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'].includes(k)).length,
    0,
  );
  console.log(`Spec: ${path.relative(root, spec)} (${operations} operations)\n`);
  if (handEditsOnly) handEdits();
  else full();
} finally {
  rmSync(work, { recursive: true, force: true });
}

function full() {
  const rows: Row[] = [];
  // The peers run in an empty folder: openapi-typescript would otherwise pick up our redocly.yaml.
  const oats = run('openapi-typescript (types only)', bin('openapi-typescript'), [spec, '-o', path.join(work, 'oats/schema.ts')], work);
  const heyApi = run('@hey-api/openapi-ts (types + fetch SDK)', bin('openapi-ts'), ['-i', spec, '-o', path.join(work, 'hey'), '-c', '@hey-api/client-fetch'], work);
  const client = ours('ours: client only (cold)', path.join(work, 'client'), 'client');
  const everything = ours('ours: bundle, client, stubs, docs, mock', path.join(work, 'full'), 'bundle,client,server,docs,mock');
  const rerun = ours('ours: same again, nothing changed', path.join(work, 'full'), 'bundle,client,server,docs,mock');
  rows.push(oats, heyApi, client, everything, rerun);

  table(rows, oats, 'openapi-typescript');
  console.log(`\nclient only: ${(client.ms / oats.ms).toFixed(2)}x openapi-typescript, ${(client.ms / heyApi.ms).toFixed(2)}x @hey-api/openapi-ts`);
  console.log(`full generate: ${(everything.ms / oats.ms).toFixed(2)}x openapi-typescript; rerun with no change: ${(rerun.ms / everything.ms).toFixed(2)}x the cold run`);
  handEdits();
  console.log(
    `machine: ${os.cpus().length} x ${os.cpus()[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, load ${os.loadavg()[0]!.toFixed(1)}`,
  );
}
