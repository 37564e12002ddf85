import { defineConfig } from 'tsup';

// ESM and CJS builds with declarations; the runtime's dependencies stay external.
export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'node20',
  shims: true,
});
