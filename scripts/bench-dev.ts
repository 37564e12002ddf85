/**
 * The `--dev` part of `npm run bench:generate`: `npm run dev` on a large spec, save after save, as a user
 * lives it. A project folder (a scratch copy of the repository's packages: client, server, mock, MCP server)
 * whose configuration names a copy of the spec and runs the mock as its one service; `dev` is started on it,
 * and one operation's summary is edited, `saves` times, a new text each time (a text seen before would find
 * the mock's cache of Prism's operations for that spec, which a real edit does not). For each save it prints the reload
 * time (the save to the "↻" line: regenerated, the mock restarted on the new build, the preview reloaded),
 * the time until the other packages are built and the save is judged (the "✓" line), and the resident memory
 * of the `dev` process once the save's work is over and at its peak, and of its whole process tree (the build
 * processes, the mock) at its peak. Memory that stays flat from save to save is the point: a session that
 * kept what each save built ran out of heap by its third save on GitHub's description.
 *
 * By default each save comes once the work after the pause (the declarations, the reference page) is over;
 * `--pause S` saves S seconds after the "✓" line instead, so that saves come while that work runs (it is
 * ended and done again at the next pause). The baseline, in the same run: the same one-operation edit
 * regenerated from the command line (`generate --only` the emitters a save runs, which then builds the
 * packages it reaches), as its own process.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { appendFileSync, cpSync, mkdirSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { scratchRepository } from '../tests/support/scratch.js';

const root = path.resolve(import.meta.dirname, '..');

export interface DevBenchOptions {
  saves: number;
  /** Seconds after the "✓" line before the next save; undefined: once the work after the pause is over. */
  pause?: number;
  /** The CLI to run (another checkout's `generators/bin/cmp.mjs`, to compare); this checkout's by default. */
  cli?: string;
  /** A file that gets everything `dev` printed. */
  log?: string;
}

const read = (file: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
};
const rssMiB = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(read(`/proc/${pid}/status`))?.[1] ?? 0) / 1024;
const children = (pid: number): number[] => {
  let tasks: string[] = [];
  try {
    tasks = readdirSync(`/proc/${pid}/task`);
  } catch {
    return [];
  }
  return tasks.flatMap((task) => read(`/proc/${pid}/task/${task}/children`).split(/\s+/).filter(Boolean).map(Number));
};
const treeMiB = (pid: number) => {
  let sum = 0;
  for (const queue = [pid]; queue.length;) {
    const next = queue.pop()!;
    sum += rssMiB(next);
    queue.push(...children(next));
  }
  return sum;
};

/** A project folder on the spec: the repository's packages (the MCP server in place of the sandbox, which is our API's own). */
function project(spec: string): { dir: string; config: string; remove: () => void } {
  const repo = scratchRepository();
  rmSync(path.join(repo.dir, 'packages/sandbox'), { recursive: true, force: true });
  rmSync(path.join(repo.dir, 'node_modules/@customer-messaging/sandbox'), { force: true });
  for (const file of ['package.json', 'tsconfig.json', 'tsdown.config.mjs', 'CHANGELOG.md'])
    cpSync(path.join(root, 'packages/mcp', file), path.join(repo.dir, 'packages/mcp', file));
  cpSync(path.join(root, 'packages/mcp/src'), path.join(repo.dir, 'packages/mcp/src'), { recursive: true });
  symlinkSync('../../packages/mcp', path.join(repo.dir, 'node_modules/@customer-messaging/mcp'), 'dir');
  mkdirSync(path.join(repo.dir, 'spec'));
  writeFileSync(path.join(repo.dir, 'spec/spec.json'), readFileSync(spec));
  const configModule = path.join(root, 'generators/src/config/index.ts').split(path.sep).join('/');
  writeFileSync(
    repo.generatorConfig,
    `import { defineConfig } from '${configModule}';
export default defineConfig({
  input: './spec/spec.json',
  client: { packageName: '@customer-messaging/client', className: 'BenchClient', coreClassName: 'BenchCore', envPrefix: 'BENCH_', readme: false },
  server: { packageName: '@customer-messaging/server', readme: false },
  mcp: { packageName: '@customer-messaging/mcp', binName: 'customer-messaging-mcp' },
  dev: { services: { mock: { command: ['node', 'packages/mock/dist/cli.js', '--port', '{port}'], port: 0 } } },
});
`,
  );
  return { dir: repo.dir, config: repo.generatorConfig, remove: repo.remove };
}

/** One operation's summary, edited to a text it never had: the smallest save a team makes. */
function editSummary(file: string, round: number): string {
  const document = JSON.parse(readFileSync(file, 'utf8')) as { paths: Record<string, Record<string, { summary?: string }>> };
  const [route, item] = Object.entries(document.paths)[0]!;
  const method = Object.keys(item).find((k) => ['get', 'put', 'post', 'delete', 'patch'].includes(k))!;
  item[method]!.summary = `${(item[method]!.summary ?? '').replace(/ \(edit \d+\)$/, '')} (edit ${round})`;
  writeFileSync(file, JSON.stringify(document, null, 2));
  return `${method.toUpperCase()} ${route}`;
}

interface SaveRow {
  reloadMs: number;
  judgedMs: number;
  afterMiB: number;
  peakMiB: number;
  treePeakMiB: number;
  load: string;
}

export async function devBench(spec: string, options: DevBenchOptions): Promise<void> {
  const cli = options.cli ?? path.join(root, 'generators/bin/cmp.mjs');
  const folder = project(spec);
  const specFile = path.join(folder.dir, 'spec/spec.json');
  let output = '';
  let dev: ChildProcess | undefined;
  let peak = 0;
  let treePeak = 0;
  const sampler = setInterval(() => {
    if (!dev?.pid) return;
    peak = Math.max(peak, rssMiB(dev.pid));
    treePeak = Math.max(treePeak, treeMiB(dev.pid));
  }, 100);
  const running = () => dev !== undefined && dev.exitCode === null && dev.signalCode === null;
  /** Resolves with the first match of `pattern` in the output after `from`, and where it ends. */
  const waitFor = (pattern: RegExp, from: number, timeoutMs = 600_000) =>
    new Promise<{ match: RegExpMatchArray; end: number }>((resolve, reject) => {
      const started = Date.now();
      const check = () => {
        const match = output.slice(from).match(pattern);
        if (match) {
          clearInterval(timer);
          resolve({ match, end: from + match.index! + match[0].length });
        } else if (Date.now() - started > timeoutMs || !running()) {
          clearInterval(timer);
          reject(new Error(`dev: no ${pattern} (${running() ? 'still running' : `ended: ${dev?.exitCode ?? dev?.signalCode}`}); its output ends:\n${output.slice(-3000)}`));
        }
      };
      const timer = setInterval(check, 50);
    });
  const rows: SaveRow[] = [];
  try {
    console.log(`dev on ${path.basename(spec)}: a project folder with the client, server, mock and MCP packages; the mock as its service.`);
    const startedAt = performance.now();
    dev = spawn(process.execPath, [cli, 'dev', '--config', folder.config, '--preview-port', '0'], {
      cwd: folder.dir,
      env: { ...process.env, NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => {
      output += chunk.toString();
      if (options.log) appendFileSync(options.log, chunk);
    };
    dev.stdout!.on('data', keep);
    dev.stderr!.on('data', keep);
    let at = (await waitFor(/^✓ .*$/m, 0)).end;
    console.log(`first cycle (generate, build every package, start the mock): ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
    // The work after the first pause (every package's declarations, the reference page) before the first save.
    // (An older CLI said only "(the reference page: N file(s) written)", once that was written, after the declarations.)
    const afterPause = /^ {2}\((after the pause: .*|the reference page: \d+ file\(s\) written)\)$/m;
    const settle = async (from: number) => {
      if (options.pause !== undefined) return void (await new Promise((r) => setTimeout(r, options.pause! * 1000)));
      // An older CLI does not say when that work is over: then a quiet minute stands for it.
      await waitFor(afterPause, from, 300_000).catch((error: unknown) => {
        if (!running()) throw error;
        return new Promise((r) => setTimeout(r, 60_000));
      });
    };
    await settle(at);
    at = output.length;
    let edited = '';
    let ended: string | undefined;
    for (let round = 1; round <= options.saves && !ended; round++) {
      try {
        await save(round);
      } catch (error) {
        // The session ended (out of memory, a crash): the saves so far are printed, with how it ended.
        const how = running() ? `${(error as Error).message.split(';')[0]}` : `dev ended (${dev?.exitCode ?? dev?.signalCode})`;
        // The end of its output, without V8's native stack (a crash's last lines).
        const last = output
          .trimEnd()
          .split('\n')
          .filter((line) => !/^\s*\d+: 0x/.test(line));
        ended = `save ${round}: ${how}; the end of its output:\n${last.slice(-8).join('\n')}`;
      }
    }
    async function save(round: number): Promise<void> {
      peak = 0;
      treePeak = 0;
      const load = os.loadavg()[0]!.toFixed(1);
      const saved = performance.now();
      edited = editSummary(specFile, round);
      const reload = await waitFor(/^↻ .* in (\d+) ms/m, at);
      const reloadMs = performance.now() - saved;
      const judged = await waitFor(/^✓ .*$/m, reload.end);
      const judgedMs = performance.now() - saved;
      at = judged.end;
      await settle(at);
      at = output.length;
      rows.push({ reloadMs, judgedMs, afterMiB: rssMiB(dev!.pid!), peakMiB: peak, treePeakMiB: treePeak, load });
    }
    console.log(
      `\n${rows.length} saves of the summary of ${edited}, ${options.pause === undefined ? 'each once the work after the pause was over' : `each ${options.pause} s after the last one was judged`}:\n`,
    );
    console.log(
      `${'save'.padEnd(5)}  ${'reload (s)'.padStart(10)}  ${'judged (s)'.padStart(10)}  ${'dev RSS after / peak (MiB)'.padStart(26)}  ${'tree peak (MiB)'.padStart(15)}  ${'load'.padStart(5)}`,
    );
    rows.forEach((r, i) =>
      console.log(
        `${String(i + 1).padEnd(5)}  ${(r.reloadMs / 1000).toFixed(1).padStart(10)}  ${(r.judgedMs / 1000).toFixed(1).padStart(10)}  ${`${r.afterMiB.toFixed(0)} / ${r.peakMiB.toFixed(0)}`.padStart(26)}  ${r.treePeakMiB.toFixed(0).padStart(15)}  ${r.load.padStart(5)}`,
      ),
    );
    if (ended) console.log(`\ndev ended before ${options.saves} saves were over, at ${ended}`);
  } finally {
    clearInterval(sampler);
    if (running()) {
      const exited = new Promise((r) => dev!.once('exit', r));
      dev!.kill('SIGTERM');
      const timer = setTimeout(() => dev!.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(timer);
    }
  }
  try {
    if (rows.length) {
      // The baseline: the same save regenerated by the command line, as its own process.
      editSummary(specFile, options.saves + 1);
      // The emitters a save runs (the table's `devQuickPath`); into the project's own folder, `generate` builds the packages too.
      const quick = ['bundle', 'client', 'server', 'mock'];
      const started = performance.now();
      const result = spawnSync(process.execPath, [cli, 'generate', '--config', folder.config, '--out', folder.dir, '--only', quick.join(',')], {
        cwd: folder.dir,
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      });
      const ms = performance.now() - started;
      const median = [...rows.map((r) => r.reloadMs)].sort((a, b) => a - b)[Math.floor(rows.length / 2)]!;
      console.log(
        `\nbaseline: the same edit by \`generate --only ${quick.join(',')}\` (regenerate, then build the packages it reaches; no restart): ${(ms / 1000).toFixed(1)} s${result.status === 0 ? '' : ' (failed)'}; the median reload ${(median / 1000).toFixed(1)} s is ${(median / ms).toFixed(2)}x that`,
      );
      const after = rows.map((r) => r.afterMiB);
      console.log(`dev RSS after each save: ${after.map((m) => m.toFixed(0)).join(', ')} MiB (first to last: ${(after.at(-1)! - after[0]!).toFixed(0)} MiB)`);
    }
  } finally {
    folder.remove();
  }
}
