/**
 * Webhooks (3.1 `webhooks`) and callbacks: requests the API sends to the users' code. A removed one is an
 * event clients no longer receive; an added one is new work for the API. What changes inside one is compared
 * like an operation with the roles reversed (walk.ts): the API is the client.
 */
import { rule } from '../rule.js';

const name = (kind: string) => (kind === 'webhook' ? 'webhook' : 'callback');

export const hookRules = [
  rule({
    id: 'webhook-removed',
    category: 'webhooks and callbacks',
    description: 'A webhook is gone: clients no longer receive the requests their code was written to handle.',
    client: 'breaking',
    server: 'non-breaking',
    semver: 'major',
    visit: { hook: ({ kind, a, b, at }, report) => void (kind === 'webhook' && a && !b && report(at, `${name(kind)} removed`)) },
  }),
  rule({
    id: 'webhook-added',
    category: 'webhooks and callbacks',
    description: 'A new webhook: clients may subscribe to it; the API must send it.',
    client: 'non-breaking',
    server: 'breaking',
    semver: 'minor',
    visit: { hook: ({ kind, a, b, at }, report) => void (kind === 'webhook' && !a && b && report(at, `new ${name(kind)}`)) },
  }),
  rule({
    id: 'callback-removed',
    category: 'webhooks and callbacks',
    description: "An operation's callback is gone: clients no longer receive the requests their code was written to handle.",
    client: 'breaking',
    server: 'non-breaking',
    semver: 'major',
    visit: { hook: ({ kind, a, b, at }, report) => void (kind === 'callback' && a && !b && report(at, `${name(kind)} removed`)) },
  }),
  rule({
    id: 'callback-added',
    category: 'webhooks and callbacks',
    description: 'A new callback of an operation: clients may handle it; the API must send it.',
    client: 'non-breaking',
    server: 'breaking',
    semver: 'minor',
    visit: { hook: ({ kind, a, b, at }, report) => void (kind === 'callback' && !a && b && report(at, `new ${name(kind)}`)) },
  }),
];
