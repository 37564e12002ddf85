/**
 * The dynamic mode's search over the operations: a query's words scored against each tool's name, title,
 * path, tag and description (title and name weigh most; a query that is the title's own phrase wins).
 * Hand-written because the index is a few hundred lines of text per API and built in a millisecond; a
 * search library would add a dependency for no better ranking on text this short.
 */
import type { ToolEntry } from './types.js';

const STOP = new Set(['a', 'an', 'the', 'of', 'for', 'to', 'in', 'on', 'by', 'and', 'or', 'with', 'my', 'all', 'me', 'i', 'how', 'do']);

/** Words of a text: split on non-letters and camelCase, lower-cased, a trailing plural `s` dropped. */
export function words(text: string): string[] {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w && !STOP.has(w))
    .map((w) => (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w));
}

interface Indexed {
  tool: ToolEntry;
  fields: { words: Set<string>; weight: number }[];
  title: string;
}

export class ToolSearch {
  readonly #index: Indexed[];

  constructor(tools: readonly ToolEntry[]) {
    this.#index = tools.map((tool) => ({
      tool,
      title: words(tool.title).join(' '),
      fields: [
        { words: new Set(words(tool.title)), weight: 4 },
        { words: new Set(words(tool.name)), weight: 3 },
        { words: new Set([...words(tool.path), ...tool.tags.flatMap(words)]), weight: 2 },
        { words: new Set(words(tool.description)), weight: 1 },
      ],
    }));
  }

  search(query: string, limit: number): { tool: ToolEntry; score: number }[] {
    const q = words(query);
    if (!q.length) return [];
    const phrase = q.join(' ');
    return this.#index
      .map((entry) => {
        let score = 0;
        let matched = 0;
        for (const word of q) {
          let best = 0;
          for (const field of entry.fields) {
            if (field.words.has(word)) best = Math.max(best, field.weight);
            else if (word.length >= 4 && [...field.words].some((w) => w.startsWith(word))) best = Math.max(best, field.weight / 2);
          }
          if (best) matched += 1;
          score += best;
        }
        // Every word matched counts more than many matches of one; the title's exact phrase counts most.
        score += matched === q.length ? 5 : 0;
        if (entry.title === phrase) score += 20;
        else if (entry.title.includes(phrase)) score += 8;
        if (entry.tool.deprecated) score -= 1;
        return { tool: entry.tool, score };
      })
      .filter((r) => r.score > 0)
      .sort((a, b) => b.score - a.score || a.tool.name.localeCompare(b.tool.name))
      .slice(0, limit);
  }
}
