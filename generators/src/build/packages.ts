/**
 * `build`: rebuilds every workspace package whose inputs changed since its last build, each with tsdown (the
 * package's `tsdown.config.mjs`), all in this one process so the bundler loads once and the packages build
 * side by side. A package's inputs are its own files (not `dist/`, tests or other outputs) and the files its
 * configuration names in `export const inputs`. Each part of `dist/` (the JavaScript, the declarations) has a
 * stamp of its own: the inputs' fingerprint, those other files, and every file of the part with its hash
 * (see `Stamp`). A part whose stamp no longer describes `dist/` or the inputs is rebuilt; the rest are left
 * alone without loading their configuration or the bundler.
 *
 * Why not turbo's cache, which did this before: turbo hashed each package's files in a process of its own,
 * rebuilt every dependent package when a dependency changed (the sandbox when only the server's generated
 * types did, though its bundle leaves the server external), and started one bundler process per package.
 */
import { createHash } from 'node:crypto';
import { chmodSync, type Dirent, existsSync, lstatSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { toolchainRoot } from '../paths.js';
import { importModule } from '../config/import-module.js';
import { withLock } from './lock.js';

/** Folders of a package that are never inputs of its build. */
const NOT_INPUTS = new Set(['dist', 'node_modules', 'test', 'spec', '.turbo']);
const CONFIG = 'tsdown.config.mjs';

export interface PackageBuild {
  /** The package's folder, relative to the toolchain's root. */
  dir: string;
  status: 'built' | 'up to date' | 'failed';
  ms: number;
  error?: string;
}

/**
 * The workspace packages that have a tsdown configuration, in the order of the root package.json's
 * workspaces, each once (the runtimes are listed before `packages/*`, as npm runs workspace scripts in that
 * order). The builds themselves need no order: a generated package bundles its runtime from the runtime's
 * TypeScript source, not from its `dist/`, and the sandbox leaves the server package external.
 */
export function buildablePackages(root: string = toolchainRoot): string[] {
  const manifest = path.join(root, 'package.json');
  if (!existsSync(manifest)) return [];
  const workspaces = (JSON.parse(readFileSync(manifest, 'utf8')) as { workspaces?: string[] }).workspaces ?? [];
  return workspaces
    .flatMap((pattern) =>
      pattern.endsWith('/*')
        ? readdirSync(path.join(root, pattern.slice(0, -2)), { withFileTypes: true })
            .filter((e) => e.isDirectory())
            .map((e) => `${pattern.slice(0, -2)}/${e.name}`)
            .sort()
        : [pattern],
    )
    .filter((dir, i, all) => all.indexOf(dir) === i && existsSync(path.join(root, dir, CONFIG)));
}

/**
 * The buildable packages a command runs: each package whose folder holds a path among the command's
 * arguments (`node packages/mock/dist/cli.js` runs `packages/mock`), with every buildable package those
 * depend on (`dependencies`, `peerDependencies`, `optionalDependencies`, by name), transitively: what the
 * running process loads from a `dist/`. Undefined when an argument names no package's file: then nothing
 * says what the command loads (`npx` of a published tool, a script of its own), and a caller builds all.
 */
export function packagesRun(commands: (readonly string[])[], root: string = toolchainRoot): string[] | undefined {
  const buildable = buildablePackages(root);
  const manifest = (dir: string) =>
    JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8')) as {
      name?: string;
      dependencies?: Record<string, string>;
      peerDependencies?: Record<string, string>;
      optionalDependencies?: Record<string, string>;
    };
  const byName = new Map(buildable.flatMap((dir) => (existsSync(path.join(root, dir, 'package.json')) ? [[manifest(dir).name, dir] as const] : [])));
  const run = new Set<string>();
  for (const command of commands) {
    const named = buildable.filter((dir) => command.some((arg) => !path.relative(path.join(root, dir), path.resolve(root, arg)).startsWith('..')));
    if (!named.length) return undefined;
    for (const dir of named) run.add(dir);
  }
  for (const dir of run) {
    // A Set iterates what is added while it runs: the dependencies' dependencies are reached too.
    if (!existsSync(path.join(root, dir, 'package.json'))) continue;
    const m = manifest(dir);
    for (const name of Object.keys({ ...m.dependencies, ...m.peerDependencies, ...m.optionalDependencies })) {
      const dep = byName.get(name);
      if (dep) run.add(dep);
    }
  }
  return buildable.filter((dir) => run.has(dir));
}

/**
 * The input files under a folder, sorted. A folder that is no input (`dist/`, `node_modules/`, a scratch
 * `.tmp-*` folder: the diff's SDK check writes its probe into the client's src/ while it runs) is not entered
 * at all: a build beside this read writes and removes temporary folders there (the bundler's
 * `dist/.declarations`), and a walk into it could meet a folder that had just gone. A file or folder that
 * goes while the walk runs is left out for the same reason.
 */
function packageFiles(dir: string): string[] {
  const files: string[] = [];
  const walk = (folder: string): void => {
    let entries: Dirent[];
    try {
      entries = readdirSync(folder, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries) {
      if (NOT_INPUTS.has(entry.name) || entry.name.startsWith('.tmp-')) continue;
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) files.push(full);
    }
  };
  walk(dir);
  return files.sort();
}

/** An input the configuration names: a file, or a folder standing for every file under it (a runtime's `src`). */
function inputFiles(dir: string, input: string): string[] {
  const full = path.resolve(dir, input);
  return existsSync(full) && statSync(full).isDirectory() ? packageFiles(full) : [full];
}

function fingerprint(dir: string, extra: string[]): string {
  const hash = createHash('sha256');
  for (const file of [...packageFiles(dir), ...extra.flatMap((f) => inputFiles(dir, f))]) {
    hash.update(path.relative(dir, file)).update('\0');
    hash.update(existsSync(file) ? readFileSync(file) : 'missing').update('\0');
  }
  return hash.digest('hex');
}

/** What a build writes: everything, the JavaScript alone, or the declarations alone. */
export type BuildPart = 'all' | 'js' | 'dts';
/** The parts of `dist/` each has a stamp of its own: a file is one part's or the other's by its name. */
type Part = Exclude<BuildPart, 'all'>;
const PARTS: Part[] = ['js', 'dts'];
const DECLARATION_FILE = /\.d\.[cm]?ts(?:\.map)?$/;
const partOf = (file: string): Part => (DECLARATION_FILE.test(file) ? 'dts' : 'js');

/**
 * What one part of a package's `dist/` holds and what it was built from: the inputs' fingerprint when the
 * build started, the files outside the package that its configuration named, and every file of that part in
 * `dist/` with its hash once the build was over. A part is current only while all three still hold, so a
 * `dist/` that a later build of the other inputs overwrote, that lost a file or that gained one is never
 * taken for current.
 */
interface Stamp {
  hash: string;
  /** The files outside the package that its configuration named. */
  inputs: string[];
  /** Every file of this part under `dist/` (relative to it), with its sha256. */
  files: { [file: string]: string };
}

/**
 * Stamps live outside `dist/` (under the project's node_modules/.cache), so `npm pack` never ships them and
 * a `dist/` deleted by hand cannot leave one behind that describes it.
 */
const stampFile = (root: string, dir: string, part: Part) => path.join(root, 'node_modules/.cache/cmp-build', `${dir.replace(/[\\/]/g, '+')}.${part}.json`);
/** Where the stamps were kept before they described `dist/` part by part: removed at the next build. */
const LEGACY_STAMPS = ['.inputs', '.inputs-js', '.inputs-dts'];

function readStamp(file: string): Stamp | undefined {
  try {
    const stamp = JSON.parse(readFileSync(file, 'utf8')) as Stamp;
    return typeof stamp.hash === 'string' && Array.isArray(stamp.inputs) && typeof stamp.files === 'object' ? stamp : undefined;
  } catch {
    return undefined;
  }
}

/** The files of one part in `dist/`, relative to it; top-level dot entries (the declarations' staging folder) are no part. */
function distFiles(dist: string, part: Part): string[] {
  if (!existsSync(dist)) return [];
  return readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dist, path.join(e.parentPath, e.name)))
    .filter((file) => !file.startsWith('.') && partOf(file) === part)
    .sort();
}

const sha = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

const NEVER_BUILT = 'never built by this toolchain';

/** Why a part of a package's `dist/` is not current, or undefined when its stamp still describes it. */
function staleness(root: string, dir: string, part: Part): string | undefined {
  const stamp = readStamp(stampFile(root, dir, part));
  if (!stamp) return NEVER_BUILT;
  const abs = path.join(root, dir);
  const dist = path.join(abs, 'dist');
  const files = distFiles(dist, part);
  if (JSON.stringify(files) !== JSON.stringify(Object.keys(stamp.files).sort())) return 'dist/ holds other files than its last build wrote';
  if (files.some((file) => sha(path.join(dist, file)) !== stamp.files[file])) return 'dist/ was changed after its last build';
  if (fingerprint(abs, stamp.inputs) !== stamp.hash) return 'built from other sources than the current ones';
  return undefined;
}

const partsOf = (part: BuildPart): Part[] => (part === 'all' ? PARTS : [part]);

/**
 * Every part of every buildable package's `dist/` that this toolchain built and that is no longer what a
 * build of the current inputs writes, with the reason. A package with no `dist/`, or a part with no stamp
 * (not built yet, or written by another tool: a package's own `npm run build`, a cache restore), is left
 * out: nothing says what it was built from, and `build` rebuilds it anyway. `check` reports these: a
 * `dist/` that the mock, the sandbox or `npm pack` would use from older sources.
 */
export function staleBuilds(root: string = toolchainRoot): { dir: string; part: Part; reason: string }[] {
  return buildablePackages(root)
    .filter((dir) => existsSync(path.join(root, dir, 'dist')))
    .flatMap((dir) =>
      PARTS.flatMap((part) => {
        const reason = staleness(root, dir, part);
        return reason && reason !== NEVER_BUILT ? [{ dir, part, reason }] : [];
      }),
    );
}

/** A bundler's message without the bundler's own stack (the message already names the file and line). */
const withoutStack = (message: string): string =>
  message
    .split('\n')
    .filter((line) => !/^\s+at /.test(line))
    .join('\n')
    .trim();

/**
 * Every path the package builds read, as their last builds' stamps name them: each package's folder and the
 * files outside it its configuration names. Undefined while some package has no stamp (then nothing says
 * what its build will read).
 */
export function buildReads(root: string = toolchainRoot): string[] | undefined {
  const reads: string[] = [];
  for (const dir of buildablePackages(root)) {
    const abs = path.join(root, dir);
    const stamp = PARTS.map((part) => readStamp(stampFile(root, dir, part))).find((s) => s !== undefined);
    if (!stamp) return undefined;
    reads.push(abs, ...stamp.inputs.map((input) => path.resolve(abs, input)));
  }
  return reads;
}

/**
 * Builds the packages whose inputs changed (all of them with `force`), concurrently. Resolves with one
 * result per package; a failed build is reported, never thrown, and leaves its parts unstamped, so it is
 * retried and nothing calls its half-written `dist/` current.
 *
 * `npm run dev` builds in two parts, so a save's services start on new JavaScript at once and the
 * declarations follow off that path: `js` writes the JavaScript only; `dts` writes the declarations only,
 * built in a folder of their own and moved into dist/, so it never writes a file `js` writes and the two
 * can run at the same time. Each part has its own stamp, and a full build (`all`) builds only the parts
 * whose stamps do not hold. After a part is built, the files of that part its build no longer writes (a
 * hashed chunk of an older build, an entry removed) are deleted: `dist/` holds what this build wrote.
 */
/**
 * The package's commands in the workspace's `node_modules/.bin`, as npm links them (a relative link through
 * the package's own link in `node_modules/`, the target made executable). npm links a workspace package's
 * bins at install only when their files exist, and `dist/` is built after `npm ci`: without this, `npx
 * <command>` of a package finds nothing after the set-up. A link that exists is left as it is.
 */
function linkBins(root: string, abs: string): void {
  const manifest = JSON.parse(readFileSync(path.join(abs, 'package.json'), 'utf8')) as { name?: string; bin?: string | Record<string, string> };
  if (!manifest.name || !manifest.bin) return;
  const bins = typeof manifest.bin === 'string' ? { [manifest.name.replace(/^@[^/]+\//, '')]: manifest.bin } : manifest.bin;
  const binDir = path.join(root, 'node_modules/.bin');
  const linked = path.join(root, 'node_modules', manifest.name);
  if (!existsSync(linked)) return;
  for (const [name, file] of Object.entries(bins)) {
    const target = path.join(linked, file);
    const link = path.join(binDir, name);
    if (!existsSync(target) || lstatOrUndefined(link)) continue;
    mkdirSync(binDir, { recursive: true });
    symlinkSync(path.relative(binDir, target), link);
    chmodSync(target, 0o755);
  }
}

function lstatOrUndefined(file: string): ReturnType<typeof lstatSync> | undefined {
  try {
    return lstatSync(file);
  } catch {
    return undefined;
  }
}

export async function buildPackages({
  root = toolchainRoot,
  force = false,
  only,
  part = 'all',
}: {
  root?: string;
  force?: boolean;
  only?: string[];
  part?: BuildPart;
} = {}): Promise<PackageBuild[]> {
  const dirs = buildablePackages(root).filter((dir) => !only || only.includes(dir));
  let tsdown: typeof import('tsdown') | undefined;
  return Promise.all(
    dirs.map(async (dir): Promise<PackageBuild> => {
      const started = performance.now();
      const abs = path.join(root, dir);
      const elapsed = () => Math.round(performance.now() - started);
      const stale = () => partsOf(part).filter((p) => force || staleness(root, dir, p) !== undefined);
      if (!stale().length) return { dir, status: 'up to date', ms: elapsed() };
      // Another process (a suite beside this one) may be building it: wait, then judge again.
      return withLock(path.join(root, 'node_modules/.cache/cmp-build', `${dir.replace(/[\\/]/g, '+')}.lock`), async (): Promise<PackageBuild> => {
        const parts = stale();
        if (!parts.length) return { dir, status: 'up to date', ms: elapsed() };
        const build: BuildPart = parts.length === PARTS.length ? 'all' : parts[0]!;
        try {
          const { default: config, inputs = [] } = (await importModule(path.join(abs, CONFIG))) as { default: { dts?: object | boolean }; inputs?: string[] };
          const hash = fingerprint(abs, inputs);
          // No stamp claims a part while its files are being replaced: a build that fails or is stopped halfway
          // leaves that part stale, whatever the inputs are by then (an edit undone included).
          for (const p of parts) rmSync(stampFile(root, dir, p), { force: true });
          tsdown ??= await import('tsdown');
          const dist = path.join(abs, 'dist');
          const staging = path.join(dist, '.declarations');
          const options =
            build === 'js'
              ? { dts: false as const }
              : build === 'dts'
                ? { dts: { ...(typeof config.dts === 'object' ? config.dts : {}), emitDtsOnly: true }, outDir: staging, sourcemap: false }
                : {};
          // What a build ended halfway left in the staging folder (`npm run dev` ends one when a save supersedes
          // it) is not this build's: every file found there is moved into dist/ below.
          if (build === 'dts') rmSync(staging, { recursive: true, force: true });
          const writeStarted = Date.now();
          // Rolldown's plugin-timing notes are advice for a bundler's user, not news about this build.
          const bundles = await tsdown.build({ ...config, ...options, clean: false, cwd: abs, config: false, logLevel: 'warn', checks: { pluginTimings: false } });
          const written = new Set(bundles.flatMap((b) => b.chunks.map((c) => path.resolve(c.outDir, c.fileName))));
          if (build === 'dts') {
            // A rename replaces each declaration file whole; the staging folder's JavaScript is dropped.
            written.clear();
            for (const entry of readdirSync(staging, { recursive: true, withFileTypes: true })) {
              if (!entry.isFile() || !DECLARATION_FILE.test(entry.name)) continue;
              const target = path.join(dist, path.relative(staging, path.join(entry.parentPath, entry.name)));
              mkdirSync(path.dirname(target), { recursive: true });
              renameSync(path.join(entry.parentPath, entry.name), target);
              written.add(target);
            }
            rmSync(staging, { recursive: true, force: true });
          }
          for (const legacy of LEGACY_STAMPS) rmSync(path.join(dist, legacy), { force: true });
          for (const p of parts) {
            // What this build did not write is left from an older one. A file written during the build though
            // not among the bundler's chunks (a plugin's or the configuration's own copy) is kept.
            for (const file of distFiles(dist, p)) {
              const full = path.join(dist, file);
              if (!written.has(full) && statSync(full).mtimeMs < writeStarted) rmSync(full);
            }
            const files = Object.fromEntries(distFiles(dist, p).map((file) => [file, sha(path.join(dist, file))]));
            mkdirSync(path.dirname(stampFile(root, dir, p)), { recursive: true });
            writeFileSync(stampFile(root, dir, p), JSON.stringify({ hash, inputs, files } satisfies Stamp));
          }
          linkBins(root, abs);
          return { dir, status: 'built', ms: elapsed() };
        } catch (error) {
          return { dir, status: 'failed', ms: elapsed(), error: error instanceof Error ? withoutStack(error.message) : String(error) };
        }
      });
    }),
  );
}
