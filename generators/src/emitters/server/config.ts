/** Where the server stubs go and which templates render them. */
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

export const serverConfig = {
  /** Output folder, relative to the output root. Only generated files live here (plus its README). */
  dir: 'packages/server/src/generated',
  files: {
    schema: 'schema.gen.ts',
    components: 'components.gen.ts',
    routes: 'routes.gen.ts',
    handlers: 'handlers.gen.ts',
    readme: 'README.md',
  },
  templates: path.join(repoRoot, 'templates/server'),
  /** How generated code reaches the hand-written runtime's types. */
  coreTypesImport: '../core/types.js',
  /** `$id` of the component-schema document; route schemas reference `<id>#/components/schemas/<Name>`. */
  schemaDocumentId: 'spec',
  /**
   * Request headers the runtime owns and therefore leaves out of the request validators: `X-Request-Id`
   * is echoed (or replaced when unusable) by the runtime rather than rejected.
   */
  runtimeHeaders: ['x-request-id'],
  /** The header the runtime echoes (or sets) on every answer and copies into error bodies, lower-cased. */
  requestIdHeader: 'x-request-id',
  /** Schema keywords that only annotate; dropped from the validators' copies to keep the table small. */
  annotations: ['description', 'example', 'examples', 'title', 'deprecated', 'externalDocs', 'xml'],
};
