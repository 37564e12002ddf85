#!/usr/bin/env -S npx tsx
/**
 * npm run bench:loop [-- --rounds 3] — the spec-edit loop, timed as a user lives it: one optional string
 * property added to a component schema, then each step of the loop, beside the baselines in the same run:
 *
 * | step | baseline |
 * | --- | --- |
 * | `npm run generate` after the edit (regenerate + rebuild the packages it reaches) | openapi-typescript alone on the bundled spec |
 * | `npm run generate` with nothing changed | the same |
 * | `npm run typecheck` after the edit (incremental) | the same |
 * | the CLI on a one-operation spec, the client alone and every artifact | @hey-api/openapi-ts on the same file |
 * | `npm run dev`: a save to "regenerated, restarted and reloaded" | (the target is 2 s) |
 *
 * Each step is its own process, timed by wall clock (the median of the rounds). It runs on this checkout:
 * it refuses to start when the spec or the generated files have uncommitted changes, and it restores the
 * edited file and regenerates before it ends, even when a step fails or it is interrupted. `npm test` is
 * not timed here (minutes, not seconds): see the README for its last duration.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { rounds: { type: 'string', default: '3' } } });
const rounds = Math.max(1, Number(values.rounds));
const cli = path.join(root, 'generators/bin/cmp.mjs');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);
const edited = path.join(root, 'openapi/components/schemas/Agent.yaml');
const oneOperation = path.join(root, 'generators/test/fixtures/cli-minimal/openapi.yaml');
const work = mkdtempSync(path.join(os.tmpdir(), 'cmp-bench-loop-'));

function timed(label: string, command: string, args: string[], cwd = root): number {
  const started = performance.now();
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const ms = performance.now() - started;
  if (result.status !== 0) throw new Error(`${label} failed (exit ${result.status}):\n${(result.stdout + result.stderr).slice(-3000)}`);
  return ms;
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** A save in a running `npm run dev`: the time from the write to its "✓ Regenerated" line. */
async function devSaves(original: string, edit: (n: number) => string): Promise<number[]> {
  const dev = spawn(process.execPath, [cli, 'dev', '--port', 'sandbox=0', '--port', 'mock=0', '--preview-port', '0'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  dev.stdout.on('data', (c: Buffer) => (output += c.toString()));
  dev.stderr.on('data', (c: Buffer) => (output += c.toString()));
  const next = (from: number) =>
    new Promise<void>((resolve, reject) => {
      const timer = setInterval(() => {
        if (/✓ Regenerated/.test(output.slice(from))) {
          clearInterval(timer);
          resolve();
        } else if (dev.exitCode !== null || /✗/.test(output.slice(from))) {
          clearInterval(timer);
          reject(new Error(`npm run dev failed:\n${output.slice(-3000)}`));
        }
      }, 10);
    });
  try {
    await next(0);
    const times: number[] = [];
    for (let i = 0; i < rounds; i++) {
      for (const text of [edit(i), original]) {
        const from = output.length;
        const started = performance.now();
        writeFileSync(edited, text);
        await next(from);
        if (text !== original) times.push(performance.now() - started);
      }
    }
    return times;
  } finally {
    dev.kill('SIGTERM');
    await new Promise((r) => dev.once('exit', r));
  }
}

const original = readFileSync(edited, 'utf8');
const edit = (n: number) => `${original.trimEnd()}\n  bench_note_${n}:\n    type: string\n    description: A field the loop benchmark adds and removes.\n`;
const dirty = spawnSync(
  'git',
  ['status', '--porcelain', '--', 'openapi', 'packages/client/src/generated', 'packages/server/src/generated', 'packages/mock/src/generated', 'docs/reference'],
  { cwd: root, encoding: 'utf8' },
).stdout.trim();
if (dirty) {
  console.error(`bench:loop edits the spec and regenerates; commit or stash these first, so nothing of yours is touched:\n${dirty}`);
  process.exit(2);
}
const restore = () => {
  writeFileSync(edited, original);
  spawnSync(process.execPath, [cli], { cwd: root, encoding: 'utf8' });
};
process.once('SIGINT', () => {
  restore();
  process.exit(130);
});

try {
  console.log(`bench:loop: ${rounds} round(s); a one-field edit of ${path.relative(root, edited)}\n`);
  // Warm state as a user has it: everything generated, built and type-checked once.
  timed('generate', process.execPath, [cli]);
  timed('typecheck', 'npm', ['run', '--silent', 'typecheck']);
  const rows = {
    oats: [] as number[],
    hey: [] as number[],
    generateEdit: [] as number[],
    generateSame: [] as number[],
    typecheck: [] as number[],
    oneOp: [] as number[],
    oneOpClient: [] as number[],
  };
  for (let i = 0; i < rounds; i++) {
    rows.oats.push(timed('openapi-typescript', bin('openapi-typescript'), [path.join(root, 'openapi/dist/openapi.json'), '-o', path.join(work, 'oats.ts')], work));
    rows.hey.push(timed('@hey-api/openapi-ts', bin('openapi-ts'), ['-i', oneOperation, '-o', path.join(work, `hey-${i}`), '-c', '@hey-api/client-fetch'], work));
    rows.oneOp.push(timed('ours on one operation', process.execPath, [cli, '--spec', oneOperation, '--out', path.join(work, `ours-${i}`)]));
    rows.oneOpClient.push(
      timed('ours on one operation, client only', process.execPath, [cli, '--spec', oneOperation, '--out', path.join(work, `ours-client-${i}`), '--only', 'client']),
    );
    writeFileSync(edited, edit(i));
    rows.generateEdit.push(timed('generate after the edit', process.execPath, [cli]));
    rows.generateSame.push(timed('generate, nothing changed', process.execPath, [cli]));
    rows.typecheck.push(timed('typecheck after the edit', 'npm', ['run', '--silent', 'typecheck']));
    restore();
    timed('typecheck after the restore', 'npm', ['run', '--silent', 'typecheck']);
  }
  const dev = await devSaves(original, edit);
  const oats = median(rows.oats);
  const hey = median(rows.hey);
  const table: [string, number, string, string][] = [
    ['openapi-typescript alone on the bundled spec (baseline)', oats, '1.00x', ''],
    ['npm run generate after the edit (+ package rebuild)', median(rows.generateEdit), `${(median(rows.generateEdit) / oats).toFixed(2)}x`, '<= 4x'],
    ['npm run generate, nothing changed', median(rows.generateSame), `${(median(rows.generateSame) / oats).toFixed(2)}x`, '<= 1x'],
    ['npm run typecheck after the edit (incremental)', median(rows.typecheck), `${(median(rows.typecheck) / oats).toFixed(2)}x`, '<= 6x'],
    ['@hey-api/openapi-ts on a one-operation spec (baseline)', hey, '', ''],
    ['our CLI on it, the client only (what hey-api writes)', median(rows.oneOpClient), `${(median(rows.oneOpClient) / hey).toFixed(2)}x hey-api`, '<= 1x'],
    ['our CLI on it, every artifact (+ server, docs, mock)', median(rows.oneOp), `${(median(rows.oneOp) / hey).toFixed(2)}x hey-api`, ''],
    ['npm run dev: a save to restarted and reloaded', median(dev), '', '<= 2 s'],
  ];
  const width = Math.max(...table.map((r) => r[0].length));
  console.log(`${'step'.padEnd(width)}  ${'time (s)'.padStart(8)}  ${'ratio'.padStart(14)}  target`);
  for (const [label, ms, ratio, target] of table) console.log(`${label.padEnd(width)}  ${(ms / 1000).toFixed(2).padStart(8)}  ${ratio.padStart(14)}  ${target}`);
  console.log(
    `\nmachine: ${os.cpus().length} x ${os.cpus()[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, load ${os.loadavg()[0]!.toFixed(1)}`,
  );
} finally {
  restore();
  rmSync(work, { recursive: true, force: true });
}
