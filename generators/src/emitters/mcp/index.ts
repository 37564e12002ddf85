import type { Emitter } from '../types.js';
import { mcpConfig } from './config.js';
import { emitMcp } from './emit.js';

export const mcpEmitter: Emitter = {
  name: 'mcp',
  description: 'MCP server over the client, one tool per operation (packages/mcp)',
  ownedDirs: [mcpConfig.dir],
  emit: emitMcp,
};
