/**
 * Formats generated code with prettier and fixed options, so output does not depend on the user's setup.
 *
 * Prettier pays where people read the output: our own files are all under 100 KB and format in
 * milliseconds. On a large description it does not: for GitHub's (1,223 operations) it took about 9 s of the
 * client's 21 s and most of the server's 20 s, on files nobody reads line by line. Above FORMAT_LIMIT the
 * printed text (already indented by the printer in ts/print.ts or JSON.stringify) is written as it is.
 */
import { format } from 'prettier';

const OPTIONS = { singleQuote: true, printWidth: 110, trailingComma: 'all', semi: true } as const;

/** Bytes of source above which prettier is skipped (see above; measured with `npm run bench:generate`). */
export const FORMAT_LIMIT = 256 * 1024;

export function formatTs(code: string): Promise<string> {
  if (code.length > FORMAT_LIMIT) return Promise.resolve(code.endsWith('\n') ? code : `${code}\n`);
  return format(code, { ...OPTIONS, parser: 'typescript' });
}

export function formatJson(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}
