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
  ];
}
