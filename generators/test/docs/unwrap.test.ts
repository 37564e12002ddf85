/** Hard-wrapped Markdown is unwrapped paragraph by paragraph; everything that is not prose is left alone. */
import { describe, expect, it } from 'vitest';
import { unwrapMarkdown } from '../../src/emitters/docs/unwrap.js';

describe('unwrapMarkdown', () => {
  it.each([
    ['a paragraph', 'It costs\ncredits.', 'It costs credits.'],
    ['two paragraphs', 'one\ntwo\n\nthree\nfour', 'one two\n\nthree four'],
    ['list items and their continuation lines', '- first\n  more\n- second\n1. third\n   more', '- first more\n- second\n1. third more'],
    ['a table', '| a | b |\n| --- | --- |\n| 1 | 2 |', '| a | b |\n| --- | --- |\n| 1 | 2 |'],
    ['a fenced code block', '```ts\nconst a = 1;\nconst b = 2;\n```', '```ts\nconst a = 1;\nconst b = 2;\n```'],
    ['a heading and the paragraph under it', '## Title\ntext\nmore', '## Title\ntext more'],
    ['a hard break', 'line one  \nline two', 'line one  \nline two'],
    ['a nested list', '- outer\n  - inner\n    more', '- outer\n  - inner more'],
    ['HTML', '<details>\n<summary>x</summary>\n</details>', '<details>\n<summary>x</summary>\n</details>'],
  ])('%s', (_name, given, want) => {
    expect(unwrapMarkdown(given)).toBe(want);
  });
});
