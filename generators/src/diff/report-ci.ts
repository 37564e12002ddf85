/**
 * The diff for CI: GitHub Actions workflow commands (`--format github`), which a pull request shows at the
 * spec's own file and line, and JUnit XML (`--format junit`), which CI servers list as tests. Each change is
 * placed with its JSON pointer (`Change.pointer`) through the loader's locator, which follows the pointer
 * through the authored files the bundle came from (`load/locate.ts`).
 */
import type { Diagnostic } from '../load/diagnostics.js';
import { sdkNotJudged, type DiffReport } from './report.js';
import type { Change, Severity } from './types.js';

/** A JSON pointer of the head document -> its authored file and line. */
export type Place = (pointer: string) => Omit<Diagnostic, 'message'>;

const LEVEL: Record<Severity, 'error' | 'warning' | 'notice'> = { breaking: 'error', 'potentially-breaking': 'warning', 'non-breaking': 'notice' };

/**
 * `::error file=openapi/components/schemas/Pet.yaml,line=12,title=...::message`, one per change (waived ones
 * as notices), then the gate. Property values and messages are escaped as the runner expects
 * (`%`, CR, LF; in properties also `:` and `,`): GitHub's toolkit (`@actions/core`, `command.ts`) does the
 * same, and is not a dependency worth adding for two replace chains.
 */
export function renderGithub(report: DiffReport, place: Place): string {
  const out: string[] = [];
  const unjudged = sdkNotJudged(report);
  if (unjudged) out.push(`::warning title=SDK impact not judged::${data(`${unjudged} The verdicts below are the spec rules' alone.`)}`);
  for (const c of report.changes) {
    const level = c.waived ? 'notice' : LEVEL[c.client];
    const at = c.pointer ? place(c.pointer) : undefined;
    const props = [
      ...(at?.file ? [`file=${property(at.file)}`] : []),
      ...(at?.line ? [`line=${at.line}`] : []),
      ...(at?.col ? [`col=${at.col}`] : []),
      `title=${property(`${c.rule}${c.waived ? ' (waived)' : ''}`)}`,
    ];
    out.push(`::${level} ${props.join(',')}::${data(describe(c))}`);
  }
  const { gate } = report;
  const summary = `Spec ${report.base.version} -> ${report.head.version}: ${report.changes.length} change(s), implied bump ${gate.required}${gate.ok ? '' : `; the version gate refuses: ${gate.reasons.join(' ')}`}`;
  out.push(`::${gate.ok ? 'notice' : 'error'} title=spec diff::${data(summary)}`);
  return out.join('\n');
}

function describe(c: Change): string {
  const sdk = c.sdk ? ` SDK: ${c.sdk.impact}${c.sdk.details.length ? ` (${c.sdk.details.join('; ')})` : ''}.` : '';
  return `${c.location}: ${c.message}. Clients: ${c.client}, servers: ${c.server}, version: ${c.semver}.${sdk}${c.waived ? ` Waived: ${c.waived}` : ''}`;
}

const data = (s: string) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const property = (s: string) => data(s).replace(/:/g, '%3A').replace(/,/g, '%2C');

/**
 * JUnit XML: one test suite per audience (API clients, servers) and one for the version gate; each change
 * is a test case named by its location, failed when it breaks that audience and no waiver accepts it,
 * skipped when waived, and carrying its rule, file and line. Written by hand: five characters to escape do
 * not call for an XML library.
 */
export function renderJunit(report: DiffReport, place: Place): string {
  const suite = (name: string, cases: string[], failures: number, skipped: number) =>
    `  <testsuite name="${xml(name)}" tests="${cases.length}" failures="${failures}" skipped="${skipped}">\n${cases.join('\n')}\n  </testsuite>`;
  const suites: string[] = [];
  // First: whether the verdicts were judged by compiling the SDK (a skipped case saying why, when not).
  const unjudged = sdkNotJudged(report);
  if (report.sdk)
    suites.push(
      suite(
        'spec diff: SDK impact',
        [`    <testcase classname="spec.sdk" name="SDK impact judged">${unjudged ? `<skipped message="${xml(unjudged)}"/>` : ''}</testcase>`],
        0,
        unjudged ? 1 : 0,
      ),
    );
  for (const side of ['client', 'server'] as const) {
    let failures = 0;
    let skipped = 0;
    const cases = report.changes.map((c) => {
      const at = c.pointer ? place(c.pointer) : undefined;
      const where = at?.file ? ` file="${xml(at.file)}"${at.line ? ` line="${at.line}"` : ''}` : '';
      const head = `    <testcase classname="${xml(`spec.${side}s.${c.rule}`)}" name="${xml(c.location)}"${where}>`;
      const body = `${c[side]}: ${c.message}${c.sdk ? ` (SDK: ${c.sdk.impact}${c.sdk.details.length ? `; ${c.sdk.details.join('; ')}` : ''})` : ''}${at?.file ? ` at ${at.file}${at.line ? `:${at.line}` : ''}` : ''}`;
      if (c.waived) {
        skipped++;
        return `${head}<skipped message="${xml(`waived: ${c.waived}`)}"/><system-out>${xml(body)}</system-out></testcase>`;
      }
      if (c[side] === 'breaking') {
        failures++;
        return `${head}<failure type="${xml(c.rule)}" message="${xml(`${c.location}: ${c.message}`)}">${xml(body)}</failure></testcase>`;
      }
      return `${head}<system-out>${xml(body)}</system-out></testcase>`;
    });
    suites.push(suite(side === 'client' ? 'spec diff: API clients' : 'spec diff: servers', cases, failures, skipped));
  }
  const { gate } = report;
  const gateCase = `    <testcase classname="spec.version" name="${xml(`info.version ${report.base.version} -> ${report.head.version} (needs ${gate.required})`)}">${
    gate.ok ? '' : `<failure type="version-gate" message="${xml(gate.reasons.join(' '))}">${xml(gate.reasons.join('\n'))}</failure>`
  }</testcase>`;
  suites.push(suite('spec diff: version gate', [gateCase], gate.ok ? 0 : 1, 0));
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="spec diff ${xml(report.base.label)} -> ${xml(report.head.label)}">\n${suites.join('\n')}\n</testsuites>`;
}

const xml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
    // Characters XML 1.0 cannot hold at all.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, '');
