/**
 * The one header-and-format step of every generated TypeScript file: the do-not-edit header, an optional
 * file comment, the printed declarations (print.ts), then prettier (format.ts decides when it pays).
 */
import type { IR } from '../../ir/types.js';
import type { GeneratedFile } from '../types.js';
import { generatedHeader } from '../header.js';
import { formatTs } from '../format.js';
import { jsdoc, printTs, type Declaration } from './print.js';

export async function tsFile(ir: IR, path: string, declarations: readonly Declaration[], fileComment?: string): Promise<GeneratedFile> {
  const intro = jsdoc(fileComment, '');
  return { path, contents: await formatTs(`${generatedHeader(ir)}\n\n${intro}${printTs(declarations)}`) };
}
