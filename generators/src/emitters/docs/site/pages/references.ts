/** The API references: the working spec's (`reference/index.html`, the newest) and one per released spec (`reference/<version>/`). */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { IR } from '../../../../ir/types.js';
import { docsConfig } from '../../config.js';
import { decorateDocument } from '../../decorate.js';
import { buildReferencePage } from '../../render.js';
import type { VersionLink } from '../layout.js';
import { referenceSitePage, tryItData } from '../reference.js';
import { byVersion, REFERENCE, referenceOf, root, site, type SiteContext, type SiteFile } from '../context.js';

export interface ReferencePages {
  files: SiteFile[];
  /** Each released spec as published, oldest first. */
  released: { version: string; document: Record<string, unknown> }[];
  releasedIrs: { version: string; ir: IR }[];
}

const CORS_HINT = 'npm run sandbox -- --cors, or npm run mock -- --cors.';

export async function referencePages(context: SiteContext): Promise<ReferencePages> {
  const { ir, info, routes, settings, options } = context;
  const releases = options.loadRelease ? releaseVersions() : [];
  const versions: VersionLink[] = [...new Set([ir.info.version, ...releases])]
    .sort(byVersion)
    .reverse()
    .map((version) => ({ version, page: version === ir.info.version ? REFERENCE : referenceOf(version), label: version === ir.info.version ? `${version} (latest)` : version }));
  const files: SiteFile[] = [
    {
      path: REFERENCE,
      contents: referenceSitePage(readFileSync(path.join(root, docsConfig.html), 'utf8'), {
        site: info,
        page: REFERENCE,
        title: 'API reference',
        version: ir.info.version,
        versions,
        tryIt: tryItData(ir, routes, options.tryItServers, CORS_HINT),
      }),
    },
  ];
  const released: ReferencePages['released'] = [];
  const releasedIrs: ReferencePages['releasedIrs'] = [];
  for (const version of releases) {
    const file = path.join(root, site.releasesDir, `${version}.json`);
    const releaseIr = await options.loadRelease!(file);
    releasedIrs.push({ version, ir: releaseIr });
    released.push({ version, document: JSON.parse(readFileSync(file, 'utf8')) });
    const html = await buildReferencePage(decorateDocument(releaseIr, settings), {
      ...settings,
      title: `${info.title} ${version}`,
      header: info.generatedHeader,
      config: docsConfig.redoclyConfig,
    });
    files.push({
      path: referenceOf(version),
      contents: referenceSitePage(html, {
        site: info,
        page: referenceOf(version),
        title: `API reference ${version}`,
        version,
        versions,
        tryIt: tryItData(releaseIr, routes, options.tryItServers, CORS_HINT),
      }),
    });
  }
  return { files, released, releasedIrs };
}

/** The released specs' versions (openapi/releases/<version>.json), oldest first. */
function releaseVersions(): string[] {
  const dir = path.join(root, site.releasesDir);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => /^\d+\.\d+\.\d+.*\.json$/.test(f))
    .map((f) => f.replace(/\.json$/, ''))
    .sort(byVersion);
}
