import { escapePointer, pointerKeys } from '../openapi/primitives.js';

/** Whether a parsed document points into another file: any `$ref` that does not start with `#`. */
export function hasExternalRef(root: unknown): boolean {
  // Iterative: GitHub's tree is deep.
  const stack = [root];
  while (stack.length) {
    const node = stack.pop();
    if (!node || typeof node !== 'object') continue;
    if (Array.isArray(node)) {
      for (const item of node) if (item && typeof item === 'object') stack.push(item);
      continue;
    }
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && !value.startsWith('#')) return true;
      if (value && typeof value === 'object') stack.push(value);
    }
  }
  return false;
}

/** The local `$ref`s (`#/...`) of a parsed document that point at nothing, with the JSON pointer of each. */
export function danglingLocalRefs(root: unknown): { ref: string; at: string }[] {
  const resolves = (ref: string): boolean => {
    let keys: string[];
    try {
      keys = pointerKeys(ref);
    } catch {
      return false; // a malformed percent-encoding names nothing
    }
    let node: unknown = root;
    for (const key of keys) {
      if (!node || typeof node !== 'object' || !Object.prototype.hasOwnProperty.call(node, key)) return false;
      node = (node as Record<string, unknown>)[key];
    }
    return true;
  };
  const found: { ref: string; at: string }[] = [];
  const stack: [unknown, string][] = [[root, '#']];
  while (stack.length) {
    const [node, at] = stack.pop()!;
    if (!node || typeof node !== 'object') continue;
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && value.startsWith('#') && !resolves(value)) found.push({ ref: value, at });
      else if (value && typeof value === 'object') stack.push([value, `${at}/${escapePointer(key)}`]);
    }
  }
  return found;
}
