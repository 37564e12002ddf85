/** Identifier helpers shared by the IR and the emitters. */

/**
 * camelCase of each text seen, by text: a large API asks for the same few thousand names hundreds of
 * thousands of times (GitHub's description: about 0.6 s of a run in the regular expressions below).
 * Emptied when it grows past `CAMEL_CACHE_LIMIT`, so a long-lived process (`dev`) does not keep every name.
 */
const camelCache = new Map<string, string>();
const CAMEL_CACHE_LIMIT = 200_000;

export function camelCase(text: string): string {
  let camel = camelCache.get(text);
  if (camel === undefined) {
    if (camelCache.size >= CAMEL_CACHE_LIMIT) camelCache.clear();
    camel = camelCaseOf(text);
    camelCache.set(text, camel);
  }
  return camel;
}

function camelCaseOf(text: string): string {
  const words = text
    .replace(/\{([^}]+)\}/g, ' by $1 ')
    .split(/[^A-Za-z0-9]+|(?<=[a-z0-9])(?=[A-Z])/)
    .filter(Boolean);
  return words
    .map((w, i) => (i === 0 ? w.toLowerCase() : w[0]!.toUpperCase() + w.slice(1).toLowerCase()))
    .join('')
    .replace(/^(\d)/, '_$1');
}

export function pascalCase(text: string): string {
  const camel = camelCase(text);
  return camel ? camel[0]!.toUpperCase() + camel.slice(1) : '';
}

/**
 * Words that cannot name a TypeScript binding or type alias: JavaScript's reserved words, strict-mode
 * words, and the primitive type names (`type string = ...` is an error).
 */
export const RESERVED_WORDS: ReadonlySet<string> = new Set(
  (
    'break case catch class const continue debugger default delete do else enum export extends false finally for function if import in ' +
    'instanceof new null return super switch this throw true try typeof var void while with yield let static implements interface package ' +
    'private protected public await arguments eval any boolean never number object string symbol undefined unknown bigint'
  ).split(' '),
);

export const isIdentifier = (text: string): boolean => /^[A-Za-z_$][\w$]*$/.test(text);

/** A property key as TypeScript source: bare when it is an identifier, else a string literal. */
export const propertyKey = (text: string): string => (isIdentifier(text) ? text : JSON.stringify(text));

/**
 * Deterministic, collision-free identifiers for a list of names, in the order given: a name that is already
 * a usable identifier (and not a reserved word) is kept as it is, unless `always` converts every name; any
 * other is converted by `style` (`keep` only replaces characters an identifier cannot hold). A reserved
 * word or a name already taken (by an earlier name or by `taken`) gets the suffix `_2`, `_3`, ...
 * Returns original -> identifier.
 */
export function uniqueIdentifiers(
  names: readonly string[],
  { style = 'keep', taken = [], always = false }: { style?: 'keep' | 'camel' | 'pascal'; taken?: Iterable<string>; always?: boolean } = {},
): Map<string, string> {
  const used = new Set(taken);
  const result = new Map<string, string>();
  for (const name of names) {
    if (result.has(name)) continue;
    const usable = !always && isIdentifier(name) && !RESERVED_WORDS.has(name);
    let base = usable ? name : style === 'camel' ? camelCase(name) : style === 'pascal' ? pascalCase(name) : name.replace(/[^\w$]/g, '_');
    if (!base) base = '_';
    if (!/^[A-Za-z_$]/.test(base)) base = `_${base}`;
    let candidate = base;
    for (let n = 2; used.has(candidate) || RESERVED_WORDS.has(candidate); n++) candidate = `${base}_${n}`;
    used.add(candidate);
    result.set(name, candidate);
  }
  return result;
}
