/**
 * The SDK surface of every operation of a document (the client method it is placed at, its pagination
 * kind, whether the client may retry it), read by the IR's own code: `buildOperations` with
 * `transformOperation`, so names, collisions, pagination and idempotency are settled exactly as the
 * generators settle them. Tools that compare raw documents (the diff) read it instead of re-deriving them.
 *
 * Unlike `buildIR` it never refuses a document: a problem the generator would report (a malformed
 * extension, a declared name that collides) leaves the value the generator falls back to, and an operation
 * the IR cannot read (a dangling `$ref` in its parameters or responses) is placed from its operationId,
 * tag and extensions alone, as if it had no parameters and no answer.
 */
import type { UserConfig } from '../config/types.js';
import { envelopes } from './api.js';
import { buildOperations } from './build.js';
import { readPagination, readSdkMethod } from './extensions.js';
import { deref, escapePointer, type Doc } from './refs.js';
import { idempotency, operationIdentity, paginationKind, sdkPlacement, transformOperation, type OperationContext } from './operations.js';
import { Problems } from './problems.js';
import type { HttpMethod, IROperation, PaginationKind } from './types.js';

export interface OperationSurface {
  /** The operation's id as the IR settles it (operationId, else derived from method and path). */
  id: string;
  method: HttpMethod;
  path: string;
  /** `resource.sub.method`: where the generated client places the operation (`client.resource.sub.method()`). */
  sdkMethod: string;
  pagination: PaginationKind;
  idempotent: boolean;
}

/** `GET /pets/{pet_id}` -> its surface, for every operation of the document. */
export function operationSurfaces(document: Doc, config: UserConfig = {}): Map<string, OperationSurface> {
  const problems = new Problems(() => ({ file: '' }));
  const ctx: OperationContext = { doc: document, ...envelopes(config), problems };
  const paths = (document.paths && typeof document.paths === 'object' ? document.paths : {}) as Record<string, Record<string, unknown>>;
  // A path item may be a local `$ref` (the bundler leaves some in place); one that cannot be read holds nothing.
  const readable: Record<string, Record<string, unknown>> = {};
  for (const [path, raw] of Object.entries(paths)) {
    try {
      const item = deref(document, raw);
      if (item && typeof item === 'object' && !Array.isArray(item)) readable[path] = item;
    } catch {
      // A dangling or circular path item: no operations.
    }
  }
  const operations = buildOperations(ctx, readable, undefined, (c, path, method, item, file) => {
    try {
      return transformOperation(c, path, method, item, file);
    } catch {
      return placedOnly(c, path, method, item);
    }
  });
  return new Map(operations.map((op) => [surfaceKey(op.method, op.path), surfaceOf(op)]));
}

export const surfaceKey = (method: string, path: string): string => `${method.toUpperCase()} ${path}`;

const surfaceOf = (op: IROperation): OperationSurface => ({
  id: op.id,
  method: op.method,
  path: op.path,
  sdkMethod: [...op.sdk.resource, op.sdk.method].join('.'),
  pagination: op.pagination,
  idempotent: op.idempotent,
});

/** An operation the IR cannot read in full: placed by the same functions, from what it declares. */
function placedOnly(ctx: OperationContext, path: string, method: HttpMethod, item: Record<string, unknown>): IROperation & { declaredSdkMethod?: string } {
  const op = (item[method] ?? {}) as Record<string, unknown>;
  const at = `#/paths/${escapePointer(path)}/${method}`;
  const { id, tag } = operationIdentity(path, method, op);
  const declaredSdkMethod = readSdkMethod(op['x-sdk-method'], at, ctx.problems, id);
  return {
    id,
    method,
    path,
    tag,
    summary: '',
    description: '',
    deprecated: false,
    sdk: sdkPlacement(declaredSdkMethod, tag, id),
    ...(declaredSdkMethod ? { declaredSdkMethod } : {}),
    security: { public: true, schemes: [], scopes: [] },
    parameters: { path: [], query: [], header: [], cookie: [] },
    responses: [],
    pagination: paginationKind(readPagination(op['x-pagination'], at, ctx.problems), ctx, [], []),
    idempotent: idempotency(op, method, at, ctx.problems),
    provenance: { pointer: at },
  };
}
