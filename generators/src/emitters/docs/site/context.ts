/**
 * What every page family of the docs site shares while one site is built: the IR, the header and footer's
 * facts (`SiteInfo`), the page settings of redocly.yaml, the code highlighter, the reference's routes and
 * the links into it, and the one way a page is wrapped in the layout.
 */
import type { UserConfig } from '../../../config/types.js';
import path from 'node:path';
import type { IR } from '../../../ir/types.js';
import { generatedHeader } from '../../header.js';
import { docsConfig } from '../config.js';
import { readPageSettings, type PageSettings } from '../settings.js';
import { createCodeHighlighter, type CodeHighlighter } from './highlight.js';
import { relativeHref, sitePage, type SiteInfo } from './layout.js';
import { referenceRoutes, type TryItServer } from './reference.js';

export const root = docsConfig.repoRoot;
export const site = docsConfig.site;
export const siteTemplates = path.join(docsConfig.templatesDir, 'site');

export interface BuildSiteOptions {
  outDir?: string;
  /** Builds the IR of a released spec (openapi/releases/<version>.json); without it, no per-version references. */
  loadRelease?: (file: string) => Promise<IR>;
  /** The guides in reading order (cmp.config.ts `docs.guides`); default every guide, by file name. */
  guides?: string[];
  /** The servers "Try it" offers first (cmp.config.ts `docs.tryItServers`); default the spec's own. */
  tryItServers?: TryItServer[];
  /** The configuration the SDK is generated with: the changelog judges each release's changes by it, as `diff` does. */
  config?: UserConfig;
}

/** One file of the site, relative to its folder. */
export interface SiteFile {
  path: string;
  contents: string;
}

export const REFERENCE = 'reference/index.html';
export const referenceOf = (version: string) => `reference/${version}/index.html`;
/** Row ids that keep the code's own spelling (`code-validation_failed`), so a link reads like the code. */
export const errorCodeId = (code: string) => `code-${code.replace(/[^\w-]+/g, '-')}`;
export const scopeId = (name: string) => `scope-${name.replace(/[^\w-]+/g, '-')}`;
export const byVersion = (a: string, b: string) => a.localeCompare(b, undefined, { numeric: true });
export const clip = (text: string, length = 160) => (text.length > length ? `${text.slice(0, length).replace(/\s\S*$/, '')}...` : text);

type OperationRef = { tags: string[]; operationId?: string };

export interface SiteContext {
  ir: IR;
  options: BuildSiteOptions;
  info: SiteInfo;
  settings: PageSettings;
  highlighter: CodeHighlighter;
  routes: ReturnType<typeof referenceRoutes>;
  /** A page of the layout at `at`. */
  page(at: string, title: string, description: string, content: string): SiteFile;
  /** The link from the page at `at` to an operation of the reference at `reference`. */
  operationHref(at: string, reference: string): (op: OperationRef) => string | undefined;
  /** The link from the page at `at` to a schema of the reference at `reference`. */
  schemaHref(at: string, reference: string): (name: string) => string | undefined;
}

export async function createSiteContext(ir: IR, options: BuildSiteOptions): Promise<SiteContext> {
  const settings = readPageSettings(docsConfig.redoclyConfig);
  const info: SiteInfo = {
    title: ir.info.title,
    specVersion: ir.info.version,
    ...(settings.logo ? { logo: settings.logo.url } : {}),
    generatedHeader: generatedHeader(ir, '').replace(/\n/g, ' ').trim(),
  };
  const routes = referenceRoutes(settings.schemasSection);
  return {
    ir,
    options,
    info,
    settings,
    highlighter: await createCodeHighlighter(),
    routes,
    page: (at, title, description, content) => ({ path: at, contents: sitePage(info, at, { title, description, content }) }),
    operationHref: (at, reference) => (op) => {
      const route = routes.operation(op);
      return route ? relativeHref(at, `${reference}#${route}`) : undefined;
    },
    schemaHref: (at, reference) => (name) => {
      const route = routes.schema(name);
      return route ? relativeHref(at, `${reference}#${route}`) : undefined;
    },
  };
}
