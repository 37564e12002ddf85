/**
 * What the generators need to know about this API that its OpenAPI document does not say (see
 * generators/README.md, "Configuration"). `npm run generate` reads this file; `--spec` without `--config`
 * generates any other document with the defaults instead.
 */
import { defineConfig } from './generators/src/config/index.js';

export default defineConfig({
  input: 'openapi/openapi.yaml',
  redocly: 'redocly.yaml',
  // Our own spec is held to every structural rule: a fault other generators would read past is an error here.
  strict: true,
  // Output is fixed at its generator here, never by hand: `check` calls any kept hand edit stale.
  handEdits: 'refuse',
  client: {
    packageName: '@customer-messaging/client',
    className: 'CustomerMessagingClient',
    coreClassName: 'CustomerMessagingCore',
    envPrefix: 'CMP_',
    description: 'Typed TypeScript client of the Customer Messaging Platform REST API, generated from its OpenAPI document.',
    packageJson: {
      license: 'UNLICENSED',
      homepage: 'https://docs.customer-messaging.invalid/api',
      repository: { type: 'git', url: 'git+https://git.customer-messaging.invalid/toolchain.git', directory: 'packages/client' },
      keywords: ['customer-messaging', 'api-client', 'openapi', 'typescript', 'sdk', 'whatsapp', 'crm'],
    },
    // The package's README is a guide written by hand (its TypeScript blocks are compiled by its tests).
    readme: false,
    // The change poller bound to GET /conversations.
    exports: ['./poll-conversations.js'],
  },
  server: {
    packageName: '@customer-messaging/server',
    description:
      "Fastify 5 server stubs for the Customer Messaging Platform API, generated from its OpenAPI spec: route table, typed handler contracts, request validation and the API's rules (auth, scopes, limits, Error shape).",
    packageJson: { license: 'UNLICENSED' },
    readme: false,
  },
  mcp: {
    packageName: '@customer-messaging/mcp',
    binName: 'customer-messaging-mcp',
    description: 'MCP server of the Customer Messaging Platform API for AI agents: one tool per operation, over the typed client; stdio and Streamable HTTP.',
    packageJson: { license: 'UNLICENSED' },
  },
  python: {
    distributionName: 'customer-messaging',
    packageName: 'customer_messaging',
    className: 'CustomerMessaging',
    description: 'Python SDK of the Customer Messaging Platform REST API: sync and async clients on httpx, typed models, retries, paging and token refresh.',
  },
  // POST /oauth/token: the spec's security scheme is a plain bearer token, so the exchange is named here.
  tokenExchange: { operationId: 'createAccessToken', clientIdField: 'client_id', clientSecretField: 'client_secret', rejectedCode: 'invalid_token' },
  // The Error schema: { error: { type, code, message, param?, details?, request_id } }.
  errors: { code: 'error.code', type: 'error.type', message: 'error.message', param: 'error.param', details: 'error.details', requestId: 'error.request_id' },
  // Page envelopes: { data: [...], meta: { page?, has_more, next_cursor? } }.
  pagination: { items: 'data', hasMore: 'meta.has_more', nextCursor: 'meta.next_cursor', page: 'meta.page', pageParam: 'page', cursorParam: 'cursor' },
  requestIdHeader: 'X-Request-Id',
  docs: {
    // tests/docs runs every sample of the reference as a reader saves it: one file per operation and language.
    sampleFiles: 'operation',
    guides: ['authentication', 'errors-and-retries', 'pagination-and-polling', 'rate-limits-and-costs', 'mock-and-sandbox', 'ai-agents'],
    // `npm run sandbox -- --cors` and `npm run mock -- --cors` answer the reference's "Try it" console on these.
    tryItServers: [
      { label: 'Local sandbox (npm run sandbox -- --cors)', url: 'http://127.0.0.1:4020/v1' },
      { label: 'Local mock (npm run mock -- --cors)', url: 'http://127.0.0.1:4010' },
    ],
  },
  // `npm run dev` restarts these after every good save, on the ports they keep (the sandbox's and the mock's defaults).
  // The sandbox signs its tokens with the session's secret, so a token pasted into a shell outlives the restarts,
  // and its banner (the CMP_* lines to paste, as `npm run sandbox` prints them) is shown.
  dev: {
    services: {
      sandbox: {
        command: ['node', 'packages/sandbox/dist/cli.js', '--port', '{port}'],
        port: 4020,
        env: { CMP_SANDBOX_TOKEN_SECRET: '{session}' },
        path: '/v1',
        banner: true,
      },
      mock: { command: ['node', 'packages/mock/dist/cli.js', '--port', '{port}'], port: 4010 },
    },
  },
});
