/**
 * Markdown -> HTML for the docs site, with markdown-it (CommonMark + GFM tables) and markdown-it-anchor
 * (an id on every heading, so `page.html#section` links land). Raw HTML in the Markdown is escaped, not
 * passed through: the pages' CSP allows no inline script, and the sources need none.
 *
 * Links are rewritten for the site: a link to a Markdown file that the site renders points at its page
 * (`errors-and-retries.md` -> `errors-and-retries.html`, `../diff-rules.md` -> `../diff-rules.html`); a
 * link to a repository file the site does not carry becomes its plain text, so no link leads nowhere.
 */
import path from 'node:path';
import MarkdownIt, { type RendererRule } from 'markdown-it';
import anchor from 'markdown-it-anchor';

export interface RenderContext {
  /** Repository path of the Markdown being rendered, e.g. `docs/guides/authentication.md`. */
  source: string;
  /** Site path of the page it becomes, e.g. `guides/authentication.html`. */
  page: string;
  /** Repository path of each rendered source -> its site path. */
  pages: Map<string, string>;
}

const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s+/g, '-');

export function renderMarkdown(markdown: string, context: RenderContext): { html: string; title: string } {
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
  const tokens = md.parse(markdown, {});
  const heading = tokens.findIndex((t) => t.type === 'heading_open' && t.tag === 'h1');
  const title = heading >= 0 ? tokens[heading + 1]!.content : path.basename(context.source, '.md');
  return { html: md.renderer.render(tokens, md.options, {}), title };
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
