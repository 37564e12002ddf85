import { RUNTIME_NAMES } from '../runtimes.js';

/**
 * Where the MCP emitter writes: the generated layer of the MCP package (its tool table), the package's entry
 * point and command, over the generated client and the hand-written runtime (`packages/mcp-runtime`).
 */
export const mcpConfig = {
  /** Output folder, relative to the output root. Everything in it is generated. */
  dir: 'packages/mcp/src/generated',
  packageDir: 'packages/mcp',
  core: RUNTIME_NAMES.mcp,
  files: { tools: 'tools.gen.ts' },
  /** Longest description kept of an operation (its first paragraph, cut at a word): the tool list stays small. */
  descriptionLimit: 300,
  /** A streamed answer is collected up to this many items, or for this long, whichever comes first. */
  stream: { maxItems: 100, maxMs: 10_000 },
} as const;
