/**
 * Mutation rows (mutations.test.ts) for streamed answers and what OpenAPI 3.2 adds: a Server-Sent Events
 * feed described with 3.2's `itemSchema` (a `oneOf` of events by name), a JSON Lines export described the
 * 3.1 way (`schema` is one line), the `query` method, `additionalOperations`, `in: querystring`, the
 * `deviceAuthorization` flow, a discriminator's `defaultMapping`, `$self`, tags' `parent`/`kind`/`summary`
 * and an example's `dataValue`.
 */
import type { Row } from './mutations-more.js';
import { mini, type Doc } from './fixtures.js';

const event = (name: string, data: unknown) => ({ type: 'object', required: ['event', 'data'], properties: { event: { const: name }, data } });
const tick = {
  type: 'string',
  contentMediaType: 'application/json',
  contentSchema: { type: 'object', required: ['id', 'price'], properties: { id: { type: 'string' }, price: { type: 'number' } } },
};

/** `mini` as a 3.2 document with a stream, a JSON Lines export, a QUERY operation, a device flow, a default mapping and a tag tree. */
function with32(d: Doc) {
  d.openapi = '3.2.0';
  d.$self = 'https://api.example.test/openapi.yaml';
  d.tags = [
    { name: 'pets', summary: 'Pets', kind: 'nav' },
    { name: 'feeds', parent: 'pets', kind: 'nav' },
  ];
  d.paths['/pets/feed'] = {
    get: {
      operationId: 'watchPets',
      tags: ['feeds'],
      responses: { '200': { description: 'Events.', content: { 'text/event-stream': { itemSchema: { oneOf: [event('tick', tick), event('note', { type: 'string' })] } } } } },
    },
    query: {
      operationId: 'searchPets',
      tags: ['pets'],
      requestBody: { content: { 'application/json': { schema: { type: 'object' } } } },
      responses: { '200': { description: 'Matches.', content: { 'application/json': { schema: { type: 'array', items: { type: 'string' } } } } } },
    },
    additionalOperations: { LINK: { operationId: 'linkPets', responses: { '204': { description: 'Linked.' } } } },
  };
  d.paths['/pets/export'] = {
    get: {
      operationId: 'exportPets',
      parameters: [{ name: 'filter', in: 'querystring', content: { 'application/x-www-form-urlencoded': { schema: { type: 'object' } } } }],
      responses: {
        '200': {
          description: 'One pet per line.',
          content: {
            'application/jsonl': {
              schema: { type: 'object', required: ['id'], properties: { id: { type: 'string' }, name: { type: 'string' } } },
              examples: { one: { dataValue: { id: 'p1' } } },
            },
          },
        },
      },
    },
  };
  d.components.securitySchemes.device = {
    type: 'oauth2',
    flows: { deviceAuthorization: { deviceAuthorizationUrl: 'https://auth.example.test/device', tokenUrl: 'https://auth.example.test/token', scopes: {} } },
  };
  d.paths['/pets/feed'].get.security = [{ device: [] }];
  const pet = d.components.schemas.Pet;
  d.components.schemas.Shape = {
    oneOf: [{ $ref: '#/components/schemas/Pet' }, { $ref: '#/components/schemas/Error' }],
    discriminator: { propertyName: 'kind', defaultMapping: '#/components/schemas/Pet' },
  };
  d.paths['/pets/export'].get.responses['200'].content['application/jsonl'].schema.properties.shape = { $ref: '#/components/schemas/Shape' };
  void pet;
}

const feed = (d: Doc) => d.paths['/pets/feed'].get.responses['200'].content;
const lines = (d: Doc) => d.paths['/pets/export'].get.responses['200'].content;
const m = (name: string, rule: string | undefined, bump: Row['bump'], head: (d: Doc) => void): Row => ({ name, from: mini, base: with32, head, rule, bump });

export const streamRows: Row[] = [
  m('an event type removed from an SSE stream', 'stream-event-removed', 'major', (d) => feed(d)['text/event-stream'].itemSchema.oneOf.pop()),
  // Major overall: a response `oneOf` that gains a member is a widened answer (the schema rules say so too).
  m('an event type added to an SSE stream', 'stream-event-added', 'major', (d) => feed(d)['text/event-stream'].itemSchema.oneOf.push(event('halt', { type: 'string' }))),
  m('a stream became one JSON answer', 'stream-became-answer', 'major', (d) => {
    d.paths['/pets/export'].get.responses['200'].content = { 'application/json': { schema: { type: 'array', items: { type: 'object' } } } };
  }),
  m('a JSON answer became a stream', 'answer-became-stream', 'major', (d) => {
    const answer = d.paths['/pets/feed'].query.responses['200'];
    answer.content = { 'application/x-ndjson': { itemSchema: { type: 'string' } } };
  }),
  m("an itemSchema's event data loses a required field", 'response-required-property-removed', 'major', (d) => {
    const data = feed(d)['text/event-stream'].itemSchema.oneOf[0].properties.data.contentSchema;
    data.required = ['id'];
    delete data.properties.price;
  }),
  m('a JSON Lines item (3.1 schema) gains a field', 'response-property-added', 'minor', (d) => (lines(d)['application/jsonl'].schema.properties.age = { type: 'integer' })),
  m('a QUERY operation removed', 'operation-removed', 'major', (d) => delete d.paths['/pets/feed'].query),
  m('an additional operation (LINK) removed', 'operation-removed', 'major', (d) => delete d.paths['/pets/feed'].additionalOperations),
  // 3.2 forbids a fixed method's name there: the path's own `get` is still the one compared.
  m("an additionalOperations entry named GET does not stand in for the path's own get", 'stream-became-answer', 'major', (d) => {
    const item = d.paths['/pets/feed'];
    item.additionalOperations.GET = structuredClone(item.get);
    item.get.responses['200'].content = { 'application/json': { schema: { type: 'integer' } } };
  }),
  m('a querystring parameter removed', 'parameter-removed', 'major', (d) => (d.paths['/pets/export'].get.parameters = [])),
  m('the deviceAuthorization URL changed', 'security-scheme-changed', 'major', (d) => {
    d.components.securitySchemes.device.flows.deviceAuthorization.deviceAuthorizationUrl = 'https://auth.example.test/device2';
  }),
  m(
    "a discriminator's defaultMapping changed",
    'discriminator-default-mapping-changed',
    'minor',
    (d) => (d.components.schemas.Shape.discriminator.defaultMapping = '#/components/schemas/Error'),
  ),
  m('$self changed', 'self-changed', 'patch', (d) => (d.$self = 'https://api.example.test/v2/openapi.yaml')),
  m("a tag's parent changed", 'tag-tree-changed', 'patch', (d) => (d.tags[1].parent = undefined)),
  m("an example's dataValue changed", 'documentation-changed', 'patch', (d) => (lines(d)['application/jsonl'].examples.one.dataValue = { id: 'p2' })),
];
