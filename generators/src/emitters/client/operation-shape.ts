/**
 * What a generated method looks like, settled once per operation so the type aliases and the resource
 * methods agree: positional path arguments in path order, then the JSON body or the query object, then
 * the per-call options.
 */
import type { IRApi, IROperation, IRStream } from '../../ir/types.js';
import { literal, operationTypeStem, pathArguments } from './names.js';
import { isJsonMediaType } from '../../openapi/primitives.js';

export interface OperationShape {
  op: IROperation;
  stem: string;
  /** `paths['/x']['get']`: where every alias of this operation points into schema.gen.ts. */
  pathItemType: string;
  pathArgs: ReturnType<typeof pathArguments>;
  /** Query parameters (the request-id header is a per-call option, not a parameter). */
  query?: { typeName: string; required: boolean };
  /** Header parameters other than the request id (a per-call option), as one object argument. */
  headers?: { typeName: string; required: boolean; omitted: string[] };
  /** Cookie parameters, as one object argument the runtime sends as a `Cookie` header. */
  cookies?: { typeName: string; required: boolean };
  body?: { typeName: string; required: boolean; contentType: string; contentTypes: string[] };
  response?: { typeName: string; status: string; contentType: string };
  /** Item type of a paged list (`data[number]`). */
  item?: { typeName: string };
  paginated: boolean;
  /**
   * The success answer is a stream: the method resolves to a `Stream` of items of this type (`...Event` for
   * Server-Sent Events, `...Item` for JSON Lines and json-seq); `response` is then `Stream<...>`.
   */
  stream?: { typeName: string; stream: IRStream };
}

export function operationShape(op: IROperation, api: IRApi): OperationShape {
  const stem = operationTypeStem(op);
  const extra = extraHeaderNames(op, api.requestIdHeader);
  const success = op.responses.find((r) => /^2(\d\d|XX)$/i.test(r.status) && r.contentType);
  const stream = success?.stream;
  const paginated = op.pagination !== 'none' && success !== undefined && (!stream || stream.requestedBy !== undefined);
  return {
    op,
    stem,
    pathItemType: `paths[${literal(op.path)}][${literal(op.method)}]`,
    pathArgs: pathArguments(op),
    ...(op.parameters.query.length ? { query: { typeName: `${stem}Params`, required: op.parameters.query.some((p) => p.required) } } : {}),
    ...(extra.length
      ? {
          headers: {
            typeName: `${stem}Headers`,
            required: op.parameters.header.some((p) => p.required && extra.includes(p.name)),
            omitted: op.parameters.header.map((p) => p.name).filter((n) => !extra.includes(n)),
          },
        }
      : {}),
    ...(op.parameters.cookie.length ? { cookies: { typeName: `${stem}Cookies`, required: op.parameters.cookie.some((p) => p.required) } } : {}),
    ...(op.requestBody
      ? { body: { typeName: `${stem}Body`, required: op.requestBody.required, contentType: op.requestBody.contentType, contentTypes: op.requestBody.contentTypes } }
      : {}),
    ...(success ? { response: { typeName: `${stem}Response`, status: success.status, contentType: success.contentType! } } : {}),
    ...(paginated ? { item: { typeName: `${stem}Item` } } : {}),
    paginated,
    ...(stream ? { stream: { typeName: `${stem}${stream.format === 'sse' ? 'Event' : 'Item'}`, stream } } : {}),
  };
}

/** Header parameters other than the request id, which is a per-call option (`options.requestId`). */
export function extraHeaderNames(op: IROperation, requestIdHeader: string): string[] {
  return op.parameters.header.map((p) => p.name).filter((n) => !requestIdHeader || n.toLowerCase() !== requestIdHeader.toLowerCase());
}

/** `200` stays a number key, `2XX` a string key: the way openapi-typescript writes response maps. */
export function statusKey(status: string): string {
  return /^\d+$/.test(status) ? status : literal(status);
}

/** How the runtime reads a success of this media type: JSON (undefined), a string, or a Blob of bytes. */
export function responseType(contentType: string | undefined): 'text' | 'blob' | undefined {
  if (!contentType || isJsonMediaType(contentType)) return undefined;
  return /^text\//i.test(contentType) ? 'text' : 'blob';
}
