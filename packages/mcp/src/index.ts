// Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
// Regenerate with `npm run generate`.

/**
 * @customer-messaging/mcp: the MCP server of Customer Messaging Platform API, for AI agents.
 *
 * `generated/` is emitted from the spec; the runtime is @openapi-cmp/mcp-runtime, the client @customer-messaging/client.
 */
import {
  CustomerMessagingClient,
  operations as clientOperations,
  type ClientOptions,
} from '@customer-messaging/client';
import {
  createMcpServer,
  runMcpCli,
  selectTools,
  type McpDefinition,
  type McpServerOptions,
  type Selection,
} from '@openapi-cmp/mcp-runtime';
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { tools } from './generated/tools.gen.js';

export { tools };
export {
  createMcpServer,
  selectTools,
  type McpDefinition,
  type Selection,
  type ToolEntry,
} from '@openapi-cmp/mcp-runtime';

/** What the runtime serves: this API's names, variables, scopes and tools. */
export const definition: McpDefinition = {
  ...{
    name: '@customer-messaging/mcp',
    version: '1.0.0',
    title: 'Customer Messaging Platform API',
    bin: 'customer-messaging-mcp',
    envPrefix: 'CMP_',
    credentialVariables: ['CMP_CLIENT_ID', 'CMP_CLIENT_SECRET', 'CMP_ACCESS_TOKEN'],
    otherVariables: [
      {
        name: 'CMP_BASE_URL',
        description: "The API's base URL. Default https://api.customer-messaging.invalid/v1.",
      },
      {
        name: 'CMP_LOG_LEVEL',
        description:
          "The client's log level (off, error, warn, info, debug), on stderr, credentials redacted.",
      },
    ],
    scopes: [
      'account',
      'agents_teams',
      'ai_world',
      'analytics',
      'audit_log',
      'billing',
      'business_hours',
      'conversation_attributes',
      'conversations',
      'customer_objects',
      'customers',
      'documents_signature',
      'files',
      'forms',
      'knowledge_base',
      'messages',
      'notifications',
      'profile',
      'quick_replies',
      'sso',
      'studio',
    ],
  },
  tools,
};

/** The client's operations by operationId, which the tools name. */
export const operations: Readonly<Record<string, unknown>> = Object.fromEntries(
  Object.values(clientOperations).map((op) => [op.id, op]),
);

/** The generated client, configured from its options, else its environment variables (credentials included). */
export function createClient(options: ClientOptions = {}): CustomerMessagingClient {
  return new CustomerMessagingClient(options);
}

/** Options of `createServer`: a selection of tools, the mode, the size budget, a configured client. */
export interface ServerOptions extends Selection, Pick<McpServerOptions, 'mode' | 'maxResultBytes' | 'log'> {
  client?: CustomerMessagingClient;
}

/** An MCP server of this API (connect it to a transport of the MCP SDK); the client reads its credentials from the environment. */
export function createServer(options: ServerOptions = {}): Server {
  const { client = createClient(), mode, maxResultBytes, log, ...selection } = options;
  const secrets = definition.credentialVariables.map((name) => process.env[name]);
  return createMcpServer({
    definition,
    tools: selectTools(definition, selection),
    client,
    operations,
    secrets,
    ...(mode ? { mode } : {}),
    ...(maxResultBytes ? { maxResultBytes } : {}),
    ...(log !== undefined ? { log } : {}),
  });
}

/** The command line (`customer-messaging-mcp --help`): resolves with an exit code when it ends at once, else serves. */
export function main(argv: readonly string[] = process.argv.slice(2)): Promise<number | undefined> {
  return runMcpCli({ definition, operations, createClient: () => createClient(), argv });
}
