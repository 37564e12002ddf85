/** Where the client emitter writes and the names it gives the things every spec's client has. */
export const clientConfig = {
  /** Output folder, relative to the output root. Everything in it is generated. */
  dir: 'packages/client/src/generated',
  /** Import specifier of the hand-written runtime, relative to `dir`. */
  core: '../core/index.js',
  /** The class users construct. */
  clientClassName: 'CustomerMessagingClient',
  /** The header a caller sets per call through `RequestOptions.requestId`, so it is left out of `*Params`. */
  requestIdHeader: 'X-Request-Id',
  files: {
    schema: 'schema.gen.ts',
    models: 'models.gen.ts',
    types: 'types.gen.ts',
    operations: 'operations.gen.ts',
    errorCodes: 'error-codes.gen.ts',
    resources: 'resources.gen.ts',
    client: 'client.gen.ts',
  },
} as const;
