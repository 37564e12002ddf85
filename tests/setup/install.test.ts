/**
 * `npm ci` on the oldest Node the root's `engines` claims prints no warning: every package the lockfile
 * installs there declares an `engines.node` that this Node satisfies (npm warns EBADENGINE otherwise), and
 * every package with an install script is named in the root's `allowScripts` (npm warns of unreviewed
 * install scripts otherwise). Read from the lockfile rather than by running `npm ci` (minutes on this machine):
 * the lockfile is what `npm ci` installs.
 */
import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

interface LockEntry {
  version?: string;
  engines?: { node?: string } | string[];
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  hasInstallScript?: boolean;
  link?: boolean;
}

const root = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string }; allowScripts?: Record<string, boolean | string> };
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, LockEntry> };

/** The package's name from its lockfile key (`node_modules/a/node_modules/@b/c` -> `@b/c`). */
const nameOf = (key: string) => key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length);

/**
 * Engine mismatches of `entries` on Node `version`. An optional package whose engines exclude that Node is
 * skipped by npm without a warning (platform binaries built for newer Nodes), so only the others count.
 */
export function engineMismatches(entries: Record<string, LockEntry>, version: string): string[] {
  const found: string[] = [];
  for (const [key, entry] of Object.entries(entries)) {
    if (!key.includes('node_modules/') || entry.link || entry.optional) continue;
    const wanted = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
    if (wanted && !semver.satisfies(version, wanted, { includePrerelease: true })) found.push(`${nameOf(key)}@${entry.version} wants Node ${wanted}`);
  }
  return found;
}

describe('npm ci: no warnings on the Node versions the root claims', () => {
  const oldest = semver.minVersion(root.engines.node)!.version;

  it(`every installed package supports Node ${oldest} (the oldest the root's engines claim) and this Node`, () => {
    expect(engineMismatches(lock.packages, oldest)).toEqual([]);
    expect(engineMismatches(lock.packages, process.versions.node)).toEqual([]);
  });

  it('finds a mismatch where there is one (a package wanting a newer Node than the claimed one)', () => {
    const entries = { 'node_modules/x/node_modules/late': { version: '1.0.0', engines: { node: '>=22.18.0' } }, 'node_modules/opt': { engines: { node: '>=24' }, optional: true } };
    expect(engineMismatches(entries, oldest)).toEqual(['late@1.0.0 wants Node >=22.18.0']);
  });

  it('every package with an install script is reviewed in allowScripts (allowed or denied)', () => {
    const reviewed = root.allowScripts ?? {};
    const unreviewed = Object.entries(lock.packages)
      .filter(([key, entry]) => key.includes('node_modules/') && entry.hasInstallScript)
      .map(([key, entry]) => `${nameOf(key)}@${entry.version}`)
      .filter((id) => {
        const name = id.slice(0, id.lastIndexOf('@'));
        return !(name in reviewed) && !(id in reviewed);
      });
    expect(unreviewed).toEqual([]);
  });
});

describe('after the set-up', () => {
  it("every workspace package's command is on npm's path (node_modules/.bin), linked to a file that exists", async () => {
    const { existsSync, readdirSync } = await import('node:fs');
    const path = await import('node:path');
    const commands: string[] = [];
    for (const dir of readdirSync('packages')) {
      const file = path.join('packages', dir, 'package.json');
      if (!existsSync(file)) continue;
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as { bin?: Record<string, string> };
      for (const name of Object.keys(manifest.bin ?? {})) commands.push(name);
    }
    expect(commands).toEqual(expect.arrayContaining(['cmp-sandbox', 'customer-messaging-mock', 'customer-messaging-mcp']));
    for (const name of commands) expect(existsSync(path.join('node_modules/.bin', name)), `node_modules/.bin/${name}`).toBe(true);
  });
});
