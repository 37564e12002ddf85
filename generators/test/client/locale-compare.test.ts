/**
 * The openapi-typescript worker's `localeCompare` (src/emitters/locale-compare.mjs) orders strings exactly as
 * the built-in one does for the same locales and options (ECMA-402: a collator of those locales and options),
 * while making each collator once: table-driven over locales, options and strings that collate differently
 * under them (numbers in names, case, accents, punctuation).
 */
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- plain JavaScript run by the worker
import { installCachedLocaleCompare } from '../../src/emitters/locale-compare.mjs';

const builtIn = String.prototype.localeCompare;
const words = ['a10', 'a2', 'A2', 'a-2', 'a_2', 'ä2', 'z', 'Z', 'ß', 'ss', '', ' ', '200', '2XX', '404', 'default', 'émile', 'emile', 'item1', 'item01', 'Ö', 'o'];
const cases: [string, { locales?: string | string[]; options?: Intl.CollatorOptions }][] = [
  ['no locales or options', {}],
  ['en-us, numeric (openapi-typescript alphabetize)', { locales: 'en-us', options: { numeric: true } }],
  ['en-us, not numeric', { locales: 'en-us', options: { numeric: false } }],
  ['de, base sensitivity', { locales: 'de', options: { sensitivity: 'base' } }],
  ['sv, upper case first', { locales: 'sv', options: { caseFirst: 'upper' } }],
  ['a list of locales (not cached)', { locales: ['fr', 'en'], options: { numeric: true } }],
  ['locales alone', { locales: 'en-us' }],
];
const sign = (n: number) => Math.sign(n);

describe('cached localeCompare', () => {
  const restore = installCachedLocaleCompare() as () => void;
  afterAll(() => restore());

  it.each(cases)('%s: every pair compares as the built-in localeCompare does', (_name, { locales, options }) => {
    for (const a of words) for (const b of words) expect([a, b, sign(a.localeCompare(b, locales, options))]).toEqual([a, b, sign(builtIn.call(a, b, locales, options))]);
  });

  it('follows the options from one call to the next (the last options are not reused for other ones)', () => {
    // Asked alternately, numeric and not: '2' sorts before '10' only with numeric.
    for (let round = 0; round < 3; round++) {
      expect(sign('a2'.localeCompare('a10', 'en-us', { numeric: true }))).toBe(-1);
      expect(sign('a2'.localeCompare('a10', 'en-us', { numeric: false }))).toBe(1);
      expect(sign('a2'.localeCompare('a10', 'en-us'))).toBe(1);
      expect(sign('ä'.localeCompare('z', 'de', { numeric: true }))).toBe(-1);
      expect(sign('ä'.localeCompare('z', 'sv', { numeric: true }))).toBe(1);
    }
  });

  it('sorts a list as a collator of the same locales and options does', () => {
    const keys = Array.from({ length: 2000 }, (_, i) => `${i % 3 ? 'prop' : 'Prop'}_${(i * 7919) % 1000}${i % 7 ? '' : 'é'}`);
    const collator = new Intl.Collator('en-us', { numeric: true });
    expect([...keys].sort((a, b) => a.localeCompare(b, 'en-us', { numeric: true }))).toEqual([...keys].sort(collator.compare));
  });

  it('throws as the built-in does on a receiver that is no string', () => {
    expect(() => String.prototype.localeCompare.call(null, 'a', 'en-us', { numeric: true })).toThrow(TypeError);
  });
});
