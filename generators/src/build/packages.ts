/**
 * `build`: rebuilds every workspace package whose inputs changed since its last build, each with tsdown (the
 * package's `tsdown.config.mjs`), all in this one process so the bundler loads once and the packages build
 * side by side. A package's inputs are its own files (not `dist/`, tests or other outputs) and the files its
 * configuration names in `export const inputs`; their fingerprint is kept in `dist/.inputs` with the list
 * of those other files, so a package whose `dist/` was deleted or whose inputs changed is rebuilt, and the
 * rest are left alone without loading their configuration or the bundler.
 *
 * Why not turbo's cache, which did this before: turbo hashed each package's files in a process of its own,
 * rebuilt every dependent package when a dependency changed (the sandbox when only the server's generated
 * types did, though its bundle leaves the server external), and started one bundler process per package.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { toolchainRoot } from '../paths.js';
import { importModule } from '../config/import-module.js';

/** Folders of a package that are never inputs of its build. */
const NOT_INPUTS = new Set(['dist', 'node_modules', 'test', 'spec', '.turbo']);
const CONFIG = 'tsdown.config.mjs';
const STAMP = '.inputs';

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

function packageFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .filter(
      (file) =>
        !path
          .relative(dir, file)
          .split(path.sep)
          .some((part) => NOT_INPUTS.has(part)),
    )
    .sort();
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

interface Stamp {
  hash: string;
  /** The files outside the package that its configuration named. */
  inputs: string[];
}

function readStamp(file: string): Stamp | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Stamp;
  } catch {
    return undefined;
  }
}

/** A bundler's message without the bundler's own stack (the message already names the file and line). */
const withoutStack = (message: string): string =>
  message
    .split('\n')
    .filter((line) => !/^\s+at /.test(line))
    .join('\n')
    .trim();

/** What a build writes: everything, the JavaScript alone, or the declarations alone. */
export type BuildPart = 'all' | 'js' | 'dts';

/** The stamps that say a part is current: the full build's says both parts are. */
const STAMPS: Record<BuildPart, string[]> = { all: [STAMP], js: [STAMP, `${STAMP}-js`], dts: [STAMP, `${STAMP}-dts`] };
const DECLARATION_FILE = /\.d\.[cm]?ts(?:\.map)?$/;

function current(abs: string, part: BuildPart): boolean {
  const matches = (name: string) => {
    const stamp = readStamp(path.join(abs, 'dist', name));
    return stamp !== undefined && fingerprint(abs, stamp.inputs) === stamp.hash;
  };
  return STAMPS[part].some(matches) || (part === 'all' && matches(`${STAMP}-js`) && matches(`${STAMP}-dts`));
}

/**
 * Every path the package builds read, as their last builds' stamps name them: each package's folder and the
 * files outside it its configuration names. Undefined while some package has no stamp (then nothing says
 * what its build will read).
 */
export function buildReads(root: string = toolchainRoot): string[] | undefined {
  const reads: string[] = [];
  for (const dir of buildablePackages(root)) {
    const abs = path.join(root, dir);
    const stamp = [STAMP, `${STAMP}-js`, `${STAMP}-dts`].map((name) => readStamp(path.join(abs, 'dist', name))).find((s) => s !== undefined);
    if (!stamp) return undefined;
    reads.push(abs, ...stamp.inputs.map((input) => path.resolve(abs, input)));
  }
  return reads;
}

/**
 * Builds the packages whose inputs changed (all of them with `force`), concurrently. Resolves with one
 * result per package; a failed build is reported, never thrown, and keeps its old stamp, so it is retried.
 *
 * `npm run dev` builds in two parts, so a save's services start on new JavaScript at once and the
 * declarations follow off that path: `js` writes the JavaScript only; `dts` writes the declarations only,
 * built in a folder of their own and moved into dist/, so it never writes a file `js` writes and the two
 * can run at the same time. Each part keeps its own stamp; the full build's stands for both.
 */
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
      if (!force && current(abs, part)) return { dir, status: 'up to date', ms: elapsed() };
      try {
        const { default: config, inputs = [] } = (await importModule(path.join(abs, CONFIG))) as { default: { dts?: object | boolean }; inputs?: string[] };
        const hash = fingerprint(abs, inputs);
        tsdown ??= await import('tsdown');
        const dist = path.join(abs, 'dist');
        const staging = path.join(dist, '.declarations');
        const options =
          part === 'js'
            ? { dts: false as const }
            : part === 'dts'
              ? { dts: { ...(typeof config.dts === 'object' ? config.dts : {}), emitDtsOnly: true }, outDir: staging, sourcemap: false }
              : {};
        // Rolldown's plugin-timing notes are advice for a bundler's user, not news about this build.
        await tsdown.build({ ...config, ...options, clean: false, cwd: abs, config: false, logLevel: 'warn', checks: { pluginTimings: false } });
        if (part === 'dts') {
          // A rename replaces each declaration file whole; the staging folder's JavaScript is dropped.
          for (const entry of readdirSync(staging, { recursive: true, withFileTypes: true })) {
            if (!entry.isFile() || !DECLARATION_FILE.test(entry.name)) continue;
            const target = path.join(dist, path.relative(staging, path.join(entry.parentPath, entry.name)));
            mkdirSync(path.dirname(target), { recursive: true });
            renameSync(path.join(entry.parentPath, entry.name), target);
          }
          rmSync(staging, { recursive: true, force: true });
        }
        writeFileSync(path.join(dist, part === 'all' ? STAMP : `${STAMP}-${part}`), JSON.stringify({ hash, inputs } satisfies Stamp));
        return { dir, status: 'built', ms: elapsed() };
      } catch (error) {
        return { dir, status: 'failed', ms: elapsed(), error: error instanceof Error ? withoutStack(error.message) : String(error) };
      }
    }),
  );
}
