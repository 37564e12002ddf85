/**
 * What every page of the site shares: the header (name, navigation, version picker on the reference, search
 * box, theme switch), the footer, and the page shell with its Content-Security-Policy. Every link is
 * relative to the page (`../guides/index.html`), so the site works at a domain's root, under any path
 * prefix and from file://.
 */
import path from 'node:path';
import { renderHtml } from '../templates.js';

export interface SiteInfo {
  title: string;
  specVersion: string;
  /** The logo as a data: URL, when redocly.yaml names one. */
  logo?: string;
  generatedHeader: string;
}

export interface VersionLink {
  version: string;
  /** Site path of that version's reference page. */
  page: string;
  label: string;
}

/** Scripts come from the site's own files only; styles too (shiki's colours are classes, not inline styles). */
export const PAGE_CSP = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'";

const NAV: [page: string, label: string, section: string][] = [
  ['guides/index.html', 'Guides', 'guides/'],
  ['reference/index.html', 'API reference', 'reference/'],
  ['error-codes.html', 'Error codes', 'error-codes.html'],
  ['scopes.html', 'Scopes', 'scopes.html'],
  ['changelog.html', 'Changelog', 'changelog.html'],
];

/** `target` (a site path) as seen from `page`. */
export function relativeHref(page: string, target: string): string {
  const [file = '', hash] = target.split('#');
  const relative = path.posix.relative(path.posix.dirname(page), file) || path.posix.basename(file);
  return hash === undefined ? relative : `${relative}#${hash}`;
}

export const rootOf = (page: string) => '../'.repeat(page.split('/').length - 1);

function nav(page: string) {
  return NAV.map(([target, label, section]) => ({ href: relativeHref(page, target), label, current: page === target || page.startsWith(section) }));
}

/** The header; on a reference page, `versions` fills the version picker and `version` is the one on screen. */
export function siteHeader(site: SiteInfo, page: string, versions: VersionLink[] = [], version?: string): string {
  const current = versions.find((v) => v.version === version);
  return renderHtml('site/header.hbs', {
    root: rootOf(page),
    siteTitle: site.title,
    logo: site.logo ?? '',
    nav: nav(page),
    versions: versions.map((v) => ({ href: relativeHref(page, v.page), label: v.label, current: v === current })),
    versionLabel: current?.label ?? '',
  });
}

export function siteFooter(site: SiteInfo, page: string): string {
  return renderHtml('site/footer.hbs', { nav: nav(page), siteTitle: site.title, specVersion: site.specVersion });
}

/** A page of the site (everything but the reference pages, which are Redoc's own documents). */
export function sitePage(site: SiteInfo, page: string, { title, description, content }: { title: string; description: string; content: string }): string {
  return renderHtml('site/page.hbs', {
    generatedHeader: site.generatedHeader,
    csp: PAGE_CSP,
    title,
    siteTitle: site.title,
    description,
    root: rootOf(page),
    header: siteHeader(site, page),
    footer: siteFooter(site, page),
    content,
    markdown: markdownBar(page),
    markdownHref: relativeHref(page, page.replace(/\.html$/, '.md')),
  });
}

/** "View as Markdown" and "Copy as Markdown": the page's twin (same path, `.md`), for agents and for pasting into one. */
export function markdownBar(page: string): string {
  return renderHtml('site/markdown-bar.hbs', { href: relativeHref(page, page.replace(/\.html$/, '.md')) });
}
