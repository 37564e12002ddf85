// Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
// Regenerate with `npm run generate`.
//
// ESM and CJS builds, each with its bundled declaration file (isolated declarations: no type check in the
// build). @openapi-cmp/mcp-runtime is bundled in, read from its TypeScript source (its `cmp-source` export condition),
// so the package installs alone; the runtime's own dependencies are this package's and stay external.
import { defineConfig } from 'tsdown';

/** Files outside the package that the build reads: a change to them rebuilds it (the toolchain's `build`). */
export const inputs = ['../mcp-runtime/src'];

const source = ['cmp-source', 'import', 'require', 'node', 'default'];

export default defineConfig({
  entry: ['src/index.ts', 'src/bin.ts'],
  format: ['esm'],
  dts: { oxc: true, compilerOptions: { customConditions: ['cmp-source'] } },
  sourcemap: true,
  platform: 'node',
  target: 'node20',
  fixedExtension: false,
  // Files are replaced, not the folder wiped first: tests and running services read dist/ while it is rebuilt.
  clean: false,
  deps: { alwaysBundle: ['@openapi-cmp/mcp-runtime'] },
  inputOptions: { resolve: { conditionNames: source } },
});
