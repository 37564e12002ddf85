/**
 * Schemas, compared in the direction they travel. In a request, whatever clients send today must still be
 * accepted: narrowing breaks clients, widening is new work for servers. In a response, whatever clients
 * understand today must still cover what they receive: widening breaks clients, narrowing is fine for them
 * (servers must stop sending what was dropped). A request field marked `readOnly` and a response field marked
 * `writeOnly` are not part of that direction.
 */
import {
  canonical,
  effectivePattern,
  enumeration,
  isTrivial,
  formatWidens,
  nullable,
  numericBounds,
  openSet,
  show,
  types,
  type Bound,
  type Direction,
  type Doc,
  type Json,
} from '../model.js';
import { comparePatterns } from '../pattern.js';
import { rule, type Report, type Rule, type SchemaPair } from '../rule.js';
import type { Bump, Severity } from '../types.js';
import { matchSubschemas } from '../walk.js';

type Verdict = [client: Severity, server: Severity, semver: Bump];
const BREAKS: Verdict = ['breaking', 'non-breaking', 'major'];
/** Request widened: clients fine, servers receive what they did not before. */
const SERVER_REVIEW: Verdict = ['non-breaking', 'potentially-breaking', 'minor'];
/** Response narrowed: clients fine, servers must stop sending what was dropped. */
const SERVER_MUST: Verdict = ['non-breaking', 'breaking', 'minor'];
const WARNS: Verdict = ['potentially-breaking', 'non-breaking', 'minor'];

/**
 * Neither the wire nor, by itself, the generated SDK: a warning that the SDK impact decides (`sdk: 'decides'`):
 * breaking when code written against the base SDK stops compiling, else not.
 */
const SDK_DECIDES: Verdict = ['potentially-breaking', 'non-breaking', 'minor'];

function schemaRule(
  id: string,
  direction: Direction,
  [client, server, semver]: Verdict,
  description: string,
  schema: (pair: SchemaPair, report: Report) => void,
  sdk?: 'decides',
): Rule {
  return rule({ id, category: 'schemas', description, client, server, semver, direction, ...(sdk ? { sdk } : {}), visit: { schema } });
}

/** The same check in both directions, with the verdict each direction gets. */
function both(
  id: string,
  verdicts: { request: Verdict; response: Verdict },
  description: { request: string; response: string },
  schema: (pair: SchemaPair, report: Report) => void,
  sdk?: 'decides',
): Rule[] {
  return (['request', 'response'] as const).map((d) => schemaRule(`${d}-${id}`, d, verdicts[d], description[d], schema, sdk));
}

// ---- types, nullable, format ----

const typeList = (t: Set<string> | undefined) => (t ? [...t].sort().join('|') || 'null' : 'any');
/** `sub` allows no value `sup` does not: integer is within number. */
const within = (sub: Set<string>, sup: Set<string>) => [...sub].every((t) => sup.has(t) || (t === 'integer' && sup.has('number')));
/** Types of b compared with a: 'same' | 'wider' | 'narrower' | 'other'. */
function typeChange(a: Json, b: Json): 'same' | 'wider' | 'narrower' | 'other' {
  const [ta, tb] = [types(a), types(b)];
  if (!ta && !tb) return 'same';
  if (!tb) return 'wider';
  if (!ta) return 'narrower';
  const [ab, ba] = [within(ta, tb), within(tb, ta)];
  if (ab && ba) return 'same';
  if (ab) return 'wider';
  if (ba) return 'narrower';
  return 'other';
}
const typeMessage = (a: Json, b: Json) => `type ${typeList(types(a))} -> ${typeList(types(b))}`;

const typeRules = [
  schemaRule(
    'request-type-changed',
    'request',
    BREAKS,
    'The request type changed or narrowed (a type added where any was allowed, a type dropped): values clients send are refused. Widening integer to number is compatible.',
    ({ a, b, at }, report) => {
      const c = typeChange(a, b);
      if (c === 'narrower' || c === 'other') report(at, typeMessage(a, b));
    },
  ),
  schemaRule(
    'request-type-widened',
    'request',
    SERVER_REVIEW,
    'The request type widened (integer -> number, a type added to a list, the type removed): clients fine, servers receive new kinds of values.',
    ({ a, b, at }, report) => {
      if (typeChange(a, b) === 'wider') report(at, typeMessage(a, b));
    },
  ),
  schemaRule(
    'response-type-changed',
    'response',
    BREAKS,
    'The response type changed or widened (string -> integer, object -> array, integer -> number, the type removed): clients parsing the old type break.',
    ({ a, b, at }, report) => {
      const c = typeChange(a, b);
      if (c === 'wider' || c === 'other') report(at, typeMessage(a, b));
    },
  ),
  schemaRule(
    'response-type-narrowed',
    'response',
    SERVER_MUST,
    'The response type narrowed (number -> integer, a type dropped from a list, a type given where any was allowed): clients fine.',
    ({ a, b, at }, report) => {
      if (typeChange(a, b) === 'narrower') report(at, typeMessage(a, b));
    },
  ),
  ...both(
    'became-nullable',
    { request: SERVER_REVIEW, response: BREAKS },
    {
      request: 'null is now accepted (3.1 type list or 3.0 nullable): servers receive null.',
      response: 'The value may now be null (3.1 type list or 3.0 nullable): clients not expecting null break.',
    },
    ({ a, b, at }, report) => void (nullable(a) === false && nullable(b) === true && report(at, 'may now be null')),
  ),
  ...both(
    'became-not-nullable',
    { request: BREAKS, response: SERVER_MUST },
    { request: 'null is no longer accepted: clients sending null are refused.', response: 'The value is no longer null: clients fine.' },
    ({ a, b, at }, report) => void (nullable(a) === true && nullable(b) === false && report(at, 'null no longer allowed')),
  ),
];

type FormatChange = 'none' | 'wider' | 'narrower' | 'other';
function formatChange(a: Json, b: Json): FormatChange {
  const [fa, fb] = [a.format as string | undefined, b.format as string | undefined];
  if (fa === fb) return 'none';
  if (!fb) return 'wider';
  if (!fa) return 'narrower';
  if (formatWidens(fa, fb)) return 'wider';
  if (formatWidens(fb, fa)) return 'narrower';
  return 'other';
}
const formatMessage = (a: Json, b: Json) => `format ${a.format ?? '(none)'} -> ${b.format ?? '(none)'}`;
const formatRules = [
  schemaRule(
    'request-format-changed',
    'request',
    BREAKS,
    'The request format changed or was added (e.g. date-time -> date): values clients send may be refused. Compatible widenings (int32 -> int64, float -> double, email -> idn-email, uri -> iri) are not.',
    ({ a, b, at }, report) => {
      const c = formatChange(a, b);
      if (c === 'narrower' || c === 'other') report(at, formatMessage(a, b));
    },
  ),
  schemaRule('request-format-widened', 'request', SERVER_REVIEW, 'The request format widened compatibly or was removed.', ({ a, b, at }, report) => {
    if (formatChange(a, b) === 'wider') report(at, formatMessage(a, b));
  }),
  schemaRule(
    'response-format-changed',
    'response',
    BREAKS,
    'The response format changed, widened or was removed (date-time -> date, int32 -> int64): clients parsing the old format break.',
    ({ a, b, at }, report) => {
      const c = formatChange(a, b);
      if (c === 'wider' || c === 'other') report(at, formatMessage(a, b));
    },
  ),
  schemaRule(
    'response-format-narrowed',
    'response',
    SERVER_MUST,
    'The response format narrowed compatibly (int64 -> int32) or was added: clients fine.',
    ({ a, b, at }, report) => {
      if (formatChange(a, b) === 'narrower') report(at, formatMessage(a, b));
    },
  ),
];

// ---- enum ----

const missing = (from: unknown[], to: unknown[]) => {
  const keys = new Set(to.map(canonical));
  return from.filter((v) => !keys.has(canonical(v)));
};
/** A constant (`const`, or an enum of one value) that took another value: one change, not a value added and one removed. */
const constChanged = (ea: unknown[] | undefined, eb: unknown[] | undefined) => ea?.length === 1 && eb?.length === 1 && canonical(ea[0]) !== canonical(eb[0]);
const enumRules = [
  ...both(
    'const-changed',
    { request: BREAKS, response: BREAKS },
    {
      request: 'A constant (`const`, or an enum of one value) changed: the value clients send is refused.',
      response: 'A constant (`const`, or an enum of one value) changed: clients comparing with the old value break.',
    },
    ({ a, b, at }, report) => {
      const [ea, eb] = [enumeration(a), enumeration(b)];
      if (constChanged(ea, eb)) report(at, `constant ${show(ea![0])} -> ${show(eb![0])}`);
    },
  ),
  ...both(
    'enum-value-removed',
    { request: BREAKS, response: SERVER_MUST },
    { request: 'An allowed value is gone: clients sending it are refused.', response: 'A value is no longer sent: clients fine (they handle one value fewer).' },
    ({ a, b, at }, report) => {
      const [ea, eb] = [enumeration(a), enumeration(b)];
      if (ea && eb && !constChanged(ea, eb) && missing(ea, eb).length) report(at, `value(s) ${show(missing(ea, eb))} removed`);
    },
  ),
  ...both(
    'enum-value-added',
    { request: SERVER_REVIEW, response: WARNS },
    { request: 'A new allowed value: servers must handle it.', response: 'A new value clients may receive: an exhaustive switch over the old values misses it (a warning).' },
    ({ a, b, at }, report) => {
      const [ea, eb] = [enumeration(a), enumeration(b)];
      if (ea && eb && !constChanged(ea, eb) && missing(eb, ea).length) report(at, `value(s) ${show(missing(eb, ea))} added`);
    },
  ),
  ...both(
    'became-enum',
    { request: BREAKS, response: SERVER_MUST },
    { request: 'A free value is now restricted to a list: other values clients send are refused.', response: 'A free value is now one of a list: clients fine.' },
    ({ a, b, at }, report) => void (!enumeration(a) && !openSet(a) && enumeration(b) && report(at, `now restricted to ${show(enumeration(b))}`)),
  ),
  ...both(
    'enum-removed',
    { request: SERVER_REVIEW, response: BREAKS },
    { request: 'The value list is gone: any value is accepted.', response: 'The value is no longer one of a list: clients handling only the listed values break.' },
    ({ a, b, at }, report) => void (enumeration(a) && !enumeration(b) && !openSet(b) && report(at, `no longer restricted to ${show(enumeration(a))}`)),
  ),
];

// ---- open sets (x-extensible-enum: the values known today of a set that may grow) ----

const openSetRules = [
  ...both(
    'extensible-enum-value-added',
    { request: SERVER_REVIEW, response: ['non-breaking', 'non-breaking', 'minor'] },
    {
      request: 'A new known value of an open set (x-extensible-enum) clients may send: servers must handle it.',
      response: 'A new known value of an open set (x-extensible-enum): clients were told to expect values they do not know.',
    },
    ({ a, b, at }, report) => {
      const [ea, eb] = [openSet(a), openSet(b)];
      if (enumeration(a) || !eb) return;
      const added = missing(eb, ea ?? []);
      if (added.length) report(at, `known value(s) ${show(added)} added`);
    },
  ),
  ...both(
    'extensible-enum-value-removed',
    { request: WARNS, response: ['non-breaking', 'non-breaking', 'minor'] },
    {
      request: 'A value of an open set (x-extensible-enum) is no longer listed: servers may stop accepting it (a warning).',
      response: 'A value of an open set (x-extensible-enum) is no longer listed: clients fine.',
    },
    ({ a, b, at }, report) => {
      const [ea, eb] = [openSet(a), openSet(b)];
      if (!ea || enumeration(b)) return;
      const removed = missing(ea, eb ?? []);
      if (removed.length) report(at, `known value(s) ${show(removed)} no longer listed`);
    },
  ),
  ...both(
    'enum-opened',
    { request: SERVER_REVIEW, response: WARNS },
    {
      request: 'A closed enum became an open set (x-extensible-enum): servers receive values beyond the list.',
      response:
        'A closed enum became an open set (x-extensible-enum): clients handling only the listed values may receive others (a warning; an exhaustive switch in SDK code stops compiling).',
    },
    ({ a, b, at }, report) => void (enumeration(a) && openSet(b) && !enumeration(b) && report(at, `enum ${show(enumeration(a))} -> open set ${show(openSet(b))}`)),
  ),
  ...both(
    'enum-closed',
    { request: BREAKS, response: SERVER_MUST },
    {
      request: 'An open set (x-extensible-enum) became a closed enum: values beyond the list that clients send are refused.',
      response: 'An open set (x-extensible-enum) became a closed enum: clients fine.',
    },
    ({ a, b, at }, report) => void (openSet(a) && !enumeration(a) && enumeration(b) && report(at, `open set ${show(openSet(a))} -> enum ${show(enumeration(b))}`)),
  ),
];

// ---- bounds: numbers, lengths, counts, pattern, multipleOf, uniqueItems ----

interface Limit {
  keyword: string;
  /** Stricter, looser, or neither to tell (one pattern for another): judged as breaking both ways. */
  tighter: boolean | 'unknown';
  message: string;
}
const COUNTS: [lower: string, upper: string][] = [
  ['minLength', 'maxLength'],
  ['minItems', 'maxItems'],
  ['minProperties', 'maxProperties'],
  ['minContains', 'maxContains'],
];
const fmt = (b: Bound | undefined) => (b ? `${b.exclusive ? '(exclusive) ' : ''}${b.value}` : '(none)');
function limits(a: Json, b: Json): Limit[] {
  const out: Limit[] = [];
  const bound = (keyword: string, x: Bound | undefined, y: Bound | undefined, upper: boolean) => {
    if (!x && !y) return;
    if (x && y && x.value === y.value && x.exclusive === y.exclusive) return;
    const tighter = !x ? true : !y ? false : upper ? y.value < x.value || (y.value === x.value && y.exclusive) : y.value > x.value || (y.value === x.value && y.exclusive);
    out.push({ keyword, tighter, message: `${keyword} ${fmt(x)} -> ${fmt(y)}` });
  };
  const [na, nb] = [numericBounds(a), numericBounds(b)];
  bound('minimum', na.lower, nb.lower, false);
  bound('maximum', na.upper, nb.upper, true);
  const asBound = (v: unknown): Bound | undefined => (typeof v === 'number' ? { value: v, exclusive: false } : undefined);
  for (const [lo, hi] of COUNTS) {
    bound(lo, asBound(a[lo]), asBound(b[lo]), false);
    bound(hi, asBound(a[hi]), asBound(b[hi]), true);
  }
  const [pa, pb] = [effectivePattern(a.pattern), effectivePattern(b.pattern)];
  // One pattern for another: compared as the sets of strings they accept (pattern.ts); equal sets are no change.
  const replaced = pa !== undefined && pb !== undefined && pa !== pb ? comparePatterns(pa, pb) : undefined;
  if (pa !== pb && replaced !== 'same')
    out.push({
      keyword: 'pattern',
      tighter: pa === undefined ? true : pb === undefined ? false : replaced === 'tighter' ? true : replaced === 'looser' ? false : 'unknown',
      message: `pattern ${a.pattern ?? '(none)'} -> ${b.pattern ?? '(none)'}`,
    });
  if (a.multipleOf !== b.multipleOf) {
    const looser = b.multipleOf === undefined || (typeof a.multipleOf === 'number' && a.multipleOf % b.multipleOf === 0);
    out.push({ keyword: 'multipleOf', tighter: !looser, message: `multipleOf ${a.multipleOf ?? '(none)'} -> ${b.multipleOf ?? '(none)'}` });
  }
  if (!!a.uniqueItems !== !!b.uniqueItems) out.push({ keyword: 'uniqueItems', tighter: !!b.uniqueItems, message: `uniqueItems ${!!a.uniqueItems} -> ${!!b.uniqueItems}` });
  return out;
}
const boundRules = [
  schemaRule(
    'request-bound-tightened',
    'request',
    BREAKS,
    'A request limit got stricter or was added, or a pattern was replaced by one that refuses strings the old one accepted (compared as the sets of strings they accept; one that cannot be compared counts as stricter) (minimum/maximum and exclusives, min/max length, items, properties, contains; pattern; multipleOf; uniqueItems): values clients send may be refused.',
    ({ a, b, at }, report) => {
      for (const l of limits(a, b)) if (l.tighter !== false) report(at, l.message);
    },
  ),
  schemaRule(
    'request-bound-loosened',
    'request',
    SERVER_REVIEW,
    'A request limit got looser or was removed, or a pattern was replaced by one that accepts every string the old one did: servers receive values they did not before.',
    ({ a, b, at }, report) => {
      for (const l of limits(a, b)) if (l.tighter === false) report(at, l.message);
    },
  ),
  schemaRule(
    'response-bound-loosened',
    'response',
    BREAKS,
    'A response limit got looser or was removed (a longer string, a larger number, more items): clients that relied on it (storage sizes, parsing) break. A pattern is `response-pattern-loosened`.',
    ({ a, b, at }, report) => {
      for (const l of limits(a, b)) if (l.tighter !== true && l.keyword !== 'pattern') report(at, l.message);
    },
  ),
  // A pattern is not carried into the generated SDK's types (a string stays a string) and the value keeps its
  // JSON type and bounds: what can break is a client that validates responses strictly, as with
  // `response-additional-properties-opened`.
  schemaRule(
    'response-pattern-loosened',
    'response',
    WARNS,
    'A response pattern was removed, or replaced by one that accepts strings the old one refused: values keep their type and length limits, but clients that validate responses by the old pattern may refuse some (a warning).',
    ({ a, b, at }, report) => {
      for (const l of limits(a, b)) if (l.tighter !== true && l.keyword === 'pattern') report(at, l.message);
    },
  ),
  schemaRule('response-bound-tightened', 'response', SERVER_MUST, 'A response limit got stricter or was added: clients fine.', ({ a, b, at }, report) => {
    for (const l of limits(a, b)) if (l.tighter === true) report(at, l.message);
  }),
];

// ---- default ----

const defaultRules = both(
  'default-changed',
  { request: ['potentially-breaking', 'potentially-breaking', 'minor'], response: WARNS },
  {
    request: 'The default applied when clients omit the value changed, was added or removed: behaviour changes without a client change (a warning).',
    response: 'The documented default of a response value changed (a warning).',
  },
  ({ a, b, at }, report) => void (canonical(a.default) !== canonical(b.default) && report(at, `default ${show(a.default)} -> ${show(b.default)}`)),
);

// ---- properties: presence, required, readOnly/writeOnly ----

interface Prop {
  schema: Json;
  visible: boolean;
  required: boolean;
}
function props(doc: Doc, s: Json, direction: Direction): Map<string, Prop> {
  const required = new Set<string>(Array.isArray(s.required) ? s.required : []);
  const hidden = direction === 'request' ? 'readOnly' : 'writeOnly';
  const out = new Map<string, Prop>();
  for (const [name, raw] of Object.entries<Json>(s.properties ?? {})) {
    const schema = doc.deref(raw) ?? {};
    const visible = schema[hidden] !== true;
    out.set(name, { schema, visible, required: visible && required.has(name) });
  }
  return out;
}
/** `b`: the object schema of the head the property belongs (or belonged) to. */
type PropCheck = (name: string, x: Prop | undefined, y: Prop | undefined, b: Json) => string | undefined;
function propertyRule(id: string, direction: Direction, verdict: Verdict, description: string, check: PropCheck, sdk?: 'decides'): Rule {
  return schemaRule(
    id,
    direction,
    verdict,
    description,
    ({ a, b, at, base, head }, report) => {
      const [pa, pb] = [props(base, a, direction), props(head, b, direction)];
      for (const name of [...new Set([...pa.keys(), ...pb.keys()])].sort()) {
        const message = check(name, pa.get(name), pb.get(name), b);
        if (message) report(`${at}.${name}`, message);
      }
    },
    sdk,
  );
}
/**
 * Whether the object schema refuses a property it does not list: `additionalProperties: false` (or a schema
 * the name would have to match), or `unevaluatedProperties: false`. Absent, both accept anything.
 */
const refusesUnlisted = (s: Json) =>
  s.additionalProperties === false ||
  s.unevaluatedProperties === false ||
  (!!s.additionalProperties && typeof s.additionalProperties === 'object' && !isTrivial(s.additionalProperties));
const shown = (p: Prop | undefined): p is Prop => !!p?.visible;
const propertyRules = [
  propertyRule(
    'request-property-removed',
    'request',
    BREAKS,
    'A request field is gone and the object now refuses fields it does not list (`additionalProperties` or `unevaluatedProperties` false, or a schema for extra fields): clients sending it are refused. Where extra fields are still accepted, see `request-property-removed-still-accepted`.',
    (n, x, y, b) => (shown(x) && !y && refusesUnlisted(b) ? `field ${n} removed` : undefined),
  ),
  propertyRule(
    'request-property-removed-still-accepted',
    'request',
    SDK_DECIDES,
    'A request field is gone from the schema, which still accepts fields it does not list: requests that send it stay valid on the wire (the server may ignore it, a warning). The generated SDK decides: its exact body types refuse the field, so code sending it stops compiling and the SDK impact calls it breaking.',
    (n, x, y, b) => (shown(x) && !y && !refusesUnlisted(b) ? `field ${n} removed (extra fields are still accepted)` : undefined),
    'decides',
  ),
  propertyRule('request-property-added', 'request', SERVER_REVIEW, 'A new optional request field.', (n, x, y) =>
    !x && shown(y) && !y.required ? `new optional field ${n}` : undefined,
  ),
  propertyRule('request-required-property-added', 'request', BREAKS, 'A new required request field: existing calls lack it.', (n, x, y) =>
    !x && shown(y) && y.required ? `new required field ${n}` : undefined,
  ),
  propertyRule('request-property-became-required', 'request', BREAKS, 'An optional request field is now required.', (n, x, y) =>
    shown(x) && shown(y) && !x.required && y.required ? `field ${n} is now required` : undefined,
  ),
  propertyRule(
    'request-property-became-optional',
    'request',
    ['non-breaking', 'breaking', 'minor'],
    'A required request field is now optional: servers must handle its absence.',
    (n, x, y) => (shown(x) && shown(y) && x.required && !y.required ? `field ${n} no longer required` : undefined),
  ),
  propertyRule(
    'request-property-became-read-only',
    'request',
    SDK_DECIDES,
    'A request field is now readOnly: `readOnly` is an annotation (JSON Schema validation 9.4), so a request carrying it stays valid and the server ignores the value (a warning). The generated SDK decides: its request types drop readOnly fields, so code sending it stops compiling and the SDK impact calls it breaking.',
    (n, x, y) => (shown(x) && y && !y.visible ? `field ${n} is now readOnly` : undefined),
    'decides',
  ),
  propertyRule('request-property-became-writable', 'request', SERVER_REVIEW, 'A readOnly field may now be sent in requests.', (n, x, y) =>
    x && !x.visible && shown(y) ? `field ${n} is no longer readOnly${y.required ? ' (and required)' : ''}` : undefined,
  ),
  propertyRule('response-required-property-removed', 'response', BREAKS, 'A response field clients could rely on is gone.', (n, x, y) =>
    shown(x) && x.required && !y ? `field ${n} removed` : undefined,
  ),
  propertyRule(
    'response-optional-property-removed',
    'response',
    WARNS,
    'An optional response field is gone: clients had to cope with its absence, but may use it when present.',
    (n, x, y) => (shown(x) && !x.required && !y ? `field ${n} removed` : undefined),
  ),
  propertyRule('response-property-added', 'response', ['non-breaking', 'non-breaking', 'minor'], 'A new optional response field.', (n, x, y) =>
    !x && shown(y) && !y.required ? `new field ${n}` : undefined,
  ),
  propertyRule('response-required-property-added', 'response', SERVER_MUST, 'A new response field that is always present: servers must send it.', (n, x, y) =>
    !x && shown(y) && y.required ? `new field ${n}, always present` : undefined,
  ),
  propertyRule('response-property-became-optional', 'response', BREAKS, 'A response field may now be absent: clients relying on it break.', (n, x, y) =>
    shown(x) && shown(y) && x.required && !y.required ? `field ${n} may now be absent` : undefined,
  ),
  propertyRule('response-property-became-required', 'response', SERVER_MUST, 'A response field is now always present: servers must send it.', (n, x, y) =>
    shown(x) && shown(y) && !x.required && y.required ? `field ${n} is now always present` : undefined,
  ),
  propertyRule(
    'response-property-became-write-only',
    'response',
    BREAKS,
    'A required response field is now writeOnly: clients no longer receive a field they could rely on (as `response-required-property-removed`).',
    (n, x, y) => (shown(x) && x.required && y && !y.visible ? `field ${n} is now writeOnly` : undefined),
  ),
  propertyRule(
    'response-optional-property-became-write-only',
    'response',
    WARNS,
    'An optional response field is now writeOnly: clients had to cope with its absence, but may use it when present (a warning, as `response-optional-property-removed`).',
    (n, x, y) => (shown(x) && !x.required && y && !y.visible ? `field ${n} is now writeOnly` : undefined),
  ),
  propertyRule('response-property-became-readable', 'response', ['non-breaking', 'potentially-breaking', 'minor'], 'A writeOnly field is now returned.', (n, x, y) =>
    x && !x.visible && shown(y) ? `field ${n} is no longer writeOnly` : undefined,
  ),
];

// ---- additionalProperties, patternProperties, prefixItems ----

const closed = (s: Json) => s.additionalProperties === false;
const mapRules = [
  ...both(
    'additional-properties-closed',
    { request: BREAKS, response: SERVER_MUST },
    {
      request: 'Extra fields are no longer accepted (additionalProperties: false): clients sending them are refused.',
      response: 'The object no longer carries extra fields: clients fine.',
    },
    ({ a, b, at }, report) => void (!closed(a) && closed(b) && report(at, 'additionalProperties now false')),
  ),
  ...both(
    'additional-properties-opened',
    { request: SERVER_REVIEW, response: WARNS },
    { request: 'Extra fields are now accepted.', response: 'The object may now carry fields not listed: strict clients may choke (a warning).' },
    ({ a, b, at }, report) => void (closed(a) && !closed(b) && report(at, 'additionalProperties no longer false')),
  ),
  schemaRule(
    'request-pattern-property-removed',
    'request',
    BREAKS,
    'A patternProperties entry is gone and the object refuses fields it does not list: matching fields clients send are refused. Where they are still accepted, see `request-pattern-property-removed-still-accepted`.',
    ({ a, b, at }, report) => {
      if (!refusesUnlisted(b)) return;
      for (const p of Object.keys(a.patternProperties ?? {})) if (!(p in (b.patternProperties ?? {}))) report(at, `patternProperties /${p}/ removed`);
    },
  ),
  schemaRule(
    'request-pattern-property-removed-still-accepted',
    'request',
    SDK_DECIDES,
    'A patternProperties entry is gone from a schema that still accepts fields it does not list: matching fields clients send stay valid on the wire (a warning); the SDK impact decides whether the generated types still take them.',
    ({ a, b, at }, report) => {
      if (refusesUnlisted(b)) return;
      for (const p of Object.keys(a.patternProperties ?? {}))
        if (!(p in (b.patternProperties ?? {}))) report(at, `patternProperties /${p}/ removed (extra fields are still accepted)`);
    },
    'decides',
  ),
  schemaRule(
    'response-pattern-property-removed',
    'response',
    BREAKS,
    'A patternProperties entry is gone: clients reading matching fields lose their shape.',
    ({ a, b, at }, report) => {
      for (const p of Object.keys(a.patternProperties ?? {})) if (!(p in (b.patternProperties ?? {}))) report(at, `patternProperties /${p}/ removed`);
    },
  ),
  ...both(
    'pattern-property-added',
    { request: ['potentially-breaking', 'non-breaking', 'minor'], response: ['non-breaking', 'non-breaking', 'minor'] },
    {
      request: 'A new patternProperties entry constrains matching fields clients may already send (a warning).',
      response: 'A new patternProperties entry describes matching fields.',
    },
    ({ a, b, at }, report) => {
      for (const p of Object.keys(b.patternProperties ?? {})) if (!(p in (a.patternProperties ?? {}))) report(at, `patternProperties /${p}/ added`);
    },
  ),
  ...both(
    'prefix-items-removed',
    { request: BREAKS, response: SERVER_MUST },
    { request: 'Positional items (prefixItems) were removed: tuples clients send no longer match.', response: 'Positional items (prefixItems) were removed: clients fine.' },
    ({ a, b, at }, report) => {
      const [x, y] = [(a.prefixItems ?? []) as unknown[], (b.prefixItems ?? []) as unknown[]];
      if (y.length < x.length) report(at, `prefixItems ${x.length} -> ${y.length}`);
    },
  ),
  ...both(
    'prefix-items-added',
    { request: SERVER_REVIEW, response: BREAKS },
    { request: 'Positional items (prefixItems) were added.', response: 'Positional items (prefixItems) were added: clients reading the array as before may misread it.' },
    ({ a, b, at }, report) => {
      const [x, y] = [(a.prefixItems ?? []) as unknown[], (b.prefixItems ?? []) as unknown[]];
      if (y.length > x.length) report(at, `prefixItems ${x.length} -> ${y.length}`);
    },
  ),
];

// ---- composition ----

const listed = (v: unknown): v is unknown[] => Array.isArray(v) && v.length > 0;
/**
 * A request schema that had no oneOf (anyOf) and now has one: every request must now match exactly one (at
 * least one) of the alternatives, a new constraint, unless one alternative is the old schema itself (and, for
 * oneOf, the only one). Returns the keyword, or undefined.
 */
function wrappedIn(pair: SchemaPair): 'oneOf' | 'anyOf' | undefined {
  const { a, b, head } = pair;
  for (const kind of ['oneOf', 'anyOf'] as const) {
    if (listed(a[kind]) || !listed(b[kind])) continue;
    const members = b[kind].map((m) => canonical(head.deref(m) ?? {}));
    const old = canonical(Object.fromEntries(Object.entries(a).filter(([k]) => !['description', 'title', 'example', 'examples'].includes(k))));
    if (members.includes(old) && (kind === 'anyOf' || members.length === 1)) continue;
    return kind;
  }
  return undefined;
}

function compositionRule(kind: 'oneOf' | 'anyOf' | 'allOf', which: 'added' | 'removed', direction: Direction, verdict: Verdict, description: string): Rule {
  return schemaRule(`${direction}-${kind.toLowerCase()}-${which}`, direction, verdict, description, (pair, report) => {
    const { a, b, at, base, head } = pair;
    // The alternatives of a request newly wrapped in oneOf/anyOf are one change: request-wrapped-in-alternatives.
    if (direction === 'request' && which === 'added' && kind !== 'allOf' && wrappedIn(pair) === kind) return;
    const m = matchSubschemas(base, head, a[kind], b[kind]);
    const list = which === 'added' ? m.added : m.removed;
    // An allOf member that only annotates (title, description, ...) constrains nothing: adding it changes nothing.
    const trivial = (i: number) => kind === 'allOf' && isTrivial((which === 'added' ? head : base).deref((which === 'added' ? b : a)[kind][i]));
    for (const i of list.filter((i) => !trivial(i))) report(at, `${kind} subschema ${show(which === 'added' ? b[kind][i] : a[kind][i]).slice(0, 120)} ${which}`);
  });
}
const compositionRules = [
  schemaRule(
    'request-wrapped-in-alternatives',
    'request',
    BREAKS,
    'A request schema without oneOf/anyOf is now a oneOf (or anyOf) of alternatives: a body valid before must now match exactly one (at least one) of them, and may match none or, for oneOf, two.',
    (pair, report) => {
      const kind = wrappedIn(pair);
      if (kind) report(pair.at, `restructured into a ${kind} of ${(pair.b[kind] as unknown[]).length} alternatives`);
    },
  ),
  compositionRule('oneOf', 'added', 'request', SERVER_REVIEW, 'A new oneOf variant clients may send.'),
  compositionRule('oneOf', 'removed', 'request', BREAKS, 'A oneOf variant clients send is no longer accepted.'),
  compositionRule('oneOf', 'added', 'response', BREAKS, 'A new oneOf variant clients may receive and not understand.'),
  compositionRule('oneOf', 'removed', 'response', SERVER_MUST, 'A oneOf variant is no longer sent.'),
  compositionRule('anyOf', 'added', 'request', SERVER_REVIEW, 'A new anyOf alternative clients may send.'),
  compositionRule('anyOf', 'removed', 'request', BREAKS, 'An anyOf alternative clients send is no longer accepted.'),
  compositionRule('anyOf', 'added', 'response', BREAKS, 'A new anyOf alternative clients may receive and not understand.'),
  compositionRule('anyOf', 'removed', 'response', SERVER_MUST, 'An anyOf alternative is no longer sent.'),
  compositionRule('allOf', 'added', 'request', BREAKS, 'A new allOf constraint: requests must satisfy one more schema.'),
  compositionRule('allOf', 'removed', 'request', SERVER_REVIEW, 'An allOf constraint on requests was dropped.'),
  compositionRule('allOf', 'added', 'response', SERVER_MUST, 'Responses satisfy one more allOf schema: clients fine.'),
  compositionRule('allOf', 'removed', 'response', BREAKS, 'Responses no longer satisfy an allOf schema: what clients read from it may be gone.'),
  // A discriminator is an annotation (OpenAPI 3.1 4.8.25: a hint for telling the alternatives apart): the
  // alternatives themselves decide what is valid, and changes to them are reported by their own rules. What
  // it can break is code generated from it, so the SDK impact decides.
  ...both(
    'discriminator-changed',
    { request: SDK_DECIDES, response: SDK_DECIDES },
    {
      request:
        'The discriminator property changed, was added or removed: the alternatives accept what they accepted (a warning for servers that dispatch on it); the SDK impact decides whether the generated types change under code.',
      response:
        'The discriminator property changed, was added or removed: the alternatives are what they were (a warning for clients that switch on it); the SDK impact decides whether the generated types change under code.',
    },
    ({ a, b, at }, report) => {
      const [x, y] = [a.discriminator?.propertyName, b.discriminator?.propertyName];
      if (x !== y && (x || y) && (a.oneOf || a.anyOf || b.oneOf || b.anyOf)) report(at, `discriminator ${x ?? '(none)'} -> ${y ?? '(none)'}`);
    },
    'decides',
  ),
  ...both(
    'discriminator-mapping-changed',
    { request: SDK_DECIDES, response: SDK_DECIDES },
    {
      request:
        'A discriminator value was removed or remapped: a body still validates against the alternatives (a warning for servers that dispatch on the value); the SDK impact decides whether the generated types change under code.',
      response: 'A discriminator value was removed or remapped (a warning for clients switching on it); the SDK impact decides whether the generated types change under code.',
    },
    ({ a, b, at }, report) => {
      const [x, y] = [(a.discriminator?.mapping ?? {}) as Json, (b.discriminator?.mapping ?? {}) as Json];
      for (const k of Object.keys(x)) if (x[k] !== y[k]) report(at, `discriminator value ${k}: ${x[k]} -> ${y[k] ?? '(none)'}`);
    },
    'decides',
  ),
  ...both(
    'discriminator-mapping-added',
    { request: SERVER_REVIEW, response: WARNS },
    { request: 'A new discriminator value clients may send.', response: 'A new discriminator value clients may receive (a warning).' },
    ({ a, b, at }, report) => {
      const [x, y] = [(a.discriminator?.mapping ?? {}) as Json, (b.discriminator?.mapping ?? {}) as Json];
      for (const k of Object.keys(y)) if (!(k in x)) report(at, `discriminator value ${k} -> ${y[k]} added`);
    },
  ),
];

// ---- lifecycle ----

const lifecycleRules = [
  rule({
    id: 'schema-deprecated',
    category: 'schemas',
    description: 'A field or schema is now deprecated: information for clients.',
    client: 'non-breaking',
    server: 'non-breaking',
    semver: 'minor',
    visit: { schema: ({ a, b, at }, report) => void (!a.deprecated && b.deprecated && report(at, 'deprecated')) },
  }),
];

export const schemaRules: Rule[] = [
  ...typeRules,
  ...formatRules,
  ...enumRules,
  ...openSetRules,
  ...boundRules,
  ...defaultRules,
  ...propertyRules,
  ...mapRules,
  ...compositionRules,
  ...lifecycleRules,
];
