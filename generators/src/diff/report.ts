/** Renders a classified diff for a terminal and for a CHANGELOG, and says which semver bump it implies. */
import type { Change, Severity, Side } from './types.js';
import { SEVERITY_ORDER, worst } from './types.js';

export type Bump = 'major' | 'minor' | 'patch' | 'none';

/** Breaking for either side -> major; anything added -> minor; other changes -> patch. */
export function semverBump(changes: Change[]): Bump {
  if (!changes.length) return 'none';
  if (changes.some((c) => c.client === 'breaking' || c.server === 'breaking')) return 'major';
  if (changes.some((c) => /added|widened|removed$/.test(c.rule) || c.client === 'potentially-breaking')) return 'minor';
  return 'patch';
}

const LABEL: Record<Severity, string> = { breaking: 'Breaking', 'potentially-breaking': 'Potentially breaking', 'non-breaking': 'Non-breaking' };

function bySeverity(changes: Change[], side: Side): Map<Severity, Change[]> {
  const groups = new Map<Severity, Change[]>(SEVERITY_ORDER.map((s) => [s, []]));
  for (const c of changes) groups.get(c[side])!.push(c);
  return groups;
}

export function renderText(changes: Change[]): string {
  if (!changes.length) return 'No changes to the API surface.';
  const lines: string[] = [];
  for (const side of ['client', 'server'] as const) {
    lines.push(`For ${side}s (${side === 'client' ? 'code calling the API' : 'code implementing it'}):`);
    for (const [severity, list] of bySeverity(changes, side)) {
      if (!list.length) continue;
      lines.push(`  ${LABEL[severity]} (${list.length})`);
      for (const c of list) lines.push(`    ${c.location}: ${c.message}  [${c.rule}]`);
    }
  }
  lines.push(`Implied version bump: ${semverBump(changes)}`);
  return lines.join('\n');
}

export function renderMarkdown(changes: Change[], version: string, date: string): string {
  const lines = [`## ${version} (${date})`, ''];
  if (!changes.length) return [...lines, 'No changes to the API surface.', ''].join('\n');
  for (const severity of SEVERITY_ORDER) {
    const list = changes.filter((c) => worst(c.client, c.server) === severity);
    if (!list.length) continue;
    lines.push(`### ${LABEL[severity]}`, '');
    for (const c of list) lines.push(`- \`${c.location}\`: ${c.message} (clients: ${c.client}, servers: ${c.server})`);
    lines.push('');
  }
  return lines.join('\n');
}
