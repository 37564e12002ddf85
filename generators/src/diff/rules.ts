/** The ids of every rule the diff can report (waivers must name one of these). */
const PREFIXED = ['type-narrowed', 'type-widened', 'type-added', 'format-changed', 'format-removed', 'pattern-changed', 'pattern-removed', 'enum-removed', 'enum-added', 'enum-value-removed', 'enum-value-added', 'default-changed', 'property-removed', 'property-became-optional', 'property-became-required', 'property-added-required', 'property-added', 'additional-properties-closed'];
const BOUNDS = ['minimum', 'exclusiveMinimum', 'minLength', 'minItems', 'minProperties', 'maximum', 'exclusiveMaximum', 'maxLength', 'maxItems', 'maxProperties'].flatMap((k) => [`${k}-narrowed`, `${k}-widened`]);
export const RULE_IDS: ReadonlySet<string> = new Set([
  'operation-removed', 'path-changed', 'operation-id-changed', 'sdk-method-changed', 'operation-deprecated', 'security-changed', 'pagination-changed', 'idempotency-changed', 'cost-changed', 'operation-added',
  'parameter-removed', 'parameter-became-required', 'parameter-became-optional', 'parameter-serialization-changed', 'parameter-added-required', 'parameter-added',
  'request-body-added-required', 'request-body-removed', 'request-body-became-required', 'response-removed', 'response-header-removed', 'response-added',
  'error-code-removed', 'error-code-added', 'schema-removed', 'schema-added',
  ...[...PREFIXED, ...BOUNDS].flatMap((r) => [`request-${r}`, `response-${r}`]),
]);
