/**
 * The lenient reading of a document the loader accepts but OpenAPI does not: a member written as null, or of
 * a type its keyword never has (`responses: 'x'`, `required: {}`, `properties: []`), is read as absent, so
 * every rule sees only the shapes OpenAPI defines and no document crashes the diff. Data keeps its nulls
 * (`enum`, `const`, `default`, examples, extensions); the document is copied, never changed.
 */
const DATA = new Set(['enum', 'const', 'default', 'example', 'examples', 'value']);
/** Keywords whose value is a JSON object (a map or a single object) wherever they appear. */
const OBJECTS = new Set([
  'paths',
  'webhooks',
  'components',
  'schemas',
  'responses',
  'requestBodies',
  'headers',
  'securitySchemes',
  'callbacks',
  'links',
  'content',
  'properties',
  'patternProperties',
  'dependentSchemas',
  'dependentRequired',
  'discriminator',
  'mapping',
  'info',
  'flows',
  'encoding',
  'requestBody',
  'schema',
  'contentSchema',
  'propertyNames',
  'contains',
  'if',
  'then',
  'else',
  'not',
  'externalDocs',
  'variables',
]);
/** Keywords whose value is a list wherever they appear. */
const LISTS = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems', 'security', 'servers']);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- OpenAPI documents are untyped JSON
export function normalizeDocument(node: unknown, key = ''): any {
  if (Array.isArray(node)) return node.filter((v) => v !== null).map((v) => normalizeDocument(v));
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  // The entries of a map (`properties`, `responses`, `content`, ...) are names, not keywords: a property named
  // `default` or a `default` response is an object like the others.
  if (MAPS.has(key)) {
    for (const [name, v] of Object.entries(node)) if (v !== null) out[name] = normalizeDocument(v);
    return out;
  }
  for (const [k, v] of Object.entries(node)) {
    if (DATA.has(k) || k.startsWith('x-')) {
      out[k] = v;
      continue;
    }
    if (v === null) continue;
    const isObject = typeof v === 'object' && !Array.isArray(v);
    // `required` is a list in a schema and a boolean in a parameter, `items` a schema (or 3.1 `false`),
    // `tags` a list of names in an operation and of objects at the top: checked by what they may be.
    if (OBJECTS.has(k) && !isObject && !(typeof v === 'boolean' && SCHEMA_OR_BOOLEAN.has(k))) continue;
    if (LISTS.has(k) && !Array.isArray(v)) continue;
    if (k === 'parameters' && !Array.isArray(v) && !(key === 'components' && isObject)) continue;
    if (k === 'required' && !Array.isArray(v) && typeof v !== 'boolean') continue;
    if (k === 'items' && !isObject && typeof v !== 'boolean') continue;
    if (k === 'tags' && !Array.isArray(v)) continue;
    out[k] = entriesOf(k, normalizeDocument(v, k));
  }
  return out;
}

/** Maps whose every entry is an object (a schema map's may be `true`/`false` too); lists likewise. */
const MAPS = new Set([
  'paths',
  'webhooks',
  'schemas',
  'responses',
  'requestBodies',
  'headers',
  'securitySchemes',
  'callbacks',
  'links',
  'content',
  'encoding',
  'properties',
  'patternProperties',
  'dependentSchemas',
]);
const SCHEMA_MAPS = new Set(['schemas', 'properties', 'patternProperties', 'dependentSchemas']);
const OBJECT_LISTS = new Set(['parameters', 'allOf', 'anyOf', 'oneOf', 'prefixItems', 'security', 'servers']);
const SCHEMA_LISTS = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);
/** A parameter the API can be sent: a `$ref`, or one whose `in` is a place a parameter goes (else it is no parameter, and absent). */
const PLACES = new Set(['query', 'header', 'path', 'cookie', 'querystring']);
const isParameter = (x: unknown) => typeof (x as { $ref?: unknown }).$ref === 'string' || PLACES.has((x as { in?: unknown }).in as string);

function entriesOf(k: string, v: unknown): unknown {
  const fits = (x: unknown, schema: boolean) => (x !== null && typeof x === 'object' && !Array.isArray(x)) || (schema && typeof x === 'boolean');
  if (MAPS.has(k) && v && typeof v === 'object' && !Array.isArray(v)) return Object.fromEntries(Object.entries(v).filter(([, x]) => fits(x, SCHEMA_MAPS.has(k))));
  if (OBJECT_LISTS.has(k) && Array.isArray(v)) return v.filter((x) => fits(x, SCHEMA_LISTS.has(k)) && (k !== 'parameters' || isParameter(x)));
  return v;
}
const SCHEMA_OR_BOOLEAN = new Set(['schema', 'contentSchema', 'propertyNames', 'contains', 'if', 'then', 'else', 'not']);
