/**
 * Formats generated code with prettier and fixed options, so output does not depend on the user's setup.
 *
 * Prettier pays where people read the output: our own files are all under 100 KB and format in
 * milliseconds. On a large description it does not: for GitHub's (1,223 operations) it took about 9 s of the
 * client's 21 s and most of the server's 20 s, on files nobody reads line by line. Above FORMAT_LIMIT the
 * printed text (already indented by the printer in ts/print.ts or JSON.stringify) is written as it is.
 */
import { createHash } from 'node:crypto';
import { format } from 'prettier';

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

export function formatTs(code: string): Promise<string> {
  if (code.length > FORMAT_LIMIT) return Promise.resolve(code.endsWith('\n') ? code : `${code}\n`);
  const key = createHash('sha256').update(code).digest('base64');
  let result = formatted.get(key);
  if (!result) {
    result = format(code, { ...OPTIONS, parser: 'typescript' });
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
