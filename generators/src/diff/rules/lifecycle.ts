/** The lifecycle policy's rules (lifecycle.ts): removal after the sunset date, stability levels, sunset dates. */
import { removable, stabilityOf, sunsetOf } from '../lifecycle.js';
import { rule } from '../rule.js';

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
    description: 'The date after which a deprecated operation may be removed (`x-sunset` or `sunset`) moved earlier: clients were promised the later date.',
    client: 'breaking',
    server: 'non-breaking',
    semver: 'major',
    visit: {
      operation: ({ a, b, at, policy }, report) => {
        const [x, y] = [sunsetOf(a?.op, policy), sunsetOf(b?.op, policy)];
        if (x && y && Date.parse(y) < Date.parse(x)) report(at, `sunset ${x} -> ${y}`);
      },
    },
  }),
  rule({
    id: 'sunset-date-set',
    category: 'lifecycle',
    description: 'A deprecated operation announces the date after which it may be removed (`x-sunset` or `sunset`), postpones it or withdraws it: information for clients.',
    client: 'non-breaking',
    server: 'non-breaking',
    semver: 'minor',
    visit: {
      operation: ({ a, b, at, policy }, report) => {
        if (!a || !b) return;
        const [x, y] = [sunsetOf(a.op, policy), sunsetOf(b.op, policy)];
        if (x === y || (x && y && Date.parse(y) < Date.parse(x))) return;
        report(at, !x ? `sunset ${y}` : !y ? `sunset ${x} withdrawn` : `sunset ${x} -> ${y}`);
      },
    },
  }),
];
