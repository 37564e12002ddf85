/**
 * IR -> `operations.gen.ts`: the metadata the runtime decides by (retry only what is idempotent, page by
 * `meta.has_more` or `meta.next_cursor`, send no token to public operations), keyed by operation id.
 */
import { VariableDeclarationKind } from 'ts-morph';
import type { IR } from '../../ir/types.js';
import { clientConfig } from './config.js';
import { newSourceFile } from './source-file.js';

export function operationsFile(ir: IR): string {
  const file = newSourceFile(clientConfig.files.operations);
  file.addImportDeclaration({ isTypeOnly: true, namedImports: ['OperationMeta'], moduleSpecifier: clientConfig.core });
  const entries = [...ir.operations]
    .sort((a, b) => a.id.localeCompare(b.id))
    .map((op) => {
      const meta = {
        id: op.id,
        method: op.method,
        path: op.path,
        idempotent: op.idempotent,
        pagination: op.pagination,
        public: op.security.public,
        scopes: op.security.scopes,
      };
      return `${JSON.stringify(op.id)}: ${JSON.stringify(meta)}`;
    });
  file.addVariableStatement({
    isExported: true,
    declarationKind: VariableDeclarationKind.Const,
    docs: ['Every operation of the spec: how it is called and what the runtime may do with it.'],
    declarations: [{ name: 'operations', initializer: `{\n${entries.join(',\n')}\n} as const satisfies Record<string, OperationMeta>` }],
  });
  file.addTypeAlias({ name: 'OperationId', isExported: true, type: 'keyof typeof operations' });
  return file.getFullText();
}
