/**
 * The mock as a package of its own for another API (`generate --spec X --out DIR --only mock`): the mock
 * package's hand-written runtime (`packages/mock/src`, all but its generated table) copied beside the table
 * emitted for X, with X's bundled document as its default spec, a manifest naming X's mock and its command,
 * and the build. So X's mock has every flag ours has (`--stateful`, `--store`, `--seed-data`, `--reset`,
 * `--isolate`, `--proxy`, `--dynamic`, ...). The server runtime it bundles (its error shape) is copied
 * beside it, as the server package's is. Inside the toolchain nothing of this is written: the package is ours.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { IR } from '../../ir/types.js';
import { kebabCase } from '../../ir/api.js';
import { toolchainRoot } from '../../paths.js';
import { GITIGNORE, isToolchain, workspaceManifest } from '../package/files.js';
import { npmVersion } from '../package/manifest.js';
import { runtime, runtimeFiles } from '../runtimes.js';
import type { EmitContext, GeneratedFile } from '../types.js';
import { generatedHeader } from '../header.js';

const MOCK_DIR = 'packages/mock';

/** The mock package's hand-written sources: `src/` without `src/generated/`. */
function handWritten(): string[] {
  const dir = path.join(toolchainRoot, MOCK_DIR, 'src');
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && (e.name.endsWith('.ts') || e.name === 'README.md'))
    .map((e) => path.relative(toolchainRoot, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .filter((file) => !file.startsWith(`${MOCK_DIR}/src/generated/`))
    .sort();
}

/** For editors: the settings the mock's sources are written to. */
const TSCONFIG = `${JSON.stringify(
  {
    compilerOptions: {
      target: 'ES2023',
      lib: ['ES2023'],
      module: 'NodeNext',
      moduleResolution: 'NodeNext',
      customConditions: ['cmp-source'],
      strict: true,
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

function manifest(ir: IR): string {
  const own = JSON.parse(readFileSync(path.join(toolchainRoot, MOCK_DIR, 'package.json'), 'utf8')) as Record<string, unknown> & { dependencies: Record<string, string> };
  const base = kebabCase(ir.info.title.replace(/['’]/g, '')) || 'api';
  const server = runtime('server');
  return `${JSON.stringify(
    {
      name: `${base}-mock`,
      version: npmVersion(ir.info.version),
      description: `Mock of ${ir.info.title}: Prism on its OpenAPI document, with a stateful mode (resources inferred from the document, in memory or Redis) and a validating proxy.`,
      type: 'module',
      exports: own.exports,
      types: own.types,
      bin: { [`${base}-mock`]: './dist/cli.js' },
      files: ['dist', 'spec'],
      scripts: { build: 'tsdown --config-loader native', prepack: 'npm run build' },
      dependencies: own.dependencies,
      devDependencies: { [server.name]: server.version },
      engines: own.engines,
    },
    null,
    2,
  )}\n`;
}

function buildConfig(ir: IR): string {
  return `${generatedHeader(ir)}
// ESM build of the mock's library, its command and its own process (what startMock() starts). The server
// runtime's error shape is bundled in from its TypeScript source; the document it mocks is spec/openapi.json.
import { defineConfig } from 'tsdown';

/** Files outside the package that the build reads: a change to them rebuilds it (the toolchain's \`build\`). */
export const inputs = ['../server-runtime/src'];

export default defineConfig({
  entry: ['src/index.ts', 'src/cli.ts', 'src/mock-process.ts'],
  format: ['esm'],
  dts: { oxc: true, compilerOptions: { customConditions: ['cmp-source'] } },
  platform: 'node',
  target: 'node20',
  fixedExtension: false,
  clean: false,
  deps: { alwaysBundle: ['${runtime('server').name}'] },
  inputOptions: { resolve: { conditionNames: ['cmp-source', 'import', 'node', 'default'] } },
});
`;
}

export function mockPackageFiles(ir: IR, context: EmitContext = {}): GeneratedFile[] {
  const out = context.out === undefined ? toolchainRoot : path.resolve(context.out);
  if (isToolchain(out)) return [];
  const files: GeneratedFile[] = handWritten().map((file) => ({ path: file, contents: readFileSync(path.join(toolchainRoot, file), 'utf8') }));
  files.push(
    { path: `${MOCK_DIR}/package.json`, contents: manifest(ir) },
    { path: `${MOCK_DIR}/tsdown.config.mjs`, contents: buildConfig(ir) },
    { path: `${MOCK_DIR}/tsconfig.json`, contents: TSCONFIG },
    { path: `${MOCK_DIR}/spec/openapi.json`, contents: `${JSON.stringify(ir.document, null, 2)}\n` },
    { path: 'package.json', contents: workspaceManifest(ir) },
    { path: '.gitignore', contents: GITIGNORE },
  );
  for (const file of runtimeFiles('server')) files.push({ path: file, contents: readFileSync(path.join(toolchainRoot, file), 'utf8') });
  return files;
}
