/**
 * The mutation suite: each row changes one thing in a document and asserts the rule that must report it and
 * the version bump the change implies (breaking -> major, additive -> minor, docs -> patch, equivalent ->
 * nothing at all). The registry test at the end checks every rule has a row here.
 */
import { describe, expect, it } from 'vitest';
import { diffDocuments, RULES } from '../../src/diff/index.js';
import { requiredBump } from '../../src/diff/gate.js';
import type { Bump } from '../../src/diff/types.js';
import { mini, mini30, project, projectConfig, reverseKeys, type Doc } from './fixtures.js';
import { hookRows, keywordRows, lifecycleRows, semanticRows } from './mutations-more.js';
import { streamRows } from './mutations-streams.js';
import { OASDIFF } from '../../src/diff/rules/oasdiff.js';

type Mutate = (d: Doc) => void;
interface Row {
  name: string;
  from: Doc;
  base?: Mutate;
  head: Mutate;
  /** The rule that must report it; undefined for equivalent documents (no change at all). */
  rule?: string;
  bump: Bump;
}

const S = (d: Doc, name: string) => d.components.schemas[name];
const PP = (d: Doc, schema: string) => S(d, schema).properties;
const op = (d: Doc, p: string, m: string) => d.paths[p][m];
const param = (d: Doc, p: string, m: string, name: string) => op(d, p, m).parameters.find((x: Doc) => x.name === name);
const res = (d: Doc, p: string, m: string, status = '200') => op(d, p, m).responses[status];
const pets = (d: Doc) => op(d, '/pets', 'get');
const create = (d: Doc) => op(d, '/pets', 'post');
const getPet = (d: Doc) => op(d, '/pets/{pet_id}', 'get');
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

const m = (name: string, rule: string | undefined, bump: Bump, head: Mutate, base?: Mutate): Row => ({ name, from: mini, head, rule, bump, ...(base ? { base } : {}) });
const p = (name: string, rule: string | undefined, bump: Bump, head: Mutate, base?: Mutate): Row => ({ name, from: project, head, rule, bump, ...(base ? { base } : {}) });

const breaking: Row[] = [
  ...keywordRows.filter((r) => r.bump === 'major'),
  ...hookRows.filter((r) => r.bump === 'major'),
  ...lifecycleRows.filter((r) => r.bump === 'major'),
  ...streamRows.filter((r) => r.bump === 'major'),
  // operations and paths
  m('operation removed', 'operation-removed', 'major', (d) => delete d.paths['/pets'].post),
  m('operation moved to another path', 'operation-path-changed', 'major', (d) => {
    d.paths['/animals/{pet_id}'] = d.paths['/pets/{pet_id}'];
    delete d.paths['/pets/{pet_id}'];
  }),
  m('SDK placement changes with the tag', 'sdk-method-changed', 'major', (d) => (getPet(d).tags = ['animals'])),
  p('x-sdk-method renamed', 'sdk-method-changed', 'major', (d) => (op(d, '/objects', 'get')['x-sdk-method'] = 'objects.all')),
  p('path renamed (same operationId)', 'operation-path-changed', 'major', (d) => {
    d.paths['/billing/current-plan'] = d.paths['/billing/plan'];
    delete d.paths['/billing/plan'];
  }),
  p('pagination kind changed', 'pagination-changed', 'major', (d) => (op(d, '/objects/{object_id}/records', 'get')['x-pagination'] = 'page')),
  // The generated client starts paginating it: the configured page parameter on an operation that answers the page envelope.
  p('page parameter added to a list answering the page envelope', 'pagination-changed', 'major', (d) =>
    op(d, '/objects', 'get').parameters.push({ name: 'page', in: 'query', schema: { type: 'integer', minimum: 1 } }),
  ),
  m('SDK name taken by a new operation (the older one renumbered)', 'sdk-method-changed', 'major', (d) => {
    // A declared name is settled before derived ones: the new operation takes pets.listPets and the old one,
    // unchanged in the spec, becomes pets.listPets2 in the generated client (the IR's collision rule).
    d.paths['/pets/all'] = { get: { ...structuredClone(pets(d)), operationId: 'listAllPets', 'x-sdk-method': 'pets.listPets' } };
  }),
  p('no longer idempotent', 'idempotency-removed', 'major', (d) => (op(d, '/objects/{object_id}/records/{record_id}', 'patch')['x-idempotent'] = false)),
  // parameters
  m('new required query parameter', 'required-parameter-added', 'major', (d) =>
    pets(d).parameters.push({ name: 'owner', in: 'query', required: true, schema: { type: 'string' } }),
  ),
  m('query parameter removed', 'parameter-removed', 'major', (d) => (pets(d).parameters = pets(d).parameters.filter((x: Doc) => x.name !== 'tags'))),
  m('query parameter moved to a header', 'parameter-location-changed', 'major', (d) => (param(d, '/pets', 'get', 'limit').in = 'header')),
  m('parameter became required', 'parameter-became-required', 'major', (d) => (param(d, '/pets', 'get', 'limit').required = true)),
  m('parameter explode changed', 'parameter-serialization-changed', 'major', (d) => (param(d, '/pets', 'get', 'tags').explode = false)),
  m('parameter style changed', 'parameter-serialization-changed', 'major', (d) => (param(d, '/pets', 'get', 'tags').style = 'pipeDelimited')),
  m('parameter type changed', 'request-type-changed', 'major', (d) => (param(d, '/pets', 'get', 'limit').schema.type = 'string')),
  m('parameter maximum lowered', 'request-bound-tightened', 'major', (d) => (param(d, '/pets', 'get', 'limit').schema.maximum = 50)),
  m('parameter minimum raised', 'request-bound-tightened', 'major', (d) => (param(d, '/pets', 'get', 'limit').schema.minimum = 5)),
  m('parameter exclusive maximum at the same value', 'request-bound-tightened', 'major', (d) => (param(d, '/pets', 'get', 'limit').schema.exclusiveMaximum = 100)),
  m('parameter pattern added', 'request-bound-tightened', 'major', (d) => (param(d, '/pets', 'get', 'X-Trace-Id').schema.pattern = '^[a-f0-9]+$')),
  m(
    'request pattern replaced',
    'request-bound-tightened',
    'major',
    (d) => (PP(d, 'PetCreate').nickname.pattern = '^[A-Z]+$'),
    (d) => (PP(d, 'PetCreate').nickname.pattern = '^[a-z]+$'),
  ),
  // Replaced patterns are compared as the strings they accept (diff/pattern.ts).
  m(
    'request pattern narrowed (accepts fewer strings)',
    'request-bound-tightened',
    'major',
    (d) => (PP(d, 'PetCreate').nickname.pattern = '^[a-z]{1,10}$'),
    (d) => (PP(d, 'PetCreate').nickname.pattern = '^[a-z]+$'),
  ),
  m(
    'request pattern replaced by one that cannot be compared (a backreference)',
    'request-bound-tightened',
    'major',
    (d) => (PP(d, 'PetCreate').nickname.pattern = '^(\\w+)\\1$'),
    (d) => (PP(d, 'PetCreate').nickname.pattern = '^[a-z]+$'),
  ),
  m('parameter items enum added', 'request-became-enum', 'major', (d) => (param(d, '/pets', 'get', 'tags').schema.items.enum = ['a', 'b'])),
  p('parameter maximum lowered (shared component)', 'request-bound-tightened', 'major', (d) => (d.components.parameters.PerPage.schema.maximum = 50)),
  p('query enum value removed', 'request-enum-value-removed', 'major', (d) => param(d, '/conversations', 'get', 'status').schema.items.enum.pop()),
  p('new required parameter (project)', 'required-parameter-added', 'major', (d) =>
    op(d, '/objects', 'get').parameters.push({ name: 'kind', in: 'query', required: true, schema: { type: 'string' } }),
  ),
  // request bodies and media types
  m(
    'required request body added',
    'required-request-body-added',
    'major',
    (d) => (getPet(d).requestBody = { required: true, content: { 'application/json': { schema: { type: 'object' } } } }),
  ),
  m('request body removed', 'request-body-removed', 'major', (d) => delete create(d).requestBody),
  m(
    'request body became required',
    'request-body-became-required',
    'major',
    (d) => (create(d).requestBody.required = true),
    (d) => (create(d).requestBody.required = false),
  ),
  m(
    'request content type renamed',
    'request-media-type-removed',
    'major',
    (d) => (create(d).requestBody.content = { 'application/merge-patch+json': create(d).requestBody.content['application/json'] }),
  ),
  // responses
  m(
    'success content type changed',
    'response-media-type-removed',
    'major',
    (d) => (res(d, '/pets/{pet_id}', 'get').content = { 'application/xml': res(d, '/pets/{pet_id}', 'get').content['application/json'] }),
  ),
  m('success body removed', 'response-media-type-removed', 'major', (d) => delete res(d, '/pets/{pet_id}', 'get').content),
  // A media type renamed to one read the same way is paired, and its schema compared: a field gone is still breaking.
  m('success content type renamed, a required field gone', 'response-required-property-removed', 'major', (d) => {
    const r = res(d, '/pets/{pet_id}', 'get');
    r.content = { 'application/problem+json': { schema: { ...structuredClone(S(d, 'Pet')), required: ['id', 'kind'] } } };
    delete r.content['application/problem+json'].schema.properties.name;
  }),
  m('success status changed', 'success-response-removed', 'major', (d) => {
    getPet(d).responses['201'] = getPet(d).responses['200'];
    delete getPet(d).responses['200'];
  }),
  m('required response header removed', 'required-response-header-removed', 'major', (d) => delete res(d, '/pets', 'get').headers['X-Rate']),
  m('response header became optional', 'response-header-became-optional', 'major', (d) => (res(d, '/pets', 'get').headers['X-Rate'].required = false)),
  m('response header type changed', 'response-type-changed', 'major', (d) => (res(d, '/pets', 'get').headers['X-Rate'].schema.type = 'string')),
  p('shared response header type changed', 'response-type-changed', 'major', (d) => (d.components.headers['X-Request-Id'].schema.type = 'integer')),
  // response schemas
  m('response string -> integer', 'response-type-changed', 'major', (d) => (PP(d, 'Pet').name.type = 'integer')),
  m('response integer -> number', 'response-type-changed', 'major', (d) => (PP(d, 'Ball').size.type = 'number')),
  m('response object -> array', 'response-type-changed', 'major', (d) => (PP(d, 'Pet').attrs.type = 'array')),
  m('response type removed', 'response-type-changed', 'major', (d) => delete PP(d, 'Pet').name.type),
  m('response type list widened', 'response-type-changed', 'major', (d) => (PP(d, 'Pet').name.type = ['string', 'integer'])),
  m('response date -> date-time', 'response-format-changed', 'major', (d) => (PP(d, 'Pet').born.format = 'date-time')),
  m('response format removed', 'response-format-changed', 'major', (d) => delete PP(d, 'Pet').born.format),
  m(
    'response int32 -> int64',
    'response-format-changed',
    'major',
    (d) => (PP(d, 'Ball').size.format = 'int64'),
    (d) => (PP(d, 'Ball').size.format = 'int32'),
  ),
  m('response became nullable (3.1 type list)', 'response-became-nullable', 'major', (d) => (PP(d, 'Pet').name.type = ['string', 'null'])),
  { name: 'response became nullable (3.0 nullable)', from: mini30, head: (d) => (PP(d, 'Pet').name.nullable = true), rule: 'response-became-nullable', bump: 'major' },
  m('response enum removed', 'response-enum-removed', 'major', (d) => delete PP(d, 'Pet').kind.enum),
  m('response maxLength raised', 'response-bound-loosened', 'major', (d) => (PP(d, 'Pet').name.maxLength = 100)),
  m('response maxItems removed', 'response-bound-loosened', 'major', (d) => delete PP(d, 'Pet').tags.maxItems),
  m('response minimum lowered (exclusive -> inclusive)', 'response-bound-loosened', 'major', (d) => (PP(d, 'Pet').weight = { type: ['number', 'null'], minimum: 0 })),
  m('response required field removed', 'response-required-property-removed', 'major', (d) => delete PP(d, 'Pet').kind),
  m('response field may be absent', 'response-property-became-optional', 'major', (d) => (S(d, 'Pet').required = ['id', 'kind'])),
  m('response field became writeOnly', 'response-property-became-write-only', 'major', (d) => (PP(d, 'Pet').name.writeOnly = true)),
  m('response oneOf variant added', 'response-oneof-added', 'major', (d) => PP(d, 'Pet').toy.oneOf.push(ref('Named'))),
  m('response anyOf alternative added', 'response-anyof-added', 'major', (d) => PP(d, 'Pet').mixed.anyOf.push({ type: 'boolean' })),
  m('response allOf member removed', 'response-allof-removed', 'major', (d) => S(d, 'Owner').allOf.shift()),
  m('response patternProperties removed', 'response-pattern-property-removed', 'major', (d) => delete PP(d, 'Pet').attrs.patternProperties),
  m('response prefixItems added', 'response-prefix-items-added', 'major', (d) => PP(d, 'Pet').location.prefixItems.push({ type: 'string' })),
  m('response change inside a oneOf variant', 'response-type-changed', 'major', (d) => (PP(d, 'Rope').length.type = 'string')),
  m('response change inside additionalProperties', 'response-type-changed', 'major', (d) => (PP(d, 'Pet').attrs.additionalProperties.type = 'integer')),
  m('response change inside an array item', 'response-type-changed', 'major', (d) => (PP(d, 'Pet').tags.items.type = 'integer')),
  p('response field removed (project)', 'response-required-property-removed', 'major', (d) => delete PP(d, 'Message').caption),
  // request schemas
  // Breaking where the object refuses fields it does not list; where it still accepts them, see
  // request-property-removed-still-accepted (a warning the SDK impact decides).
  m(
    'request field removed (extra fields refused)',
    'request-property-removed',
    'major',
    (d) => delete PP(d, 'PetCreate').nickname,
    (d) => (S(d, 'PetCreate').additionalProperties = false),
  ),
  m('new required request field', 'request-required-property-added', 'major', (d) => {
    PP(d, 'PetCreate').color = { type: 'string' };
    S(d, 'PetCreate').required.push('color');
  }),
  m('request field became required', 'request-property-became-required', 'major', (d) => S(d, 'PetCreate').required.push('nickname')),
  m('request format added', 'request-format-changed', 'major', (d) => (PP(d, 'PetCreate').nickname.format = 'email')),
  m('request maxLength lowered', 'request-bound-tightened', 'major', (d) => (PP(d, 'PetCreate').name.maxLength = 20)),
  m('request enum value removed', 'request-enum-value-removed', 'major', (d) => (PP(d, 'PetCreate').kind.enum = ['cat'])),
  m('request became enum', 'request-became-enum', 'major', (d) => (PP(d, 'PetCreate').nickname.enum = ['a', 'b'])),
  m(
    'request open set closed',
    'request-enum-closed',
    'major',
    (d) => {
      delete PP(d, 'PetCreate').nickname['x-extensible-enum'];
      PP(d, 'PetCreate').nickname.enum = ['a', 'b'];
    },
    (d) => (PP(d, 'PetCreate').nickname['x-extensible-enum'] = ['a', 'b']),
  ),
  m(
    'request no longer nullable',
    'request-became-not-nullable',
    'major',
    (d) => (PP(d, 'PetCreate').nickname.type = 'string'),
    (d) => (PP(d, 'PetCreate').nickname.type = ['string', 'null']),
  ),
  m('request extra fields refused', 'request-additional-properties-closed', 'major', (d) => (S(d, 'PetCreate').additionalProperties = false)),
  m('request oneOf variant removed', 'request-oneof-removed', 'major', (d) => PP(d, 'PetCreate').shape.oneOf.pop()),
  m('request field wrapped in a oneOf', 'request-wrapped-in-alternatives', 'major', (d) => {
    // "ab" matched the old schema and matches both alternatives now: oneOf refuses it.
    PP(d, 'PetCreate').nickname = {
      oneOf: [
        { type: 'string', maxLength: 3 },
        { type: 'string', minLength: 2 },
      ],
    };
  }),
  m('request anyOf alternative removed', 'request-anyof-removed', 'major', (d) => PP(d, 'PetCreate').mix.anyOf.pop()),
  m('request allOf constraint added', 'request-allof-added', 'major', (d) => PP(d, 'PetCreate').meta.allOf.push({ type: 'object', required: ['x'] })),
  m('request patternProperties removed', 'request-pattern-property-removed', 'major', (d) => delete PP(d, 'PetCreate').props.patternProperties),
  m('request prefixItems removed', 'request-prefix-items-removed', 'major', (d) => (PP(d, 'PetCreate').pair.prefixItems = [])),
  m('request multipleOf added', 'request-bound-tightened', 'major', (d) => (param(d, '/pets', 'get', 'limit').schema.multipleOf = 10)),
  m('request uniqueItems added', 'request-bound-tightened', 'major', (d) => (param(d, '/pets', 'get', 'tags').schema.uniqueItems = true)),
  p('request field became required (project)', 'request-property-became-required', 'major', (d) => S(d, 'CustomerCreate').required.push('email')),
  p('request type narrowed (project)', 'request-type-changed', 'major', (d) => (PP(d, 'MessageSend').content.type = 'integer')),
  // security
  m('scope added to a requirement', 'security-scope-added', 'major', (d) => (pets(d).security = [{ oauth: ['pets:read', 'pets:admin'] }, { key: [] }])),
  m('an OR alternative removed', 'security-requirement-removed', 'major', (d) => (pets(d).security = [{ oauth: ['pets:read'] }])),
  m('a scheme ANDed to a requirement', 'security-requirement-removed', 'major', (d) => (create(d).security = [{ oauth: ['pets:write'], key: [] }])),
  m('global security changed', 'security-requirement-removed', 'major', (d) => (d.security = [{ oauth: [] }])),
  m(
    'operation now needs authentication',
    'security-requirement-removed',
    'major',
    (d) => (getPet(d).security = [{ oauth: [] }]),
    (d) => (getPet(d).security = []),
  ),
  m('API key header renamed', 'security-scheme-changed', 'major', (d) => (d.components.securitySchemes.key.name = 'X-Api-Key')),
  m(
    'OAuth token URL changed',
    'security-scheme-changed',
    'major',
    (d) => (d.components.securitySchemes.oauth.flows.clientCredentials.tokenUrl = 'https://auth.example.test/v2/token'),
  ),
  p('scope replaced (project)', 'security-scope-added', 'major', (d) => (op(d, '/objects', 'get').security = [{ bearerAuth: ['customers'] }])),
  // document
  m('server URL changed', 'server-url-changed', 'major', (d) => (d.servers = [{ url: 'https://api.example.test/v2' }])),
  p('error code removed', 'error-code-removed', 'major', (d) => delete op(d, '/agents', 'post').responses['402']),
  m('change behind a $ref cycle of a renamed component', 'response-bound-loosened', 'major', (d) => {
    const pet = S(d, 'Pet');
    d.components.schemas.Animal = pet;
    pet.properties.parent = ref('Animal');
    pet.properties.name.maxLength = 80;
    delete d.components.schemas.Pet;
    getPet(d).responses['200'].content['application/json'].schema = ref('Animal');
    create(d).responses['200'].content['application/json'].schema = ref('Animal');
    S(d, 'PetList').properties.data.items = ref('Animal');
  }),
];

const additive: Row[] = [
  // Was response-bound-loosened (major): a pattern is in no generated type and the value keeps its type and
  // length limits, so only clients validating by the old pattern notice (a warning).
  m(
    'response pattern changed',
    'response-pattern-loosened',
    'minor',
    (d) => (PP(d, 'Pet').name.pattern = '^[a-z]+$'),
    (d) => (PP(d, 'Pet').name.pattern = '^[a-z]{1,10}$'),
  ),
  m(
    'response pattern removed',
    'response-pattern-loosened',
    'minor',
    (d) => delete PP(d, 'Pet').name.pattern,
    (d) => (PP(d, 'Pet').name.pattern = '^[a-z]+$'),
  ),
  // Neither the wire nor, by itself, the SDK: warnings the SDK impact decides by compiling (sdk: 'decides').
  // These rows were major before: a discriminator is an annotation (the alternatives decide what is valid),
  // readOnly is one too (a request carrying the field stays valid), and a removed field the object still
  // accepts as an extra one is still accepted on the wire.
  m('request field removed (extra fields still accepted)', 'request-property-removed-still-accepted', 'minor', (d) => delete PP(d, 'PetCreate').nickname),
  m('request field became readOnly', 'request-property-became-read-only', 'minor', (d) => (PP(d, 'PetCreate').nickname.readOnly = true)),
  m('response discriminator property changed', 'response-discriminator-changed', 'minor', (d) => (PP(d, 'Pet').toy.discriminator.propertyName = 'kind')),
  m('request discriminator property changed', 'request-discriminator-changed', 'minor', (d) => (PP(d, 'PetCreate').toy.discriminator.propertyName = 'kind')),
  m('request discriminator value removed', 'request-discriminator-mapping-changed', 'minor', (d) => delete PP(d, 'PetCreate').toy.discriminator.mapping.rope),
  // An optional response field becoming writeOnly is an optional field removed (a warning); a required one stays breaking.
  m('response optional field became writeOnly', 'response-optional-property-became-write-only', 'minor', (d) => (PP(d, 'Pet').born.writeOnly = true)),
  ...keywordRows.filter((r) => r.bump === 'minor'),
  ...hookRows.filter((r) => r.bump === 'minor'),
  ...lifecycleRows.filter((r) => r.bump === 'minor'),
  ...streamRows.filter((r) => r.bump === 'minor'),
  m('new operation', 'operation-added', 'minor', (d) => (d.paths['/owners'] = { get: { operationId: 'listOwners', responses: { '200': { description: 'ok' } } } })),
  p(
    'new operation (project)',
    'operation-added',
    'minor',
    (d) => (d.paths['/inboxes'] = { get: { ...structuredClone(op(d, '/objects', 'get')), operationId: 'listInboxes', 'x-sdk-method': 'inboxes.list' } }),
  ),
  m('new optional parameter', 'parameter-added', 'minor', (d) => pets(d).parameters.push({ name: 'sort', in: 'query', schema: { type: 'string' } })),
  p('new optional parameter (project)', 'parameter-added', 'minor', (d) => op(d, '/objects', 'get').parameters.push({ name: 'enabled', in: 'query', schema: { type: 'boolean' } })),
  // A plain-array answer is not a page envelope: the generated method neither paginated nor paginates, so a
  // `page` parameter is an ordinary new parameter (the generator's own rule, read from the IR).
  p(
    'optional page parameter on a list answering a plain array',
    'parameter-added',
    'minor',
    (d) => op(d, '/objects', 'get').parameters.push({ name: 'page', in: 'query', schema: { type: 'integer' } }),
    (d) => (op(d, '/objects', 'get').responses['200'].content['application/json'].schema = { type: 'array', items: ref('CustomerObject') }),
  ),
  // The generator drops a leading `<tag>_` from the operationId (client.pets.listPets either way): the SDK
  // method stays, so only the operationId changes.
  m('operationId gains its tag as a prefix (same client method)', 'operation-id-changed', 'minor', (d) => (pets(d).operationId = 'pets_listPets')),
  m('optional page parameter without a configured page envelope', 'parameter-added', 'minor', (d) =>
    pets(d).parameters.push({ name: 'page', in: 'query', schema: { type: 'integer' } }),
  ),
  m(
    'parameter became optional',
    'parameter-became-optional',
    'minor',
    (d) => (param(d, '/pets', 'get', 'limit').required = false),
    (d) => (param(d, '/pets', 'get', 'limit').required = true),
  ),
  m('parameter deprecated', 'parameter-deprecated', 'minor', (d) => (param(d, '/pets', 'get', 'tags').deprecated = true)),
  m(
    'parameter no longer deprecated',
    'parameter-reactivated',
    'minor',
    (d) => delete param(d, '/pets', 'get', 'tags').deprecated,
    (d) => (param(d, '/pets', 'get', 'tags').deprecated = true),
  ),
  m('path parameter renamed', 'path-parameter-renamed', 'minor', (d) => {
    const item = d.paths['/pets/{pet_id}'];
    item.parameters[0].name = 'id';
    d.paths['/pets/{id}'] = item;
    delete d.paths['/pets/{pet_id}'];
  }),
  m('operation deprecated', 'operation-deprecated', 'minor', (d) => (getPet(d).deprecated = true)),
  m(
    'operation no longer deprecated',
    'operation-reactivated',
    'minor',
    (d) => delete getPet(d).deprecated,
    (d) => (getPet(d).deprecated = true),
  ),
  p('operationId renamed, client method kept', 'operation-id-changed', 'minor', (d) => (op(d, '/objects', 'get').operationId = 'listObjectTypes')),
  p('now idempotent', 'idempotency-added', 'minor', (d) => (op(d, '/customers', 'post')['x-idempotent'] = true)),
  p('cost changed', 'cost-changed', 'minor', (d) => (op(d, '/agents', 'post')['x-cost'] = { charges: 'credits', when: 'always' })),
  p('rate limit changed', 'rate-limit-changed', 'minor', (d) => (op(d, '/oauth/token', 'post')['x-rate-limit'] = { requests: 1, window_seconds: 60, per: 'ip' })),
  m('optional request body added', 'request-body-added', 'minor', (d) => (getPet(d).requestBody = { content: { 'application/json': { schema: { type: 'object' } } } })),
  m('request body became optional', 'request-body-became-optional', 'minor', (d) => (create(d).requestBody.required = false)),
  m(
    'request content type added',
    'request-media-type-added',
    'minor',
    (d) => (create(d).requestBody.content['application/x-www-form-urlencoded'] = { schema: { type: 'object' } }),
  ),
  m('response content type added', 'response-media-type-added', 'minor', (d) => (res(d, '/pets/{pet_id}', 'get').content['text/csv'] = { schema: { type: 'string' } })),
  m('error response no longer documents a body', 'error-media-type-removed', 'minor', (d) => delete res(d, '/pets', 'get', 'default').content),
  // Was response-media-type-removed (major): the generated clients read either type as JSON and the schema is the same.
  m(
    'success content type renamed to another JSON type (warning)',
    'response-media-type-renamed',
    'minor',
    (d) => (res(d, '/pets/{pet_id}', 'get').content = { 'application/vnd.pets+json': res(d, '/pets/{pet_id}', 'get').content['application/json'] }),
  ),
  m(
    'success content type given a parameter (warning)',
    'response-media-type-renamed',
    'minor',
    (d) => (res(d, '/pets/{pet_id}', 'get').content = { 'application/json; charset=utf-8': res(d, '/pets/{pet_id}', 'get').content['application/json'] }),
  ),
  m(
    'error content type renamed to problem+json (warning)',
    'response-media-type-renamed',
    'minor',
    (d) => (res(d, '/pets', 'get', 'default').content = { 'application/problem+json': res(d, '/pets', 'get', 'default').content['application/json'] }),
  ),
  m('new error response', 'error-response-added', 'minor', (d) => (getPet(d).responses['404'] = { description: 'Not found.' })),
  p('new error response (project)', 'error-response-added', 'minor', (d) => (op(d, '/objects', 'get').responses['404'] = { $ref: '#/components/responses/NotFound' })),
  m('error response no longer documented', 'error-response-removed', 'minor', (d) => delete pets(d).responses.default),
  m('new success status (warning)', 'success-response-added', 'minor', (d) => (getPet(d).responses['202'] = { description: 'Accepted.' })),
  m('new optional response header', 'response-header-added', 'minor', (d) => (res(d, '/pets', 'get').headers['X-Cache'] = { schema: { type: 'string' } })),
  m('new required response header', 'required-response-header-added', 'minor', (d) => (res(d, '/pets', 'get').headers['X-Cache'] = { required: true, schema: { type: 'string' } })),
  m('response header became required', 'response-header-became-required', 'minor', (d) => (res(d, '/pets', 'get').headers['X-Trace'].required = true)),
  m('optional response header removed (warning)', 'optional-response-header-removed', 'minor', (d) => delete res(d, '/pets', 'get').headers['X-Trace']),
  m('request integer -> number', 'request-type-widened', 'minor', (d) => (param(d, '/pets', 'get', 'limit').schema.type = 'number')),
  m('request type list widened', 'request-type-widened', 'minor', (d) => (PP(d, 'PetCreate').nickname.type = ['string', 'integer'])),
  m('request int32 -> int64', 'request-format-widened', 'minor', (d) => (param(d, '/pets', 'get', 'limit').schema.format = 'int64')),
  m('request format removed', 'request-format-widened', 'minor', (d) => delete param(d, '/pets', 'get', 'limit').schema.format),
  m('request maximum raised', 'request-bound-loosened', 'minor', (d) => (param(d, '/pets', 'get', 'limit').schema.maximum = 500)),
  m('request maxLength removed', 'request-bound-loosened', 'minor', (d) => delete PP(d, 'PetCreate').name.maxLength),
  m('request became nullable', 'request-became-nullable', 'minor', (d) => (PP(d, 'PetCreate').nickname.type = ['string', 'null'])),
  m('request enum value added', 'request-enum-value-added', 'minor', (d) => PP(d, 'PetCreate').kind.enum.push('bird')),
  m(
    'request open set gains a value',
    'request-extensible-enum-value-added',
    'minor',
    (d) => PP(d, 'PetCreate').nickname['x-extensible-enum'].push('b'),
    (d) => (PP(d, 'PetCreate').nickname['x-extensible-enum'] = ['a']),
  ),
  p('an open set of the project gains a kind', 'request-extensible-enum-value-added', 'minor', (d) => PP(d, 'MessageSend').type['x-extensible-enum'].push('carousel')),
  m('a free string names its known values (open set)', 'response-extensible-enum-value-added', 'minor', (d) => (PP(d, 'Pet').name['x-extensible-enum'] = ['Rex'])),
  m(
    'request open set loses a value (warning)',
    'request-extensible-enum-value-removed',
    'minor',
    (d) => (PP(d, 'PetCreate').nickname['x-extensible-enum'] = ['a']),
    (d) => (PP(d, 'PetCreate').nickname['x-extensible-enum'] = ['a', 'b']),
  ),
  m(
    'response open set loses a value',
    'response-extensible-enum-value-removed',
    'minor',
    (d) => (PP(d, 'Pet').name['x-extensible-enum'] = ['Rex']),
    (d) => (PP(d, 'Pet').name['x-extensible-enum'] = ['Rex', 'Tom']),
  ),
  m('request enum opened', 'request-enum-opened', 'minor', (d) => {
    PP(d, 'PetCreate').kind['x-extensible-enum'] = PP(d, 'PetCreate').kind.enum;
    delete PP(d, 'PetCreate').kind.enum;
  }),
  m('response enum opened (warning)', 'response-enum-opened', 'minor', (d) => {
    PP(d, 'Pet').kind['x-extensible-enum'] = [...PP(d, 'Pet').kind.enum, 'bird'];
    delete PP(d, 'Pet').kind.enum;
  }),
  m(
    'response open set closed',
    'response-enum-closed',
    'minor',
    (d) => {
      delete PP(d, 'Pet').name['x-extensible-enum'];
      PP(d, 'Pet').name.enum = ['Rex'];
    },
    (d) => (PP(d, 'Pet').name['x-extensible-enum'] = ['Rex']),
  ),
  m('request content type generalized', 'request-media-type-generalized', 'minor', (d) => {
    const content = create(d).requestBody.content;
    content['application/*'] = content['application/json'];
    delete content['application/json'];
  }),
  m('response content type generalized (warning)', 'response-media-type-generalized', 'minor', (d) => {
    const content = res(d, '/pets/{pet_id}', 'get').content;
    content['*/*'] = content['application/json'];
    delete content['application/json'];
  }),
  m(
    'sunset date announced',
    'sunset-date-set',
    'minor',
    (d) => (getPet(d)['x-sunset'] = '2027-01-31'),
    (d) => (getPet(d).deprecated = true),
  ),
  m('request enum removed', 'request-enum-removed', 'minor', (d) => delete PP(d, 'PetCreate').kind.enum),
  m('new optional request field', 'request-property-added', 'minor', (d) => (PP(d, 'PetCreate').color = { type: 'string' })),
  p('new optional request field (project)', 'request-property-added', 'minor', (d) => (PP(d, 'CustomerCreate').country = { type: 'string' })),
  m('request field became optional', 'request-property-became-optional', 'minor', (d) => (S(d, 'PetCreate').required = [])),
  m('readOnly request field becomes writable', 'request-property-became-writable', 'minor', (d) => delete PP(d, 'PetCreate').id.readOnly),
  m('request extra fields accepted', 'request-additional-properties-opened', 'minor', (d) => delete PP(d, 'PetCreate').props.additionalProperties),
  m(
    'request patternProperties removed, extra fields still accepted (warning)',
    'request-pattern-property-removed-still-accepted',
    'minor',
    (d) => delete PP(d, 'PetCreate').props.patternProperties,
    (d) => delete PP(d, 'PetCreate').props.additionalProperties,
  ),
  m('request patternProperties added (warning)', 'request-pattern-property-added', 'minor', (d) => (PP(d, 'PetCreate').props.patternProperties['^q'] = { type: 'string' })),
  m('request prefixItems added', 'request-prefix-items-added', 'minor', (d) => PP(d, 'PetCreate').pair.prefixItems.push({ type: 'integer' })),
  m('request oneOf variant added', 'request-oneof-added', 'minor', (d) => PP(d, 'PetCreate').shape.oneOf.push({ type: 'boolean' })),
  m('request anyOf alternative added', 'request-anyof-added', 'minor', (d) => PP(d, 'PetCreate').mix.anyOf.push({ type: 'boolean' })),
  m(
    'request allOf constraint removed',
    'request-allof-removed',
    'minor',
    (d) => PP(d, 'PetCreate').meta.allOf.pop(),
    (d) => PP(d, 'PetCreate').meta.allOf.push({ type: 'object', minProperties: 1 }),
  ),
  m('request discriminator value added', 'request-discriminator-mapping-added', 'minor', (d) => (PP(d, 'PetCreate').toy.discriminator.mapping.stick = '#/components/schemas/Ball')),
  m('request default changed (warning)', 'request-default-changed', 'minor', (d) => (PP(d, 'PetCreate').kind.default = 'dog')),
  p('parameter default changed (warning)', 'request-default-changed', 'minor', (d) => (d.components.parameters.PerPage.schema.default = 50)),
  m('response number -> integer', 'response-type-narrowed', 'minor', (d) => (PP(d, 'Pet').weight.type = ['integer', 'null'])),
  m(
    'response type given where any was allowed',
    'response-type-narrowed',
    'minor',
    (d) => (PP(d, 'Pet').mixed = { type: 'string' }),
    (d) => (PP(d, 'Pet').mixed = {}),
  ),
  m('response format added', 'response-format-narrowed', 'minor', (d) => (PP(d, 'Pet').name.format = 'email')),
  m(
    'response double -> float',
    'response-format-narrowed',
    'minor',
    (d) => (PP(d, 'Pet').weight.format = 'float'),
    (d) => (PP(d, 'Pet').weight.format = 'double'),
  ),
  m(
    'format widened on a schema used both ways (request side wins)',
    'request-format-widened',
    'major',
    (d) => (PP(d, 'Ball').size.format = 'int64'),
    (d) => (PP(d, 'Ball').size.format = 'int32'),
  ),
  m('response no longer nullable', 'response-became-not-nullable', 'minor', (d) => (PP(d, 'Pet').weight.type = 'number')),
  m('response enum value added (warning)', 'response-enum-value-added', 'minor', (d) => PP(d, 'Pet').kind.enum.push('bird')),
  p('response enum value added (project)', 'response-enum-value-added', 'minor', (d) => PP(d, 'Message').sender_type.enum.push('ai_agent')),
  m('response enum value removed', 'response-enum-value-removed', 'minor', (d) => (PP(d, 'Pet').kind.enum = ['cat'])),
  m('response became enum', 'response-became-enum', 'minor', (d) => (PP(d, 'Pet').name.enum = ['Rex'])),
  m('response maxLength lowered', 'response-bound-tightened', 'minor', (d) => (PP(d, 'Pet').name.maxLength = 20)),
  m('response pattern added', 'response-bound-tightened', 'minor', (d) => (PP(d, 'Pet').name.pattern = '^[A-Z]')),
  m(
    'request pattern widened (accepts every string it did)',
    'request-bound-loosened',
    'minor',
    (d) => (PP(d, 'PetCreate').nickname.pattern = '^[\\w\\s]+$'),
    (d) => (PP(d, 'PetCreate').nickname.pattern = '^\\w+$'),
  ),
  m(
    'response pattern narrowed',
    'response-bound-tightened',
    'minor',
    (d) => (PP(d, 'Pet').name.pattern = '^[a-z]+$'),
    (d) => (PP(d, 'Pet').name.pattern = '^[a-z0-9]+$'),
  ),
  m(
    'request pattern removed',
    'request-bound-loosened',
    'minor',
    (d) => delete PP(d, 'PetCreate').nickname.pattern,
    (d) => (PP(d, 'PetCreate').nickname.pattern = '^[a-z]+$'),
  ),
  m('response default changed (warning)', 'response-default-changed', 'minor', (d) => (PP(d, 'Pet').kind.default = 'cat')),
  m('new response field', 'response-property-added', 'minor', (d) => (PP(d, 'Pet').color = { type: 'string' })),
  p('new response field (project)', 'response-property-added', 'minor', (d) => (PP(d, 'Message').edited = { type: 'boolean' })),
  m('new always-present response field', 'response-required-property-added', 'minor', (d) => {
    PP(d, 'Pet').color = { type: 'string' };
    S(d, 'Pet').required.push('color');
  }),
  m('response field now always present', 'response-property-became-required', 'minor', (d) => S(d, 'Pet').required.push('born')),
  m('optional response field removed (warning)', 'response-optional-property-removed', 'minor', (d) => delete PP(d, 'Pet').born),
  m('writeOnly field now returned', 'response-property-became-readable', 'minor', (d) => delete PP(d, 'Pet').secret.writeOnly),
  m('response extra fields no longer sent', 'response-additional-properties-closed', 'minor', (d) => (S(d, 'PetList').additionalProperties = false)),
  m(
    'response extra fields now possible (warning)',
    'response-additional-properties-opened',
    'minor',
    (d) => delete S(d, 'PetList').additionalProperties,
    (d) => (S(d, 'PetList').additionalProperties = false),
  ),
  m('extra fields refused on a schema used both ways', 'request-additional-properties-closed', 'major', (d) => (S(d, 'Named').additionalProperties = false)),
  m('response patternProperties added', 'response-pattern-property-added', 'minor', (d) => (PP(d, 'Pet').attrs.patternProperties['^y-'] = { type: 'string' })),
  m('response prefixItems removed', 'response-prefix-items-removed', 'minor', (d) => PP(d, 'Pet').location.prefixItems.pop()),
  m('response oneOf variant removed', 'response-oneof-removed', 'minor', (d) => (PP(d, 'Pet').toy.oneOf = [ref('Ball')])),
  m('response anyOf alternative removed', 'response-anyof-removed', 'minor', (d) => PP(d, 'Pet').mixed.anyOf.pop()),
  m('response allOf member added', 'response-allof-added', 'minor', (d) => S(d, 'Owner').allOf.push({ type: 'object', required: ['name'] })),
  m(
    'response discriminator value added (warning)',
    'response-discriminator-mapping-added',
    'minor',
    (d) => (PP(d, 'Pet').toy.discriminator.mapping.stick = '#/components/schemas/Ball'),
  ),
  m('response discriminator value removed (warning)', 'response-discriminator-mapping-changed', 'minor', (d) => delete PP(d, 'Pet').toy.discriminator.mapping.rope),
  m('field deprecated', 'schema-deprecated', 'minor', (d) => (PP(d, 'Pet').born.deprecated = true)),
  m('scope no longer needed', 'security-scope-removed', 'minor', (d) => (create(d).security = [{ oauth: [] }])),
  m('new OR alternative', 'security-requirement-added', 'minor', (d) => (create(d).security = [{ oauth: ['pets:write'] }, { key: [] }])),
  m('operation made public', 'security-requirement-added', 'minor', (d) => (getPet(d).security = [])),
  p('new error code', 'error-code-added', 'minor', (d) => {
    const r = d.components.responses.BadRequest.content['application/json'];
    const first = d.components.examples[Object.values<Doc>(r.examples)[0]!.$ref.split('/').pop()];
    r.examples.extra = { value: { error: { ...first.value.error, code: 'brand_new_code' } } };
  }),
  p('unused component schema removed (warning)', 'component-schema-removed', 'minor', (d) => delete d.components.schemas.Inbox),
  m('recursive component renamed (its shape compared in place)', 'component-schema-removed', 'minor', (d) => {
    const pet = S(d, 'Pet');
    d.components.schemas.Animal = pet;
    pet.properties.parent = ref('Animal');
    delete d.components.schemas.Pet;
    getPet(d).responses['200'].content['application/json'].schema = ref('Animal');
    create(d).responses['200'].content['application/json'].schema = ref('Animal');
    S(d, 'PetList').properties.data.items = ref('Animal');
  }),
];

const patches: Row[] = [
  ...streamRows.filter((r) => r.bump === 'patch'),
  m('operation description changed', 'documentation-changed', 'patch', (d) => (getPet(d).description = 'Returns one pet.')),
  p('operation description changed (project)', 'documentation-changed', 'patch', (d) => (op(d, '/objects', 'get').description += ' More words.')),
  m('field description changed', 'documentation-changed', 'patch', (d) => (PP(d, 'Pet').name.description = 'What the pet answers to.')),
  m('info description changed', 'documentation-changed', 'patch', (d) => (d.info.description = 'A tiny API.')),
  p('example changed', 'documentation-changed', 'patch', (d) => (PP(d, 'Message').status.examples = ['sent'])),
  m('operation extension changed', 'extension-changed', 'patch', (d) => (getPet(d)['x-internal-owner'] = 'team-b')),
  m('schema extension changed', 'extension-changed', 'patch', (d) => (PP(d, 'Pet').name['x-display'] = { width: 20 })),
  p('info extension changed', 'extension-changed', 'patch', (d) => (d.info['x-rate-limit'] = { ...d.info['x-rate-limit'], requests: 1 })),
];

const project30to31 = structuredClone(mini30);
const unusedInProject = (d: Doc) => {
  const uses = JSON.stringify({ paths: d.paths, webhooks: d.webhooks });
  return Object.keys(d.components.schemas).find((n) => !uses.includes(`"#/components/schemas/${n}"`) && PP(d, n) && Object.keys(PP(d, n)).length);
};
const equivalent: Row[] = [
  m('nothing changed', undefined, 'none', () => {}),
  p('nothing changed (project)', undefined, 'none', () => {}),
  m('every key order reversed', undefined, 'none', (d) => Object.assign(d, reverseKeys(structuredClone(d)))),
  p('every key order reversed (project)', undefined, 'none', (d) => {
    const r = reverseKeys(structuredClone(d));
    for (const k of Object.keys(d)) delete d[k];
    Object.assign(d, r);
  }),
  p('extension key order changed', undefined, 'none', (d) => {
    const o = op(d, '/agents', 'post');
    o['x-cost'] = reverseKeys(o['x-cost']);
  }),
  m('$ref replaced by an identical inline schema', undefined, 'none', (d) => (getPet(d).responses['200'].content['application/json'].schema = structuredClone(S(d, 'Pet')))),
  m('inline schema moved into a component', undefined, 'none', (d) => {
    d.components.schemas.Limit = param(d, '/pets', 'get', 'limit').schema;
    param(d, '/pets', 'get', 'limit').schema = ref('Limit');
  }),
  p('shared parameter inlined', undefined, 'none', (d) => {
    const o = op(d, '/objects', 'get');
    o.parameters = o.parameters.map((x: Doc) => (x.$ref ? structuredClone(d.components.parameters[x.$ref.split('/').pop()]) : x));
  }),
  m('component renamed, used the same', undefined, 'none', (d) => {
    d.components.schemas.Pal = S(d, 'Named');
    delete d.components.schemas.Named;
    S(d, 'Owner').allOf[0] = ref('Pal');
    PP(d, 'PetCreate').meta.allOf[0] = ref('Pal');
    d.components.schemas.Named = structuredClone(d.components.schemas.Pal);
  }),
  m('OR alternatives reordered', undefined, 'none', (d) => pets(d).security.reverse()),
  m(
    'scopes reordered',
    undefined,
    'none',
    (d) => (create(d).security = [{ oauth: ['pets:write'] }]),
    (d) => (create(d).security = [{ oauth: ['pets:write'] }]),
  ),
  m('enum values reordered', undefined, 'none', (d) => PP(d, 'PetCreate').kind.enum.reverse()),
  m(
    'pattern rewritten to accept the same strings',
    undefined,
    'none',
    (d) => (PP(d, 'PetCreate').nickname.pattern = '^(?:[a-z])+$'),
    (d) => (PP(d, 'PetCreate').nickname.pattern = '^[a-z]+$'),
  ),
  p('open set values reordered', undefined, 'none', (d) => PP(d, 'Inbox').type['x-extensible-enum'].reverse()),
  m('required list reordered', undefined, 'none', (d) => S(d, 'Pet').required.reverse()),
  m('type list reordered', undefined, 'none', (d) => (PP(d, 'Pet').weight.type = ['null', 'number'])),
  m('default style and explode spelled out', undefined, 'none', (d) => Object.assign(param(d, '/pets', 'get', 'tags'), { style: 'form', explode: true })),
  m('header name case changed', undefined, 'none', (d) => {
    const h = res(d, '/pets', 'get').headers;
    h['x-rate'] = h['X-Rate'];
    delete h['X-Rate'];
  }),
  m('oneOf variants reordered', undefined, 'none', (d) => PP(d, 'Pet').toy.oneOf.reverse()),
  m('allOf members reordered', undefined, 'none', (d) => S(d, 'Owner').allOf.reverse()),
  m('an unused component added', undefined, 'none', (d) => (d.components.schemas.Spare = { type: 'string' })),
  m('integer bounds written as numbers', undefined, 'none', (d) => (param(d, '/pets', 'get', 'limit').schema.maximum = 100.0)),
  {
    name: 'OpenAPI 3.0 -> 3.1 rewrite of the same API',
    from: project30to31,
    head: (d) => {
      d.openapi = '3.1.0';
      PP(d, 'Pet').weight = { type: ['number', 'null'], exclusiveMinimum: 0 };
      PP(d, 'PetList').next = { type: ['string', 'null'] };
    },
    bump: 'none',
  },
  { name: 'an OpenAPI 3.0 document against itself', from: mini30, head: () => {}, bump: 'none' },
  ...semanticRows,
  p('field removed from a schema no operation uses', undefined, 'none', (d) => {
    const name = unusedInProject(d);
    if (name) delete PP(d, name)[Object.keys(PP(d, name))[0]!];
  }),
];

function run(row: Row) {
  const base = structuredClone(row.from);
  row.base?.(base);
  const head = structuredClone(base);
  row.head(head);
  // The project's spec is diffed with the project's configuration, as `npm run diff` does (its page envelope
  // decides which operations the generated client paginates).
  return diffDocuments(base, head, row.from === project ? { config: projectConfig } : {});
}

describe('diff mutations', () => {
  describe.each([
    ['breaking', breaking],
    ['additive or warning', additive],
    ['documentation', patches],
    ['equivalent (no change)', equivalent],
  ] as const)('%s', (_group, rows) => {
    it.each(rows.map((r) => [r.name, r] as const))('%s', (_name, row) => {
      const changes = run(row);
      if (row.rule) expect(changes.map((c) => c.rule)).toContain(row.rule);
      else expect(changes).toEqual([]);
      expect(requiredBump(changes)).toBe(row.bump);
    });
  });

  it('the suite is well over 100 mutations, in every class', () => {
    expect(breaking.length + additive.length + patches.length + equivalent.length).toBeGreaterThan(150);
    expect(Math.min(breaking.length, additive.length, patches.length, equivalent.length)).toBeGreaterThan(5);
  });
});

describe('the rule registry', () => {
  const covered = new Set([...breaking, ...additive, ...patches].map((r) => r.rule));
  it.each(RULES.map((r) => [r.id, r] as const))('%s has a description and a mutation case', (id, r) => {
    expect(r.description.length, `${id} needs a description`).toBeGreaterThan(20);
    expect(covered.has(id), `no mutation row asserts ${id}`).toBe(true);
  });
  it('a client-breaking rule is a major change, and only those are', () => {
    expect(RULES.filter((r) => (r.client === 'breaking') !== (r.semver === 'major')).map((r) => r.id)).toEqual([]);
  });
  it('every row names a rule of the registry', () => {
    const ids = new Set(RULES.map((r) => r.id));
    expect([...covered].filter((id) => !ids.has(id!))).toEqual([]);
  });
});

describe('locations', () => {
  it.each([
    ['a shared parameter', (d: Doc) => (d.components.parameters.PerPage.schema.maximum = 50), 'parameter PerPage', 'request-bound-tightened'],
    ['a shared header', (d: Doc) => (d.components.headers['X-Request-Id'].schema.type = 'integer'), 'header X-Request-Id', 'response-type-changed'],
    ['a shared response', (d: Doc) => (d.components.responses.NotFound.description = 'Gone.'), 'response NotFound', 'documentation-changed'],
    ['a component schema', (d: Doc) => delete PP(d, 'Message').caption, 'schema Message.caption', 'response-required-property-removed'],
  ])('a change to %s is reported once, at the component', (_name, mutate, location, rule) => {
    const changes = run({ name: '', from: project, head: mutate, bump: 'none' });
    expect(changes.map((c) => [c.rule, c.location])).toEqual([[rule, location]]);
  });

  it.each([
    ['an inline parameter', mini, (d: Doc) => (param(d, '/pets', 'get', 'limit').schema.maximum = 50), '#/paths/~1pets/get/parameters/0/schema'],
    ['a component property', project, (d: Doc) => (PP(d, 'Message').caption.type = 'integer'), '#/components/schemas/Message/properties/caption'],
    ['a removed property (its parent in the head)', project, (d: Doc) => delete PP(d, 'Message').caption, '#/components/schemas/Message/properties/caption'],
    [
      'a response body field',
      mini,
      (d: Doc) => (res(d, '/pets/{pet_id}', 'get').content['application/json'].schema = { type: 'string' }),
      '#/paths/~1pets~1{pet_id}/get/responses/200/content/application~1json/schema',
    ],
  ])('%s carries the JSON pointer of its place in the head (for file:line)', (_name, from, mutate, pointer) => {
    const changes = run({ name: '', from, head: mutate, bump: 'none' });
    expect(changes.map((c) => c.pointer)).toContain(pointer);
  });

  it('an inline change is reported at the operation, path and field', () => {
    const changes = run({ name: '', from: mini, head: (d) => (param(d, '/pets', 'get', 'limit').schema.maximum = 50), bump: 'none' });
    expect(changes).toEqual([expect.objectContaining({ rule: 'request-bound-tightened', location: 'GET /pets query parameter limit', message: 'maximum 100 -> 50' })]);
  });
});

describe('one finding per change', () => {
  const renamed = (placement: 'path item' | 'operation' | 'component', template: boolean) => (d: Doc) => {
    const item = d.paths['/pets/{pet_id}'];
    if (placement === 'operation') {
      item.get.parameters = item.parameters;
      delete item.parameters;
    }
    if (placement === 'component') {
      d.components.parameters = { PetId: item.parameters[0] };
      item.parameters = [{ $ref: '#/components/parameters/PetId' }];
    }
    return { item, template };
  };
  it.each([
    ['declared on the path item', 'path item', true],
    ['declared on the operation', 'operation', true],
    ['declared as a component', 'component', true],
    ['the template renamed, the parameter not yet', 'path item', false],
  ] as const)('a renamed path parameter (%s) is one finding', (_name, placement, renameParameter) => {
    const base = structuredClone(mini);
    renamed(placement, true)(base);
    const head = structuredClone(base);
    const item = head.paths['/pets/{pet_id}'];
    if (renameParameter) {
      const p = placement === 'component' ? head.components.parameters.PetId : (item.parameters ?? item.get.parameters)[0];
      p.name = 'id';
    }
    head.paths['/pets/{id}'] = item;
    delete head.paths['/pets/{pet_id}'];
    expect(diffDocuments(base, head).map((c) => c.rule)).toEqual(['path-parameter-renamed']);
  });
  it('a const changed is one finding, not a value added and one removed', () => {
    const base = structuredClone(mini);
    const head = structuredClone(base);
    head.components.schemas.Ball.properties.type.const = 'sphere';
    // Ball is sent (PetCreate.toy) and received (Pet.toy): one finding per direction.
    expect(
      diffDocuments(base, head)
        .map((c) => [c.rule, c.client])
        .sort(),
    ).toEqual([
      ['request-const-changed', 'breaking'],
      ['response-const-changed', 'breaking'],
    ]);
  });
});

describe('the oasdiff mapping', () => {
  it('every rule names its oasdiff equivalents (or none), and only rules of the registry are mapped', () => {
    expect(RULES.filter((r) => !Array.isArray(OASDIFF[r.id])).map((r) => r.id)).toEqual([]);
    expect(Object.keys(OASDIFF).filter((id) => !RULES.some((r) => r.id === id))).toEqual([]);
    for (const ids of Object.values(OASDIFF)) for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)+$/);
  });
});
