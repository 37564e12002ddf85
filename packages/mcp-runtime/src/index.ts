/**
 * @openapi-cmp/mcp-runtime: the MCP server every generated MCP package stands on (any API). The generated
 * layer supplies the tool table and the client; this package serves them over stdio or Streamable HTTP on
 * the official MCP SDK.
 */
export { createMcpServer, listedTool, type McpServerOptions } from './server.js';
export { runMcpCli, helpText, settingsOf, type CliOptions, type Settings } from './cli.js';
export { serveHttp, type HttpOptions } from './http.js';
export { selectTools, SelectionError, type Selection } from './select.js';
export { ToolSearch, words } from './search.js';
export { DEFAULT_MAX_RESULT_BYTES, pageSizeArgument } from './result.js';
export { apiErrorResult, type ToolErrorBody } from './errors.js';
export type { ApiCaller, CallInput, JsonSchema, McpDefinition, ToolAnnotations, ToolArgument, ToolEntry, ToolPaging } from './types.js';
