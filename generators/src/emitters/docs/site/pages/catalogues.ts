/** The catalogues the IR holds: `error-codes.html` (every error code) and `scopes.html` (every scope), each with the operations concerned. */
import { errorCodeRows, scopeRows } from '../../catalogue.js';
import { renderHtml } from '../../templates.js';
import { relativeHref } from '../layout.js';
import { errorCodeId, REFERENCE, scopeId, type SiteContext, type SiteFile } from '../context.js';

export function cataloguePages(context: SiteContext): SiteFile[] {
  const { ir } = context;
  const errorRows = errorCodeRows(ir);
  const opLinks = (at: string, ids: string[] | 'all') =>
    ir.operations
      .filter((op) => ids === 'all' || ids.includes(op.id))
      .map((op) => {
        const label = `${op.method.toUpperCase()} ${op.path}`;
        // A line may break after each `/` of the path (never inside a word), so a column of paths fits its table.
        const labelHtml = label.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\//g, '/<wbr>');
        return { href: context.operationHref(at, REFERENCE)({ tags: [op.tag], operationId: op.id }) ?? relativeHref(at, REFERENCE), label, labelHtml };
      });
  const errorFields = ir.api.errors
    ? { code: ir.api.errors.code.join('.'), type: ir.api.errors.type?.join('.') ?? '', requestId: ir.api.errors.requestId?.join('.') ?? '' }
    : { code: 'code', type: '', requestId: '' };
  const errorCodes = context.page(
    'error-codes.html',
    'Error codes',
    'Every error code the API answers with: status, type, meaning and the operations that answer it.',
    renderHtml('site/error-codes.hbs', {
      fields: errorFields,
      codes: ir.errorCodes
        .slice()
        .sort((a, b) => a.code.localeCompare(b.code))
        .map((entry) => {
          const row = errorRows.find((r) => r.code === entry.code)!;
          return {
            id: errorCodeId(entry.code),
            code: entry.code,
            statuses: row.statuses,
            type: row.type,
            meaning: row.meaning.replace(/\\\|/g, '|'),
            everyOperation: entry.operations.length === ir.operations.length,
            operations: opLinks('error-codes.html', entry.operations),
          };
        }),
    }),
  );
  const scopes = context.page(
    'scopes.html',
    'Scopes',
    'Every scope a credential can hold, and the operations that need it.',
    renderHtml('site/scopes.hbs', {
      scopes: scopeRows(ir).map((row) => ({
        id: scopeId(row.name),
        name: row.name,
        description: row.description.replace(/\\\|/g, '|'),
        operations: opLinks(
          'scopes.html',
          ir.operations.filter((op) => op.security.scopes.includes(row.name)).map((op) => op.id),
        ),
      })),
    }),
  );
  return [errorCodes, scopes];
}
