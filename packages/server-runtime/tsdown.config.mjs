// ESM and CJS builds with declarations (isolatedDeclarations, no type check in the build); the runtime's
// dependencies stay external; `shims` gives the CJS build `import.meta.url`.
import { defineConfig } from 'tsdown';

export default defineConfig({
  // `refusals.ts` is the `./errors` entry: the error shape without the server, for other front ends (the mock);
  // `webhook-sender.ts` the `./webhooks` entry: signing and delivering webhooks without the server (the mock).
  entry: ['src/index.ts', 'src/refusals.ts', 'src/webhook-sender.ts'],
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
