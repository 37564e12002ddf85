/**
 * One diff from start to verdict: load both specs (fast path), classify every change, apply the waivers,
 * judge the version. `diff` and `release` both call this, so they refuse exactly the same things.
 */
import path from 'node:path';
import { loadDocument } from '../load/fast.js';
import { loadBase } from './base.js';
import { evaluateGate } from './gate.js';
import { diffDocuments } from './index.js';
import type { DiffReport } from './report.js';
import { RULE_IDS } from './rules/index.js';
import { applyWaivers, readWaivers } from './waivers.js';

export interface DiffOptions {
  /** A git ref of the repository or a file. */
  base: string;
  /** The head spec's file. */
  head: string;
  /** The waiver file; absent = none. */
  waivers?: string;
  repoRoot: string;
}

export async function diffSpecs(options: DiffOptions): Promise<DiffReport> {
  const waivers = options.waivers ? readWaivers(options.waivers, RULE_IDS) : [];
  const [base, head] = await Promise.all([loadBase(options.base, options.repoRoot), loadDocument(options.head)]);
  const applied = applyWaivers(diffDocuments(base.document, head), waivers);
  const version = (doc: Record<string, unknown>) => String((doc.info as { version?: unknown } | undefined)?.version ?? '');
  const [baseVersion, headVersion] = [version(base.document), version(head)];
  return {
    base: { label: base.label, version: baseVersion },
    head: { label: path.relative(process.cwd(), options.head) || options.head, version: headVersion },
    changes: applied.changes,
    gate: evaluateGate(applied.changes, baseVersion, headVersion),
    unusedWaivers: applied.unused,
  };
}
