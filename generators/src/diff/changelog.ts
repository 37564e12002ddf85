/**
 * Changes -> changelog entries in the API's words, for the people who call it: each change under Added,
 * Changed, Deprecated or Breaking, naming the operation by its summary and its method and path, or the
 * schema and field it touches, with a link to either when the caller can give one (the docs site links
 * into the reference). The diff's own vocabulary stays out: rule ids, locations such as
 * `schema Message.data[]`, keywords such as `maxItems (none) -> 100`, and changes to `x-` extensions, which
 * are the toolchain's notes, not the API. Documentation-only changes are gathered in one entry.
 */
import { METHODS, type Json } from './model.js';
import type { Change } from './types.js';

export type ChangelogSection = 'Breaking' | 'Deprecated' | 'Added' | 'Changed';
export const SECTIONS: ChangelogSection[] = ['Breaking', 'Deprecated', 'Added', 'Changed'];

/** What a change is about, read from its location. */
export type Subject =
  | { kind: 'operation'; method: string; path: string; operationId?: string; summary?: string; tags: string[]; part: string }
  | { kind: 'schema'; name: string; part: string }
  | { kind: 'error-code'; code: string }
  | { kind: 'component'; type: string; name: string; part: string }
  | { kind: 'api'; part: string };

export interface ChangelogEntry {
  section: ChangelogSection;
  /** One Markdown line without the list marker. */
  text: string;
}

/** Where a subject is documented, when the reader has a page for it; undefined leaves it unlinked. */
export interface ChangelogLinks {
  operation?: (op: { method: string; path: string; operationId?: string; tags: string[] }) => string | undefined;
  schema?: (name: string) => string | undefined;
  errorCode?: (code: string) => string | undefined;
}

const code = (text: string) => `\`${text.replace(/`/g, "'")}\``;
const link = (text: string, href: string | undefined) => (href ? `[${text}](${href})` : text);

/** The subject of a change: its operation (looked up in the head document, or the base one when removed), schema, error code... */
export function subjectOf(location: string, head: Json, base: Json): Subject {
  const op = new RegExp(`^(${METHODS.map((m) => m.toUpperCase()).join('|')}) (\\S+)(.*)$`).exec(location);
  if (op) {
    const [, method, path, part] = op as unknown as [string, string, string, string];
    const found = (head.paths?.[path]?.[method.toLowerCase()] ?? base.paths?.[path]?.[method.toLowerCase()]) as Json | undefined;
    return {
      kind: 'operation',
      method,
      path,
      ...(typeof found?.operationId === 'string' ? { operationId: found.operationId } : {}),
      ...(typeof found?.summary === 'string' ? { summary: found.summary } : {}),
      tags: Array.isArray(found?.tags) ? found.tags : [],
      part: part.trim(),
    };
  }
  const schema = /^schema ([^.[{( ]+)(.*)$/.exec(location);
  if (schema) return { kind: 'schema', name: schema[1]!, part: schema[2]!.trim() };
  const errorCode = /^error code (.+)$/.exec(location);
  if (errorCode) return { kind: 'error-code', code: errorCode[1]! };
  const component = /^(parameter|response|request body|header|security scheme) (\S+)(.*)$/.exec(location);
  if (component) return { kind: 'component', type: component[1]!, name: component[2]!, part: component[3]!.trim() };
  return { kind: 'api', part: location };
}

function subjectText(subject: Subject, links: ChangelogLinks): string {
  switch (subject.kind) {
    case 'operation': {
      const label = `${subject.method} ${subject.path}`;
      const href = links.operation?.(subject);
      return subject.summary ? `${link(subject.summary, href)} (${code(label)})` : link(code(label), href);
    }
    case 'schema':
      return link(code(subject.name), links.schema?.(subject.name));
    case 'error-code':
      return `error code ${link(code(subject.code), links.errorCode?.(subject.code))}`;
    case 'component':
      return `the shared ${subject.type} ${code(subject.name)}`;
    case 'api':
      return subject.part === 'servers' ? 'the base URL' : /^info\b/.test(subject.part) ? 'the introduction' : 'the API';
  }
}

/** `request body .name.first` -> "request field `name.first`"; `200 response body .data[]` -> "200 response field `data[]`". */
function partText(part: string): string {
  if (!part) return '';
  const body = /^(?:(\d\w*|default) response|request) body\s*\.?(.*)$/.exec(part);
  if (body) {
    const side = part.startsWith('request') ? 'request' : `${body[1]} response`;
    return body[2] ? `${side} field ${code(body[2])}` : `${side} body`;
  }
  const param = /^(query|path|header|cookie) parameter (\S+)(.*)$/.exec(part);
  if (param) return `${param[1]} parameter ${code(param[2]!)}${param[3] ? ` ${code(param[3].replace(/^\./, '').trim())}` : ''}`;
  const header = /^(\d\w*|default) response header (\S+)/.exec(part);
  if (header) return `${header[1]} response header ${code(header[2]!)}`;
  if (/^\./.test(part) || /^\[/.test(part)) return `field ${code(part.replace(/^\./, ''))}`;
  return part.replace(/^(\d\w*) response$/, '$1 response');
}

const LIMITS: Record<string, [at: string, unit: string]> = {
  minimum: ['at least', ''],
  maximum: ['at most', ''],
  minLength: ['at least', ' characters'],
  maxLength: ['at most', ' characters'],
  minItems: ['at least', ' items'],
  maxItems: ['at most', ' items'],
  minProperties: ['at least', ' fields'],
  maxProperties: ['at most', ' fields'],
  minContains: ['at least', ' matching items'],
  maxContains: ['at most', ' matching items'],
};

/** A limit as words: `maxItems (none) -> 100` -> "now holds at most 100 items". */
function limitWords(message: string): string | undefined {
  const m = /^(\w+) (\(exclusive\) )?(\S+) -> (\(exclusive\) )?(\S+)$/.exec(message);
  if (!m) return undefined;
  const [, keyword, , from, exclusive, to] = m as unknown as [string, string, string | undefined, string, string | undefined, string];
  if (keyword === 'pattern') return to === '(none)' ? 'no longer has to match a pattern' : `must now match ${code(to)}`;
  if (keyword === 'multipleOf') return to === '(none)' ? 'no longer has to be a multiple of a number' : `must now be a multiple of ${to}`;
  if (keyword === 'uniqueItems') return to === 'true' ? 'items must now be unique' : 'items may now repeat';
  const limit = LIMITS[keyword];
  if (!limit) return undefined;
  const [at, unit] = limit;
  const bound = (value: string, isExclusive: boolean) => (isExclusive ? `${at === 'at least' ? 'more than' : 'less than'} ${value}${unit}` : `${at} ${value}${unit}`);
  if (to === '(none)') return `no longer limited to ${bound(from, false)}`;
  return `now ${bound(to, !!exclusive)}${from === '(none)' ? '' : ` (was ${from.replace('(exclusive) ', '')})`}`;
}

/** A diff message in plain words, names as code: `new optional field caption` -> "new optional field `caption`". */
function messageWords(change: Change): string {
  const limit = limitWords(change.message);
  if (limit) return limit;
  return change.message
    .replace(/\b(field|parameter|header|operation|operationId|schema|content type) ([\w./{}*[\]-]+)/g, (_m, what: string, name: string) => `${what} ${code(name)}`)
    .replace(/^value\(s\) (.+) (added|removed)$/, (_m, values: string, how: string) => `${how === 'added' ? 'new allowed values' : 'values no longer allowed'}: ${values}`)
    .replace(/^additionalProperties now false$/, 'no longer accepts fields it does not document')
    .replace(/^additionalProperties no longer false$/, 'may now carry fields it does not document')
    .replace(/^(.+) -> (.+)$/, (_m, from: string, to: string) => `changed from ${from} to ${to}`);
}

function sectionOf(change: Change): ChangelogSection | undefined {
  if (change.rule === 'extension-changed') return undefined; // the toolchain's own notes (x-...), not the API
  // What may break some clients (an optional field gone, a default changed) is listed with what breaks them:
  // a reader scanning for what to check must find it there.
  if (change.client === 'breaking' || change.client === 'potentially-breaking') return 'Breaking';
  if (/deprecated/.test(change.rule)) return 'Deprecated';
  if (/added$/.test(change.rule) && !/removed/.test(change.message)) return 'Added';
  return 'Changed';
}

/** Every change that API clients can notice, in the API's words; documentation-only changes in one entry. */
export function changelogEntries(changes: Change[], docs: { base: Json; head: Json }, links: ChangelogLinks = {}): ChangelogEntry[] {
  const entries: ChangelogEntry[] = [];
  const documented: string[] = [];
  for (const change of changes) {
    if (change.semver === 'none') continue;
    const section = sectionOf(change);
    if (!section) continue;
    const subject = subjectOf(change.location, docs.head, docs.base);
    const about = subjectText(subject, links);
    if (change.rule === 'documentation-changed') {
      if (!documented.includes(about)) documented.push(about);
      continue;
    }
    if (change.rule === 'operation-added') {
      entries.push({ section, text: `New operation: ${about}.` });
      continue;
    }
    if (change.rule === 'operation-removed') {
      entries.push({ section, text: `${about} was removed${/deprecated/.test(change.message) ? ' (it was deprecated)' : ''}.` });
      continue;
    }
    if (change.rule === 'operation-deprecated') {
      entries.push({ section, text: `${about} is deprecated.` });
      continue;
    }
    if (change.rule === 'error-code-added') {
      entries.push({ section, text: `New ${about}${/\(([^)]+)\)$/.exec(change.message) ? ` (${code(/\(([^)]+)\)$/.exec(change.message)![1]!)})` : ''}.` });
      continue;
    }
    const raw = subject.kind === 'operation' || subject.kind === 'schema' || subject.kind === 'component' ? subject.part : '';
    let words = messageWords(change);
    let part = partText(raw);
    // A message about the field the location ends in names it by its whole path instead (`data[].id`).
    const field = /(?:^|\s)\.?((?:[\w-]+(?:\[\])?\.)*([\w-]+))$/.exec(raw.replace(/^(?:(?:\d\w*|default) response|request) body\s*/, ''));
    if (field && words.includes(`field \`${field[2]}\``)) {
      const side = /^request body/.test(raw) ? 'request ' : /response body/.test(raw) ? `${raw.split(' ')[0]} response ` : '';
      words = words.replace(`field \`${field[2]}\``, `${side}field ${code(field[1]!)}`);
      part = '';
    }
    entries.push({ section, text: `${about}${part ? `, ${part}` : ''}: ${words}.` });
  }
  if (documented.length) entries.push({ section: 'Changed', text: `Documentation improved for ${documented.join(', ')}.` });
  return entries;
}

/** The entries as Markdown sections (`### Breaking` ...), in the order Breaking, Deprecated, Added, Changed. */
export function renderEntries(entries: ChangelogEntry[], level = 3): string {
  const out: string[] = [];
  for (const section of SECTIONS) {
    const list = entries.filter((e) => e.section === section);
    if (list.length) out.push(`${'#'.repeat(level)} ${section}`, '', ...list.map((e) => `- ${e.text}`), '');
  }
  return out.join('\n');
}
