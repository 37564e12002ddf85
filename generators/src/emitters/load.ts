/**
 * Loads one emitter by name, and only that one: each pulls in its own heavy modules (the docs emitter
 * Handlebars and Redocly's CLI, the client and stubs prettier), so `--only bundle` or a one-artifact run
 * pays for what it uses. `index.ts` lists them all, in the order they run.
 */
import type { Emitter } from './types.js';
import type { EMITTER_NAMES } from './names.js';

const LOADERS: Record<(typeof EMITTER_NAMES)[number], () => Promise<Emitter>> = {
  bundle: async () => (await import('./bundle/index.js')).bundleEmitter,
  client: async () => (await import('./client/index.js')).clientEmitter,
  server: async () => (await import('./server/index.js')).serverEmitter,
  docs: async () => (await import('./docs/index.js')).docsEmitter,
  mock: async () => (await import('./mock/index.js')).mockEmitter,
  mcp: async () => (await import('./mcp/index.js')).mcpEmitter,
  python: async () => (await import('./python/index.js')).pythonEmitter,
};

/** The named emitters, in the order of `names` (which the CLI has checked against EMITTER_NAMES). */
export function loadEmitters(names: readonly string[]): Promise<Emitter[]> {
  return Promise.all(names.map((name) => LOADERS[name as keyof typeof LOADERS]()));
}
