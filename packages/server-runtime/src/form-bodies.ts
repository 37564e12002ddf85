/**
 * Request bodies that are not JSON (OpenAPI 3.1 section 4.8.14): `application/x-www-form-urlencoded`
 * (parsed with the WHATWG URLSearchParams of Node, which is exactly the encoding browsers and fetch write),
 * `text/*` (the string), and `multipart/form-data` (through @fastify/multipart, registered only when a route declares it, with the
 * server's size limits). A field sent more than once is a list. Handlers get files as `UploadedFile`s;
 * validation sees each file as a string, as the schema's `format: binary` describes it.
 */
import type { FastifyInstance } from 'fastify';
import { ApiError } from './errors.js';
import type { ServerLimits } from './limits.js';
import type { RouteDefinition, UploadedFile } from './types.js';
import { mediaTypeBase } from './media-type.js';

const FORM = 'application/x-www-form-urlencoded';
const MULTIPART = 'multipart/form-data';

/** Every media type the routes' bodies declare, lower-case, without parameters. */
export function declaredBodyTypes(routes: readonly RouteDefinition[]): Set<string> {
  const types = new Set<string>();
  for (const route of routes) {
    const body = route.request.body;
    for (const type of body ? (body.contentTypes ?? [body.contentType]) : []) types.add(mediaTypeBase(type));
  }
  return types;
}

export function isFormType(type: string): boolean {
  const base = mediaTypeBase(type);
  return base === FORM || base === MULTIPART;
}

/** Adds a parser for each form type the routes declare. */
export function registerFormParsers(app: FastifyInstance, types: Set<string>, limits: ServerLimits, utf8: TextDecoder): void {
  if (types.has(FORM)) {
    app.addContentTypeParser(FORM, { parseAs: 'buffer' }, (_request, bytes, done) => {
      let text: string;
      try {
        text = utf8.decode(bytes as Buffer);
      } catch {
        return done(new ApiError(400, 'validation_failed', 'The request body is not valid UTF-8.', { details: { errors: ['body is not valid UTF-8'] } }), undefined);
      }
      const fields: Record<string, string | string[]> = {};
      for (const [key, value] of new URLSearchParams(text)) {
        if (value.length > limits.stringLength) {
          return done(
            new ApiError(400, 'validation_failed', `${key} is longer than ${limits.stringLength} characters.`, { param: key, details: { errors: [`${key} is too long`] } }),
            undefined,
          );
        }
        const prior = fields[key];
        fields[key] = prior === undefined ? value : Array.isArray(prior) ? [...prior, value] : [prior, value];
      }
      done(null, fields);
    });
  }
  // text/* bodies: the string, strictly UTF-8 (charset parameters other than UTF-8 are not supported).
  for (const type of types) {
    if (!type.startsWith('text/')) continue;
    app.addContentTypeParser(type, { parseAs: 'buffer' }, (_request, bytes, done) => {
      try {
        done(null, utf8.decode(bytes as Buffer));
      } catch {
        done(new ApiError(400, 'validation_failed', 'The request body is not valid UTF-8.', { details: { errors: ['body is not valid UTF-8'] } }), undefined);
      }
    });
  }
  if (types.has(MULTIPART)) {
    // Loaded only when a route takes multipart: a server without uploads does not pay for it at start.
    void app.register(import('@fastify/multipart'), {
      attachFieldsToBody: true,
      throwFileSizeLimit: true,
      limits: { fileSize: limits.bodyBytes, fieldSize: limits.stringLength, parts: 1_000, fields: 1_000, files: 100 },
    });
  }
}

interface Part {
  type: 'file' | 'field';
  value?: unknown;
  filename?: string;
  mimetype?: string;
  _buf?: Buffer | null;
}

/**
 * A parsed multipart body -> what validation sees (files as empty strings: `format: binary`) and what the
 * handler gets (files as `UploadedFile`s). Field values are strings, coerced by validation like parameters.
 */
export function multipartBody(parsed: Record<string, Part | Part[]>): { fields: Record<string, unknown>; files: Record<string, UploadedFile | UploadedFile[]> } {
  const fields: Record<string, unknown> = {};
  const files: Record<string, UploadedFile | UploadedFile[]> = {};
  for (const [key, entry] of Object.entries(parsed)) {
    const parts = Array.isArray(entry) ? entry : [entry];
    if (parts.some((part) => part.type === 'file')) {
      const uploaded = parts.map((part) => ({ filename: part.filename ?? '', mimetype: part.mimetype ?? '', data: part._buf ?? Buffer.alloc(0) }));
      files[key] = Array.isArray(entry) ? uploaded : uploaded[0]!;
      fields[key] = Array.isArray(entry) ? uploaded.map(() => '') : '';
    } else {
      fields[key] = Array.isArray(entry) ? parts.map((part) => part.value) : parts[0]!.value;
    }
  }
  return { fields, files };
}
