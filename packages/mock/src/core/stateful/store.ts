/**
 * Where the stateful mock keeps its records: in this process (`MemoryStore`, the default) or in Redis
 * (`redis-store.ts`, `--store redis://...`). A record is stored whole, as the JSON text of one write, under
 * its collection's concrete path (`/books/bk_1/loans`, with the caller's namespace when state is isolated by
 * credential) and its id; every write replaces the whole value at once, so concurrent writes to one record
 * leave the last one whole, never a mix.
 */
export interface StoredRecord {
  id: string;
  /** Creation order (kept when the record is replaced): lists answer in it, and cursors point into it. */
  seq: number;
  json: string;
}

export type PutMode = 'create' | 'replace' | 'upsert';

export interface PageQuery {
  /** Records after this position (a cursor). */
  afterSeq?: number;
  /** Records after skipping this many (a page number or an offset). */
  offset?: number;
  /** At most this many; undefined: all. */
  limit?: number;
}

export interface RecordStore {
  /** `memory`, or the Redis URL without its password. */
  readonly name: string;
  get(collection: string, id: string): Promise<string | undefined>;
  /** `create` stores only when absent, `replace` only when present; false when that did not hold. */
  put(collection: string, id: string, json: string, mode: PutMode): Promise<boolean>;
  remove(collection: string, id: string): Promise<boolean>;
  page(collection: string, query: PageQuery): Promise<{ records: StoredRecord[]; total: number; more: boolean }>;
  /** A number not given before in this collection (integer ids). */
  nextNumber(collection: string): Promise<number>;
  /** Forget every record. */
  clear(): Promise<void>;
  /** Records the store was seeded; false when it had been already (a restart on Redis seeds nothing). */
  markSeeded(): Promise<boolean>;
  close(): Promise<void>;
}

export class MemoryStore implements RecordStore {
  readonly name = 'memory';
  #collections = new Map<string, Map<string, StoredRecord>>();
  #numbers = new Map<string, number>();
  #seq = 0;
  #seeded = false;

  async get(collection: string, id: string): Promise<string | undefined> {
    return this.#collections.get(collection)?.get(id)?.json;
  }

  async put(collection: string, id: string, json: string, mode: PutMode): Promise<boolean> {
    let records = this.#collections.get(collection);
    const existing = records?.get(id);
    if ((mode === 'create' && existing) || (mode === 'replace' && !existing)) return false;
    if (!records) this.#collections.set(collection, (records = new Map()));
    // Map keeps insertion order, and setting an existing key keeps its place: the list order is creation order.
    records.set(id, { id, seq: existing?.seq ?? ++this.#seq, json });
    return true;
  }

  async remove(collection: string, id: string): Promise<boolean> {
    return this.#collections.get(collection)?.delete(id) ?? false;
  }

  async page(collection: string, { afterSeq, offset = 0, limit }: PageQuery): Promise<{ records: StoredRecord[]; total: number; more: boolean }> {
    const all = [...(this.#collections.get(collection)?.values() ?? [])];
    const start = afterSeq !== undefined ? all.findIndex((r) => r.seq > afterSeq) : offset;
    const from = start < 0 ? all.length : start;
    const records = limit === undefined ? all.slice(from) : all.slice(from, from + limit);
    return { records, total: all.length, more: from + records.length < all.length };
  }

  async nextNumber(collection: string): Promise<number> {
    const next = (this.#numbers.get(collection) ?? 0) + 1;
    this.#numbers.set(collection, next);
    return next;
  }

  async clear(): Promise<void> {
    this.#collections.clear();
    this.#numbers.clear();
    this.#seeded = false;
  }

  async markSeeded(): Promise<boolean> {
    const first = !this.#seeded;
    this.#seeded = true;
    return first;
  }

  async close(): Promise<void> {}
}
