import { copyFileSync, mkdirSync } from 'node:fs';
import { defineConfig } from 'tsup';

// ESM build of the library and the CLI. The published package carries what the source reads from the
// repository: Prism's parent-death watchdog and the bundled spec it mocks by default (spec/openapi.yaml).
export default defineConfig({
  entry: ['src/index.ts', 'src/cli.ts'],
  format: ['esm'],
  dts: { entry: 'src/index.ts' },
  clean: true,
  target: 'node20',
  onSuccess: async () => {
    copyFileSync('src/core/watchdog.cjs', 'dist/watchdog.cjs');
    mkdirSync('spec', { recursive: true });
    copyFileSync('../../openapi/dist/openapi.yaml', 'spec/openapi.yaml');
  },
});
