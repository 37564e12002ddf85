/** Reads a value at a key path of a JSON answer (`['meta', 'has_more']`). */
export function at(value: unknown, path: readonly string[] | undefined): unknown {
  if (!path) return undefined;
  let node = value;
  for (const key of path) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}
