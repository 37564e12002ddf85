/**
 * npm run docs [-- --out DIR]: regenerate the API reference, then build the publishable docs site (default
 * docs/site/): the reference and one per released spec version, the guides, the error codes, the scopes,
 * the changelog and the diff rules, as static files that work offline. See
 * generators/src/emitters/docs/site/build.ts.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildSite } from '../generators/src/emitters/docs/site/build.js';
import { loadIR, loadProject } from '../generators/src/load/index.js';

let values;
try {
  ({ values } = parseArgs({ options: { out: { type: 'string' }, help: { type: 'boolean', short: 'h', default: false } } }));
} catch (error) {
  console.error(`${(error as Error).message}\n\nUsage: npm run docs -- [--out DIR]`);
  process.exit(2);
}
if (values.help) {
  console.log('Usage: npm run docs -- [--out DIR]   (default docs/site; the folder is replaced)');
  process.exit(0);
}
const { ir, config } = await loadProject();
const { outDir, pages } = await buildSite(ir, {
  ...(values.out ? { outDir: path.resolve(values.out) } : {}),
  loadRelease: async (file) => (await loadIR(file, { config: config.config })).ir,
});
console.log(`Docs site: ${pages.length} pages in ${path.relative(process.cwd(), outDir) || '.'}/ (open index.html; it works offline)`);
