/**
 * Markdown with hard-wrapped paragraphs -> the same Markdown with each paragraph and list item on one line.
 * Rendered Markdown is unchanged (a soft line break renders as a space), but text that is indexed or shown
 * as plain text (Redoc's search, its result snippets, a `<meta>` description) no longer glues the last
 * word of one line to the first of the next. Code blocks, tables, headings and HTML are left as they are.
 *
 * Hand-written rather than a Markdown round trip (parse, then print): a printer re-formats everything else
 * too (emphasis markers, list bullets, table padding), and only the line breaks should change.
 */
const BLOCK_START = /^(\s*)([-*+]|\d+[.)])\s+/; // a list item
const STANDALONE = /^\s*(#{1,6}\s|\||>|<|```|~~~|-{3,}\s*$|\*{3,}\s*$)/; // heading, table row, quote, HTML, fence, rule

export function unwrapMarkdown(text: string): string {
  const out: string[] = [];
  let fence: string | undefined;
  let joinable = false; // whether the previous output line is paragraph or list-item text
  for (const line of text.split('\n')) {
    const fenceMatch = /^\s*(```|~~~)/.exec(line);
    if (fence) {
      out.push(line);
      if (fenceMatch && line.trim().startsWith(fence)) fence = undefined;
      continue;
    }
    if (fenceMatch) {
      fence = fenceMatch[1];
      out.push(line);
      joinable = false;
      continue;
    }
    if (!line.trim()) {
      out.push(line);
      joinable = false;
      continue;
    }
    if (STANDALONE.test(line) || BLOCK_START.test(line) || (/^( {4,}|\t)/.test(line) && !joinable)) {
      out.push(line);
      joinable = !STANDALONE.test(line);
      continue;
    }
    if (joinable) {
      // A hard break (two trailing spaces or a backslash) is kept as the author's choice.
      const previous = out[out.length - 1]!;
      if (/( {2}|\\)$/.test(previous)) out.push(line);
      else out[out.length - 1] = `${previous.trimEnd()} ${line.trim()}`;
      continue;
    }
    out.push(line);
    joinable = true;
  }
  return out.join('\n');
}
