import { copyFileSync, mkdirSync, renameSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'tsdown';

/** Files outside the package that the build reads: a change to them rebuilds it. */
export const inputs = ['../../openapi/dist/openapi.json', '../server-runtime/src'];

// ESM build of the library, the CLI and the mock's own process (what startMock() starts). The published
// package carries what the source reads from the repository: the bundled spec it mocks by default
// (spec/openapi.json).
export default defineConfig({
  entry: ['src/index.ts', 'src/cli.ts', 'src/mock-process.ts'],
  format: ['esm'],
  dts: { oxc: true },
  platform: 'node',
  target: 'node20',
  fixedExtension: false,
  // The server runtime's error shape (`@openapi-cmp/server-runtime/errors`, which the front door answers
  // refusals with) is bundled in from its TypeScript source, so the published package needs no runtime.
  deps: { alwaysBundle: ['@openapi-cmp/server-runtime'] },
  inputOptions: { resolve: { conditionNames: ['cmp-source', 'import', 'node', 'default'] } },
  // Files are replaced, not the folder wiped first: tests and running services read dist/ while it is rebuilt.
  clean: false,
  // The copy replaces the old file in one rename: a mock started from dist/ while the package is rebuilt
  // (the release tests build it while other tests run it) never finds the spec missing or half written.
  onSuccess: ({ cwd }) => {
    const spec = path.join(cwd, 'spec/openapi.json');
    mkdirSync(path.dirname(spec), { recursive: true });
    copyFileSync(path.join(cwd, inputs[0]), `${spec}.tmp`);
    renameSync(`${spec}.tmp`, spec);
  },
});
