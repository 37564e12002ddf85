// ESM build of the library and the CLI, so `import '@customer-messaging/sandbox'` and the `cmp-sandbox` bin
// run from plain Node; the server stubs and jose stay external (they are dependencies).
import { defineConfig } from 'tsdown';

export default defineConfig({
  entry: ['src/index.ts', 'src/cli.ts'],
  format: ['esm'],
  dts: { oxc: true },
  platform: 'node',
  target: 'node20',
  fixedExtension: false,
  // Files are replaced, not the folder wiped first: tests and running services read dist/ while it is rebuilt.
  clean: false,
});
