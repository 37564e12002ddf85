/** Where release artefacts live: released specs, the packages that follow the spec's version. */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { toolchainRoot as repoRoot } from '../paths.js';

export { repoRoot };
export const RELEASES_DIR = path.join(repoRoot, 'openapi/releases');
/** Packages whose version is the spec's `info.version` and whose CHANGELOG the diff feeds. */
export const PACKAGES = ['packages/client', 'packages/server', 'packages/mock', 'packages/mcp'];

export const major = (version: string) => Number(version.split('.')[0]);

/**
 * Semver precedence (semver's own: a pre-release comes before its release, `1.0.0-rc.1 < 1.0.0`, and build
 * metadata is ignored); versions semver does not read by their leading numbers.
 */
export function compareVersions(a: string, b: string): number {
  if (semver.valid(a) && semver.valid(b)) return semver.compare(a, b);
  // `v2`, `1.2`, `2024-06-01`: their leading numbers, as npm reads a loose version (none at all reads as 0.0.0).
  return semver.compare(semver.coerce(a) ?? '0.0.0', semver.coerce(b) ?? '0.0.0');
}

/** The newest released spec file, or undefined when none was released. */
export function latestRelease(dir = RELEASES_DIR): string | undefined {
  if (!existsSync(dir)) return undefined;
  const versions = readdirSync(dir)
    .filter((f) => /^\d+\.\d+\.\d+\.json$/.test(f))
    .map((f) => f.replace(/\.json$/, ''))
    .sort(compareVersions);
  const latest = versions.at(-1);
  return latest ? path.join(dir, `${latest}.json`) : undefined;
}
