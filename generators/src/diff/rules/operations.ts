/** Operations and paths, and the toolchain's operation extensions (x-sdk-method, x-idempotent, ...). */
import { idempotent, pagination, same, sdkMethod, show } from '../model.js';
import { rule } from '../rule.js';
import { removable } from '../lifecycle.js';

export const operationRules = [
  rule({
    id: 'operation-added',
    category: 'operations',
    description: "A new operation. Clients may start calling it (minor); servers must implement it, which the stubs' typecheck enforces.",
    client: 'non-breaking',
    server: 'breaking',
    semver: 'minor',
    visit: { operation: ({ a, b, at, movedFrom }, report) => void (!a && b && !movedFrom && report(at, `new operation ${b.op.operationId ?? at}`)) },
  }),
  rule({
    id: 'operation-removed',
    category: 'operations',
    description: 'An operation is gone: every client calling it fails (unless it was deprecated and its sunset date has passed: `deprecated-operation-removed-after-sunset`).',
    client: 'breaking',
    server: 'non-breaking',
    semver: 'major',
    visit: {
      operation: ({ a, b, at, movedTo, policy }, report) =>
        void (
          a &&
          !b &&
          !movedTo &&
          !removable(a.op, policy) &&
          report(at, `operation ${a.op.operationId ?? at} removed${a.op.deprecated ? ' (it was deprecated; its sunset date has not passed)' : ''}`)
        ),
    },
  }),
  rule({
    id: 'operation-path-changed',
    category: 'operations',
    description: 'An operation (same operationId) moved to another path or method: clients calling the old one fail.',
    client: 'breaking',
    server: 'breaking',
    semver: 'major',
    visit: { operation: ({ a, at, movedTo }, report) => void (a && movedTo && report(at, `operation ${a.op.operationId} moved to ${movedTo}`)) },
  }),
  rule({
    id: 'operation-id-changed',
    sdk: 'decides',
    category: 'operations',
    description: 'The operationId changed: handler names in the server stubs and code keyed on the id change.',
    client: 'potentially-breaking',
    server: 'breaking',
    semver: 'minor',
    visit: {
      operation: ({ a, b, at }, report) =>
        void (a && b && a.op.operationId !== b.op.operationId && report(at, `operationId ${a.op.operationId ?? '(none)'} -> ${b.op.operationId ?? '(none)'}`)),
    },
  }),
  rule({
    id: 'path-parameter-renamed',
    sdk: 'decides',
    category: 'operations',
    description: 'A path template parameter was renamed (same URL shape): the SDK argument name changes.',
    client: 'potentially-breaking',
    server: 'breaking',
    semver: 'minor',
    visit: { operation: ({ a, b, at }, report) => void (a && b && a.path !== b.path && report(at, `path ${a.path} -> ${b.path}`)) },
  }),
  rule({
    id: 'sdk-method-changed',
    sdk: 'decides',
    category: 'operations',
    description: 'The client method the operation is placed at (`x-sdk-method`, else tag and operationId) changed: SDK code calling it stops compiling.',
    client: 'breaking',
    server: 'non-breaking',
    semver: 'major',
    visit: {
      operation: ({ a, b, base, head, at }, report) => {
        const [x, y] = a && b ? [sdkMethod(base, a), sdkMethod(head, b)] : [];
        if (x && y && x !== y) report(at, `client method ${x} -> ${y}`);
      },
    },
  }),
  rule({
    id: 'operation-deprecated',
    category: 'operations',
    description: 'The operation is now deprecated: information for clients, still served.',
    client: 'non-breaking',
    server: 'non-breaking',
    semver: 'minor',
    visit: { operation: ({ a, b, at }, report) => void (a && b && !a.op.deprecated && b.op.deprecated && report(at, 'operation deprecated')) },
  }),
  rule({
    id: 'operation-reactivated',
    category: 'operations',
    description: 'The operation is no longer deprecated.',
    client: 'non-breaking',
    server: 'non-breaking',
    semver: 'minor',
    visit: { operation: ({ a, b, at }, report) => void (a && b && a.op.deprecated && !b.op.deprecated && report(at, 'operation no longer deprecated')) },
  }),
  rule({
    id: 'pagination-changed',
    category: 'extensions',
    description:
      'The pagination kind the generated client gives the operation changed (`x-pagination`, else the configured page or cursor parameter of an operation answering the configured page envelope; read by the IR): paginating clients break.',
    client: 'breaking',
    server: 'breaking',
    semver: 'major',
    visit: {
      operation: ({ a, b, base, head, at }, report) => {
        const [x, y] = a && b ? [pagination(base, a), pagination(head, b)] : [];
        if (x && y && x !== y) report(at, `pagination ${x} -> ${y}`);
      },
    },
  }),
  rule({
    id: 'idempotency-removed',
    category: 'extensions',
    description: 'The operation is no longer idempotent (`x-idempotent`, else the method): clients that retry it may now cause a second effect.',
    client: 'breaking',
    server: 'potentially-breaking',
    semver: 'major',
    visit: {
      operation: ({ a, b, base, head, at }, report) =>
        void (a && b && idempotent(base, a) === true && idempotent(head, b) === false && report(at, 'no longer idempotent; clients must stop retrying it')),
    },
  }),
  rule({
    id: 'idempotency-added',
    category: 'extensions',
    description: 'The operation is now idempotent: clients may retry it; servers must make a repeat harmless.',
    client: 'non-breaking',
    server: 'breaking',
    semver: 'minor',
    visit: {
      operation: ({ a, b, base, head, at }, report) =>
        void (a && b && idempotent(base, a) === false && idempotent(head, b) === true && report(at, 'now idempotent; safe to retry')),
    },
  }),
  rule({
    id: 'cost-changed',
    category: 'extensions',
    description: 'What the call costs (`x-cost`) changed: a warning for clients budgeting calls.',
    client: 'potentially-breaking',
    server: 'non-breaking',
    semver: 'minor',
    visit: { operation: ({ a, b, at }, report) => void (a && b && !same(a.op['x-cost'], b.op['x-cost']) && report(at, `cost ${show(a.op['x-cost'])} -> ${show(b.op['x-cost'])}`)) },
  }),
  rule({
    id: 'rate-limit-changed',
    category: 'extensions',
    description: "The operation's rate limit (`x-rate-limit`) changed: a warning for clients pacing calls.",
    client: 'potentially-breaking',
    server: 'potentially-breaking',
    semver: 'minor',
    visit: {
      operation: ({ a, b, at }, report) =>
        void (a && b && !same(a.op['x-rate-limit'], b.op['x-rate-limit']) && report(at, `rate limit ${show(a.op['x-rate-limit'])} -> ${show(b.op['x-rate-limit'])}`)),
    },
  }),
];
