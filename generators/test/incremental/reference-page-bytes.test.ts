/**
 * The reference page as UTF-8 bytes in pieces (src/incremental/reference-page.ts: `splicePageBytes`): the
 * same bytes as the page spliced as a string and encoded, for JSON that holds what the page escapes (`<`,
 * U+2028, U+2029) and characters of two, three and four bytes; refused where the string form refuses, and
 * where a cut falls inside a surrogate pair (`cutsAPair`). In memory; no Redocly.
 */
import { describe, expect, it } from 'vitest';
import { cutPage, cutsAPair, embeddedBytes, splicePage, splicePageBytes, type PageParts } from '../../src/incremental/reference-page.js';

const MARKER = 'const __redoc_definition = ';
/** A page as Redocly writes it around a document's JSON, escaped as it escapes it. */
const pageOf = (json: string, tail = '') =>
  `<html><body>é<script>${MARKER}${json
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
    .replace(/</g, '\\u003c')}${tail};\nconst options = {};</script></body></html>`;
const doc = (text: string) => JSON.stringify({ openapi: '3.1.0', info: { title: 'T', description: text }, paths: {} });

const texts = ['plain', '<b>bold</b> </script>', 'line\u2028para\u2029end', 'é ü ß → 漢字 🦄 <', '\u2028<\u2029<<', ''];

describe('splicePageBytes', () => {
  for (const text of texts) {
    it(`gives the bytes of splicePage for ${JSON.stringify(text)}`, () => {
      const parts = cutPage(pageOf(doc('stored')), doc('stored')) as PageParts;
      expect(typeof parts).toBe('object');
      const json = doc(text);
      const expected = Buffer.from(splicePage(parts, json)!);
      const pieces = splicePageBytes(parts, json)!;
      expect(Buffer.concat(pieces).equals(expected)).toBe(true);
      // The JSON given as its UTF-8 bytes (as the run holds it while Redocly renders): the same bytes.
      expect(Buffer.concat(splicePageBytes(parts, Buffer.from(json))!).equals(expected)).toBe(true);
      // Nothing that could end the script early is left raw.
      expect(expected.toString('utf8')).not.toMatch(/[\u2028\u2029]|<\/script>.*<\/script>/s);
    });
  }

  it('escapes as the page does, and returns the JSON itself when there is nothing to escape', () => {
    const text = (json: string) => Buffer.concat(embeddedBytes(json)).toString('utf8');
    expect(text('"a<\u2028\u2029é"')).toBe('"a\\u003c\\u2028\\u2029é"');
    expect(text('"\u00e2\u0080\u00a8 ⁨"')).toBe('"\u00e2\u0080\u00a8 ⁨"');
  });

  it("keeps Redocly's own tail, and refuses a document that does not end as the stored one did", () => {
    const stored = doc('x');
    // Redocly's JSON differs from the document's at its end (an added `components`).
    const page = pageOf(stored.slice(0, -1), ',"components":{}}');
    const parts = cutPage(page, stored) as PageParts;
    expect(parts.theirs).toContain('components');
    const json = doc('y <');
    expect(Buffer.concat(splicePageBytes(parts, json)!).equals(Buffer.from(splicePage(parts, json)!))).toBe(true);
    // Not an object, so it does not end as the stored document did (`}`).
    const other = JSON.stringify(['openapi']);
    expect(splicePage(parts, other)).toBeUndefined();
    expect(splicePageBytes(parts, other)).toBeUndefined();
  });

  it("encodes a JSON of many pieces as one, a surrogate pair across the pieces' edge included", () => {
    // 🦄 is two UTF-16 units; put its first at the last place of the first million.
    const json = JSON.stringify(`${'a'.repeat((1 << 20) - 2)}🦄<${'é'.repeat(1 << 20)}\u2028`);
    const pieces = embeddedBytes(json);
    expect(pieces.length).toBeGreaterThan(2);
    const escaped = json.replace(/\u2028/g, '\\u2028').replace(/</g, '\\u003c');
    expect(Buffer.concat(pieces).equals(Buffer.from(escaped))).toBe(true);
    // From its UTF-8 bytes, decoded a million bytes at a time: characters of two and four bytes cross the edges.
    const fromBytes = embeddedBytes(Buffer.from(json));
    expect(fromBytes.length).toBeGreaterThan(2);
    expect(Buffer.concat(fromBytes).equals(Buffer.from(escaped))).toBe(true);
  });

  it('cuts a page whose JSON spans many pieces as the whole JSON escaped at once cuts it', () => {
    // The cut as it was made before it compared a piece at a time: the whole JSON escaped, then compared.
    const reference = (page: string, json: string) => {
      const start = page.indexOf(MARKER) + MARKER.length;
      const end = page.indexOf(';\n', start);
      const ours = json
        .replace(/\u2028/g, '\\u2028')
        .replace(/\u2029/g, '\\u2029')
        .replace(/</g, '\\u003c');
      const theirs = page.slice(start, end);
      let same = 0;
      while (same < ours.length && same < theirs.length && ours.charCodeAt(same) === theirs.charCodeAt(same)) same++;
      return { before: page.slice(0, start), after: page.slice(end), ours: ours.slice(same), theirs: theirs.slice(same) };
    };
    // Escaped characters and a surrogate pair on both sides of the first piece's edge (a million characters).
    const big = doc(`${'a<\u2028'.repeat(349_525)}🦄é<${'b\u2029'.repeat(30_000)}`);
    expect(big.length).toBeGreaterThan(1 << 20);
    const cases: [string, string][] = [
      [pageOf(big), big],
      // Redocly's tail differs from the document's (an added `components`).
      [pageOf(big.slice(0, -1), ',"components":{}}'), big],
      // The page's JSON ends early, and the document's ends early.
      [pageOf(big.slice(0, -2)), big],
      [pageOf(big), big.slice(0, -2)],
    ];
    for (const [page, json] of cases) expect(cutPage(page, json)).toEqual(reference(page, json));
    // Differing in the middle: refused, as before.
    expect(typeof cutPage(pageOf(big.replace('🦄', '🦊')), big)).toBe('string');
  });

  it('tells a cut inside a surrogate pair, where the pieces encoded apart would differ', () => {
    const stored = '{"a":"🦄"}';
    // Redocly's JSON differs from the first character's second half on.
    const parts = cutPage(pageOf('{"a":"🦊"}'), stored) as PageParts;
    expect(cutsAPair(parts)).toBe(true);
    expect(cutsAPair(cutPage(pageOf(stored), stored) as PageParts)).toBe(false);
  });
});
