/** Where release artefacts live: released specs, the packages that follow the spec's version. */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { toolchainRoot as repoRoot } from '../paths.js';

export { repoRoot };
export const RELEASES_DIR = path.join(repoRoot, 'openapi/releases');
/** Packages whose version is the spec's `info.version` and whose CHANGELOG the diff feeds. */
export const PACKAGES = ['packages/client', 'packages/server', 'packages/mock', 'packages/mcp'];

export const major = (version: string) => Number(version.split('.')[0]);

export function compareVersions(a: string, b: string): number {
  const core = (v: string) =>
    v
      .replace(/[-+].*$/, '')
      .split('.')
      .map(Number);
  const [x, y] = [core(a), core(b)];
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return (x[i] ?? 0) - (y[i] ?? 0);
  return 0;
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
