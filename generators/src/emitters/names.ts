/**
 * The emitters' names and the folders they own, for the CLI to check `--only` and key its cache without
 * loading the emitters themselves (they pull in prettier, Redocly and Handlebars). The folders come from
 * each emitter's config, as its `ownedDirs` do; `test/cli/cli.test.ts` checks both match `index.ts`.
 */
import { bundleConfig } from './bundle/config.js';
import { clientConfig } from './client/config.js';
import { serverConfig } from './server/config.js';
import { docsConfig } from './docs/config.js';
import { mockConfig } from './mock/config.js';
import { mcpConfig } from './mcp/config.js';
import { pythonConfig } from './python/config.js';

export const EMITTER_NAMES = ['bundle', 'client', 'server', 'docs', 'mock', 'mcp', 'python'] as const;

export const EMITTER_DIRS: Record<(typeof EMITTER_NAMES)[number], string> = {
  bundle: bundleConfig.dir,
  client: clientConfig.dir,
  server: serverConfig.dir,
  docs: docsConfig.dir,
  mock: mockConfig.dir,
  mcp: mcpConfig.dir,
  python: pythonConfig.dir,
};
