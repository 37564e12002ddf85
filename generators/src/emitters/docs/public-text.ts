/**
 * Descriptions as API consumers read them. A spec's prose is written by its maintainers, and sometimes
 * for them: it names the toolchain's vendor extensions (`x-cost`, `x-idempotent`) or explains how the
 * document itself was made (what it had to infer). Released specs keep such text forever, and every
 * released version gets a reference page, so the reference drops it when it renders, by three rules that
 * hold for any spec:
 *
 * 1. A section (a heading and what follows, up to the next heading of its level) whose first paragraph
 *    names the provenance extension (`x-inferred`) is about the document, not the API: it goes.
 * 2. A sentence that names a vendor extension goes; in a sentence of clauses joined by `;`, only the clause
 *    that names it (`Some calls cost money; each carries an `x-cost` note:` keeps `Some calls cost money:`).
 * 3. A section whose heading is also a tag's name moves into that tag's description, so the navigation
 *    lists the topic once.
 */

const EXTENSION = /`x-[\w-]+`/;
const PROVENANCE = /`x-inferred`/;

interface Section {
  heading: string;
  level: number;
  body: string;
}

/** Markdown split at its headings (outside code fences); the text before the first heading has level 0. */
function sections(markdown: string): Section[] {
  const out: Section[] = [{ heading: '', level: 0, body: '' }];
  let fence = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fence = !fence;
    const heading = fence ? null : /^(#{1,6})\s+(.*)$/.exec(line);
    if (heading) out.push({ heading: line, level: heading[1]!.length, body: '' });
    else out.at(-1)!.body += `${line}\n`;
  }
  return out;
}

const join = (list: Section[]) =>
  list
    .map((s) => (s.heading ? `${s.heading}\n${s.body}` : s.body))
    .join('')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

function firstParagraph(body: string): string {
  return body.trim().split(/\n\s*\n/)[0] ?? '';
}

/** Rule 2 on one paragraph of prose (lists, tables and code are left as they are). */
function dropExtensionSentences(paragraph: string): string {
  if (!EXTENSION.test(paragraph) || /^\s*([-*+|>]|\d+[.)]|```|~~~|#)/.test(paragraph)) return paragraph;
  const sentences = paragraph.replace(/\s*\n\s*/g, ' ').split(/(?<=[.!?:])\s+/);
  const kept = sentences
    .map((sentence) => {
      if (!EXTENSION.test(sentence)) return sentence;
      const clauses = sentence.split(/;\s*/);
      if (clauses.length < 2) return '';
      const end = /[.!?:]\s*$/.exec(sentence)?.[0].trim() ?? '';
      const rest = clauses.filter((c) => !EXTENSION.test(c)).map((c) => c.replace(/[.!?:]\s*$/, ''));
      return rest.length ? `${rest.join('; ')}${end}` : '';
    })
    .map((s) => s.trim())
    .filter(Boolean);
  const [lead = '', trail = ''] = [/^\s*/.exec(paragraph)![0], /\s*$/.exec(paragraph)![0]];
  return `${lead}${kept.join(' ')}${trail}`;
}

function publicBody(body: string): string {
  return body
    .split(/(\n\s*\n)/)
    .map((part) => (/^\n\s*\n$/.test(part) ? part : dropExtensionSentences(part)))
    .join('');
}

/** Rules 1 and 2 on any description. */
export function publicText(markdown: string): string {
  // Every rule needs a vendor extension's name in backticks: without one, splitting and joining the sections
  // gives the text back with its blank runs folded, which is all that is left to do (a large API has tens
  // of thousands of descriptions, nearly all of them so).
  if (!markdown.includes('`x-')) return markdown.replace(/\n{3,}/g, '\n\n').trim();
  const list = sections(markdown);
  const kept: Section[] = [];
  let skipBelow = 0; // while > 0, the subsections of a dropped section go too
  for (const section of list) {
    if (skipBelow && section.level > skipBelow) continue;
    skipBelow = 0;
    if (section.level > 0 && PROVENANCE.test(firstParagraph(section.body))) {
      skipBelow = section.level;
      continue;
    }
    kept.push({ ...section, body: publicBody(section.body) });
  }
  return join(kept);
}

/**
 * Rule 3: the sections of `description` whose heading names a tag leave it; returns what stays and, per tag
 * name, the text that moves (to go before the tag's own description).
 */
export function moveTagSections(description: string, tags: string[]): { description: string; moved: Map<string, string> } {
  const names = new Map(tags.map((t) => [t.trim().toLowerCase(), t]));
  const moved = new Map<string, string>();
  const kept: Section[] = [];
  let into: string | undefined;
  let level = 0;
  for (const section of sections(description)) {
    const title = section.heading
      .replace(/^#+\s+/, '')
      .trim()
      .toLowerCase();
    if (into && section.level > level) {
      moved.set(into, `${moved.get(into)}\n\n${section.heading}\n${section.body}`.trim());
      continue;
    }
    into = undefined;
    const tag = section.level > 0 ? names.get(title) : undefined;
    if (tag) {
      into = tag;
      level = section.level;
      moved.set(tag, section.body.trim());
      continue;
    }
    kept.push(section);
  }
  return { description: join(kept), moved };
}
