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
import { mediaTypeBase } from './media-type.js';

// ajv and ajv-formats ship CommonJS with `exports.default`; createRequire gives the same constructor
// under both ESM and the CJS build of this package. They are loaded when the first validator is made, not
// when the server starts: loading them is ~45 ms, a fifth of the sandbox's start, and an answer that
// validates nothing (a 401, a 404) never needs them.
const require = createRequire(import.meta.url);
let ajvModules: { Ajv2020: typeof import('ajv/dist/2020.js').default; addFormats: typeof import('ajv-formats').default } | undefined;
function loadAjv() {
  ajvModules ??= {
    Ajv2020: require('ajv/dist/2020') as typeof import('ajv/dist/2020.js').default,
    addFormats: require('ajv-formats') as typeof import('ajv-formats').default,
  };
  return ajvModules;
}

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

function newAjv(document: SchemaDocument, options: { coerce: boolean; checkDocument: boolean }) {
  const { Ajv2020, addFormats } = loadAjv();
  const ajv = new Ajv2020({
    allErrors: true,
    // verbose: errors carry the failing schema and value, which the messages quote (accepted values, bounds).
    verbose: true,
    // OpenAPI adds keywords of its own (discriminator, xml, x-*); strict mode would refuse them.
    strict: false,
    ...(options.coerce ? { coerceTypes: 'array' as const, useDefaults: true } : {}),
  });
  addFormats(ajv);
  // The document is checked against the meta-schema by the first instance only: the others hold the same
  // schemas (at most some `required` entries fewer), and on a large spec each check costs tens of ms.
  ajv.addSchema(document, undefined, undefined, options.checkDocument);
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
  /** Created on first use, each: a table of GETs never builds the body instance, production never the answers one. */
  private requestsDocument?: SchemaDocument;
  private paramsAjv?: ReturnType<typeof newAjv>;
  private bodiesAjv?: ReturnType<typeof newAjv>;
  private answersAjv?: ReturnType<typeof newAjv>;
  private documentChecked = false;

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

  // OpenAPI 3.1 section 4.8.24.1: a readOnly property is sent in answers only, a writeOnly one in
  // requests only; "required" applies where the property is sent. Requests are checked against the
  // document without readOnly requirements, answers against it without writeOnly ones.
  private ajvFor(document: SchemaDocument, coerce: boolean) {
    const ajv = newAjv(document, { coerce, checkDocument: !this.documentChecked });
    this.documentChecked = true;
    return ajv;
  }

  private requests(): SchemaDocument {
    return (this.requestsDocument ??= dropRequired(this.document, 'readOnly'));
  }

  /** Parameters arrive as strings, so their Ajv coerces (`"25"` -> 25, a lone value -> a one-item list) and fills defaults. */
  private params() {
    return (this.paramsAjv ??= this.ajvFor(this.requests(), true));
  }

  /** Bodies are JSON and are validated as sent. */
  private bodies() {
    return (this.bodiesAjv ??= this.ajvFor(this.requests(), false));
  }

  private answers() {
    if (!this.answersAjv) {
      const answers = dropRequired(this.document, 'writeOnly');
      // Without readOnly or writeOnly anywhere, requests and answers share one instance (and its compiled schemas).
      this.answersAjv = answers === this.requests() ? this.bodies() : this.ajvFor(answers, false);
    }
    return this.answersAjv;
  }

  private compile(route: RouteDefinition): RouteValidators {
    const v: RouteValidators = { responses: new Map() };
    if (route.request.path) v.path = this.params().compile(route.request.path);
    if (route.request.query) v.query = this.params().compile(route.request.query);
    if (route.request.header) v.header = this.params().compile(route.request.header);
    if (route.request.cookie) v.cookie = this.params().compile(route.request.cookie);
    // Form fields arrive as strings, like parameters: the coercing instance reads them.
    const forBody = (type: string) => (isFormType(type) ? this.params() : this.bodies());
    if (route.request.body) v.body = forBody(route.request.body.contentType).compile(dropRequired(route.request.body.schema, 'readOnly'));
    if (route.request.body?.schemas) {
      v.bodies = new Map(Object.entries(route.request.body.schemas).map(([type, schema]) => [mediaTypeBase(type), forBody(type).compile(dropRequired(schema, 'readOnly'))]));
    }
    if (this.withResponses) v.responses = new LazyResponseValidators(route, () => this.answers());
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
    private readonly ajv: () => ReturnType<typeof newAjv>,
  ) {
    super();
  }

  override get(status: string): ValidateFunction | null | undefined {
    if (super.has(status)) return super.get(status);
    const response = this.route.responses[status];
    // Text and bytes are sent as given; only JSON bodies, and the items of a stream, are checked against their schema.
    if (!response || (response.contentType && !response.stream)) return undefined;
    const validate = response.schema ? this.ajv().compile(response.schema) : null;
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
