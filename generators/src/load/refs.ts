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
