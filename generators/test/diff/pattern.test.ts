/** Replaced patterns compared as the sets of strings they accept (src/diff/pattern.ts). */
import { describe, expect, it } from 'vitest';
import { comparePatterns } from '../../src/diff/pattern.js';

describe('comparePatterns', () => {
  it.each([
    // [before, after, verdict]
    ['^\\w+$', '^[\\w\\s]+$', 'looser'],
    ['^[a-z]+$', '^(?:([a-z]+-)*([a-z]+)?)$', 'looser'],
    ['^\\d{3}$', '^\\d{2,4}$', 'looser'],
    ['^\\d{2,4}$', '^\\d{3}$', 'tighter'],
    // Unanchored: `[0-9a-f]+` matches any value holding a hex digit, `[0-9]+` only those holding a decimal one.
    ['[0-9a-f]+', '[0-9]+', 'tighter'],
    ['abc', '^abc', 'tighter'],
    ['^abc', 'abc', 'looser'],
    ['^(a|b)$', '^[ab]$', 'same'],
    ['^[a-z]+$', '^[A-Z]+$', 'unknown'],
    // A simple backreference resolves: `aa` anywhere is stricter than `a` anywhere.
    ['a', '(?<x>a)\\k<x>', 'tighter'],
    ['^([a-z])\\1+$', '^[a-z]+$', 'looser'],
    // `\B` between two word characters always holds.
    ['^a\\Bb', '^ab', 'same'],
    // Unicode property escapes are read as validators read them (the `u` flag).
    ['^\\p{Lu}+$', '^\\p{L}+$', 'looser'],
  ] as const)('%s -> %s: %s', (before, after, verdict) => {
    expect(comparePatterns(before, after)).toBe(verdict);
  });

  it('leaves what it cannot decide to the caller: invalid, backreferences, inner assertions, huge automata', () => {
    expect(comparePatterns('[', '^a$')).toBe('unknown');
    expect(comparePatterns('^a$', 'a)|(b')).toBe('unknown');
    expect(comparePatterns('^(\\w+)\\1$', '^\\w+$')).toBe('unknown');
    expect(comparePatterns('^[a-z\\d]+$', '^(?=.*\\d)[a-z\\d]+$')).toBe('unknown');
    // The subset construction of this pair needs 2^40 states: refused by the node limit, not computed.
    expect(comparePatterns('(a|b)*a(a|b){40}', '(a|b)*b(a|b){40}')).toBe('unknown');
  });
});
