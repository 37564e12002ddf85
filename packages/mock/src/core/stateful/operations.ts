/**
 * The parts of Prism's operations (`@stoplight/types` `IHttpOperation`, as `getHttpOperationsFromSpec`
 * returns them: `$ref`s resolved, schemas as JSON Schema) that the stateful mock and the validating proxy
 * read. Spelled out here so that these modules need no deep import of Prism's types.
 */
import { escapePointer } from '@openapi-cmp/server-runtime/errors';

export type Schema = Record<string, unknown>;

export interface SpecParameter {
  name: string;
  required?: boolean;
  schema?: Schema;
  examples?: { key?: string; value?: unknown }[];
  style?: string;
}

export interface SpecContent {
  mediaType: string;
  schema?: Schema;
  examples?: { key?: string; value?: unknown }[];
}

export interface SpecResponse {
  code: string;
  contents?: SpecContent[];
  headers?: { name: string; required?: boolean; schema?: Schema }[];
}

export interface SpecOperation {
  iid?: string;
  method: string;
  path: string;
  extensions?: Record<string, unknown>;
  request?: {
    path?: SpecParameter[];
    query?: SpecParameter[];
    headers?: SpecParameter[];
    cookie?: SpecParameter[];
    body?: { required?: boolean; contents?: SpecContent[] };
  };
  responses: SpecResponse[];
  security?: { type: string; in?: string; name?: string; scheme?: string }[][];
}

/** JSON Pointer of an operation in the document (`#/paths/~1books~1{id}/get`), for located messages. */
export function operationPointer(op: SpecOperation): string {
  return `#/paths/${escapePointer(op.path)}/${op.method.toLowerCase()}`;
}

export const isJsonType = (mediaType: string): boolean => /^application\/(?:[\w.+-]+\+)?json\b/i.test(mediaType) || mediaType === '*/*';

/** The first JSON content of a list (request body or response). */
export function jsonContent(contents: readonly SpecContent[] | undefined): SpecContent | undefined {
  return contents?.find((c) => isJsonType(c.mediaType));
}

/** The documented success answer: the lowest 2xx status (a `2XX` range counts as 200). */
export function successResponse(op: SpecOperation): SpecResponse | undefined {
  return op.responses.filter((r) => /^2(\d\d|XX)$/i.test(r.code)).sort((a, b) => a.code.localeCompare(b.code))[0];
}

/** The answer documented for `status`: exactly, else its range (`4XX`), else `default`. */
export function documentedResponse(op: SpecOperation, status: number): SpecResponse | undefined {
  const code = String(status);
  return op.responses.find((r) => r.code === code) ?? op.responses.find((r) => r.code.toUpperCase() === `${code[0]}XX`) ?? op.responses.find((r) => r.code === 'default');
}
