/**
 * npm run bench:oasdiff — agreement with oasdiff's own verdicts, on the pairs of documents oasdiff's checker
 * tests itself with (../shared/peer-suites/oasdiff: the fixture files, and `data-replayed/<test>/` pairs made
 * by replaying the simple in-code edits of its Go tests). Which pair a test compares and what it expects are
 * read from oasdiff's `checker/*_test.go`, the level of each rule id from `checker/rules.go`: give a clone of
 * oasdiff with `--oasdiff DIR` (a work tree or a bare git directory) or OASDIFF_SRC.
 *
 * A test that runs a single request or response check is compared with our changes on that side only.
 * Each case's expectation is the highest level the test asserts (a rule id's level, an explicit `Level:`),
 * `none` when it asserts that nothing is reported. Ours is the worst client severity of our report without
 * the SDK impact (the rules' own verdicts; `--sdk` judges by compiling too, much slower). Agreement:
 * ERR cases we call breaking, INFO/none cases we do not, WARN cases we call a warning.
 *
 * The baseline is the same diff at another commit (`--baseline REF`, default `main`), run in the same
 * process on the same pairs, so the two columns are "before" and "after". Figures, not assertions; the
 * folder is optional and `npm test` never reads it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    suite: { type: 'string', default: path.resolve(repoRoot, '../shared/peer-suites/oasdiff') },
    oasdiff: { type: 'string', default: process.env.OASDIFF_SRC ?? '/work/.mirror/oasdiff+oasdiff/repo' },
    baseline: { type: 'string', default: 'main' },
    verbose: { type: 'boolean', default: false },
    sdk: { type: 'boolean', default: false },
    rules: { type: 'string', default: '25' },
  },
});
const suite = path.resolve(values.suite!);
if (!existsSync(suite)) {
  console.log(`No peer suite at ${suite}: nothing to compare (give --suite DIR).`);
  process.exit(0);
}

// ---- oasdiff's sources: a work tree or a bare git directory ----
const src = path.resolve(values.oasdiff!);
const isWorkTree = existsSync(path.join(src, 'checker'));
function listChecker(): string[] {
  if (isWorkTree) return readdirSync(path.join(src, 'checker')).map((f) => `checker/${f}`);
  return execFileSync('git', ['--git-dir', src, 'ls-tree', '--name-only', 'HEAD', 'checker/'], { encoding: 'utf8' }).trim().split('\n');
}
function readSource(file: string): string {
  if (isWorkTree) return readFileSync(path.join(src, file), 'utf8');
  return execFileSync('git', ['--git-dir', src, 'show', `HEAD:${file}`], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
}
if (!existsSync(src)) {
  console.log(`oasdiff's sources not found at ${src}: give --oasdiff DIR (a clone of github.com/oasdiff/oasdiff) or OASDIFF_SRC.`);
  process.exit(0);
}

type Level = 'ERR' | 'WARN' | 'INFO' | 'none';
const RANK: Record<Level, number> = { none: 0, INFO: 1, WARN: 2, ERR: 3 };
const files = listChecker().filter((f) => f.endsWith('.go'));
const goText = files.map((f) => readSource(f));

/** Go constant name -> rule id string, and rule id -> level (checker/rules.go). */
const idOf = new Map<string, string>();
for (const text of goText) for (const m of text.matchAll(/\b(\w+Id)\s*=\s*"([a-z0-9-]+)"/g)) idOf.set(m[1]!, m[2]!);
const levelOf = new Map<string, Level>();
const rulesGo = readSource('checker/rules.go');
for (const m of rulesGo.matchAll(/newBackwardCompatibilityRule\((\w+),\s*(ERR|WARN|INFO)/g)) levelOf.set(idOf.get(m[1]!) ?? m[1]!, m[2] as Level);

// ---- cases: one per Go test function that compares one pair and says what it expects ----
interface Case {
  test: string;
  base: string;
  head: string;
  expected: Level;
  ids: string[];
  /**
   * A test that runs one check of oasdiff (`singleCheckConfig(checker.ResponseXCheck)`) asserts what that check
   * finds, while its pair often changes the request and the response alike (one fixture for both tests):
   * ours is then read on that side only.
   */
  side?: 'request' | 'response';
}
const dataFile = (p: string) => path.join(suite, p.replace(/^\.\.\//, ''));
function pairOf(name: string, body: string): [string, string] | undefined {
  const replayed = path.join(suite, 'data-replayed', name);
  if (existsSync(path.join(replayed, 'base.yaml'))) return [path.join(replayed, 'base.yaml'), path.join(replayed, 'revision.yaml')];
  // In-code edits we could not replay: the pair on disk is not what the test compares.
  if (/\bs[12]\.Spec\.\w|\bs[12]\.Spec\s*=/.test(body)) return undefined;
  const found: string[] = [];
  const dirs: Record<string, string> = { deprecationFile: 'data/deprecation', paramDeprecationFile: 'data/param-deprecation', requiredPropertyFile: 'data/required-properties' };
  // `Source: load.NewSource(...)` in an expected change names where oasdiff reports it, not a document it loads.
  for (const m of body.matchAll(
    /(?<!Source:\s*load\.)(?:open|NewSource)\((?:(\w+)\()?"([^"]+)"\)?|loadFrom\(t,\s*"([^"]+)",\s*(\d+)\)|\bl\(t,\s*(\d+)\)|\bd\(t,\s*[^,]+,\s*(\d+),\s*(\d+)\)/g,
  )) {
    if (m[2]) found.push(m[1] ? path.join(suite, dirs[m[1]] ?? '', m[2]) : dataFile(m[2]));
    else if (m[3]) found.push(dataFile(`${m[3]}spec${m[4]}.yaml`));
    else if (m[5]) found.push(dataFile(`../data/openapi-test${m[5]}.yaml`));
    else if (m[6]) found.push(dataFile(`../data/openapi-test${m[6]}.yaml`), dataFile(`../data/openapi-test${m[7]}.yaml`));
  }
  // The same file twice: the test edits one side in code (a helper we did not replay).
  if (found.length !== 2 || found[0] === found[1] || !found.every((f) => existsSync(f))) return undefined;
  return [found[0]!, found[1]!];
}
function expectationOf(body: string): { expected: Level; ids: string[] } | undefined {
  // Only what the test asserts about the changes found: ids and levels named in assertions.
  const asserts = body
    .split('\n')
    .filter((l) => /require\.|requireChange|requireSingleChange|ids\[|Id:|Level:/.test(l) && !/require\.(False|NotContains|NotEqual|Nil)\b|!ids\[/.test(l))
    .join('\n');
  const ids = [...new Set([...asserts.matchAll(/checker\.(\w+Id)\b/g)].map((m) => idOf.get(m[1]!)).filter((x): x is string => !!x))];
  const levels = [...asserts.matchAll(/(?:Level:\s*|require\.Equal\(t,\s*)checker\.(ERR|WARN|INFO)\b/g)].map((m) => m[1] as Level);
  const ranks = [...levels, ...ids.map((id) => levelOf.get(id)).filter((l): l is Level => !!l)];
  if (ranks.length) return { expected: ranks.reduce((a, b) => (RANK[b] > RANK[a] ? b : a)), ids };
  if (/require\.(Empty\(t, errs\)|Len\(t, errs, 0\))/.test(asserts)) return { expected: 'none', ids };
  if (/require\.NotEmpty\(t, errs\)/.test(asserts) && /CheckBackwardCompatibility\(/.test(body)) return { expected: 'ERR', ids };
  return undefined;
}
const cases: Case[] = [];
let skipped = 0;
files.forEach((file, i) => {
  if (!file.endsWith('_test.go')) return;
  for (const m of goText[i]!.matchAll(/^func (Test\w+)\(t \*testing\.T\) \{\n([\s\S]*?)^\}/gm)) {
    const [name, body] = [m[1]!, m[2]!];
    if (!/CheckBackwardCompatibility|errs/.test(body)) continue;
    const pair = pairOf(name, body);
    const expectation = expectationOf(body);
    if (!pair || !expectation) {
      skipped++;
      continue;
    }
    const single = /singleCheckConfig\(checker\.(Request|Response)\w*Check\)/.exec(body)?.[1];
    cases.push({ test: name, base: pair[0], head: pair[1], ...expectation, ...(single ? { side: single === 'Request' ? 'request' : 'response' } : {}) });
  }
});

// ---- ours, now and at the baseline ----
type Verdict = 'breaking' | 'potentially-breaking' | 'non-breaking' | 'error';
interface Engine {
  label: string;
  judge: (c: Case) => Promise<{ verdict: Verdict; rules: string[]; breakingRules?: string[]; error?: string }>;
}
async function engine(label: string, srcRoot: string): Promise<Engine> {
  const imp = (p: string) => import(pathToFileURL(path.join(srcRoot, p)).href);
  const { loadDocument } = await imp('load/fast.ts');
  const { diffDocuments } = await imp('diff/index.ts');
  const sdkImpact = values.sdk ? (await imp('diff/sdk/impact.ts')).applySdkImpact : undefined;
  return {
    label,
    judge: async (c) => {
      try {
        const [a, b] = await Promise.all([loadDocument(c.base), loadDocument(c.head)]);
        const all = diffDocuments(a, b) as { rule: string; client: string; location: string }[];
        if (sdkImpact) await sdkImpact(a, b, all, { repoRoot });
        const isResponse = (x: { rule: string; location: string }) => x.rule.startsWith('response-') || (!x.rule.startsWith('request-') && / response\b/.test(x.location));
        const changes = c.side ? all.filter((x) => isResponse(x) === (c.side === 'response')) : all;
        const worst = changes.some((x) => x.client === 'breaking')
          ? 'breaking'
          : changes.some((x) => x.client === 'potentially-breaking')
            ? 'potentially-breaking'
            : 'non-breaking';
        return {
          verdict: worst,
          rules: [...new Set(changes.filter((x) => x.client !== 'non-breaking').map((x) => x.rule))],
          breakingRules: [...new Set(changes.filter((x) => x.client === 'breaking').map((x) => x.rule))],
        };
      } catch (error) {
        return {
          verdict: 'error',
          rules: [],
          error: String((error as Error).message)
            .split('\n')[0]!
            .slice(0, 120),
        };
      }
    },
  };
}
async function baselineEngine(ref: string): Promise<Engine | undefined> {
  let sha: string;
  try {
    sha = execFileSync('git', ['rev-parse', '--verify', `${ref}^{commit}`], { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    console.log(`Baseline ${ref} is not a commit of this repository: no "before" column.`);
    return undefined;
  }
  // Its generators/src, extracted under node_modules/.cache so its imports resolve to this checkout's packages.
  const dir = path.join(repoRoot, 'node_modules/.cache/bench-oasdiff', sha);
  if (!existsSync(path.join(dir, 'generators/src/diff/index.ts'))) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const tar = execFileSync('git', ['archive', '--format=tar', sha, 'generators/src'], { cwd: repoRoot, maxBuffer: 256 * 1024 * 1024 });
    execFileSync('tar', ['-x', '-C', dir], { input: tar });
  }
  return engine(`${ref} (${sha.slice(0, 8)})`, path.join(dir, 'generators/src'));
}

const engines = [await baselineEngine(values.baseline!), await engine('this checkout', path.join(repoRoot, 'generators/src'))].filter((e): e is Engine => !!e);
const agrees = (expected: Level, v: Verdict) =>
  expected === 'ERR' ? v === 'breaking' : expected === 'WARN' ? v === 'potentially-breaking' : v === 'non-breaking' || v === 'potentially-breaking';
const results = new Map<string, Map<string, Awaited<ReturnType<Engine['judge']>>>>();
for (const e of engines) {
  const map = new Map<string, Awaited<ReturnType<Engine['judge']>>>();
  for (const c of cases) map.set(c.test, await e.judge(c));
  results.set(e.label, map);
}

console.log(
  `oasdiff peer suite: ${cases.length} cases read from ${files.filter((f) => f.endsWith('_test.go')).length} test files (${skipped} tests skipped: in-code edits not replayed, or no verdict to read)`,
);
console.log(`oasdiff rules with a level in checker/rules.go: ${levelOf.size}\n`);
const groups: [string, (l: Level) => boolean, string][] = [
  ['breaking (oasdiff ERR): we call it breaking', (l) => l === 'ERR', ''],
  ['warning (oasdiff WARN): we call it a warning', (l) => l === 'WARN', ''],
  ['non-breaking (oasdiff INFO or nothing): we do not call it breaking', (l) => l === 'INFO' || l === 'none', ''],
];
const width = Math.max(...groups.map(([g]) => g.length));
console.log(`${'cases'.padEnd(width)}  ${engines.map((e) => e.label.padStart(24)).join('  ')}`);
for (const [label, pick] of groups) {
  const subset = cases.filter((c) => pick(c.expected));
  const cells = engines.map((e) => {
    const ok = subset.filter((c) => agrees(c.expected, results.get(e.label)!.get(c.test)!.verdict)).length;
    return `${ok}/${subset.length} (${((100 * ok) / Math.max(1, subset.length)).toFixed(0)}%)`.padStart(24);
  });
  console.log(`${label.padEnd(width)}  ${cells.join('  ')}`);
}
const errors = engines.map((e) => [...results.get(e.label)!.values()].filter((r) => r.verdict === 'error').length);
console.log(`${'pairs we could not read or diff'.padEnd(width)}  ${errors.map((n) => String(n).padStart(24)).join('  ')}`);

// The two figures the differences table is held to: breaking cases caught, and breaking verdicts of ours that
// oasdiff does not give (it says WARN, INFO or nothing), each of which a row of the table must argue.
const { DIFFERENCES } = (await import(pathToFileURL(path.join(repoRoot, 'generators/src/diff/rules/differences.ts')).href)) as {
  DIFFERENCES: { rules: readonly string[] }[];
};
const argued = new Set(DIFFERENCES.flatMap((d) => d.rules));
const errCases = cases.filter((c) => c.expected === 'ERR');
const beyond = (label: string) => cases.filter((c) => c.expected !== 'ERR' && results.get(label)!.get(c.test)!.verdict === 'breaking');
console.log('');
console.log(
  `${'breaking cases caught (oasdiff ERR, ours breaking)'.padEnd(width)}  ${engines.map((e) => `${errCases.filter((c) => results.get(e.label)!.get(c.test)!.verdict === 'breaking').length} of ${errCases.length}`.padStart(24)).join('  ')}`,
);
console.log(`${'breaking verdicts oasdiff does not give'.padEnd(width)}  ${engines.map((e) => String(beyond(e.label).length).padStart(24)).join('  ')}`);
const unargued = beyond(engines.at(-1)!.label).filter((c) => (results.get(engines.at(-1)!.label)!.get(c.test)!.breakingRules ?? []).some((r) => !argued.has(r)));
console.log(
  `${'  of them argued in the differences table (docs/diff-rules.md)'.padEnd(width)}  ${`${beyond(engines.at(-1)!.label).length - unargued.length}`.padStart(24 * engines.length + 2 * (engines.length - 1))}`,
);

const now = results.get(engines.at(-1)!.label)!;
if (values.verbose) {
  console.log('\nBreaking verdicts oasdiff does not give and no row of the differences table argues (this checkout):');
  for (const c of unargued)
    console.log(`  ${c.test}: oasdiff ${c.expected} [${c.ids.join(', ')}], ours [${(now.get(c.test)!.breakingRules ?? []).filter((r) => !argued.has(r)).join(', ')}]`);
  console.log('\nDisagreements (this checkout):');
  for (const c of cases) {
    const r = now.get(c.test)!;
    if (!agrees(c.expected, r.verdict))
      console.log(`  ${c.test}: oasdiff ${c.expected} [${c.ids.join(', ')}], ours ${r.verdict} [${r.rules.join(', ')}]${r.error ? ` ${r.error}` : ''}`);
  }
}

// ---- a sample of oasdiff's rules, ours beside theirs ----
const { RULES } = await import(pathToFileURL(path.join(repoRoot, 'generators/src/diff/rules/index.ts')).href);
const { OASDIFF } = (await import(pathToFileURL(path.join(repoRoot, 'generators/src/diff/rules/oasdiff.ts')).href)) as { OASDIFF: Record<string, readonly string[]> };
const byOasdiff = new Map<string, string[]>();
for (const r of RULES as { id: string; client: string }[]) for (const o of OASDIFF[r.id] ?? []) byOasdiff.set(o, [...(byOasdiff.get(o) ?? []), `${r.id} (${r.client})`]);
const sample = [...levelOf.keys()].sort().filter((_, i, all) => i % Math.max(1, Math.floor(all.length / Number(values.rules))) === 0);
console.log(`\nA sample of oasdiff's rules (every ${Math.max(1, Math.floor(levelOf.size / Number(values.rules)))}th of ${levelOf.size}), ours beside theirs:`);
const w = Math.max(...sample.map((s) => s.length));
for (const id of sample) console.log(`  ${id.padEnd(w)}  ${levelOf.get(id)!.padEnd(4)}  ${byOasdiff.get(id)?.join(', ') ?? '(no rule of ours names it)'}`);
