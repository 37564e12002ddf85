/**
 * The resources of any OpenAPI document, inferred from its paths and schemas, for the stateful mock.
 *
 * - A collection path ends in a literal segment (`/books`, `/books/{bookId}/loans`); its item path adds
 *   segments made of path parameters only (`/books/{bookId}`; composite: `/stock/{warehouse}/{sku}`).
 * - POST on the collection creates, GET lists; GET, PUT, PATCH and DELETE on the item read, replace,
 *   merge and remove. A resource needs a way to be written: a create, or a PUT, PATCH or DELETE on the item
 *   (then it starts from its examples). A read-only path stays example-answered.
 * - The id field of the item schema: the extension's `id`, else the property named like the path parameter
 *   (`bookId`, `book_id`), else `id`. A composite id needs one field per parameter.
 * - Parameters before the collection's last segment scope it: a loan made under one book is stored under
 *   that book's path and listed only there.
 * - A list answers in the spec's own style (`pages.ts`): the pagination the generator settled (the table's
 *   `pagination`, when the document is the one the table was generated from), else read from the list's
 *   parameters and answer schema.
 *
 * Where this cannot tell (no id field, several arrays in a list answer, a bad extension), a warning names
 * the operation and its place in the document, and the operation stays example-answered. The extension
 * `x-resource` settles it (`docs/guides/mock-and-sandbox.md`): on an operation,
 * `x-resource: { name, id, collection }` or `x-resource: false`; on a schema, `x-resource: { id }`.
 */
import type { MockApi, MockOperation } from '../operation.js';
import { jsonContent, operationPointer, successResponse, type Schema, type SpecOperation } from './operations.js';
import { listStyle, type ListStyle } from './pages.js';
import { isObject, propertiesOf, requiredOf, typeOf } from './schema.js';

export type Verb = 'list' | 'create' | 'read' | 'replace' | 'update' | 'remove';

export interface Resource {
  /** `books`, `books.loans`. */
  name: string;
  /** Path templates. */
  collection: string;
  item?: string;
  /** The item path's own parameters (the id), in order; empty without an item path. */
  idParams: string[];
  /** The fields of a stored record holding each id parameter's value. */
  idFields: string[];
  /** The collection's path parameters (the parents' ids), in order. */
  scopeParams: string[];
  /** The resource whose item path the collection sits under, when it is one. */
  parent?: Resource;
  ops: Partial<Record<Verb, SpecOperation>>;
  /** The schema of one record (a read, create or replace answer). */
  schema: Schema;
  /** Where the record sits in each operation's request body and answer ([] = the whole body). */
  bodyAt: Partial<Record<Verb, string[]>>;
  answerAt: Partial<Record<Verb, string[]>>;
  list?: ListStyle;
}

export interface Warning {
  pointer: string;
  message: string;
}

export interface Inference {
  resources: Resource[];
  warnings: Warning[];
}

export interface InferOptions {
  /** The generated table, when the document served is the one it was generated from: its pagination is used. */
  table?: { api: MockApi; operations: readonly MockOperation[] };
}

interface Declared {
  name?: string;
  id?: string[];
  collection?: string;
  off?: boolean;
}

const segmentsOf = (template: string) => template.split('/').filter(Boolean);
const isParamSegment = (segment: string) => /\{[^}]+\}/.test(segment);
const paramsOf = (template: string) => [...template.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);

/** Reads `x-resource` of an operation or schema; a malformed value is a warning and counts as absent. */
function readDeclared(value: unknown, pointer: string, warnings: Warning[]): Declared | undefined {
  if (value === undefined) return undefined;
  if (value === false) return { off: true };
  const bad = (why: string) =>
    void warnings.push({ pointer: `${pointer}/x-resource`, message: `x-resource ${why}; expected false or { name?: string, id?: string | string[], collection?: string }.` });
  if (!isObject(value)) return bad(`is ${JSON.stringify(value)}`);
  const declared: Declared = {};
  for (const [key, v] of Object.entries(value)) {
    if (key === 'name' && typeof v === 'string' && v) declared.name = v;
    else if (key === 'collection' && typeof v === 'string' && v.startsWith('/')) declared.collection = v;
    else if (key === 'id' && typeof v === 'string' && v) declared.id = [v];
    else if (key === 'id' && Array.isArray(v) && v.length && v.every((x) => typeof x === 'string' && x)) declared.id = v as string[];
    else return bad(`has ${key}: ${JSON.stringify(v)}`);
  }
  return declared;
}

/** The object schema a record lives in, and where: the body itself, or its one property holding it (`{ data: Book }`). */
function recordIn(schema: Schema | undefined, idFields: readonly string[] | undefined): { at: string[]; schema: Schema } | undefined {
  if (!schema) return undefined;
  const properties = propertiesOf(schema);
  const hasIds = (props: Record<string, Schema>) => (idFields ?? ['id']).every((f) => f in props);
  if (hasIds(properties)) return { at: [], schema };
  const holders = Object.entries(properties).filter(([, s]) => hasIds(propertiesOf(s)));
  return holders.length === 1 ? { at: [holders[0]![0]], schema: holders[0]![1] } : undefined;
}

const variants = (name: string) => {
  const snake = name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
  const camel = snake.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
  return [...new Set([name, snake, camel])];
};

/** The field holding a path parameter's value: the one named like it, else `id` when it is the only parameter. */
function idFieldFor(param: string, properties: Record<string, Schema>, only: boolean): string | undefined {
  const named = variants(param).find((n) => n in properties);
  if (named) return named;
  return only && 'id' in properties ? 'id' : undefined;
}

const lastLiteral = (template: string) => [...segmentsOf(template)].reverse().find((s) => !isParamSegment(s)) ?? '';

export function inferResources(operations: readonly SpecOperation[], options: InferOptions = {}): Inference {
  const warnings: Warning[] = [];
  const byPath = new Map<string, Map<string, SpecOperation>>();
  const declared = new Map<SpecOperation, Declared>();
  for (const op of operations) {
    const methods = byPath.get(op.path) ?? new Map<string, SpecOperation>();
    methods.set(op.method.toLowerCase(), op);
    byPath.set(op.path, methods);
    const d = readDeclared(op.extensions?.['x-resource'], operationPointer(op), warnings);
    if (d) declared.set(op, d);
  }
  const off = (op: SpecOperation | undefined) => (op && declared.get(op)?.off ? undefined : op);

  // Item paths by their collection: the collection is the template less its trailing parameter segments,
  // or what the extension names.
  const itemsOf = new Map<string, string[]>();
  for (const [template, methods] of byPath) {
    const segments = segmentsOf(template);
    let cut = segments.length;
    while (cut > 0 && isParamSegment(segments[cut - 1]!) && !segments[cut - 1]!.replace(/\{[^}]+\}/g, '').match(/[a-z]{2,}/i)) cut--;
    const named = [...methods.values()].map((op) => declared.get(op)?.collection).find(Boolean);
    if (cut === segments.length && !named) continue;
    if (cut === 0 && !named) continue;
    const collection = named ?? `/${segments.slice(0, cut).join('/')}`;
    itemsOf.set(collection, [...(itemsOf.get(collection) ?? []), template]);
  }

  const resources: Resource[] = [];
  const collections = new Set([...byPath.keys()].filter((t) => !isParamSegment(segmentsOf(t).at(-1) ?? '{}')));
  for (const c of itemsOf.keys()) collections.add(c);
  for (const collection of [...collections].sort()) {
    const methods = byPath.get(collection) ?? new Map<string, SpecOperation>();
    const items = itemsOf.get(collection) ?? [];
    if (items.length > 1) {
      for (const item of items.slice(1)) {
        const op = [...byPath.get(item)!.values()][0]!;
        warnings.push({
          pointer: operationPointer(op),
          message: `${item} and ${items[0]} are both items of ${collection}; ${item} stays example-answered (name its collection with x-resource: { collection }).`,
        });
      }
    }
    const item = items[0];
    const itemMethods = item ? byPath.get(item)! : new Map<string, SpecOperation>();
    const ops: Resource['ops'] = {
      list: off(methods.get('get')),
      create: off(methods.get('post')),
      read: off(itemMethods.get('get')),
      replace: off(itemMethods.get('put')),
      update: off(itemMethods.get('patch')),
      remove: off(itemMethods.get('delete')),
    };
    for (const verb of Object.keys(ops) as Verb[]) if (!ops[verb]) delete ops[verb];
    const writable = ops.create || ops.replace || ops.update || ops.remove;
    // Something to write, and something that shows what was written (a create alone stores what nobody reads).
    if (!writable || !(ops.list || ops.read || ops.replace || ops.update || ops.remove)) continue;
    const all = Object.values(ops);
    const decl = all.map((op) => declared.get(op)).find((d) => d && !d.off);
    const first = all[0]!;
    const idParams = item ? paramsOf(item).slice(paramsOf(collection).length) : [];
    // The record's schema: what a read, create or replace answers, where it holds the ids.
    const schemaId = (s: Schema | undefined) => (isObject(s?.['x-resource']) ? readDeclared(s['x-resource'], operationPointer(first), warnings)?.id : undefined);
    let record: { at: string[]; schema: Schema } | undefined;
    let idFields: string[] | undefined;
    for (const verb of ['read', 'create', 'replace', 'update'] as const) {
      const schema = ops[verb] && jsonContent(successResponse(ops[verb])?.contents)?.schema;
      if (!schema) continue;
      // The record is the answer itself, or the one object property holding it (`{ data: {...} }`).
      const candidates = [
        { at: [] as string[], schema },
        ...Object.entries(propertiesOf(schema))
          .filter(([, s]) => typeOf(s) === 'object')
          .map(([k, s]) => ({ at: [k], schema: s })),
      ];
      for (const candidate of candidates) {
        const properties = propertiesOf(candidate.schema);
        const ids =
          decl?.id ??
          schemaId(candidate.schema) ??
          (idParams.length ? idParams.map((p) => idFieldFor(p, properties, idParams.length === 1)) : ['id']).filter((f): f is string => !!f);
        if (ids.length === Math.max(idParams.length, 1) && ids.every((f) => f in properties)) {
          record = candidate;
          idFields = ids;
          break;
        }
      }
      if (record) break;
    }
    const where = operationPointer(ops.read ?? ops.create ?? first);
    if (!record || !idFields) {
      warnings.push({
        pointer: where,
        message: `${item ?? collection} looks like a resource, but no answer names a field for its id${idParams.length ? ` (${idParams.map((p) => `{${p}}`).join(', ')})` : ''}; it stays example-answered (name the field with x-resource: { id: <field> }).`,
      });
      continue;
    }
    const resource: Resource = {
      name:
        decl?.name ??
        segmentsOf(collection)
          .filter((s) => !isParamSegment(s))
          .join('.'),
      collection,
      ...(item ? { item } : {}),
      idParams,
      idFields,
      scopeParams: paramsOf(collection),
      ops,
      schema: record.schema,
      bodyAt: {},
      answerAt: {},
    };
    for (const verb of Object.keys(ops) as Verb[]) {
      const op = ops[verb]!;
      const answer = jsonContent(successResponse(op)?.contents)?.schema;
      if (verb !== 'list' && answer) {
        const at = recordIn(answer, idFields);
        // A delete's answer is the record only when it has the record's fields (not `{ id, deleted: true }`).
        const whole = verb !== 'remove' || (at && requiredOf(record.schema).every((k) => k in propertiesOf(at.schema)));
        if (at && whole) resource.answerAt[verb] = at.at;
      }
      const body = jsonContent(op.request?.body?.contents)?.schema;
      if (body) {
        const properties = propertiesOf(body);
        const recordProps = propertiesOf(record.schema);
        // The body is the record itself unless one property holds an object like it (`{ data: {...} }`).
        const holder = Object.entries(properties).find(
          ([, s]) => Object.keys(propertiesOf(s)).some((k) => k in recordProps) && !Object.keys(properties).some((k) => k in recordProps),
        );
        resource.bodyAt[verb] = holder ? [holder[0]] : [];
      }
    }
    if (ops.list) {
      const tableOp = options.table?.operations.find((o) => o.method === 'GET' && o.path === collection);
      const style = listStyle(ops.list, idFields, tableOp?.pagination ? { kind: tableOp.pagination, envelope: options.table!.api.pagination! } : undefined);
      if ('warning' in style) {
        warnings.push({ pointer: operationPointer(ops.list), message: `${style.warning}; GET ${collection} stays example-answered.` });
        delete resource.ops.list;
      } else resource.list = style;
    }
    resources.push(resource);
  }
  // Parents: the resource whose item path is this collection's prefix.
  for (const resource of resources) {
    const prefix = resource.collection.slice(0, resource.collection.lastIndexOf(`/${lastLiteral(resource.collection)}`));
    resource.parent = resources.find((r) => r.item === prefix && r !== resource);
  }
  return { resources, warnings };
}
