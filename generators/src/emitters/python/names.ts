/**
 * Python names: snake_case methods, resources and arguments, PascalCase classes, never a keyword nor a
 * name the generated modules use themselves; collisions get `_2`, `_3`, ... in a fixed order.
 */
import { pascalCase } from '../../ir/names.js';

/** Python's keywords and soft keywords, and names a generated module binds itself. */
export const PYTHON_RESERVED: ReadonlySet<string> = new Set(
  (
    'False None True and as assert async await break class continue def del elif else except finally for from global if import in is ' +
    'lambda nonlocal not or pass raise return try while with yield'
  ).split(' '),
);

/** `listRunners`, `list-runners`, `ListRunners` -> `list_runners`. */
export function snakeCase(text: string): string {
  return fold(text)
    .replace(/\{([^}]+)\}/g, ' by $1 ')
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .join('_')
    .toLowerCase()
    .replace(/^(\d)/, '_$1');
}

/** Accents folded away (`déjà` -> `deja`), so names stay ASCII and readable. */
export const fold = (text: string): string => text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');

export const isPythonIdentifier = (text: string): boolean => /^[A-Za-z_][A-Za-z0-9_]*$/.test(text) && !PYTHON_RESERVED.has(text);

/**
 * A usable Python identifier for each name, in order: one already usable is kept (`keep`) or converted
 * (`snake`); a keyword or a taken name gets a suffix. Returns original -> identifier.
 */
export function pythonIdentifiers(names: readonly string[], { style, taken = [] }: { style: 'keep' | 'snake' | 'pascal'; taken?: Iterable<string> }): Map<string, string> {
  const used = new Set(taken);
  const out = new Map<string, string>();
  for (const name of names) {
    if (out.has(name)) continue;
    let base =
      style === 'snake' ? snakeCase(name) : style === 'pascal' ? pascalCase(name) : /^[A-Za-z_][A-Za-z0-9_]*$/.test(name) ? name : snakeCase(name) || name.replace(/\W/g, '_');
    if (!base || /^_*$/.test(base)) base = 'field';
    if (/^\d/.test(base)) base = `_${base}`;
    let candidate = PYTHON_RESERVED.has(base) ? `${base}_` : base;
    for (let n = 2; used.has(candidate) || PYTHON_RESERVED.has(candidate); n++) candidate = `${base}_${n}`;
    used.add(candidate);
    out.set(name, candidate);
  }
  return out;
}

/** A Python string literal (JSON's escapes are Python's). */
export const pyString = (value: string): string => JSON.stringify(value);

/** A docstring body: no closing quotes inside, no trailing backslash, trimmed. */
export function docstring(text: string, indent: string): string[] {
  const clean = text.replace(/\\/g, '\\\\').replace(/"""/g, '\\"\\"\\"').trim();
  if (!clean) return [];
  const lines = clean.split('\n');
  if (lines.length === 1) return [`${indent}"""${lines[0]}"""`];
  return [`${indent}"""${lines[0]}`, ...lines.slice(1).map((l) => (l.trim() ? `${indent}${l.trimEnd()}` : '')), `${indent}"""`];
}

/** PEP 440 form of the spec's version: `1.2.3` as is, `v1.2` -> `1.2`, `1.0.0-beta.1` -> `1.0.0b1`, else `0.0.0`. */
export function pep440(version: string): string {
  const v = version.trim().replace(/^v/i, '');
  const m = /^(\d+(?:\.\d+)*)(?:[-.]?(alpha|a|beta|b|rc|c|pre|preview|dev)[-.]?(\d*))?$/i.exec(v);
  if (!m) {
    const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
    return date ? `${Number(date[1])}.${Number(date[2])}.${Number(date[3])}` : '0.0.0';
  }
  const release = m[1]!
    .split('.')
    .map((n) => String(Number(n)))
    .join('.');
  if (!m[2]) return release;
  const tag = m[2].toLowerCase();
  const kind = tag === 'dev' ? '.dev' : tag.startsWith('a') ? 'a' : tag.startsWith('b') ? 'b' : 'rc';
  return `${release}${kind}${Number(m[3] || 0)}`;
}
