/**
 * IR -> `operations.gen.ts`: the metadata the runtime decides by (retry only what is idempotent, page by
 * `meta.has_more` or `meta.next_cursor`, send no token to public operations). One exported constant per
 * operation, which resources import one by one, so a bundler keeps only the operations a consumer calls;
 * `operations` gathers them by operation id for `client.raw` and for users.
 */
import { StructureKind, VariableDeclarationKind } from 'ts-morph';
import { uniqueIdentifiers } from '../../ir/names.js';
import type { IR, IRApi, IROperation } from '../../ir/types.js';
import { clientConfig } from './config.js';
import { newSourceFile } from './source-file.js';
import { operationShape, responseType } from './operation-shape.js';

export function operationsFile(ir: IR): string {
  const file = newSourceFile(clientConfig.files.operations);
  file.addImportDeclaration({ isTypeOnly: true, namedImports: ['OperationMeta'], moduleSpecifier: clientConfig.core });
  // The encoder of bodies that are not JSON is imported only when an operation takes one, so a bundle of
  // JSON-only operations leaves it out.
  if (ir.operations.some((op) => bodyTypes(op).requestTypes)) file.addImportDeclaration({ namedImports: ['encodeRequestBody'], moduleSpecifier: clientConfig.core });
  const sorted = [...ir.operations].sort((a, b) => a.id.localeCompare(b.id));
  const names = operationConstNames(sorted.map((op) => op.id));
  // One insertion for all: ts-morph re-parses the file after every insertion, so adding the constants one
  // by one is quadratic (54 s for GitHub's 1,223 operations, against well under a second).
  file.addStatements(
    sorted.map((op) => {
      const meta = {
        id: op.id,
        method: op.method,
        path: op.path,
        idempotent: op.idempotent,
        pagination: op.pagination,
        public: op.security.public,
        scopes: op.security.scopes,
        ...bodyTypes(op),
        ...successType(op, ir.api),
        ...styledParams(op),
      };
      return {
        kind: StructureKind.VariableStatement as const,
        isExported: true,
        declarationKind: VariableDeclarationKind.Const,
        docs: [`\`${op.method.toUpperCase()} ${op.path}\``],
        declarations: [
          {
            name: names.get(op.id)!,
            initializer: `${meta.requestTypes ? `${JSON.stringify(meta).slice(0, -1)},"encodeBody":encodeRequestBody}` : JSON.stringify(meta)} as const satisfies OperationMeta`,
          },
        ],
      };
    }),
  );
  const entries = sorted.map((op) => `${JSON.stringify(op.id)}: ${names.get(op.id)!}`);
  file.addVariableStatement({
    isExported: true,
    declarationKind: VariableDeclarationKind.Const,
    docs: ['Every operation of the spec: how it is called and what the runtime may do with it.'],
    declarations: [{ name: 'operations', initializer: `{\n${entries.join(',\n')}\n} as const` }],
  });
  file.addTypeAlias({ name: 'OperationId', isExported: true, type: 'keyof typeof operations' });
  return file.getFullText();
}

/** `requestTypes` of operations whose body is not only JSON: the media types it may be sent as, the default first. */
function bodyTypes(op: IROperation): { requestTypes?: string[] } {
  const types = op.requestBody?.contentTypes ?? [];
  return types.length && !(types.length === 1 && types[0] === 'application/json') ? { requestTypes: types } : {};
}

/** `responseType` of operations whose success answer is text or bytes rather than JSON. */
function successType(op: IROperation, api: IRApi): { responseType?: 'text' | 'blob' } {
  const type = responseType(operationShape(op, api).response?.contentType);
  return type ? { responseType: type } : {};
}

/** Parameters whose style or explode differ from their location's default (OpenAPI 3.1 4.8.12.4): the runtime writes the rest without a table entry. */
function styledParams(op: IROperation): { params?: { name: string; in: string; style: string; explode: boolean }[] } {
  const params = Object.values(op.parameters)
    .flat()
    .filter((p) => {
      const form = p.in === 'query' || p.in === 'cookie';
      return form ? p.style !== 'form' || !p.explode : p.style !== 'simple' || p.explode;
    })
    .map((p) => ({ name: p.name, in: p.in, style: p.style, explode: p.explode }));
  return params.length ? { params } : {};
}

/**
 * The constant of each operation: its id when that is a plain identifier (`listItems`), else the id
 * made one (`repos/get` -> `repos_get`), numbered when two ids end up alike. `operations` and `OperationId`
 * are taken by the file itself.
 */
export function operationConstNames(ids: readonly string[]): Map<string, string> {
  return uniqueIdentifiers(ids, { taken: ['operations', 'OperationId', 'OperationMeta'] });
}
