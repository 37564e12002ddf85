/** IR -> `models.gen.ts`: one alias per component schema, named as the schema (`Pet`, `Order`). */
import type { IR } from '../../ir/types.js';
import { clientConfig } from './config.js';
import { readView } from '../openapi-types.js';
import { literal } from './names.js';
import { uniqueIdentifiers } from '../../ir/names.js';
import type { Declaration } from '../ts/print.js';

/**
 * Schema names as type names: kept when usable (`Pet`), else PascalCased (`import` -> `Import`,
 * `repo-search-result` -> `RepoSearchResult`), never a reserved word, never twice.
 */
export function modelTypeNames(ir: IR): Map<string, string> {
  return uniqueIdentifiers(Object.keys(ir.schemas), { style: 'pascal', taken: ['components', 'paths', 'operations', 'webhooks', '$defs'] });
}

export function modelsFile(ir: IR): Declaration[] {
  const typeNames = modelTypeNames(ir);
  const names = Object.keys(ir.schemas);
  if (!names.length) return [];
  return [
    { kind: 'import', typeOnly: true, names: ['components', ...(ir.readWrite ? ['Readable'] : [])], from: `./${clientConfig.files.schema.replace(/\.ts$/, '.js')}` },
    ...names.map((name): Declaration => {
      const description = (ir.schemas[name] as { description?: unknown }).description;
      return {
        kind: 'type',
        name: typeNames.get(name)!,
        exported: true,
        ...(typeof description === 'string' && description.trim() ? { docs: description.trim() } : {}),
        // As the API answers it: without writeOnly properties.
        type: readView(ir, `components['schemas'][${literal(name)}]`),
      };
    }),
  ];
}
