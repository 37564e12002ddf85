/**
 * Reading an OpenAPI 3.0/3.1 document the way the diff needs it: local `$ref`s followed (cycles stop),
 * operations keyed by method and path template, effective parameters and security, and the normalized views
 * of a schema the rules compare (types with nullable folded in, bounds with 3.0's boolean exclusives, enum).
 */
import type { UserConfig } from '../config/types.js';
import { operationSurfaces, surfaceKey, type OperationSurface } from '../ir/surface.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- OpenAPI documents are untyped JSON, read by path
export type Json = Record<string, any>;
export type Direction = 'request' | 'response';
/** The HTTP methods of a Path Item, with OpenAPI 3.2's `query` (section 4.10.1). */
export const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace', 'query'] as const;

/** Follows local `$ref` chains in one document; remembers the component a chain ended in. */
export class Doc {
  private surfaces: Map<string, OperationSurface> | undefined;
  /** `config`: the generator configuration the SDK is generated with (page envelope, ...), for `surface`. */
  constructor(
    readonly root: Json,
    private readonly config: UserConfig = {},
  ) {}

  /**
   * Where the generated client places an operation, its pagination kind and idempotency, as the IR settles
   * them (ir/surface.ts); computed once per document, since a name can depend on every other operation.
   */
  surface(o: Operation): OperationSurface | undefined {
    this.surfaces ??= operationSurfaces(this.root, this.config);
    return this.surfaces.get(surfaceKey(o.method, o.path));
  }

  pointer(ref: string): unknown {
    if (!ref.startsWith('#')) throw new Error(`Only local $refs are expected after bundling, found "${ref}".`);
    let node: unknown = this.root;
    for (const raw of ref.slice(2).split('/')) {
      if (raw === '' && ref === '#/') break;
      const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
      node = (node as Json | undefined)?.[key];
      if (node === undefined) throw new Error(`Dangling $ref "${ref}".`);
    }
    return node;
  }

  /** The node behind a `$ref` chain, and the last ref of the chain (a `$ref` loop resolves to `{}`). */
  resolve<T = Json>(node: unknown): { node: T | undefined; ref?: string } {
    let current = node as Json | undefined;
    let ref: string | undefined;
    const seen = new Set<string>();
    while (current && typeof current === 'object' && typeof current.$ref === 'string') {
      if (seen.has(current.$ref)) return { node: {} as T, ref };
      seen.add(current.$ref);
      ref = current.$ref;
      try {
        current = this.pointer(current.$ref) as Json;
      } catch {
        // A dangling or external $ref (the loader bundles what it can reach): nothing to compare behind it.
        return { node: undefined, ref };
      }
    }
    return { node: current as T | undefined, ref };
  }

  deref<T = Json>(node: unknown): T | undefined {
    return this.resolve<T>(node).node;
  }

  get version(): string {
    return String(this.root.info?.version ?? '');
  }
  get isOas30(): boolean {
    return String(this.root.openapi ?? '').startsWith('3.0');
  }
}

export interface Operation {
  /** `GET /customers/{}`: method and path template with parameter names erased. */
  key: string;
  /** `GET /customers/{customer_id}`, for locations. */
  label: string;
  path: string;
  method: string;
  op: Json;
  pathItem: Json;
}

export function operations(doc: Doc): Map<string, Operation> {
  const out = new Map<string, Operation>();
  for (const [path, rawItem] of Object.entries<Json>(doc.root.paths ?? {})) {
    const pathItem = doc.deref(rawItem) ?? {};
    // OpenAPI 3.2's `additionalOperations` (section 4.10.1): other methods by their name (`LINK`), compared as any operation.
    // A name of a fixed method there (`GET`) is one the section forbids: it never stands in for the path's own `get`.
    const extra = Object.entries<Json>(pathItem.additionalOperations && typeof pathItem.additionalOperations === 'object' ? pathItem.additionalOperations : {}).filter(
      ([name]) => !(METHODS as readonly string[]).includes(name.toLowerCase()),
    );
    for (const [method, op] of [...METHODS.map((m) => [m, pathItem[m]] as [string, Json]), ...extra.map(([m, o]) => [m.toLowerCase(), o] as [string, Json])]) {
      if (!op || typeof op !== 'object') continue;
      const template = path.replace(/\{[^}]*\}/g, '{}');
      out.set(`${method.toUpperCase()} ${template}`, { key: `${method.toUpperCase()} ${template}`, label: `${method.toUpperCase()} ${path}`, path, method, op, pathItem });
    }
  }
  return out;
}

/**
 * Path-level parameters overridden by operation-level ones (OpenAPI: same name and location), keyed so that
 * the same parameter matches across versions: path parameters by their position in the template (renaming
 * `{id}` to `{pet_id}` changes no URL), header names without case.
 */
export function parameters(doc: Doc, o: Operation): Map<string, { p: Json; raw: unknown }> {
  const out = new Map<string, { p: Json; raw: unknown }>();
  const slots = [...o.path.matchAll(/\{([^}]*)\}/g)].map((m) => m[1]);
  const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
  const found: { p: Json; raw: unknown }[] = [];
  for (const raw of [...list(o.pathItem.parameters), ...list(o.op.parameters)]) {
    const p = doc.deref(raw);
    if (!p || typeof p !== 'object' || typeof p.name !== 'string') continue;
    found.push({ p, raw });
  }
  // A path parameter whose name the template does not hold (the template was renamed, the parameter not)
  // takes the template's one free slot, so a rename stays one change rather than a removal and an addition.
  const named = new Set(found.filter(({ p }) => p.in === 'path').map(({ p }) => p.name));
  const free = slots.map((name, i) => [name, i] as const).filter(([name]) => !named.has(name));
  const stray = found.filter(({ p }) => p.in === 'path' && !slots.includes(p.name));
  const strayNames = [...new Set(stray.map(({ p }) => p.name as string))];
  for (const entry of found) {
    const { p } = entry;
    let slot = p.in === 'path' ? slots.indexOf(p.name) : -1;
    if (slot < 0 && p.in === 'path' && free.length === 1 && strayNames.length === 1) slot = free[0]![1];
    out.set(slot >= 0 ? `path:#${slot}` : paramKey(p), entry);
  }
  return out;
}
export const paramKey = (p: Json) => `${p.in}:${p.in === 'header' ? String(p.name).toLowerCase() : p.name}`;

/** OpenAPI defaults: form/explode for query and cookie, simple/no-explode for path and header. */
export function serialization(p: Json): string {
  const style = p.style ?? (p.in === 'query' || p.in === 'cookie' ? 'form' : 'simple');
  const explode = p.explode ?? style === 'form';
  return `style ${style}, explode ${explode}${p.allowReserved ? ', allowReserved' : ''}`;
}

/** A parameter's schema: `schema`, or the schema of its single `content` entry. */
export function parameterSchema(p: Json): unknown {
  if (p.schema) return p.schema;
  const media = Object.values<Json>(p.content ?? {})[0];
  return media?.schema;
}

export type Requirement = Map<string, Set<string>>;

/** Security requirements in force: the operation's, else the document's. OR across entries, AND within. */
export function security(doc: Doc, o: Operation): Requirement[] {
  const list = (o.op.security ?? doc.root.security ?? []) as Json[];
  return list
    .filter((req) => req && typeof req === 'object')
    .map((req) => new Map(Object.entries<unknown>(req).map(([scheme, scopes]) => [scheme, new Set(Array.isArray(scopes) ? scopes.map(String) : [])])));
}
export const describeRequirement = (r: Requirement) =>
  r.size === 0 ? '{} (no authentication)' : [...r].map(([s, scopes]) => (scopes.size ? `${s}[${[...scopes].sort().join(', ')}]` : s)).join(' + ');

/** The operation's SDK surface in `doc`, by the IR's rules (undefined where the IR holds no such operation). */
export const idempotent = (doc: Doc, o: Operation): boolean | undefined => doc.surface(o)?.idempotent;
export const sdkMethod = (doc: Doc, o: Operation): string | undefined => doc.surface(o)?.sdkMethod;
export const pagination = (doc: Doc, o: Operation): string | undefined => doc.surface(o)?.pagination;

/** Key-order-free equality of plain JSON values. */
export function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) return a.length === (b as unknown[]).length && a.every((v, i) => same(v, (b as unknown[])[i]));
  const [ka, kb] = [Object.keys(a), Object.keys(b)];
  return ka.length === kb.length && ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && same((a as Json)[k], (b as Json)[k]));
}

/** Canonical JSON (sorted keys): a stable text for messages and for matching subschemas. */
export function canonical(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'undefined';
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  return `{${Object.keys(value)
    .filter((k) => (value as Json)[k] !== undefined)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${canonical((value as Json)[k])}`)
    .join(',')}}`;
}
export const show = (value: unknown) => (value === undefined ? '(none)' : canonical(value));

// ---- schema views ----

/** The JSON types a schema allows besides null, or undefined when it does not say (any type). */
export function types(s: Json): Set<string> | undefined {
  const raw = Array.isArray(s.type) ? s.type : typeof s.type === 'string' ? [s.type] : undefined;
  if (!raw) return undefined;
  return new Set(raw.filter((t: string) => t !== 'null'));
}

/** Whether null is allowed: 3.1 `type: [..., "null"]`, 3.0 `nullable: true`, or an enum/const with null. */
export function nullable(s: Json): boolean | undefined {
  if (Array.isArray(s.type)) return s.type.includes('null');
  if (s.nullable === true) return true;
  if (typeof s.type === 'string') return s.type === 'null';
  return undefined;
}

/** The known values of an open set (`x-extensible-enum`), or undefined when the schema declares none. */
export function openSet(s: Json): string[] | undefined {
  const values = s['x-extensible-enum'];
  return Array.isArray(values) ? values.filter((v): v is string => typeof v === 'string') : undefined;
}

/** Every value the schema enumerates (`enum`, or `const` as one value), or undefined when open. */
export function enumeration(s: Json): unknown[] | undefined {
  if (Array.isArray(s.enum)) return s.enum;
  if ('const' in s) return [s.const];
  return undefined;
}

export interface Bound {
  value: number;
  exclusive: boolean;
}
/** Lower and upper numeric bounds with 3.0's boolean `exclusiveMinimum`/`exclusiveMaximum` folded in. */
export function numericBounds(s: Json): { lower?: Bound; upper?: Bound } {
  const out: { lower?: Bound; upper?: Bound } = {};
  const pick = (inclusive: unknown, exclusive: unknown, tighter: (a: number, b: number) => boolean): Bound | undefined => {
    const candidates: Bound[] = [];
    if (typeof inclusive === 'number') candidates.push({ value: inclusive, exclusive: exclusive === true });
    if (typeof exclusive === 'number') candidates.push({ value: exclusive, exclusive: true });
    return candidates.reduce<Bound | undefined>((best, c) => (!best || tighter(c.value, best.value) || (c.value === best.value && c.exclusive) ? c : best), undefined);
  };
  const lower = pick(s.minimum, s.exclusiveMinimum, (a, b) => a > b);
  const upper = pick(s.maximum, s.exclusiveMaximum, (a, b) => a < b);
  if (lower) out.lower = lower;
  if (upper) out.upper = upper;
  return out;
}

/** Compatible format widenings: every value of the key's format is a value of each listed format. */
export const FORMAT_WIDENINGS: Record<string, string[]> = {
  int32: ['int64'],
  float: ['double'],
  email: ['idn-email'],
  hostname: ['idn-hostname'],
  uri: ['iri', 'uri-reference', 'iri-reference'],
  'uri-reference': ['iri-reference'],
  iri: ['iri-reference'],
  date: [],
  'date-time': [],
};
export const formatWidens = (from: string, to: string) => FORMAT_WIDENINGS[from]?.includes(to) ?? false;

/** Annotation-only keywords: changing them changes documentation, never what is valid. */
export const DOC_KEYWORDS = ['title', 'description', 'example', 'examples', '$comment', 'externalDocs'] as const;

/** Keywords that annotate a schema without constraining any value (OpenAPI's `example` and `x-` extensions too). */
export const ANNOTATION_KEYWORDS = new Set([...DOC_KEYWORDS, 'deprecated', 'readOnly', 'writeOnly', 'default', '$id', '$schema', '$anchor', 'xml', 'discriminator']);
/**
 * A schema that allows every value: `true`, `{}`, or one holding only annotations (`title`, `description`,
 * `examples`, `$comment`, `deprecated`, extensions). Adding or removing one changes no constraint.
 */
export function isTrivial(schema: unknown): boolean {
  if (schema === true) return true;
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return false;
  return Object.keys(schema).every((k) => ANNOTATION_KEYWORDS.has(k) || k.startsWith('x-'));
}

/** A pattern that every string matches (`.*`, `^.*$`, the empty pattern) is no constraint: read as none. */
export function effectivePattern(pattern: unknown): string | undefined {
  if (typeof pattern !== 'string') return undefined;
  // Unanchored, `.*` matches (emptily) in every string; anchored `^.*$` is meant as "anything" too.
  return pattern === '' || /^\^?(\.\*|\(\.\*\)|\(\?:\.\*\)|\[\\s\\S\]\*|\[\\S\\s\]\*|\[\^\]\*)\$?$/.test(pattern) ? undefined : pattern;
}
