/**
 * The published guides (docs/guides/, on the docs site) speak to the API's users, who have the packages and
 * not this repository: no repository script (`npm run ...`) is given as a command to run, and every README
 * they point to is a link the reader can follow.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const guidesDir = path.resolve(import.meta.dirname, '../../docs/guides');
const guides = readdirSync(guidesDir)
  .filter((f) => f.endsWith('.md'))
  .map((f) => [f, readFileSync(path.join(guidesDir, f), 'utf8')] as const);

/** Where in `text` a pattern matches, as `file:line: text` lines. */
const findings = (file: string, text: string, pattern: RegExp) => text.split('\n').flatMap((line, i) => (pattern.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : []));

describe('published guides, for the API users', () => {
  it('has guides to check', () => expect(guides.length).toBeGreaterThan(3));

  it('give no repository script as a command', () => {
    expect(guides.flatMap(([file, text]) => findings(file, text, /\bnpm run\b/))).toEqual([]);
  });

  it('link every README they name', () => {
    // A README named outside a markdown link ([...](...)), e.g. "the mock package's README says how".
    const unlinked = guides.flatMap(([file, text]) => findings(file, text.replace(/\[[^\]]*\]\([^)]*\)/g, '[link]'), /README/));
    expect(unlinked.filter((line) => !line.includes('node_modules/'))).toEqual([]);
  });
});
