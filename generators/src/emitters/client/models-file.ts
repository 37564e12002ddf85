/** IR -> `models.gen.ts`: one alias per component schema, named as the schema (`Pet`, `Order`). */
import { StructureKind } from 'ts-morph';
import type { IR } from '../../ir/types.js';
import { clientConfig } from './config.js';
import { literal } from './names.js';
import { uniqueIdentifiers } from '../../ir/names.js';
import { newSourceFile } from './source-file.js';

export function modelsFile(ir: IR): string {
  const file = newSourceFile(clientConfig.files.models);
  // Schema names as type names: kept when usable (`Pet`), else PascalCased (`import` -> `Import`,
  // `repo-search-result` -> `RepoSearchResult`), never a reserved word, never twice.
  const typeNames = uniqueIdentifiers(Object.keys(ir.schemas), { style: 'pascal', taken: ['components', 'paths', 'operations', 'webhooks', '$defs'] });
  const names = Object.keys(ir.schemas);
  if (!names.length) return 'export {};\n';
  file.addImportDeclaration({ isTypeOnly: true, namedImports: ['components'], moduleSpecifier: `./${clientConfig.files.schema.replace(/\.ts$/, '.js')}` });
  // One insertion for all: ts-morph re-parses the file after each one.
  file.addStatements(
    names.map((name) => {
      const description = (ir.schemas[name] as { description?: unknown }).description;
      return {
        kind: StructureKind.TypeAlias as const,
        name: typeNames.get(name)!,
        isExported: true,
        ...(typeof description === 'string' && description.trim() ? { docs: [description.trim().replaceAll('*/', '*\\/')] } : {}),
        type: `components['schemas'][${literal(name)}]`,
      };
    }),
  );
  return file.getFullText();
}
