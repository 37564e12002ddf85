/**
 * Waivers: deliberate changes accepted without the version bump they would need (openapi/diff-waivers.yaml).
 * Each names a rule id, the exact location the diff prints, and the reason (required). A waiver naming an
 * unknown rule or lacking a reason is an input error; one that matches no change is reported as unused.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LineCounter, parseDocument, isMap, isSeq, type Node } from 'yaml';
import { SpecError, type Diagnostic } from '../load/diagnostics.js';
import type { Change } from './types.js';

export interface Waiver {
  rule: string;
  location: string;
  reason: string;
  /** Where it is written, `file:line`. */
  source: string;
}

export function readWaivers(file: string, knownRules: ReadonlySet<string>): Waiver[] {
  if (!existsSync(file)) return [];
  const rel = path.relative(process.cwd(), file);
  const lines = new LineCounter();
  const doc = parseDocument(readFileSync(file, 'utf8'), { lineCounter: lines });
  const problems: Diagnostic[] = [];
  const at = (node: Node | null | undefined) => {
    const pos = node?.range ? lines.linePos(node.range[0]) : undefined;
    return pos ? { line: pos.line, col: pos.col } : {};
  };
  for (const e of doc.errors)
    problems.push({ file: rel, ...(e.linePos?.[0] ? { line: e.linePos[0].line, col: e.linePos[0].col } : {}), message: `YAML syntax error: ${e.message.split('\n')[0]}` });
  if (problems.length) throw new SpecError(problems);
  const root = doc.contents;
  if (root == null) return [];
  const list = isMap(root) ? root.get('waivers', true) : undefined;
  if (!isMap(root) || (list != null && !isSeq(list))) {
    throw new SpecError([{ file: rel, ...at(root as Node), message: 'Expected `waivers:` followed by a list of {rule, location, reason}.' }]);
  }
  const waivers: Waiver[] = [];
  for (const item of list?.items ?? []) {
    const where = at(item as Node);
    if (!isMap(item)) {
      problems.push({ file: rel, ...where, message: 'Each waiver is a map with rule, location and reason.' });
      continue;
    }
    const value = (key: string) => {
      const v = item.get(key);
      return typeof v === 'string' ? v.trim() : '';
    };
    const [rule, location, reason] = [value('rule'), value('location'), value('reason')];
    for (const key of Object.keys(item.toJSON() as object)) {
      if (!['rule', 'location', 'reason'].includes(key)) problems.push({ file: rel, ...where, message: `Unknown key "${key}" in a waiver; expected rule, location and reason.` });
    }
    if (!rule) problems.push({ file: rel, ...where, message: 'A waiver needs `rule`: the rule id the diff prints in brackets.' });
    else if (!knownRules.has(rule)) problems.push({ file: rel, ...where, message: `Unknown rule "${rule}" (docs/diff-rules.md lists the rules).` });
    if (!location) problems.push({ file: rel, ...where, message: 'A waiver needs `location`: the location the diff prints, exactly.' });
    if (!reason) problems.push({ file: rel, ...where, message: `The waiver of ${rule || 'a rule'} at ${location || '?'} needs a \`reason\`: why the change is deliberate.` });
    waivers.push({ rule, location, reason, source: `${rel}:${where.line ?? 1}` });
  }
  if (problems.length) throw new SpecError(problems);
  return waivers;
}

/** Marks each change a waiver accepts; returns the waivers that matched nothing. */
export function applyWaivers(changes: Change[], waivers: Waiver[]): { changes: Change[]; unused: Waiver[] } {
  const used = new Set<Waiver>();
  const out = changes.map((c) => {
    const w = waivers.find((x) => x.rule === c.rule && x.location === c.location);
    if (!w) return c;
    used.add(w);
    return { ...c, waived: w.reason };
  });
  return { changes: out, unused: waivers.filter((w) => !used.has(w)) };
}
