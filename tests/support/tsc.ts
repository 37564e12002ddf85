/**
 * The two TypeScript compilers the tests run as a child process, by path: `node_modules/.bin/tsc` is whichever
 * of the two npm linked last, so it names neither reliably.
 *
 * - `nativeTsc` is TypeScript 7 (the native compiler, `typescript-native` = `typescript@7`). `npm run typecheck`
 *   uses it, and so do the checks of whole generated outputs (GitHub's description, the corpus, the fuzzed
 *   names, the fixtures): it checks the same rules at several times the speed of the JavaScript compiler.
 * - `jsTsc` is TypeScript 5.9, the compiler most consumers of the packages still run and the one the
 *   generators' printer comes from: the consumer checks of the packed packages and the README snippets use it.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const nativeTsc: string = path.join(repoRoot, 'node_modules/typescript-native/bin/tsc');
export const jsTsc: string = path.join(repoRoot, 'node_modules/typescript/bin/tsc');

/**
 * The native compiler's arguments for `process.execPath`: `nativeTsc` and `--singleThreaded`, then `args`.
 * By default it runs several checkers on threads, and each checker resolves the global types (the `lib`
 * files, @types/node) again: on the 2-core machine where the suites run side by side, one thread checks the
 * same program with about a fifth less CPU (GitHub's client and stubs: 6.6 to 8.0 CPU-s against 8.7 to 9.7)
 * and no more wall time, since the other core is busy anyway. The diagnostics are the same.
 */
export const nativeTscArgs = (...args: string[]): string[] => [nativeTsc, '--singleThreaded', ...args];
