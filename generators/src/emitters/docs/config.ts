/** Where the API reference goes and what its samples look like. Page settings live in ../../../../redocly.yaml. */
import path from 'node:path';
import { toolchainRoot as repoRoot } from '../../paths.js';

export const docsConfig = {
  dir: 'docs/reference',
  html: 'docs/reference/index.html',
  /**
   * Per operation, exactly the samples the page shows: `<operationId>.gen.ts` (the client) and
   * `<operationId>.gen.sh` (curl). tests/docs runs every one against the sandbox.
   */
  samplesDir: 'docs/reference/samples',
  /** Title (`seo.title`), logo (`logo`), page template and Redoc options (`openapi`) are read from here. */
  redoclyConfig: path.join(repoRoot, 'redocly.yaml'),
  /** The Redoc options and page template of a document generated without a Redocly configuration (no title, no logo). */
  defaultRedoclyConfig: path.join(repoRoot, 'templates/docs/redocly.yaml'),
  redoclyBin: path.join(repoRoot, 'node_modules/@redocly/cli/bin/cli.js'),
  templatesDir: path.join(repoRoot, 'templates/docs'),
  repoRoot,
  /**
   * Images Redoc's bundle loads from a CDN (its "API docs by" attribution badge), with the local file put
   * in their place as a data URL so the page requests nothing from outside.
   */
  offlineImages: {
    'https://cdn.redoc.ly/redoc/logo-mini-full.svg': 'templates/docs/attribution-logo.svg',
    'https://cdn.redoc.ly/redoc/logo-mini.svg': 'templates/docs/attribution-logo.svg',
  } as Record<string, string>,
  /**
   * The docs site (`npm run docs`): a static folder, not committed. Its title is the spec's `info.title`;
   * the guides' order and the "Try it" servers come from cmp.config.ts (`docs`).
   */
  site: {
    outDir: 'docs/site',
    /** The guides, `<name>.md`, for API consumers. Maintainers' documents live in docs/maintainers/ and are not published. */
    guidesDir: 'docs/guides',
    releasesDir: 'openapi/releases',
    /** Packages released at the spec's version; the changelog names them beside each release. */
    packages: ['packages/client', 'packages/server', 'packages/mock'],
  },
  /** Query parameters that set the page size; a list sample shows them with their default. */
  pageSizeParams: ['per_page', 'limit'],
  /** Query parameters that say where a page starts; a first call leaves them out. */
  pagePositionParams: ['page', 'cursor'],
};
