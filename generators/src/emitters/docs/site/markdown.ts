/**
 * Markdown -> HTML for the docs site, with markdown-it (CommonMark + GFM tables) and markdown-it-anchor
 * (an id on every heading, so `page.html#section` links land). Raw HTML in the Markdown is escaped, not
 * passed through: the pages' CSP allows no inline script, and the sources need none.
 *
 * - Code blocks are highlighted (`highlight.ts`) under a bar with their language and a copy button (site.js
 *   shows the button; without script it stays hidden).
 * - Tables sit in a wrapper that scrolls sideways, so a wide table never widens the page or gets cut off.
 * - Links are rewritten for the site: a link to a Markdown file that the site renders points at its page
 *   (`errors-and-retries.md` -> `errors-and-retries.html`); a link to a repository file the site does not
 *   carry becomes its plain text, so no link leads nowhere.
 * - The second-level headings are returned for the page's table of contents, and each section's plain text
 *   for the search index.
 */
import path from 'node:path';
import MarkdownIt, { type RendererRule, type Token } from 'markdown-it';
import anchor from 'markdown-it-anchor';
import type { CodeHighlighter } from './highlight.js';

export interface RenderContext {
  /** Repository path of the Markdown being rendered, e.g. `docs/guides/authentication.md`. */
  source: string;
  /** Site path of the page it becomes, e.g. `guides/authentication.html`. */
  page: string;
  /** Repository path of each rendered source -> its site path. */
  pages: Map<string, string>;
  highlighter: CodeHighlighter;
}

export interface RenderedMarkdown {
  html: string;
  title: string;
  /** The first paragraph, as plain text. */
  summary: string;
  /** Second-level headings, for the table of contents. */
  headings: { id: string; title: string }[];
  /** The text under the title and under each second-level heading, for the search index. */
  sections: { id?: string; title: string; text: string }[];
}

export const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s+/g, '-');

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function renderMarkdown(markdown: string, context: RenderContext): RenderedMarkdown {
  const md = new MarkdownIt({ html: false, linkify: false, typographer: false }).use(anchor, { slugify });
  md.core.ruler.push('site-links', (state) => {
    for (const block of state.tokens) {
      const children = block.children ?? [];
      children.forEach((token, i) => {
        if (token.type !== 'link_open') return;
        const href = String(token.attrGet('href') ?? '');
        const target = siteHref(href, context);
        if (target === undefined) {
          token.meta = { dropped: true };
          // the matching link_close
          let depth = 0;
          for (let j = i + 1; j < children.length; j++) {
            if (children[j]!.type === 'link_open') depth++;
            if (children[j]!.type === 'link_close' && depth-- === 0) {
              children[j]!.meta = { dropped: true };
              break;
            }
          }
        } else token.attrSet('href', target);
      });
    }
  });
  const renderToken: RendererRule = (tokens, idx, options, _env, self) => (tokens[idx]!.meta?.dropped ? '' : self.renderToken(tokens, idx, options));
  md.renderer.rules.link_open = renderToken;
  md.renderer.rules.link_close = renderToken;
  md.renderer.rules.fence = (tokens, idx) => {
    const token = tokens[idx]!;
    const { html, label } = context.highlighter.highlight(token.content, token.info);
    // A run of adjacent code blocks in different languages is one example in each: one set of tabs, whose
    // choice site.js keeps across pages (the labels are the reference's: TypeScript, Python, curl, ...).
    const group = codeGroup(tokens, idx);
    const tab = group ? tabLabel(token.info, label) : undefined;
    const block =
      `<div class="code-block"${tab ? ` role="tabpanel" data-code-lang="${escapeHtml(languageSlug(tab))}" aria-label="${escapeHtml(tab)}"` : ''}>` +
      `<div class="code-bar"><span>${escapeHtml(tab ?? label)}</span>` +
      `<button type="button" class="copy-button" data-copy hidden>Copy</button></div>${html}</div>\n`;
    if (!group) return block;
    const open =
      group.start === idx
        ? `<div class="code-tabs" data-code-tabs><div class="code-tab-list" role="tablist" aria-label="Language" hidden>${group.tokens
            .map((t) => {
              const name = tabLabel(t.info, context.highlighter.highlight('', t.info).label);
              return `<button type="button" role="tab" class="code-tab" data-code-lang="${escapeHtml(languageSlug(name))}">${escapeHtml(name)}</button>`;
            })
            .join('')}</div>\n`
        : '';
    return `${open}${block}${group.end === idx ? '</div>\n' : ''}`;
  };
  md.renderer.rules.table_open = (tokens, idx, options, _env, self) =>
    `<div class="table-wrap" tabindex="0" role="region" aria-label="Table">${self.renderToken(tokens, idx, options)}`;
  md.renderer.rules.table_close = (tokens, idx, options, _env, self) => `${self.renderToken(tokens, idx, options)}</div>`;

  const tokens = md.parse(markdown, {});
  const h1 = tokens.findIndex((t) => t.type === 'heading_open' && t.tag === 'h1');
  const title = h1 >= 0 ? tokens[h1 + 1]!.content : path.basename(context.source, '.md');
  // The first paragraph that starts as a sentence does (not with a code word that continues what came
  // before, as "`type` and `code` are always there" after an example does); one ending in a colon introduces a
  // block, and its colon is made a full stop.
  const paragraphs = tokens.flatMap((t, i) => (t.type === 'paragraph_open' ? [{ text: plainText(tokens[i + 1]!), source: tokens[i + 1]!.content }] : []));
  const sentences = paragraphs.filter((p) => /^[\p{Lu}\p{N}"“(]/u.test(p.text) && !p.source.startsWith('`')).map((p) => p.text);
  const summary = (sentences[0] ?? paragraphs[0]?.text ?? '').replace(/:$/, '.');
  return { html: md.renderer.render(tokens, md.options, {}), title, summary, ...outline(tokens, title) };
}

/** The tab of a shell block in a set of language tabs is its command, curl; other labels are the highlighter's. */
const tabLabel = (info: string, label: string) => (/^(sh|bash|shell|console)$/.test(info.trim().split(/\s+/)[0] ?? '') ? 'curl' : label);

/** A language's name in the page's URL (`?lang=csharp`): what site.js and the reference's tabs match on. */
export const languageSlug = (label: string) =>
  label
    .toLowerCase()
    .replace(/#/g, 'sharp')
    .replace(/\+/g, 'p')
    .replace(/[^a-z0-9]+/g, '-');

/**
 * The run of adjacent fences (nothing between them) that `idx` belongs to, when it is a set of tabs: two or
 * more blocks, each in another language, none of them data (JSON).
 */
function codeGroup(tokens: Token[], idx: number): { start: number; end: number; tokens: Token[] } | undefined {
  const fence = (i: number) => tokens[i]?.type === 'fence' && !/^json/.test(tokens[i]!.info.trim());
  if (!fence(idx)) return undefined;
  let start = idx;
  while (fence(start - 1)) start--;
  let end = idx;
  while (fence(end + 1)) end++;
  const run = tokens.slice(start, end + 1);
  const langs = run.map((t) => t.info.trim().split(/\s+/)[0]);
  if (run.length < 2 || new Set(langs).size !== run.length) return undefined;
  return { start, end, tokens: run };
}

/** An inline token as plain text: code spans keep their text, markup goes. */
function plainText(token: Token): string {
  return (token.children ?? [])
    .map((child) => (child.type === 'text' || child.type === 'code_inline' ? child.content : child.type === 'softbreak' || child.type === 'hardbreak' ? ' ' : ''))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

function outline(tokens: Token[], title: string): Pick<RenderedMarkdown, 'headings' | 'sections'> {
  const headings: RenderedMarkdown['headings'] = [];
  const sections: RenderedMarkdown['sections'] = [{ title, text: '' }];
  tokens.forEach((token, i) => {
    if (token.type === 'heading_open' && token.tag === 'h2') {
      const heading = { id: String(token.attrGet('id') ?? ''), title: plainText(tokens[i + 1]!) };
      headings.push(heading);
      sections.push({ ...heading, text: '' });
      return;
    }
    if (token.type === 'heading_open' && token.tag === 'h1') return;
    const text = token.type === 'inline' ? plainText(token) : token.type === 'fence' ? token.content : '';
    if (text && !(i > 0 && tokens[i - 1]!.type === 'heading_open' && tokens[i - 1]!.tag !== 'h3')) sections.at(-1)!.text += ` ${text}`;
  });
  return { headings, sections: sections.map((s) => ({ ...s, text: s.text.replace(/\s+/g, ' ').trim() })).filter((s) => s.text) };
}

/** Where a link of the source points on the site, or undefined when the site does not carry its target. */
function siteHref(href: string, { source, page, pages }: RenderContext): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('#')) return href;
  const [file = '', hash = ''] = href.split('#');
  const repoPath = path.posix.normalize(path.posix.join(path.posix.dirname(source), file));
  const target = pages.get(repoPath);
  if (!target) return undefined;
  const relative = path.posix.relative(path.posix.dirname(page), target) || path.posix.basename(target);
  return hash ? `${relative}#${hash}` : relative;
}
