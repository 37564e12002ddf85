/**
 * Prism's operations for a spec (`getHttpOperationsFromSpec`: dereference, transform, bundle; about 80 ms
 * for this API's spec, a fifth of the mock's start), kept on disk so that the next start on the same spec
 * reads them back (a few ms) instead of computing them again.
 *
 * The cache holds exactly what Prism computed, as JSON (its operations are plain data: the JSON form reads
 * back deep-equal). An entry is keyed by the SHA-256 of the spec's bytes and the versions of the Prism
 * packages that computed it, so an edited spec or another Prism is a miss. Only self-contained JSON specs
 * are cached: a YAML spec, or one with a `$ref` to another file or URL (whose changes the key would not
 * see), is computed every time. Entries live in `node_modules/.cache/customer-messaging-mock/` (the
 * convention of babel, eslint and others), the newest few are kept, and a cache that cannot be read or
 * written is no cache: the operations are computed as before.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { operationsByPathItem, pathItemsFile } from './path-item-operations.js';

const KEEP = 5;

export interface CachedOperations<T> {
  operations: T[];
  /** Where they came from: the cache, the spec, or the last spec's entries for its unchanged path items (path-item-operations.ts). */
  from: 'cache' | 'spec' | 'path-items';
  /** Writes a computed result to the cache (about 10 ms for this API's spec); nothing when read from it. */
  save(): void;
}

/** `node_modules/.cache/customer-messaging-mock` of the project this package is installed in (or of the repository). */
export function defaultCacheDir(from: string = import.meta.dirname): string | undefined {
  const marker = `${path.sep}node_modules${path.sep}`;
  const at = from.lastIndexOf(marker);
  if (at >= 0) return path.join(from.slice(0, at), 'node_modules', '.cache', 'customer-messaging-mock');
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'node_modules'))) return path.join(dir, 'node_modules', '.cache', 'customer-messaging-mock');
    if (path.dirname(dir) === dir) return undefined;
  }
}

/** A `$ref` whose target is not in the same document (`"$ref": "other.json#/..."`, a URL). */
const EXTERNAL_REF = /"\$ref"\s*:\s*"(?!#)/;

export async function cachedOperations<T>(
  spec: string,
  compute: (spec: string | object) => Promise<T[]>,
  { dir = defaultCacheDir(), versions = '' }: { dir?: string | undefined; versions?: string } = {},
): Promise<CachedOperations<T>> {
  const computed = async (file?: string): Promise<CachedOperations<T>> => {
    const operations = await compute(spec);
    return { operations, from: 'spec', save: () => (file ? write(file, operations) : undefined) };
  };
  if (!dir || path.extname(spec).toLowerCase() !== '.json') return computed();
  let bytes: Buffer;
  try {
    bytes = readFileSync(spec);
  } catch {
    return computed(); // Prism reports it
  }
  const text = bytes.toString('utf8');
  if (EXTERNAL_REF.test(text)) return computed();
  const key = createHash('sha256').update(versions).update('\0').update(bytes).digest('hex');
  const file = path.join(dir, `${key}.json`);
  try {
    return { operations: JSON.parse(readFileSync(file, 'utf8')) as T[], from: 'cache', save: () => {} };
  } catch {
    // not seen before
  }
  // A spec not seen before (an edit): its unchanged path items' operations from the last spec's entries. Any
  // failure there (Prism refusing the document) is left to the whole computation, which reports it.
  const byItem = await operationsByPathItem(JSON.parse(text) as unknown, spec, compute, { dir, versions }).catch(() => undefined);
  if (!byItem) return computed(file);
  return {
    operations: byItem.operations,
    from: byItem.reused ? 'path-items' : 'spec',
    save: () => {
      write(file, byItem.operations);
      writeWhole(pathItemsFile(dir), byItem.entries);
    },
  };
}

/** Whole or absent: a concurrent start never reads half a file. */
function writeWhole(file: string, value: unknown): void {
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, JSON.stringify(value));
    renameSync(partial, file);
  } catch {
    // no cache this time
  }
}

function write(file: string, operations: unknown): void {
  writeWhole(file, operations);
  try {
    const dir = path.dirname(file);
    const entries = readdirSync(dir)
      .filter((name) => name.endsWith('.json') && name !== path.basename(pathItemsFile(dir)))
      .map((name) => ({ name, at: statSync(path.join(dir, name)).mtimeMs }))
      .sort((a, b) => b.at - a.at);
    for (const old of entries.slice(KEEP)) rmSync(path.join(dir, old.name), { force: true });
  } catch {
    // no cache this time
  }
}
