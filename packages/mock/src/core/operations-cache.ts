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

const KEEP = 5;

export interface CachedOperations<T> {
  operations: T[];
  /** Where they came from. */
  from: 'cache' | 'spec';
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
  compute: (spec: string) => Promise<T[]>,
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
  if (EXTERNAL_REF.test(bytes.toString('utf8'))) return computed();
  const key = createHash('sha256').update(versions).update('\0').update(bytes).digest('hex');
  const file = path.join(dir, `${key}.json`);
  try {
    return { operations: JSON.parse(readFileSync(file, 'utf8')) as T[], from: 'cache', save: () => {} };
  } catch {
    return computed(file);
  }
}

function write(file: string, operations: unknown): void {
  try {
    const dir = path.dirname(file);
    mkdirSync(dir, { recursive: true });
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, JSON.stringify(operations));
    renameSync(partial, file); // whole or absent: a concurrent start never reads half an entry
    const entries = readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .map((name) => ({ name, at: statSync(path.join(dir, name)).mtimeMs }))
      .sort((a, b) => b.at - a.at);
    for (const old of entries.slice(KEEP)) rmSync(path.join(dir, old.name), { force: true });
  } catch {
    // no cache this time
  }
}
