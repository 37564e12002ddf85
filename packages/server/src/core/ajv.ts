/**
 * The Ajv instances (JSON Schema 2020-12, the dialect of OpenAPI 3.1) and the compiled validators of a
 * route table.
 *
 * Compiled once at start-up, not precompiled at generation time (Ajv standalone). Measured on this spec
 * (Node 20, details in ./README.md): compiling every request and response validator takes ~280 ms once per
 * process; loading the equivalent standalone module takes ~12 ms but is ~270 KB of generated code (more
 * once formatted) re-emitted on every spec change, and its ajv-formats imports are CommonJS `require`s
 * that break in this ESM package. Per request both run the same generated function, so the choice only
 * moves ~0.27 s of start-up; compiled validators are cached per route table, so servers created again in
 * one process (tests, the sandbox) pay it once.
 */
import { createRequire } from 'node:module';
import type { ValidateFunction } from 'ajv';
import type { RouteDefinition, SchemaDocument } from './types.js';

// ajv and ajv-formats ship CommonJS with `exports.default`; createRequire gives the same constructor
// under both ESM and the CJS build of this package.
const require = createRequire(import.meta.url);
const Ajv2020 = require('ajv/dist/2020') as typeof import('ajv/dist/2020.js').default;
const addFormats = require('ajv-formats') as typeof import('ajv-formats').default;

export interface RouteValidators {
  path?: ValidateFunction;
  query?: ValidateFunction;
  header?: ValidateFunction;
  cookie?: ValidateFunction;
  body?: ValidateFunction;
  /** By documented status (`200`, `5XX`, `default`); only compiled when responses are validated. */
  responses: Map<string, ValidateFunction | null>;
}

function newAjv(document: SchemaDocument, options: { coerce: boolean }) {
  const ajv = new Ajv2020({
    allErrors: true,
    // verbose: errors carry the failing schema and value, which the messages quote (accepted values, bounds).
    verbose: true,
    // OpenAPI adds keywords of its own (discriminator, xml, x-*); strict mode would refuse them.
    strict: false,
    ...(options.coerce ? { coerceTypes: 'array' as const, useDefaults: true } : {}),
  });
  addFormats(ajv);
  ajv.addSchema(document);
  return ajv;
}

const caches = { withResponses: new WeakMap<object, Map<string, RouteValidators>>(), requestsOnly: new WeakMap<object, Map<string, RouteValidators>>() };

/**
 * Parameters arrive as strings, so their Ajv coerces (`"25"` -> 25, a lone value -> a one-item list) and
 * fills defaults; bodies are JSON and are validated as sent.
 */
export function compileValidators(routes: readonly RouteDefinition[], document: SchemaDocument, withResponses: boolean): Map<string, RouteValidators> {
  const cache = withResponses ? caches.withResponses : caches.requestsOnly;
  const cached = cache.get(routes);
  if (cached) return cached;
  const params = newAjv(document, { coerce: true });
  const bodies = newAjv(document, { coerce: false });
  const out = new Map<string, RouteValidators>();
  for (const route of routes) {
    const v: RouteValidators = { responses: new Map() };
    if (route.request.path) v.path = params.compile(route.request.path);
    if (route.request.query) v.query = params.compile(route.request.query);
    if (route.request.header) v.header = params.compile(route.request.header);
    if (route.request.cookie) v.cookie = params.compile(route.request.cookie);
    if (route.request.body) v.body = bodies.compile(route.request.body.schema);
    if (withResponses) {
      for (const [status, response] of Object.entries(route.responses)) {
        // Text and bytes are sent as given; only JSON bodies are checked against their schema.
        if (response.contentType) continue;
        v.responses.set(status, response.schema ? bodies.compile(response.schema) : null);
      }
    }
    out.set(route.operationId, v);
  }
  cache.set(routes, out);
  return out;
}
