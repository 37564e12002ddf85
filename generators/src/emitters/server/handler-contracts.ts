/**
 * IR -> `handlers.gen.ts`: one typed contract per operation:
 * `<Op>Request` (path params, query, headers, body), `<Op>Response` (a union of every documented status
 * with its body), `<Op>Handler`, and `Handlers`, the object `createServer` takes. Every type points into
 * openapi-typescript's `operations` of `schema.gen.ts`, so the two cannot disagree.
 */
import type { IR, IROperation } from '../../ir/types.js';
import { uniqueIdentifiers } from '../../ir/names.js';
import { serverConfig } from './config.js';
import { readView, viewImports, writeView } from '../openapi-types.js';
import type { Declaration, Docs, InterfaceDecl, TypeAliasDecl } from '../ts/print.js';
import { isJsonMediaType } from '../../openapi/primitives.js';

export function handlerContracts(ir: IR): Declaration[] {
  const ops = [...ir.operations].sort((a, b) => a.id.localeCompare(b.id));
  // Type names from operation ids (`actions/list-runners` -> `ActionsListRunners`), unique and never
  // clashing with the file's own names. Every id is PascalCased (`listThings` and `list_things` meet as
  // `ListThings`, and the second becomes `ListThings_2`).
  const names = uniqueIdentifiers(
    ops.map((op) => op.id),
    { style: 'pascal', always: true, taken: ['Handlers', 'OperationId', 'HandlerContext', 'ServerErrorStatus', 'WithUploads', 'SseItemInput', 'paths', 'Readable', 'Writable'] },
  );
  const typeName = (op: IROperation) => names.get(op.id)!;
  return [
    { kind: 'import', typeOnly: true, from: './schema.gen.js', names: ['paths', ...viewImports(ir)] },
    {
      kind: 'import',
      typeOnly: true,
      from: serverConfig.coreTypesImport,
      names: [
        'HandlerContext',
        'ServerErrorStatus',
        ...(ir.operations.some(takesMultipart) ? ['WithUploads'] : []),
        ...(ir.operations.some((op) => op.responses.some((r) => r.stream?.format === 'sse')) ? ['SseItemInput'] : []),
      ],
    },
    ...ops.flatMap((op): Declaration[] => [
      requestInterface(ir, op, typeName(op)),
      responseUnion(ir, op, typeName(op)),
      {
        kind: 'type',
        name: `${typeName(op)}Handler`,
        exported: true,
        docs: deprecatedDocs(op, `Implements ${op.method.toUpperCase()} ${op.path} (${op.id}).`),
        type: `(request: ${typeName(op)}Request, context: HandlerContext) => ${typeName(op)}Response | Promise<${typeName(op)}Response>`,
      },
    ]),
    {
      kind: 'interface',
      name: 'Handlers',
      exported: true,
      docs: 'One handler per operation of the spec; `createServer({ handlers })` registers them on the route table.',
      properties: ops.map((op) => ({
        name: op.id,
        type: `${typeName(op)}Handler`,
        ...(op.deprecated ? { docs: deprecatedDocs(op, `${op.method.toUpperCase()} ${op.path}`) } : {}),
      })),
    },
    { kind: 'type', name: 'OperationId', exported: true, type: 'keyof Handlers' },
  ];
}

/** openapi-typescript's type of the operation, reached by path and method (it has no `operations` entry without an operationId). */
const operationRef = (op: IROperation) => `paths[${JSON.stringify(op.path)}][${JSON.stringify(op.method)}]`;

function requestInterface(ir: IR, op: IROperation, typeName: string): InterfaceDecl {
  const ref = operationRef(op);
  const part = (location: 'path' | 'query' | 'header') => (op.parameters[location].length ? `NonNullable<${ref}['parameters']['${location}']>` : 'Record<string, never>');
  // Every media type the operation accepts; a multipart body's files reach the handler as UploadedFiles.
  const bodyTypes = op.requestBody?.contentTypes.map((type) => {
    // A request body comes without readOnly properties.
    const content = writeView(ir, `NonNullable<${ref}['requestBody']>['content']['${type}']`);
    return /^multipart\/form-data/i.test(type) ? `WithUploads<${content}>` : content;
  });
  const body = op.requestBody ? `${bodyTypes!.join(' | ')}${op.requestBody.required ? '' : ' | undefined'}` : 'undefined';
  return {
    kind: 'interface',
    name: `${typeName}Request`,
    exported: true,
    docs: `${op.summary}: ${op.method.toUpperCase()} ${op.path}. ${scopeNote(op)}`,
    properties: [
      { name: 'params', readonly: true, type: part('path'), docs: 'Path parameters.' },
      {
        name: 'query',
        readonly: true,
        type: part('query'),
        docs: 'Query parameters, parsed by their style, with defaults applied; form lists accept both `?a=1&a=2` and `?a=1,2`.',
      },
      { name: 'headers', readonly: true, type: 'Readonly<Record<string, string | string[] | undefined>>', docs: 'Request headers, lower-cased.' },
      ...(op.parameters.cookie.length ? [{ name: 'cookies', readonly: true, type: `NonNullable<${ref}['parameters']['cookie']>`, docs: 'Cookie parameters, parsed.' }] : []),
      { name: 'body', readonly: true, type: body, docs: 'The validated request body.' },
    ],
  };
}

function responseUnion(ir: IR, op: IROperation, typeName: string): TypeAliasDecl {
  const ref = `${operationRef(op)}['responses']`;
  const members = [...op.responses]
    .sort((a, b) => a.status.localeCompare(b.status))
    .filter((r) => r.status !== 'default')
    .map((r) => {
      const status = /^\dXX$/i.test(r.status) ? (r.status.startsWith('5') ? 'ServerErrorStatus' : 'number') : r.status;
      const key = /^\d+$/.test(r.status) ? r.status : `'${r.status}'`;
      const binary = r.contentType && !isJsonMediaType(r.contentType) && !/^text\//i.test(r.contentType);
      // An answer carries no writeOnly property.
      const content = r.contentType ? readView(ir, `${ref}[${key}]['content']['${r.contentType}']`) : 'undefined';
      // A stream is returned as an async iterable of its items; the runtime writes the framing.
      // An event stream's item may leave a free-form event name out (a `message` event).
      const body = r.stream ? (r.stream.format === 'sse' ? `AsyncIterable<SseItemInput<${content}>>` : `AsyncIterable<${content}>`) : binary ? 'Uint8Array | string' : content;
      return `{ status: ${status}; body: ${body}; headers?: Record<string, string> }`;
    });
  return {
    kind: 'type',
    name: `${typeName}Response`,
    exported: true,
    docs: `Every documented answer of ${op.id}. Error bodies may leave the request id out: the runtime fills it in.`,
    type: members.length ? members.join(' | ') : 'never',
  };
}

/** A deprecated operation's handler is marked `@deprecated`, as its client method is. */
function deprecatedDocs(op: IROperation, description: string): Docs {
  return op.deprecated ? { description, tags: [{ tagName: 'deprecated', text: 'the spec marks this operation deprecated' }] } : description;
}

function scopeNote(op: IROperation): string {
  if (op.security.public) return 'Public: no bearer token.';
  return op.security.scopes.length ? `Scope: ${op.security.scopes.map((s) => `\`${s}\``).join(', ')}.` : 'Any valid token.';
}

function takesMultipart(op: IROperation): boolean {
  return op.requestBody?.contentTypes.some((type) => /^multipart\/form-data/i.test(type)) ?? false;
}
