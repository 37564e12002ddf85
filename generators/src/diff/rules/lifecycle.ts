/** The lifecycle policy's rules (lifecycle.ts): removal after the sunset date, stability levels, sunset dates. */
import { invalidSunsets, removable, stabilityOf, sunsetOf } from '../lifecycle.js';
import type { Json } from '../model.js';
import { rule, type Report, type Visitors } from '../rule.js';
import type { Policy } from '../lifecycle.js';

/**
 * Sunset dates are read wherever OpenAPI lets an element be deprecated: operations, parameters, and schemas
 * (a deprecated property is a schema with `deprecated: true`), as oasdiff's `*-sunset-*` rules read them.
 */
type SunsetCheck = (a: Json | undefined, b: Json | undefined, at: string, policy: Policy, report: Report) => void;
const everywhere = (check: SunsetCheck): Visitors => ({
  operation: ({ a, b, at, policy }, report) => check(a?.op, b?.op, at, policy, report),
  parameter: ({ a, b, at, policy }, report) => check(a, b, at, policy, report),
  schema: ({ a, b, at, policy }, report) => check(a, b, at, policy, report),
});

export const lifecycleRules = [
  rule({
    id: 'deprecated-operation-removed-after-sunset',
    category: 'lifecycle',
    description:
      'A deprecated operation was removed after its sunset date (`x-sunset` or `sunset`): clients were told when it would go. Before that date, or without one, the removal is `operation-removed`.',
    client: 'non-breaking',
    server: 'non-breaking',
    semver: 'minor',
    visit: {
      operation: ({ a, b, at, movedTo, policy }, report) => {
        const sunset = a && !b && !movedTo ? removable(a.op, policy) : undefined;
        if (sunset) report(at, `deprecated operation ${a!.op.operationId ?? at} removed after its sunset date ${sunset}`);
      },
    },
  }),
  rule({
    id: 'deprecated-parameter-removed-after-sunset',
    category: 'lifecycle',
    description:
      'A deprecated parameter was removed after its sunset date (`x-sunset` or `sunset`): clients were told when it would go. Before that date, or without one, the removal is `parameter-removed`.',
    client: 'non-breaking',
    server: 'non-breaking',
    semver: 'minor',
    visit: {
      parameter: ({ a, b, at, otherIn, policy }, report) => {
        const sunset = a && !b && !otherIn ? removable(a, policy) : undefined;
        if (sunset) report(at, `deprecated ${a!.in} parameter ${a!.name} removed after its sunset date ${sunset}`);
      },
    },
  }),
  rule({
    id: 'stability-decreased',
    category: 'lifecycle',
    description: 'The stability level (`x-stability-level`: draft < alpha < beta < stable by default) decreased: clients relying on the promise the old level made lose it.',
    client: 'breaking',
    server: 'non-breaking',
    semver: 'major',
    visit: {
      operation: ({ a, b, at, policy }, report) => {
        if (!a || !b || !policy.enabled) return;
        const [x, y] = [stabilityOf(a.op, policy), stabilityOf(b.op, policy)];
        if (x && y && policy.stabilityLevels.indexOf(y) < policy.stabilityLevels.indexOf(x)) report(at, `stability ${x} -> ${y}`);
        // A known level replaced by none, or by one the policy does not know, loses the old promise too.
        else if (x && !y && a.op['x-stability-level'] !== b.op['x-stability-level']) report(at, `stability ${x} -> ${String(b.op['x-stability-level'] ?? '(none)')}`);
      },
    },
  }),
  rule({
    id: 'stability-increased',
    category: 'lifecycle',
    description: 'The stability level increased (alpha -> beta -> stable) or was declared: information for clients.',
    client: 'non-breaking',
    server: 'non-breaking',
    semver: 'minor',
    visit: {
      operation: ({ a, b, at, policy }, report) => {
        if (!a || !b || !policy.enabled) return;
        const [x, y] = [stabilityOf(a.op, policy), stabilityOf(b.op, policy)];
        if (y && (!x || policy.stabilityLevels.indexOf(y) > policy.stabilityLevels.indexOf(x))) report(at, `stability ${x ?? '(none)'} -> ${y}`);
      },
    },
  }),
  rule({
    id: 'sunset-date-brought-forward',
    category: 'lifecycle',
    description:
      'The date after which a deprecated operation, parameter or schema (a property) may be removed (`x-sunset` or `sunset`) moved earlier: clients were promised the later date.',
    client: 'breaking',
    server: 'non-breaking',
    semver: 'major',
    visit: everywhere((a, b, at, policy, report) => {
      const [x, y] = [sunsetOf(a, policy), sunsetOf(b, policy)];
      if (x && y && Date.parse(y) < Date.parse(x)) report(at, `sunset ${x} -> ${y}`);
    }),
  }),
  rule({
    id: 'sunset-date-set',
    category: 'lifecycle',
    description:
      'A deprecated operation, parameter or schema (a property) announces the date after which it may be removed (`x-sunset` or `sunset`), postpones it or withdraws it: information for clients (withdrawn, it may not be removed without a major version).',
    client: 'non-breaking',
    server: 'non-breaking',
    semver: 'minor',
    visit: everywhere((a, b, at, policy, report) => {
      if (!a || !b) return;
      const [x, y] = [sunsetOf(a, policy), sunsetOf(b, policy)];
      if (x === y || (x && y && Date.parse(y) < Date.parse(x))) return;
      // A date replaced by something that is no date: sunset-date-invalid says so, once.
      if (!y && invalidSunsets(b, policy).length) return;
      report(at, !x ? `sunset ${y}` : !y ? `sunset ${x} withdrawn` : `sunset ${x} -> ${y}`);
    }),
  }),
  rule({
    id: 'stability-level-invalid',
    category: 'lifecycle',
    description:
      'An operation now declares an `x-stability-level` the policy does not know (by default draft, alpha, beta, stable): its lifecycle cannot be judged, so its changes count as those of a stable operation (a warning). A known level replaced by an unknown one is `stability-decreased`.',
    client: 'potentially-breaking',
    server: 'non-breaking',
    semver: 'minor',
    visit: {
      operation: ({ a, b, at, policy }, report) => {
        if (!b || !policy.enabled) return;
        const value = b.op['x-stability-level'];
        if (value === undefined || stabilityOf(b.op, policy)) return;
        // Unchanged: reported when it appeared. After a known level: stability-decreased says it.
        if (a && (JSON.stringify(a.op['x-stability-level']) === JSON.stringify(value) || stabilityOf(a.op, policy))) return;
        report(at, `x-stability-level ${JSON.stringify(value)} is none of ${policy.stabilityLevels.join(', ')}`);
      },
    },
  }),
  rule({
    id: 'sunset-date-invalid',
    category: 'lifecycle',
    description:
      'The sunset date (`x-sunset` or `sunset`) of an operation, a parameter or a schema (a property) is now no date a reader or the policy can read (an ISO date such as `2027-01-31`, or an HTTP date): when it may be removed cannot be judged, so its removal will count as breaking (a warning).',
    client: 'potentially-breaking',
    server: 'non-breaking',
    semver: 'minor',
    visit: everywhere((a, b, at, policy, report) => {
      if (!b || !policy.enabled) return;
      for (const key of invalidSunsets(b, policy)) {
        if (a && JSON.stringify(a[key]) === JSON.stringify(b[key])) continue;
        report(at, `${key}: ${JSON.stringify(b[key])} is not a date`);
      }
    }),
  }),
];
