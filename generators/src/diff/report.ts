/**
 * Renders a diff for people (text, Markdown), for machines (JSON, shape in docs/diff-rules.md) and for each
 * package's CHANGELOG. Clients and servers get separate sections: the version follows the clients' view,
 * what servers must newly implement is listed on its own.
 */
import type { GateResult } from './gate.js';
import { changelogEntries, renderEntries } from './changelog.js';
import type { Json } from './model.js';
import type { Bump, Change, Severity, Side } from './types.js';
import { compareVersions } from '../release/files.js';
import type { SdkImpactResult } from './sdk/impact.js';
import type { Waiver } from './waivers.js';

export interface DiffReport {
  base: { label: string; version: string };
  head: { label: string; version: string };
  changes: Change[];
  gate: GateResult;
  unusedWaivers: Waiver[];
  /** Whether the SDK impact was judged (how many probes), or why not. */
  sdk?: SdkImpactResult;
}

const CLIENT_LABEL: Record<Severity, string> = { breaking: 'Breaking', 'potentially-breaking': 'Warnings (may break some clients)', 'non-breaking': 'Non-breaking' };
const SERVER_LABEL: Record<Severity, string> = { breaking: 'Must implement', 'potentially-breaking': 'Review', 'non-breaking': '' };

function groups(changes: Change[], side: Side): [Severity, Change[]][] {
  return (['breaking', 'potentially-breaking', 'non-breaking'] as Severity[])
    .map((s): [Severity, Change[]] => [s, changes.filter((c) => c[side] === s)])
    .filter(([, list]) => list.length);
}

/** `[rule; SDK: compatible]`: the rule and the SDK impact beside it, and the rule's own verdict where what compiles overrode it. */
function tag(c: Change): string {
  const sdk = c.sdk && c.sdk.impact !== 'unchecked' ? `SDK: ${c.sdk.impact}` : '';
  const own = c.spec ? `the rule alone: ${c.spec.client}` : '';
  return [c.rule, sdk, own].filter(Boolean).join('; ');
}
/** The first thing that no longer compiles, when the SDK impact says so. */
const why = (c: Change) =>
  (c.sdk?.impact === 'breaking' && c.sdk.details[0] ? `\n        SDK: ${c.sdk.details[0]}` : '') +
  (c.sdk?.python?.impact === 'breaking' ? `\n        Python SDK: ${c.sdk.python.details[0]}` : '');
const line = (c: Change, side: Side = 'client') => (side === 'client' ? `${c.location}: ${c.message}  [${tag(c)}]${why(c)}` : `${c.location}: ${c.message}  [${c.rule}]`);
const sdkLine = (report: DiffReport) =>
  !report.sdk
    ? 'SDK impact: not judged (--no-sdk).'
    : report.sdk.skipped
      ? report.sdk.skipped
      : `SDK impact: ${report.sdk.probes} probe statement(s) written against the base SDK, compiled against the head's.`;

/**
 * Why the SDK impact was not judged when it was asked for and could not be (a configuration that does not
 * fit, a document the generator cannot read): every format says it at its top, and `--fail-on-unjudged`
 * fails on it, so a CI log or a JSON consumer never takes the verdicts for SDK-checked ones.
 */
export function sdkNotJudged(report: DiffReport): string | undefined {
  return report.sdk?.skipped;
}

export function renderText(report: DiffReport): string {
  const { changes, gate } = report;
  const out = [`Spec ${report.base.label} (${report.base.version}) -> ${report.head.label} (${report.head.version})`, ''];
  const unjudged = sdkNotJudged(report);
  if (unjudged) out.splice(1, 0, `WARNING: ${unjudged} The verdicts below are the spec rules' alone.`);
  const live = changes.filter((c) => !c.waived);
  if (!changes.length) out.push('No changes to the API surface.');
  else {
    out.push('For API clients (code calling the API):');
    for (const [severity, list] of groups(live, 'client')) {
      out.push(`  ${CLIENT_LABEL[severity]} (${list.length})`);
      for (const c of list) out.push(`    ${line(c)}`);
    }
    const server = groups(live, 'server').filter(([s]) => s !== 'non-breaking');
    out.push('For servers (code implementing the API; not part of the version):');
    if (!server.length) out.push('  Nothing new to implement.');
    for (const [severity, list] of server) {
      out.push(`  ${SERVER_LABEL[severity]} (${list.length})`);
      for (const c of list) out.push(`    ${line(c, 'server')}`);
    }
    const waived = changes.filter((c) => c.waived);
    if (waived.length) {
      out.push(`Waived (${waived.length})`);
      for (const c of waived) out.push(`    ${line(c)}  waived: ${c.waived}`);
    }
  }
  if (report.unusedWaivers.length) {
    out.push(`Unused waivers (${report.unusedWaivers.length}): they match no change; remove them`);
    for (const w of report.unusedWaivers) out.push(`    ${w.source}: ${w.rule} at ${w.location}`);
  }
  if (changes.length) out.push('', sdkLine(report));
  out.push(
    '',
    `Implied version bump: ${gate.required} (info.version ${report.base.version} -> ${report.head.version} is ${versionMove(report.base.version, report.head.version, gate.declared)})`,
  );
  return out.join('\n');
}

export function renderMarkdown(report: DiffReport): string {
  const { changes } = report;
  const unjudged = sdkNotJudged(report);
  const out = [
    `# Spec changes: ${report.base.version} -> ${report.head.version}`,
    '',
    ...(unjudged ? [`> **Warning:** ${unjudged} The verdicts below are the spec rules' alone.`, ''] : []),
    `Implied version bump: **${report.gate.required}**.`,
    '',
  ];
  if (!changes.length) return [...out, 'No changes to the API surface.', ''].join('\n');
  const live = changes.filter((c) => !c.waived);
  out.push(sdkLine(report), '');
  out.push('## For API clients', '');
  for (const [severity, list] of groups(live, 'client')) out.push(`### ${CLIENT_LABEL[severity]}`, '', ...list.map(mdLine), '');
  out.push('## For servers', '');
  const server = groups(live, 'server').filter(([s]) => s !== 'non-breaking');
  if (!server.length) out.push('Nothing new to implement.', '');
  for (const [severity, list] of server) out.push(`### ${SERVER_LABEL[severity]}`, '', ...list.map(mdLine), '');
  const waived = changes.filter((c) => c.waived);
  if (waived.length) out.push('## Waived', '', ...waived.map((c) => `${mdLine(c)} Waived: ${c.waived}`), '');
  return out.join('\n');
}

const mdLine = (c: Change) =>
  `- \`${c.location}\`: ${c.message} (\`${c.rule}\`${c.sdk && c.sdk.impact !== 'unchecked' ? `; SDK: ${c.sdk.impact}` : ''}${c.spec ? `; the rule alone: ${c.spec.client}` : ''})${
    (c.sdk?.impact === 'breaking' && c.sdk.details[0] ? `. SDK: ${c.sdk.details[0]}` : '') +
    (c.sdk?.python?.impact === 'breaking' ? `. Python SDK: ${c.sdk.python.details[0]}` : '')
  }`;

/** The JSON shape is documented in docs/diff-rules.md; keep the two in step. */
export function renderJson(report: DiffReport): string {
  return JSON.stringify(
    {
      // First, so a reader of the JSON meets it before the verdicts.
      sdk: report.sdk ? { judged: !report.sdk.skipped, probes: report.sdk.probes, ...(report.sdk.skipped ? { skipped: report.sdk.skipped } : {}) } : { judged: false },
      base: report.base,
      head: report.head,
      bump: report.gate.required,
      gate: { ok: report.gate.ok, declared: report.gate.declared, reasons: report.gate.reasons },
      changes: report.changes.map((c) => ({
        rule: c.rule,
        client: c.client,
        server: c.server,
        semver: c.semver,
        location: c.location,
        message: c.message,
        ...(c.pointer ? { pointer: c.pointer } : {}),
        ...(c.sdk ? { sdk: c.sdk } : {}),
        ...(c.spec ? { spec: c.spec } : {}),
        ...(c.waived ? { waived: c.waived } : {}),
      })),
      unusedWaivers: report.unusedWaivers.map((w) => ({ rule: w.rule, location: w.location, reason: w.reason, source: w.source })),
    },
    null,
    2,
  );
}

export type Audience = 'client' | 'server' | 'mock';

/**
 * A CHANGELOG section for one package's users, so the three packages that follow the spec do not repeat
 * one text:
 * - `client` (code calling the API): every change clients can notice, in the API's words, under Breaking,
 *   Deprecated, Added and Changed (`changelog.ts`);
 * - `server` (handlers on the stubs): what handlers must newly implement, what to review, then what breaks
 *   API clients;
 * - `mock`: the operations it newly answers or no longer answers; the rest is the API's changelog.
 * Changes invisible to clients (semver `none`) stay out of client-side changelogs; the version itself is
 * the heading, never an entry.
 */
export function renderChangelog(changes: Change[], version: string, date: string, audience: Audience, docs: { base: Json; head: Json } = { base: {}, head: {} }): string {
  const out = [`## ${version} (${date})`, ''];
  const section = (title: string, list: Change[]) => {
    if (list.length) out.push(`### ${title}`, '', ...list.map((c) => `- \`${c.location}\`: ${c.message}${c.waived ? ` (accepted: ${c.waived})` : ''}`), '');
  };
  const visible = changes.filter((c) => c.semver !== 'none');
  if (audience === 'server') {
    section(
      'Must implement',
      changes.filter((c) => c.server === 'breaking'),
    );
    section(
      'Review',
      changes.filter((c) => c.server === 'potentially-breaking'),
    );
    section(
      'Breaking for API clients',
      visible.filter((c) => c.client === 'breaking' && c.server !== 'breaking' && c.server !== 'potentially-breaking'),
    );
  } else if (audience === 'mock') {
    const entries = (rule: string) =>
      changelogEntries(
        visible.filter((c) => c.rule === rule),
        docs,
      ).map((e) => `- ${e.text.replace(/^New operation: /, '')}`);
    const added = entries('operation-added');
    const removed = entries('operation-removed');
    if (added.length) out.push('### Answers', '', ...added, '');
    if (removed.length) out.push('### No longer answers', '', ...removed, '');
    out.push(`Every answer follows spec ${version}; the client's changelog lists what changed in the API.`, '');
    return out.join('\n');
  } else {
    const text = renderEntries(changelogEntries(visible, docs));
    if (text) out.push(text);
  }
  if (out.length === 2) out.push('No changes for this package.', '');
  return out.join('\n');
}

/** How info.version moved, in words: a decrease, or a change that is no semantic version, is no bump. */
function versionMove(base: string, head: string, declared: Bump): string {
  if (base === head) return 'unchanged';
  const semver = /^\d+\.\d+\.\d+(?:[-+].*)?$/;
  if (!semver.test(base) || !semver.test(head)) return 'a change that is no semantic version bump';
  if (compareVersions(head, base) < 0) return "lower than the base's (a version only goes up)";
  return declared === 'none' ? 'the same version (only its build label changed)' : `a ${declared} bump`;
}
