// ESM and CJS builds, each with its declaration file (one bundled .d.ts, emitted without a type check
// because every export is annotated: isolatedDeclarations), so `import` and `require` consumers both get
// types. openapi-fetch stays external: it is a dependency.
import { defineConfig } from 'tsdown';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm', 'cjs'],
  dts: { oxc: true },
  sourcemap: true,
  platform: 'node',
  target: 'node20',
  fixedExtension: false,
  // Files are replaced, not the folder wiped first: tests and running services read dist/ while it is rebuilt.
  clean: false,
});
