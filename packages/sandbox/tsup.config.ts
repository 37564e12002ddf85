import { defineConfig } from 'tsup';

// ESM build of the library and the CLI, so `import '@customer-messaging/sandbox'` and the `cmp-sandbox` bin
// run from plain Node; the server stubs and jose stay external (they are dependencies).
export default defineConfig({
  entry: ['src/index.ts', 'src/cli.ts'],
  format: ['esm'],
  dts: { entry: 'src/index.ts' },
  clean: true,
  target: 'node20',
});
