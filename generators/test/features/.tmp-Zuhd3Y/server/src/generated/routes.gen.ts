// Generated from generators/test/fixtures/request-bodies/openapi.yaml by generators/ — do not edit.
// Regenerate with `npm run generate`.

/**
 * The route table: one row per operation of the spec, sorted by path then method. The runtime
 * (`../core/create-server.ts`) registers each row on Fastify and compiles its request validators once at
 * start-up; `../core/README.md` says why they are not precompiled. Rows come in blocks of a few hundred:
 * TypeScript cannot check one array literal of a thousand rows against `RouteDefinition` (TS2590).
 */
import type { ApiSettings, RouteDefinition } from '../core/types.js';

/** What the runtime needs to know of this API beyond its routes: the path every route is served under, the request-id header and where error bodies carry their parts. */
export const api: ApiSettings = {
  basePath: '/v1',
  requestIdHeader: 'x-request-id',
  errors: {
    code: ['error', 'code'],
    type: ['error', 'type'],
    message: ['error', 'message'],
    requestId: ['error', 'request_id'],
  },
  pageParam: 'page',
};

const routes0: readonly RouteDefinition[] = [
  // POST /files
  {
    operationId: 'uploadFile',
    method: 'POST',
    specPath: '/files',
    url: '/files',
    public: true,
    scopes: [],
    idempotent: false,
    pagination: 'none',
    rateLimit: null,
    cost: null,
    parameters: [],
    request: {
      path: null,
      query: null,
      header: null,
      body: {
        required: true,
        contentType: 'multipart/form-data',
        schema: {
          type: 'object',
          required: ['file', 'copies'],
          properties: {
            file: { type: 'string', format: 'binary' },
            attachments: { type: 'array', items: { type: 'string', format: 'binary' } },
            note: { type: 'string', maxLength: 20 },
            copies: { type: 'integer', minimum: 1 },
          },
        },
      },
    },
    responses: {
      '201': { schema: { $ref: 'spec#/components/schemas/Stored' }, headers: [] },
      '400': { schema: { $ref: 'spec#/components/schemas/Error' }, headers: [] },
      '413': { schema: { $ref: 'spec#/components/schemas/Error' }, headers: [] },
    },
  },
  // POST /forms
  {
    operationId: 'submitForm',
    method: 'POST',
    specPath: '/forms',
    url: '/forms',
    public: true,
    scopes: [],
    idempotent: false,
    pagination: 'none',
    rateLimit: null,
    cost: null,
    parameters: [],
    request: {
      path: null,
      query: null,
      header: null,
      body: {
        required: true,
        contentType: 'application/x-www-form-urlencoded',
        schema: {
          type: 'object',
          required: ['name'],
          properties: {
            name: { type: 'string' },
            age: { type: 'integer' },
            tags: { type: 'array', items: { type: 'string' } },
          },
        },
      },
    },
    responses: {
      '200': { schema: { type: 'object', additionalProperties: true }, headers: [] },
      '400': { schema: { $ref: 'spec#/components/schemas/Error' }, headers: [] },
    },
  },
  // PUT /notes
  {
    operationId: 'putNote',
    method: 'PUT',
    specPath: '/notes',
    url: '/notes',
    public: true,
    scopes: [],
    idempotent: true,
    pagination: 'none',
    rateLimit: null,
    cost: null,
    parameters: [],
    request: {
      path: null,
      query: null,
      header: null,
      body: {
        required: true,
        contentType: 'application/json',
        contentTypes: ['application/json', 'application/merge-patch+json', 'text/plain'],
        schema: { $ref: 'spec#/components/schemas/Note' },
        schemas: {
          'application/json': { $ref: 'spec#/components/schemas/Note' },
          'application/merge-patch+json': { $ref: 'spec#/components/schemas/Note' },
          'text/plain': { type: 'string' },
        },
      },
    },
    responses: {
      '200': {
        schema: {
          type: 'object',
          required: ['received', 'as'],
          properties: { received: {}, as: { type: 'string' } },
        },
        headers: [],
      },
      '400': { schema: { $ref: 'spec#/components/schemas/Error' }, headers: [] },
    },
  },
];

export const routes: readonly RouteDefinition[] = [...routes0];
