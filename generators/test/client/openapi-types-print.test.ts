/**
 * openapi-typescript's types printed a path item (and a component) at a time (src/emitters/openapi-types-print.mjs)
 * are the same text as `astToString(transformSchema(...))` prints for the whole document: on the real-world
 * documents of the corpus, on the fixtures, and on documents made to reach each part (webhooks, path items
 * among the components, `$defs`, helpers added at the end such as `WithRequired`, empty and absent roots).
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
// @ts-expect-error -- openapi-typescript's modules ship no declarations of their own
import transformSchema from 'openapi-typescript/dist/transform/index.mjs';
// @ts-expect-error -- as above
import { astToString } from 'openapi-typescript/dist/lib/ts.mjs';
// @ts-expect-error -- as above
import { scanDiscriminators } from 'openapi-typescript/dist/lib/utils.mjs';
// @ts-expect-error -- plain JavaScript run by the worker
import { printTypes, printsInParts } from '../../src/emitters/openapi-types-print.mjs';
// @ts-expect-error -- as above
import { context as workerContext, options } from '../../src/emitters/openapi-types-context.mjs';

type Doc = Record<string, unknown>;
const fixtures = path.resolve(import.meta.dirname, '../fixtures');

/** The context openapi-types.worker.mjs gives openapi-typescript, fresh for each print. */
const context = (schema: Doc) => workerContext(schema, scanDiscriminators(schema, options));

/** Both prints of one document, each from its own copy (openapi-typescript annotates what it walks). */
function both(text: string): { whole: string; parts: string } {
  const a = JSON.parse(text) as Doc;
  const b = JSON.parse(text) as Doc;
  const ctx = context(b);
  expect(printsInParts(ctx)).toBe(true);
  return { whole: astToString(transformSchema(a, context(a))) as string, parts: printTypes(b, ctx) as string };
}

const operation = (id: string, extra: Doc = {}) => ({
  operationId: id,
  responses: { '200': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' } } } } },
  ...extra,
});
const made: Record<string, Doc> = {
  'every root': {
    openapi: '3.1.0',
    info: { title: 'T', version: '1' },
    paths: {
      '/pets/{id}': {
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        get: operation('getPet', { description: 'One pet.' }),
        delete: operation('deletePet'),
      },
      '/pets': {
        post: operation('addPet', { requestBody: { content: { 'application/json': { schema: { allOf: [{ $ref: '#/components/schemas/Pet' }], required: ['name', 'tag'] } } } } }),
      },
      '/a/ref': { $ref: '#/components/pathItems/Shared' },
      '/no-id': { get: { responses: { '204': { description: 'none' } } } },
    },
    webhooks: { petAdded: { post: operation('petAdded') }, plain: { post: { responses: { '200': { description: 'ok' } } } } },
    components: {
      schemas: {
        Pet: {
          type: 'object',
          required: ['id'],
          properties: { id: { type: 'string', readOnly: true }, name: { type: 'string', description: 'The name.' }, file: { type: 'string', format: 'binary' } },
        },
        Empty: {},
      },
      responses: { NotFound: { description: 'missing' } },
      pathItems: { Shared: { get: operation('sharedGet') } },
    },
    $defs: { Local: { type: 'integer' } },
  },
  'nothing but info': { openapi: '3.1.0', info: { title: 'T', version: '1' } },
  'empty roots': { openapi: '3.1.0', info: { title: 'T', version: '1' }, paths: {}, webhooks: {}, components: {} },
};

function documents(): [string, string][] {
  const corpus = readdirSync(path.join(fixtures, 'corpus'))
    .filter((f) => f.endsWith('.json'))
    .map((f): [string, string] => [`corpus/${f}`, readFileSync(path.join(fixtures, 'corpus', f), 'utf8')]);
  const yamls = ['petstore', 'read-write', 'streams-31', 'webhooks'].map((dir): [string, string] => [
    dir,
    JSON.stringify(parse(readFileSync(path.join(fixtures, dir, 'openapi.yaml'), 'utf8'))),
  ]);
  return [...Object.entries(made).map(([name, doc]): [string, string] => [name, JSON.stringify(doc)]), ...corpus, ...yamls];
}

describe('openapi-typescript printed in parts', () => {
  it.each(documents())('prints %s as the whole document prints', (_name, text) => {
    const { whole, parts } = both(text);
    expect(parts).toBe(whole);
  });

  it('reaches the parts the made document was made for', () => {
    const { parts } = both(JSON.stringify(made['every root']));
    for (const part of ['export interface webhooks {', 'pathItems: {', 'export type $defs', 'export interface operations {', 'sharedGet: {', 'type WithRequired<'])
      expect(parts).toContain(part);
  });
});
