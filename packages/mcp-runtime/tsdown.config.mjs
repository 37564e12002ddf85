// ES modules with one bundled declaration file (isolatedDeclarations: no type check in the build). The MCP
// SDK and Ajv stay external: they are dependencies. ESM only, as the SDK's own examples and the servers
// desktop clients start (a command, not a library most callers require()).
import { defineConfig } from 'tsdown';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: { oxc: true },
  sourcemap: true,
  platform: 'node',
  target: 'node20',
  fixedExtension: false,
  // Files are replaced, not the folder wiped first: tests and running services read dist/ while it is rebuilt.
  clean: false,
});
