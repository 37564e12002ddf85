/**
 * IR -> `types.gen.ts`: `<Resource><Verb>Params`, `...Body`, `...Response` and `...Item` for every
 * operation, each an alias into the openapi-typescript `paths` type.
 */
import { modelTypeNames } from './models-file.js';
import type { IR } from '../../ir/types.js';
import { readView, viewImports, writeView } from '../openapi-types.js';
import { clientConfig } from './config.js';
import { literal } from './names.js';
import { responseType, statusKey, type OperationShape } from './operation-shape.js';
import { flatten, resourceTree } from './resource-tree.js';
import type { Declaration, TypeAliasDecl } from '../ts/print.js';

export function typesFile(ir: IR): Declaration[] {
  const shapes = flatten(resourceTree(ir.operations, ir.api, new Set(modelTypeNames(ir).values())))
    .flatMap((node) => node.methods)
    .sort((a, b) => a.stem.localeCompare(b.stem));
  const aliases = shapes.flatMap((shape) => aliasesOf(shape, ir));
  if (!aliases.length) return [];
  const core = [...(shapes.some((s) => s.body) ? ['Exact'] : []), ...(shapes.some((s) => s.stream) ? ['Stream'] : [])];
  const exact = core.length ? [{ kind: 'import' as const, typeOnly: true, names: core, from: clientConfig.core }] : [];
  return [...exact, { kind: 'import', typeOnly: true, names: ['paths', ...viewImports(ir)], from: `./${clientConfig.files.schema.replace(/\.ts$/, '.js')}` }, ...aliases];
}

function aliasesOf(shape: OperationShape, ir: IR): TypeAliasDecl[] {
  const { api } = ir;
  const out: TypeAliasDecl[] = [];
  const alias = (a: Omit<TypeAliasDecl, 'kind' | 'exported'>) => out.push({ kind: 'type', exported: true, ...a });
  const call = `\`client.${[...shape.op.sdk.resource, shape.op.sdk.method].join('.')}()\` (${shape.op.method.toUpperCase()} ${shape.op.path})`;
  if (shape.query) {
    alias({
      name: shape.query.typeName,
      docs: `Query parameters of ${call}.`,
      type: `NonNullable<${shape.pathItemType}['parameters']['query']>`,
    });
  }
  if (shape.headers) {
    const all = `NonNullable<${shape.pathItemType}['parameters']['header']>`;
    alias({
      name: shape.headers.typeName,
      docs: `Header parameters of ${call}.`,
      type: shape.headers.omitted.length ? `Omit<${all}, ${shape.headers.omitted.map(literal).join(' | ')}>` : all,
    });
  }
  if (shape.cookies) {
    alias({
      name: shape.cookies.typeName,
      docs: `Cookie parameters of ${call}, sent as one \`Cookie\` header.`,
      type: `NonNullable<${shape.pathItemType}['parameters']['cookie']>`,
    });
  }
  if (shape.body) {
    alias({
      name: shape.body.typeName,
      docs: `Request body of ${call}. Only the documented fields; send others with \`options.extraBody\`.`,
      // Every media type the operation accepts; `options.contentType` picks which one is sent. `Exact` drops
      // the index signatures openapi-typescript writes for open objects, so a misspelled field fails to compile.
      type: `Exact<${writeView(ir, shape.body.contentTypes.map((type) => `NonNullable<${shape.pathItemType}['requestBody']>['content'][${literal(type)}]`).join(' | '))}>`,
    });
  }
  if (shape.response && shape.stream) {
    const requested = shape.stream.stream.requestedBy;
    const format = shape.stream.stream.format === 'sse' ? 'Server-Sent Events stream' : `${shape.stream.stream.format === 'jsonl' ? 'JSON Lines' : 'json-seq'} stream`;
    alias({
      name: shape.stream.typeName,
      docs: `One ${shape.stream.stream.format === 'sse' ? 'event' : 'item'} of the ${format} ${call} answers with${shape.stream.stream.format === 'sse' ? ': its name, its data parsed, its id' : ''}.`,
      // The item's schema (ir/streams.ts), which openapi-types.ts gives openapi-typescript in place of the media type's.
      type: readView(
        ir,
        `${shape.pathItemType}['responses'][${statusKey(shape.response.status)}]['content'][${literal(requested ? streamMediaType(shape) : shape.response.contentType)}]`,
      ),
    });
    if (requested) {
      alias({
        name: shape.response.typeName,
        docs: `What ${call} resolves to without \`${requested}: true\` (with it: a \`Stream\` of \`${shape.stream.typeName}\`).`,
        type: readView(ir, `${shape.pathItemType}['responses'][${statusKey(shape.response.status)}]['content'][${literal(shape.response.contentType)}]`),
      });
    } else {
      alias({ name: shape.response.typeName, docs: `What ${call} resolves to: the stream, read with \`for await\`.`, type: `Stream<${shape.stream.typeName}>` });
    }
  } else if (shape.response) {
    alias({
      name: shape.response.typeName,
      docs: `What ${call} resolves to.`,
      // Bytes arrive as a Blob; openapi-typescript would say string for `format: binary`.
      type:
        responseType(shape.response.contentType) === 'blob'
          ? 'Blob'
          : readView(ir, `${shape.pathItemType}['responses'][${statusKey(shape.response.status)}]['content'][${literal(shape.response.contentType)}]`),
    });
  }
  if (shape.item && shape.response) {
    alias({
      name: shape.item.typeName,
      docs: `One item of the pages of ${call}.`,
      type: `${shape.response.typeName}${(api.pagination?.items ?? []).map((k) => `[${literal(k)}]`).join('')}[number]`,
    });
  }
  return out;
}

/** The media type of a stream the request asks for (the last segment of its pointer). */
function streamMediaType(shape: OperationShape): string {
  const last = shape.stream!.stream.pointer.split('/').pop()!;
  return decodeURIComponent(last).replace(/~1/g, '/').replace(/~0/g, '~');
}
