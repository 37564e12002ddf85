/**
 * RFC 9535 JSONPath targets, read with jsonpath-plus (the JSONPath library most OpenAPI tools use, Spectral
 * among them). Two RFC forms jsonpath-plus reads its own way are rewritten first: a filter without
 * parentheses (`[?@.name == 'pets']` becomes `[?(@.name == 'pets')]`) and a negative index (`[-1]` becomes the
 * slice `[-1:]`). jsonpath-plus reads past a malformed path (`$.paths[` selects `$.paths`), so the syntax
 * is checked here first: a target that would silently change the wrong node is refused instead.
 */
import { JSONPath } from 'jsonpath-plus';

/** Why `path` is no JSONPath, or undefined when it reads as one. */
export function jsonPathProblem(path: string): string | undefined {
  if (!path.startsWith('$')) return 'a JSONPath starts with `$` (the document root)';
  const stack: string[] = [];
  let quote: string | undefined;
  for (let i = 1; i < path.length; i++) {
    const c = path[i]!;
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = undefined;
      continue;
    }
    if (c === "'" || c === '"') quote = c;
    else if (c === '[' || c === '(') stack.push(c);
    else if (c === ']' || c === ')') {
      const open = stack.pop();
      if (open !== (c === ']' ? '[' : '(')) return `\`${c}\` at character ${i + 1} closes nothing`;
    } else if (!stack.length && c === '.' && path[i + 1] === '.' && path[i + 2] === '.') return `\`...\` at character ${i + 1}`;
  }
  if (quote) return `a string opened with ${quote} is not closed`;
  if (stack.length) return `\`${stack.at(-1)}\` is not closed`;
  if (/\.$/.test(path)) return 'it ends with `.`; name a member after it';
  if (/\[\]/.test(path)) return '`[]` selects nothing; put a name, an index or a filter inside';
  return undefined;
}

/** The RFC forms jsonpath-plus reads differently, rewritten for it. */
export function forJsonPathPlus(path: string): string {
  let out = '';
  for (let i = 0; i < path.length; i++) {
    if (path[i] === '[' && path[i + 1] === '?' && path[i + 2] !== '(') {
      // The filter runs to the `]` that closes this bracket.
      let depth = 0;
      let j = i + 2;
      let quote: string | undefined;
      for (; j < path.length; j++) {
        const c = path[j]!;
        if (quote) {
          if (c === '\\') j++;
          else if (c === quote) quote = undefined;
        } else if (c === "'" || c === '"') quote = c;
        else if (c === '[') depth++;
        else if (c === ']' && depth-- === 0) break;
      }
      out += `[?(${path.slice(i + 2, j).trim()})]`;
      i = j;
      continue;
    }
    out += path[i];
  }
  return out.replace(/\[(-\d+)\]/g, (_, n: string) => (n === '-1' ? '[-1:]' : `[${n}:${Number(n) + 1}]`));
}

export interface Match {
  /** The node's parent (object or array) and its key there; undefined for the root. */
  parent?: Record<string, unknown> | unknown[];
  key?: string | number;
  value: unknown;
}

/** Every node `path` selects in `document`. */
export function select(document: unknown, path: string): Match[] {
  const results = JSONPath({ path: forJsonPathPlus(path), json: document as object, resultType: 'all', eval: 'safe', wrap: true }) as {
    parent: Record<string, unknown> | unknown[] | null;
    parentProperty: string | number | null;
    value: unknown;
  }[];
  return results.map((r) => (r.parent === null || r.parentProperty === null ? { value: r.value } : { parent: r.parent, key: r.parentProperty, value: r.value }));
}
