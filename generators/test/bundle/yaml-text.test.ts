/**
 * The bundle's YAML writer (`emitters/bundle/yaml-text.ts`) writes the text the `yaml` package's `stringify`
 * writes, byte for byte: on GitHub's published description, on strings that need quoting, escapes or block
 * scalars, and on random JSON values (this repository's bundled spec: ./yaml-text-api.test.ts, in the suite
 * that a change of the spec re-runs).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { yamlText } from '../../src/emitters/bundle/yaml-text.js';

const reference = (value: unknown, lineWidth: number) => stringify(value, { lineWidth, aliasDuplicateObjects: false });

/** Strings YAML cannot write plain: indicators, look-alikes of other types, line breaks, control characters. */
const awkward = [
  '',
  ' ',
  'plain words',
  'key: value',
  'ends with a colon:',
  'a #hash',
  '#comment',
  '- dash',
  '-',
  '?',
  '? question',
  ': colon',
  "it's",
  '"quoted"',
  "'single'",
  'both \' and "',
  '[flow]',
  '{flow}',
  'a, b',
  '&anchor',
  '*alias',
  '!tag',
  '|block',
  '>folded',
  '%directive',
  '@at',
  '`tick`',
  '---',
  '...',
  '--- document marker',
  'line\n--- marker inside',
  '200',
  '0o17',
  '0x1F',
  '1e3',
  '-1.5',
  '.inf',
  '.NaN',
  'true',
  'False',
  'null',
  '~',
  'yes',
  'on',
  '2024-01-01',
  'two\nlines',
  'trailing newline\n',
  'two trailing newlines\n\n',
  '\nleading newline',
  '  leading spaces\nand a second line',
  'trailing space \nthen more',
  'tab\tinside',
  '\ttab first',
  'control \u0001 char',
  'del \u007f char',
  'bell\u0007',
  'lone surrogate \ud800',
  'unicode: é, 中文, emoji 😀',
  '\u00a0nbsp first',
  'line separator\u2028inside',
  'carriage\r\nreturn',
  'a very long line '.repeat(40),
  `${'a very long multi-line text '.repeat(10)}\n${'second line '.repeat(20)}`,
  'x'.repeat(1100),
  'back\\slash',
];

/** A spec-like value holding every awkward string as a key, a value, a sequence item and a nested key. */
function fixture(): unknown {
  // Keys of up to 1,024 characters: a longer one takes the explicit `? key` form, tested further down.
  const asKeys = Object.fromEntries(awkward.filter((s) => s.length <= 1024).map((s, i) => [s, i % 2 ? s : { nested: s, list: [s, i] }]));
  return {
    openapi: '3.1.0',
    info: { title: 'Awkward', version: '1.0.0', description: 'Multi-line\n\n* with a list\n* and `code`\n' },
    numbers: [0, -0, 1, -1, 1.5, 1e21, 1e-7, 123456789012, Number.MAX_SAFE_INTEGER],
    booleans: [true, false],
    nothing: null,
    empty: { object: {}, array: [], inArray: [{}, [], [[]], [{}]] },
    nested: [[1, [2, [3]]], [{ a: [{ b: {} }] }]],
    strings: awkward,
    keys: asKeys,
    '200': { description: 'a numeric key' },
    'x-': { '': 'an empty key' },
  };
}

describe('the bundle YAML writer', () => {
  it("writes GitHub's description as the yaml package does", () => {
    const file = createRequire(import.meta.url).resolve('@octokit/openapi/generated/api.github.com.json');
    const document: unknown = JSON.parse(readFileSync(file, 'utf8'));
    const text = yamlText(document, { lineWidth: 0 });
    expect(text.length).toBeGreaterThan(5_000_000);
    expect(text === reference(document, 0)).toBe(true);
  });

  it('quotes, escapes and folds awkward strings as the yaml package does, at any line width', () => {
    const value = fixture();
    for (const lineWidth of [0, 80, 20]) expect(yamlText(value, { lineWidth })).toBe(reference(value, lineWidth));
    // The fixture reaches the quoting rules it is meant to (not every string written plain).
    const text = yamlText(value, { lineWidth: 0 });
    expect(text).toContain('"200":\n  description: a numeric key');
    expect(text).toContain('\n  "key: value":');
    expect(text).toContain('"control \\x01 char"');
    expect(text).toMatch(/\|-?\n/);
  });

  it('writes values it does not lay out itself (empty roots, scalars, undefined members) through the yaml package', () => {
    for (const value of [{}, [], null, 'text', 42, { a: undefined, b: 1 }, [1, undefined], { d: new Date(0) }, { long: { ['k'.repeat(1100)]: 1 } }]) {
      expect(yamlText(value, { lineWidth: 0 })).toBe(reference(value, 0));
    }
  });

  it('writes random JSON values as the yaml package does', () => {
    const text = fc.oneof(fc.string({ unit: 'binary', maxLength: 30 }), fc.constantFrom(...awkward));
    const json = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        text,
        fc.double({ noNaN: false }),
        fc.integer(),
        fc.boolean(),
        fc.constant(null),
        fc.array(tie('value'), { maxLength: 4 }),
        fc.dictionary(text, tie('value'), { maxKeys: 4 }),
      ),
    })).value;
    fc.assert(
      fc.property(json, fc.constantFrom(0, 40), (value, lineWidth) => yamlText(value, { lineWidth }) === reference(value, lineWidth)),
      { numRuns: 400 },
    );
  });
});
