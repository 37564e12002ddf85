/**
 * Descriptions as API consumers read them (public-text.ts): maintainer text goes by three rules that hold
 * for any spec, and everything else stays exactly as written.
 */
import { describe, expect, it } from 'vitest';
import { moveTagSections, publicText } from '../../src/emitters/docs/public-text.js';

describe('publicText', () => {
  it.each([
    ['prose without extension names, unchanged', 'Calls cost credits.\n\n- one\n- two', 'Calls cost credits.\n\n- one\n- two'],
    ['a sentence naming an extension', 'Retry 429. Each operation states `x-idempotent`. Do not retry 400.', 'Retry 429. Do not retry 400.'],
    ['only the clause naming it, keeping the colon', 'Some calls cost money; each carries an `x-cost` note:\n\n- seats', 'Some calls cost money:\n\n- seats'],
    [
      'a section about provenance, with its subsections',
      '## Errors\n\nText.\n\n## What was inferred\n\nMarked with `x-inferred`.\n\n### Detail\n\nMore.\n\n## Versioning\n\nV1.',
      '## Errors\n\nText.\n\n## Versioning\n\nV1.',
    ],
    ['a section that names another extension stays, minus the clause', '## Costs\n\nSome cost; see `x-cost`.\nSeats are charged.', '## Costs\n\nSome cost. Seats are charged.'],
    ['code blocks and tables are left alone', '```yaml\nx-cost: 1\n```\n\n| `x-cost` | a |', '```yaml\nx-cost: 1\n```\n\n| `x-cost` | a |'],
    // Without an extension's name the text is only trimmed with its blank runs folded, as splitting it into
    // sections and joining them gives (headings, fences and trailing blanks included).
    [
      'no extension: blank runs folded, ends trimmed',
      '\n  # Title\n\n\n\nText x-cost.\n```\n# not a heading\n\n\n```\n\n\n',
      '# Title\n\nText x-cost.\n```\n# not a heading\n\n```',
    ],
    ['an extension name only in the last section still goes', 'Intro.\n\n\n## More\n\nSee `x-cost`. Stays.', 'Intro.\n\n## More\n\nStays.'],
    ['dots inside code spans do not end a sentence', 'The `error.request_id` is in the body; its `x-note` tells why.', 'The `error.request_id` is in the body.'],
  ])('%s', (_name, given, want) => {
    expect(publicText(given)).toBe(want);
  });
});

describe('moveTagSections', () => {
  it('moves a section named like a tag, with its subsections, and keeps the others', () => {
    const { description, moved } = moveTagSections('Intro.\n\n## Authentication\n\nUse a token.\n\n### Expiry\n\nOne hour.\n\n## Errors\n\nText.', ['Authentication', 'Messages']);
    expect(description).toBe('Intro.\n\n## Errors\n\nText.');
    expect(moved.get('Authentication')).toBe('Use a token.\n\n### Expiry\n\nOne hour.');
    expect(moved.has('Messages')).toBe(false);
  });
});
