import { RUNTIME_NAMES } from '../runtimes.js';

/**
 * Where the client emitter writes. The names the client carries (class, package, environment prefix, token
 * exchange, request-id header) are the API's, so they come from the IR's `api` (the configuration file).
 */
export const clientConfig = {
  /** Output folder, relative to the output root. Everything in it is generated. */
  dir: 'packages/client/src/generated',
  /** The package the generated layer belongs to: its manifest, README, build configuration and entry point. */
  packageDir: 'packages/client',
  /** Import specifier of the hand-written runtime: its package (see ../runtimes.ts). */
  core: RUNTIME_NAMES.client,
  files: {
    schema: 'schema.gen.ts',
    models: 'models.gen.ts',
    types: 'types.gen.ts',
    operations: 'operations.gen.ts',
    errorCodes: 'error-codes.gen.ts',
    resources: 'resources.gen.ts',
    client: 'client.gen.ts',
    errors: 'errors.gen.ts',
    webhooks: 'webhooks.gen.ts',
  },
} as const;
