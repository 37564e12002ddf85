/**
 * npm run bench:generate — the generator on a large real description (GitHub's REST API from
 * `@octokit/openapi`: 1,223 operations, upgraded to OpenAPI 3.1 by our loader), beside the field's tool for
 * each artifact on the same document in the same run: openapi-typescript for the client's types, `redocly
 * build-docs` for the reference page, `redocly bundle` for the bundled spec, @hey-api/openapi-ts for a typed
 * SDK. Each run is its own process, measured by wall time and peak RSS two ways: of its largest process
 * (`/usr/bin/time -f %M`, when the machine has it; how the figures before 2026-11-28 were taken) and of its
 * whole process tree summed (`tree-rss.mjs`, sampled every 50 ms), since our run is the generator with its
 * worker threads plus a Redocly process, which the first measure does not add up. Printed: each artifact alone (`--only`) next to its field tool; the full generate against
 * openapi-typescript plus `redocly build-docs`; a rerun with nothing changed; a one-operation edit of the
 * spec regenerated into the same folder (the incremental path: the pieces the full generate stored are
 * reused where their inputs did not change), as a ratio of the full generate. Figures, not assertions: they vary with the machine's load, the
 * ratios much less (the load is printed).
 *
 * The headline ratio (the full generate against openapi-typescript plus `redocly build-docs`) is measured in
 * `--rounds N` rounds (default 3), ours and the field's pair back to back in each, and the median printed: on
 * a machine shared with other jobs the load moves between runs a minute apart, much less within a round.
 *
 * Then the hand-edits measure (bench-hand-edits.ts): a spec change regenerated into a client with 20 hand
 * edits, beside the same change into an unedited one. `--hand-edits` runs that part alone.
 *
 * `--edit` runs the incremental path alone: a full generate, cold, then `--rounds N` one-operation edits
 * regenerated into its folder one after the other (each a new summary of the same operation), each beside
 * the full generate of the same run, by wall and by CPU time, with the load average at each run.
 *
 * `--dev` runs `npm run dev` on the spec instead (bench-dev.ts): `--saves N` one-operation saves (default 6),
 * each save's reload time and the session's memory; `--pause S` saves S seconds after each save is judged
 * rather than once the work after the pause is over; `--cli PATH` runs another checkout's CLI, to compare;
 * `--log FILE` keeps everything `dev` printed.
 *
 * Pass another document as the first argument to measure that instead.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import { parseArgs } from 'node:util';
import path from 'node:path';
import { handEditRows, type Row } from './bench-hand-edits.js';
import { devBench } from './bench-dev.js';

const root = path.resolve(import.meta.dirname, '..');
const require = createRequire(import.meta.url);
const { values: flags, positionals } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    'hand-edits': { type: 'boolean', default: false },
    edit: { type: 'boolean', default: false },
    dev: { type: 'boolean', default: false },
    saves: { type: 'string', default: '6' },
    pause: { type: 'string' },
    cli: { type: 'string' },
    log: { type: 'string' },
  },
  allowPositionals: true,
});
const rounds = Math.max(1, Number(flags.rounds) || 1);
const specArg = path.resolve(positionals[0] ?? require.resolve('@octokit/openapi/generated/api.github.com.json'));
const work = mkdtempSync(path.join(os.tmpdir(), 'cmp-bench-generate-'));
const time = existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined;
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);

/**
 * One run as its own process: wall time, the peak RSS of its largest process (`/usr/bin/time -f %M`, when the
 * machine has it) and the peak of its whole process tree summed (tree-rss.mjs: the generator with its
 * worker threads and the Redocly process it starts), sampled every 50 ms.
 */
function run(label: string, command: string, args: string[], cwd = root, env: NodeJS.ProcessEnv = process.env): Row {
  const treeFile = path.join(work, 'tree-rss.txt');
  rmSync(treeFile, { force: true });
  const timed = time ? [time, '-f', '%M %U %S', command, ...args] : [command, ...args];
  const started = performance.now();
  const result = spawnSync(process.execPath, [path.join(root, 'scripts/tree-rss.mjs'), treeFile, ...timed], { cwd, env, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  const ms = performance.now() - started;
  const [kb, user, system] = time ? result.stderr.trim().split('\n').at(-1)!.split(' ').map(Number) : [NaN, NaN, NaN];
  const cpuS = user! + system!;
  const treeKb = existsSync(treeFile) ? Number(readFileSync(treeFile, 'utf8')) : NaN;
  if (result.status !== 0) console.error(`${label} failed (exit ${result.status}):\n${result.stderr.slice(-2000)}`);
  return {
    label,
    ms,
    ...(Number.isFinite(kb) ? { rssMiB: kb! / 1024 } : {}),
    ...(Number.isFinite(cpuS) ? { cpuS } : {}),
    ...(Number.isFinite(treeKb) && treeKb > 0 ? { treeMiB: treeKb / 1024 } : {}),
    ok: result.status === 0,
  };
}

/**
 * Each output folder has an incremental store of its own (OPENAPI_CMP_INCREMENTAL_STORE), so a cold run is cold: it
 * never reuses the pieces another run stored for the same document. The one-operation edit reuses those
 * of the full generate into its folder, as a team's next run does.
 */
const ours = (label: string, spec: string, out: string, only?: string) =>
  run(label, process.execPath, [path.join(root, 'generators/bin/cmp.mjs'), '--spec', spec, '--out', out, ...(only ? ['--only', only] : [])], root, {
    ...process.env,
    OPENAPI_CMP_INCREMENTAL_STORE: `${out}.store`,
  });
const seconds = (r: Row) => (r.ms / 1000).toFixed(1);
const mib = (r?: Row) => r?.rssMiB?.toFixed(0) ?? 'n/a';
/** Largest process, then the whole tree summed: `946 / 1310`. */
const both = (r?: Row) => `${mib(r)} / ${r?.treeMiB?.toFixed(0) ?? 'n/a'}`;
const failed = (r?: Row) => (r && !r.ok ? ' (failed)' : '');

/** The hand-edits measure: GitHub's client regenerated after a spec change with 20 hand edits, and without. */
function handEdits(spec: string) {
  const { rows, summary } = handEditRows(spec, path.join(work, 'edits'), (label, from, out) => ours(label, from, out, 'client'));
  const width = Math.max(...rows.map((r) => r.label.length));
  console.log(`\n${'run'.padEnd(width)}  ${'time (s)'.padStart(8)}  ${'RSS MiB max / tree'.padStart(18)}  x plain regenerate`);
  for (const r of rows) console.log(`${r.label.padEnd(width)}  ${seconds(r).padStart(8)}  ${both(r).padStart(18)}  ${(r.ms / rows[2]!.ms).toFixed(2)}x${failed(r)}`);
  console.log(`\n${summary}`);
}

/** The incremental path alone (`--edit`): a cold full generate, then `rounds` one-operation edits into its folder. */
function edits(spec: string): void {
  const out = path.join(work, 'edits');
  const load = () => os.loadavg()[0]!.toFixed(1);
  const loadAtFull = load();
  const full = ours('ours: full generate (every artifact), cold', spec, out);
  const rows: { row: Row; load: string }[] = [];
  for (let round = 1; round <= rounds; round++) {
    const at = load();
    const edited = editOneOperation(spec, `edit ${round}`);
    rows.push({ row: ours(`ours: one-operation edit ${round} (${edited} summary)`, spec, out), load: at });
  }
  const width = Math.max(full.label.length, ...rows.map((r) => r.row.label.length));
  const cpu = (r: Row) => r.cpuS?.toFixed(1) ?? 'n/a';
  console.log(`${'run'.padEnd(width)}  ${'time (s)'.padStart(8)}  ${'CPU (s)'.padStart(7)}  ${'RSS MiB max / tree'.padStart(20)}  ${'load'.padStart(5)}  edit / full generate`);
  console.log(`${full.label.padEnd(width)}  ${seconds(full).padStart(8)}  ${cpu(full).padStart(7)}  ${both(full).padStart(20)}  ${loadAtFull.padStart(5)}${failed(full)}`);
  for (const { row, load: at } of rows) {
    const byCpu = row.cpuS !== undefined && full.cpuS ? `, ${(row.cpuS / full.cpuS).toFixed(2)}x by CPU time` : '';
    console.log(
      `${row.label.padEnd(width)}  ${seconds(row).padStart(8)}  ${cpu(row).padStart(7)}  ${both(row).padStart(20)}  ${at.padStart(5)}  ${(row.ms / full.ms).toFixed(2)}x by wall time${byCpu}${failed(row)}`,
    );
  }
  const middle = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
  if (full.cpuS)
    console.log(`
median of the edits: ${middle(rows.map((r) => r.row.ms / full.ms)).toFixed(2)}x by wall time, ${middle(rows.map((r) => (r.row.cpuS ?? NaN) / full.cpuS!)).toFixed(2)}x by CPU time`);
}

/** One operation's summary changed: the smallest edit a team makes. */
function editOneOperation(file: string, mark = 'edited'): string {
  const document = JSON.parse(readFileSync(file, 'utf8')) as { paths: Record<string, Record<string, { summary?: string }>> };
  const [route, item] = Object.entries(document.paths)[0]!;
  const method = Object.keys(item).find((k) => ['get', 'put', 'post', 'delete', 'patch'].includes(k))!;
  item[method]!.summary = `${item[method]!.summary ?? ''} (${mark})`;
  writeFileSync(file, JSON.stringify(document));
  return `${method.toUpperCase()} ${route}`;
}

try {
  const text = readFileSync(specArg, 'utf8');
  const operations = Object.values(JSON.parse(text).paths as Record<string, object>).reduce(
    (n, item) => n + Object.keys(item).filter((k) => ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'].includes(k)).length,
    0,
  );
  console.log(`Spec: ${path.relative(root, specArg)} (${operations} operations); machine load ${os.loadavg()[0]!.toFixed(1)} at the start\n`);
  // Our runs read a copy, which the one-operation edit changes; the peers read the same bytes.
  const spec = path.join(work, path.basename(specArg));
  writeFileSync(spec, text);
  if (flags.dev) {
    await devBench(spec, {
      saves: Math.max(1, Number(flags.saves) || 6),
      ...(flags.pause !== undefined ? { pause: Number(flags.pause) } : {}),
      ...(flags.cli ? { cli: path.resolve(flags.cli) } : {}),
      ...(flags.log ? { log: path.resolve(flags.log) } : {}),
    });
  } else if (flags['hand-edits']) {
    handEdits(spec);
  } else if (flags.edit) {
    edits(spec);
  } else {
    const peer = path.join(work, 'peers');
    mkdirSync(peer);
    // The peers run in an empty folder: openapi-typescript and Redocly would otherwise pick up our redocly.yaml.
    const oats = run('openapi-typescript (types only)', bin('openapi-typescript'), [spec, '-o', path.join(peer, 'schema.ts')], peer);
    const redoc = run('redocly build-docs', bin('redocly'), ['build-docs', spec, '-o', path.join(peer, 'redoc.html')], peer);
    const rbundle = run('redocly bundle', bin('redocly'), ['bundle', spec, '-o', path.join(peer, 'bundled.yaml')], peer);
    const heyApi = run('@hey-api/openapi-ts (types + fetch SDK)', bin('openapi-ts'), ['-i', spec, '-o', path.join(peer, 'hey'), '-c', '@hey-api/client-fetch'], peer);

    // Each artifact alone, cold, into a folder of its own, next to the field's tool for it.
    const artifacts: { only: string; what: string; field?: Row }[] = [
      { only: 'bundle', what: 'bundled spec (YAML + JSON)', field: rbundle },
      { only: 'client', what: 'typed client package', field: oats },
      { only: 'server', what: 'server stubs package' },
      { only: 'docs', what: 'API reference page + samples', field: redoc },
      { only: 'mcp', what: 'MCP server package' },
      { only: 'mock', what: 'mock configuration' },
    ];
    const alone = artifacts.map((a) => ({ ...a, row: ours(`ours: --only ${a.only}`, spec, path.join(work, `only-${a.only}`), a.only) }));
    const full = ours('ours: full generate (every artifact), cold', spec, path.join(work, 'full'));
    const rerun = ours('ours: same again, nothing changed', spec, path.join(work, 'full'));
    const edited = editOneOperation(spec);
    const edit = ours(`ours: one-operation edit (${edited} summary)`, spec, path.join(work, 'full'));

    const width = Math.max(...[...alone.map((a) => a.row), full, rerun, edit, oats, redoc, rbundle, heyApi].map((r) => r.label.length), 40);
    console.log("Each artifact alone, next to the field's tool for it:\n");
    console.log(
      `${'artifact'.padEnd(30)}  ${'ours (s)'.padStart(8)}  ${'RSS max / tree'.padStart(14)}  ${'field tool'.padEnd(40)}  ${'tool (s)'.padStart(8)}  ${'RSS max / tree'.padStart(14)}  ${'x tool'.padStart(7)}`,
    );
    for (const { what, field, row } of alone) {
      console.log(
        `${what.padEnd(30)}  ${seconds(row).padStart(8)}  ${both(row).padStart(14)}  ${(field?.label ?? '-').padEnd(40)}  ${(field ? seconds(field) : '-').padStart(8)}  ${(field ? both(field) : '-').padStart(14)}  ${(field ? `${(row.ms / field.ms).toFixed(2)}x` : '-').padStart(7)}${failed(row)}${failed(field)}`,
      );
    }
    console.log(
      `${'(typed SDK, for scale)'.padEnd(30)}  ${''.padStart(8)}  ${''.padStart(14)}  ${heyApi.label.padEnd(40)}  ${seconds(heyApi).padStart(8)}  ${both(heyApi).padStart(14)}${failed(heyApi)}`,
    );

    const fieldMs = oats.ms + redoc.ms;
    // More rounds of the headline pair: the field's two tools, then ours cold, back to back.
    const ratios = [full.ms / fieldMs];
    // The same pair by CPU time (user + system of every thread and child): on a machine shared with other
    // jobs the wall times follow the load, the work done much less.
    const cpuOf = (...rows: Row[]) => (rows.every((r) => r.cpuS !== undefined) ? rows.reduce((sum, r) => sum + r.cpuS!, 0) : NaN);
    const cpuRatios = [cpuOf(full) / cpuOf(oats, redoc)];
    const roundRuns: Row[] = [];
    for (let round = 2; round <= rounds; round++) {
      const o = run('openapi-typescript', bin('openapi-typescript'), [spec, '-o', path.join(peer, 'schema.ts')], peer);
      const r = run('redocly build-docs', bin('redocly'), ['build-docs', spec, '-o', path.join(peer, 'redoc.html')], peer);
      for (const cold of ['full-again', 'full-again.store']) rmSync(path.join(work, cold), { recursive: true, force: true });
      const f = ours('ours: full generate', spec, path.join(work, 'full-again'));
      ratios.push(f.ms / (o.ms + r.ms));
      cpuRatios.push(cpuOf(f) / cpuOf(o, r));
      roundRuns.push(f);
      console.log(
        `round ${round}: ours ${seconds(f)} s (${both(f)} MiB), openapi-typescript ${seconds(o)} s + redocly build-docs ${seconds(r)} s: ${(f.ms / (o.ms + r.ms)).toFixed(2)}x; CPU ${cpuOf(f).toFixed(1)} s against ${cpuOf(o, r).toFixed(1)} s: ${cpuRatios.at(-1)!.toFixed(2)}x; load ${os.loadavg()[0]!.toFixed(1)}`,
      );
    }
    const middle = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
    const median = middle(ratios);
    console.log('\nThe whole run:\n');
    const cpu = (r: Row) => r.cpuS?.toFixed(1) ?? 'n/a';
    // The same ratio by CPU time too: on a machine shared with other jobs it moves much less than wall time.
    const byCpu = (r: Row) => (r.cpuS !== undefined && full.cpuS ? `; ${(r.cpuS / full.cpuS).toFixed(2)}x by CPU time` : '');
    console.log(`${'run'.padEnd(width)}  ${'time (s)'.padStart(8)}  ${'CPU (s)'.padStart(7)}  ${'RSS MiB max / tree'.padStart(20)}  ratio`);
    console.log(
      `${'openapi-typescript + redocly build-docs'.padEnd(width)}  ${(fieldMs / 1000).toFixed(1).padStart(8)}  ${((oats.cpuS ?? NaN) + (redoc.cpuS ?? NaN)).toFixed(1).padStart(7)}  ${`${both(oats)}, ${both(redoc)}`.padStart(20)}  1.00x`,
    );
    console.log(
      `${full.label.padEnd(width)}  ${seconds(full).padStart(8)}  ${cpu(full).padStart(7)}  ${both(full).padStart(20)}  ${(full.ms / fieldMs).toFixed(2)}x the field's two tools${failed(full)}`,
    );
    console.log(
      `${rerun.label.padEnd(width)}  ${seconds(rerun).padStart(8)}  ${cpu(rerun).padStart(7)}  ${both(rerun).padStart(20)}  ${(rerun.ms / full.ms).toFixed(2)}x the full generate${byCpu(rerun)}${failed(rerun)}`,
    );
    console.log(
      `${edit.label.padEnd(width)}  ${seconds(edit).padStart(8)}  ${cpu(edit).padStart(7)}  ${both(edit).padStart(20)}  ${(edit.ms / full.ms).toFixed(2)}x the full generate${byCpu(edit)}${failed(edit)}`,
    );
    console.log(
      `\nfull generate against openapi-typescript + redocly build-docs, ${ratios.length} round(s): ${ratios.map((r) => `${r.toFixed(2)}x`).join(', ')}; median ${median.toFixed(2)}x`,
    );
    console.log(
      `the same by CPU time (user + system, every thread and child process): ${cpuRatios.map((r) => `${r.toFixed(2)}x`).join(', ')}; median ${middle(cpuRatios).toFixed(2)}x (round 1: ours ${cpuOf(full).toFixed(1)} s, the field's ${cpuOf(oats, redoc).toFixed(1)} s)`,
    );
    const ourRuns = [...alone.map((a) => a.row), full, rerun, edit, ...roundRuns];
    const peak = Math.max(...ourRuns.map((r) => r.rssMiB ?? 0));
    const treePeak = Math.max(...ourRuns.map((r) => r.treeMiB ?? 0));
    console.log(
      `\npeak RSS of our runs: largest process ${peak ? `${peak.toFixed(0)} MiB` : 'n/a (no /usr/bin/time)'}; whole process tree summed ${treePeak ? `${treePeak.toFixed(0)} MiB` : 'n/a (no /proc)'}; of the full generates: ${[full, ...roundRuns].map(both).join(', ')} MiB`,
    );
    handEdits(spec);
  }
  console.log(
    `machine: ${os.cpus().length} x ${os.cpus()[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, load ${os.loadavg()[0]!.toFixed(1)} at the end`,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
