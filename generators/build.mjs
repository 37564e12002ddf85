/**
 * Builds the generator CLI into `dist/`: esbuild bundles `src/cli.ts` as ES modules with code splitting, so
 * every `await import()` of a command or a heavy step stays a chunk of its own that loads only when it
 * runs, and packages stay external (Node loads Redocly, prettier, TypeScript or Handlebars from
 * node_modules only when a chunk that needs them is imported). Users run the CLI as JavaScript, without a
 * TypeScript loader's start-up at every run; `bin/cmp.mjs` calls this when the sources are newer.
 *
 * The output is written next to the old one, each file through a temporary name and a rename, the entry
 * last: a CLI started while another rebuilds (tests run several at once) reads either the old or the new
 * files, never half of one. Chunk names carry their content hash, so old and new never share a name.
 */
import { build } from 'esbuild';
import { mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const here = import.meta.dirname;
export const distDir = path.join(here, 'dist');
const WORKER = 'openapi-types.worker.mjs';

export async function buildCli() {
  const result = await build({
    // The child process that `dev` runs its package builds in (src/build/child.ts) is an entry of its own.
    entryPoints: { cli: path.join(here, 'src/cli.ts'), 'build-worker': path.join(here, 'src/build/worker.ts') },
    outdir: distDir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    // Flat: every chunk sits two levels below the toolchain's root, as its source did (src/paths.ts).
    chunkNames: '[name]-[hash]',
    write: false,
    logLevel: 'silent',
    legalComments: 'none',
  });
  mkdirSync(distDir, { recursive: true });
  const entry = path.join(distDir, 'cli.js');
  const files = result.outputFiles.sort((a, b) => Number(a.path === entry) - Number(b.path === entry));
  const written = new Set();
  for (const file of files) {
    writeAtomically(file.path, file.contents);
    written.add(file.path);
  }
  // The worker thread's script, found beside the chunk that starts it.
  const worker = path.join(distDir, WORKER);
  writeAtomically(worker, await buildWorker());
  written.add(worker);
  removeOldChunks(written);
}

/**
 * The openapi-typescript worker as one file: openapi-typescript's ES modules bundled in, and TypeScript
 * (CommonJS, 9 MB) loaded through `require`. Imported as an ES module, Node first scans all of
 * TypeScript's source for its export names (cjs-module-lexer), which was half a second of every run's
 * start-up; `require` reads it without that scan. Other packages stay external.
 */
async function buildWorker() {
  const result = await build({
    entryPoints: [path.join(here, 'src/emitters', WORKER)],
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    write: false,
    logLevel: 'silent',
    legalComments: 'none',
    plugins: [
      {
        name: 'typescript-by-require',
        setup(b) {
          b.onResolve({ filter: /^typescript$/ }, () => ({ path: 'typescript', namespace: 'typescript-by-require' }));
          b.onLoad({ filter: /.*/, namespace: 'typescript-by-require' }, () => ({
            contents: "import { createRequire } from 'node:module'; export default createRequire(import.meta.url)('typescript');",
            loader: 'js',
          }));
          // Everything but openapi-typescript's own modules stays outside the bundle, imported by the file
          // it resolves to from where it was imported (openapi-typescript has copies of its own under its
          // node_modules, Redocly 1.x among them). The path is this machine's: dist/ is built where it runs.
          b.onResolve({ filter: /^[^./]/ }, async (args) => {
            if (args.path.startsWith('openapi-typescript/') || args.path.startsWith('node:') || args.pluginData === 'resolving') return undefined;
            const resolved = await b.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind, pluginData: 'resolving' });
            return resolved.errors.length ? { errors: resolved.errors } : { path: pathToFileURL(resolved.path).href, external: true };
          });
        },
      },
    ],
  });
  return result.outputFiles[0].contents;
}

function writeAtomically(file, contents) {
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, contents);
  renameSync(temp, file);
}

/** Chunks of earlier builds, once no CLI started before this build can still be loading them. */
function removeOldChunks(keep) {
  const old = Date.now() - 10 * 60_000;
  for (const name of readdirSync(distDir)) {
    const file = path.join(distDir, name);
    if (name.endsWith('.js') && !keep.has(file) && statSync(file).mtimeMs < old) rmSync(file, { force: true });
  }
}

// `node build.mjs` (the package's `build` script, turbo's `build` task) builds once; bin/cmp.mjs imports it.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await buildCli();
