/**
 * Where each path item was authored (IR provenance): the root's `paths: {"/x": {$ref: file}}` entries. Read
 * from the root document as parsed for the lint, before bundling rewrites those `$ref`s in place, so the
 * root is parsed once (re-reading GitHub's 10 MB description with the YAML parser cost 3 s).
 */
import path from 'node:path';

export function pathSources(root: string, document: unknown): Record<string, string> {
  const paths = (document as { paths?: Record<string, { $ref?: unknown } | null> } | null)?.paths ?? {};
  const rootDir = path.dirname(root);
  const rootShown = path.relative(process.cwd(), root);
  const sources: Record<string, string> = {};
  for (const [p, item] of Object.entries(paths)) {
    sources[p] = typeof item?.$ref === 'string' && !item.$ref.startsWith('#') ? path.relative(process.cwd(), path.join(rootDir, item.$ref.split('#')[0]!)) : rootShown;
  }
  return sources;
}
