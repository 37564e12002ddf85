/**
 * Formats generated code with prettier and fixed options, so output does not depend on the user's setup.
 *
 * Prettier pays where people read the output: our own files are all under 100 KB and format in
 * milliseconds. On a large description it does not: for GitHub's (1,223 operations) it took about 9 s of the
 * client's 21 s and most of the server's 20 s, on files nobody reads line by line. Above FORMAT_LIMIT the
 * printed text (already indented by the printer in ts/print.ts or JSON.stringify) is written as it is.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { toolchainRoot } from '../paths.js';

const OPTIONS = { singleQuote: true, printWidth: 110, trailingComma: 'all', semi: true } as const;

/** Bytes of source above which prettier is skipped (see above; measured with `npm run bench:generate`). */
export const FORMAT_LIMIT = 256 * 1024;

/**
 * What prettier made of each printed text this process formatted, by the text's hash. A long-lived process
 * (`npm run dev`, `--watch`) regenerates every file at each save though one edit changes a few of them:
 * the others come out of the printer as they did before, and take their formatted text from here instead
 * of prettier's (a third of a save's time). Prettier has no cache of its own for `format()` on a string.
 */
const formatted = new Map<string, Promise<string>>();
const MEMO_LIMIT = 512;

/**
 * The same, kept on disk for the next process: `npm run generate` after a one-field edit prints some sixty
 * files of which a few differ from the last run, and formatting all of them again was about a third of its
 * CPU time (0.9 s). Under node_modules/.cache (never committed), one file per text, named by the hash of
 * the text, prettier's version and the options; written whole (a rename), so a reader never sees half of one.
 * Not cache.ts's `cached()`: its key hashes every source of the toolchain, once per value, where this looks
 * up some sixty small texts per run and prettier's output depends on nothing of ours but the options.
 */
const diskDir = path.join(toolchainRoot, 'node_modules/.cache/cmp-format');
/** Files kept on disk; past it, the older half (by modification time) is removed. */
const DISK_LIMIT = 2000;
let pruned = false;

const prettierVersion = (() => {
  try {
    return (JSON.parse(readFileSync(createRequire(import.meta.url).resolve('prettier/package.json'), 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
})();

function fromDisk(key: string): string | undefined {
  try {
    return readFileSync(path.join(diskDir, key), 'utf8');
  } catch {
    return undefined;
  }
}

function toDisk(key: string, text: string): void {
  try {
    mkdirSync(diskDir, { recursive: true });
    if (!pruned) {
      pruned = true;
      const files = readdirSync(diskDir);
      if (files.length > DISK_LIMIT) {
        const byAge = files.map((name) => ({ name, mtime: statSync(path.join(diskDir, name)).mtimeMs })).sort((a, b) => a.mtime - b.mtime);
        for (const { name } of byAge.slice(0, files.length - DISK_LIMIT / 2)) rmSync(path.join(diskDir, name), { force: true });
      }
    }
    const temporary = path.join(diskDir, `${key}.${process.pid}.tmp`);
    writeFileSync(temporary, text);
    renameSync(temporary, path.join(diskDir, key));
  } catch {
    // A cache that cannot be written (a read-only install) only costs the next run the formatting.
  }
}

export function formatTs(code: string): Promise<string> {
  if (code.length > FORMAT_LIMIT) return Promise.resolve(code.endsWith('\n') ? code : `${code}\n`);
  const key = createHash('sha256')
    .update(`${prettierVersion}\0${JSON.stringify(OPTIONS)}\0${code}`)
    .digest('hex');
  let result = formatted.get(key);
  if (!result) {
    const kept = fromDisk(key);
    // Prettier loads only when something is not formatted yet.
    result =
      kept !== undefined
        ? Promise.resolve(kept)
        : import('prettier')
            .then(({ format }) => format(code, { ...OPTIONS, parser: 'typescript' }))
            // Prettier's printer recurses once per level of nesting: code nested deeper than its stack (a schema
            // of some 150 levels) is written as printed, like a file above FORMAT_LIMIT, not a failed run.
            .catch((error: unknown) => (error instanceof RangeError ? (code.endsWith('\n') ? code : `${code}\n`) : Promise.reject(error)))
            .then((text) => {
              toDisk(key, text);
              return text;
            });
    // A failed format is not remembered: the next run reports it again.
    result.catch(() => formatted.delete(key));
    if (formatted.size >= MEMO_LIMIT) formatted.delete(formatted.keys().next().value!);
    formatted.set(key, result);
  }
  return result;
}

export function formatJson(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}
