/**
 * The package.json of a generated package (client or server): its name, version and description (the
 * configuration's, else the spec's `info`), the configuration's further fields, ESM + CJS entry points
 * with their types, and its dependencies. The runtime is bundled into the package's `dist/` (see
 * build-config.ts), so the runtime is a build-time dependency only and its own dependencies are the package's.
 */
import type { IR } from '../../ir/types.js';
import { runtime, toolchainDevVersion, type RuntimeKind } from '../runtimes.js';

const SEMVER = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(-[0-9A-Za-z-]+(\.[0-9A-Za-z-]+)*)?(\+[0-9A-Za-z-]+(\.[0-9A-Za-z-]+)*)?$/;

/**
 * The spec's `info.version` as npm takes it: as written when it is semver, `1.2` and `v3` completed to
 * `1.2.0` and `3.0.0`, anything else (a date such as `2013-01-01`) `0.0.0`, which npm accepts.
 */
export function npmVersion(version: string): string {
  if (SEMVER.test(version)) return version;
  const short = /^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(version.trim());
  if (short) {
    const completed = [short[1], short[2] ?? '0', short[3] ?? '0'].map((n) => String(Number(n))).join('.');
    if (SEMVER.test(completed)) return completed;
  }
  return '0.0.0';
}

const sorted = (deps: { [name: string]: string }) => Object.fromEntries(Object.entries(deps).sort(([a], [b]) => a.localeCompare(b)));

/**
 * A package's build: tsdown through its API, from the package's tsdown.config.mjs, rather than its CLI. The
 * CLI prints "[tsdown] Node.js v20... is deprecated" at each start on Node below 22.18 (tsdown's own notice,
 * not a Node warning one could silence by code), once per package of a workspace build, though Node 20 is a
 * version these packages support (`engines`); the API builds the same way and prints the same report
 * without it. The hand-written runtime packages use the same script.
 */
export const TSDOWN_BUILD = `node --input-type=module -e "await (await import('tsdown')).build({ configLoader: 'native' })"`;

/**
 * `inToolchain`: the package is one of the toolchain's own workspace (our API's), whose tests and type-checks
 * read the sources through the `cmp-source` condition. A package written anywhere else (`--out`) is another
 * API's, and its manifest names only what its tarball holds.
 */
export function packageManifest(ir: IR, kind: RuntimeKind, { inToolchain = true }: { inToolchain?: boolean } = {}): string {
  if (kind === 'mcp') return mcpManifest(ir, { inToolchain });
  const pkg = ir.api[kind];
  const rt = runtime(kind);
  const manifest = {
    name: pkg.packageName,
    version: npmVersion(ir.info.version),
    description: pkg.description,
    type: 'module',
    ...pkg.packageJson,
    main: './dist/index.cjs',
    module: './dist/index.js',
    types: './dist/index.d.ts',
    exports: {
      '.': {
        // Inside the toolchain's workspace, tests and type-checks read the sources (the condition is the toolchain's; no consumer sets it).
        ...(inToolchain ? { 'cmp-source': './src/index.ts' } : {}),
        import: { types: './dist/index.d.ts', default: './dist/index.js' },
        require: { types: './dist/index.d.cts', default: './dist/index.cjs' },
      },
      './package.json': './package.json',
    },
    files: ['dist', 'README.md', 'CHANGELOG.md'],
    sideEffects: false,
    engines: { node: '>=20.19' },
    scripts: { build: TSDOWN_BUILD },
    dependencies: sorted(rt.dependencies),
    devDependencies: sorted({ [rt.name]: rt.version, tsdown: toolchainDevVersion('tsdown') }),
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/**
 * The MCP package: ES modules (a command first; the MCP SDK's own servers are ES modules), a `bin`, the
 * generated client as a dependency (it calls the API), the runtime bundled in and its dependencies (the
 * MCP SDK, Ajv) the package's own.
 */
function mcpManifest(ir: IR, { inToolchain }: { inToolchain: boolean }): string {
  const pkg = ir.api.mcp;
  const rt = runtime('mcp');
  const version = npmVersion(ir.info.version);
  const manifest = {
    name: pkg.packageName,
    version,
    description: pkg.description,
    type: 'module',
    ...pkg.packageJson,
    types: './dist/index.d.ts',
    bin: { [pkg.binName]: './dist/bin.js' },
    exports: {
      '.': { ...(inToolchain ? { 'cmp-source': './src/index.ts' } : {}), types: './dist/index.d.ts', default: './dist/index.js' },
      './package.json': './package.json',
    },
    files: ['dist', 'README.md', 'CHANGELOG.md'],
    sideEffects: false,
    engines: { node: '>=20.19' },
    scripts: { build: TSDOWN_BUILD },
    dependencies: sorted({ ...rt.dependencies, [ir.api.client.packageName]: version }),
    devDependencies: sorted({ [rt.name]: rt.version, tsdown: toolchainDevVersion('tsdown') }),
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}
