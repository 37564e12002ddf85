// openapi-typescript's printed types, re-printed per path item. Plain JavaScript: the openapi-typescript
// worker (../emitters/openapi-types.worker.mjs) runs it, bundled into its one file.
//
// openapi-typescript prints a document as `export interface paths { <one member per path> }`, the
// `webhooks` and `components` interfaces, and `export interface operations { <one member per operation
// with an operationId> }`. A path item's member and its operations' members are printed from the path
// item alone (with the whole document to resolve references and its discriminators), so a document that
// differs from a stored one only inside path items is the stored text with those items' members printed
// afresh: each is printed from a document holding that one path item.
//
// Guards, each meaning the whole document is printed: everything outside the path items (and the
// discriminators openapi-typescript found) must hash as stored; the routes must be the same; the text must
// split into one member per route and per operation, with nothing else at the top level (a helper type
// such as `WithRequired`, added where first used, could move); the operations of a changed path item must
// keep their ids; and one unchanged path item is printed afresh and must equal its stored members (a
// witness that members still print alone as they do in the whole).
import { createHash } from 'node:crypto';

const sha256 = (text) => createHash('sha256').update(text).digest('hex');
/** The top-level declarations a text may hold to be stored in pieces. */
const TOP_LEVEL = /^export (?:type (?:\$Read|\$Write|Readable|Writable|webhooks|components|\$defs|operations|paths)\b|interface (?:paths|webhooks|components|operations) \{$)/;
const KEY = /^ {4}("(?:[^"\\]|\\.)*"|[A-Za-z_$][\w$]*)\??: /;
const OPERATION_REF = /^ {8}(?:get|put|post|delete|options|head|patch|trace)\??: operations\[("(?:[^"\\]|\\.)*")\];$/;

/** The members of `export interface <name> {`, by key: [start, end) offsets in `text`; undefined when it does not split cleanly. */
function members(text, name) {
  const open = `export interface ${name} {\n`;
  const at = text.startsWith(open) ? 0 : text.indexOf(`\n${open}`) + 1;
  const found = new Map();
  if (at === 0 && !text.startsWith(open)) return found;
  let line = at + open.length;
  let start = -1;
  while (line < text.length) {
    const next = text.indexOf('\n', line);
    const end = next < 0 ? text.length : next + 1;
    const content = text.slice(line, end - 1);
    if (content === '}') return found;
    const four = content.startsWith('    ') && content[4] !== ' ';
    if (four) {
      if (start < 0) start = line;
      if (content.endsWith(';') && !content.startsWith('    /**')) {
        const keyLine = keyOf(text.slice(start, end));
        if (keyLine === undefined || found.has(keyLine)) return undefined;
        found.set(keyLine, [start, end]);
        start = -1;
      }
    }
    line = end;
  }
  return undefined;
}

function keyOf(member) {
  for (const line of member.split('\n')) {
    if (!line.startsWith('    ') || line[4] === ' ' || line.startsWith('    /**')) continue;
    const match = KEY.exec(line);
    if (!match) return undefined;
    try {
      return match[1].startsWith('"') ? JSON.parse(match[1]) : match[1];
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** Whether every top-level declaration of the text is one TOP_LEVEL allows (read line by line, without splitting the text; a line that starts with a word starts a declaration). */
function onlyKnownDeclarations(text) {
  for (let at = 0; at < text.length;) {
    const end = text.indexOf('\n', at);
    const stop = end < 0 ? text.length : end;
    // A declaration starts at the line's start with a word (`export ...`, or a helper printed without export).
    if (/[\w$]/.test(text[at] ?? '') && !TOP_LEVEL.test(text.slice(at, stop))) return false;
    at = stop + 1;
  }
  return true;
}

/** The text in pieces: members of paths and operations, and which operations each path's member names. */
function pieces(text) {
  if (!onlyKnownDeclarations(text)) return undefined;
  const paths = members(text, 'paths');
  const operations = members(text, 'operations');
  if (!paths || !operations) return undefined;
  const opsOf = new Map();
  for (const [route, [start, end]] of paths) {
    const ids = [];
    for (const line of text.slice(start, end).split('\n')) {
      const match = OPERATION_REF.exec(line);
      if (match) ids.push(JSON.parse(match[1]));
    }
    if (ids.some((id) => !operations.has(id))) return undefined;
    opsOf.set(route, ids);
  }
  return { paths, operations, opsOf };
}

/** The key of everything outside the path items, and each path item's hash. */
export function fingerprints(schema, discriminators) {
  const items = schema.paths && typeof schema.paths === 'object' && !Array.isArray(schema.paths) ? Object.entries(schema.paths) : [];
  const rest = sha256(JSON.stringify({ ...schema, paths: items.map(([route]) => route) }) + JSON.stringify(discriminators));
  return { rest, routes: items.map(([route, item]) => [route, sha256(JSON.stringify(item))]) };
}

/** The stored entry for `text` (JSON: its maps as lists of pairs; the text is stored beside it), or { why } it cannot be stored. */
export function entryOf(text, prints) {
  const split = pieces(text);
  if (!split) return { why: 'the types do not split into one member per path and operation; not stored' };
  if (split.paths.size !== prints.routes.length || prints.routes.some(([route]) => !split.paths.has(route)))
    return { why: 'the types do not hold one member per path; not stored' };
  // The text itself is not in the entry: it is the answer's text, sent once.
  return { entry: { rest: prints.rest, routes: prints.routes, paths: [...split.paths], operations: [...split.operations], opsOf: [...split.opsOf] } };
}

/**
 * The text from `stored` (its entry, with its `text`) with the changed path items printed afresh (`printItem(route)`: the text of a
 * document holding that path item alone), or { why } it cannot be.
 */
export function splice(stored, prints, printItem) {
  if (stored.rest !== prints.rest) return { why: 'something outside the path items changed' };
  if (stored.routes.length !== prints.routes.length || stored.routes.some(([route], i) => route !== prints.routes[i][0])) return { why: 'the routes changed' };
  const paths = new Map(stored.paths);
  const operations = new Map(stored.operations);
  const opsOf = new Map(stored.opsOf);
  const changed = prints.routes.filter(([, hash], i) => stored.routes[i][1] !== hash).map(([route]) => route);
  const witness = prints.routes.find(([route, hash], i) => stored.routes[i][1] === hash && opsOf.get(route)?.length)?.[0];
  const replacements = [];
  for (const route of [...(witness === undefined ? [] : [witness]), ...changed]) {
    const printed = printItem(route);
    const split = pieces(printed);
    if (!split || split.paths.size !== 1 || !split.paths.has(route)) return { why: `the path ${route} does not print as one member` };
    const ids = [...split.operations.keys()];
    const before = opsOf.get(route) ?? [];
    if (ids.length !== before.length || ids.some((id) => !before.includes(id))) return { why: `the operations of ${route} changed their ids` };
    const parts = [[paths.get(route), printed.slice(...split.paths.get(route))], ...ids.map((id) => [operations.get(id), printed.slice(...split.operations.get(id))])];
    if (route === witness) {
      if (parts.some(([[start, end], text]) => stored.text.slice(start, end) !== text)) return { why: 'a path printed alone differs from its place in the whole' };
      continue;
    }
    replacements.push(...parts);
  }
  replacements.sort((a, b) => a[0][0] - b[0][0]);
  const out = [];
  let at = 0;
  for (const [[start, end], text] of replacements) {
    out.push(stored.text.slice(at, start), text);
    at = end;
  }
  out.push(stored.text.slice(at));
  return { text: out.join(''), changed: changed.length };
}
