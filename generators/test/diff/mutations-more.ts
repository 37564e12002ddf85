/**
 * Mutation rows of the mutation suite (mutations.test.ts) for the JSON Schema keywords beyond type, bounds and
 * properties, for webhooks and callbacks, for the lifecycle policy, and the equivalences that must report
 * nothing (a pattern accepting everything, an annotation-only allOf member, an unused security scheme).
 */
import type { Bump } from '../../src/diff/types.js';
import { mini, mini30, type Doc } from './fixtures.js';

type Mutate = (d: Doc) => void;
export interface Row {
  name: string;
  from: Doc;
  base?: Mutate;
  head: Mutate;
  rule?: string;
  bump: Bump;
}
const S = (d: Doc, name: string) => d.components.schemas[name];
const PP = (d: Doc, schema: string) => S(d, schema).properties;
const m = (name: string, rule: string | undefined, bump: Bump, head: Mutate, base?: Mutate, from: Doc = mini): Row => ({ name, from, head, rule, bump, ...(base ? { base } : {}) });

/**
 * Each keyword family: where it goes in a request schema (PetCreate) and in a response schema (Pet), and the
 * constraint written. Every family gets four rows: added and removed, in a request and in a response.
 */
interface Family {
  id: string;
  request: (d: Doc) => Doc;
  response: (d: Doc) => Doc;
  set: (s: Doc) => void;
  unset: (s: Doc) => void;
  /** A change of the constraint to another (for the families with a `-changed` rule). */
  change?: { from: (s: Doc) => void; to: (s: Doc) => void };
}
const families: Family[] = [
  { id: 'contains', request: (d) => PP(d, 'PetCreate').pair, response: (d) => PP(d, 'Pet').tags, set: (s) => (s.contains = { const: 'a' }), unset: (s) => delete s.contains },
  {
    id: 'dependent-required',
    request: (d) => S(d, 'PetCreate'),
    response: (d) => S(d, 'Pet'),
    set: (s) => (s.dependentRequired = { kind: ['name'] }),
    unset: (s) => delete s.dependentRequired,
  },
  {
    id: 'dependent-schema',
    request: (d) => S(d, 'PetCreate'),
    response: (d) => S(d, 'Pet'),
    set: (s) => (s.dependentSchemas = { kind: { required: ['name'] } }),
    unset: (s) => delete s.dependentSchemas,
  },
  {
    id: 'conditional',
    request: (d) => S(d, 'PetCreate'),
    response: (d) => S(d, 'Pet'),
    set: (s) => Object.assign(s, { if: { properties: { kind: { const: 'cat' } } }, then: { required: ['kind'] } }),
    unset: (s) => {
      delete s.if;
      delete s.then;
    },
    change: {
      from: (s) => Object.assign(s, { if: { properties: { kind: { const: 'cat' } } }, then: { required: ['kind'] } }),
      to: (s) => (s.if = { properties: { kind: { const: 'dog' } } }),
    },
  },
  { id: 'not', request: (d) => PP(d, 'PetCreate').name, response: (d) => PP(d, 'Pet').name, set: (s) => (s.not = { const: 'none' }), unset: (s) => delete s.not },
  {
    id: 'property-names',
    request: (d) => PP(d, 'PetCreate').props,
    response: (d) => PP(d, 'Pet').attrs,
    set: (s) => (s.propertyNames = { maxLength: 20 }),
    unset: (s) => delete s.propertyNames,
  },
  {
    id: 'unevaluated',
    request: (d) => S(d, 'PetCreate'),
    response: (d) => S(d, 'Pet'),
    set: (s) => (s.unevaluatedProperties = false),
    unset: (s) => delete s.unevaluatedProperties,
  },
  {
    id: 'content',
    request: (d) => PP(d, 'PetCreate').nickname,
    response: (d) => PP(d, 'Pet').name,
    set: (s) => Object.assign(s, { contentEncoding: 'base64', contentMediaType: 'image/png' }),
    unset: (s) => {
      delete s.contentEncoding;
      delete s.contentMediaType;
    },
    change: { from: (s) => (s.contentEncoding = 'base64'), to: (s) => (s.contentEncoding = 'base32') },
  },
];
export const keywordRows: Row[] = families.flatMap((f) =>
  (['request', 'response'] as const).flatMap((side) => {
    const at = f[side];
    const rows = [
      m(`${side} ${f.id} constraint added`, `${side}-${f.id}-added`, side === 'request' ? 'major' : 'minor', (d) => f.set(at(d))),
      m(
        `${side} ${f.id} constraint removed`,
        `${side}-${f.id}-removed`,
        side === 'request' ? 'minor' : 'major',
        (d) => f.unset(at(d)),
        (d) => f.set(at(d)),
      ),
    ];
    if (f.change)
      rows.push(
        m(
          `${side} ${f.id} constraint replaced`,
          `${side}-${f.id}-changed`,
          'major',
          (d) => f.change!.to(at(d)),
          (d) => f.change!.from(at(d)),
        ),
      );
    return rows;
  }),
);
keywordRows.push(
  // Nested positions: what changes inside a subschema both sides keep is compared in place.
  m(
    'required request field added under then',
    'request-required-property-added',
    'major',
    (d) => (S(d, 'PetCreate').then = { properties: { color: { type: 'string' } }, required: ['color'] }),
    (d) => Object.assign(S(d, 'PetCreate'), { if: { required: ['kind'] }, then: { properties: {} } }),
  ),
  m('request tuple member narrowed (prefixItems)', 'request-type-changed', 'major', (d) => (PP(d, 'PetCreate').pair.prefixItems[0].type = 'integer')),
  // Under `not` the direction turns over: a looser `not` refuses more of what clients send.
  m(
    'request not-schema loosened (refuses more)',
    'response-bound-loosened',
    'major',
    (d) => (PP(d, 'PetCreate').nickname.not.maxLength = 5),
    (d) => (PP(d, 'PetCreate').nickname.not = { maxLength: 3 }),
  ),
  m(
    'response value constrained by a new dependentSchemas entry of a kept map',
    'response-dependent-schema-removed',
    'major',
    (d) => delete S(d, 'Pet').dependentSchemas.born,
    (d) => (S(d, 'Pet').dependentSchemas = { kind: { required: ['name'] }, born: { required: ['weight'] } }),
  ),
  m(
    'request const changed',
    'request-const-changed',
    'major',
    (d) => (PP(d, 'PetCreate').nickname.const = 'b'),
    (d) => (PP(d, 'PetCreate').nickname.const = 'a'),
  ),
  m('response const changed', 'response-const-changed', 'major', (d) => (PP(d, 'Ball').type.const = 'sphere')),
  // OpenAPI 3.0's keywords: boolean exclusive bounds and nullable.
  {
    name: 'request 3.0 exclusiveMaximum turned on',
    from: mini30,
    head: (d) => (d.paths['/pets'].get.parameters[0].schema.exclusiveMaximum = true),
    rule: 'request-bound-tightened',
    bump: 'major',
  },
  {
    name: 'request 3.0 nullable turned off',
    from: mini30,
    base: (d) => (PP(d, 'PetCreate').nickname.nullable = true),
    head: (d) => delete PP(d, 'PetCreate').nickname.nullable,
    rule: 'request-became-not-nullable',
    bump: 'major',
  },
);

// ---- webhooks and callbacks ----

const payload = () => ({ type: 'object', required: ['id'], properties: { id: { type: 'string' }, note: { type: 'string' } } });
const hook = () => ({ post: { requestBody: { required: false, content: { 'application/json': { schema: payload() } } }, responses: { '200': { description: 'Received.' } } } });
const withWebhook = (d: Doc) => (d.webhooks = { petAdopted: hook() });
const withCallback = (d: Doc) => (d.paths['/pets'].post.callbacks = { onAdopted: { '{$request.body#/callbackUrl}': hook() } });
const webhookBody = (d: Doc) => d.webhooks.petAdopted.post.requestBody;
export const hookRows: Row[] = [
  m('webhook removed', 'webhook-removed', 'major', (d) => delete d.webhooks.petAdopted, withWebhook),
  m('webhook added', 'webhook-added', 'minor', withWebhook),
  m('callback removed', 'callback-removed', 'major', (d) => delete d.paths['/pets'].post.callbacks, withCallback),
  m('callback added', 'callback-added', 'minor', withCallback),
  // Reversed: what the API sends in a webhook is what clients receive.
  m(
    'webhook payload loses a required field',
    'response-required-property-removed',
    'major',
    (d) => delete webhookBody(d).content['application/json'].schema.properties.id,
    withWebhook,
  ),
  m(
    'webhook payload field type widened',
    'response-type-changed',
    'major',
    (d) => (webhookBody(d).content['application/json'].schema.properties.note.type = ['string', 'integer']),
    withWebhook,
  ),
  // A webhook body the API now always sends: its side of the contract, not the clients'.
  m('webhook body became required (the API must send it)', 'request-body-became-required', 'minor', (d) => (webhookBody(d).required = true), withWebhook),
  m(
    'callback payload gains a required field',
    'response-required-property-added',
    'minor',
    (d) => {
      const s = d.paths['/pets'].post.callbacks.onAdopted['{$request.body#/callbackUrl}'].post.requestBody.content['application/json'].schema;
      s.properties.at = { type: 'string' };
      s.required.push('at');
    },
    withCallback,
  ),
];

// ---- lifecycle policy ----

const getPet = (d: Doc) => d.paths['/pets/{pet_id}'].get;
const listPets = (d: Doc) => d.paths['/pets'].get;
const limitParam = (d: Doc, name: string) => listPets(d).parameters.find((x: Doc) => x.name === name);
export const lifecycleRows: Row[] = [
  m(
    'deprecated operation removed after its sunset date',
    'deprecated-operation-removed-after-sunset',
    'minor',
    (d) => delete d.paths['/pets/{pet_id}'].get,
    (d) => Object.assign(getPet(d), { deprecated: true, 'x-sunset': '2020-01-31' }),
  ),
  m(
    'deprecated operation removed after its sunset date (sunset key)',
    'deprecated-operation-removed-after-sunset',
    'minor',
    (d) => delete d.paths['/pets/{pet_id}'].get,
    (d) => Object.assign(getPet(d), { deprecated: true, sunset: '2020-01-31' }),
  ),
  m(
    'deprecated operation removed before its sunset date',
    'operation-removed',
    'major',
    (d) => delete d.paths['/pets/{pet_id}'].get,
    (d) => Object.assign(getPet(d), { deprecated: true, 'x-sunset': '2999-01-31' }),
  ),
  m(
    'deprecated operation removed with no sunset date',
    'operation-removed',
    'major',
    (d) => delete d.paths['/pets/{pet_id}'].get,
    (d) => (getPet(d).deprecated = true),
  ),
  m(
    'stability decreased',
    'stability-decreased',
    'major',
    (d) => (getPet(d)['x-stability-level'] = 'beta'),
    (d) => (getPet(d)['x-stability-level'] = 'stable'),
  ),
  m(
    'stability increased',
    'stability-increased',
    'minor',
    (d) => (getPet(d)['x-stability-level'] = 'stable'),
    (d) => (getPet(d)['x-stability-level'] = 'beta'),
  ),
  m(
    'a parameter removed from an alpha operation is not breaking',
    'parameter-removed',
    'minor',
    (d) => listPets(d).parameters.pop(),
    (d) => (listPets(d)['x-stability-level'] = 'alpha'),
  ),
  m(
    'a draft operation removed is not breaking',
    'operation-removed',
    'minor',
    (d) => delete d.paths['/pets/{pet_id}'].get,
    (d) => (getPet(d)['x-stability-level'] = 'draft'),
  ),
  m('stability level set to one the policy does not know', 'stability-level-invalid', 'minor', (d) => (getPet(d)['x-stability-level'] = 'experimental')),
  m(
    'stable operation marked with an unknown level',
    'stability-decreased',
    'major',
    (d) => (getPet(d)['x-stability-level'] = 'Stable'),
    (d) => (getPet(d)['x-stability-level'] = 'stable'),
  ),
  m(
    'sunset date that is no date',
    'sunset-date-invalid',
    'minor',
    (d) => (getPet(d)['x-sunset'] = 'next spring'),
    (d) => (getPet(d).deprecated = true),
  ),
  m(
    'sunset date replaced by something that is no date',
    'sunset-date-invalid',
    'minor',
    (d) => (getPet(d)['x-sunset'] = 'TBD'),
    (d) => Object.assign(getPet(d), { deprecated: true, 'x-sunset': '2027-01-31' }),
  ),
  m(
    'sunset date brought forward',
    'sunset-date-brought-forward',
    'major',
    (d) => (getPet(d)['x-sunset'] = '2026-06-30'),
    (d) => Object.assign(getPet(d), { deprecated: true, 'x-sunset': '2027-01-31' }),
  ),
  // Sunset dates of parameters and of properties (schemas), read as those of operations.
  m(
    'deprecated parameter removed after its sunset date',
    'deprecated-parameter-removed-after-sunset',
    'minor',
    (d) => (listPets(d).parameters = listPets(d).parameters.filter((x: Doc) => x.name !== 'tags')),
    (d) => Object.assign(limitParam(d, 'tags'), { deprecated: true, 'x-sunset': '2020-01-31' }),
  ),
  m(
    'deprecated parameter removed before its sunset date',
    'parameter-removed',
    'major',
    (d) => (listPets(d).parameters = listPets(d).parameters.filter((x: Doc) => x.name !== 'tags')),
    (d) => Object.assign(limitParam(d, 'tags'), { deprecated: true, 'x-sunset': '2999-01-31' }),
  ),
  m(
    'parameter sunset date brought forward',
    'sunset-date-brought-forward',
    'major',
    (d) => (limitParam(d, 'limit')['x-sunset'] = '2026-06-30'),
    (d) => Object.assign(limitParam(d, 'limit'), { deprecated: true, 'x-sunset': '2027-01-31' }),
  ),
  m(
    'parameter sunset date withdrawn',
    'sunset-date-set',
    'minor',
    (d) => delete limitParam(d, 'limit')['x-sunset'],
    (d) => Object.assign(limitParam(d, 'limit'), { deprecated: true, 'x-sunset': '2027-01-31' }),
  ),
  m(
    'parameter sunset date that is no date',
    'sunset-date-invalid',
    'minor',
    (d) => (limitParam(d, 'limit')['x-sunset'] = 'invalid-date'),
    (d) => (limitParam(d, 'limit').deprecated = true),
  ),
  m(
    'property sunset date brought forward',
    'sunset-date-brought-forward',
    'major',
    (d) => (PP(d, 'Pet').born['x-sunset'] = '2026-06-30'),
    (d) => Object.assign(PP(d, 'Pet').born, { deprecated: true, 'x-sunset': '2027-01-31' }),
  ),
  m(
    'property sunset date set',
    'sunset-date-set',
    'minor',
    (d) => (PP(d, 'PetCreate').nickname['x-sunset'] = '2027-01-31'),
    (d) => (PP(d, 'PetCreate').nickname.deprecated = true),
  ),
  m(
    'property sunset date that is no date',
    'sunset-date-invalid',
    'minor',
    (d) => (PP(d, 'PetCreate').nickname['x-sunset'] = 'soon'),
    (d) => (PP(d, 'PetCreate').nickname.deprecated = true),
  ),
];

// ---- semantics: equivalent documents report nothing ----

export const semanticRows: Row[] = [
  m(
    'response pattern that accepts everything removed',
    undefined,
    'none',
    (d) => delete PP(d, 'Pet').name.pattern,
    (d) => (PP(d, 'Pet').name.pattern = '^.*$'),
  ),
  m('request pattern .* added', undefined, 'none', (d) => (PP(d, 'PetCreate').nickname.pattern = '.*')),
  m('request empty pattern added', undefined, 'none', (d) => (PP(d, 'PetCreate').nickname.pattern = '')),
  m('annotation-only allOf member added', undefined, 'none', (d) =>
    PP(d, 'PetCreate').meta.allOf.push({ title: 'Meta', description: 'What the pet carries.', $comment: 'x', deprecated: false }),
  ),
  m('annotation-only then added', undefined, 'none', (d) => Object.assign(S(d, 'PetCreate'), { if: { required: ['kind'] }, then: { description: 'Cats.' } })),
  m(
    'unreferenced security scheme removed',
    undefined,
    'none',
    (d) => delete d.components.securitySchemes.legacy,
    (d) => (d.components.securitySchemes.legacy = { type: 'apiKey', in: 'header', name: 'X-Legacy' }),
  ),
  m('const written as a one-value enum', undefined, 'none', (d) => (PP(d, 'Ball').type = { enum: ['ball'] })),
];
