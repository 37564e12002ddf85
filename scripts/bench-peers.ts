/**
 * npm run bench:peers -- [--suites DIR] [--tools ours,hey-api,openapi-typescript] [--only 3.0.x,3.1.x]
 *
 * With `CMP_BENCH_BEFORE=<another checkout>/generators/bin/cmp.mjs`, an `ours-before` column shows ours
 * before a change beside after it, in the same run.
 *
 * The edge-case documents @hey-api/openapi-ts keeps for its own tests (`specs/`: Swagger 2.0, OpenAPI 3.0
 * and 3.1, JSON Schema ref-parser cases), run through ours (client + stubs), @hey-api/openapi-ts and
 * openapi-typescript in the same run, as a user with one of those documents would. A document counts as
 * clean for a tool when the tool exits 0 and its output has no tsc error (one tsc Program per tool and
 * suite). The documents under `invalid/` are meant to be refused; the last rows count who refuses them.
 *
 * The suite is not part of this repository (its licence and origin are beside it); by default it is read
 * from `../shared/peer-suites/heyapi/specs`, or `--suites DIR`. Only documents that are an API
 * description's root (`openapi:` or `swagger:` at the top) are run; the others are files those point into.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { root, runTool, TOOLS, type Spec, type Tool, type ToolRun } from './generator-runs.js';

const { values } = parseArgs({ options: { suites: { type: 'string' }, tools: { type: 'string' }, only: { type: 'string' } } });
const suitesDir = path.resolve(values.suites ?? path.join(root, '../shared/peer-suites/heyapi/specs'));
if (!existsSync(suitesDir)) throw new Error(`No peer suite at ${suitesDir}: pass --suites DIR (hey-api's specs/ folder).`);
const tools = (values.tools?.split(',') ?? [...(process.env.CMP_BENCH_BEFORE ? ['ours-before'] : []), ...TOOLS]) as Tool[];
const SUITES = [
  { dir: '3.0.x', label: 'OpenAPI 3.0' },
  { dir: '3.1.x', label: 'OpenAPI 3.1' },
  { dir: 'json-schema-ref-parser', label: 'JSON Schema ref-parser cases' },
  { dir: '2.0.x', label: 'Swagger 2.0' },
].filter((s) => !values.only || values.only.split(',').includes(s.dir));

/** The API descriptions of a folder: files whose top names `openapi` or `swagger`. */
function roots(dir: string, prefix = ''): Spec[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => /\.(json|ya?ml)$/.test(f))
    .sort()
    .filter((f) => /^\s*\{?\s*["']?(openapi|swagger)["']?\s*:/m.test(readFileSync(path.join(dir, f), 'utf8').slice(0, 4000)))
    .map((f) => ({ name: `${prefix}${f.replace(/\.\w+$/, '')}`, file: path.join(dir, f) }));
}

const cache = path.join(root, 'node_modules/.cache/bench-peers');
const summary: { label: string; size: number; runs: ToolRun[]; invalid: boolean }[] = [];
console.log(`bench:peers on ${process.version}, ${new Date().toISOString().slice(0, 10)}, load average ${os.loadavg()[0]!.toFixed(1)}, suite ${path.relative(root, suitesDir)}`);
for (const suite of SUITES) {
  for (const invalid of [false, true]) {
    const specs = roots(path.join(suitesDir, suite.dir, ...(invalid ? ['invalid'] : [])), invalid ? 'invalid-' : '');
    if (!specs.length) continue;
    const label = `${suite.label}${invalid ? ', invalid' : ''} (${specs.length})`;
    console.log(`\n## ${label}`);
    const runs: ToolRun[] = [];
    for (const tool of tools) {
      const run = await runTool(tool, specs, path.join(cache, suite.dir + (invalid ? '-invalid' : ''), tool));
      runs.push(run);
      console.log(` ${tool}`);
      const failures = [...run.outcomes].filter(([, o]) => (invalid ? o.result.generated : !o.result.generated || o.typeErrors.length));
      for (const [name, o] of failures) {
        const why = !o.result.generated
          ? o.result.errors[0]
          : o.typeErrors.length
            ? `${o.typeErrors.length} type error(s), first: ${o.typeErrors[0]!.replace(/^.*error TS/, 'TS').slice(0, 160)}`
            : 'generated';
        console.log(`   - ${name}: ${why}`);
      }
      for (const line of run.other.slice(0, 3)) console.log(`   - (outside any output) ${line.slice(0, 200)}`);
    }
    summary.push({ label, size: specs.length, runs, invalid });
  }
}

const clean = (r: ToolRun) => [...r.outcomes.values()].filter((o) => o.result.generated && !o.typeErrors.length).length;
const refused = (r: ToolRun) => [...r.outcomes.values()].filter((o) => !o.result.generated).length;
const warned = (r: ToolRun) => [...r.outcomes.values()].filter((o) => o.result.generated && o.result.warnings.length).length;
console.log(`\n| suite | ${tools.map((t) => `${t}: clean / refused / with warnings`).join(' | ')} |`);
console.log(`| --- | ${tools.map(() => '---:').join(' | ')} |`);
for (const s of summary) {
  const cells = s.runs.map((r) => (s.invalid ? `${refused(r)} refused of ${s.size}` : `${clean(r)} / ${refused(r)} / ${warned(r)}`));
  console.log(`| ${s.label} | ${cells.join(' | ')} |`);
}
console.log(`\nmachine: ${os.cpus().length} x ${os.cpus()[0]?.model ?? 'cpu'}, load ${os.loadavg()[0]!.toFixed(1)}`);
