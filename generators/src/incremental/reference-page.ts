/**
 * The reference page without Redocly, when only operations changed. `redocly build-docs` writes the page
 * as Redoc's server-rendered shell (the title, the introduction, the navigation by tag, the servers: no
 * operation is rendered on the server), then the document itself as JSON
 * (`const __redoc_definition = <document>;`, escaped for a script), then Redoc's options. So the page of
 * a document whose shell is unchanged is the stored page with the new document's JSON in the place of the
 * old.
 *
 * The shell is the document with every operation's content left out (what the page renders from it only in
 * the browser): its description, parameters, body, responses, callbacks, samples, security, servers and
 * links, and the summary of an operation in a tag (an untagged one is listed by its summary in the
 * navigation). Everything else is the shell: `info`, `servers`, `tags` and `x-tagGroups`, the components,
 * and each operation's place, tags, id and remaining fields. A change there renders the page
 * with Redocly, as a run without the store does. A page whose JSON is not the document's own but for
 * its last characters (Redocly adds an empty `components` to a document without one; anything more, and
 * Redocly changed how it writes it) is never stored, so it is never spliced.
 */
import { readFileSync } from 'node:fs';
import { StringDecoder } from 'node:string_decoder';
import path from 'node:path';
import { HTTP_METHODS } from '../openapi/primitives.js';
import { entryKey, note, readEntry, reuseAllowed, sha256, writeEntry } from './store.js';

const KIND = 'reference-page';
const MARKER = 'const __redoc_definition = ';
/** Operation fields the server-rendered shell never shows (the summary: see `operationShell`). */
const OPERATION_CONTENT = new Set(['description', 'parameters', 'requestBody', 'responses', 'callbacks', 'x-codeSamples', 'externalDocs', 'security', 'servers']);
/** Path item fields likewise. */
const PATH_ITEM_CONTENT = new Set(['summary', 'description', 'parameters', 'servers']);

/** A page cut around the document's JSON (the entry the store keeps). */
export interface PageParts {
  /** The page up to and including MARKER. */
  before: string;
  /** The page after the document's JSON. */
  after: string;
  /**
   * Where Redocly's JSON differs from the document's own, at its end (it adds an empty `components` to a
   * document without one): the document's last characters, and what the page holds in their place.
   */
  ours: string;
  theirs: string;
}

/** Characters of the JSON escaped (and encoded, by `embeddedBytes`) at a time. */
const PIECE = 1 << 20;

/** The most a stored page's JSON may differ from the document's own, at its end. */
const TAIL_LIMIT = 64 * 1024;

/**
 * The document's JSON as build-docs embeds it in a script: line and paragraph separators and `<` escaped
 * (so no `</script>` ends it early). Written after Redocly's own; `record` stores a page only when what it
 * holds is this text but for a short tail, so a Redocly that writes it otherwise is rendered every time.
 */
const embedded = (json: string) => json.replace(/\u2028|\u2029/g, (c) => (c === '\u2028' ? '\\u2028' : '\\u2029')).replace(/</g, '\\u003c');

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const methods = new Set<string>(HTTP_METHODS);

/**
 * An operation's part of the shell. Its summary too when it has no tag: the server-rendered navigation lists an
 * untagged operation at its top level, by its summary (its id when it has none); a tagged one sits in its
 * tag's group, which the server renders closed.
 */
function operationShell(operation: Obj): Obj {
  const tagged = Array.isArray(operation.tags) && operation.tags.length > 0;
  return Object.fromEntries(Object.entries(operation).filter(([k]) => !OPERATION_CONTENT.has(k) && !(k === 'summary' && tagged)));
}

function shellOfItems(items: unknown): unknown {
  if (!isObj(items)) return items;
  return Object.fromEntries(
    Object.entries(items).map(([route, item]) => [
      route,
      isObj(item)
        ? Object.fromEntries(
            Object.entries(item)
              .filter(([key]) => !PATH_ITEM_CONTENT.has(key))
              .map(([key, value]) => [key, methods.has(key) && isObj(value) ? operationShell(value) : value]),
          )
        : item,
    ]),
  );
}

/**
 * The document's shell (see the file comment): the document with every operation's content left out. All a
 * page's server-rendered part is made from; `JSON.stringify` of it is what the store keys on, and what a
 * full generate hands Redocly (../emitters/docs/render.ts).
 */
export function shellOf(document: object): object {
  const d = document as Obj;
  return { ...d, paths: shellOfItems(d.paths), webhooks: shellOfItems(d.webhooks), 'x-webhooks': shellOfItems(d['x-webhooks']) };
}

/** The key of the page's shell (`shellJson`, JSON of `shellOf`): the shell, the page options, the toolchain and Redocly. */
function shellKey(shellJson: string, options: { title?: string; header: string; config: string }, redoclyVersion: string): string {
  return entryKey(KIND, sha256(shellJson), JSON.stringify(options), configText(options.config), redoclyVersion);
}

/** The Redocly configuration and the page template it names: a change of either is a new page. */
function configText(config: string): string {
  const read = (file: string) => {
    try {
      return readFileSync(file, 'utf8');
    } catch {
      return '';
    }
  };
  const text = read(config);
  const template = /^\s*htmlTemplate:\s*['"]?([^'"\n]+?)['"]?\s*$/m.exec(text)?.[1];
  return text + (template ? read(path.resolve(path.dirname(config), template)) + read(path.resolve(template)) : '');
}

/**
 * A page Redocly rendered from `json`, cut around that JSON: the page before and after it, and the tail
 * where Redocly's JSON differs from `json`; or, as a string, why it cannot be cut.
 */
export function cutPage(page: string, json: string): PageParts | string {
  const start = page.indexOf(MARKER) + MARKER.length;
  // JSON holds no raw line break, so the first `;` and line break after the marker end it.
  const end = page.indexOf(';\n', start);
  if (start < MARKER.length || page.indexOf(MARKER, start) >= 0 || end < 0) return "the page does not hold the document's JSON as expected";
  const theirs = page.slice(start, end);
  // `embedded(json)` compared a piece at a time, never escaped whole (a large document's shell: megabytes,
  // at the run's busiest moment); the escapes are of single characters, so the pieces are the whole's.
  let same = 0;
  let ours = '';
  for (let from = 0; from < json.length; from += PIECE) {
    const piece = embedded(json.slice(from, from + PIECE));
    let k = 0;
    while (k < piece.length && same + k < theirs.length && piece.charCodeAt(k) === theirs.charCodeAt(same + k)) k++;
    same += k;
    if (k < piece.length) {
      ours = piece.slice(k) + embedded(json.slice(from + PIECE));
      break;
    }
  }
  if (ours.length > TAIL_LIMIT || theirs.length - same > TAIL_LIMIT) return "the page's JSON is not the document's own";
  return { before: page.slice(0, start), after: page.slice(end), ours, theirs: theirs.slice(same) };
}

/** The page of `parts` with `json` in the place of the JSON it was cut around; undefined when `json` does not end as that one did. */
export function splicePage(parts: PageParts, json: string): string | undefined {
  const text = embedded(json);
  if (!text.endsWith(parts.ours)) return undefined;
  return `${parts.before}${text.slice(0, text.length - parts.ours.length)}${parts.theirs}${parts.after}`;
}

/**
 * `embedded(json)` as UTF-8 bytes, in pieces of about a million characters: a large document's JSON holds
 * characters beyond Latin-1, so V8 keeps it two bytes a character (GitHub's: 60 MB), and a whole escaped
 * copy of it (then its bytes, then the page around them) costs that again each time. The escapes are of
 * single characters, so escaping piece by piece gives the same text; a piece never ends between the two
 * halves of a surrogate pair, so its bytes are those of the whole.
 */
export function embeddedBytes(json: string | Buffer): Buffer[] {
  if (typeof json !== 'string') return embeddedBytesOfUtf8(json);
  const pieces: Buffer[] = [];
  for (let from = 0; from < json.length;) {
    let to = Math.min(json.length, from + PIECE);
    const last = json.charCodeAt(to - 1);
    if (to < json.length && last >= 0xd800 && last <= 0xdbff) to++;
    pieces.push(Buffer.from(embedded(json.slice(from, to))));
    from = to;
  }
  return pieces;
}

/**
 * `embeddedBytes` of a JSON text given as its UTF-8 bytes, decoded a piece at a time, never whole (the run
 * holds a large document's JSON as bytes while Redocly renders: ../emitters/docs/render.ts). The decoder
 * never splits a character, and the escapes are of single characters, so the bytes are the same.
 */
function embeddedBytesOfUtf8(json: Buffer): Buffer[] {
  const decoder = new StringDecoder('utf8');
  const pieces: Buffer[] = [];
  for (let from = 0; from < json.length; from += PIECE) {
    const text = decoder.write(json.subarray(from, from + PIECE));
    if (text) pieces.push(Buffer.from(embedded(text)));
  }
  const rest = decoder.end();
  if (rest) pieces.push(Buffer.from(embedded(rest)));
  return pieces;
}

/**
 * Whether the cut of `parts` falls inside a surrogate pair (the document's JSON and Redocly's first differ in
 * the second half of one): encoded apart, its two halves would not be the page's bytes, so `splicePageBytes`
 * cannot be used and `splicePage` is.
 */
export function cutsAPair(parts: PageParts): boolean {
  return /^[\uDC00-\uDFFF]/.test(parts.ours) || /^[\uDC00-\uDFFF]/.test(parts.theirs);
}

/**
 * `splicePage` as the page's UTF-8 bytes, in pieces, never the page as one string (a large document's page
 * is that JSON and more; its copies were the largest memory of a run). The same bytes as
 * `Buffer.from(splicePage(parts, json))` (`json` as a text or as its UTF-8 bytes), for parts that do not cut a surrogate pair (`cutsAPair`).
 */
export function splicePageBytes(parts: PageParts, json: string | Buffer): Buffer[] | undefined {
  const kept = embeddedBytes(json);
  const ours = Buffer.from(parts.ours);
  // The JSON's last bytes, as many as `ours` has, taken off its pieces: they must be `ours`.
  const tail: Buffer[] = [];
  for (let left = ours.length; left > 0;) {
    const last = kept.pop();
    if (last === undefined) return undefined;
    const taken = Math.min(left, last.length);
    tail.unshift(last.subarray(last.length - taken));
    if (taken < last.length) kept.push(last.subarray(0, last.length - taken));
    left -= taken;
  }
  if (!Buffer.concat(tail).equals(ours)) return undefined;
  return [Buffer.from(parts.before), ...kept, Buffer.from(parts.theirs + parts.after)];
}

/**
 * The stored page of a shell (`shellJson`, JSON of `shellOf(document)`): `read` finds it (undefined when the
 * shell changed, or this run may not reuse), `splice` puts a document's JSON into it (by `put`: `splicePage` or
 * a form of it), `record` stores a page
 * Redocly rendered from `json`, `keep` a page already cut.
 */
export function referencePageCache(shellJson: string, options: { title?: string; header: string; config: string }, redoclyVersion: string) {
  const key = shellKey(shellJson, options, redoclyVersion);
  return {
    read(): PageParts | undefined {
      if (!reuseAllowed()) return undefined;
      const entry = readEntry<PageParts>(KIND, key)?.fields;
      if (!entry || ![entry.before, entry.after, entry.ours, entry.theirs].every((part) => typeof part === 'string')) return undefined;
      return entry;
    },
    splice<Page>(entry: PageParts, json: string, put: (parts: PageParts, json: string) => Page | undefined): Page | undefined {
      const page = put(entry, json);
      note(page === undefined ? `${KIND}: the document's end changed; rendered whole` : `${KIND}: the shell is unchanged; the document's JSON spliced into the stored page`);
      return page;
    },
    record(page: string, json: string): void {
      if (!reuseAllowed()) return;
      const parts = cutPage(page, json);
      if (typeof parts === 'string') note(`${KIND}: ${parts}; not stored`);
      else writeEntry(KIND, key, parts satisfies PageParts);
    },
    keep(parts: PageParts): void {
      if (reuseAllowed()) writeEntry(KIND, key, parts satisfies PageParts);
    },
  };
}
