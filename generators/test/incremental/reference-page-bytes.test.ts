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

  it('tells a cut inside a surrogate pair, where the pieces encoded apart would differ', () => {
    const stored = '{"a":"🦄"}';
    // Redocly's JSON differs from the first character's second half on.
    const parts = cutPage(pageOf('{"a":"🦊"}'), stored) as PageParts;
    expect(cutsAPair(parts)).toBe(true);
    expect(cutsAPair(cutPage(pageOf(stored), stored) as PageParts)).toBe(false);
  });
});
