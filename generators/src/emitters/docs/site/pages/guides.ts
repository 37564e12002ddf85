/** The guides: `guides/<name>.html` each (a table of contents, previous and next) and `guides/index.html`. */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { docsConfig } from '../../config.js';
import { renderHtml } from '../../templates.js';
import { relativeHref } from '../layout.js';
import { renderMarkdown, type RenderedMarkdown } from '../markdown.js';
import type { SearchDocument } from '../search.js';
import { WEBHOOK_GUIDE, webhookGuide } from '../webhook-guide.js';
import { clip, REFERENCE, root, site, type SiteContext, type SiteFile } from '../context.js';

export interface Guide {
  name: string;
  /** Its page in the site. */
  at: string;
  rendered: RenderedMarkdown;
  summary: string;
  /** Its Markdown source (a written guide's file, or a generated one's text). */
  markdown: string;
}

export interface GuidePages {
  files: SiteFile[];
  guides: Guide[];
  /** Each source the pages link to (a guide's Markdown, the reference) and its page in the site. */
  sources: Map<string, string>;
  /** The guides as cards, linked from the page at `from`. */
  cards(from: string): { href: string; title: string; summary: string }[];
}

export function guidePages(context: SiteContext): GuidePages {
  const names = guideNames(context.options.guides);
  const sources = new Map<string, string>([...names.map((name) => [`${site.guidesDir}/${name}.md`, `guides/${name}.html`] as [string, string]), [docsConfig.html, REFERENCE]]);
  // An API that sends webhooks or callbacks gets a generated guide to receiving them, after the written ones.
  const generated = context.ir.webhooks.some((w) => w.contentType) && !names.includes(WEBHOOK_GUIDE) ? [WEBHOOK_GUIDE] : [];
  const guides = [...names, ...generated].map((name) => {
    const at = `guides/${name}.html`;
    const markdown = generated.includes(name) ? webhookGuide(context.ir) : readFileSync(path.join(root, site.guidesDir, `${name}.md`), 'utf8');
    const rendered = renderMarkdown(markdown, {
      source: `${site.guidesDir}/${name}.md`,
      page: at,
      pages: sources,
      highlighter: context.highlighter,
    });
    return { name, at, rendered, summary: clip(rendered.summary), markdown };
  });
  const files = guides.map(({ at, rendered, summary }, i) => {
    const link = (g: Guide | undefined) => (g ? { href: relativeHref(at, g.at), title: g.rendered.title } : null);
    // The table of contents goes under the title: the HTML is split after the first heading.
    const split = rendered.html.indexOf('</h1>') + '</h1>'.length;
    const [titleHtml, bodyHtml] = split > 4 ? [rendered.html.slice(0, split), rendered.html.slice(split)] : ['', rendered.html];
    const content = renderHtml('site/guide.hbs', { titleHtml, bodyHtml, toc: rendered.headings, previous: link(guides[i - 1]), next: link(guides[i + 1]) });
    return context.page(at, rendered.title, summary, content);
  });
  const cards = (from: string) => guides.map((g) => ({ href: relativeHref(from, g.at), title: g.rendered.title, summary: g.summary }));
  files.push(context.page('guides/index.html', 'Guides', 'The guides to the API, in reading order.', renderHtml('site/guides-index.hbs', { guides: cards('guides/index.html') })));
  return { files, guides, sources, cards };
}

/** The guides in reading order: the configuration's, each of which must exist, or every guide by file name. */
function guideNames(configured: string[] | undefined): string[] {
  const names =
    configured ??
    readdirSync(path.join(root, site.guidesDir))
      .filter((f) => f.endsWith('.md'))
      .map((f) => f.replace(/\.md$/, ''))
      .sort();
  const missing = names.filter((name) => !existsSync(path.join(root, site.guidesDir, `${name}.md`)));
  if (missing.length)
    throw new Error(`cmp.config.ts docs.guides names ${missing.join(', ')}, but ${site.guidesDir} has no such guide (expected ${missing.map((m) => `${m}.md`).join(', ')}).`);
  return names;
}

/** A guide's sections as search documents. */
export function guideDocuments({ name, at, rendered }: Guide): SearchDocument[] {
  return rendered.sections.map((section) => ({
    id: `guide:${name}:${section.id ?? ''}`,
    kind: 'Guide',
    title: section.id ? `${rendered.title}: ${section.title}` : rendered.title,
    keywords: '',
    text: section.text,
    url: section.id ? `${at}#${section.id}` : at,
    context: clip(section.text, 120),
  }));
}
