/** Formats generated code with prettier and fixed options, so output does not depend on the user's setup. */
import { format } from 'prettier';

const OPTIONS = { singleQuote: true, printWidth: 110, trailingComma: 'all', semi: true } as const;

export function formatTs(code: string): Promise<string> {
  return format(code, { ...OPTIONS, parser: 'typescript' });
}

export function formatJson(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}
