/**
 * The publishable docs site: one static folder (default `docs/site/`, not committed) that works at a
 * domain's root, under any path prefix and from `file://`, offline, under a strict Content-Security-Policy
 * (scripts from the site's own files, and Redoc's inline ones by hash):
 *
 *   index.html                 home: what is where, the guides, the base URL
 *   guides/index.html          the guides in reading order; guides/<name>.html each, with previous/next
 *   reference/index.html       the API reference of the working spec (the newest), with "Try it"
 *   reference/<version>/       the reference of each released spec (openapi/releases/<version>.json)
 *   error-codes.html           every error code; scopes.html every scope (both from the IR)
 *   changelog.html             one entry per released version, in the API's words
 *   assets/                    site.css, reference.css, theme.js, site.js, try-it.js (its code samples bundled in
 *                              try-it-samples.js), MiniSearch and the search index
 *
 * Every page has the same header (navigation, search box, theme switch; a version picker on the
 * reference) and footer (`layout.ts`). Each family of pages is a module of `pages/` (guides, home,
 * catalogues, references, changelog, assets and search); the docs for agents are `agent-docs.ts`; what
 * they share while a site is built is `context.ts`. Only what the API's consumers need is published: the maintainers'
 * documents (the spec-change workflow, the diff rules, the spec's provenance) stay in the repository.
 */
import { copyFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { IR } from '../../../ir/types.js';
import { agentDocs } from './agent-docs.js';
import { createSiteContext, root, site, type BuildSiteOptions, type SiteFile } from './context.js';
import { assetFiles, searchIndex } from './pages/assets.js';
import { cataloguePages } from './pages/catalogues.js';
import { changelogPage } from './pages/changelog.js';
import { guidePages } from './pages/guides.js';
import { apiSummary, homePage } from './pages/home.js';
import { referencePages } from './pages/references.js';

export type { BuildSiteOptions } from './context.js';

export async function buildSite(ir: IR, options: BuildSiteOptions = {}): Promise<{ outDir: string; pages: string[] }> {
  const outDir = path.resolve(root, options.outDir ?? site.outDir);
  const context = await createSiteContext(ir, options);
  const guides = guidePages(context);
  const references = await referencePages(context);
  const changelog = changelogPage(context, references);
  const files: SiteFile[] = [
    ...guides.files,
    homePage(context, guides),
    ...cataloguePages(context),
    ...references.files,
    changelog.file,
    // Docs for agents: a Markdown twin of every page, llms.txt, llms-full.txt.
    ...agentDocs({
      ir,
      summary: apiSummary(context),
      pages: guides.sources,
      guides: guides.guides.map(({ name, rendered, summary, markdown }) => ({
        name,
        title: rendered.title,
        summary,
        source: `${site.guidesDir}/${name}.md`,
        markdown,
      })),
      changelog: changelog.entries.map((entry) => ({ version: entry.version, markdown: entry.markdown })),
      releases: references.releasedIrs,
    }),
    searchIndex(context, guides),
    ...(await assetFiles(context)),
  ];
  await writeSite(outDir, files);
  return {
    outDir,
    pages: files
      .map((f) => f.path)
      .filter((p) => p.endsWith('.html'))
      .sort(),
  };
}

/** Replaces the folder with the site's files, and MiniSearch's browser build beside them. */
async function writeSite(outDir: string, files: SiteFile[]): Promise<void> {
  await rm(outDir, { recursive: true, force: true });
  for (const file of files) {
    await mkdir(path.dirname(path.join(outDir, file.path)), { recursive: true });
    await writeFile(path.join(outDir, file.path), file.contents);
  }
  // MiniSearch's browser build (a UMD script that defines window.MiniSearch), as published.
  copyFileSync(
    createRequire(import.meta.url)
      .resolve('minisearch')
      .replace(/dist\/cjs\/index\.cjs$/, 'dist/umd/index.js'),
    path.join(outDir, 'assets/minisearch.js'),
  );
}
