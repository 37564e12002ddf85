/**
 * The probe: TypeScript written against the base SDK's surface and type-checked against the head's, one
 * statement per thing user code does with the SDK. A statement that no longer compiles is code that breaks.
 *
 * - calling each method as the base declares it (required arguments only, then every argument), on the head
 *   client, at the base's place (`client.customers.create`);
 * - `client.raw` paths and methods, `OperationId`s, the documented error codes, the exported model types;
 * - values: a request value of the base type must still be accepted by the head type (`sends`) and name
 *   no field the head type lacks (bodies are exact: a removed field is an excess property); a response
 *   value of the head type must still be usable where the base type was (`reads`), every field read must
 *   still exist, and every literal of a closed enum a `switch` may name must still be comparable.
 *
 * Values are probed at every place of the base schema (`.data[].kind`), named as the diff names locations,
 * so a spec change is matched with the probe at its own place. A component schema is probed once, as its
 * exported model type (`schema Pet.kind`); operations probe their own inline parts and stop at a `$ref`.
 */
import { clientConfig } from '../../emitters/client/config.js';
import { modelTypeNames } from '../../emitters/client/models-file.js';
import { operationShape, type OperationShape } from '../../emitters/client/operation-shape.js';
import type { IR } from '../../ir/types.js';
import { Doc, enumeration, type Direction, type Json } from '../model.js';
import { componentRef, usage } from '../walk.js';

export interface Probe {
  /** `op:POST /customers/{}`, `body:…`, `query:…`, `header:…`, `cookie:…`, `response:…`, `model:Pet`, `errors`. */
  root: string;
  /** Place inside the root, as the diff writes it after its location's prefix: `.data[].kind`, `` for the root. */
  suffix: string;
  /** What the statement checks, for the report (`customers.create(): body .website`). */
  label: string;
  /** The statement (one line). */
  code: string;
}

/** Generated folders and the probe, relative to the client package's `src/` (see check.ts). */
export const BASE_DIR = '.sdk-base';
export const HEAD_DIR = '.sdk-head';
/** Places of an operation's probes besides its method calls (''): its `client.raw` path, its key in `operations`. */
export const RAW = ' raw';
export const OPERATION_ID = ' operationId';
/** How deep inline schemas are probed; deeper changes are judged by the nearest probe above them. */
const MAX_DEPTH = 8;

/** `GET /customers/{}`: method and path template without parameter names, as the diff pairs operations. */
export const opKey = (method: string, path: string) => `${method.toUpperCase()} ${path.replace(/\{[^}]*\}/g, '{}')}`;

const lit = (v: string) => JSON.stringify(v);
const segs = (list: (string | number)[]) => `[${list.map((s) => (typeof s === 'number' ? '0' : lit(s))).join(', ')}]`;
const member = (path: string[]) => path.map((p) => `[${lit(p)}]`).join('');

/** Every probe of the base SDK, and the prelude (imports, helper types) a probe file starts with. */
export function writeProbe(base: IR, head: IR): { prelude: string; probes: Probe[] } {
  const probes: Probe[] = [];
  const seen = new Set<string>();
  const add = (p: Probe) => {
    if (seen.has(p.code)) return;
    seen.add(p.code);
    probes.push(p);
  };
  const baseDoc = new Doc(base.document as Json);
  const headOps = new Map(head.operations.map((op) => [opKey(op.method, op.path), op]));

  for (const op of base.operations) {
    const key = opKey(op.method, op.path);
    const b = operationShape(op, base.api);
    const headOp = headOps.get(key);
    const h = headOp ? operationShape(headOp, head.api) : undefined;
    const call = [...op.sdk.resource, op.sdk.method].join('.');
    const root = `op:${key}`;
    for (const [i, args] of callArguments(b, h).entries()) {
      add({ root, suffix: '', label: `${call}() called ${i === 0 ? 'with its required arguments' : 'with every argument'}`, code: `void hc.${call}(${args.join(', ')});` });
    }
    add({ root, suffix: RAW, label: `client.raw.${op.method.toUpperCase()}(${lit(op.path)})`, code: `rawPath<HP, ${lit(op.path)}, ${lit(op.method)}>(${lit(op.path)});` });
    add({ root, suffix: OPERATION_ID, label: `operations[${lit(op.id)}]`, code: `operationId(${lit(op.id)});` });
    // The operation's own (inline) parts; `$ref`ed components are probed as models.
    const parts: [kind: string, type: string | undefined, headType: string | undefined, schema: unknown, direction: Direction][] = [
      ['body', b.body?.typeName, h?.body?.typeName, op.requestBody?.schema, 'request'],
      ['response', b.response?.typeName, h?.response?.typeName, op.responses.find((r) => r.status === b.response?.status)?.schema, 'response'],
    ];
    for (const [kind, baseType, headType, schema, direction] of parts) {
      if (!baseType || !headType) continue;
      valueProbes(baseDoc, schema, direction, { root: `${kind}:${key}`, label: `${call}() ${kind}`, base: `BT.${baseType}`, head: `HT.${headType}` }, add);
    }
    const params: [string, 'query' | 'header' | 'cookie', keyof OperationShape][] = [
      ['query', 'query', 'query'],
      ['header', 'header', 'headers'],
      ['cookie', 'cookie', 'cookies'],
    ];
    for (const [kind, location, field] of params) {
      const [bt, ht] = [(b[field] as { typeName: string } | undefined)?.typeName, (h?.[field] as { typeName: string } | undefined)?.typeName];
      if (!bt || !ht) continue;
      const names = op.parameters[location].map((p) => p.name);
      const schema = { type: 'object', properties: Object.fromEntries(op.parameters[location].map((p) => [p.name, p.schema])), required: names };
      valueProbes(baseDoc, schema, 'request', { root: `${kind}:${key}`, label: `${call}() ${kind} parameter`, base: `BT.${bt}`, head: `HT.${ht}` }, add);
    }
  }

  // Exported model types: one per component schema, probed in each direction the base uses it in.
  const [baseModels, uses] = [modelTypeNames(base), usage(baseDoc)];
  for (const [schema, typeName] of [...baseModels].sort()) {
    const root = `model:${schema}`;
    add({ root, suffix: '', label: `type ${typeName}`, code: `type M_${probes.length} = HM.${typeName};` });
    for (const direction of uses.get(schema) ?? new Set<Direction>(['response'])) {
      valueProbes(baseDoc, { $ref: `#/components/schemas/${schema}` }, direction, { root, label: `type ${typeName}`, base: `BM.${typeName}`, head: `HM.${typeName}` }, add, true);
    }
  }
  for (const { code } of base.errorCodes) add({ root: 'errors', suffix: code, label: `KnownErrorCode ${lit(code)}`, code: `errorCode(${lit(code)});` });

  return { prelude: prelude(base, head), probes };
}

/**
 * The arguments of a call written against the base's signature: path arguments as the base types them,
 * object arguments as the head types them (so the call checks the method, its arity and the order of its
 * arguments; what the objects hold is probed on its own), the options last. Two calls: the required
 * arguments only, then all of them.
 */
function callArguments(b: OperationShape, h: OperationShape | undefined): string[][] {
  const method = `BC${member([...b.op.sdk.resource, b.op.sdk.method])}`;
  const value = (field: 'body' | 'query' | 'headers' | 'cookies') => {
    const [bt, ht] = [b[field]?.typeName, h?.[field]?.typeName];
    return ht ? `null! as HT.${ht}` : `null! as BT.${bt}`;
  };
  const all: { code: string; optional: boolean }[] = [
    ...b.pathArgs.map((_, i) => ({ code: `null! as Parameters<${method}>[${i}]`, optional: false })),
    ...(b.body ? [{ code: value('body'), optional: !b.body.required }] : []),
    ...(b.query ? [{ code: value('query'), optional: !b.query.required }] : []),
    ...(b.headers ? [{ code: value('headers'), optional: !b.headers.required }] : []),
    ...(b.cookies ? [{ code: value('cookies'), optional: !b.cookies.required }] : []),
    { code: '{}', optional: true },
  ];
  const lastRequired = all.findLastIndex((a) => !a.optional);
  return [all.slice(0, lastRequired + 1).map((a) => a.code), all.map((a) => a.code)];
}

interface Target {
  root: string;
  label: string;
  /** Type expressions of the value at the root, in the base and the head SDK. */
  base: string;
  head: string;
}

/** The value probes of one schema, at its root and at every place inside it (inline parts; one component when `component`). */
function valueProbes(doc: Doc, schema: unknown, direction: Direction, t: Target, add: (p: Probe) => void, component = false): void {
  const visit = (raw: unknown, path: (string | number)[], suffix: string, depth: number, top: boolean) => {
    const ref = componentRef(raw);
    const node = doc.deref(raw);
    if (!node || typeof node !== 'object') return;
    const [b, h] = [`Get<${t.base}, ${segs(path)}>`, `Get<${t.head}, ${segs(path)}>`];
    const label = `${t.label}${suffix ? ` ${suffix}` : ''}`;
    const probe = (code: string) => add({ root: t.root, suffix, label, code });
    probe(direction === 'request' ? `sends<${h}>(null! as ${b});` : `reads<${b}>(null! as ${h});`);
    const last = path.at(-1);
    if (typeof last === 'string') probe(`hasKey<Get<${t.head}, ${segs(path.slice(0, -1))}>>(${lit(last)});`);
    const values = enumeration(node);
    if (direction === 'response' && values?.length && values.every((v) => typeof v === 'string')) {
      probe(`switch (null! as ${h}) { ${values.map((v) => `case ${lit(v as string)}:`).join(' ')} break; }`);
    }
    // A component is probed on its own, as its model; an operation stops at it.
    if ((ref && !(component && top)) || depth >= MAX_DEPTH) return;
    for (const [name, sub] of Object.entries<unknown>(node.properties ?? {})) visit(sub, [...path, name], `${suffix}.${name}`, depth + 1, false);
    if (node.items && typeof node.items === 'object' && !Array.isArray(node.items)) visit(node.items, [...path, 0], `${suffix}[]`, depth + 1, false);
    for (const kind of ['allOf', 'oneOf', 'anyOf'] as const) {
      if (Array.isArray(node[kind])) for (const sub of node[kind]) visit(sub, path, suffix, depth + 1, false);
    }
  };
  visit(schema, [], '', 0, true);
}

/** Imports of both SDKs and the helper types every statement uses. */
function prelude(base: IR, head: IR): string {
  const { files } = clientConfig;
  const js = (dir: string, file: string) => `./${dir}/${file.replace(/\.ts$/, '.js')}`;
  return [
    `import type * as BT from '${js(BASE_DIR, files.types)}';`,
    `import type * as HT from '${js(HEAD_DIR, files.types)}';`,
    `import type * as BM from '${js(BASE_DIR, files.models)}';`,
    `import type * as HM from '${js(HEAD_DIR, files.models)}';`,
    `import type { paths as HP } from '${js(HEAD_DIR, files.schema)}';`,
    `import type * as HO from '${js(HEAD_DIR, files.operations)}';`,
    `import type * as HE from '${js(HEAD_DIR, files.errorCodes)}';`,
    `import type { ${base.api.client.className} as BC } from '${js(BASE_DIR, files.client)}';`,
    `import type { ${head.api.client.className} as HC } from '${js(HEAD_DIR, files.client)}';`,
    `import type { Exact } from '${clientConfig.core}';`,
    'declare const hc: HC;',
    '/** One step into a value: a field (of any member of a union), or an array item. */',
    'type Step<T, K> = K extends number ? (T extends readonly (infer I)[] ? I : never) : T extends unknown ? (K extends keyof T ? T[K] : never) : never;',
    'type Get<T, P extends readonly unknown[]> = P extends readonly [infer K, ...infer R] ? Get<Step<NonNullable<T>, K>, R> : T;',
    '/** A base type the probe could not follow is not judged. */',
    'type Or<T> = [T] extends [never] ? any : T;',
    'declare function sends<H>(value: Or<H>): void;',
    'declare function reads<B>(value: Or<B>): void;',
    '/** A field user code names: documented in some member of the head type (index signatures do not count). */',
    'declare function hasKey<T>(key: NonNullable<T> extends infer U ? (U extends unknown ? keyof Exact<U> : never) : never): void;',
    "declare function rawPath<P, K extends keyof P, M extends string>(path: K & ([Exclude<P[K][M & keyof P[K]], undefined>] extends [never] ? 'no such method' : unknown)): void;",
    'declare function operationId(id: keyof typeof HO.operations): void;',
    'declare function errorCode(code: HE.KnownErrorCode): void;',
  ].join('\n');
}
