/**
 * The comparison engine: pairs up what the two documents hold (operations, parameters, bodies, media types,
 * responses, headers, schemas, security) and hands each pair to the registry's visitors for its kind.
 *
 * Schemas are compared structurally, in the direction they travel. A `$ref` to the same component on both
 * sides is not descended at that place: each component is compared once per direction it is used in (from
 * the base's operations; unused ones as published response types) and reported at `schema Name`. A `$ref`
 * beside an inline schema, or a renamed component, is compared structurally, so moving an inline schema into
 * a component reports nothing. Cycles stop at a pair already being compared.
 */
import { escapePointer, isJsonMediaType, mediaTypeBase } from '../openapi/primitives.js';
import { canonical, Doc, METHODS, operations, same, parameters, parameterSchema, security, type Direction, type Json, type Operation } from './model.js';
import { declaredOperationId } from '../ir/operations.js';
import type { UserConfig } from '../config/types.js';
import { DEFAULT_POLICY, unstableLevel, type Policy } from './lifecycle.js';
import type { Kind, PairKinds, Rule } from './rule.js';
import type { Change } from './types.js';

const SCHEMA_PREFIX = '#/components/schemas/';
const JSON_MEDIA = 'application/json';

/** `config`: the generator configuration both SDKs are generated with (what the SDK-surface rules read). */
export function compare(baseRoot: Json, headRoot: Json, rules: readonly Rule[], policy: Policy = DEFAULT_POLICY, config: UserConfig = {}): Change[] {
  return new Walker(new Doc(baseRoot, config), new Doc(headRoot, config), rules, policy).run();
}

class Walker {
  private readonly changes: Change[] = [];
  private readonly seen = new Set<string>();
  private readonly visitors = new Map<Kind, Rule[]>();
  private readonly active = new Set<string>();
  private readonly sharedDone = new Set<string>();
  private readonly ids = new WeakMap<object, number>();
  private nextId = 0;
  /**
   * Inside a webhook or a callback the API is the client: it sends the request and the users' code answers.
   * Schemas and media types are then compared in the opposite direction (what the API sends is what users
   * receive), and the verdicts of the other request/response rules swap sides (client <-> server).
   */
  private reversed = false;
  /** The stability level (draft, alpha) of the operation being compared, when it promises nothing. */
  private unstable: string | undefined;

  constructor(
    private readonly base: Doc,
    private readonly head: Doc,
    rules: readonly Rule[],
    private readonly policy: Policy,
  ) {
    for (const rule of rules) {
      for (const kind of Object.keys(rule.visit) as Kind[]) {
        if (!this.visitors.has(kind)) this.visitors.set(kind, []);
        this.visitors.get(kind)!.push(rule);
      }
    }
  }

  private emit<K extends Kind>(kind: K, pair: PairKinds[K]): void {
    const direction = (pair as { direction?: Direction }).direction;
    const { at, pointer } = pair as { at: string; pointer: string };
    for (const rule of this.visitors.get(kind) ?? []) {
      if (rule.direction && direction && rule.direction !== direction) continue;
      const visit = rule.visit[kind] as (p: PairKinds[K], report: (location: string, message: string) => void) => void;
      const swap = this.reversed && SWAPPED_KINDS.has(kind);
      visit(pair, (location, text) => {
        let message = text;
        const key = `${rule.id}|${location}|${message}`;
        if (this.seen.has(key)) return;
        this.seen.add(key);
        let [client, server] = swap ? [rule.server, rule.client] : [rule.client, rule.server];
        let semver = swap ? (client === 'breaking' ? 'major' : rule.semver === 'major' ? 'minor' : rule.semver) : rule.semver;
        // The lifecycle policy: a draft or alpha operation promises nothing, so nothing in it breaks.
        if (this.unstable && rule.category !== 'lifecycle') {
          [client, server] = ['non-breaking', 'non-breaking'];
          if (semver === 'major') semver = 'minor';
          message = `${message} (x-stability-level ${this.unstable}: not breaking)`;
        }
        this.changes.push({
          rule: rule.id,
          client,
          server,
          semver,
          location,
          message,
          pointer: pointerAt(pointer, at, location),
          ...(this.unstable && rule.category !== 'lifecycle' ? { policy: 'unstable' as const } : {}),
        });
      });
    }
  }

  private get ctx() {
    return { base: this.base, head: this.head, policy: this.policy };
  }

  run(): Change[] {
    this.emit('document', { ...this.ctx, at: '', pointer: '#' });
    const [opsA, opsB] = [operations(this.base), operations(this.head)];
    const byId = (ops: Map<string, Operation>) =>
      new Map(
        [...ops.values()].flatMap((o) => {
          const id = declaredOperationId(o.op);
          return id === undefined ? [] : [[id, o] as const];
        }),
      );
    const [idsA, idsB] = [byId(opsA), byId(opsB)];
    for (const key of [...new Set([...opsA.keys(), ...opsB.keys()])].sort()) {
      const [a, b] = [opsA.get(key), opsB.get(key)];
      const id = (a ?? b)!.op.operationId as string | undefined;
      const movedTo = a && !b && id ? idsB.get(id) : undefined;
      const movedFrom = b && !a && id ? idsA.get(id) : undefined;
      const at = (b ?? a)!.label;
      const opPointer = `#/paths/${escape((b ?? a)!.path)}/${(b ?? a)!.method}`;
      this.unstable = unstableLevel((a ?? b)!.op, this.policy);
      this.emit('operation', {
        ...this.ctx,
        at,
        pointer: opPointer,
        ...(a ? { a } : {}),
        ...(b ? { b } : {}),
        ...(movedTo && !opsA.has(movedTo.key) ? { movedTo: movedTo.label } : {}),
        ...(movedFrom && !opsB.has(movedFrom.key) ? { movedFrom: movedFrom.label } : {}),
      });
      if (a && b) this.operation(a, b, at, opPointer);
      this.unstable = undefined;
    }
    this.hooks('webhook', webhooks(this.base), webhooks(this.head));
    for (const key of [...opsA.keys()].sort()) {
      const [a, b] = [opsA.get(key), opsB.get(key)];
      if (!a || !b) continue;
      this.unstable = unstableLevel(a.op, this.policy);
      this.hooks('callback', callbacks(this.base, a), callbacks(this.head, b));
      this.unstable = undefined;
    }
    this.components();
    return this.changes;
  }

  /** Webhooks or one operation's callbacks: added, removed, and the pairs compared with the roles reversed. */
  private hooks(kind: 'webhook' | 'callback', ha: Map<string, Hook>, hb: Map<string, Hook>): void {
    for (const key of [...new Set([...ha.keys(), ...hb.keys()])].sort()) {
      const [a, b] = [ha.get(key), hb.get(key)];
      const hook = (b ?? a)!;
      this.emit('hook', { ...this.ctx, at: hook.label, pointer: hook.pointer, kind, ...(a ? { a: a.operation } : {}), ...(b ? { b: b.operation } : {}) });
      if (!a || !b) continue;
      const outer = this.reversed;
      this.reversed = !outer;
      try {
        this.operation(a.operation, b.operation, hook.label, hook.pointer);
      } finally {
        this.reversed = outer;
      }
    }
  }

  private operation(a: Operation, b: Operation, at: string, ptr: string): void {
    const [pa, pb] = [parameters(this.base, a), parameters(this.head, b)];
    const names = (m: Map<string, { p: Json }>) => new Map([...m.values()].map(({ p }) => [String(p.name).toLowerCase(), String(p.in)]));
    const [na, nb] = [names(pa), names(pb)];
    for (const key of [...new Set([...pa.keys(), ...pb.keys()])]) {
      const [x, y] = [pa.get(key), pb.get(key)];
      const p = (y ?? x)!.p;
      const shared = x && y ? this.shared('parameters', x.raw, y.raw) : undefined;
      if (shared === null) continue;
      const where = shared ? `parameter ${shared}` : `${at} ${p.in} parameter ${p.name}`;
      const pointer = shared ? `#/components/parameters/${escape(shared)}` : parameterPointer(b, y?.raw, ptr);
      const other = x && !y ? nb.get(String(x.p.name).toLowerCase()) : !x && y ? na.get(String(y.p.name).toLowerCase()) : undefined;
      this.emit('parameter', { ...this.ctx, at: where, pointer, ...(x ? { a: x.p } : {}), ...(y ? { b: y.p } : {}), ...(other && other !== p.in ? { otherIn: other } : {}) });
      if (x && y)
        this.typed(
          'request',
          parameterSchema(x.p),
          parameterSchema(y.p),
          where,
          `${pointer}/${y.p.schema ? 'schema' : `content/${escape(Object.keys(y.p.content ?? {})[0] ?? '')}/schema`}`,
        );
    }

    const sharedBody = this.shared('requestBodies', a.op.requestBody, b.op.requestBody);
    if (sharedBody !== null) {
      const [ba, bb] = [this.base.deref(a.op.requestBody), this.head.deref(b.op.requestBody)];
      const bodyAt = sharedBody ? `request body ${sharedBody}` : `${at} request body`;
      const bodyPointer = sharedBody ? `#/components/requestBodies/${escape(sharedBody)}` : `${ptr}/requestBody`;
      this.emit('requestBody', { ...this.ctx, at: bodyAt, pointer: bodyPointer, ...(ba ? { a: ba } : {}), ...(bb ? { b: bb } : {}) });
      if (ba && bb) this.content('request', ba.content, bb.content, bodyAt, `${bodyPointer}/content`);
    }

    const [ra, rb] = [(a.op.responses ?? {}) as Json, (b.op.responses ?? {}) as Json];
    for (const status of [...new Set([...Object.keys(ra), ...Object.keys(rb)])].sort()) {
      const shared = this.shared('responses', ra[status], rb[status], status);
      if (shared === null) continue;
      const [x, y] = [this.base.deref(ra[status]), this.head.deref(rb[status])];
      const where = shared ? `response ${shared}` : `${at} ${status} response`;
      const pointer = shared ? `#/components/responses/${escape(shared)}` : `${ptr}/responses/${escape(status)}`;
      this.emit('response', { ...this.ctx, at: where, pointer, status, ...(x ? { a: x } : {}), ...(y ? { b: y } : {}) });
      if (x && y) this.response(x, y, where, status, pointer);
    }
    this.emit('security', { ...this.ctx, at, pointer: b.op.security ? `${ptr}/security` : '#/security', a: security(this.base, a), b: security(this.head, b) });
  }

  private response(x: Json, y: Json, where: string, status: string, ptr: string): void {
    this.content('response', x.content, y.content, `${where} body`, `${ptr}/content`, status);
    const lower = (h: Json | undefined) => new Map(Object.entries(h ?? {}).map(([k, v]) => [k.toLowerCase(), [k, v] as const]));
    const [la, lb] = [lower(x.headers), lower(y.headers)];
    for (const name of [...new Set([...la.keys(), ...lb.keys()])].sort()) {
      const [rawA, rawB] = [la.get(name)?.[1], lb.get(name)?.[1]];
      const label = (lb.get(name) ?? la.get(name))![0];
      const shared = rawA && rawB ? this.shared('headers', rawA, rawB) : undefined;
      if (shared === null) continue;
      const [hx, hy] = [this.base.deref(rawA), this.head.deref(rawB)];
      const headerAt = shared ? `header ${shared}` : `${where} header ${label}`;
      const headerPointer = shared ? `#/components/headers/${escape(shared)}` : `${ptr}/headers/${escape(lb.get(name)?.[0] ?? label)}`;
      this.emit('header', { ...this.ctx, at: headerAt, pointer: headerPointer, name: label, ...(hx ? { a: hx } : {}), ...(hy ? { b: hy } : {}) });
      if (hx && hy) this.typed('response', parameterSchema(hx), parameterSchema(hy), headerAt, `${headerPointer}/schema`);
    }
  }

  /**
   * Both sides `$ref` the same shared component (parameter, request body, response, header): it is compared
   * once, reported at `parameter Name`, `response Name`, ..., instead of once per operation using it.
   * Returns its name the first time, null once it was compared, undefined when it is not shared.
   */
  private shared(kind: string, rawA: unknown, rawB: unknown, variant = ''): string | null | undefined {
    const prefix = `#/components/${kind}/`;
    const [ra, rb] = [(rawA as Json | undefined)?.$ref, (rawB as Json | undefined)?.$ref];
    if (typeof ra !== 'string' || ra !== rb || !ra.startsWith(prefix)) return undefined;
    try {
      this.base.pointer(ra);
      this.head.pointer(rb);
    } catch {
      return undefined;
    }
    const key = `${ra}|${variant}`;
    if (this.sharedDone.has(key)) return null;
    this.sharedDone.add(key);
    return decodeURIComponent(ra.slice(prefix.length)).replace(/~1/g, '/').replace(/~0/g, '~');
  }

  /** Media types by name; the location names one only when it is not JSON. */
  private content(declared: Direction, ca: Json | undefined, cb: Json | undefined, at: string, ptr: string, status?: string): void {
    const direction = this.reversed ? flip(declared) : declared;
    const [a, b] = [(isSchema(ca) ? ca : {}) as Json, (isSchema(cb) ? cb : {}) as Json];
    const types = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
    // A media type replaced by a range that covers it (`application/json` -> `application/*`) is one media
    // type made more general, not one removed and another added: the two are paired and compared.
    const generalized = new Map<string, string>();
    for (const type of types) {
      if (!(type in a) || type in b) continue;
      const range = Object.keys(b).find((r) => !(r in a) && coversMedia(r, type));
      if (range) generalized.set(type, range);
    }
    // A media type the API sends, replaced by another read the same way (`application/json` ->
    // `application/problem+json`, or the same type with other parameters), is one media type renamed: the two are
    // paired and their schemas compared. Clients parse either alike (the generated clients read a body as JSON by
    // its type being JSON). Not so for what clients send: a server no longer listing their type may refuse it.
    const renamed = new Map<string, string>();
    if (direction === 'response')
      for (const type of types) {
        if (!(type in a) || type in b || generalized.has(type)) continue;
        const taken = new Set([...generalized.values(), ...renamed.values()]);
        const successor = Object.keys(b).find((r) => !(r in a) && !taken.has(r) && readAlike(type, r));
        if (successor) renamed.set(type, successor);
      }
    for (const type of types) {
      const where = type === JSON_MEDIA ? at : `${at} (${type})`;
      const [x, y] = [a[type] as Json | undefined, b[type] as Json | undefined];
      const coveredBy = generalized.get(type);
      const covers = [...generalized].filter(([, range]) => range === type).map(([t]) => t);
      const renamedTo = renamed.get(type);
      const renames = [...renamed].filter(([, successor]) => successor === type).map(([t]) => t);
      const pointer = `${ptr}/${escape(y ? type : (coveredBy ?? renamedTo ?? type))}`;
      this.emit('mediaType', {
        ...this.ctx,
        at: where,
        pointer,
        direction,
        type,
        ...(x ? { a: x } : {}),
        ...(y ? { b: y } : {}),
        ...(status ? { status } : {}),
        ...(coveredBy ? { coveredBy } : {}),
        ...(covers.length ? { covers } : {}),
        ...(renamedTo ? { renamedTo } : {}),
        ...(renames.length ? { renames } : {}),
      });
      if (x && y && (x.schema || y.schema)) this.schema(direction, x.schema ?? {}, y.schema ?? {}, where, `${pointer}/schema`);
      // OpenAPI 3.2's `itemSchema` (each item of a stream): every schema rule applies to the items.
      if (x && y && (x.itemSchema || y.itemSchema)) this.schema(direction, x.itemSchema ?? {}, y.itemSchema ?? {}, `${where} (each item)`, `${pointer}/itemSchema`);
      const range = coveredBy || renamedTo ? (b[(coveredBy ?? renamedTo)!] as Json | null) : undefined;
      if (x && range && (x.schema || range.schema)) this.schema(direction, x.schema ?? {}, range.schema ?? {}, where, `${pointer}/schema`);
    }
  }

  private id(node: object): number {
    let id = this.ids.get(node);
    if (id === undefined) this.ids.set(node, (id = this.nextId++));
    return id;
  }

  /** A schema pair of the request or response side of an operation, in the direction its data travels. */
  private typed(declared: Direction, rawA: unknown, rawB: unknown, at: string, ptr: string): void {
    this.schema(this.reversed ? flip(declared) : declared, rawA, rawB, at, ptr);
  }

  /** Compares two schemas (raw, possibly `$ref`s) in a direction, reporting at `at` and below it. */
  schema(direction: Direction, rawA: unknown, rawB: unknown, at: string, ptr: string): void {
    const [refA, refB] = [componentRef(rawA), componentRef(rawB)];
    if (refA && refA === refB && this.base.root.components?.schemas?.[refA] && this.head.root.components?.schemas?.[refA]) return;
    const [a, b] = [this.base.deref(rawA), this.head.deref(rawB)];
    if (!a || !b || typeof a !== 'object' || typeof b !== 'object') return;
    // Equal subtrees hold no change (every $ref left inside names the same component, compared on its own).
    // Checking at the top of each pair keeps the walk linear: an unchanged subtree is never entered.
    if (same(a, b)) return;
    const key = `${direction}:${this.id(a)}:${this.id(b)}`;
    if (this.active.has(key)) return;
    this.active.add(key);
    const pointer = refB && this.head.root.components?.schemas?.[refB] ? `#/components/schemas/${escape(refB)}` : ptr;
    this.emit('schema', { ...this.ctx, at, pointer, direction, a, b });
    this.children(direction, a, b, at, pointer);
    this.active.delete(key);
  }

  private children(direction: Direction, a: Json, b: Json, at: string, ptr: string): void {
    const [pa, pb] = [(a.properties ?? {}) as Json, (b.properties ?? {}) as Json];
    const hidden = direction === 'request' ? 'readOnly' : 'writeOnly';
    for (const name of Object.keys(pa).sort()) {
      if (!(name in pb)) continue;
      const [x, y] = [this.base.deref(pa[name]) ?? {}, this.head.deref(pb[name]) ?? {}];
      if (x[hidden] === true || y[hidden] === true) continue;
      this.schema(direction, pa[name], pb[name], `${at}.${name}`, `${ptr}/properties/${escape(name)}`);
    }
    if (isSchema(a.items) && isSchema(b.items)) this.schema(direction, a.items, b.items, `${at}[]`, `${ptr}/items`);
    if (Array.isArray(a.prefixItems) && Array.isArray(b.prefixItems)) {
      for (let i = 0; i < Math.min(a.prefixItems.length, b.prefixItems.length); i++)
        this.schema(direction, a.prefixItems[i], b.prefixItems[i], `${at}[${i}]`, `${ptr}/prefixItems/${i}`);
    }
    if (isSchema(a.additionalProperties) && isSchema(b.additionalProperties))
      this.schema(direction, a.additionalProperties, b.additionalProperties, `${at}{*}`, `${ptr}/additionalProperties`);
    const [ppa, ppb] = [(a.patternProperties ?? {}) as Json, (b.patternProperties ?? {}) as Json];
    for (const pattern of Object.keys(ppa).sort())
      if (pattern in ppb) this.schema(direction, ppa[pattern], ppb[pattern], `${at}{/${pattern}/}`, `${ptr}/patternProperties/${escape(pattern)}`);
    for (const kind of ['oneOf', 'anyOf', 'allOf'] as const) {
      for (const [i, j] of matchSubschemas(this.base, this.head, a[kind], b[kind]).pairs)
        this.schema(direction, a[kind][i], b[kind][j], `${at} (${kind} ${j + 1})`, `${ptr}/${kind}/${j}`);
    }
    // Nested constraints compared in place. `if` is not descended (a changed condition is one change of its
    // own: rules/keywords.ts); under `not` the direction turns over, since a narrower `not` accepts more.
    for (const keyword of ['then', 'else', 'contains', 'propertyNames', 'unevaluatedProperties', 'unevaluatedItems', 'contentSchema'] as const)
      if (isSchema(a[keyword]) && isSchema(b[keyword])) this.schema(direction, a[keyword], b[keyword], `${at} (${keyword})`, `${ptr}/${keyword}`);
    if (isSchema(a.not) && isSchema(b.not)) this.schema(flip(direction), a.not, b.not, `${at} (not)`, `${ptr}/not`);
    const [da, db] = [(isSchema(a.dependentSchemas) ? a.dependentSchemas : {}) as Json, (isSchema(b.dependentSchemas) ? b.dependentSchemas : {}) as Json];
    for (const name of Object.keys(da).sort())
      if (name in db) this.schema(direction, da[name], db[name], `${at} (dependentSchemas ${name})`, `${ptr}/dependentSchemas/${escape(name)}`);
  }

  /**
   * Each component schema once per direction the base uses it in. One no operation, webhook or callback
   * uses is not compared: it constrains nothing clients send or receive.
   */
  private components(): void {
    const [sa, sb] = [
      (isSchema(this.base.root.components?.schemas) ? this.base.root.components.schemas : {}) as Json,
      (isSchema(this.head.root.components?.schemas) ? this.head.root.components.schemas : {}) as Json,
    ];
    const uses = usage(this.base);
    for (const name of Object.keys(sa).sort()) {
      if (!(name in sb)) continue;
      for (const direction of uses.get(name) ?? []) this.schema(direction, sa[name], sb[name], `schema ${name}`, `#/components/schemas/${escape(name)}`);
    }
  }
}

const flip = (d: Direction): Direction => (d === 'request' ? 'response' : 'request');
/** Pair kinds whose rules are not directional: their client and server verdicts swap inside a webhook or callback. */
const SWAPPED_KINDS = new Set<Kind>(['parameter', 'requestBody', 'response', 'header', 'security']);

/** A webhook or callback operation, keyed across versions. */
interface Hook {
  operation: Operation;
  label: string;
  pointer: string;
}
function hookOperations(
  doc: Doc,
  items: unknown,
  labelOf: (name: string, method: string) => string,
  pointerOf: (name: string, method: string) => string,
  keyOf: (name: string) => string,
): Map<string, Hook> {
  const out = new Map<string, Hook>();
  if (!isSchema(items)) return out;
  for (const [name, raw] of Object.entries(items)) {
    const pathItem = doc.deref(raw);
    if (!isSchema(pathItem)) continue;
    for (const method of METHODS) {
      const op = pathItem[method];
      if (!isSchema(op)) continue;
      const label = labelOf(name, method);
      out.set(`${keyOf(name)} ${method}`, { label, pointer: pointerOf(name, method), operation: { key: label, label, path: '', method, op, pathItem } });
    }
  }
  return out;
}
/** The document's webhooks (3.1), by name and method. */
export function webhooks(doc: Doc): Map<string, Hook> {
  return hookOperations(
    doc,
    doc.root.webhooks,
    (name, method) => `webhook ${name} ${method.toUpperCase()}`,
    (name, method) => `#/webhooks/${escape(name)}/${method}`,
    (name) => name,
  );
}
/** An operation's callbacks, by callback name, expression and method. */
export function callbacks(doc: Doc, o: Operation): Map<string, Hook> {
  const out = new Map<string, Hook>();
  if (!isSchema(o.op.callbacks)) return out;
  for (const [name, raw] of Object.entries(o.op.callbacks)) {
    const expressions = doc.deref(raw);
    const hooks = hookOperations(
      doc,
      expressions,
      (expression, method) => `${o.label} callback ${name} ${expression} ${method.toUpperCase()}`,
      (expression, method) => `#/paths/${escape(o.path)}/${o.method}/callbacks/${escape(name)}/${escape(expression)}/${method}`,
      (expression) => `${name} ${expression}`,
    );
    for (const [k, v] of hooks) out.set(k, v);
  }
  return out;
}

/** A JSON pointer segment (RFC 6901). */
const escape = escapePointer;

/** The pointer of a parameter of the head's operation: its place in the operation's list, else the path item's. */
function parameterPointer(b: Operation, raw: unknown, opPointer: string): string {
  const own = ((b.op.parameters ?? []) as unknown[]).indexOf(raw);
  if (own >= 0) return `${opPointer}/parameters/${own}`;
  const shared = ((b.pathItem.parameters ?? []) as unknown[]).indexOf(raw);
  return shared >= 0 ? `${opPointer.slice(0, opPointer.lastIndexOf('/'))}/parameters/${shared}` : `${opPointer}/parameters`;
}

/** Two media types a client reads the same way: one type with other parameters, or two JSON types. */
export function readAlike(x: string, y: string): boolean {
  return mediaTypeBase(x) === mediaTypeBase(y) || (isJsonMediaType(x) && isJsonMediaType(y));
}

/** Whether a media range covers a media type (RFC 9110 section 12.5.1): `*\/*`, `text/*`, or the type itself. */
export function coversMedia(range: string, type: string): boolean {
  const [r, t] = [range.split(';')[0]!.trim().toLowerCase(), type.split(';')[0]!.trim().toLowerCase()];
  if (r === t) return false;
  if (r === '*/*') return true;
  return r.endsWith('/*') && t.startsWith(r.slice(0, -1));
}

/**
 * The pointer of a reported location: the pair's pointer, followed by what the rule added to the pair's
 * location (`.name` is a property, `[]` the items, `{*}` additionalProperties, ` x-foo` an extension).
 */
function pointerAt(pointer: string, at: string, location: string): string {
  if (!at || !location.startsWith(at)) return pointer;
  let out = pointer;
  for (const m of location.slice(at.length).matchAll(/\.([^.[{ ]+)|\[\]|\{\*\}| (x-[\w-]+)$/g)) {
    if (m[1]) out += `/properties/${escape(m[1])}`;
    else if (m[0] === '[]') out += '/items';
    else if (m[0] === '{*}') out += '/additionalProperties';
    else if (m[2]) out += `/${m[2]}`;
  }
  return out;
}

const isSchema = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);

export function componentRef(node: unknown): string | undefined {
  const ref = (node as Json | undefined)?.$ref;
  return typeof ref === 'string' && ref.startsWith(SCHEMA_PREFIX) ? ref.slice(SCHEMA_PREFIX.length) : undefined;
}

/**
 * Pairs the subschemas of two `oneOf`/`anyOf`/`allOf` lists: the same component, then the same content
 * (inline or behind a `$ref`). What is left pairs up in order when both sides have the same number left
 * (a variant changed in place); otherwise the leftovers are added and removed.
 */
export function matchSubschemas(base: Doc, head: Doc, la: unknown, lb: unknown): { pairs: [number, number][]; removed: number[]; added: number[] } {
  const [xs, ys] = [Array.isArray(la) ? la : [], Array.isArray(lb) ? lb : []];
  const pairs: [number, number][] = [];
  const [freeA, freeB] = [new Set(xs.keys()), new Set(ys.keys())];
  const matchBy = (keyA: (i: number) => string | undefined, keyB: (j: number) => string | undefined) => {
    for (const i of [...freeA]) {
      const k = keyA(i);
      if (k === undefined) continue;
      const j = [...freeB].find((j) => keyB(j) === k);
      if (j === undefined) continue;
      pairs.push([i, j]);
      freeA.delete(i);
      freeB.delete(j);
    }
  };
  matchBy(
    (i) => componentRef(xs[i]),
    (j) => componentRef(ys[j]),
  );
  matchBy(
    (i) => canonical(base.deref(xs[i])),
    (j) => canonical(head.deref(ys[j])),
  );
  if (freeA.size === freeB.size) {
    const [restA, restB] = [[...freeA], [...freeB]];
    restA.forEach((i, n) => pairs.push([i, restB[n]!]));
    return { pairs, removed: [], added: [] };
  }
  return { pairs, removed: [...freeA], added: [...freeB] };
}

/** The directions each component schema travels in, from the operations of a document. */
export function usage(doc: Doc): Map<string, Set<Direction>> {
  const uses = new Map<string, Set<Direction>>();
  const mark = (direction: Direction, root: unknown) => {
    const stack = [root];
    const visited = new Set<unknown>();
    while (stack.length) {
      const node = stack.pop();
      if (!node || typeof node !== 'object' || visited.has(node)) continue;
      visited.add(node);
      const ref = (node as Json).$ref;
      if (typeof ref === 'string' && ref.startsWith('#/')) {
        const name = componentRef(node);
        if (name) {
          const set = uses.get(name) ?? new Set<Direction>();
          if (set.has(direction)) continue;
          set.add(direction);
          uses.set(name, set);
        }
        if (!ref.startsWith('#/components/examples/')) {
          try {
            stack.push(doc.pointer(ref));
          } catch {
            /* a dangling ref is the loader's business */
          }
        }
        continue;
      }
      for (const value of Object.values(node as Json)) if (value && typeof value === 'object') stack.push(value);
    }
  };
  const visit = (o: Operation, reversed: boolean) => {
    const [sent, received] = (reversed ? ['response', 'request'] : ['request', 'response']) as [Direction, Direction];
    for (const { p } of parameters(doc, o).values()) mark(sent, p);
    mark(sent, o.op.requestBody);
    mark(received, o.op.responses);
    for (const hook of callbacks(doc, o).values()) visit(hook.operation, !reversed);
  };
  for (const o of operations(doc).values()) visit(o, false);
  for (const hook of webhooks(doc).values()) visit(hook.operation, true);
  return uses;
}
