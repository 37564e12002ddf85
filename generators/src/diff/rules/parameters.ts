/** Parameters: presence, location, required, serialization (style/explode), deprecation. Schemas: schemas.ts. */
import { serialization } from '../model.js';
import { removable } from '../lifecycle.js';
import { rule } from '../rule.js';

export const parameterRules = [
  rule({
    id: 'parameter-added',
    category: 'parameters',
    description: 'A new optional parameter: clients may send it; servers should honour it.',
    client: 'non-breaking',
    server: 'potentially-breaking',
    semver: 'minor',
    visit: { parameter: ({ a, b, at, otherIn }, report) => void (!a && b && !b.required && !otherIn && report(at, `new optional ${b.in} parameter ${b.name}`)) },
  }),
  rule({
    id: 'required-parameter-added',
    category: 'parameters',
    description: 'A new required parameter: every existing call lacks it.',
    client: 'breaking',
    server: 'non-breaking',
    semver: 'major',
    visit: { parameter: ({ a, b, at, otherIn }, report) => void (!a && b && b.required && !otherIn && report(at, `new required ${b.in} parameter ${b.name}`)) },
  }),
  rule({
    id: 'parameter-removed',
    category: 'parameters',
    description:
      'A parameter is gone: calls that send it lose its effect (a filter no longer filters) or are refused (unless it was deprecated and its sunset date has passed: `deprecated-parameter-removed-after-sunset`).',
    client: 'breaking',
    server: 'non-breaking',
    semver: 'major',
    visit: {
      parameter: ({ a, b, at, otherIn, policy }, report) =>
        void (
          a &&
          !b &&
          !otherIn &&
          !removable(a, policy) &&
          report(at, `${a.in} parameter ${a.name} removed${a.deprecated ? ' (it was deprecated; its sunset date has not passed)' : ''}`)
        ),
    },
  }),
  rule({
    id: 'parameter-location-changed',
    category: 'parameters',
    description: 'A parameter moved to another location (`in`: query, header, path, cookie): clients send it in the old place.',
    client: 'breaking',
    server: 'breaking',
    semver: 'major',
    visit: { parameter: ({ a, b, at, otherIn }, report) => void (a && !b && otherIn && report(at, `parameter ${a.name} moved from ${a.in} to ${otherIn}`)) },
  }),
  rule({
    id: 'parameter-became-required',
    category: 'parameters',
    description: 'An optional parameter is now required: calls without it fail.',
    client: 'breaking',
    server: 'non-breaking',
    semver: 'major',
    visit: { parameter: ({ a, b, at }, report) => void (a && b && !a.required && b.required && report(at, `parameter ${b.name} is now required`)) },
  }),
  rule({
    id: 'parameter-became-optional',
    category: 'parameters',
    description: 'A required parameter is now optional: clients may omit it; servers must handle its absence.',
    client: 'non-breaking',
    server: 'breaking',
    semver: 'minor',
    visit: { parameter: ({ a, b, at }, report) => void (a && b && a.required && !b.required && report(at, `parameter ${b.name} is now optional`)) },
  }),
  rule({
    id: 'parameter-serialization-changed',
    category: 'parameters',
    description: "The parameter's style, explode or allowReserved changed (defaults applied): the same value is written differently on the wire.",
    client: 'breaking',
    server: 'breaking',
    semver: 'major',
    visit: { parameter: ({ a, b, at }, report) => void (a && b && serialization(a) !== serialization(b) && report(at, `${serialization(a)} -> ${serialization(b)}`)) },
  }),
  rule({
    id: 'parameter-deprecated',
    category: 'parameters',
    description: 'The parameter is now deprecated: information for clients.',
    client: 'non-breaking',
    server: 'non-breaking',
    semver: 'minor',
    visit: { parameter: ({ a, b, at }, report) => void (a && b && !a.deprecated && b.deprecated && report(at, `parameter ${b.name} deprecated`)) },
  }),
  rule({
    id: 'parameter-reactivated',
    category: 'parameters',
    description: 'The parameter is no longer deprecated.',
    client: 'non-breaking',
    server: 'non-breaking',
    semver: 'minor',
    visit: { parameter: ({ a, b, at }, report) => void (a && b && a.deprecated && !b.deprecated && report(at, `parameter ${b.name} no longer deprecated`)) },
  }),
];
