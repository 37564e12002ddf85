/**
 * IR -> `error-codes.gen.ts`: every `error.code` the spec's examples name. The runtime types `code` as
 * these literals or any other string, since the reference says the list is not complete.
 */
import { VariableDeclarationKind } from 'ts-morph';
import type { IR } from '../../ir/types.js';
import { clientConfig } from './config.js';
import { newSourceFile } from './source-file.js';

export function errorCodesFile(ir: IR): string {
  const file = newSourceFile(clientConfig.files.errorCodes);
  const codes = ir.errorCodes.map((c) => c.code).sort();
  file.addVariableStatement({
    isExported: true,
    declarationKind: VariableDeclarationKind.Const,
    docs: ['The error codes the spec documents, with the HTTP statuses and operations that answer them.'],
    declarations: [
      {
        name: 'knownErrorCodes',
        initializer: `{\n${ir.errorCodes
          .map((c) => `${JSON.stringify(c.code)}: ${JSON.stringify({ type: c.type, statuses: c.statuses, operations: c.operations })}`)
          .join(',\n')}\n} as const`,
      },
    ],
  });
  file.addTypeAlias({
    name: 'KnownErrorCode',
    isExported: true,
    docs: ['A documented `error.code`.'],
    type: codes.length ? codes.map((c) => JSON.stringify(c)).join(' | ') : 'never',
  });
  return file.getFullText();
}
