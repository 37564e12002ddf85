/**
 * What `release` verifies before it versions anything: that the workspace it releases works. The version
 * comes from the authored spec (not the bundle, which is stale until `generate` runs); every generated file
 * and built package must be current (`check`, the same command CI runs, which also fails on unresolved
 * merge conflicts); and the workspace must pass its type-check (`npm run typecheck`: a new operation
 * without a sandbox handler fails there, and would otherwise be released to answer 501).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { toolchainRoot } from '../paths.js';
import { findConfig } from '../config/load.js';

/** `info.version` of the authored root document, or a sentence saying why it cannot be read. */
export function authoredVersion(spec: string): { version: string } | { problem: string } {
  let document: unknown;
  try {
    document = parse(readFileSync(spec, 'utf8'));
  } catch (error) {
    return { problem: `${spec}: cannot be read (${(error as Error).message.split('\n')[0]}).` };
  }
  const version = (document as { info?: { version?: unknown } } | null)?.info?.version;
  if (typeof version !== 'string' || !version) return { problem: `${spec}: info.version is missing; expected the version being released, such as 1.1.0.` };
  return { version };
}

export interface Step {
  name: string;
  command: string[];
  fix: string;
}

/**
 * The steps a release runs in `root`: the sync check (files and builds) of the project there (its
 * configuration, or its spec with the defaults), then its type-check when it has one.
 */
export function verificationSteps(root: string, spec: string): Step[] {
  const local = path.join(root, 'generators/bin/cmp.mjs');
  const cli = existsSync(local) ? local : path.join(toolchainRoot, 'generators/bin/cmp.mjs');
  const config = findConfig(root);
  const project = path.resolve(root) === toolchainRoot ? [] : config ? ['--config', config, '--out', root] : ['--spec', spec, '--out', root];
  const steps: Step[] = [
    { name: 'generated files and builds are current (check)', command: [process.execPath, cli, 'check', ...project], fix: 'npm run generate, then commit the result' },
  ];
  const manifest = path.join(root, 'package.json');
  const scripts = existsSync(manifest) ? ((JSON.parse(readFileSync(manifest, 'utf8')) as { scripts?: Record<string, string> }).scripts ?? {}) : {};
  if (scripts.typecheck)
    steps.push({
      name: 'the workspace type-checks (npm run typecheck)',
      command: ['npm', 'run', '--silent', 'typecheck'],
      fix: 'fix what it names (a new operation needs its sandbox handler)',
    });
  return steps;
}

/** Runs each step; the reasons to refuse (empty when everything passed). Prints each step's verdict. */
export function verifyWorkspace(root: string, spec: string, steps = verificationSteps(root, spec)): string[] {
  const reasons: string[] = [];
  for (const step of steps) {
    const [command, ...args] = step.command;
    const result = spawnSync(command!, args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env: { ...process.env, FORCE_COLOR: '0' } });
    if (result.status === 0) {
      console.log(`  ok      ${step.name}`);
      continue;
    }
    console.log(`  FAILED  ${step.name}`);
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim().split('\n').filter(Boolean);
    const shown = output.slice(0, 30).map((l) => `      ${l}`);
    if (output.length > 30) shown.push(`      ... (${output.length - 30} more lines)`);
    const spawnFailure = result.error;
    reasons.push(`${step.name} failed${spawnFailure ? ` (${spawnFailure.message})` : ''}; fix: ${step.fix}\n${shown.join('\n')}`);
  }
  return reasons;
}
