/** The default base URL: the first server of the spec with its variables set to their defaults. */
import type { IR } from '../../ir/types.js';

export function defaultBaseUrl(ir: IR): string {
  const url = ir.servers[0]?.url ?? '/';
  // The IR keeps server URLs as written; their variables' defaults are read from the bundled document it holds.
  const first = ((ir.document.servers ?? []) as { variables?: Record<string, { default?: unknown }> }[])[0];
  return url.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const value = first?.variables?.[name]?.default;
    return value === undefined ? whole : String(value);
  });
}
