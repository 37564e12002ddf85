/**
 * A call's body, written in the media type it is sent as (OpenAPI 3.1 section 4.8.14): JSON (and any
 * `+json` type) as text; `application/x-www-form-urlencoded` as URLSearchParams; `multipart/form-data` as
 * FormData, files (Blob/File) as parts of their own; `text/*` as a string; any other type (bytes) as given.
 * Arrays repeat their key (form `explode: true`, the default of both form encodings); objects inside a form
 * are sent as JSON text, as OpenAPI's default `contentType` for them says.
 */
import { ApiClientError } from './errors.js';
import type { RequestBody } from './body.js';

export interface EncodedBody {
  body: RequestBody;
  /** Undefined for multipart: fetch writes the header with its boundary. */
  contentType: string | undefined;
}

export function isJsonType(type: string): boolean {
  return /^application\/(.+\+)?json(;|$)/i.test(type);
}

/** The media type to send: the caller's pick among the declared ones, else the first declared, else JSON. */
export function chooseBodyType(declared: readonly string[] | undefined, picked: string | undefined, operation: string): string {
  if (picked === undefined) return declared?.[0] ?? 'application/json';
  const known = declared ?? ['application/json'];
  if (!known.some((type) => type.toLowerCase() === picked.toLowerCase())) {
    throw new ApiClientError(`${operation} takes a body as ${known.join(' or ')}, not ${picked} (options.contentType).`);
  }
  return picked;
}

/** The body of an operation that lists its media types (`requestTypes`): the picked one, or the first. */
export function encodeRequestBody(value: unknown, declared: readonly string[] | undefined, picked: string | undefined, operation: string): EncodedBody {
  return encodeBody(value, chooseBodyType(declared, picked, operation));
}

export function encodeBody(value: unknown, type: string): EncodedBody {
  // The media type alone (RFC 9110 section 8.3.1). Written here as in generators/src/openapi/primitives.ts:
  // the client's runtime depends on no other package of the toolchain.
  const base = type.split(';')[0]!.trim().toLowerCase();
  if (isJsonType(base)) return { body: JSON.stringify(value), contentType: type };
  if (base === 'application/x-www-form-urlencoded') {
    const form = new URLSearchParams();
    for (const [key, item] of fields(value)) form.append(key, scalar(item));
    return { body: form, contentType: type };
  }
  if (base === 'multipart/form-data') {
    const form = new FormData();
    for (const [key, item] of fields(value)) {
      if (item instanceof Blob) form.append(key, item, item instanceof File ? item.name : key);
      else if (item !== null && typeof item === 'object' && !(item instanceof Date)) form.append(key, new Blob([JSON.stringify(item)], { type: 'application/json' }), key);
      else form.append(key, scalar(item));
    }
    return { body: form, contentType: undefined };
  }
  if (base.startsWith('text/')) return { body: typeof value === 'string' ? value : String(value), contentType: type };
  if (value instanceof Blob || value instanceof ArrayBuffer || ArrayBuffer.isView(value) || typeof value === 'string' || value instanceof ReadableStream) {
    return { body: value as RequestBody, contentType: type };
  }
  throw new ApiClientError(`A ${type} body must be a Blob, an ArrayBuffer, a typed array, a string or a stream.`);
}

/** The object's fields as (key, value) pairs, an array's items each under its key; undefined left out. */
function fields(value: unknown): [string, unknown][] {
  if (value === undefined || value === null) return [];
  if (typeof value !== 'object' || Array.isArray(value) || value instanceof Blob) throw new ApiClientError('A form body must be an object of fields.');
  const out: [string, unknown][] = [];
  for (const [key, item] of Object.entries(value)) {
    if (item === undefined) continue;
    if (Array.isArray(item)) for (const each of item) out.push([key, each]);
    else out.push([key, item]);
  }
  return out;
}

function scalar(item: unknown): string {
  if (item instanceof Date) return item.toISOString();
  if (item !== null && typeof item === 'object') return JSON.stringify(item);
  return String(item);
}
