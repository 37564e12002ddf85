/**
 * The mock in this process: Prism (`prism.ts`) on a private port behind the front door (`front.ts`), or in
 * proxy mode Prism alone on the port asked for. The command line (`../cli.ts`) serves this way, in its own
 * process; `startMock()` runs it in a child process of its own (`../mock-process.ts`).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { startFront } from './front.js';
import { MOCK_HOST } from './prism-args.js';
import { startPrism } from './prism.js';
import type { Stateful } from './stateful/setup.js';

export interface ServeOptions {
  /** 0 picks a free port. */
  port: number;
  /** OpenAPI document to mock; default the bundled spec (DEFAULT_SPEC). */
  spec?: string;
  dynamic?: boolean;
  seed?: string;
  /** `prism proxy`: forward every request to this base URL, and turn a request or answer that breaks the spec into an error answer. */
  upstream?: string;
  /** Receives Prism's log, one line per entry (`prism-log.ts`). */
  log?: (line: string) => void;
  /** Answer browser pages of any origin (CORS), e.g. the docs site's "Try it" console. Mock mode only. */
  cors?: boolean;
  /** Remember: resources inferred from the spec are created, read, changed, listed and deleted (`stateful/`). */
  stateful?: boolean;
  /** Where the stateful mock keeps its records: `redis://host:port`; default in memory. */
  store?: string;
  /** Seed the stateful mock from this file (JSON or YAML) instead of the spec's examples. */
  seedData?: string;
  /** Clear the stored state at start (with a Redis store, what earlier runs left). */
  reset?: boolean;
  /** Keep each credential's records apart. */
  isolate?: boolean;
}

export interface ServedMock {
  /** Origin to call (the front door's in mock mode). */
  url: string;
  port: number;
  /** Prism's own address (behind the front door in mock mode; the same as `url` in proxy mode). */
  prismUrl: string;
  /** The stateful mock's located warnings (what it could not infer) and how many records it was seeded with. */
  stateful?: { warnings: string[]; seeded: number; resources: number; store: string };
  close(): Promise<void>;
}

/**
 * The bundled spec: shipped in the package as spec/openapi.json (read from dist/), or the repository's
 * openapi/dist/openapi.json when the package runs from its dist/ or its sources inside the repository.
 * The JSON form of the bundle, not the YAML one: the same document, read in about half the time.
 */
export const DEFAULT_SPEC: string =
  [
    path.resolve(import.meta.dirname, '../spec/openapi.json'),
    // Run from its sources (src/core) in a package generated for another API, whose spec/ holds its document.
    path.resolve(import.meta.dirname, '../../spec/openapi.json'),
    path.resolve(import.meta.dirname, '../../../openapi/dist/openapi.json'),
    path.resolve(import.meta.dirname, '../../../../openapi/dist/openapi.json'),
  ].find((candidate) => existsSync(candidate)) ?? path.resolve(import.meta.dirname, '../spec/openapi.json');

export async function serveMock(options: ServeOptions): Promise<ServedMock> {
  const spec = path.resolve(options.spec ?? DEFAULT_SPEC);
  const prismOptions = { spec, dynamic: options.dynamic, seed: options.seed, log: options.log };
  if (options.upstream) {
    const prism = await startPrism({ ...prismOptions, port: options.port, upstream: options.upstream });
    return { url: prism.url, port: prism.port, prismUrl: prism.url, close: prism.close };
  }
  // A Redis that does not answer is reported before Prism is loaded.
  const store = options.stateful ? await (await import('./stateful/setup.js')).openStore(options.store) : undefined;
  let prism;
  try {
    prism = await startPrism({ ...prismOptions, port: 0 });
  } catch (error) {
    await store?.close();
    throw error;
  }
  // The generated table describes the bundled spec; a document given with --spec is read on its own terms.
  const tableApplies = spec === path.resolve(DEFAULT_SPEC);
  let stateful: Stateful | undefined;
  try {
    if (store) {
      const { setUpStateful } = await import('./stateful/setup.js');
      const table = tableApplies ? await import('../generated/operations.gen.js') : undefined;
      stateful = await setUpStateful({
        spec,
        operations: prism.operations,
        ...(table ? { table: { api: table.mockApi, operations: table.mockOperations } } : {}),
        store,
        ...(options.seedData ? { seedData: options.seedData } : {}),
        ...(options.reset ? { reset: true } : {}),
        ...(options.isolate ? { isolate: true } : {}),
      });
    }
    const front = await startFront(options.port, prism.port, { cors: options.cors ?? false, tableApplies, ...(stateful ? { stateful } : {}) });
    return {
      url: `http://${MOCK_HOST}:${front.port}`,
      port: front.port,
      prismUrl: prism.url,
      ...(stateful ? { stateful: { warnings: stateful.warnings, seeded: stateful.seeded, resources: stateful.resources.length, store: stateful.engine.store.name } } : {}),
      close: async () => {
        await front.close();
        await prism.close();
        await stateful?.close();
      },
    };
  } catch (error) {
    await prism.close();
    await (stateful ?? store)?.close();
    throw error;
  }
}
