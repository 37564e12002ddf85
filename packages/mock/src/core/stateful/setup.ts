/**
 * The stateful mock set up for one document: its resources inferred (with located warnings), the store
 * opened (memory, or Redis for `redis://`), cleared when asked (`--reset`), and seeded once (examples, or
 * `--seed-data FILE`). Loaded only with `--stateful`, so a static mock loads none of it.
 */
import type { MockApi, MockOperation } from '../operation.js';
import { StatefulEngine } from './engine.js';
import { locator } from './locate.js';
import type { SpecOperation } from './operations.js';
import { openRedisStore } from './redis-store.js';
import { inferResources, type Resource } from './resources.js';
import { seedFromExamples, seedFromFile, writeSeed, type SeedEntry } from './seed.js';
import { MemoryStore, type RecordStore } from './store.js';

export interface StatefulOptions {
  /** The document served (warnings are located in it). */
  spec: string;
  operations: readonly SpecOperation[];
  /** The generated table, when the document is the one it was generated from (its pagination is used). */
  table?: { api: MockApi; operations: readonly MockOperation[] };
  /** An open store (`openStore`); default: a new one in memory. */
  store?: RecordStore;
  seedData?: string;
  reset?: boolean;
  isolate?: boolean;
}

export interface Stateful {
  engine: StatefulEngine;
  resources: readonly Resource[];
  /** `file:line:col  message`, one per ambiguity. */
  warnings: string[];
  /** Records written at start (0 when the store had been seeded before). */
  seeded: number;
  /** Forget every record and seed again (the admin endpoint). */
  reset(): Promise<number>;
  close(): Promise<void>;
}

/** The store a `--store` URL names (Redis), opened now: an unreachable one fails before anything else starts. */
export function openStore(url: string | undefined): Promise<RecordStore> {
  return url ? openRedisStore({ url }) : Promise.resolve(new MemoryStore());
}

export async function setUpStateful(options: StatefulOptions): Promise<Stateful> {
  const { resources, warnings } = inferResources(options.operations, options.table ? { table: options.table } : {});
  const locate = locator(options.spec);
  // The seed file is read before the store opens: a mistake in it is reported without touching the store.
  const entries: SeedEntry[] = options.seedData ? seedFromFile(options.seedData, resources) : seedFromExamples(resources);
  const store: RecordStore = options.store ?? new MemoryStore();
  try {
    if (options.reset) await store.clear();
    const seeded = (await store.markSeeded()) ? await writeSeed(store, entries) : 0;
    const engine = new StatefulEngine({ operations: options.operations, resources, store, ...(options.isolate ? { isolate: true } : {}) });
    return {
      engine,
      resources,
      warnings: warnings.map((w) => `${locate(w.pointer)}  ${w.message}`),
      seeded,
      async reset() {
        await store.clear();
        await store.markSeeded();
        return writeSeed(store, entries);
      },
      close: () => store.close(),
    };
  } catch (error) {
    await store.close();
    throw error;
  }
}
