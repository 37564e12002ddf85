/**
 * Code blocks of the docs site, highlighted at build time with shiki in a light and a dark theme at once
 * (the dark colours ride along as `--shiki-dark`, which site.css applies under `html.dark`). shiki writes
 * its colours as inline styles, which the site's Content-Security-Policy refuses; `transformerStyleToClass`
 * turns them into classes whose rules (`css()`) go into the site's stylesheet. The high-contrast GitHub
 * themes keep every token readable against the code background (WCAG AA), comments included.
 */
import { transformerStyleToClass } from '@shikijs/transformers';
import { createHighlighter, type Highlighter } from 'shiki';

/** Info-string words -> shiki's language and the label shown above the block. */
const LANGUAGES: Record<string, [lang: string, label: string]> = {
  ts: ['typescript', 'TypeScript'],
  typescript: ['typescript', 'TypeScript'],
  js: ['javascript', 'JavaScript'],
  javascript: ['javascript', 'JavaScript'],
  sh: ['bash', 'Shell'],
  bash: ['bash', 'Shell'],
  shell: ['bash', 'Shell'],
  python: ['python', 'Python'],
  py: ['python', 'Python'],
  json: ['json', 'JSON'],
  yaml: ['yaml', 'YAML'],
  yml: ['yaml', 'YAML'],
  http: ['http', 'HTTP'],
};
const THEMES = { light: 'github-light-high-contrast', dark: 'github-dark-high-contrast' } as const;

export interface CodeHighlighter {
  /** A fenced block as `<pre class="shiki">...</pre>`, and the label of its language ('' when unknown). */
  highlight(code: string, info: string): { html: string; label: string };
  /** The class rules of every block highlighted so far. */
  css(): string;
}

let shared: Promise<Highlighter> | undefined;

export async function createCodeHighlighter(): Promise<CodeHighlighter> {
  shared ??= createHighlighter({ themes: Object.values(THEMES), langs: [...new Set(Object.values(LANGUAGES).map(([lang]) => lang))] });
  const shiki = await shared;
  const toClass = transformerStyleToClass({ classPrefix: 'sk-' });
  return {
    highlight(code, info) {
      const word = info.trim().split(/\s+/)[0]?.toLowerCase() ?? '';
      const [lang, label] = LANGUAGES[word] ?? ['text', ''];
      const html = shiki.codeToHtml(code.replace(/\n$/, ''), { lang, themes: THEMES, transformers: [toClass] });
      // The block scrolls sideways on its own: a keyboard user reaches it with Tab.
      return { html: html.replace(/^<pre /, '<pre tabindex="0" '), label };
    },
    css: () => toClass.getCSS(),
  };
}
