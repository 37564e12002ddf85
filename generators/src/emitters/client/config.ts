/** Where the client emitter writes and the names it gives the things every spec's client has. */
export const clientConfig = {
  /** Output folder, relative to the output root. Everything in it is generated. */
  dir: 'packages/client/src/generated',
  /** Import specifier of the hand-written runtime, relative to `dir`. */
  core: '../core/index.js',
  /** The class users construct. */
  clientClassName: 'CustomerMessagingClient',
  /** The same client without resources, for consumers that construct only the resources they use. */
  coreClassName: 'CustomerMessagingCore',
  /** The npm package the client ships as; with the spec's version it is the client's `User-Agent`. */
  packageName: '@customer-messaging/client',
  /**
   * Prefix of the environment variables the client reads when options leave a value out:
   * `<prefix>BASE_URL`, `<prefix>CLIENT_ID`, `<prefix>CLIENT_SECRET`, `<prefix>ACCESS_TOKEN`, `<prefix>LOG_LEVEL`.
   */
  envPrefix: 'CMP_',
  /**
   * The token exchange the client performs for `clientId` + `clientSecret`: the operation, the body fields
   * that carry them, and the `error.code` of a 401 that means "fetch a new token and send once more".
   * Left out of the generated client when the spec has no operation of that id.
   */
  tokenExchange: { operationId: 'createAccessToken', clientIdField: 'client_id', clientSecretField: 'client_secret', rejectedCode: 'invalid_token' },
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
