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
    let node: unknown = root;
    for (const raw of ref.slice(1).split('/').slice(1)) {
      let key = raw;
      try {
        key = decodeURIComponent(raw);
      } catch {
        // Not percent-encoded: read as written.
      }
      key = key.replace(/~1/g, '/').replace(/~0/g, '~');
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
      const here = `${at}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
      if (key === '$ref' && typeof value === 'string' && value.startsWith('#') && !resolves(value)) found.push({ ref: value, at });
      else if (value && typeof value === 'object') stack.push([value, here]);
    }
  }
  return found;
}
