/** IR -> `models.gen.ts`: one alias per component schema, named as the schema (`Conversation`, `Message`). */
import type { IR } from '../../ir/types.js';
import { clientConfig } from './config.js';
import { literal } from './names.js';
import { newSourceFile } from './source-file.js';

export function modelsFile(ir: IR): string {
  const file = newSourceFile(clientConfig.files.models);
  const names = Object.keys(ir.schemas).filter((name) => /^[A-Za-z_$][\w$]*$/.test(name));
  if (!names.length) return 'export {};\n';
  file.addImportDeclaration({ isTypeOnly: true, namedImports: ['components'], moduleSpecifier: `./${clientConfig.files.schema.replace(/\.ts$/, '.js')}` });
  for (const name of names) {
    const description = (ir.schemas[name] as { description?: unknown }).description;
    file.addTypeAlias({
      name,
      isExported: true,
      ...(typeof description === 'string' && description.trim() ? { docs: [description.trim().replaceAll('*/', '*\\/')] } : {}),
      type: `components['schemas'][${literal(name)}]`,
    });
  }
  return file.getFullText();
}
