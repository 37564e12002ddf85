/**
 * docs/diff-rules.md, written from the rule registry by `generate` and verified by `check`, so the page can
 * never list a rule the diff does not have or miss one it has.
 */
import type { GeneratedFile } from '../emitters/types.js';
import type { Category, Rule } from './rule.js';
import { RULES } from './rules/index.js';
import { FORMAT_WIDENINGS } from './model.js';

export const RULES_PAGE = 'docs/diff-rules.md';

const ORDER: Category[] = ['operations', 'parameters', 'request bodies', 'responses', 'schemas', 'security', 'components', 'extensions', 'documentation'];
const SEVERITY = { breaking: 'breaking', 'potentially-breaking': 'warning', 'non-breaking': '-' } as const;
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

export function renderRulesPage(rules: readonly Rule[] = RULES): string {
  const widenings = Object.entries(FORMAT_WIDENINGS)
    .filter(([, to]) => to.length)
    .map(([from, to]) => `\`${from}\` -> ${to.map((t) => `\`${t}\``).join(', ')}`)
    .join('; ');
  const out = [
    '<!-- Generated from the diff rule registry (generators/src/diff/rules/) by generators/ — do not edit. Regenerate with `npm run generate`. -->',
    '',
    '# Spec diff rules',
    '',
    '`npm run diff -- [BASE]` compares two OpenAPI 3.0/3.1 documents and reports every change under one of the',
    `${rules.length} rules below. Each rule says what the change means for **API clients** (code calling the API), for`,
    '**servers** (code implementing it) and for the **version**. The version follows what clients see:',
    '',
    '- a change that breaks clients needs a **major** version;',
    '- an addition, a relaxation, a deprecation or a warning needs a **minor** version;',
    '- a change of documentation only (descriptions, summaries, examples, `x-` extensions without their own rule) is a **patch**.',
    '',
    'What servers must newly implement (a new operation, a field that is now always sent) is listed in its own',
    "section of the report and never raises the version: the server stubs' typecheck enforces it.",
    '',
    'Schemas are compared in the direction they travel. In a request, what clients send today must still be',
    'accepted (narrowing breaks them). In a response, what clients understand today must still cover what they',
    'receive (widening breaks them; narrowing is fine for clients, and servers must stop sending what was',
    'dropped). A component used in both directions is judged both ways. A request field marked `readOnly` and a',
    'response field marked `writeOnly` are outside that direction. `integer` -> `number` widens; format widenings',
    `counted as compatible: ${widenings}. Null is read from 3.1 type lists and 3.0 \`nullable\` alike; 3.0's boolean`,
    '`exclusiveMinimum`/`exclusiveMaximum` are read as bounds.',
    '',
    'Equivalent documents report nothing: key order never matters (extensions are compared structurally), a',
    '`$ref` and an identical inline schema are the same, moving an inline schema into a component or renaming a',
    'component changes nothing by itself, the OR alternatives of `security` and the scopes in them are sets, and',
    '`$ref` cycles are followed once.',
    '',
    '## SDK impact: judged by what compiles',
    '',
    'A spec rule says what a change does on the wire. What users of the generated TypeScript client care about is',
    'whether the code they wrote against the last SDK still compiles against the next. So `diff` also generates the',
    'client for the base and for the head (in memory; cached under `node_modules/.cache/cmp-diff-sdk`, so a released',
    'base is generated once), writes a probe of what user code does with the base SDK, and type-checks it against the',
    "head SDK with TypeScript's checker (one program, only the probe's statements that some change is matched with):",
    '',
    '- each method called as the base declares it (required arguments only, then all of them), at its base place;',
    "- `client.raw` with the base's path and method, `operations[id]`, the documented error codes (`KnownErrorCode`),",
    '  and every exported model type by name;',
    '- request values of the base type passed where the head type is expected, naming no field the head lacks',
    '  (bodies are exact: a removed field is an excess property); response values of the head type used where the',
    '  base type was, every field read still there, and every literal of a closed enum still a `case` a `switch` may name.',
    '',
    'Values are probed at every place of the base schema and matched with the changes at the same place, so each',
    'change reports its own **SDK impact**: `breaking` (something written against the base no longer compiles; the',
    "report quotes the probe and the compiler's message), `compatible` (it all still compiles), or `unchecked`",
    '(nothing in the SDK covers it: servers, security, response headers, error bodies).',
    '',
    'What compiles then decides the verdict for clients:',
    '',
    '- a change that breaks compiled code is **breaking** for clients (a **major**) whatever its rule says: a response',
    '  enum value removed (fine on the wire; a `case` naming it no longer compiles), a renamed path parameter (the',
    "  method's argument is positional, but `client.raw`'s path key changes), an unused component schema removed (its",
    '  exported type goes with it), a closed response enum that gains a value or becomes an open set;',
    "- a change whose rule is about the SDK's surface alone (marked **SDK decides** below) is **not breaking** when",
    '  nothing written against the base stops compiling (a method name the rule expected to change that the SDK keeps).',
    '',
    "The rule's own verdict is kept in the JSON report (`spec`). `--no-sdk` skips the SDK impact. When a client",
    'cannot be generated from the base or the head (a spec the configuration does not fit, no client runtime in the',
    'repository), the report says so in one line and the rules stand alone.',
    '',
    '## CI output',
    '',
    '`--format github` prints GitHub Actions workflow commands: one `::error` (breaking for clients), `::warning`',
    '(a warning) or `::notice` per change, at the file and line of the spec where the change is authored (the',
    'pointer is followed through the files the bundle came from; a removed element points at its parent in the head),',
    'then one for the version gate, so a pull request shows each change at its line. `--format junit` prints JUnit',
    'XML: a test suite for API clients, one for servers and one for the version gate; each change is a test case',
    '(`classname` `spec.clients.<rule>`, `name` its location, `file` and `line`), failed when it breaks that side,',
    'skipped when waived.',
    '',
    '## Gate, exit codes and waivers',
    '',
    '`npm run diff -- --ci` (in `npm test`) and `npm run release:spec` run the same gate: while `info.version`',
    "equals the base's, only a change that breaks clients is refused; once `info.version` moves, it must move by at",
    'least the bump the changes need, and never backwards.',
    '',
    '| exit code | meaning |',
    '| --- | --- |',
    '| 0 | done (with `--ci`: the gate passes) |',
    '| 1 | `--ci` and the gate refuses (or `release` refuses) |',
    '| 2 | bad input: arguments, a spec that does not load, a bad waiver file |',
    '| 70 | internal error of the toolchain |',
    '',
    'A deliberate change that must not wait for its version goes in `openapi/diff-waivers.yaml`:',
    '',
    '```yaml',
    'waivers:',
    '  - rule: response-required-property-removed     # a rule id from the tables below',
    "    location: 'schema Message.caption'           # exactly as the diff prints it",
    "    reason: never sent since 2025-03; removed with the customers' agreement   # required",
    '```',
    '',
    'A waived change is still reported (under "Waived") but does not count towards the bump. A waiver naming an',
    'unknown rule or lacking a reason is an input error (exit 2); one that matches no change is reported as unused.',
    '',
    '## JSON output',
    '',
    '`npm run diff -- --format json` prints one object:',
    '',
    '```ts',
    '{',
    '  base: { label: string; version: string };   // the base given (git ref or file) and its info.version',
    '  head: { label: string; version: string };',
    "  bump: 'major' | 'minor' | 'patch' | 'none';  // what the unwaived changes need",
    '  gate: { ok: boolean; declared: Bump; reasons: string[] };  // declared: base -> head info.version',
    '  changes: {',
    '    rule: string;                              // a rule id below',
    "    client: 'breaking' | 'potentially-breaking' | 'non-breaking';",
    "    server: 'breaking' | 'potentially-breaking' | 'non-breaking';",
    "    semver: 'major' | 'minor' | 'patch' | 'none';",
    "    location: string;                          // 'GET /pets 200 response body.name', 'schema Pet.name', ...",
    '    message: string;',
    '    pointer?: string;                          // JSON pointer of its place in the head (nearest parent when removed)',
    "    sdk?: { impact: 'breaking' | 'compatible' | 'unchecked'; details: string[] };  // what compiling the SDK found",
    "    spec?: { client: Severity; semver: Bump };  // the rule's own verdict, when the SDK impact changed client/semver",
    "    waived?: string;                           // the waiver's reason",
    '  }[];',
    '  unusedWaivers: { rule: string; location: string; reason: string; source: string }[];',
    '  sdk: { judged: boolean; probes?: number; skipped?: string };  // whether the SDK impact was judged, or why not',
    '}',
    '```',
    '',
    'Locations: `METHOD /path` for an operation, then `query parameter NAME`, `request body`, `STATUS response',
    '[body | header NAME]`, a content type in parentheses when it is not `application/json`. A shared component',
    'is compared once and reported at itself: `schema NAME` (once per direction it is used in), `parameter NAME`,',
    '`request body NAME`, `response NAME`, `header NAME`. Then `.field`, `[]` for array items, `[N]` for',
    'prefixItems, `{*}` for additionalProperties, `{/pattern/}` for patternProperties, `(oneOf N)` for a variant.',
    '',
    '## Rules',
    '',
    'Clients and servers: **breaking**, **warning** (may break some), or - (not breaking). SDK: **decides** when what',
    'compiles decides the verdict for clients both ways; for every other rule a change that breaks compiled code is',
    'still breaking for clients.',
  ];
  for (const category of ORDER) {
    const list = rules.filter((r) => r.category === category);
    if (!list.length) continue;
    out.push(
      '',
      `### ${category[0]!.toUpperCase()}${category.slice(1)}`,
      '',
      '| rule | clients | servers | version | SDK | what it means |',
      '| --- | --- | --- | --- | --- | --- |',
    );
    for (const r of list) out.push(`| \`${r.id}\` | ${SEVERITY[r.client]} | ${SEVERITY[r.server]} | ${r.semver} | ${r.sdk ?? '-'} | ${cell(r.description)} |`);
  }
  return `${out.join('\n')}\n`;
}

/** The page as an emitter, so `generate` writes it and `check` compares it like any generated file. */
export const rulesPageEmitter = {
  name: 'diff-rules',
  description: 'docs/diff-rules.md from the diff rule registry',
  ownedDirs: [] as string[],
  emit: (): GeneratedFile[] => [{ path: RULES_PAGE, contents: renderRulesPage() }],
};
