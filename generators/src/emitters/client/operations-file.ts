/**
 * IR -> `operations.gen.ts`: the metadata the runtime decides by (retry only what is idempotent, page by
 * page number or cursor, send no token to public operations). One exported constant per
 * operation, which resources import one by one, so a bundler keeps only the operations a consumer calls;
 * `operations` gathers them by operation id for `client.raw` and for users.
 */
import { uniqueIdentifiers } from '../../ir/names.js';
import type { IR, IRApi, IROperation } from '../../ir/types.js';
import { clientConfig } from './config.js';
import type { Declaration } from '../ts/print.js';
import { operationShape, responseType } from './operation-shape.js';
import { streamItemSchema } from './stream-schema.js';

export function operationsFile(ir: IR): Declaration[] {
  const sorted = sortedById(ir.operations);
  const names = irConstNames(ir);
  const entries = sorted.map((op) => `${JSON.stringify(op.id)}: ${names.get(op.id)!}`);
  const functions = new Map(sorted.map((op) => [op, functionsOf(op, ir.api)]));
  const imports = [...new Set([...functions.values()].flatMap((f) => Object.values(f)))].sort();
  return [
    { kind: 'import', typeOnly: true, names: ['OperationMeta'], from: clientConfig.core },
    // The encoder of bodies that are not JSON, and the writer of URLs with styled parameters, are imported
    // only when an operation needs one, so a bundle of other operations leaves them out.
    ...(imports.length ? [{ kind: 'import' as const, names: imports, from: clientConfig.core }] : []),
    ...sorted.map((op): Declaration => {
      const meta = {
        id: op.id,
        method: op.method,
        path: op.path,
        idempotent: op.idempotent,
        pagination: op.pagination,
        public: op.security.public,
        scopes: op.security.scopes,
        ...bodyTypes(op),
        ...successType(op, ir),
        ...styledParams(op),
      };
      return {
        kind: 'const',
        exported: true,
        docs: `\`${op.method.toUpperCase()} ${op.path}\``,
        name: names.get(op.id)!,
        // Typed, not inferred: declarations are emitted file by file (isolatedDeclarations), which cannot
        // infer an object holding function references; the annotation checks the table as `satisfies` did.
        type: 'OperationMeta',
        value: withFunctions(JSON.stringify(meta), functions.get(op)!),
      };
    }),
    {
      kind: 'const',
      exported: true,
      docs: 'Every operation of the spec: how it is called and what the runtime may do with it.',
      name: 'operations',
      type: `{\n${sorted.map((op) => `readonly ${JSON.stringify(op.id)}: OperationMeta`).join(';\n')}\n}`,
      value: `{\n${entries.join(',\n')}\n}`,
    },
    { kind: 'type', name: 'OperationId', exported: true, type: 'keyof typeof operations' },
  ];
}

/** The runtime functions an operation's metadata carries: the body encoder, the styled-URL writer, the header writer, the stream reader. */
function functionsOf(op: IROperation, api: IRApi): Record<string, string> {
  return {
    ...(bodyTypes(op).requestTypes ? { encodeBody: 'encodeRequestBody' } : {}),
    ...(styledParams(op).params?.some((p) => p.in === 'path' || p.in === 'query') ? { serializeUrl: 'styledUrl' } : {}),
    // Header parameters a method takes as an argument (the request id is an option instead), or cookies.
    ...(operationShape(op, api).headers || op.parameters.cookie.length ? { writeHeaders: 'headerParams' } : {}),
    // The stream reader (and its SSE parser) only in bundles of operations that stream.
    ...(operationShape(op, api).stream ? { openStream: 'openStream' } : {}),
  };
}

/** `{...json}` with `"key":fn` members appended: function references, which JSON cannot hold. */
function withFunctions(json: string, functions: Record<string, string>): string {
  const members = Object.entries(functions).map(([key, fn]) => `${JSON.stringify(key)}:${fn}`);
  return members.length ? `${json.slice(0, -1)},${members.join(',')}}` : json;
}

/** `requestTypes` of operations whose body is not only JSON: the media types it may be sent as, the default first. */
function bodyTypes(op: IROperation): { requestTypes?: string[] } {
  const types = op.requestBody?.contentTypes ?? [];
  return types.length && !(types.length === 1 && types[0] === 'application/json') ? { requestTypes: types } : {};
}

/**
 * `responseType` of operations whose success answer is text or bytes rather than JSON; `stream` of those
 * whose answer is a stream (its framing, and which events' data stays text).
 */
function successType(op: IROperation, ir: IR): { responseType?: 'text' | 'blob'; stream?: { format: string; data?: string; text?: string[]; schema: object } } {
  const shape = operationShape(op, ir.api);
  if (shape.stream) {
    const { format, data, textEvents, requestedBy } = shape.stream.stream;
    const stream = {
      stream: {
        format,
        ...(format === 'sse' && data === 'text' ? { data } : {}),
        ...(textEvents.length ? { text: textEvents } : {}),
        // What each item is checked against (the runtime's `stream.validate`).
        schema: streamItemSchema(ir, shape.stream.stream),
      },
    };
    // Streamed only when asked for: otherwise the answer is read as its first media type says.
    if (!requestedBy) return stream;
    const type = responseType(shape.response?.contentType);
    return { ...stream, ...(type ? { responseType: type } : {}) };
  }
  const type = responseType(shape.response?.contentType);
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
/**
 * The constants of the IR's operations, numbered in id order: the one naming every file uses (the file
 * that declares them and the files that call them), so two ids that make the same identifier
 * (`list-items`, `list_items`) never swap between the declaration and a call.
 */
export function irConstNames(ir: IR): Map<string, string> {
  return operationConstNames(sortedById(ir.operations).map((op) => op.id));
}
const sortedById = <T extends { id: string }>(operations: readonly T[]): T[] => [...operations].sort((a, b) => a.id.localeCompare(b.id));

export function operationConstNames(ids: readonly string[]): Map<string, string> {
  return uniqueIdentifiers(ids, { taken: ['operations', 'OperationId', 'OperationMeta'] });
}
