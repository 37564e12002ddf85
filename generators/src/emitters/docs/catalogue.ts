/**
 * IR -> the two reference tables a reader looks things up in: the scopes (each with its purpose and the
 * operations that need it) and the error codes (each with its status, type, meaning and where it can
 * answer). Both are Markdown: appended to the reference page's introduction, so they are in its
 * navigation, and rendered as pages of the docs site.
 */
import type { IR, IROperation } from '../../ir/types.js';
import { render } from './templates.js';

export interface ScopeRow {
  name: string;
  description: string;
  operations: string;
}

export interface ErrorCodeRow {
  code: string;
  statuses: string;
  type: string;
  meaning: string;
  operations: string;
}

const label = (op: IROperation) => `\`${op.method.toUpperCase()} ${op.path}\``;
/** One table cell: a single line, with pipes escaped (GFM tables). */
const cell = (text: string) => text.replace(/\s+/g, ' ').trim().replace(/\|/g, '\\|');

export function scopeRows(ir: IR): ScopeRow[] {
  return ir.scopes.map(({ name, description }) => {
    const ops = ir.operations.filter((op) => op.security.scopes.includes(name));
    return { name, description: cell(description), operations: ops.length ? ops.map(label).join(', ') : 'none in this version' };
  });
}

export function errorCodeRows(ir: IR): ErrorCodeRow[] {
  return [...ir.errorCodes]
    .sort((a, b) => a.code.localeCompare(b.code))
    .map((entry) => {
      const ops = ir.operations.filter((op) => entry.operations.includes(op.id));
      return {
        code: entry.code,
        statuses: entry.statuses.join(', '),
        type: entry.type,
        meaning: cell(meaningOf(ir, entry.code)),
        operations: ops.length === ir.operations.length ? 'every operation' : ops.map(label).join(', '),
      };
    });
}

/** The summary of the first example that answers with this code (examples are named after what happened). */
function meaningOf(ir: IR, code: string): string {
  for (const op of ir.operations) {
    for (const response of op.responses) {
      if (!response.errorCodes.includes(code)) continue;
      const example = response.examples.find((e) => e.errorCode === code);
      if (example?.summary) return example.summary;
    }
  }
  return '';
}

export function scopesMarkdown(ir: IR): string {
  return render('scopes.md.hbs', { scopes: scopeRows(ir) });
}

export function errorCodesMarkdown(ir: IR): string {
  return render('error-codes.md.hbs', { codes: errorCodeRows(ir) });
}
