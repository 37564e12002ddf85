/**
 * One diff from start to verdict: load both specs (fast path), classify every change, apply the waivers,
 * judge the version. `diff` and `release` both call this, so they refuse exactly the same things.
 */
import path from 'node:path';
import type { UserConfig } from '../config/types.js';
import { loadDocument } from '../load/fast.js';
import { loadBase } from './base.js';
import { evaluateGate } from './gate.js';
import { diffDocuments } from './index.js';
import type { DiffReport } from './report.js';
import { RULE_IDS } from './rules/index.js';
import { applySdkImpact } from './sdk/impact.js';
import { applyWaivers, readWaivers } from './waivers.js';

export interface DiffOptions {
  /** A git ref of the repository or a file. */
  base: string;
  /** The head spec's file. */
  head: string;
  /** The waiver file; absent = none. */
  waivers?: string;
  repoRoot: string;
  /**
   * Judge each change by what compiles (sdk/impact.ts): generate the client for both and type-check code
   * written against the base SDK with the head's. On unless false.
   */
  sdk?: boolean;
  /** The generator configuration the SDKs are generated with and the lifecycle policy is read from. */
  config?: UserConfig | undefined;
}

export async function diffSpecs(options: DiffOptions): Promise<DiffReport> {
  const waivers = options.waivers ? readWaivers(options.waivers, RULE_IDS) : [];
  const [base, head] = await Promise.all([loadBase(options.base, options.repoRoot), loadDocument(options.head)]);
  const changes = diffDocuments(base.document, head, { lifecycle: options.config?.diff?.lifecycle, config: options.config });
  const sdk = options.sdk === false ? undefined : await applySdkImpact(base.document, head, changes, { repoRoot: options.repoRoot, config: options.config });
  const applied = applyWaivers(changes, waivers);
  const version = (doc: Record<string, unknown>) => String((doc.info as { version?: unknown } | undefined)?.version ?? '');
  const [baseVersion, headVersion] = [version(base.document), version(head)];
  return {
    base: { label: base.label, version: baseVersion },
    head: { label: path.relative(process.cwd(), options.head) || options.head, version: headVersion },
    changes: applied.changes,
    gate: evaluateGate(applied.changes, baseVersion, headVersion),
    unusedWaivers: applied.unused,
    ...(sdk ? { sdk } : {}),
  };
}
