/**
 * The command line of a generated MCP package: `<bin> [options]` serves stdio (what desktop clients
 * start), `--transport http --port N` Streamable HTTP. Options may also come from the environment
 * (`<PREFIX>MCP_*`); credentials come only from the environment, as the client reads them. A wrong option
 * is one line on stderr and exit 2, never a stack trace.
 */
import { parseArgs } from 'node:util';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { serveHttp } from './http.js';
import { DEFAULT_MAX_RESULT_BYTES } from './result.js';
import { selectTools, SelectionError, type Selection } from './select.js';
import { createMcpServer } from './server.js';
import type { ApiCaller, McpDefinition } from './types.js';

export interface CliOptions {
  definition: McpDefinition;
  operations: Readonly<Record<string, unknown>>;
  /** Constructs the generated client; it reads its own environment variables (credentials, base URL). */
  createClient: () => ApiCaller;
  argv?: readonly string[];
  env?: NodeJS.ProcessEnv;
}

/** What the options and environment say, settled. */
export interface Settings {
  transport: 'stdio' | 'http';
  host: string;
  port: number;
  mode: 'static' | 'dynamic';
  selection: Selection;
  maxResultBytes: number;
  listTools: boolean;
}

class UsageError extends Error {}

const list = (value: string | undefined) =>
  value === undefined
    ? undefined
    : value
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean);

export function helpText(definition: McpDefinition): string {
  const p = `${definition.envPrefix}MCP_`;
  const row = (left: string, right: string) => `  ${left.padEnd(30)} ${right}`;
  return [
    `${definition.bin} ${definition.version}: the MCP server of ${definition.title} (${definition.tools.length} tools, one per operation).`,
    '',
    `Usage: ${definition.bin} [options]`,
    '',
    'Serves stdio by default (what Claude Desktop, Cursor and VS Code start); --transport http serves',
    'Streamable HTTP at http://HOST:PORT/mcp, where every caller must send Authorization: Bearer <secret>.',
    '',
    'Options (each also read from the environment variable named after it):',
    row('--transport stdio|http', `How clients connect. Default stdio. (${p}TRANSPORT)`),
    row('--port N', `HTTP port; 0 picks a free one. Default 0. (${p}PORT)`),
    row('--host ADDRESS', `HTTP address. Default 127.0.0.1 (loopback only); 0.0.0.0 to serve others. (${p}HOST)`),
    row(
      '--mode static|dynamic',
      `static: one tool per operation. dynamic: three tools (search_operations, describe_operation, call_operation) for clients that cap the number of tools. Default static. (${p}MODE)`,
    ),
    row('--dynamic', 'Same as --mode dynamic.'),
    row('--tools NAME,...', `Only these tools (tool names or operationIds). (${p}TOOLS)`),
    row('--tags TAG,...', `Only the operations of these tags. (${p}TAGS)`),
    row('--read-only', `Only operations that change nothing (GET, HEAD). (${p}READ_ONLY=1)`),
    row('--scopes SCOPE,...', `Only the operations these scopes allow: the scopes your credential holds. (${p}SCOPES)`),
    row('--max-result-bytes N', `Size budget of one answer's JSON; a longer list is cut with a note. Default ${DEFAULT_MAX_RESULT_BYTES}. (${p}MAX_RESULT_BYTES)`),
    row('--list-tools', 'Print the selected tools (name, method, path) and exit.'),
    row('--version', 'Print the version and exit.'),
    row('-h, --help', 'Print this help and exit.'),
    '',
    'Environment (credentials are read from here only: never from a tool argument, and never shown to the model):',
    ...definition.credentialVariables.map((v) => row(v, 'Credential of the API (see the package README).')),
    ...definition.otherVariables.map((v) => row(v.name, v.description)),
    row(`${p}HTTP_SECRET`, 'Required with --transport http: the bearer secret callers must present (at least 16 characters).'),
    '',
    `Scopes (for --scopes): ${definition.scopes.join(', ') || '(the API defines none)'}`,
    '',
  ].join('\n');
}

export function settingsOf(definition: McpDefinition, argv: readonly string[], env: NodeJS.ProcessEnv): Settings | 'help' | 'version' {
  const p = `${definition.envPrefix}MCP_`;
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        transport: { type: 'string' },
        port: { type: 'string' },
        host: { type: 'string' },
        mode: { type: 'string' },
        dynamic: { type: 'boolean' },
        tools: { type: 'string' },
        tags: { type: 'string' },
        'read-only': { type: 'boolean' },
        scopes: { type: 'string' },
        'max-result-bytes': { type: 'string' },
        'list-tools': { type: 'boolean' },
        version: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message.replace(/\. To specify a positional.*$/s, '.'));
  }
  const v = parsed.values;
  if (v.help) return 'help';
  if (v.version) return 'version';
  const transport = v.transport ?? env[`${p}TRANSPORT`] ?? 'stdio';
  if (transport !== 'stdio' && transport !== 'http') throw new UsageError(`--transport: expected stdio or http, got ${JSON.stringify(transport)}.`);
  const portText = v.port ?? env[`${p}PORT`] ?? '0';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port > 65535) throw new UsageError(`--port: expected a port number 0-65535, got ${JSON.stringify(portText)}.`);
  const mode = v.dynamic ? 'dynamic' : (v.mode ?? env[`${p}MODE`] ?? 'static');
  if (mode !== 'static' && mode !== 'dynamic') throw new UsageError(`--mode: expected static or dynamic, got ${JSON.stringify(mode)}.`);
  const budgetText = v['max-result-bytes'] ?? env[`${p}MAX_RESULT_BYTES`] ?? String(DEFAULT_MAX_RESULT_BYTES);
  const maxResultBytes = Number(budgetText);
  if (!/^\d+$/.test(budgetText) || maxResultBytes < 1000)
    throw new UsageError(`--max-result-bytes: expected a whole number of bytes, at least 1000, got ${JSON.stringify(budgetText)}.`);
  const readOnlyEnv = env[`${p}READ_ONLY`];
  const scopes = list(v.scopes ?? env[`${p}SCOPES`]);
  const tools = list(v.tools ?? env[`${p}TOOLS`]);
  const tags = list(v.tags ?? env[`${p}TAGS`]);
  return {
    transport,
    host: v.host ?? env[`${p}HOST`] ?? '127.0.0.1',
    port,
    mode,
    maxResultBytes,
    listTools: v['list-tools'] ?? false,
    selection: {
      ...(tools ? { tools } : {}),
      ...(tags ? { tags } : {}),
      ...(scopes ? { scopes } : {}),
      readOnly: v['read-only'] ?? (readOnlyEnv !== undefined && /^(1|true|yes)$/i.test(readOnlyEnv)),
    },
  };
}

/** Runs the command; resolves with an exit code for a command that ends (help, a usage error), else keeps serving. */
export async function runMcpCli(options: CliOptions): Promise<number | undefined> {
  const { definition } = options;
  const env = options.env ?? process.env;
  const argv = options.argv ?? process.argv.slice(2);
  const err = (line: string) => process.stderr.write(`${line}\n`);
  let settings: Settings | 'help' | 'version';
  let tools;
  try {
    settings = settingsOf(definition, argv, env);
    if (settings === 'help') {
      process.stdout.write(helpText(definition));
      return 0;
    }
    if (settings === 'version') {
      process.stdout.write(`${definition.version}\n`);
      return 0;
    }
    tools = selectTools(definition, settings.selection);
  } catch (error) {
    if (error instanceof UsageError || error instanceof SelectionError) {
      err(`${definition.bin}: ${error.message} See ${definition.bin} --help.`);
      return 2;
    }
    throw error;
  }
  if (settings.listTools) {
    for (const t of tools) process.stdout.write(`${t.name}\t${t.method.toUpperCase()} ${t.path}${t.readOnly ? '\tread-only' : ''}\n`);
    return 0;
  }
  if (!tools.length) {
    err(`${definition.bin}: the selection leaves no tool to serve (${JSON.stringify(settings.selection)}). See ${definition.bin} --help.`);
    return 2;
  }
  const secret = env[`${definition.envPrefix}MCP_HTTP_SECRET`];
  if (settings.transport === 'http' && (!secret || secret.length < 16)) {
    err(`${definition.bin}: --transport http needs ${definition.envPrefix}MCP_HTTP_SECRET, the bearer secret callers present (at least 16 characters), in the environment.`);
    return 2;
  }
  const secrets = [...definition.credentialVariables.map((v) => env[v]), secret];
  if (!definition.credentialVariables.some((v) => env[v])) {
    err(`${definition.bin}: warning: none of ${definition.credentialVariables.join(', ') || '(no credential variable)'} is set; calls that need a credential will fail.`);
  }
  const client = options.createClient();
  const create = () =>
    createMcpServer({
      definition,
      tools,
      client,
      operations: options.operations,
      mode: settings.mode,
      maxResultBytes: settings.maxResultBytes,
      secrets,
      log: (line) => err(`${definition.bin}: ${line}`),
    });
  if (settings.transport === 'stdio') {
    const server = create();
    await server.connect(new StdioServerTransport());
    err(`${definition.bin}: serving ${settings.mode === 'dynamic' ? `3 tools (dynamic mode, ${tools.length} operations)` : `${tools.length} tools`} on stdio`);
    return undefined;
  }
  const http = await serveHttp({ host: settings.host, port: settings.port, secret: secret!, create, log: (line) => err(`${definition.bin}: ${line}`) });
  err(`${definition.bin}: serving ${settings.mode === 'dynamic' ? `3 tools (dynamic mode, ${tools.length} operations)` : `${tools.length} tools`} at ${http.url}`);
  const stop = () => void http.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return undefined;
}
