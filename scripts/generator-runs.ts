/**
 * What the corpus and peer-suite benchmarks share: run one generator (ours, @hey-api/openapi-ts or
 * openapi-typescript) on one description as its own process, and type-check every output of a tool in one
 * tsc Program, each error charged to the description whose folder holds it.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);
export const TOOLS = ['ours', 'hey-api', 'openapi-typescript'] as const;
/** `ours-before`: ours from another checkout (`CMP_BENCH_BEFORE=<checkout>/generators/bin/cmp.mjs`), to show a change's effect in the same run. */
export type Tool = (typeof TOOLS)[number] | 'ours-before';

export interface Spec {
  name: string;
  file: string;
}

export interface Result {
  generated: boolean;
  ms: number;
  /** Why it was refused (the tool's first lines), when it was. */
  errors: string[];
  /** Warning lines the tool printed while generating. */
  warnings: string[];
}

function command(tool: Tool, spec: Spec, out: string): [string, string[]] {
  return tool === 'ours' || tool === 'ours-before'
    ? [process.execPath, [tool === 'ours-before' ? beforeCli() : path.join(root, 'generators/bin/cmp.mjs'), '--spec', spec.file, '--out', out, '--only', 'client,server']]
    : tool === 'hey-api'
      ? [bin('openapi-ts'), ['-i', spec.file, '-o', path.join(out, 'hey'), '-c', '@hey-api/client-fetch']]
      : [bin('openapi-typescript'), [spec.file, '-o', path.join(out, 'schema.ts')]];
}

function beforeCli(): string {
  const cli = process.env.CMP_BENCH_BEFORE;
  if (!cli) throw new Error("ours-before: set CMP_BENCH_BEFORE to another checkout's generators/bin/cmp.mjs");
  return cli;
}

/** Our warnings are `file:line:col  warning: ...`; the peers' are whatever line says "warn". */
const isWarning = (tool: Tool, line: string) => (tool.startsWith('ours') ? /^\S+ {2}warning: /.test(line) : /\bwarn(ing)?\b/i.test(line));

/** Runs `tool` on `spec` into `out` (emptied first). The peers run in the output folder: openapi-typescript would otherwise pick up our redocly.yaml. */
export function generate(tool: Tool, spec: Spec, out: string): Promise<Result> {
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const [cmd, args] = command(tool, spec, out);
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: out, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 600_000);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const ms = performance.now() - started;
      const ok = code === 0;
      const lines = output.split('\n');
      resolve({
        generated: ok,
        ms,
        errors: ok ? [] : [`exit ${code ?? signal}: ${output.trim().split('\n').slice(0, 2).join(' ').slice(0, 200)}`],
        warnings: lines.filter((l) => isWarning(tool, l)),
      });
    });
  });
}

/** Runs `tasks` with at most `limit` at once, results in the order given. */
export async function pool<T>(tasks: (() => Promise<T>)[], limit: number, onDone?: (result: T) => void): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const i = next++;
      results[i] = await tasks[i]!();
      onDone?.(results[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}

/** Every `.ts` file under `dir` (symlinked runtimes are reached through imports, not listed). */
function tsFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts'))
    .map((e) => path.join(e.parentPath, e.name));
}

/** One tsc Program over every output of a tool; each `error TS` line charged to the description whose folder holds it. */
export function typeCheck(work: string, outputs: Map<string, string>): Map<string, string[]> {
  const files = [...outputs.values()].flatMap((dir) => (existsSync(dir) ? tsFiles(dir) : []));
  const byName = new Map<string, string[]>([...outputs.keys()].map((n) => [n, []]));
  if (!files.length) return byName;
  const tsconfig = path.join(work, 'tsconfig.json');
  writeFileSync(
    tsconfig,
    JSON.stringify({ extends: path.relative(work, path.join(root, 'tsconfig.base.json')), compilerOptions: { noEmit: true, customConditions: ['cmp-source'] }, files }),
  );
  // Run in `work`, so the file names in its messages are relative to it.
  const tsc = spawnSync(process.execPath, ['--max-old-space-size=8192', path.join(root, 'node_modules/typescript/bin/tsc'), '-p', tsconfig], {
    cwd: work,
    encoding: 'utf8',
    maxBuffer: 512 << 20,
  });
  for (const line of tsc.stdout.split('\n').filter((l) => l.includes('error TS'))) {
    const file = path.resolve(work, line.replace(/\(\d+,\d+\).*$/, ''));
    const owner = [...outputs].find(([, dir]) => file.startsWith(`${dir}${path.sep}`))?.[0];
    const list = byName.get(owner ?? '(runtime)') ?? [];
    list.push(line);
    byName.set(owner ?? '(runtime)', list);
  }
  if (tsc.status !== 0 && ![...byName.values()].some((e) => e.length)) byName.set('(tsc)', [`tsc exited ${tsc.status}: ${tsc.stderr.slice(0, 300)}`]);
  return byName;
}

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2) : NaN;
};

export interface ToolRun {
  tool: Tool;
  /** Per description: how it went. */
  outcomes: Map<string, { result: Result; typeErrors: string[] }>;
  /** Type errors no description's folder holds (a runtime's, or tsc's own failure). */
  other: string[];
}

/** Generates every spec with `tool` (two at a time), then type-checks the outputs in one Program. */
export async function runTool(tool: Tool, specs: Spec[], work: string, { progress = true }: { progress?: boolean } = {}): Promise<ToolRun> {
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const results = await pool(
    specs.map((spec) => () => generate(tool, spec, path.join(work, spec.name))),
    2,
    (r) => progress && process.stdout.write(r.generated ? '.' : 'x'),
  );
  const outputs = new Map(specs.filter((_, i) => results[i]!.generated).map((s) => [s.name, path.join(work, s.name)]));
  const errors = typeCheck(work, outputs);
  const outcomes = new Map(specs.map((s, i) => [s.name, { result: results[i]!, typeErrors: errors.get(s.name) ?? [] }]));
  const other = ['(runtime)', '(tsc)'].flatMap((k) => errors.get(k) ?? []);
  return { tool, outcomes, other };
}
