/**
 * IR -> `types.gen.ts`: `<Resource><Verb>Params`, `...Body`, `...Response` and `...Item` for every
 * operation, each an alias into the openapi-typescript `paths` type.
 */
import { StructureKind, type TypeAliasDeclarationStructure } from 'ts-morph';
import type { IR, IRApi } from '../../ir/types.js';
import { clientConfig } from './config.js';
import { literal } from './names.js';
import { responseType, statusKey, type OperationShape } from './operation-shape.js';
import { flatten, resourceTree } from './resource-tree.js';
import { newSourceFile } from './source-file.js';

export function typesFile(ir: IR): string {
  const file = newSourceFile(clientConfig.files.types);
  file.addImportDeclaration({ isTypeOnly: true, namedImports: ['paths'], moduleSpecifier: `./${clientConfig.files.schema.replace(/\.ts$/, '.js')}` });
  const shapes = flatten(resourceTree(ir.operations, ir.api))
    .flatMap((node) => node.methods)
    .sort((a, b) => a.stem.localeCompare(b.stem));
  // One insertion for all: ts-morph re-parses the file after each one (quadratic when done one by one).
  file.addStatements(shapes.flatMap((shape) => aliases(shape, ir.api)));
  return file.getFullText();
}

function aliases(shape: OperationShape, api: IRApi): TypeAliasDeclarationStructure[] {
  const out: TypeAliasDeclarationStructure[] = [];
  const alias = (a: Omit<TypeAliasDeclarationStructure, 'kind'>) => out.push({ kind: StructureKind.TypeAlias, ...a });
  const call = `\`client.${[...shape.op.sdk.resource, shape.op.sdk.method].join('.')}()\` (${shape.op.method.toUpperCase()} ${shape.op.path})`;
  if (shape.query) {
    alias({
      name: shape.query.typeName,
      isExported: true,
      docs: [`Query parameters of ${call}.`],
      type: `NonNullable<${shape.pathItemType}['parameters']['query']>`,
    });
  }
  if (shape.headers) {
    const all = `NonNullable<${shape.pathItemType}['parameters']['header']>`;
    alias({
      name: shape.headers.typeName,
      isExported: true,
      docs: [`Header parameters of ${call}.`],
      type: shape.headers.omitted.length ? `Omit<${all}, ${shape.headers.omitted.map(literal).join(' | ')}>` : all,
    });
  }
  if (shape.cookies) {
    alias({
      name: shape.cookies.typeName,
      isExported: true,
      docs: [`Cookie parameters of ${call}, sent as one \`Cookie\` header.`],
      type: `NonNullable<${shape.pathItemType}['parameters']['cookie']>`,
    });
  }
  if (shape.body) {
    alias({
      name: shape.body.typeName,
      isExported: true,
      docs: [`Request body of ${call}.`],
      // Every media type the operation accepts; `options.contentType` picks which one is sent.
      type: shape.body.contentTypes.map((type) => `NonNullable<${shape.pathItemType}['requestBody']>['content'][${literal(type)}]`).join(' | '),
    });
  }
  if (shape.response) {
    alias({
      name: shape.response.typeName,
      isExported: true,
      docs: [`What ${call} resolves to.`],
      // Bytes arrive as a Blob; openapi-typescript would say string for `format: binary`.
      type:
        responseType(shape.response.contentType) === 'blob'
          ? 'Blob'
          : `${shape.pathItemType}['responses'][${statusKey(shape.response.status)}]['content'][${literal(shape.response.contentType)}]`,
    });
  }
  if (shape.item && shape.response) {
    alias({
      name: shape.item.typeName,
      isExported: true,
      docs: [`One item of the pages of ${call}.`],
      type: `${shape.response.typeName}${(api.pagination?.items ?? []).map((k) => `[${literal(k)}]`).join('')}[number]`,
    });
  }
  return out;
}
