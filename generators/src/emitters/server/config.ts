/** Where the server stubs go and which templates render them. */
import path from 'node:path';
import { toolchainRoot as repoRoot } from '../../paths.js';
import { RUNTIME_NAMES } from '../runtimes.js';

export const serverConfig = {
  /** Output folder, relative to the output root. Only generated files live here (plus its README). */
  dir: 'packages/server/src/generated',
  /** The package the generated layer belongs to: its manifest, README, build configuration and entry point. */
  packageDir: 'packages/server',
  files: {
    schema: 'schema.gen.ts',
    components: 'components.gen.ts',
    routes: 'routes.gen.ts',
    handlers: 'handlers.gen.ts',
    readme: 'README.md',
  },
  templates: path.join(repoRoot, 'templates/server'),
  /** How generated code reaches the hand-written runtime's types: its package (see ../runtimes.ts). */
  coreTypesImport: RUNTIME_NAMES.server,
  /** `$id` of the component-schema document; route schemas reference `<id>#/components/schemas/<Name>`. */
  schemaDocumentId: 'spec',
  /** Schema keywords that only annotate; dropped from the validators' copies to keep the table small. */
  annotations: ['description', 'example', 'examples', 'title', 'deprecated', 'externalDocs', 'xml'],
};
