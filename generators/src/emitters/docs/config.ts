/** Where the API reference goes and what its samples look like. Page settings live in ../../../../redocly.yaml. */
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

export const docsConfig = {
  dir: 'docs/reference',
  html: 'docs/reference/index.html',
  /** One TypeScript file per operation, exactly the sample the page shows; tests/docs compiles them. */
  samplesDir: 'docs/reference/samples',
  /** Title (`seo.title`), logo (`logo`), page template and Redoc options (`openapi`) are read from here. */
  redoclyConfig: path.join(repoRoot, 'redocly.yaml'),
  redoclyBin: path.join(repoRoot, 'node_modules/@redocly/cli/bin/cli.js'),
  templatesDir: path.join(repoRoot, 'templates/docs'),
  repoRoot,
  /** How the samples construct the client. */
  client: {
    packageName: '@customer-messaging/client',
    className: 'CustomerMessagingClient',
    clientIdEnv: 'CMP_CLIENT_ID',
    clientSecretEnv: 'CMP_CLIENT_SECRET',
  },
  /**
   * Images Redoc's bundle loads from a CDN (its "API docs by" attribution badge), with the local file put
   * in their place as a data URL so the page requests nothing from outside.
   */
  offlineImages: {
    'https://cdn.redoc.ly/redoc/logo-mini-full.svg': 'templates/docs/attribution-logo.svg',
    'https://cdn.redoc.ly/redoc/logo-mini.svg': 'templates/docs/attribution-logo.svg',
  } as Record<string, string>,
  /** Query parameters that set the page size; a list sample shows them with their default. */
  pageSizeParams: ['per_page', 'limit'],
  /** Query parameters that say where a page starts; a first call leaves them out. */
  pagePositionParams: ['page', 'cursor'],
};
