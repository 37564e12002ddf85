/**
 * The MCP server of one API: `tools/list` and `tools/call` on the official SDK's low-level `Server` (the
 * tool schemas are the spec's JSON Schemas as they are; the SDK's `McpServer` wants Zod schemas). Two modes:
 *
 *   static   one tool per operation (the selection's);
 *   dynamic  three tools for APIs too large to list (search the operations, describe one, call one), so a
 *            client that caps the number of tools still reaches every operation.
 *
 * Every call goes through the generated client (its token, retries, timeouts and rate-limit handling);
 * nothing the model sends can set a credential, and nothing a result, an error or a log line holds does.
 */
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema, type CallToolResult, type Tool } from '@modelcontextprotocol/sdk/types.js';
import { checkArguments } from './arguments.js';
import { apiErrorResult } from './errors.js';
import { Redactor } from './redact.js';
import { DEFAULT_MAX_RESULT_BYTES, errorText, successResult } from './result.js';
import { ToolSearch } from './search.js';
import type { ApiCaller, CallInput, McpDefinition, ToolEntry } from './types.js';

export interface McpServerOptions {
  definition: McpDefinition;
  /** The tools to expose (see select.ts); default every tool. */
  tools?: readonly ToolEntry[];
  /** The generated client, configured (from the environment by default). */
  client: ApiCaller;
  /** The client's operation table, by operationId. */
  operations: Readonly<Record<string, unknown>>;
  mode?: 'static' | 'dynamic';
  /** Size budget of one answer's JSON text, in bytes. */
  maxResultBytes?: number;
  /** Where log lines go (stderr by default: stdout is the stdio transport's); `false` for none. */
  log?: ((line: string) => void) | false;
  /** The values to keep out of every result, error and log line (the credential variables' values). */
  secrets?: readonly (string | undefined)[];
}

const DYNAMIC = { search: 'search_operations', describe: 'describe_operation', call: 'call_operation' } as const;

/** A tool as `tools/list` lists it. */
export function listedTool(tool: ToolEntry): Tool {
  return {
    name: tool.name,
    title: tool.title,
    description: tool.description,
    inputSchema: tool.inputSchema as Tool['inputSchema'],
    ...(tool.outputSchema ? { outputSchema: tool.outputSchema as Tool['outputSchema'] } : {}),
    annotations: { ...tool.annotations },
  };
}

function dynamicTools(definition: McpDefinition, tools: readonly ToolEntry[]): Tool[] {
  const readOnly = tools.every((t) => t.readOnly);
  const tags = [...new Set(tools.flatMap((t) => t.tags))].sort();
  return [
    {
      name: DYNAMIC.search,
      title: `Search the operations of ${definition.title}`,
      description: `Finds operations of ${definition.title} (${tools.length} in all) by what they do${tools[0] ? `, e.g. "${tools[0].title.toLowerCase()}"` : ''}. Returns each match's name and summary; then describe_operation for its arguments, call_operation to call it.`,
      inputSchema: {
        type: 'object',
        properties: {
          query: { type: 'string', minLength: 1, description: 'What the operation does, in a few words.' },
          ...(tags.length ? { tag: { type: 'string', description: `Only operations of this tag.` } } : {}),
          limit: { type: 'integer', minimum: 1, maximum: 50, default: 10, description: 'How many matches, best first.' },
        },
        required: ['query'],
        additionalProperties: false,
      },
      annotations: { title: 'Search operations', readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    },
    {
      name: DYNAMIC.describe,
      title: 'Describe one operation',
      description: 'The full description of one operation (by the name search_operations gave): what it does, the scope it needs, its arguments as JSON Schema and its answer.',
      inputSchema: {
        type: 'object',
        properties: { name: { type: 'string', minLength: 1, description: 'The operation name, as search_operations lists it.' } },
        required: ['name'],
        additionalProperties: false,
      },
      annotations: { title: 'Describe an operation', readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    },
    {
      name: DYNAMIC.call,
      title: 'Call one operation',
      description: `Calls one operation of ${definition.title} with arguments that follow the schema describe_operation gave. Check an operation's description for its cost and whether a retry is safe before calling it.`,
      inputSchema: {
        type: 'object',
        properties: {
          name: { type: 'string', minLength: 1, description: 'The operation name.' },
          arguments: { type: 'object', description: "The operation's arguments (describe_operation gives their schema).", additionalProperties: true },
        },
        required: ['name'],
        additionalProperties: false,
      },
      annotations: { title: 'Call an operation', readOnlyHint: readOnly, destructiveHint: !readOnly, idempotentHint: false, openWorldHint: true },
    },
  ];
}

/** Names close to a mistyped one (same words or a shared prefix), for the error that says it is unknown. */
function closest(name: string, tools: readonly ToolEntry[]): string[] {
  const lower = name.toLowerCase();
  const parts = lower.split(/[_\-./]+/).filter(Boolean);
  return tools
    .map((t) => ({ t, score: parts.filter((p) => t.name.toLowerCase().includes(p)).length + (t.name.toLowerCase().startsWith(lower.slice(0, 4)) ? 1 : 0) }))
    .filter((r) => r.score > 0)
    .sort((a, b) => b.score - a.score || a.t.name.localeCompare(b.t.name))
    .slice(0, 5)
    .map((r) => r.t.name);
}

export function createMcpServer(options: McpServerOptions): Server {
  const { definition, client, operations } = options;
  const tools = options.tools ?? definition.tools;
  const byName = new Map(tools.map((t) => [t.name, t]));
  const mode = options.mode ?? 'static';
  const budget = options.maxResultBytes ?? DEFAULT_MAX_RESULT_BYTES;
  const redactor = new Redactor(options.secrets ?? []);
  const write = options.log === false ? () => undefined : (options.log ?? ((line: string) => process.stderr.write(`${line}\n`)));
  const log = (line: string) => write(redactor.text(line));
  let search: ToolSearch | undefined;

  const server = new Server(
    { name: definition.name, version: definition.version, title: definition.title },
    {
      capabilities: { tools: { listChanged: false } },
      instructions:
        mode === 'dynamic'
          ? `Tools for ${definition.title}. Find an operation with ${DYNAMIC.search}, read its arguments with ${DYNAMIC.describe}, call it with ${DYNAMIC.call}. Lists answer one page at a time: each answer says how to get the next page.`
          : `Tools for ${definition.title}, one per operation. Lists answer one page at a time: each answer says how to get the next page. Errors carry the API's code and request id.`,
    },
  );

  const unknownTool = (name: string, pool: readonly ToolEntry[]): CallToolResult => {
    const near = closest(name, pool);
    return errorText(
      `Unknown tool ${JSON.stringify(name)}.${near.length ? ` Did you mean: ${near.join(', ')}?` : ''}${mode === 'dynamic' ? ` Find operations with ${DYNAMIC.search}.` : ''}`,
    );
  };

  async function callTool(tool: ToolEntry, args: unknown): Promise<CallToolResult> {
    const checked = checkArguments(tool, args);
    if (!checked.ok) {
      return errorText(
        `Invalid arguments for ${tool.name}:\n${checked.problems.map((p) => `- ${p}`).join('\n')}\nThe arguments' schema is in the tool's inputSchema${mode === 'dynamic' ? ` (${DYNAMIC.describe})` : ''}.`,
      );
    }
    const operation = operations[tool.operationId];
    if (!operation) return errorText(`${tool.name}: the client has no operation ${tool.operationId} (the package's client and tools are from different versions of the spec).`);
    const started = Date.now();
    try {
      if (tool.stream) {
        const { items, requestId, note } = await collectStream(client, operation, checked.input, tool.stream);
        log(`${tool.name}: ${items.length} streamed items in ${Date.now() - started} ms${requestId ? ` (request id ${requestId})` : ''}`);
        const result = successResult(tool, items, (args ?? {}) as Record<string, unknown>, budget);
        return redactor.json({ ...result, content: [...result.content, { type: 'text', text: note }] });
      }
      const { data, requestId } = await client._call(operation as never, checked.input).withResponse();
      log(`${tool.name}: ok in ${Date.now() - started} ms${requestId ? ` (request id ${requestId})` : ''}`);
      return redactor.json(successResult(tool, data, (args ?? {}) as Record<string, unknown>, budget));
    } catch (error) {
      const result = apiErrorResult(error, (text) => redactor.text(text));
      log(`${tool.name}: failed in ${Date.now() - started} ms: ${(result.content[0] as { text: string }).text}`);
      return result;
    }
  }

  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: mode === 'dynamic' ? dynamicTools(definition, tools) : tools.map(listedTool) }));

  server.setRequestHandler(CallToolRequestSchema, async (request): Promise<CallToolResult> => {
    const { name, arguments: args } = request.params;
    try {
      if (mode === 'static') {
        const tool = byName.get(name);
        return tool ? await callTool(tool, args) : unknownTool(name, tools);
      }
      const a = (args ?? {}) as Record<string, unknown>;
      if (name === DYNAMIC.search) {
        if (typeof a.query !== 'string' || !a.query.trim()) return errorText(`${DYNAMIC.search}: query (a string, what the operation does) is required.`);
        const limit = typeof a.limit === 'number' && a.limit >= 1 ? Math.min(50, Math.floor(a.limit)) : 10;
        const pool = typeof a.tag === 'string' ? tools.filter((t) => t.tags.some((tag) => tag.toLowerCase() === String(a.tag).toLowerCase())) : tools;
        search ??= new ToolSearch(tools);
        const found = (pool === tools ? search : new ToolSearch(pool)).search(a.query, limit);
        const matches = found.map(({ tool }) => ({ name: tool.name, summary: tool.title, method: tool.method.toUpperCase(), path: tool.path, readOnly: tool.readOnly }));
        const text = matches.length
          ? JSON.stringify({ matches })
          : `No operation matches ${JSON.stringify(a.query)}. Try other words (what the operation does, e.g. "list", "create", a resource name).`;
        return { content: [{ type: 'text', text }] };
      }
      if (name === DYNAMIC.describe) {
        const tool = typeof a.name === 'string' ? byName.get(a.name) : undefined;
        if (!tool) return unknownTool(String(a.name ?? ''), tools);
        const described = { ...listedTool(tool), method: tool.method.toUpperCase(), path: tool.path, scopes: tool.scopes };
        return { content: [{ type: 'text', text: JSON.stringify(described) }] };
      }
      if (name === DYNAMIC.call) {
        const tool = typeof a.name === 'string' ? byName.get(a.name) : undefined;
        if (!tool) return unknownTool(String(a.name ?? ''), tools);
        const result = await callTool(tool, a.arguments ?? {});
        // The three tools declare no output schema: the answer goes as text (and structured content, which a client takes as is).
        return result;
      }
      return errorText(`Unknown tool ${JSON.stringify(name)}. This server (dynamic mode) has ${Object.values(DYNAMIC).join(', ')}.`);
    } catch (error) {
      // Nothing reaches the agent as a stack trace: the message alone, redacted.
      log(`${name}: internal error: ${error instanceof Error ? error.message : String(error)}`);
      return errorText(`${name} failed inside the MCP server: ${redactor.text(error instanceof Error ? error.message : String(error))}`);
    }
  });

  return server;
}

/**
 * A streamed answer collected for a model: at most `maxItems` items, for at most `maxMs`; then the stream is
 * closed (the client's abort), and the note says whether the stream had ended or was cut there.
 */
async function collectStream(client: ApiCaller, operation: unknown, input: CallInput, cap: { maxItems: number; maxMs: number }) {
  if (!client._stream) throw new Error('This client cannot read streamed answers: regenerate it.');
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error('time cap')), cap.maxMs);
  const items: unknown[] = [];
  let ended = false;
  let requestId: string | undefined;
  try {
    const opened = await client._stream(operation as never, input, { signal: controller.signal }).withResponse();
    requestId = opened.requestId;
    for await (const item of opened.data) {
      items.push(item);
      if (items.length >= cap.maxItems) break;
    }
    ended = items.length < cap.maxItems;
  } catch (error) {
    if (!controller.signal.aborted) throw error;
  } finally {
    clearTimeout(timer);
  }
  const note = ended
    ? `The stream ended; all ${items.length} items are shown.`
    : items.length >= cap.maxItems
      ? `The stream was stopped after ${cap.maxItems} items (this tool's cap); it may have more.`
      : `The stream was stopped after ${cap.maxMs / 1000} s (this tool's cap) with ${items.length} items; it may have more.`;
  return { items, requestId, note };
}
