/** `changelog.html`: one entry per released version, in the API's words, with the packages released at it. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { renderHtml } from '../../templates.js';
import { releaseEntries } from '../changelog.js';
import { renderMarkdown, slugify } from '../markdown.js';
import { errorCodeId, referenceOf, root, site, type SiteContext, type SiteFile } from '../context.js';
import type { ReferencePages } from './references.js';

export function changelogPage(context: SiteContext, references: ReferencePages): { file: SiteFile; entries: ReturnType<typeof releaseEntries> } {
  const packages = site.packages
    .filter((dir) => existsSync(path.join(root, dir, 'package.json')))
    .map((dir) => JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8')).name as string);
  const entries = releaseEntries(
    references.released,
    (version) => ({
      operation: context.operationHref('changelog.html', referenceOf(version)),
      schema: context.schemaHref('changelog.html', referenceOf(version)),
      errorCode: (code) => `error-codes.html#${errorCodeId(code)}`,
    }),
    context.options.config,
  );
  const file = context.page(
    'changelog.html',
    'Changelog',
    'What changed in each released version of the API.',
    renderHtml('site/changelog.hbs', {
      releases: entries.map((entry) => ({
        id: `v${slugify(entry.version)}`,
        version: entry.version,
        referenceHref: referenceOf(entry.version),
        packages: packages.map((name) => `${name} ${entry.version}`),
        html: renderMarkdown(entry.markdown, { source: 'CHANGELOG.md', page: 'changelog.html', pages: new Map(), highlighter: context.highlighter }).html,
      })),
    }),
  );
  return { file, entries };
}
