/**
 * The records a stateful mock starts with: the spec's examples (a list answer's items, an item answer, the
 * record schema's example), or a seed file (`--seed-data FILE`: JSON or YAML, collection paths to lists of
 * records, `{ "/books": [{ "title": "Dune" }], "/books/bk_1/loans": [...] }`). A nested collection is seeded
 * from examples only where its parents' path parameters have examples. A record without an id is given one;
 * a seed file's record that breaks the record schema, or a path that is no collection, is an error naming
 * the file and the entry. Seeding happens once per store: a restart on Redis finds it seeded and keeps
 * what is there (`--reset` clears it first).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parse } from 'yaml';
import type { ValidateFunction } from 'ajv';
import { jsonContent, successResponse, type Schema, type SpecOperation } from './operations.js';
import { complete, freshId, getAt } from './records.js';
import type { Resource } from './resources.js';
import { isObject, propertiesOf } from './schema.js';
import type { RecordStore } from './store.js';

export interface SeedEntry {
  resource: Resource;
  /** Concrete collection path. */
  collection: string;
  records: Record<string, unknown>[];
}

const exampleValues = (contents: SpecOperation['responses'][number]['contents']) => (jsonContent(contents)?.examples ?? []).map((e) => e.value);

/** A path parameter's documented value (its example, else its schema's). */
function paramExample(ops: readonly SpecOperation[], name: string): string | undefined {
  for (const op of ops) {
    const param = op.request?.path?.find((p) => p.name === name);
    const value = param?.examples?.find((e) => e.value !== undefined)?.value ?? (param?.schema?.examples as unknown[] | undefined)?.[0] ?? param?.schema?.example;
    if (value !== undefined && value !== null) return String(value);
  }
  return undefined;
}

export function seedFromExamples(resources: readonly Resource[]): SeedEntry[] {
  const entries: SeedEntry[] = [];
  for (const resource of resources) {
    const ops = Object.values(resource.ops);
    const values = resource.scopeParams.map((p) => paramExample(ops, p));
    if (values.some((v) => v === undefined)) continue;
    let i = 0;
    const collection = resource.collection.replace(/\{[^}]+\}/g, () => encodeURIComponent(values[i++]!));
    const found: unknown[] = [];
    if (resource.ops.list && resource.list) {
      for (const value of exampleValues(successResponse(resource.ops.list)?.contents)) {
        const items = resource.list.items ? getAt(value, resource.list.items) : value;
        if (Array.isArray(items)) found.push(...items);
      }
    }
    for (const verb of ['read', 'update', 'replace'] as const) {
      const op = resource.ops[verb];
      if (op) for (const value of exampleValues(successResponse(op)?.contents)) found.push(getAt(value, resource.answerAt[verb] ?? []));
    }
    const schemaExamples = resource.schema.examples;
    if (Array.isArray(schemaExamples)) found.push(...schemaExamples);
    else if (resource.schema.example !== undefined) found.push(resource.schema.example);
    const seen = new Set<string>();
    const records = found.filter((r): r is Record<string, unknown> => {
      if (!isObject(r) || !resource.idFields.every((f) => r[f] !== undefined && r[f] !== null)) return false;
      const key = resource.idFields.map((f) => String(r[f])).join('/');
      return !seen.has(key) && !!seen.add(key);
    });
    if (records.length) entries.push({ resource, collection, records });
  }
  return entries;
}

const require = createRequire(import.meta.url);

export function seedFromFile(file: string, resources: readonly Resource[]): SeedEntry[] {
  let data: unknown;
  try {
    data = parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`--seed-data ${file}: ${(error as Error).message}`);
  }
  if (!isObject(data)) throw new Error(`--seed-data ${file}: expected an object of collection paths to lists of records, e.g. { "/books": [{ ... }] }.`);
  const Ajv = require('ajv') as typeof import('ajv').default;
  const ajv = new Ajv({ allErrors: true, strict: false, validateSchema: false });
  const validators = new Map<Resource, ValidateFunction>();
  const known = resources.map((r) => r.collection).join(', ') || '(none: the spec has no resources)';
  return Object.entries(data).map(([path, records]) => {
    const resource = resources.find((r) => new RegExp(`^${r.collection.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}$`).test(path));
    if (!resource) throw new Error(`--seed-data ${file}: "${path}" is no collection of the spec; its collections are ${known}.`);
    if (!Array.isArray(records)) throw new Error(`--seed-data ${file}: "${path}" is ${JSON.stringify(records)}; expected a list of records.`);
    let validate = validators.get(resource);
    if (!validate) validators.set(resource, (validate = ajv.compile(stripMeta(resource.schema))));
    records.forEach((record, i) => {
      if (!isObject(record)) throw new Error(`--seed-data ${file}: "${path}"[${i}] is ${JSON.stringify(record)}; expected an object.`);
      const filled = complete(record, resource.schema);
      for (const f of resource.idFields) if (!(f in record)) delete filled[f];
      const probe = { ...filled };
      for (const f of resource.idFields) probe[f] ??= sampleId(resource, f);
      if (!validate(probe)) {
        const problems = (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`).join('; ');
        throw new Error(`--seed-data ${file}: "${path}"[${i}] does not fit the ${resource.name} schema: ${problems}.`);
      }
    });
    return { resource, collection: path, records: records as Record<string, unknown>[] };
  });
}

function sampleId(resource: Resource, field: string): unknown {
  const schema = propertiesOf(resource.schema)[field];
  return schema?.type === 'integer' || schema?.type === 'number' ? 1 : 'x';
}

function stripMeta(schema: Schema): Schema {
  return JSON.parse(JSON.stringify(schema, (key, value: unknown) => (key === '$schema' || key === 'x-stoplight' ? undefined : value))) as Schema;
}

/** Writes the entries (records keep their ids; the others get fresh ones); returns how many were stored. */
export async function writeSeed(store: RecordStore, entries: readonly SeedEntry[], namespace = ''): Promise<number> {
  let count = 0;
  for (const { resource, collection, records } of entries) {
    for (const given of records) {
      const record = complete(given, resource.schema);
      for (const field of resource.idFields) {
        if (given[field] === undefined || given[field] === null)
          record[field] = await freshId(propertiesOf(resource.schema)[field], () => store.nextNumber(namespace + collection));
      }
      const id = resource.idFields.map((f) => encodeURIComponent(String(record[f]))).join('/');
      await store.put(namespace + collection, id, JSON.stringify(record), 'upsert');
      count++;
    }
  }
  return count;
}
