import { copyFileSync, mkdirSync, renameSync, rmSync } from 'node:fs';
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
  // The copy replaces the old file in one rename: a mock started from dist/ while the package is rebuilt
  // (the release tests build it while other tests run it) never finds the spec missing or half written.
  onSuccess: async () => {
    mkdirSync('spec', { recursive: true });
    rmSync('spec/openapi.yaml', { force: true }); // the YAML copy earlier builds shipped
    copyFileSync('../../openapi/dist/openapi.json', 'spec/openapi.json.tmp');
    renameSync('spec/openapi.json.tmp', 'spec/openapi.json');
  },
});
