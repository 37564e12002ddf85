/**
 * The reader's remaining work as one comment line at the top of a sample (after PHP's `<?php`, which must
 * come first): what to install, the variables to set, the file to save it as and how to run it.
 */
import type { RunFacts } from './languages.js';
import { listed } from './request.js';

export function withRunLine(code: string, language: RunFacts, reads: string[], safeId: string): string {
  const file = language.fileName(safeId);
  const variables = reads.length ? `set ${listed(reads)}, ` : '';
  const saveAs = language.run(file).includes(file) ? `save as ${file}, ` : '';
  const line = `${language.comment} ${language.needs}; ${variables}${saveAs}run: ${language.run(file)}`;
  if (code.startsWith('<?php\n')) return `<?php\n${line}\n${code.slice('<?php\n'.length)}`;
  return `${line}\n${code}`;
}
