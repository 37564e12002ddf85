/**
 * npm run docs [-- --out DIR]: regenerate the API reference, then build the publishable docs site (default
 * docs/site/): the reference and one per released spec version, the guides, the error codes, the scopes
 * and the changelog, as static files that work offline. See generators/src/emitters/docs/site/build.ts.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildProjectSite } from '../generators/src/emitters/docs/site/project.js';

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
const { outDir, pages } = await buildProjectSite(values.out ? { outDir: path.resolve(values.out) } : {});
console.log(`Docs site: ${pages.length} pages in ${path.relative(process.cwd(), outDir) || '.'}/ (open index.html, or serve the folder at any path; it works offline)`);
