/**
 * IR -> the MCP package: the tool table (`src/generated/tools.gen.ts`), the entry point (`src/index.ts`: the
 * server's definition, `createServer`, `main`), the command (`src/bin.ts`), and what makes it a package
 * (package.json with its `bin`, README, build configuration; see ../package/). The package stands on the
 * generated client (a dependency, which calls the API) and the MCP runtime (bundled in).
 */
import type { IR } from '../../ir/types.js';
import type { EmitContext, GeneratedFile } from '../types.js';
import { generatedHeader, stampFile } from '../header.js';
import { tsFile } from '../ts/file.js';
import type { Declaration } from '../ts/print.js';
import { packageFiles } from '../package/files.js';
import { credentialSettings } from '../credentials.js';
import { mcpConfig } from './config.js';
import { toolRows } from './tools.js';
import { mcpCredentialVariables } from './variables.js';
import { jsonExpression } from '../ts/literal.js';

const TOOLS_COMMENT = `The tool table: one tool per operation of the spec (the token exchange excepted), sorted by name. Each
row says how its arguments map to the request (path, query, header parameters and the body), its input
and output schemas (refs inlined), its annotations and how it pages. The runtime serves it.`;

/** The variables the client reads, as `--help` lists them: the credential ones, then the others. */
function variables(ir: IR): { credential: string[]; other: { name: string; description: string }[] } {
  const { env } = credentialSettings(ir.api);
  const p = ir.api.client.envPrefix;
  return {
    credential: mcpCredentialVariables(ir, { all: true }),
    other: [
      { name: env.baseUrl, description: `The API's base URL. Default ${ir.api.baseUrl}.` },
      { name: `${p}LOG_LEVEL`, description: "The client's log level (off, error, warn, info, debug), on stderr, credentials redacted." },
    ],
  };
}

function toolsFile(ir: IR): Declaration[] {
  const rows = toolRows(ir);
  return [
    { kind: 'import', typeOnly: true, names: ['ToolEntry'], from: mcpConfig.core },
    {
      kind: 'const',
      exported: true,
      docs: `The ${rows.length} tools of ${ir.info.title} ${ir.info.version}.`,
      name: 'tools',
      type: 'readonly ToolEntry[]',
      value: jsonExpression(rows),
    },
  ];
}

function indexFile(ir: IR): Declaration[] {
  const { client, mcp } = ir.api;
  const vars = variables(ir);
  const definition = {
    name: mcp.packageName,
    version: ir.info.version,
    title: ir.info.title,
    bin: mcp.binName,
    envPrefix: client.envPrefix,
    credentialVariables: vars.credential,
    otherVariables: vars.other,
    scopes: ir.scopes.map((s) => s.name),
  };
  const core = mcpConfig.core;
  return [
    { kind: 'import', names: [client.className, 'operations as clientOperations', 'type ClientOptions'], from: client.packageName },
    { kind: 'import', names: ['createMcpServer', 'runMcpCli', 'selectTools', 'type McpDefinition', 'type McpServerOptions', 'type Selection'], from: core },
    { kind: 'import', typeOnly: true, names: ['Server'], from: '@modelcontextprotocol/sdk/server/index.js' },
    { kind: 'import', names: ['tools'], from: `./generated/${mcpConfig.files.tools.replace(/\.ts$/, '.js')}` },
    { kind: 'export', names: ['tools'] },
    { kind: 'export', names: ['createMcpServer', 'selectTools', 'type McpDefinition', 'type Selection', 'type ToolEntry'], from: core },
    {
      kind: 'const',
      exported: true,
      docs: "What the runtime serves: this API's names, variables, scopes and tools.",
      name: 'definition',
      type: 'McpDefinition',
      value: `{ ...${jsonExpression(definition)}, tools }`,
    },
    {
      kind: 'const',
      exported: true,
      docs: "The client's operations by operationId, which the tools name.",
      name: 'operations',
      type: 'Readonly<Record<string, unknown>>',
      value: 'Object.fromEntries(Object.values(clientOperations).map((op) => [op.id, op]))',
    },
    {
      kind: 'function',
      exported: true,
      docs: 'The generated client, configured from its options, else its environment variables (credentials included).',
      name: 'createClient',
      parameters: [{ name: 'options', type: 'ClientOptions', initializer: '{}' }],
      returnType: client.className,
      body: [`return new ${client.className}(options);`],
    },
    {
      kind: 'interface',
      exported: true,
      docs: 'Options of `createServer`: a selection of tools, the mode, the size budget, a configured client.',
      name: 'ServerOptions',
      extends: ['Selection', "Pick<McpServerOptions, 'mode' | 'maxResultBytes' | 'log'>"],
      properties: [{ name: 'client', type: client.className, optional: true }],
    },
    {
      kind: 'function',
      exported: true,
      docs: 'An MCP server of this API (connect it to a transport of the MCP SDK); the client reads its credentials from the environment.',
      name: 'createServer',
      parameters: [{ name: 'options', type: 'ServerOptions', initializer: '{}' }],
      returnType: 'Server',
      body: [
        'const { client = createClient(), mode, maxResultBytes, log, ...selection } = options;',
        'const secrets = definition.credentialVariables.map((name) => process.env[name]);',
        'return createMcpServer({ definition, tools: selectTools(definition, selection), client, operations, secrets, ...(mode ? { mode } : {}), ...(maxResultBytes ? { maxResultBytes } : {}), ...(log !== undefined ? { log } : {}) });',
      ],
    },
    {
      kind: 'function',
      exported: true,
      docs: `The command line (\`${mcp.binName} --help\`): resolves with an exit code when it ends at once, else serves.`,
      name: 'main',
      parameters: [{ name: 'argv', type: 'readonly string[]', initializer: 'process.argv.slice(2)' }],
      returnType: 'Promise<number | undefined>',
      body: ['return runMcpCli({ definition, operations, createClient: () => createClient(), argv });'],
    },
  ];
}

const BIN = (ir: IR) => `#!/usr/bin/env node
${generatedHeader(ir)}

// The command: stdio by default, \`--transport http --port N\` for Streamable HTTP (\`--help\` for every option).
import { main } from './index.js';

const code = await main();
if (code !== undefined) process.exitCode = code;
`;

export async function emitMcp(ir: IR, context: EmitContext = {}): Promise<GeneratedFile[]> {
  return [
    await tsFile(ir, `${mcpConfig.dir}/${mcpConfig.files.tools}`, toolsFile(ir), TOOLS_COMMENT),
    await tsFile(
      ir,
      `${mcpConfig.packageDir}/src/index.ts`,
      indexFile(ir),
      `${ir.api.mcp.packageName}: the MCP server of ${ir.info.title}, for AI agents.\n\n\`generated/\` is emitted from the spec; the runtime is ${mcpConfig.core}, the client ${ir.api.client.packageName}.`,
    ),
    { path: `${mcpConfig.packageDir}/src/bin.ts`, contents: BIN(ir) },
    ...packageFiles(ir, 'mcp', context),
    stampFile(ir, mcpConfig.dir),
  ].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
