/**
 * The `build` command: build [--force] [--only DIR,...]. Rebuilds each workspace package's `dist/` whose
 * inputs changed (see packages.ts) and prints one line per package; exit 1 when a build failed.
 */
import { parseArgs } from 'node:util';
import { buildPackages, type PackageBuild } from './packages.js';

export const BUILD_USAGE = `Usage: npm run build:packages -- [--force] [--only DIR,...]

  --force        rebuild every package, changed or not
  --only DIRS    comma-separated package folders (packages/client,...)`;

export async function buildCommand(argv: string[]): Promise<number> {
  let args;
  try {
    args = parseArgs({
      args: argv,
      options: { force: { type: 'boolean', default: false }, only: { type: 'string' }, help: { type: 'boolean', short: 'h', default: false } },
    }).values;
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${BUILD_USAGE}`);
    return 2;
  }
  if (args.help) {
    console.log(BUILD_USAGE);
    return 0;
  }
  const only = args.only?.split(',').map((s) => s.trim().replace(/\/$/, ''));
  return reportBuilds(await buildPackages({ force: args.force, ...(only ? { only } : {}) }));
}

/** Prints what was built; 1 when a package failed to build. */
export function reportBuilds(results: PackageBuild[]): number {
  const built = results.filter((r) => r.status === 'built');
  const failed = results.filter((r) => r.status === 'failed');
  for (const r of built) console.log(`  built    ${r.dir}/dist (${r.ms} ms)`);
  for (const r of failed) console.error(`  failed   ${r.dir}: ${r.error}`);
  const fresh = results.length - built.length - failed.length;
  console.log(`Packages: ${built.length} built, ${fresh} up to date${failed.length ? `, ${failed.length} failed` : ''}.`);
  return failed.length ? 1 : 0;
}
