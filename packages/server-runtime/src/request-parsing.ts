/**
 * Reading a request and holding it to its limits: the body parsers (JSON and the declared `+json` and form
 * media types: strict UTF-8, nesting depth, string lengths, numbers that fit a double), then the route's
 * parameters by location and its body, each checked by the route's validators, and the page ceiling.
 */
import { isUtf8 } from 'node:buffer';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, errors } from './errors.js';
import { jsonDepthExceeds } from './json-depth.js';
import { checkJsonValue } from './json-values.js';
import { declaredBodyTypes, multipartBody, registerFormParsers } from './form-bodies.js';
import { parametersIn, readParameters } from './parameters.js';
import { toApiError } from './validation-errors.js';
import type { RouteValidators } from './ajv.js';
import type { ServerLimits } from './limits.js';
import type { RouteDefinition, RouteParameter } from './types.js';
import { mediaTypeBase } from './media-type.js';

/**
 * Only JSON bodies (and the form types the spec declares) are accepted. Fastify's own parser
 * (prototype-poisoning safe) does the parsing; an empty body counts as no body, so operations without one
 * ignore it and the others answer "missing".
 */
export function registerBodyParsers(app: FastifyInstance, routes: readonly RouteDefinition[], limits: ServerLimits): void {
  app.removeAllContentTypeParsers();
  const parseJson = app.getDefaultJsonParser('error', 'error');
  // Bytes, not a string: Fastify's string decoding replaces invalid UTF-8 silently; a strict decoder refuses it.
  const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  const parseJsonBody: Parameters<typeof app.addContentTypeParser>[2] = (request, bytes, done) => {
    const body = strictUtf8(bytes as Buffer);
    if (body === undefined) return done(errors.malformed('The request body is not valid UTF-8.'), undefined);
    if (isBlank(body)) return done(null, undefined);
    if (jsonDepthExceeds(body, limits.bodyDepth)) return done(errors.malformed(`The request body nests objects and arrays deeper than ${limits.bodyDepth} levels.`), undefined);
    parseJson(request, body, (error: Error | null, value?: unknown) => {
      if (error) return done(error, undefined);
      const problem = checkJsonValue(value, limits.stringLength);
      if (problem) return done(new ApiError(400, 'validation_failed', problem.message, { param: problem.param, details: { errors: [problem.message] } }), undefined);
      done(null, value);
    });
  };
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, parseJsonBody);
  // Other media types the spec declares for bodies: `+json` ones are JSON; the form types have parsers of their own.
  const bodyTypes = declaredBodyTypes(routes);
  for (const type of bodyTypes) if (type !== 'application/json' && /^application\/.+\+json$/.test(type)) app.addContentTypeParser(type, { parseAs: 'buffer' }, parseJsonBody);
  registerFormParsers(app, bodyTypes, limits, utf8);
}

/** What a route reads from the request, picked once at start. */
export interface RoutePlan {
  path: RouteParameter[];
  query: RouteParameter[];
  header: RouteParameter[];
  cookie: RouteParameter[];
}

export function planFor(route: RouteDefinition): RoutePlan {
  return { path: parametersIn(route, 'path'), query: parametersIn(route, 'query'), header: parametersIn(route, 'header'), cookie: parametersIn(route, 'cookie') };
}

/** The handler's input: parameters by location (cookies only when the operation takes any) and the body. */
export interface RequestInput {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
  cookies?: Record<string, unknown>;
  body: unknown;
}

/** The handler's input, each part read by the spec's rules and validated. */
export function readRequest(
  route: RouteDefinition,
  plan: RoutePlan,
  request: FastifyRequest,
  v: RouteValidators,
  limits: ServerLimits,
  pageParam: string | undefined,
): RequestInput {
  const params = readParameters(plan.path, false, request.params as Record<string, unknown>);
  const query = readParameters(plan.query, false, request.query as Record<string, unknown>);
  const headers = request.headers as Record<string, string | string[] | undefined>;
  const headerParams = readParameters(plan.header, true, headers);
  const cookies = route.request.cookie ? readParameters(plan.cookie, false, cookieValues(headers.cookie)) : {};
  if (v.path && !v.path(params)) throw toApiError(v.path.errors ?? [], 'path');
  if (v.query && !v.query(query)) throw toApiError(v.query.errors ?? [], 'query');
  if (v.header && !v.header(headerParams)) throw toApiError(v.header.errors ?? [], 'header');
  if (v.cookie && !v.cookie(cookies)) throw toApiError(v.cookie.errors ?? [], 'cookie');
  if (pageParam && route.pagination === 'page') {
    const page = (query as Record<string, unknown>)[pageParam];
    if (typeof page === 'number' && page > limits.pageMax) {
      throw new ApiError(400, 'validation_failed', `${pageParam} must be at most ${limits.pageMax}.`, {
        param: pageParam,
        details: { errors: [`query.${pageParam} must be <= ${limits.pageMax}`] },
      });
    }
  }
  let body: unknown = undefined;
  let files: Record<string, unknown> | undefined;
  if (route.request.body) {
    body = request.body;
    if (body !== null && typeof body === 'object' && request.isMultipart?.()) {
      const parts = multipartBody(body as Parameters<typeof multipartBody>[0]);
      body = parts.fields;
      files = parts.files;
    }
    if (body === undefined || body === null) {
      if (route.request.body.required) {
        throw errors.missing('body', `Missing request body: send a JSON object with Content-Type: ${route.request.body.contentType}.`);
      }
    } else {
      // The schema of the media type sent, when the operation takes several.
      const validate = v.bodies ? (v.bodies.get(mediaType(request.headers['content-type'])) ?? v.body) : v.body;
      if (validate && !validate(body)) throw toApiError(validate.errors ?? [], 'body');
    }
  }
  if (files) body = { ...(body as Record<string, unknown>), ...files };
  return { params, query, headers, ...(route.request.cookie ? { cookies } : {}), body };
}

/**
 * Bytes -> text, refusing invalid UTF-8 (undefined) rather than replacing it silently as Buffer#toString
 * does; a leading byte-order mark is dropped, as a fatal TextDecoder does. Node's native `isUtf8` check
 * plus `toString` costs a fraction of `TextDecoder#decode` on small bodies.
 */
function strictUtf8(bytes: Buffer): string | undefined {
  if (!isUtf8(bytes)) return undefined;
  const bom = bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  return bytes.toString('utf8', bom ? 3 : 0);
}

/** Whether `text` is empty or white space only (what `text.trim() === ''` says, without the copy). */
function isBlank(text: string): boolean {
  if (text.length === 0) return true;
  const first = text.charCodeAt(0);
  // JSON starts with `{`, `[`, `"`, a digit, `-`, t, f or n: nothing that is white space.
  if (first > 0x20 && first < 0x7f) return false;
  return text.trim() === '';
}

/** `Content-Type` -> the media type alone, lower-case. */
function mediaType(header: string | string[] | undefined): string {
  return mediaTypeBase(String(header ?? ''));
}

/**
 * The `Cookie` header (RFC 6265 section 4.2: `name=value; name2=value2`) -> values by name. Small enough
 * not to take @fastify/cookie, which would also sign and set cookies this runtime never sends.
 */
function cookieValues(header: string | string[] | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of (Array.isArray(header) ? header.join('; ') : (header ?? '')).split(';')) {
    const at = pair.indexOf('=');
    if (at <= 0) continue;
    const name = pair.slice(0, at).trim();
    const raw = pair
      .slice(at + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
    try {
      out[name] = decodeURIComponent(raw);
    } catch {
      out[name] = raw;
    }
  }
  return out;
}
