import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import { defineConfig } from 'tsup';

// ESM build of the library, the CLI and the mock's own process (what startMock() starts). The published
// package carries what the source reads from the repository: the bundled spec it mocks by default
// (spec/openapi.json).
export default defineConfig({
  entry: ['src/index.ts', 'src/cli.ts', 'src/mock-process.ts'],
  format: ['esm'],
  dts: { entry: 'src/index.ts' },
  clean: true,
  target: 'node20',
  onSuccess: async () => {
    rmSync('spec', { recursive: true, force: true });
    mkdirSync('spec');
    copyFileSync('../../openapi/dist/openapi.json', 'spec/openapi.json');
  },
});
