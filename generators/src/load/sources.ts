/** Where each path item was authored: the root's `paths: {"/x": {$ref: file}}` entries (IR provenance). */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

export function pathSources(root: string): Record<string, string> {
  const doc = parse(readFileSync(root, 'utf8')) as { paths?: Record<string, { $ref?: string }> };
  const rootDir = path.dirname(root);
  const sources: Record<string, string> = {};
  for (const [p, item] of Object.entries(doc?.paths ?? {})) {
    const file = typeof item?.$ref === 'string' ? path.join(rootDir, item.$ref) : root;
    sources[p] = path.relative(process.cwd(), file);
  }
  return sources;
}
