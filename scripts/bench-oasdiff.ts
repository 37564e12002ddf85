/**
 * npm run bench:oasdiff — agreement with oasdiff's own verdicts, on the pairs of documents oasdiff's checker
 * tests itself with (../shared/peer-suites/oasdiff: the fixture files, and `data-replayed/<test>/` pairs made
 * by replaying the simple in-code edits of its Go tests). Which pair a test compares and what it expects are
 * read from oasdiff's `checker/*_test.go`, the level of each rule id from `checker/rules.go`: give a clone of
 * oasdiff with `--oasdiff DIR` (a work tree or a bare git directory) or OASDIFF_SRC.
 *
 * A test that runs a single request or response check is compared with our changes on that side only.
 * Each case's expectation is the highest level the test asserts (a rule id's level, an explicit `Level:`),
 * `none` when it asserts that nothing is reported. Ours is the client severity of our report without the SDK
 * impact (the rules' own verdicts; `--sdk` judges by compiling too, much slower).
 *
 * Two readings are printed. Whole pairs: our worst verdict on the pair against the test's expectation (ERR
 * cases we call breaking, INFO/none cases we do not, WARN cases we call a warning). Change by change, the one
 * the targets are held to: a test asserts one finding, or that the checks it runs find nothing, while its pair
 * often changes more, so each breaking change of ours is attributed to the asserted change or to another change
 * of the pair (by the oasdiff ids our rule stands for, `rules/oasdiff.ts`, narrowed by place and keyword; by
 * the place the test's `Args` name; by the checks the test runs), and another change counts against us only
 * where oasdiff's own rule for it is not an error (see `readChange`). Where the attribution cannot tell, the
 * change is taken for the asserted one: the reading never excuses a verdict it cannot place.
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
/** `shared/peer-suites/oasdiff` beside the checkout or beside one of its parents (a work tree kept in a subfolder). */
function peerSuite(): string {
  for (let dir = path.dirname(repoRoot); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'shared/peer-suites/oasdiff');
    if (existsSync(candidate) || dir === path.dirname(dir)) return existsSync(candidate) ? candidate : path.resolve(repoRoot, '../shared/peer-suites/oasdiff');
  }
}
const { values } = parseArgs({
  options: {
    suite: { type: 'string', default: peerSuite() },
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
/** Rule id -> the check (Go function) that reports it: what a test running that one check can see. */
const checkOf = new Map<string, string>();
const rulesGo = readSource('checker/rules.go');
for (const m of rulesGo.matchAll(/newBackwardCompatibilityRule\((\w+),\s*(ERR|WARN|INFO),\s*(\w+)/g)) {
  const id = idOf.get(m[1]!) ?? m[1]!;
  levelOf.set(id, m[2] as Level);
  checkOf.set(id, m[3]!);
}

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
  /** The checks the test runs (`singleCheckConfig(checker.X)`); absent: all of them. */
  checks?: string[];
  /** Where the asserted change is, when the test says (`Args: []any{"data/name", ...}`): property paths, parameter names. */
  args: string[];
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
function expectationOf(body: string): { expected: Level; ids: string[]; args: string[] } | undefined {
  // Only what the test asserts about the changes found: ids and levels named in assertions. A level asserted of
  // each change in a loop (`for _, err := range errs { require.Equal(t, checker.ERR, err.GetLevel()) }`) says
  // nothing when the test then asserts that there are none.
  const empty = /require\.(Empty\(t, errs\)|Len\(t, errs, 0\))/.test(body);
  const asserts = body
    .split('\n')
    .filter((l) => /require\.|requireChange|requireSingleChange|ids\[|Id:|Level:/.test(l) && !/require\.(False|NotContains|NotEqual|Nil)\b|!ids\[/.test(l))
    .filter((l) => !(empty && /require\.Equal\(t, checker\.\w+, err\.GetLevel\(\)\)/.test(l)))
    .join('\n');
  const ids = [
    ...new Set([
      ...[...asserts.matchAll(/checker\.(\w+Id)\b/g)].map((m) => idOf.get(m[1]!)).filter((x): x is string => !!x),
      // `require.Equal(t, "request-property-pattern-added", errs[0].GetId())`: the id as a string.
      ...[...asserts.matchAll(/require\.Equal\(t,\s*"([a-z0-9-]+)",\s*\w+(?:\[\d+\])?\.GetId\(\)\)/g)].map((m) => m[1]!).filter((id) => levelOf.has(id)),
    ]),
  ];
  const levels = [...asserts.matchAll(/(?:Level:\s*|require\.Equal\(t,\s*)checker\.(ERR|WARN|INFO)\b/g)].map((m) => m[1] as Level);
  const ranks = [...levels, ...ids.map((id) => levelOf.get(id)).filter((l): l is Level => !!l)];
  const args = [...body.matchAll(/Args:\s*\[\]any\{([^}]*)\}/g)].flatMap((m) => [...m[1]!.matchAll(/"([A-Za-z_][\w.-]*(?:\/[\w.-]+)*)"/g)].map((a) => a[1]!));
  if (ranks.length) return { expected: ranks.reduce((a, b) => (RANK[b] > RANK[a] ? b : a)), ids, args };
  if (/require\.(Empty\(t, errs\)|Len\(t, errs, 0\))/.test(asserts)) return { expected: 'none', ids, args };
  if (/require\.NotEmpty\(t, errs\)/.test(asserts) && /CheckBackwardCompatibility\(/.test(body)) return { expected: 'ERR', ids, args };
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
    const checks = [...new Set([...body.matchAll(/singleCheckConfig\(checker\.(\w+)/g)].map((c) => c[1]!))];
    cases.push({
      test: name,
      base: pair[0],
      head: pair[1],
      ...expectation,
      ...(single ? { side: single === 'Request' ? 'request' : 'response' } : {}),
      ...(checks.length ? { checks } : {}),
    });
  }
});

// ---- ours, now and at the baseline ----
type Verdict = 'breaking' | 'potentially-breaking' | 'non-breaking' | 'error';
interface OurChange {
  rule: string;
  client: string;
  location: string;
  message: string;
}
interface Judgement {
  verdict: Verdict;
  rules: string[];
  changes: OurChange[];
  /** The oasdiff rule ids one change of ours stands for (see `attribute`). */
  theirs: (change: OurChange) => string[];
  error?: string;
}
interface Engine {
  label: string;
  judge: (c: Case) => Promise<Judgement>;
}

/**
 * The oasdiff rule ids a change of ours stands for: the rule's equivalents (`rules/oasdiff.ts`), narrowed by
 * where the change is (a parameter, a body, a property of one) and, for a bound, by the keyword its message
 * starts with (`maxContains 6 -> 5` is `*-max-contains-decreased`, not `*-min-contains-*`; `(exclusive)` bounds
 * are oasdiff's `exclusive-*`) and by whether it was set, unset or moved. A narrowing that would leave nothing
 * is not applied: the rule's full list stays.
 */
const BOUND_ID: Record<string, string> = {
  minimum: 'min',
  maximum: 'max',
  minLength: 'min-length',
  maxLength: 'max-length',
  minItems: 'min-items',
  maxItems: 'max-items',
  minProperties: 'min-properties',
  maxProperties: 'max-properties',
  minContains: 'min-contains',
  maxContains: 'max-contains',
  pattern: 'pattern',
  multipleOf: 'multiple-of',
  uniqueItems: 'unique-items',
  contentMediaType: 'content-media-type',
  contentEncoding: 'content-encoding',
};
const PLACES = ['body', 'property', 'parameter'] as const;
function attribute(equivalents: Record<string, readonly string[]>, change: OurChange): string[] {
  let ids = [...(equivalents[change.rule] ?? [])];
  const narrow = (keep: (id: string) => boolean) => {
    const kept = ids.filter(keep);
    if (kept.length) ids = kept;
  };
  // `(text/plain)`, `(anyOf 1)`, `(then)` name a media type or a branch, not a place.
  const where = change.location.replace(/ \([^)]*\)/g, '');
  const place = / parameter /.test(where) ? 'parameter' : / body$/.test(where) ? 'body' : / body\./.test(where) ? 'property' : undefined;
  // Only ids of the form `request-body-*`, `response-property-*`, `request-parameter-*` say where they are.
  if (place) narrow((id) => !PLACES.some((p) => p !== place && new RegExp(`^(request|response)-${p}-`).test(id)));
  const bound = /^([a-zA-Z]+) (.*?) ?-> ?(.*)$/.exec(change.message);
  const keyword = bound && BOUND_ID[bound[1]!];
  if (bound && keyword) {
    const [from, to] = [bound[2]!, bound[3]!];
    const exclusive = /\(exclusive\)/.test(`${from} ${to}`) ? 'exclusive-' : '';
    narrow((id) => new RegExp(`-${exclusive}${keyword}-[a-z]+$`).test(id));
    const none = (x: string) => x === '' || x === '(none)';
    if (none(from)) narrow((id) => /-(set|added)$/.test(id));
    else if (none(to)) narrow((id) => /-(unset|removed)$/.test(id));
    else narrow((id) => !/-(set|unset|added|removed)$/.test(id));
  }
  return ids;
}

async function engine(label: string, srcRoot: string): Promise<Engine> {
  const imp = (p: string) => import(pathToFileURL(path.join(srcRoot, p)).href);
  const { loadDocument } = await imp('load/fast.ts');
  const { diffDocuments } = await imp('diff/index.ts');
  const { OASDIFF: equivalents } = (await imp('diff/rules/oasdiff.ts')) as { OASDIFF: Record<string, readonly string[]> };
  const sdkImpact = values.sdk ? (await imp('diff/sdk/impact.ts')).applySdkImpact : undefined;
  const theirs = (change: OurChange) => attribute(equivalents, change);
  return {
    label,
    judge: async (c) => {
      try {
        const [a, b] = await Promise.all([loadDocument(c.base), loadDocument(c.head)]);
        const all = diffDocuments(a, b) as OurChange[];
        if (sdkImpact) await sdkImpact(a, b, all, { repoRoot });
        const isResponse = (x: OurChange) => x.rule.startsWith('response-') || (!x.rule.startsWith('request-') && / response\b/.test(x.location));
        const changes = c.side ? all.filter((x) => isResponse(x) === (c.side === 'response')) : all;
        const worst = changes.some((x) => x.client === 'breaking')
          ? 'breaking'
          : changes.some((x) => x.client === 'potentially-breaking')
            ? 'potentially-breaking'
            : 'non-breaking';
        return { verdict: worst, rules: [...new Set(changes.filter((x) => x.client !== 'non-breaking').map((x) => x.rule))], changes, theirs };
      } catch (error) {
        const message = String((error as Error).message).split('\n')[0]!;
        return { verdict: 'error', rules: [], changes: [], theirs, error: message.slice(0, 120) };
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
const results = new Map<string, Map<string, Judgement>>();
for (const e of engines) {
  const map = new Map<string, Judgement>();
  for (const c of cases) map.set(c.test, await e.judge(c));
  results.set(e.label, map);
}

/**
 * Like with like. oasdiff's test asserts one finding (`requireChange(t, errs, Id)`), or that the checks it runs
 * find nothing, while its pair often changes more (a `minContains` loosened beside a `maxContains` tightened, a
 * success status replaced). Each breaking change of ours is read against the test:
 * - `about`: it is the change the test asserts: one of its oasdiff ids is an asserted id; or no other change of
 *   ours stands for an asserted id (then this one is taken for it, under another name); or the test asserts
 *   that the checks it runs find nothing and the change is one those checks report (all checks: any change);
 *   or the test names no rule id to tell changes apart;
 * - `elsewhere-err`: another change of the pair (another change of ours stands for the asserted one, or it lies
 *   outside the checks of a test asserting nothing), one for which oasdiff's own rule is an error (ERR in
 *   checker/rules.go): oasdiff calls it breaking too, so it is no disagreement;
 * - `elsewhere`: another change, for which oasdiff's rule is a warning or information, or which no oasdiff rule
 *   names: a disagreement all the same.
 * A case counts as "caught" when a breaking change of ours is `about` it, and as "a breaking verdict oasdiff
 * does not give" (WARN, INFO or nothing expected) when any breaking change of ours is `about` it or `elsewhere`.
 */
type Reading = 'about' | 'elsewhere-err' | 'elsewhere';
/** A change's place as oasdiff's `Args` name it: a property path (`data/name`) or a parameter's name. */
function placeOf(change: OurChange): string | undefined {
  const parameter = / parameter (\S+)$/.exec(change.location);
  if (parameter) return parameter[1];
  const property = /(?: body(?: \([^)]*\))?|^schema [^.\s]+)\.(\S+)$/.exec(change.location);
  return property?.[1]!.replace(/\./g, '/');
}
function readChange(c: Case, r: Judgement, change: OurChange): Reading {
  const ids = r.theirs(change);
  const inScope = !c.checks || ids.some((id) => c.checks!.includes(checkOf.get(id) ?? ''));
  const elsewhere = (): Reading => (ids.some((id) => levelOf.get(id) === 'ERR') ? 'elsewhere-err' : 'elsewhere');
  if (!c.ids.length) return c.expected === 'none' && !inScope ? elsewhere() : 'about';
  if (ids.some((id) => c.ids.includes(id))) return 'about';
  // Another change of ours stands for the asserted one (by its oasdiff id, or by the place the test names while
  // this change is elsewhere): this one is something else the pair changes. Where none does, this change is
  // taken for the asserted one (under another name), whatever its level.
  const named = (x: OurChange) => c.args.includes(placeOf(x) ?? '');
  const counterpart = r.changes.some((x) => x !== change && (r.theirs(x).some((id) => c.ids.includes(id)) || (named(x) && !named(change))));
  return counterpart ? elsewhere() : 'about';
}
const breakingOf = (r: Judgement) => r.changes.filter((x) => x.client === 'breaking');
function caught(c: Case, r: Judgement): boolean {
  return breakingOf(r).some((x) => readChange(c, r, x) === 'about');
}
const beyondPair = (c: Case, r: Judgement) => c.expected !== 'ERR' && r.verdict === 'breaking';
const beyondChange = (c: Case, r: Judgement) => beyondPair(c, r) && breakingOf(r).some((x) => readChange(c, r, x) !== 'elsewhere-err');

console.log(
  `oasdiff peer suite: ${cases.length} cases read from ${files.filter((f) => f.endsWith('_test.go')).length} test files (${skipped} tests skipped: in-code edits not replayed, or no verdict to read)`,
);
console.log(`oasdiff rules with a level in checker/rules.go: ${levelOf.size}\n`);
console.log('Whole pairs: our worst verdict on the pair beside the highest level the test asserts.');
const groups: [string, (l: Level) => boolean][] = [
  ['breaking (oasdiff ERR): we call it breaking', (l) => l === 'ERR'],
  ['warning (oasdiff WARN): we call it a warning', (l) => l === 'WARN'],
  ['non-breaking (oasdiff INFO or nothing): we do not call it breaking', (l) => l === 'INFO' || l === 'none'],
];
const width = 72;
const row = (label: string, cells: string[]) => console.log(`${label.padEnd(width)}  ${cells.map((x) => x.padStart(24)).join('  ')}`);
row(
  'cases',
  engines.map((e) => e.label),
);
for (const [label, pick] of groups) {
  const subset = cases.filter((c) => pick(c.expected));
  row(
    label,
    engines.map((e) => {
      const ok = subset.filter((c) => agrees(c.expected, results.get(e.label)!.get(c.test)!.verdict)).length;
      return `${ok}/${subset.length} (${((100 * ok) / Math.max(1, subset.length)).toFixed(0)}%)`;
    }),
  );
}
row(
  'pairs we could not read or diff',
  engines.map((e) => String([...results.get(e.label)!.values()].filter((r) => r.verdict === 'error').length)),
);

// The two figures the differences table is held to: breaking cases caught, and breaking verdicts of ours that
// oasdiff does not give (it says WARN, INFO or nothing), each of which a row of the table must argue.
const { DIFFERENCES } = (await import(pathToFileURL(path.join(repoRoot, 'generators/src/diff/rules/differences.ts')).href)) as {
  DIFFERENCES: { rules: readonly string[] }[];
};
const argued = new Set(DIFFERENCES.flatMap((d) => d.rules));
const errCases = cases.filter((c) => c.expected === 'ERR');
const count = (label: string, pick: (c: Case, r: Judgement) => boolean) => cases.filter((c) => pick(c, results.get(label)!.get(c.test)!)).length;
console.log('');
row(
  'whole pairs: breaking cases caught (oasdiff ERR, ours breaking)',
  engines.map((e) => `${count(e.label, (c, r) => c.expected === 'ERR' && r.verdict === 'breaking')} of ${errCases.length}`),
);
row(
  'whole pairs: breaking verdicts oasdiff does not give',
  engines.map((e) => String(count(e.label, beyondPair))),
);
console.log(
  [
    '',
    'Change by change (like with like). A test asserts one finding, or that the checks it runs find nothing, while its',
    'pair may change more. Each breaking change of ours is attributed to the asserted change, or to another change of',
    "the pair (another change of ours stands for the asserted one, by oasdiff id or by the place the test's Args name;",
    "or it lies outside the checks of a test asserting nothing). Another change counts against us unless oasdiff's own",
    'rule for it is an error; a change that cannot be placed is taken for the asserted one. --verbose lists each one.',
  ].join('\n'),
);
row(
  'breaking cases caught (the asserted ERR change is breaking in ours)',
  engines.map((e) => `${count(e.label, (c, r) => c.expected === 'ERR' && caught(c, r))} of ${errCases.length}`),
);
row(
  'breaking verdicts oasdiff does not give',
  engines.map((e) => String(count(e.label, beyondChange))),
);
row(
  "  breaking only for another change of the pair, an ERR of oasdiff's",
  engines.map((e) => String(count(e.label, (c, r) => beyondPair(c, r) && !beyondChange(c, r)))),
);
const last = engines.at(-1)!.label;
const now = results.get(last)!;
/** The breaking changes of ours that a case holds against oasdiff. */
const disagreeing = (c: Case, r: Judgement) => breakingOf(r).filter((x) => readChange(c, r, x) !== 'elsewhere-err');
const unargued = cases.filter((c) => beyondChange(c, now.get(c.test)!) && disagreeing(c, now.get(c.test)!).some((x) => !argued.has(x.rule)));
row('  of them argued in the differences table (docs/diff-rules.md)', [
  String(count(last, beyondChange) - unargued.length).padStart(24 * engines.length + 2 * (engines.length - 1)),
]);

if (values.verbose) {
  const show = (c: Case, r: Judgement, x: OurChange) => `${x.rule} at ${x.location} (${x.message}) = oasdiff ${r.theirs(x).join('|') || '(none)'}`;
  console.log('\nBreaking verdicts oasdiff does not give and no row of the differences table argues (this checkout):');
  for (const c of unargued) {
    const r = now.get(c.test)!;
    console.log(
      `  ${c.test}: oasdiff ${c.expected} [${c.ids.join(', ')}], ours [${[
        ...new Set(
          disagreeing(c, r)
            .filter((x) => !argued.has(x.rule))
            .map((x) => x.rule),
        ),
      ].join(', ')}]`,
    );
  }
  console.log('\nBreaking verdicts oasdiff does not give, change by change (this checkout):');
  for (const c of cases) {
    const r = now.get(c.test)!;
    if (!beyondChange(c, r)) continue;
    console.log(`  ${c.test}: oasdiff ${c.expected} [${c.ids.join(', ')}]${c.checks ? ` (runs ${c.checks.join(', ')})` : ''}`);
    for (const x of breakingOf(r)) console.log(`    ${readChange(c, r, x).padEnd(13)} ${show(c, r, x)}`);
  }
  console.log("\nBreaking for another change of the pair only, one oasdiff's own rule calls an error (this checkout):");
  for (const c of cases) {
    const r = now.get(c.test)!;
    if (!beyondPair(c, r) || beyondChange(c, r)) continue;
    console.log(`  ${c.test}: oasdiff ${c.expected} [${c.ids.join(', ')}]${c.checks ? ` (runs ${c.checks.join(', ')})` : ''}`);
    for (const x of breakingOf(r)) console.log(`    ${show(c, r, x)}`);
  }
  console.log('\nBreaking cases caught only by taking a change of ours for the asserted one (no oasdiff id of it is asserted; this checkout):');
  for (const c of errCases) {
    const r = now.get(c.test)!;
    const about = breakingOf(r).filter((x) => readChange(c, r, x) === 'about');
    if (!c.ids.length || !about.length || about.some((x) => r.theirs(x).some((id) => c.ids.includes(id)))) continue;
    console.log(`  ${c.test}: oasdiff ERR [${c.ids.join(', ')}]`);
    for (const x of about) console.log(`    ${show(c, r, x)}`);
  }
  console.log('\nBreaking cases not caught change by change (this checkout):');
  for (const c of errCases) {
    const r = now.get(c.test)!;
    if (caught(c, r)) continue;
    console.log(`  ${c.test}: oasdiff ERR [${c.ids.join(', ')}], ours ${r.verdict} [${r.rules.join(', ')}]${r.error ? ` ${r.error}` : ''}`);
    if (r.verdict === 'breaking') for (const x of breakingOf(r)) console.log(`    ${show(c, r, x)}`);
  }
  console.log('\nDisagreements on whole pairs (this checkout):');
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
