/**
 * After a release sets the version of the packages that follow the spec, the workspace packages that depend
 * on them (the sandbox on the server stubs) must ask for the new version, and package-lock.json must say the
 * same: npm resolves a workspace dependency whose range the local package no longer satisfies from the
 * registry, so `npm ci` would fail with a 404 on the next install.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const DEPENDENCY_FIELDS = ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'] as const;
type Manifest = Partial<Record<(typeof DEPENDENCY_FIELDS)[number], Record<string, string>>> & { name?: string; version?: string };

/** The same range kind at the new version: `^1.0.0` -> `^1.1.0`, `1.0.0` -> `1.1.0`; `*` and tags stay. */
function follow(range: string, version: string): string {
  const match = /^([\^~]?)\d+\.\d+\.\d+$/.exec(range);
  return match ? `${match[1]}${version}` : range;
}

function retarget(manifest: Manifest, released: Set<string>, version: string): boolean {
  let changed = false;
  for (const field of DEPENDENCY_FIELDS) {
    for (const [name, range] of Object.entries(manifest[field] ?? {})) {
      if (!released.has(name)) continue;
      const next = follow(range, version);
      if (next === range) continue;
      manifest[field]![name] = next;
      changed = true;
    }
  }
  return changed;
}

/** Workspace folders of the root package.json (`packages/*` style globs with one trailing star). */
function workspaces(root: string): string[] {
  const file = path.join(root, 'package.json');
  if (!existsSync(file)) return [];
  const rootManifest = JSON.parse(readFileSync(file, 'utf8')) as { workspaces?: string[] };
  return (rootManifest.workspaces ?? []).flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [pattern];
    const parent = pattern.slice(0, -2);
    const full = path.join(root, parent);
    return existsSync(full) ? readdirSync(full).map((d) => `${parent}/${d}`) : [];
  });
}

/**
 * Points every workspace dependency on `releasedDirs` at `version`, and records the released versions and the
 * new ranges in package-lock.json. Returns the files it changed, relative to root.
 */
export function followReleasedVersion(root: string, releasedDirs: string[], version: string): string[] {
  const names = new Set(releasedDirs.map((dir) => (JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8')) as Manifest).name!));
  const changed: string[] = [];
  for (const dir of workspaces(root)) {
    const file = path.join(root, dir, 'package.json');
    if (!existsSync(file)) continue;
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
    if (retarget(manifest, names, version)) {
      writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
      changed.push(path.join(dir, 'package.json'));
    }
  }
  const lockFile = path.join(root, 'package-lock.json');
  if (existsSync(lockFile)) {
    const lock = JSON.parse(readFileSync(lockFile, 'utf8')) as { packages?: Record<string, Manifest> };
    let lockChanged = false;
    for (const [key, entry] of Object.entries(lock.packages ?? {})) {
      if (releasedDirs.includes(key) && entry.version !== version) {
        entry.version = version;
        lockChanged = true;
      }
      if (retarget(entry, names, version)) lockChanged = true;
    }
    if (lockChanged) {
      writeFileSync(lockFile, `${JSON.stringify(lock, null, 2)}\n`);
      changed.push('package-lock.json');
    }
  }
  return changed;
}
