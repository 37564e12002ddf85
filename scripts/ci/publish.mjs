#!/usr/bin/env node
/**
 * CI step (release): publishes every public workspace package, dependencies first, with npm provenance.
 *
 *   node scripts/ci/publish.mjs [--dry-run] [--registry URL] [--out DIR]
 *
 * 1. Finds the public packages (workspaces without `"private": true`) and orders them so a package comes after
 *    the workspace packages it depends on (dependencies of every kind).
 * 2. Asks the registry whether each name@version exists, for all of them first: if any does, it refuses the
 *    whole release, naming them, and publishes nothing (a version on npm can never be replaced, and half a
 *    release leaves users with clients and servers that do not match). A registry that cannot be asked is a
 *    refusal too, not a guess.
 * 3. Packs each package once (`npm pack`, without its scripts: release-spec.sh built every dist/ already), then
 *    `npm publish <tarball> --provenance --access public` each tarball in order: what was checked is what is
 *    published. --dry-run makes npm do everything but the upload.
 *
 * The registry is --registry, else npm's configured one (npm_config_registry), else registry.npmjs.org; the
 * token is npm's (NODE_AUTH_TOKEN through the .npmrc that actions/setup-node writes).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '../..');

/** Workspace folders of the root package.json (`dir/*` globs expanded), each once, in the listed order. */
export function workspaceDirs(repo = root) {
  const patterns = JSON.parse(readFileSync(path.join(repo, 'package.json'), 'utf8')).workspaces ?? [];
  const dirs = patterns.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [pattern];
    const parent = path.join(repo, pattern.slice(0, -2));
    return existsSync(parent) ? readdirSync(parent).map((d) => `${pattern.slice(0, -2)}/${d}`) : [];
  });
  return [...new Set(dirs)].filter((dir) => existsSync(path.join(repo, dir, 'package.json')));
}

/**
 * The public packages, each after the workspace packages it depends on.
 * @returns {{ dir: string, name: string, version: string }[]}
 */
export function publishOrder(repo = root) {
  const manifests = workspaceDirs(repo).map((dir) => ({ dir, manifest: JSON.parse(readFileSync(path.join(repo, dir, 'package.json'), 'utf8')) }));
  const byName = new Map(manifests.map((m) => [m.manifest.name, m]));
  const order = [];
  const state = new Map();
  const visit = (entry, trail) => {
    const name = entry.manifest.name;
    if (state.get(name) === 'done') return;
    if (state.get(name) === 'visiting') throw new Error(`Workspace packages depend on each other in a cycle: ${[...trail, name].join(' -> ')}`);
    state.set(name, 'visiting');
    const m = entry.manifest;
    const deps = Object.keys({ ...m.dependencies, ...m.devDependencies, ...m.peerDependencies, ...m.optionalDependencies }).sort();
    for (const dep of deps) if (byName.has(dep)) visit(byName.get(dep), [...trail, name]);
    state.set(name, 'done');
    if (!m.private) order.push({ dir: entry.dir, name, version: m.version });
  };
  for (const entry of manifests) visit(entry, []);
  return order;
}

/**
 * Which of `packages` already exist at their version on the registry. `lookup` answers for one package
 * (tests pass their own); the default asks the registry for the package's document.
 * @param {{ name: string, version: string }[]} packages
 * @param {(pkg: { name: string, version: string }) => Promise<boolean>} lookup
 */
export async function existingVersions(packages, lookup) {
  const found = await Promise.all(packages.map(async (pkg) => ((await lookup(pkg)) ? pkg : null)));
  return found.filter(Boolean);
}

/** Asks `registry` for the package document: 404 is a new package; any other failure throws. */
export function registryLookup(registry, token = process.env.NODE_AUTH_TOKEN) {
  const base = registry.endsWith('/') ? registry : `${registry}/`;
  return async ({ name, version }) => {
    const url = `${base}${name.replace('/', '%2f')}`;
    let response;
    try {
      response = await fetch(url, { headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, signal: AbortSignal.timeout(30_000) });
    } catch (error) {
      throw new Error(`cannot ask ${url} whether ${name}@${version} exists: ${error.cause?.message ?? error.message}`);
    }
    if (response.status === 404) return false;
    if (!response.ok) throw new Error(`cannot ask ${url} whether ${name}@${version} exists: HTTP ${response.status}`);
    const document = await response.json();
    return Boolean(document.versions?.[version]);
  };
}

const npm = (args, options = {}) => execFileSync('npm', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], ...options });

/**
 * The release: check, pack, publish. Returns the process exit code.
 * @param {{ dryRun?: boolean, registry: string, out: string, lookup?: (pkg: { name: string, version: string }) => Promise<boolean>, log?: (line: string) => void }} options
 */
export async function publishAll({ dryRun = false, registry, out, lookup = registryLookup(registry), log = console.log }) {
  const packages = publishOrder();
  log(`Publishing ${packages.length} package(s) to ${registry}${dryRun ? ' (dry run)' : ''}, in this order: ${packages.map((p) => `${p.name}@${p.version}`).join(', ')}`);
  let existing;
  try {
    existing = await existingVersions(packages, lookup);
  } catch (error) {
    console.error(`Refusing to publish: ${error.message}`);
    return 1;
  }
  if (existing.length) {
    console.error(
      `Refusing to publish: ${existing.map((p) => `${p.name}@${p.version}`).join(', ')} already exist${existing.length === 1 ? 's' : ''} on ${registry}; a published version cannot be replaced. Bump info.version, release (npm run release:spec) and tag again. Nothing was published.`,
    );
    return 1;
  }
  mkdirSync(out, { recursive: true });
  const packed = JSON.parse(npm(['pack', '--json', '--ignore-scripts', '--pack-destination', out, ...packages.map((p) => `--workspace=${p.dir}`)]));
  for (const pkg of packages) {
    const tarball = packed.find((t) => t.name === pkg.name && t.version === pkg.version);
    if (!tarball) throw new Error(`npm pack wrote no tarball for ${pkg.name}@${pkg.version}`);
    const file = path.join(out, tarball.filename);
    const args = ['publish', file, '--provenance', '--access', 'public', '--registry', registry, ...(dryRun ? ['--dry-run'] : [])];
    log(`npm ${args.join(' ')}`);
    npm(args, { stdio: ['ignore', 'inherit', 'inherit'] });
  }
  log(`${dryRun ? 'Would have published' : 'Published'} ${packages.length} package(s).`);
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  let values;
  try {
    ({ values } = parseArgs({ options: { 'dry-run': { type: 'boolean', default: false }, registry: { type: 'string' }, out: { type: 'string', default: 'release-tarballs' } } }));
  } catch (error) {
    console.error(`${error.message}\n\nUsage: node scripts/ci/publish.mjs [--dry-run] [--registry URL] [--out DIR]`);
    process.exit(2);
  }
  const registry = values.registry ?? process.env.npm_config_registry ?? 'https://registry.npmjs.org/';
  process.exit(await publishAll({ dryRun: values['dry-run'], registry, out: path.resolve(values.out) }));
}
