/**
 * The Ajv instances (JSON Schema 2020-12, the dialect of OpenAPI 3.1) and the compiled validators of a
 * route table.
 *
 * Compiled in the process (on a route's first use, or all at start with `validators: 'eager'`), not
 * precompiled at generation time (Ajv standalone). Measured on this spec
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
import { isFormType } from './form-bodies.js';

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
  /** By media type (lower-case, no parameters), when the body may come in several. */
  bodies?: Map<string, ValidateFunction>;
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
 * The validators of a route table, compiled the first time a route is asked for (measured in
 * scripts/bench-start.ts: compiling all of them up front was most of a server's start-up, and a process
 * that serves a few routes of a large table never pays for the rest). `compileAll()` compiles every one
 * now, for servers that would rather pay at start than on a route's first request.
 */
export class RouteValidatorMap extends Map<string, RouteValidators> {
  private readonly byId: Map<string, RouteDefinition>;
  private ajvs?: { params: ReturnType<typeof newAjv>; bodies: ReturnType<typeof newAjv>; answers: ReturnType<typeof newAjv> };

  constructor(
    routes: readonly RouteDefinition[],
    private readonly document: SchemaDocument,
    private readonly withResponses: boolean,
  ) {
    super();
    this.byId = new Map(routes.map((route) => [route.operationId, route]));
  }

  override get(operationId: string): RouteValidators | undefined {
    const found = super.get(operationId);
    if (found) return found;
    const route = this.byId.get(operationId);
    if (!route) return undefined;
    const compiled = this.compile(route);
    super.set(operationId, compiled);
    return compiled;
  }

  compileAll(): this {
    for (const id of this.byId.keys()) this.get(id);
    return this;
  }

  private compile(route: RouteDefinition): RouteValidators {
    // Parameters arrive as strings, so their Ajv coerces (`"25"` -> 25, a lone value -> a one-item list)
    // and fills defaults; bodies are JSON and are validated as sent.
    // OpenAPI 3.1 section 4.8.24.1: a readOnly property is sent in answers only, a writeOnly one in
    // requests only; "required" applies where the property is sent. Requests are checked against the
    // document without readOnly requirements, answers against it without writeOnly ones.
    this.ajvs ??= (() => {
      const requests = dropRequired(this.document, 'readOnly');
      const answers = dropRequired(this.document, 'writeOnly');
      const bodies = newAjv(requests, { coerce: false });
      // Without readOnly or writeOnly anywhere, requests and answers share one instance (and its compiled schemas).
      return { params: newAjv(requests, { coerce: true }), bodies, answers: requests === answers ? bodies : newAjv(answers, { coerce: false }) };
    })();
    const { params, bodies, answers } = this.ajvs;
    const v: RouteValidators = { responses: new Map() };
    if (route.request.path) v.path = params.compile(route.request.path);
    if (route.request.query) v.query = params.compile(route.request.query);
    if (route.request.header) v.header = params.compile(route.request.header);
    if (route.request.cookie) v.cookie = params.compile(route.request.cookie);
    // Form fields arrive as strings, like parameters: the coercing instance reads them.
    if (route.request.body) v.body = (isFormType(route.request.body.contentType) ? params : bodies).compile(dropRequired(route.request.body.schema, 'readOnly'));
    if (route.request.body?.schemas) {
      v.bodies = new Map(
        Object.entries(route.request.body.schemas).map(([type, schema]) => [
          type.split(';')[0]!.trim().toLowerCase(),
          (isFormType(type) ? params : bodies).compile(dropRequired(schema, 'readOnly')),
        ]),
      );
    }
    if (this.withResponses) v.responses = new LazyResponseValidators(route, answers);
    return v;
  }
}

/**
 * A route's response validators by documented status, each compiled when an answer with that status is
 * first checked (most routes only ever send a few of their documented statuses).
 */
class LazyResponseValidators extends Map<string, ValidateFunction | null> {
  constructor(
    private readonly route: RouteDefinition,
    private readonly ajv: ReturnType<typeof newAjv>,
  ) {
    super();
  }

  override get(status: string): ValidateFunction | null | undefined {
    if (super.has(status)) return super.get(status);
    const response = this.route.responses[status];
    // Text and bytes are sent as given; only JSON bodies are checked against their schema.
    if (!response || response.contentType) return undefined;
    const validate = response.schema ? this.ajv.compile(response.schema) : null;
    super.set(status, validate);
    return validate;
  }
}

/** The validators of `routes`, shared by every server of the same table in one process (tests, the sandbox). */
export function compileValidators(routes: readonly RouteDefinition[], document: SchemaDocument, withResponses: boolean, eager = false): Map<string, RouteValidators> {
  const cache = withResponses ? caches.withResponses : caches.requestsOnly;
  let found = cache.get(routes) as RouteValidatorMap | undefined;
  if (!found) {
    found = new RouteValidatorMap(routes, document, withResponses);
    cache.set(routes, found);
  }
  return eager ? found.compileAll() : found;
}

/**
 * `schema` (a document or one schema) with every property marked `flag` taken out of its object's
 * `required`; the same object when nothing is marked, so documents without readOnly/writeOnly cost nothing.
 */
export function dropRequired<T>(schema: T, flag: 'readOnly' | 'writeOnly'): T {
  let changed = false;
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) {
      const items = node.map(walk);
      return items.some((item, i) => item !== node[i]) ? items : node;
    }
    if (!node || typeof node !== 'object') return node;
    const source = node as Record<string, unknown>;
    let out: Record<string, unknown> | undefined;
    for (const [key, value] of Object.entries(source)) {
      const walked = walk(value);
      if (walked !== value) (out ??= { ...source })[key] = walked;
    }
    const properties = source.properties as Record<string, { [k: string]: unknown } | undefined> | undefined;
    if (Array.isArray(source.required) && properties && typeof properties === 'object') {
      const kept = (source.required as string[]).filter((name) => properties[name]?.[flag] !== true);
      if (kept.length !== source.required.length) (out ??= { ...source }).required = kept;
    }
    if (out) changed = true;
    return out ?? node;
  };
  const result = walk(schema) as T;
  return changed ? result : schema;
}
