// ESM and CJS builds with declarations (isolatedDeclarations, no type check in the build); the runtime's
// dependencies stay external; `shims` gives the CJS build `import.meta.url`.
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
  shims: true,
});
