/**
 * Copies of spec schemas for the validators: annotation keywords and `x-` extensions dropped (they do not
 * change what validates), and `#/components/schemas/...` references pointed at the component-schema
 * document the runtime registers with Ajv. Keys of `properties` and similar maps are names, not keywords,
 * so they are kept whatever they are called.
 */
import type { JsonSchema } from '../../ir/types.js';
import { serverConfig } from './config.js';

const NAME_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);

export function validatorSchema(schema: unknown, { rewriteRefs = true }: { rewriteRefs?: boolean } = {}): JsonSchema {
  return strip(schema, rewriteRefs) as JsonSchema;
}

function strip(node: unknown, rewriteRefs: boolean): unknown {
  if (Array.isArray(node)) return node.map((item) => strip(item, rewriteRefs));
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key.startsWith('x-') || serverConfig.annotations.includes(key)) continue;
    if (key === '$ref' && typeof value === 'string' && rewriteRefs && value.startsWith('#/')) {
      out.$ref = `${serverConfig.schemaDocumentId}${value}`;
    } else if (NAME_MAPS.has(key) && value && typeof value === 'object') {
      out[key] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, strip(sub, rewriteRefs)]));
    } else if (key === 'enum' || key === 'const' || key === 'default' || key === 'required') {
      out[key] = value;
    } else {
      out[key] = strip(value, rewriteRefs);
    }
  }
  return out;
}
