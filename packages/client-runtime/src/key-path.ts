/** The value at a key path (`['error', 'code']`) of a parsed body, or undefined: how the runtime reads the spec's envelopes. */
export function valueAt(body: unknown, path: readonly string[]): unknown {
  let at = body;
  for (const key of path) {
    if (!at || typeof at !== 'object') return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return at;
}

/** The string at a key path, or undefined when there is none there (or no path). */
export function stringAt(body: unknown, path: readonly string[] | undefined): string | undefined {
  const value = path ? valueAt(body, path) : undefined;
  return typeof value === 'string' ? value : undefined;
}
