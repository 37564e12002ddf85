/**
 * The IR settles once what every emitter needs (generators/README.md: load -> IR -> emitters): table-driven cases, each a tiny
 * document given and the IR fact wanted.
 */
import { describe, expect, it } from 'vitest';
import { buildIR } from '../../src/ir/build.js';
import type { IROperation } from '../../src/ir/types.js';

type Doc = Record<string, any>;
const doc = (paths: Doc, components: Doc = {}): Doc => ({ openapi: '3.1.0', info: { title: 't', version: '1.2.3' }, paths, components });
const config = { errors: { code: 'error.code', type: 'error.type' }, pagination: { items: 'data', hasMore: 'meta.has_more', nextCursor: 'meta.next_cursor' } };
const only = (d: Doc): IROperation => buildIR(d, { config }).operations[0]!;
const ok = { '200': { description: 'OK' } };
const envelope = {
  '200': { description: 'OK', content: { 'application/json': { schema: { type: 'object', properties: { data: { type: 'array', items: {} }, meta: { type: 'object' } } } } } },
};

describe('IR: operations', () => {
  it.each<[string, { given: Doc; want: (op: IROperation) => unknown; is: unknown }]>([
    [
      'query parameters default to form + explode',
      {
        given: doc({ '/a': { get: { parameters: [{ name: 'q', in: 'query', schema: { type: 'array' } }], responses: ok } } }),
        want: (op) => [op.parameters.query[0]!.style, op.parameters.query[0]!.explode],
        is: ['form', true],
      },
    ],
    [
      'path parameters default to simple, no explode, required',
      {
        given: doc({ '/a/{id}': { get: { parameters: [{ name: 'id', in: 'path', schema: { type: 'string' } }], responses: ok } } }),
        want: (op) => [op.parameters.path[0]!.style, op.parameters.path[0]!.explode, op.parameters.path[0]!.required],
        is: ['simple', false, true],
      },
    ],
    [
      'an explicit explode: false is kept',
      {
        given: doc({ '/a': { get: { parameters: [{ name: 'q', in: 'query', explode: false, schema: { type: 'array' } }], responses: ok } } }),
        want: (op) => op.parameters.query[0]!.explode,
        is: false,
      },
    ],
    [
      'operation parameters override path-level ones',
      {
        given: doc({
          '/a': { parameters: [{ name: 'q', in: 'query', description: 'path level' }], get: { parameters: [{ name: 'q', in: 'query', description: 'op level' }], responses: ok } },
        }),
        want: (op) => op.parameters.query.map((p) => p.description),
        is: ['op level'],
      },
    ],
    [
      '$ref parameters are settled',
      {
        given: doc(
          { '/a': { get: { parameters: [{ $ref: '#/components/parameters/Limit' }], responses: ok } } },
          { parameters: { Limit: { name: 'limit', in: 'query', schema: { type: 'integer' } } } },
        ),
        want: (op) => op.parameters.query[0]!.name,
        is: 'limit',
      },
    ],
    ['x-pagination wins', { given: doc({ '/a': { get: { 'x-pagination': 'cursor', responses: envelope } } }), want: (op) => op.pagination, is: 'cursor' }],
    [
      'a cursor parameter on a page envelope means cursor paging',
      { given: doc({ '/a': { get: { parameters: [{ name: 'cursor', in: 'query' }], responses: envelope } } }), want: (op) => op.pagination, is: 'cursor' },
    ],
    [
      'a page parameter on a page envelope means page paging',
      { given: doc({ '/a': { get: { parameters: [{ name: 'page', in: 'query' }], responses: envelope } } }), want: (op) => op.pagination, is: 'page' },
    ],
    [
      'a page parameter on a plain array answer is no paging',
      {
        given: doc({
          '/a': {
            get: {
              parameters: [{ name: 'page', in: 'query' }],
              responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'array', items: {} } } } } },
            },
          },
        }),
        want: (op) => op.pagination,
        is: 'none',
      },
    ],
    ['no paging parameter means none', { given: doc({ '/a': { get: { responses: ok } } }), want: (op) => op.pagination, is: 'none' }],
    ['POST is not idempotent by default', { given: doc({ '/a': { post: { responses: ok } } }), want: (op) => op.idempotent, is: false }],
    ['PUT is idempotent by default', { given: doc({ '/a': { put: { responses: ok } } }), want: (op) => op.idempotent, is: true }],
    ['x-idempotent wins over the method', { given: doc({ '/a': { post: { 'x-idempotent': true, responses: ok } } }), want: (op) => op.idempotent, is: true }],
    [
      'x-sdk-method places the method',
      { given: doc({ '/a': { get: { 'x-sdk-method': 'objects.records.list', responses: ok } } }), want: (op) => op.sdk, is: { resource: ['objects', 'records'], method: 'list' } },
    ],
    [
      'without x-sdk-method: the tag and the operationId',
      {
        given: doc({ '/a': { get: { operationId: 'ListThings', tags: ['Customer objects'], responses: ok } } }),
        want: (op) => op.sdk,
        is: { resource: ['customerObjects'], method: 'listThings' },
      },
    ],
    ['without operationId: method and path', { given: doc({ '/things/{id}': { get: { responses: ok } } }), want: (op) => op.id, is: 'getThingsById' }],
    [
      'security: public when empty, scopes otherwise',
      {
        given: doc(
          { '/a': { get: { security: [{ bearer: ['b', 'a'], undefinedScheme: [] }], responses: ok } } },
          { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
        ),
        want: (op) => op.security,
        // A name that is no scheme of the document is no scheme of the IR (the loader warns of it).
        is: { public: false, schemes: ['bearer'], scopes: ['a', 'b'] },
      },
    ],
    [
      'root security applies when the operation has none',
      { given: { ...doc({ '/a': { get: { responses: ok } } }), security: [{ bearer: ['x'] }] }, want: (op) => op.security.scopes, is: ['x'] },
    ],
    [
      'x-cost and x-rate-limit are carried',
      {
        given: doc({ '/a': { post: { 'x-cost': { charges: 'seat', when: 'always' }, 'x-rate-limit': { requests: 20, window_seconds: 60, per: 'ip' }, responses: ok } } }),
        want: (op) => [op.cost, op.rateLimit],
        is: [
          { charges: 'seat', when: 'always' },
          { requests: 20, windowSeconds: 60, per: 'ip' },
        ],
      },
    ],
    [
      'provenance points into the bundled document',
      { given: doc({ '/a/{id}': { delete: { responses: ok } } }), want: (op) => op.provenance.pointer, is: '#/paths/~1a~1{id}/delete' },
    ],
  ])('%s', (_name, { given, want, is }) => {
    expect(want(only(given))).toEqual(is);
  });
});

describe('IR: responses and error codes', () => {
  const error = (code: string, type: string) => ({ value: { error: { code, type, message: 'm' } } });
  const d = doc(
    {
      '/a': {
        get: { responses: { '200': ok['200'], '404': { $ref: '#/components/responses/NotFound' } } },
        post: { responses: { '409': { description: 'c', content: { 'application/json': { examples: { A: error('window_closed', 'conflict_error') } } } } } },
      },
      '/b': { get: { operationId: 'getB', responses: { '404': { $ref: '#/components/responses/NotFound' } } } },
    },
    {
      responses: {
        NotFound: {
          description: 'nf',
          headers: { 'X-Request-Id': { schema: { type: 'string' } } },
          content: { 'application/json': { examples: { NotFound: error('resource_not_found', 'not_found_error') } } },
        },
      },
    },
  );
  const ir = buildIR(d, { config });

  it('shared responses are resolved and keep their component name', () => {
    const notFound = ir.operations[0]!.responses.find((r) => r.status === '404')!;
    expect(notFound).toMatchObject({ sharedName: 'NotFound', description: 'nf', errorCodes: ['resource_not_found'] });
    expect(notFound.headers.map((h) => h.name)).toEqual(['X-Request-Id']);
  });

  it('every error code is collected once, with its type, statuses and operations', () => {
    expect(ir.errorCodes).toEqual([
      { code: 'resource_not_found', type: 'not_found_error', statuses: ['404'], operations: ['getA', 'getB'] },
      { code: 'window_closed', type: 'conflict_error', statuses: ['409'], operations: ['postA'] },
    ]);
  });

  it('the spec hash changes with the document and only with it', () => {
    expect(buildIR(structuredClone(d)).specHash).toBe(ir.specHash);
    expect(buildIR({ ...d, info: { title: 't', version: '1.2.4' } }).specHash).not.toBe(ir.specHash);
  });
});
