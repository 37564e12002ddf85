/**
 * The publishable docs site: one static folder (default `docs/site/`, not committed) that works offline and
 * from `file://`, under a strict Content-Security-Policy on every page:
 *
 *   index.html            what is where
 *   reference/index.html  the API reference (the generated page, its inline scripts allowed by hash only)
 *   reference/<v>/        the reference of each released spec version (openapi/releases/<v>.json)
 *   guides/<name>.html    the guides of docs/guides, rendered from Markdown (markdown-it)
 *   error-codes.html      the error-code catalogue, scopes.html the scopes (both from the IR)
 *   changelog.html        the packages' CHANGELOG.md files
 *   diff-rules.html       docs/diff-rules.md, the spec diff rules
 *
 * The page shell is templates/docs/site-page.hbs with templates/docs/site.css inlined (and allowed by its
 * hash); guide pages carry no script at all.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { IR } from '../../../ir/types.js';
import { generatedHeader } from '../../header.js';
import { errorCodesMarkdown, scopesMarkdown } from '../catalogue.js';
import { docsConfig } from '../config.js';
import { decorateDocument } from '../decorate.js';
import { buildReferencePage } from '../render.js';
import { readPageSettings } from '../settings.js';
import { renderHtml } from '../templates.js';
import { renderMarkdown } from './markdown.js';

const root = docsConfig.repoRoot;
const site = docsConfig.site;

export interface BuildSiteOptions {
  outDir?: string;
  /** Builds the IR of a released spec (openapi/releases/<version>.json); without it, no per-version references. */
  loadRelease?: (file: string) => Promise<IR>;
}

export interface SitePage {
  path: string;
  contents: string;
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

export async function buildSite(ir: IR, options: BuildSiteOptions = {}): Promise<{ outDir: string; pages: string[] }> {
  const outDir = path.resolve(root, options.outDir ?? site.outDir);
  const pages: SitePage[] = [];
  const css = readFileSync(path.join(docsConfig.templatesDir, 'site.css'), 'utf8');
  const csp = `default-src 'none'; style-src ${sha256(css)}; img-src data:; base-uri 'none'; form-action 'none'`;
  const header = generatedHeader(ir, '').replace(/\n/g, ' ').trim();

  const guides = site.guides.filter((name) => existsSync(path.join(root, `docs/guides/${name}.md`)));
  const hasDiffRules = existsSync(path.join(root, site.diffRules));
  const sources = new Map<string, string>([
    ...guides.map((name) => [`docs/guides/${name}.md`, `guides/${name}.html`] as [string, string]),
    ...site.changelogs.map((file) => [file, 'changelog.html'] as [string, string]),
    ...(hasDiffRules ? [[site.diffRules, 'diff-rules.html'] as [string, string]] : []),
    ['docs/reference/index.html', 'reference/index.html'],
  ]);

  const releases = options.loadRelease ? releaseVersions() : [];
  const nav = (page: string) =>
    [
      ['index.html', 'Home'],
      ['reference/index.html', 'Reference'],
      [`guides/${guides[0]}.html`, 'Guides'],
      ['error-codes.html', 'Error codes'],
      ['scopes.html', 'Scopes'],
      ['changelog.html', 'Changelog'],
      ...(hasDiffRules ? [['diff-rules.html', 'Diff rules']] : []),
    ].map(([href, label]) => ({
      href: path.posix.relative(path.posix.dirname(page), href!) || href!,
      label,
      current: href === page || (label === 'Guides' && page.startsWith('guides/')),
    }));
  const shell = (page: string, title: string, content: string) => ({
    path: page,
    contents: renderHtml('site-page.hbs', {
      generatedHeader: header,
      csp,
      css,
      title,
      siteTitle: site.title,
      root: '../'.repeat(page.split('/').length - 1),
      nav: nav(page),
      content,
      specVersion: ir.info.version,
    }),
  });
  const markdownPage = (source: string, page: string, markdown: string) => {
    const { html, title } = renderMarkdown(markdown, { source, page, pages: sources });
    return shell(page, title, html);
  };

  const guideCards = guides.map((name) => {
    const markdown = readFileSync(path.join(root, `docs/guides/${name}.md`), 'utf8');
    pages.push(markdownPage(`docs/guides/${name}.md`, `guides/${name}.html`, markdown));
    const title = /^# (.+)$/m.exec(markdown)?.[1] ?? name;
    const summary =
      markdown
        .split('\n\n')
        .find((block) => block.trim() && !block.startsWith('#'))
        ?.replace(/\s+/g, ' ')
        .replace(/[`*]/g, '')
        .slice(0, 160) ?? '';
    return { href: `guides/${name}.html`, title, summary: summary.length === 160 ? `${summary.replace(/\s\S*$/, '')}...` : summary };
  });
  pages.push(
    shell(
      'index.html',
      'Home',
      renderHtml('site-home.hbs', {
        siteTitle: site.title,
        summary: ir.info.description.split('\n\n')[0]!.replace(/\s+/g, ' '),
        guides: guideCards,
        diffRules: hasDiffRules,
        releases: releases.map((version) => ({ version, href: `reference/${version}/index.html` })),
      }),
    ),
  );
  pages.push(markdownPage('docs/error-codes.md', 'error-codes.html', `# Error codes\n\n${errorCodesMarkdown(ir)}`));
  pages.push(markdownPage('docs/scopes.md', 'scopes.html', `# Scopes\n\n${scopesMarkdown(ir)}`));
  const changelogs = site.changelogs
    .filter((file) => existsSync(path.join(root, file)))
    .map((file) => {
      const name = JSON.parse(readFileSync(path.join(root, path.dirname(file), 'package.json'), 'utf8')).name as string;
      // Each package's changelog under its name; its own headings move one level down.
      return `## ${name}\n\n${readFileSync(path.join(root, file), 'utf8')
        .replace(/^# .*\n/, '')
        .replace(/^(#+) /gm, '#$1 ')}`;
    });
  pages.push(markdownPage('docs/changelog.md', 'changelog.html', `# Changelog\n\n${changelogs.join('\n\n')}`));
  if (hasDiffRules) pages.push(markdownPage(site.diffRules, 'diff-rules.html', readFileSync(path.join(root, site.diffRules), 'utf8')));

  pages.push({ path: 'reference/index.html', contents: hashInlineScripts(readFileSync(path.join(root, docsConfig.html), 'utf8')) });
  for (const version of releases) {
    const releaseIr = await options.loadRelease!(path.join(root, site.releasesDir, `${version}.json`));
    const settings = readPageSettings(docsConfig.redoclyConfig);
    const html = await buildReferencePage(decorateDocument(releaseIr, settings), {
      ...settings,
      title: `${settings.title ?? site.title} ${version}`,
      header,
      config: docsConfig.redoclyConfig,
    });
    pages.push({ path: `reference/${version}/index.html`, contents: hashInlineScripts(html) });
  }

  await rm(outDir, { recursive: true, force: true });
  for (const page of pages) {
    await mkdir(path.dirname(path.join(outDir, page.path)), { recursive: true });
    await writeFile(path.join(outDir, page.path), page.contents);
  }
  return { outDir, pages: pages.map((p) => p.path).sort() };
}

function releaseVersions(): string[] {
  const dir = path.join(root, site.releasesDir);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => /^\d+\.\d+\.\d+.*\.json$/.test(f))
    .map((f) => f.replace(/\.json$/, ''))
    .sort((a, b) => a.localeCompare(b, undefined, { numeric: true }));
}

/**
 * The reference page allows its inline scripts with `'unsafe-inline'` (it is also opened on its own, and
 * its template cannot know the scripts' hashes). On the site the policy names each inline script by its
 * SHA-256 instead, so nothing else can run.
 */
export function hashInlineScripts(html: string): string {
  const hashes = [...html.matchAll(/<script(?:\s[^>]*)?>([\s\S]*?)<\/script>/g)].filter((m) => !/\ssrc=/.test(m[0].slice(0, m[0].indexOf('>')))).map((m) => sha256(m[1]!));
  const policy = /(<meta http-equiv="Content-Security-Policy" content=")([^"]*)(")/;
  if (!policy.test(html)) throw new Error(`${docsConfig.html}: no Content-Security-Policy meta tag to put the script hashes in`);
  return html.replace(
    policy,
    (_m, open: string, content: string, close: string) => `${open}${content.replace("script-src 'unsafe-inline'", `script-src ${[...new Set(hashes)].join(' ')}`)}${close}`,
  );
}
