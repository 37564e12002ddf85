/**
 * The project's own site, as `npm run docs` builds it: the spec and configuration of cmp.config.ts, every
 * released spec, the guides in the configured order and the configured "Try it" servers.
 */
import { loadIR, loadProject } from '../../../load/index.js';
import { buildSite } from './build.js';

export async function buildProjectSite(options: { outDir?: string } = {}): Promise<{ outDir: string; pages: string[] }> {
  const { ir, config } = await loadProject();
  const docs = config.config.docs ?? {};
  return buildSite(ir, {
    ...(options.outDir ? { outDir: options.outDir } : {}),
    loadRelease: async (file) => (await loadIR(file, { config: config.config })).ir,
    ...(docs.guides ? { guides: docs.guides } : {}),
    ...(docs.tryItServers ? { tryItServers: docs.tryItServers } : {}),
    config: config.config,
  });
}
