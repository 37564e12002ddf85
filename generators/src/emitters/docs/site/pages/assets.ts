/**
 * The search index (the guides' sections and the reference's operations, schemas, error codes and scopes)
 * and the assets every page loads: styles, scripts, the "Try it" samples, the icon.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { errorCodeRows } from '../../catalogue.js';
import { tryItSamplesScript } from '../bundle.js';
import { referenceDocuments, searchIndexScript, type SearchDocument } from '../search.js';
import { errorCodeId, REFERENCE, scopeId, siteTemplates, type SiteContext, type SiteFile } from '../context.js';
import { guideDocuments, type GuidePages } from './guides.js';

const FALLBACK_ICON = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="16" rx="3" fill="#0f766e"/></svg>\n';

export function searchIndex(context: SiteContext, guides: GuidePages): SiteFile {
  const { ir, routes } = context;
  const search: SearchDocument[] = [
    ...guides.guides.flatMap(guideDocuments),
    ...referenceDocuments(ir, errorCodeRows(ir), {
      operation: (op) => {
        const route = routes.operation({ tags: [op.tag], operationId: op.id });
        return route && `${REFERENCE}#${route}`;
      },
      schema: (name) => {
        const route = routes.schema(name);
        return route && `${REFERENCE}#${route}`;
      },
      errorCode: (code) => `error-codes.html#${errorCodeId(code)}`,
      scope: (name) => `scopes.html#${scopeId(name)}`,
    }),
  ];
  return { path: 'assets/search-index.js', contents: searchIndexScript(search) };
}

export async function assetFiles(context: SiteContext): Promise<SiteFile[]> {
  const css = readFileSync(path.join(siteTemplates, 'site.css'), 'utf8');
  return [
    { path: 'assets/site.css', contents: `${css}\n/* shiki's token colours, as classes */\n${context.highlighter.css()}\n` },
    ...['reference.css', 'reference.js', 'theme.js', 'site.js', 'try-it.js'].map((asset) => ({
      path: `assets/${asset}`,
      contents: readFileSync(path.join(siteTemplates, asset), 'utf8'),
    })),
    { path: 'assets/try-it-samples.js', contents: await tryItSamplesScript() },
    // The browser asks for an icon on every page; without one it asks the server's root, outside the site.
    { path: 'assets/favicon.svg', contents: context.settings.logoFile ? readFileSync(context.settings.logoFile, 'utf8') : FALLBACK_ICON },
  ];
}
