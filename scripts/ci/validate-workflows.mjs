#!/usr/bin/env node
/**
 * Validates the GitHub Actions workflows against GitHub's workflow schema (@action-validator/core, the library
 * behind `npx action-validator FILE`), all in one process: prints each problem with its path in the file and
 * exits 1 when there is one.
 *
 *   node scripts/ci/validate-workflows.mjs [FILE...]      (default: every .github/workflows/*.yml)
 */
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const { validateWorkflow } = createRequire(import.meta.url)('@action-validator/core');
const root = path.resolve(import.meta.dirname, '../..');

/** The workflow files of the repository. */
export function workflowFiles(dir = path.join(root, '.github/workflows')) {
  return readdirSync(dir)
    .filter((f) => /\.ya?ml$/.test(f))
    .sort()
    .map((f) => path.join(dir, f));
}

/** Flattens the validator's nested "one of" states into one line per leaf problem. */
function describe(error) {
  const nested = (error.states ?? []).flatMap((state) => state.errors.flatMap(describe));
  if (nested.length) return nested;
  const where = error.path ?? (error.location ? `line ${error.location.line}, column ${error.location.column}` : '');
  return [`${where}: ${error.title}${error.detail ? ` (${error.detail})` : ''}`];
}

/**
 * @param {string[]} files
 * @returns {{ file: string, problems: string[] }[]}
 */
export function validateWorkflows(files = workflowFiles()) {
  return files.map((file) => ({ file, problems: validateWorkflow(readFileSync(file, 'utf8')).errors.flatMap(describe) }));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const results = validateWorkflows(args.length ? args.map((f) => path.resolve(f)) : workflowFiles());
  for (const { file, problems } of results) {
    const name = path.relative(process.cwd(), file);
    if (!problems.length) console.log(`ok       ${name}`);
    for (const problem of problems) console.error(`invalid  ${name} ${problem}`);
  }
  process.exit(results.some((r) => r.problems.length) ? 1 : 0);
}
