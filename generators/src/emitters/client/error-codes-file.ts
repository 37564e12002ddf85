/**
 * IR -> `error-codes.gen.ts`: every error code (and type) the spec's error examples name. The runtime types `code` as
 * these literals or any other string, since the reference says the list is not complete.
 */
import type { IR } from '../../ir/types.js';
import type { Declaration } from '../ts/print.js';

export function errorCodesFile(ir: IR): Declaration[] {
  const codes = ir.errorCodes.map((c) => c.code).sort();
  const types = [...new Set(ir.errorCodes.map((c) => c.type).filter(Boolean))].sort();
  return [
    {
      kind: 'const',
      exported: true,
      docs: 'The error codes the spec documents, with the HTTP statuses and operations that answer them.',
      name: 'knownErrorCodes',
      value: `{\n${ir.errorCodes
        .map((c) => `${JSON.stringify(c.code)}: ${JSON.stringify({ type: c.type, statuses: c.statuses, operations: c.operations })}`)
        .join(',\n')}\n} as const`,
    },
    {
      kind: 'type',
      name: 'KnownErrorCode',
      exported: true,
      docs: 'A documented `error.code`.',
      type: codes.length ? codes.map((c) => JSON.stringify(c)).join(' | ') : 'never',
    },
    {
      kind: 'type',
      name: 'KnownErrorType',
      exported: true,
      docs: 'A documented `error.type`.',
      type: types.length ? types.map((t) => JSON.stringify(t)).join(' | ') : 'never',
    },
    {
      kind: 'interface',
      name: 'ErrorsByStatus',
      exported: true,
      docs: [
        'Each documented error status (`"404"`, `"5XX"`) with the `error.type` the spec gives it and the codes documented with it.',
        'The error classes (errors.gen.ts) read it to type `type` and `code` per class (a `NotFoundError` offers the 404 codes).',
      ].join('\n'),
      properties: errorStatuses(ir).map(({ status, type, codes: list }) => ({
        name: status,
        type: `{ type: ${type ? JSON.stringify(type) : 'never'}; code: ${list.length ? list.map((c) => JSON.stringify(c)).join(' | ') : 'never'} }`,
      })),
    },
  ];
}

/** Every status an error example answers with, its type (as `IR.errorTypes` settles it) and its codes, sorted. */
function errorStatuses(ir: IR): { status: string; type: string | undefined; codes: string[] }[] {
  const statuses = [...new Set(ir.errorCodes.flatMap((c) => c.statuses))].sort();
  return statuses.map((status) => ({
    status,
    type: ir.errorTypes?.byStatus[status],
    codes: ir.errorCodes
      .filter((c) => c.statuses.includes(status))
      .map((c) => c.code)
      .sort(),
  }));
}
