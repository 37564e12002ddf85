/**
 * What the site test measures inside a page, and what it looks for in a page's text. The measuring
 * functions run in the browser (`page.evaluate`), so they use only the DOM.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Every table and code block on screen that is cut off: content wider than its box that does not scroll,
 * or a box that reaches past an ancestor that clips it (overflow hidden or clip), or past the window's right
 * edge. A block inside a scrolling ancestor is fine: it can be scrolled to. Returns one line per block.
 */
export function clippedBlocks(): string[] {
  const problems: string[] = [];
  // Styles and boxes of the ancestors, read once each: a reference view has hundreds of blocks in a few containers.
  const styles = new Map<Element, CSSStyleDeclaration>();
  const style = (el: Element) => styles.get(el) ?? styles.set(el, getComputedStyle(el)).get(el)!;
  const scrolls = (s: CSSStyleDeclaration) => /(auto|scroll)/.test(s.overflowX);
  const name = (el: Element) => {
    const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50);
    return `<${el.tagName.toLowerCase()}> "${text}"`;
  };
  const viewport = document.documentElement.clientWidth;
  for (const el of Array.from(document.querySelectorAll('table, pre'))) {
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    const own = style(el);
    if (own.visibility === 'hidden') continue;
    if (el.scrollWidth > el.clientWidth + 1 && !scrolls(own) && el.tagName !== 'TABLE') {
      problems.push(`${name(el)}: content ${el.scrollWidth}px in a ${el.clientWidth}px box that does not scroll`);
      continue;
    }
    // The nearest ancestor that does not let it overflow: if it scrolls, the block can be scrolled to; if
    // it clips, the block must fit inside it.
    let scrollable = false;
    for (let a = el.parentElement; a && a !== document.documentElement; a = a.parentElement) {
      const s = style(a);
      if (s.overflowX === 'visible') continue;
      if (scrolls(s)) {
        scrollable = true;
        break;
      }
      const outer = a.getBoundingClientRect();
      if (box.right > outer.right + 1 || box.left < outer.left - 1) {
        problems.push(`${name(el)}: ${Math.round(box.width)}px wide, cut off by a ${Math.round(outer.width)}px <${a.tagName.toLowerCase()}> (overflow ${s.overflowX})`);
        scrollable = true; // reported once
      }
      break;
    }
    if (!scrollable && box.right > viewport + 1) problems.push(`${name(el)}: reaches ${Math.round(box.right)}px, past the ${viewport}px window`);
  }
  const page = document.documentElement.scrollWidth - document.documentElement.clientWidth;
  if (page > 1) problems.push(`the page is ${page}px wider than the window`);
  return problems;
}

/**
 * Words of table cells that the edge of their scroll box cuts in two (part of the word shown, the rest
 * scrolled out of sight, as a column of operation paths wider than its box shows `GET /conversations/{con`):
 * a table wider than its box may hide whole words, never half of one. Returns one line per cell.
 */
export function cutWords(): string[] {
  const problems: string[] = [];
  for (const table of Array.from(document.querySelectorAll('table'))) {
    let box = table.parentElement;
    while (box && box !== document.body && !/(auto|scroll)/.test(getComputedStyle(box).overflowX)) box = box.parentElement;
    if (!box || box === document.body || box.scrollWidth <= box.clientWidth + 1) continue;
    const outer = box.getBoundingClientRect();
    const edge = outer.left + box.clientLeft + box.clientWidth;
    for (const cell of Array.from(table.querySelectorAll('td, th'))) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      const cut: string[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index!);
          range.setEnd(node, word.index! + word[0].length);
          if (Array.from(range.getClientRects()).some((r) => r.left < edge - 1 && r.right > edge + 1)) cut.push(word[0]);
        }
      }
      if (cut.length)
        problems.push(
          `<${cell.tagName.toLowerCase()}> "${(cell.textContent ?? '').trim().slice(0, 40)}": ${cut.map((w) => `"${w}"`).join(', ')} cut by the ${Math.round(box.clientWidth)}px scroll box's edge`,
        );
    }
  }
  return problems;
}

/**
 * Excerpts (the home page's lead, the cards of guides and pages) that do not start where a sentence does:
 * with a lower-case word or a code word that continues a paragraph left out (`type and code are always
 * there`), or with an ellipsis. Returns one line per excerpt.
 */
export function excerptsMidSentence(): string[] {
  return Array.from(document.querySelectorAll('.cards li > p, .guide-list li > p, p.lead')).flatMap((p) => {
    const text = (p.textContent ?? '').trim();
    const first = p.firstChild;
    const code = first?.nodeType === Node.ELEMENT_NODE && (first as Element).tagName === 'CODE';
    return /^[\p{Lu}\p{N}"“(]/u.test(text) && !code ? [] : [`"${text.slice(0, 60)}" does not start a sentence`];
  });
}

/** The vendor extensions the spec and its releases use: their names are toolchain words, never page text. */
export function extensionNames(): string[] {
  const names = new Set<string>();
  const files = [
    'openapi/dist/openapi.json',
    ...readdirSync(path.join(root, 'openapi/releases'))
      .filter((f) => f.endsWith('.json'))
      .map((f) => `openapi/releases/${f}`),
  ];
  for (const file of files) for (const match of readFileSync(path.join(root, file), 'utf8').matchAll(/"(x-[A-Za-z][\w-]*)"\s*:/g)) names.add(match[1]!);
  // Keys Redoc renders by design (samples, logo) are not shown as words either, but are no maintainer text.
  for (const shown of ['x-codeSamples', 'x-logo', 'x-tagGroups']) names.delete(shown);
  return [...names].sort();
}

/** Maintainer material: words of the spec's provenance, the mock's switches, the toolchain's workflow. */
export function maintainerPatterns(): [string, RegExp][] {
  return [
    ...extensionNames().map((name): [string, RegExp] => [`the extension ${name}`, new RegExp(`(^|[^\\w-])${name.replace(/-/g, '\\-')}(?![\\w-])`)]),
    ['inference notes', /\b(had to infer|inferred|infers?)\b/i],
    ['the mock example column', /\bMock example\b/i],
    ['a Prefer header line', /\bPrefer:|Prefer header/],
    ['the mock engine', /\bPrism\b|json-schema-faker/i],
    ['the spec-change workflow', /spec-change workflow|Changing the spec|npm run (diff|release|generate|lock)/i],
    ['the diff rules', /\bdiff rules?\b/i],
    ['the test suite', /\btests?\/docs\b|guides\.test/],
  ];
}

export function maintainerFindings(text: string): string[] {
  return maintainerPatterns()
    .filter(([, pattern]) => pattern.test(text))
    .map(([what, pattern]) => `${what}: "${text.match(pattern)![0]}" in "...${excerpt(text, pattern)}..."`);
}

function excerpt(text: string, pattern: RegExp): string {
  const at = text.search(pattern);
  return text.slice(Math.max(0, at - 60), at + 60).replace(/\s+/g, ' ');
}
