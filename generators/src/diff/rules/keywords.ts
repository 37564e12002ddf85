/**
 * The JSON Schema 2020-12 keywords that constrain a value beyond type, bounds, enum and properties: `contains`,
 * `dependentRequired`, `dependentSchemas`, `if`/`then`/`else`, `not`, `propertyNames`, `unevaluatedProperties`/
 * `unevaluatedItems`, `contentMediaType`/`contentEncoding`/`contentSchema`. Each family reports a constraint
 * added (a request narrowed: clients break; a response narrowed: servers must comply) and a constraint removed
 * (a request widened: servers review; a response widened: clients break). What changes inside a subschema both
 * sides keep is compared in place by the walk (`X (then).name`, `X (not)`, ...), so a required field added
 * under `then` is a required field added.
 */
import { canonical, isTrivial, show, type Direction, type Json } from '../model.js';
import { rule, type Report, type Rule, type SchemaPair } from '../rule.js';
import type { Bump, Severity } from '../types.js';

type Verdict = [client: Severity, server: Severity, semver: Bump];
const BREAKS: Verdict = ['breaking', 'non-breaking', 'major'];
const SERVER_REVIEW: Verdict = ['non-breaking', 'potentially-breaking', 'minor'];
const SERVER_MUST: Verdict = ['non-breaking', 'breaking', 'minor'];

/** What a family finds in one schema pair: each constraint that is new in b, or gone from a. */
interface Found {
  added: string[];
  removed: string[];
  changed?: string[];
}
type Family = (a: Json, b: Json) => Found;

const present = (s: Json, k: string) => s[k] !== undefined && s[k] !== null;
/** A subschema keyword: added or removed as a whole (its contents, when both sides have it, are walked). */
const subschema =
  (...keywords: string[]): Family =>
  (a, b) => {
    const out: Found = { added: [], removed: [] };
    for (const k of keywords) {
      // `then: {description: ...}` allows what its absence allows: annotation-only subschemas are no constraint.
      const [x, y] = [present(a, k) && !isTrivial(a[k]), present(b, k) && !isTrivial(b[k])];
      if (!x && y) out.added.push(`${k} ${show(b[k]).slice(0, 100)} added`);
      if (x && !y) out.removed.push(`${k} ${show(a[k]).slice(0, 100)} removed`);
    }
    return out;
  };
const names = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
const record = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});

const FAMILIES: { id: string; keywords: string; family: Family; changed?: boolean }[] = [
  { id: 'contains', keywords: '`contains`', family: subschema('contains') },
  {
    id: 'dependent-required',
    keywords: '`dependentRequired`',
    family: (a, b) => {
      const [x, y] = [record(a.dependentRequired), record(b.dependentRequired)];
      const out: Found = { added: [], removed: [] };
      for (const key of [...new Set([...Object.keys(x), ...Object.keys(y)])].sort()) {
        const [before, after] = [names(x[key]), names(y[key])];
        const more = after.filter((n) => !before.includes(n));
        const fewer = before.filter((n) => !after.includes(n));
        if (more.length) out.added.push(`when ${key} is present, ${more.join(', ')} now required`);
        if (fewer.length) out.removed.push(`when ${key} is present, ${fewer.join(', ')} no longer required`);
      }
      return out;
    },
  },
  {
    id: 'dependent-schema',
    keywords: '`dependentSchemas`',
    family: (a, b) => {
      const [x, y] = [record(a.dependentSchemas), record(b.dependentSchemas)];
      const out: Found = { added: [], removed: [] };
      for (const key of Object.keys(y).sort()) if (!(key in x) && !isTrivial(y[key])) out.added.push(`dependentSchemas ${key} added`);
      for (const key of Object.keys(x).sort()) if (!(key in y) && !isTrivial(x[key])) out.removed.push(`dependentSchemas ${key} removed`);
      return out;
    },
  },
  {
    id: 'conditional',
    keywords: '`if`/`then`/`else`',
    changed: true,
    family: (a, b) => {
      // `if` alone constrains nothing; with a `then` or an `else` that constrains, it decides which applies.
      // A conditional added or removed as a whole is one change; within a kept one, a branch added or
      // removed, or another condition (a change both ways).
      const branch = (s: Json, k: string) => present(s, k) && !isTrivial(s[k]);
      const effective = (s: Json) => present(s, 'if') && (branch(s, 'then') || branch(s, 'else'));
      const text = (s: Json) =>
        `if ${show(s.if).slice(0, 80)}${branch(s, 'then') ? ` then ${show(s.then).slice(0, 80)}` : ''}${branch(s, 'else') ? ` else ${show(s.else).slice(0, 80)}` : ''}`;
      const [x, y] = [effective(a), effective(b)];
      if (!x && y) return { added: [`${text(b)} added`], removed: [] };
      if (x && !y) return { added: [], removed: [`${text(a)} removed`] };
      if (!x) return { added: [], removed: [] };
      const out = subschema('then', 'else')(a, b);
      out.changed = canonical(a.if) !== canonical(b.if) ? [`if ${show(a.if).slice(0, 80)} -> ${show(b.if).slice(0, 80)}`] : [];
      return out;
    },
  },
  {
    id: 'not',
    keywords: '`not`',
    // `not: {}` refuses everything, so an annotation-only `not` is a constraint (unlike the others).
    family: (a, b) => ({
      added: present(b, 'not') && !present(a, 'not') ? [`not ${show(b.not).slice(0, 100)} added`] : [],
      removed: present(a, 'not') && !present(b, 'not') ? [`not ${show(a.not).slice(0, 100)} removed`] : [],
    }),
  },
  { id: 'property-names', keywords: '`propertyNames`', family: subschema('propertyNames') },
  {
    id: 'unevaluated',
    keywords: '`unevaluatedProperties`/`unevaluatedItems`',
    family: (a, b) => {
      const out: Found = { added: [], removed: [] };
      for (const k of ['unevaluatedProperties', 'unevaluatedItems']) {
        const constrains = (s: Json) => present(s, k) && s[k] !== true && !isTrivial(s[k]);
        if (!constrains(a) && constrains(b)) out.added.push(`${k} ${show(b[k]).slice(0, 100)} added`);
        if (constrains(a) && !constrains(b)) out.removed.push(`${k} ${show(a[k]).slice(0, 100)} removed`);
      }
      return out;
    },
  },
  {
    id: 'content',
    keywords: '`contentMediaType`/`contentEncoding`/`contentSchema`',
    changed: true,
    family: (a, b) => {
      const out = subschema('contentSchema', 'contentMediaType', 'contentEncoding')(a, b);
      out.changed = [];
      for (const k of ['contentMediaType', 'contentEncoding'])
        if (present(a, k) && present(b, k) && String(a[k]).toLowerCase() !== String(b[k]).toLowerCase()) out.changed.push(`${k} ${a[k]} -> ${b[k]}`);
      return out;
    },
  },
];

function schemaRule(id: string, direction: Direction, [client, server, semver]: Verdict, description: string, schema: (pair: SchemaPair, report: Report) => void): Rule {
  return rule({ id, category: 'schemas', description, client, server, semver, direction, visit: { schema } });
}

export const keywordRules: Rule[] = FAMILIES.flatMap(({ id, keywords, family, changed }) => {
  const each = (pick: (f: Found) => string[] | undefined) => (pair: SchemaPair, report: Report) => {
    for (const message of pick(family(pair.a, pair.b)) ?? []) report(pair.at, message);
  };
  const rules = [
    schemaRule(
      `request-${id}-added`,
      'request',
      BREAKS,
      `A ${keywords} constraint was added or tightened in a request: values clients send today may be refused.`,
      each((f) => f.added),
    ),
    schemaRule(
      `request-${id}-removed`,
      'request',
      SERVER_REVIEW,
      `A ${keywords} constraint was removed or relaxed in a request: servers receive values they did not before.`,
      each((f) => f.removed),
    ),
    schemaRule(
      `response-${id}-added`,
      'response',
      SERVER_MUST,
      `A ${keywords} constraint was added or tightened in a response: clients fine, servers must comply.`,
      each((f) => f.added),
    ),
    schemaRule(
      `response-${id}-removed`,
      'response',
      BREAKS,
      `A ${keywords} constraint was removed or relaxed in a response: clients that relied on it may receive values they do not expect.`,
      each((f) => f.removed),
    ),
  ];
  if (changed)
    rules.push(
      schemaRule(
        `request-${id}-changed`,
        'request',
        BREAKS,
        `A ${keywords} constraint was replaced by another in a request: values clients send may be refused or read differently.`,
        each((f) => f.changed),
      ),
      schemaRule(
        `response-${id}-changed`,
        'response',
        BREAKS,
        `A ${keywords} constraint was replaced by another in a response: clients read values they do not expect.`,
        each((f) => f.changed),
      ),
    );
  return rules;
});
