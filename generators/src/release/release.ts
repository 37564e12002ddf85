/**
 * The `release` command (npm run release:spec): releases the spec at its current info.version. It runs the
 * same diff and version gate as `npm run diff -- --ci` against the previous release and refuses what that
 * refuses; then it sets the version of every package that follows the spec, prepends to each package's
 * CHANGELOG.md the changes that matter to its users, and records the bundle in openapi/releases/<version>.json
 * (the base of the next diff). Refuses to overwrite a released version. Exit codes as `diff`.
 *
 * The version is read from the authored spec, and before anything is versioned the workspace must work
 * (verify.ts): every generated file and build current, the type-check passing. It names every package it
 * versions, and every dependent that follows.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { METHODS } from '../diff/model.js';
import { SpecError } from '../load/diagnostics.js';
import { followReleasedVersion } from './dependents.js';
import { latestRelease, PACKAGES, RELEASES_DIR, repoRoot } from './files.js';
import { authoredVersion, verifyWorkspace } from './verify.js';

/** Whose users read each package's changelog (`renderChangelog` writes each its own section). */
const AUDIENCE: Record<string, 'client' | 'server' | 'mock'> = { 'packages/client': 'client', 'packages/mcp': 'client', 'packages/mock': 'mock', 'packages/server': 'server' };

/** The first release's entry: what the package is, for its users. */
const FIRST_RELEASE: Record<'client' | 'server' | 'mock', (count: number) => string> = {
  client: (n) => `a typed client with a method for each of the ${n} operations.`,
  server: (n) => `route table, typed handler contracts and request validators for the ${n} operations.`,
  mock: (n) => `answers the ${n} operations with their documented examples.`,
};

const FIRST_MCP_RELEASE = (n: number) => `an MCP server for AI agents with a tool for each of the ${n} operations (stdio and Streamable HTTP).`;

export interface ReleaseOptions {
  /** Repository root to release in (tests pass a scratch copy). */
  root?: string;
  date?: string;
  /**
   * Refuse unless the workspace works: `check` (generated files and builds current) and its type-check pass.
   * Default true; tests of the version gate alone, on a scratch spec without a workspace, turn it off.
   */
  verify?: boolean;
}

export async function releaseCommand(argv: string[]): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(
      'Usage: npm run release:spec\n\nReleases the spec at its info.version (bump it and run `npm run generate` first).\nExit codes: 0 released, 1 refused, 2 bad input.',
    );
    return 0;
  }
  if (argv.length) {
    console.error(`release takes no arguments (got ${argv.join(' ')}). Usage: npm run release:spec`);
    return 2;
  }
  try {
    return await release({});
  } catch (error) {
    if (error instanceof SpecError) {
      console.error(`Cannot release; the spec has problems:\n${error.message}`);
      return 2;
    }
    throw error;
  }
}

export async function release({ root = repoRoot, date = new Date().toISOString().slice(0, 10), verify = true }: ReleaseOptions): Promise<number> {
  const [{ diffSpecs }, { renderChangelog, renderText }, { DEFAULT_WAIVERS, projectConfig }] = await Promise.all([
    import('../diff/run.js'),
    import('../diff/report.js'),
    import('../diff/command.js'),
  ]);
  const bundle = path.join(root, 'openapi/dist/openapi.json');
  const head = path.join(root, 'openapi/openapi.yaml');
  const releases = root === repoRoot ? RELEASES_DIR : path.join(root, 'openapi/releases');
  // The authored spec says which version this is: the bundle is stale until `generate` runs.
  const authored = authoredVersion(head);
  if ('problem' in authored) {
    console.error(`Cannot release: ${authored.problem}`);
    return 2;
  }
  const version = authored.version;
  const target = path.join(releases, `${version}.json`);
  if (existsSync(target)) {
    console.error(`Spec ${version} is already released (${path.relative(root, target)}). Bump info.version in openapi/openapi.yaml first.`);
    return 1;
  }
  if (verify) {
    console.log(`Releasing spec ${version}: verifying the workspace first.`);
    const reasons = verifyWorkspace(root, head);
    if (reasons.length) {
      console.error(`\nNot released: the workspace does not work as it is (nothing was versioned):\n${reasons.map((r) => `  - ${r}`).join('\n')}`);
      return 1;
    }
  }
  const spec = JSON.parse(readFileSync(bundle, 'utf8'));
  if (spec.info?.version !== version) {
    console.error(`openapi/dist/openapi.json is stale (version ${spec.info?.version}, the spec says ${version}). Run \`npm run generate\` first.`);
    return 1;
  }
  const previous = latestRelease(releases);
  let changes: import('../diff/types.js').Change[] = [];
  if (previous) {
    const waivers = root === repoRoot ? DEFAULT_WAIVERS : path.join(root, 'openapi/diff-waivers.yaml');
    // The same judgement as `diff --ci`: the SDK generated with the project's configuration.
    const config = root === repoRoot ? await projectConfig(head) : undefined;
    const overlays = (config?.overlays ?? []).map((o) => path.resolve(root, o));
    const report = await diffSpecs({ base: previous, head, waivers, repoRoot: root, config, overlays });
    if (report.head.version !== version) {
      console.error(`openapi/dist/openapi.json is stale (version ${version}, the spec says ${report.head.version}). Run \`npm run generate\` first.`);
      return 1;
    }
    console.log(renderText(report));
    if (!report.gate.ok) {
      console.error(`\nNot released: the version gate refuses this spec (the same check as \`npm run diff -- --ci\`):\n${report.gate.reasons.map((r) => `  - ${r}`).join('\n')}`);
      return 1;
    }
    changes = report.changes;
  }
  const docs = { base: previous ? JSON.parse(readFileSync(previous, 'utf8')) : {}, head: spec };
  const operationCount = Object.values((spec.paths ?? {}) as Record<string, object>).reduce(
    (n, item) => n + Object.keys(item).filter((k) => (METHODS as readonly string[]).includes(k)).length,
    0,
  );
  const packages = PACKAGES.filter((pkg) => existsSync(path.join(root, pkg, 'package.json')));
  for (const pkg of packages) {
    const dir = path.join(root, pkg);
    const file = path.join(dir, 'CHANGELOG.md');
    const audience = AUDIENCE[pkg] ?? 'client';
    const section = previous
      ? renderChangelog(changes, version, date, audience, docs)
      : `## ${version} (${date})\n\nFirst release, from spec ${version}: ${(pkg === 'packages/mcp' ? FIRST_MCP_RELEASE : FIRST_RELEASE[audience])(operationCount)}\n`;
    const before = existsSync(file) ? readFileSync(file, 'utf8') : '# Changelog\n';
    const [title, ...rest] = before.split('\n');
    writeFileSync(
      file,
      `${[title, '', section, ...rest]
        .join('\n')
        .replace(/\n{3,}/g, '\n\n')
        .trimEnd()}\n`,
    );
    const json = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
    json.version = version;
    writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify(json, null, 2)}\n`);
  }
  const dependents = followReleasedVersion(root, packages, version);
  mkdirSync(releases, { recursive: true });
  copyFileSync(bundle, target);
  console.log(`\nReleased spec ${version}. Versioned ${packages.length} package(s) at ${version}, each with its CHANGELOG.md:`);
  for (const pkg of packages) console.log(`  ${pkg} (${JSON.parse(readFileSync(path.join(root, pkg, 'package.json'), 'utf8')).name})`);
  console.log(`${path.relative(root, target)} recorded.`);
  if (dependents.length) console.log(`Dependencies on them follow: ${dependents.join(', ')}.`);
  return 0;
}
