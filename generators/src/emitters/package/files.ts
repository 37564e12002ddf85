/**
 * The files that make a generated layer a package (client or server): package.json (manifest.ts), README
 * (readme.ts, unless the configuration says it is hand-written), tsdown.config.mjs and tsconfig.json. An
 * output folder outside the toolchain is made a small npm workspace that builds on its own: a root
 * package.json and copies of the runtime packages the generated ones bundle (`packages/<kind>-runtime`).
 * Inside the toolchain those are the toolchain's own files, so nothing is written for them there.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { IR } from '../../ir/types.js';
import type { EmitContext, GeneratedFile } from '../types.js';
import { generatedHeader } from '../header.js';
import { toolchainRoot } from '../../paths.js';
import { runtime, runtimeFiles, type RuntimeKind } from '../runtimes.js';
import { packageManifest } from './manifest.js';
import { readme } from './readme.js';
import { kebabCase } from '../../ir/api.js';

/**
 * The build: ESM and CJS, each with one bundled declaration file (isolated declarations: no type check in
 * the build). The runtime is bundled in, from its TypeScript source (the `cmp-source` condition of its
 * package.json), code and types alike, so the package installs and type-checks on its own; its
 * dependencies stay external (they are the package's). `inputs` names the runtime's sources for the
 * toolchain's `build` command, which rebuilds the package when they change.
 */
function buildConfig(ir: IR, kind: RuntimeKind): string {
  const rt = runtime(kind);
  return `${generatedHeader(ir)}
//
// ESM and CJS builds, each with its bundled declaration file (isolated declarations: no type check in the
// build). ${rt.name} is bundled in, read from its TypeScript source (its \`cmp-source\` export condition),
// so the package installs alone; the runtime's own dependencies are this package's and stay external.
import { defineConfig } from 'tsdown';

/** Files outside the package that the build reads: a change to them rebuilds it (the toolchain's \`build\`). */
export const inputs = ['../${path.basename(rt.dir)}/src'];

const source = ['cmp-source', 'import', 'require', 'node', 'default'];

export default defineConfig({
  entry: [${kind === 'mcp' ? "'src/index.ts', 'src/bin.ts'" : "'src/index.ts'"}],
  format: [${kind === 'mcp' ? "'esm'" : "'esm', 'cjs'"}],
  dts: { oxc: true, compilerOptions: { customConditions: ['cmp-source'] } },
  sourcemap: true,
  platform: 'node',
  target: 'node20',
  fixedExtension: false,
  // Files are replaced, not the folder wiped first: tests and running services read dist/ while it is rebuilt.
  clean: false,
  deps: { alwaysBundle: [${JSON.stringify(rt.name).replace(/"/g, "'")}] },
  inputOptions: { resolve: { conditionNames: source } },${kind === 'server' ? '\n  // `import.meta.url` in the CJS build.\n  shims: true,' : ''}
});
`;
}

/** For editors and the build's declarations: the settings the package's sources are written to (strict, Node ESM, isolated declarations). */
const TSCONFIG = `${JSON.stringify(
  {
    compilerOptions: {
      target: 'ES2023',
      lib: ['ES2023'],
      module: 'NodeNext',
      moduleResolution: 'NodeNext',
      customConditions: ['cmp-source'],
      strict: true,
      noUncheckedIndexedAccess: true,
      noImplicitOverride: true,
      isolatedModules: true,
      skipLibCheck: true,
      noEmit: true,
      types: ['node'],
    },
    include: ['src'],
  },
  null,
  2,
)}\n`;

/** The root of an output folder outside the toolchain: a workspace of the generated packages and the runtimes they bundle. */
export function workspaceManifest(ir: IR): string {
  const name = `${kebabCase(ir.info.title.replace(/['’]/g, '')) || 'api'}-packages`;
  return `${JSON.stringify(
    {
      name,
      private: true,
      description: `The packages generated from the OpenAPI document of ${ir.info.title}, and the runtimes they are built with.`,
      type: 'module',
      workspaces: ['packages/*'],
      scripts: { build: 'npm run build --workspaces --if-present' },
      engines: { node: '>=20.19' },
      // As at the toolchain's root: Fastify's light-my-request asks for cookie 2, which declares Node 22;
      // cookie 1.1.1 has the same API and runs on the Node 20 these packages claim.
      overrides: { 'light-my-request': { cookie: '1.1.1' } },
    },
    null,
    2,
  )}\n`;
}

export const GITIGNORE = 'node_modules/\ndist/\n*.tgz\n';

/**
 * The folder is the toolchain's own workspace: this checkout, or a copy of it (the spec-change scenario's
 * scratch repository), whose root manifest is this checkout's. Another API's `--out` folder has a root
 * manifest of its own (written by the generator) or none.
 */
export function isToolchain(out: string): boolean {
  if (out === toolchainRoot) return true;
  const name = (dir: string) => {
    const file = path.join(dir, 'package.json');
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { name?: string }).name : undefined;
  };
  return name(out) !== undefined && name(out) === name(toolchainRoot);
}

export function packageFiles(ir: IR, kind: RuntimeKind, context: EmitContext = {}): GeneratedFile[] {
  const dir = `packages/${kind}`;
  const pkg = ir.api[kind];
  const out = context.out === undefined ? toolchainRoot : path.resolve(context.out);
  const own = isToolchain(out);
  const files: GeneratedFile[] = [
    { path: `${dir}/package.json`, contents: packageManifest(ir, kind, { inToolchain: own }) },
    { path: `${dir}/tsdown.config.mjs`, contents: buildConfig(ir, kind) },
    { path: `${dir}/tsconfig.json`, contents: TSCONFIG },
    ...(pkg.readme ? [{ path: `${dir}/README.md`, contents: readme(ir, kind) }] : []),
  ];
  // The toolchain's own workspace (or a copy of it) has its root manifest and the runtimes already.
  if (!own) {
    files.push({ path: 'package.json', contents: workspaceManifest(ir) }, { path: '.gitignore', contents: GITIGNORE });
    for (const file of runtimeFiles(kind)) files.push({ path: file, contents: readFileSync(path.join(toolchainRoot, file), 'utf8') });
  }
  return files;
}
