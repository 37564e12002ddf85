/**
 * Documents the mutation suite starts from: a small 3.1 spec with every construct the rules look at (nullable,
 * readOnly/writeOnly, enum, bounds, oneOf with discriminator, anyOf, allOf, additionalProperties,
 * patternProperties, prefixItems, a recursive schema, OR/AND security), its 3.0 twin, and the project's spec.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../src/config/load.js';
import type { UserConfig } from '../../src/config/types.js';

export type Doc = Record<string, any>;

export const project: Doc = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../openapi/dist/openapi.json'), 'utf8'));
/** The project's generator configuration (cmp.config.ts), which the project's spec is diffed with. */
export const projectConfig: UserConfig = (await loadConfig(path.resolve(import.meta.dirname, '../../../cmp.config.ts'))).config;

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: unknown) => ({ 'application/json': { schema } });

export const mini: Doc = {
  openapi: '3.1.0',
  info: { title: 'Pets', version: '1.0.0', description: 'A small API.' },
  servers: [{ url: 'https://api.example.test/v1' }],
  security: [{ key: [] }],
  paths: {
    '/pets': {
      get: {
        operationId: 'listPets',
        tags: ['pets'],
        summary: 'List pets',
        parameters: [
          { name: 'limit', in: 'query', schema: { type: 'integer', format: 'int32', minimum: 1, maximum: 100 } },
          { name: 'tags', in: 'query', schema: { type: 'array', items: { type: 'string' } } },
          { name: 'X-Trace-Id', in: 'header', schema: { type: 'string' } },
        ],
        security: [{ oauth: ['pets:read'] }, { key: [] }],
        responses: {
          '200': {
            description: 'The pets.',
            headers: { 'X-Rate': { required: true, schema: { type: 'integer' } }, 'X-Trace': { schema: { type: 'string' } } },
            content: json(ref('PetList')),
          },
          default: { description: 'An error.', content: json(ref('Error')) },
        },
      },
      post: {
        operationId: 'createPet',
        tags: ['pets'],
        requestBody: { required: true, content: json(ref('PetCreate')) },
        security: [{ oauth: ['pets:write'] }],
        responses: { '200': { description: 'The new pet.', content: json(ref('Pet')) } },
      },
    },
    '/pets/{pet_id}': {
      parameters: [{ name: 'pet_id', in: 'path', required: true, schema: { type: 'string' } }],
      get: { operationId: 'getPet', tags: ['pets'], responses: { '200': { description: 'The pet.', content: json(ref('Pet')) } } },
    },
  },
  components: {
    securitySchemes: {
      oauth: { type: 'oauth2', flows: { clientCredentials: { tokenUrl: 'https://auth.example.test/token', scopes: { 'pets:read': 'read', 'pets:write': 'write' } } } },
      key: { type: 'apiKey', in: 'header', name: 'X-Key' },
    },
    schemas: {
      Pet: {
        type: 'object',
        required: ['id', 'name', 'kind'],
        properties: {
          id: { type: 'string', readOnly: true },
          name: { type: 'string', maxLength: 50 },
          kind: { type: 'string', enum: ['cat', 'dog'] },
          born: { type: 'string', format: 'date' },
          weight: { type: ['number', 'null'], exclusiveMinimum: 0 },
          secret: { type: 'string', writeOnly: true },
          tags: { type: 'array', items: { type: 'string' }, maxItems: 10 },
          attrs: { type: 'object', additionalProperties: { type: 'string' }, patternProperties: { '^x-': { type: 'string' } } },
          location: { type: 'array', prefixItems: [{ type: 'number' }, { type: 'number' }] },
          owner: ref('Owner'),
          toy: { oneOf: [ref('Ball'), ref('Rope')], discriminator: { propertyName: 'type', mapping: { ball: '#/components/schemas/Ball', rope: '#/components/schemas/Rope' } } },
          mixed: { anyOf: [{ type: 'string' }, { type: 'integer' }] },
          parent: ref('Pet'),
        },
      },
      PetCreate: {
        type: 'object',
        required: ['name'],
        properties: {
          id: { type: 'string', readOnly: true },
          name: { type: 'string', maxLength: 50 },
          kind: { type: 'string', enum: ['cat', 'dog'], default: 'cat' },
          nickname: { type: 'string' },
          props: { type: 'object', additionalProperties: false, properties: { a: { type: 'string' } }, patternProperties: { '^p': { type: 'string' } } },
          pair: { type: 'array', prefixItems: [{ type: 'string' }] },
          shape: { oneOf: [{ type: 'string' }, { type: 'object', properties: { x: { type: 'number' } } }] },
          mix: { anyOf: [{ type: 'string' }, { type: 'integer' }] },
          meta: { allOf: [ref('Named')] },
          toy: { oneOf: [ref('Ball'), ref('Rope')], discriminator: { propertyName: 'type', mapping: { ball: '#/components/schemas/Ball', rope: '#/components/schemas/Rope' } } },
        },
      },
      PetList: { type: 'object', required: ['data'], properties: { data: { type: 'array', items: ref('Pet') }, next: { type: ['string', 'null'] } } },
      Owner: { allOf: [ref('Named'), { type: 'object', properties: { since: { type: 'string', format: 'date-time' } } }] },
      Named: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } },
      Ball: { type: 'object', required: ['type'], properties: { type: { const: 'ball' }, size: { type: 'integer' } } },
      Rope: { type: 'object', required: ['type'], properties: { type: { const: 'rope' }, length: { type: 'number' } } },
      Error: { type: 'object', properties: { error: { type: 'object', properties: { code: { type: 'string' }, type: { type: 'string' } } } } },
    },
  },
};

/** The same API written in OpenAPI 3.0: `nullable`, boolean `exclusiveMinimum`, no type lists. */
export const mini30: Doc = (() => {
  const d = structuredClone(mini);
  d.openapi = '3.0.3';
  const s = d.components.schemas;
  s.Pet.properties.weight = { type: 'number', nullable: true, minimum: 0, exclusiveMinimum: true };
  s.PetList.properties.next = { type: 'string', nullable: true };
  delete s.Pet.properties.location;
  delete s.PetCreate.properties.pair;
  s.Ball.properties.type = { type: 'string', enum: ['ball'] };
  s.Rope.properties.type = { type: 'string', enum: ['rope'] };
  return d;
})();

/** Every object's keys in reverse order, recursively: the same document for any reader. */
export function reverseKeys<T>(value: T): T {
  if (Array.isArray(value)) return value.map(reverseKeys) as T;
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .reverse()
      .map(([k, v]) => [k, reverseKeys(v)]),
  ) as T;
}
