/**
 * The `docs` command (`npm run docs`): regenerate the API reference (`generate --only docs`), then build the
 * publishable docs site of the project (default docs/site/, replaced): the reference and one per released
 * spec version, the guides, the error codes, the scopes, the changelog and the docs for agents, as static
 * files that work offline. See ./build.ts.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';

export const DOCS_USAGE = `Usage: npm run docs -- [--out DIR]

  --out DIR   the folder the site is written to (default docs/site; the folder is replaced)

The reference page is regenerated first; then open DIR/index.html, or serve the folder at any path: it
works offline.`;

export async function docsCommand(argv: string[]): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({ args: argv, options: { out: { type: 'string' }, help: { type: 'boolean', short: 'h', default: false } } }));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${DOCS_USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(DOCS_USAGE);
    return 0;
  }
  const code = await (await import('../../../generate.js')).generateCommand(['--only', 'docs']);
  if (code !== 0) return code;
  const { buildProjectSite } = await import('./project.js');
  const { outDir, pages } = await buildProjectSite(values.out ? { outDir: path.resolve(values.out) } : {});
  console.log(`Docs site: ${pages.length} pages in ${path.relative(process.cwd(), outDir) || '.'}/ (open index.html, or serve the folder at any path; it works offline)`);
  return 0;
}
