/**
 * The one table of emitters. Everything that names, orders or loads emitters reads it: `--only` and its
 * usage text, the order they run in, the owned folders the run cache keys on, which emitters need the
 * openapi-typescript worker, the `dev` loop's quick path, and the package builds (which start once every
 * emitter writing where a build reads is done; see ../build/pipeline.ts).
 *
 * A row names its emitter and the folder it owns (from the emitter's config, which is small) and loads the
 * emitter itself only when asked: each pulls in its own heavy modules (the docs emitter Handlebars and
 * Redocly's CLI, the client and stubs prettier), so `--only bundle` or a usage error pays for nothing else.
 *
 * Add an artifact: write its folder (`index.ts`, `config.ts`, `emit.ts`) and add one row here.
 * `test/cli/cli.test.ts` checks each row against the emitter it loads.
 */
import type { Emitter } from './types.js';
import { bundleConfig } from './bundle/config.js';
import { clientConfig } from './client/config.js';
import { serverConfig } from './server/config.js';
import { docsConfig } from './docs/config.js';
import { mockConfig } from './mock/config.js';
import { mcpConfig } from './mcp/config.js';
import { pythonConfig } from './python/config.js';

export interface EmitterRow {
  /** The name `--only` takes and the run reports. */
  name: string;
  /** The folder it owns, relative to the output root (its emitter's `ownedDirs`). */
  dir: string;
  /** Loads the emitter module. */
  load: () => Promise<Emitter>;
  /** Prints TypeScript types through openapi-typescript: the worker is started before the spec is read. */
  openapiTypes?: boolean;
  /** Runs at every save of `npm run dev`; the others follow once saves pause. */
  devQuickPath?: boolean;
}

/** Every emitter, in the order they run and report. */
export const EMITTERS: readonly EmitterRow[] = [
  { name: 'bundle', dir: bundleConfig.dir, load: async () => (await import('./bundle/index.js')).bundleEmitter, devQuickPath: true },
  { name: 'client', dir: clientConfig.dir, load: async () => (await import('./client/index.js')).clientEmitter, openapiTypes: true, devQuickPath: true },
  { name: 'server', dir: serverConfig.dir, load: async () => (await import('./server/index.js')).serverEmitter, openapiTypes: true, devQuickPath: true },
  { name: 'docs', dir: docsConfig.dir, load: async () => (await import('./docs/index.js')).docsEmitter },
  { name: 'mock', dir: mockConfig.dir, load: async () => (await import('./mock/index.js')).mockEmitter, devQuickPath: true },
  { name: 'mcp', dir: mcpConfig.dir, load: async () => (await import('./mcp/index.js')).mcpEmitter },
  { name: 'python', dir: pythonConfig.dir, load: async () => (await import('./python/index.js')).pythonEmitter },
];

/** Every emitter's name, in order. */
export const EMITTER_NAMES: readonly string[] = EMITTERS.map((row) => row.name);

/** The rows of the named emitters, in the table's order; undefined names are left out (the CLI checks them first). */
export function emitterRows(names: readonly string[]): EmitterRow[] {
  return EMITTERS.filter((row) => names.includes(row.name));
}

/** The names that are no emitter, for a usage error. */
export function unknownEmitters(names: readonly string[]): string[] {
  return names.filter((name) => !EMITTERS.some((row) => row.name === name));
}

/** Loads the named emitters, and only those, in the table's order. */
export function loadEmitters(names: readonly string[]): Promise<Emitter[]> {
  return Promise.all(emitterRows(names).map((row) => row.load()));
}

/** The folders the named emitters own. */
export function emitterDirs(names: readonly string[]): string[] {
  return [...new Set(emitterRows(names).map((row) => row.dir))];
}
