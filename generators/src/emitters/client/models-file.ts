/** IR -> `models.gen.ts`: one alias per component schema, named as the schema (`Conversation`, `Message`). */
import { StructureKind } from 'ts-morph';
import type { IR } from '../../ir/types.js';
import { clientConfig } from './config.js';
import { literal } from './names.js';
import { newSourceFile } from './source-file.js';

export function modelsFile(ir: IR): string {
  const file = newSourceFile(clientConfig.files.models);
  const names = Object.keys(ir.schemas).filter((name) => /^[A-Za-z_$][\w$]*$/.test(name));
  if (!names.length) return 'export {};\n';
  file.addImportDeclaration({ isTypeOnly: true, namedImports: ['components'], moduleSpecifier: `./${clientConfig.files.schema.replace(/\.ts$/, '.js')}` });
  // One insertion for all: ts-morph re-parses the file after each one.
  file.addStatements(
    names.map((name) => {
    const description = (ir.schemas[name] as { description?: unknown }).description;
    return {
      kind: StructureKind.TypeAlias as const,
      name,
      isExported: true,
      ...(typeof description === 'string' && description.trim() ? { docs: [description.trim().replaceAll('*/', '*\\/')] } : {}),
      type: `components['schemas'][${literal(name)}]`,
    };
    }),
  );
  return file.getFullText();
}
