/**
 * One `npm pack` per package and one `npm install` of the tarballs per run, shared by every suite that tests
 * what we publish (the client's package test, the release's install test, the packaging checks).
 *
 * Each package is built by the toolchain's build (which leaves a current dist/ as it is), then packed with
 * `npm pack --ignore-scripts` into a folder of the system's temporary directory, keyed by the hash of what npm would pack
 * (the manifest, dist/, the spec a package ships, its Markdown files). The tarballs are installed together,
 * once per set of tarball hashes, into an empty project there (no workspace, no repository above it); a set
 * whose manifests are those of the last install (an edit of code or docs) is unpacked over a copy of it
 * (`reinstallOver`). A test that writes files makes its own folder and
 * links the shared `node_modules` into it (`consumerDir`), so concurrent suites never write into the shared
 * install. Folders are written under a temporary name and renamed when complete: a suite that finds one
 * finds it whole, and a suite that finds another making the same one waits for it (a lock across processes).
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { makeOnce } from '../../generators/src/build/lock.js';
import { buildPackages } from '../../generators/src/build/packages.js';
import { repoRoot } from './spec.js';

const run = promisify(execFile);
/**
 * Outside the repository, so that nothing the installed packages import can resolve through the repository's
 * own node_modules (a dependency missing from a manifest must fail here as it would for a user); one folder
 * per checkout.
 */
const cacheRoot = path.join(os.tmpdir(), `cmp-packed-${createHash('sha256').update(repoRoot).digest('hex').slice(0, 8)}`);

export interface Packed {
  /** The package's folder, relative to the root (`packages/client`). */
  dir: string;
  name: string;
  version: string;
  tarball: string;
  /** The paths inside the tarball, as `npm pack --json` lists them. */
  files: string[];
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? filesUnder(full) : [full];
    });
}

/** The hash of what `npm pack` reads in a package folder. */
function contentHash(dir: string): string {
  const full = path.join(repoRoot, dir);
  const hash = createHash('sha256');
  const top = readdirSync(full).filter((f) => f === 'package.json' || /\.(md|txt)$/i.test(f) || f === 'LICENSE');
  for (const file of [...top.map((f) => path.join(full, f)), ...filesUnder(path.join(full, 'dist')), ...filesUnder(path.join(full, 'spec'))]) {
    hash
      .update(`${path.relative(full, file)}\0`)
      .update(readFileSync(file))
      .update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * Older folders of a kind are removed once they are this old: a younger one may be in use by a suite running
 * beside this one (a consumer folder links its install), which a removal would leave with a dangling link.
 */
const KEEP_MS = 60 * 60 * 1000;

/** Moves a finished scratch folder into place, unless another run put the same one there first; older ones of its kind go. */
function publish(scratch: string, target: string): void {
  const kind = path.basename(target).replace(/-[0-9a-f]{16}$/, '-');
  for (const old of existsSync(cacheRoot) ? readdirSync(cacheRoot) : []) {
    // The same kind exactly (`packages-client-` is not `packages-client-runtime-`), another hash.
    if (old.length === kind.length + 16 && old.startsWith(kind) && /^[0-9a-f]{16}$/.test(old.slice(kind.length)) && path.join(cacheRoot, old) !== target) {
      const folder = path.join(cacheRoot, old);
      if (Date.now() - statSync(folder).mtimeMs > KEEP_MS) rmSync(folder, { recursive: true, force: true });
    }
  }
  if (existsSync(target)) return void rmSync(scratch, { recursive: true, force: true });
  try {
    renameSync(scratch, target);
  } catch {
    rmSync(scratch, { recursive: true, force: true });
    if (!existsSync(target)) throw new Error(`could not move ${scratch} to ${target}`);
  }
}

const packs = new Map<string, Promise<Packed>>();

/** The package at `dir` (relative to the root), built and packed; once per content. */
export function packed(dir: string): Promise<Packed> {
  let made = packs.get(dir);
  if (!made) {
    made = (async () => {
      const [build] = await buildPackages({ root: repoRoot, only: [dir] });
      if (build?.status === 'failed') throw new Error(`${dir} does not build: ${build.error}`);
      const target = path.join(cacheRoot, `${dir.replace(/\//g, '-')}-${contentHash(dir)}`);
      const info = path.join(target, 'pack.json');
      // Suites side by side wait for the one pack or install in progress instead of each making their own.
      await makeOnce(
        `${target}.lock`,
        () => existsSync(info),
        async () => {
          const scratch = mkdtempSync(`${target}.tmp-`);
          const { stdout } = await run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', scratch], { cwd: path.join(repoRoot, dir) });
          const [result] = JSON.parse(stdout) as { name: string; version: string; filename: string; files: { path: string }[] }[];
          writeFileSync(
            path.join(scratch, 'pack.json'),
            JSON.stringify({ name: result!.name, version: result!.version, filename: result!.filename, files: result!.files.map((f) => f.path) }),
          );
          publish(scratch, target);
        },
      );
      const meta = JSON.parse(readFileSync(info, 'utf8')) as { name: string; version: string; filename: string; files: string[] };
      return { dir, name: meta.name, version: meta.version, files: meta.files, tarball: path.join(target, meta.filename) };
    })();
    packs.set(dir, made);
  }
  return made;
}

/** Every package we publish that the install tests use, in one install. */
export const INSTALLED = ['packages/client', 'packages/server', 'packages/mock', 'packages/mcp'];

let install: Promise<{ nodeModules: string; packed: Map<string, Packed> }> | undefined;

/** The tarballs of INSTALLED installed together in an empty project; once per set of tarballs. */
export function installedPackages(): Promise<{ nodeModules: string; packed: Map<string, Packed> }> {
  install ??= (async () => {
    const all = await Promise.all(INSTALLED.map(packed));
    const key = createHash('sha256')
      .update(all.map((p) => p.tarball).join('\n'))
      .digest('hex')
      .slice(0, 16);
    const target = path.join(cacheRoot, `install-${key}`);
    await makeOnce(
      `${target}.lock`,
      () => existsSync(path.join(target, 'node_modules')),
      async () => {
        const manifests = await Promise.all(all.map((p) => tarballManifest(p.tarball)));
        const manifestsKey = createHash('sha256').update(manifests.join('\0')).digest('hex');
        const earlier = installWithManifests(manifestsKey);
        const scratch = mkdtempSync(`${target}.tmp-`);
        if (earlier) await reinstallOver(earlier, scratch, all);
        else {
          writeFileSync(path.join(scratch, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
          await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--no-workspaces', '--prefix', scratch, ...all.map((p) => p.tarball)], {
            cwd: scratch,
            maxBuffer: 16 * 1024 * 1024,
          });
        }
        writeFileSync(path.join(scratch, MANIFESTS_KEY), manifestsKey);
        publish(scratch, target);
      },
    );
    return { nodeModules: path.join(target, 'node_modules'), packed: new Map(all.map((p) => [p.dir, p])) };
  })();
  return install;
}

/** The file of an install folder that holds the hash of the manifests its tarballs had. */
const MANIFESTS_KEY = 'manifests.sha256';

/** The package.json a tarball holds, as npm reads it when it installs the tarball. */
async function tarballManifest(tarball: string): Promise<string> {
  return (await run('tar', ['-xzOf', tarball, 'package/package.json'], { maxBuffer: 16 * 1024 * 1024 })).stdout;
}

/** An earlier complete install of tarballs with these same manifests, if one is kept. */
function installWithManifests(manifestsKey: string): string | undefined {
  if (!existsSync(cacheRoot)) return undefined;
  return readdirSync(cacheRoot)
    .filter((name) => /^install-[0-9a-f]{16}$/.test(name))
    .map((name) => path.join(cacheRoot, name))
    .find((dir) => existsSync(path.join(dir, 'node_modules')) && existsSync(path.join(dir, MANIFESTS_KEY)) && readFileSync(path.join(dir, MANIFESTS_KEY), 'utf8') === manifestsKey);
}

/**
 * New tarballs whose manifests (names, versions, dependencies, bins, exports) are those of an earlier install:
 * npm would resolve the same dependency ranges (from its cache, `--prefer-offline`) into the same tree, and
 * differ only in the files it unpacks into each of these packages' folders. A dependency release published in
 * between is picked up at the next change of a manifest or the next fresh clone. So the earlier install is copied and each package's folder is unpacked afresh from
 * its new tarball, as npm unpacks it (the tarball's `package/`, its bins executable); the resolution and the
 * copy of some 330 dependencies (about 11 CPU-seconds of `npm install`, against under one for this) are not
 * done again after an edit that leaves the manifests as they were. The lockfiles, which name the old
 * tarballs, are not carried over.
 */
async function reinstallOver(earlier: string, scratch: string, all: Packed[]): Promise<void> {
  rmSync(scratch, { recursive: true, force: true });
  await run('cp', ['-a', earlier, scratch]);
  for (const file of ['package-lock.json', 'node_modules/.package-lock.json', MANIFESTS_KEY]) rmSync(path.join(scratch, file), { force: true });
  const manifest = JSON.parse(readFileSync(path.join(scratch, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
  for (const p of all) {
    const folder = path.join(scratch, 'node_modules', p.name);
    rmSync(folder, { recursive: true, force: true });
    mkdirSync(folder, { recursive: true });
    await run('tar', ['-xzf', p.tarball, '-C', folder, '--strip-components=1']);
    const { bin } = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as { bin?: string | Record<string, string> };
    for (const file of typeof bin === 'string' ? [bin] : Object.values(bin ?? {})) chmodSync(path.join(folder, file), 0o755);
    // As npm writes it: relative to the project (whose folder and the tarballs' share a parent).
    if (manifest.dependencies?.[p.name]) manifest.dependencies[p.name] = `file:${path.relative(scratch, p.tarball)}`;
  }
  writeFileSync(path.join(scratch, 'package.json'), JSON.stringify(manifest));
}

/** A new empty folder outside the repository whose `node_modules` is the shared install (an ES module project). */
export async function consumerDir(prefix: string): Promise<string> {
  const { nodeModules } = await installedPackages();
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  symlinkSync(nodeModules, path.join(dir, 'node_modules'), 'dir');
  return dir;
}
