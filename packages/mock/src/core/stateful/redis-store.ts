/**
 * The stateful mock's records in Redis (`--store redis://host:port`), through ioredis: several mock
 * instances share them, and a restart loses nothing.
 *
 * Per collection (`<prefix>` + its concrete path): a hash `h:` of id -> the record's JSON, and a sorted set
 * `z:` of ids by creation position (from one counter `seq`), which lists and cursors read. Each write is one
 * Lua script (the hash and the set change together, and `create`/`replace` check and write atomically), so
 * concurrent writers leave one whole record, the last one.
 *
 * The client fails fast rather than queue, as the server runtime's rate-limit store does: no offline queue, no
 * retries of a command, a short command timeout. A request while Redis is away is answered 503 in the API's
 * error shape naming the store; ioredis keeps reconnecting, and the next request after Redis is back works.
 * At start, an unreachable Redis is an error naming the URL.
 */
import type { Redis } from 'ioredis';
import type { PageQuery, PutMode, RecordStore, StoredRecord } from './store.js';

const PUT = `
local exists = redis.call('HEXISTS', KEYS[1], ARGV[1])
if ARGV[3] == 'create' and exists == 1 then return 0 end
if ARGV[3] == 'replace' and exists == 0 then return 0 end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
if exists == 0 then redis.call('ZADD', KEYS[2], redis.call('INCR', KEYS[3]), ARGV[1]) end
return 1
`;

const REMOVE = `
redis.call('ZREM', KEYS[2], ARGV[1])
return redis.call('HDEL', KEYS[1], ARGV[1])
`;

type ScriptRedis = Redis & {
  mockPut(h: string, z: string, seq: string, id: string, json: string, mode: string): Promise<number>;
  mockRemove(h: string, z: string, id: string): Promise<number>;
};

export class StoreUnavailableError extends Error {}

export interface RedisStoreOptions {
  url: string;
  /** Put before every key. Default `mock:`. */
  prefix?: string;
  /** How long to wait for Redis at start and for each command, in ms. Default 2000. */
  timeoutMs?: number;
}

/** The URL as printed: without its password. */
export function safeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString().replace(/\/$/, '');
  } catch {
    return url;
  }
}

export async function openRedisStore(options: RedisStoreOptions): Promise<RecordStore> {
  const shown = safeUrl(options.url);
  let parsed: URL;
  try {
    parsed = new URL(options.url);
  } catch {
    throw new Error(`--store ${shown}: expected a Redis URL, redis://host:port (or rediss:// for TLS).`);
  }
  if (!/^rediss?:$/.test(parsed.protocol)) throw new Error(`--store ${shown}: expected a Redis URL, redis://host:port (or rediss:// for TLS).`);
  const { Redis } = await import('ioredis');
  const timeout = options.timeoutMs ?? 2000;
  const client = new Redis(options.url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: timeout,
    commandTimeout: timeout,
    retryStrategy: () => 250,
  }) as ScriptRedis;
  let lastError = '';
  client.on('error', (error: Error) => void (lastError = error.message));
  try {
    await client.connect();
  } catch (error) {
    client.disconnect();
    // The client's own error (`connect ECONNREFUSED ...`) says more than the rejection (`Connection is closed.`).
    const why = (lastError || (error as Error).message || 'no answer').replace(/\.$/, '');
    throw new Error(`Cannot reach Redis at ${shown} (--store): ${why}. Is redis-server running there?`);
  }
  client.defineCommand('mockPut', { numberOfKeys: 3, lua: PUT });
  client.defineCommand('mockRemove', { numberOfKeys: 2, lua: REMOVE });
  const prefix = options.prefix ?? 'mock:';
  const h = (c: string) => `${prefix}h:${c}`;
  const z = (c: string) => `${prefix}z:${c}`;
  const guard = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      throw new StoreUnavailableError(`The mock's store, Redis at ${shown}, did not answer: ${(error as Error).message}. Retry once it is back.`);
    }
  };
  return {
    name: shown,
    get: (collection, id) => guard(async () => (await client.hget(h(collection), id)) ?? undefined),
    put: (collection, id, json, mode: PutMode) => guard(async () => (await client.mockPut(h(collection), z(collection), `${prefix}seq`, id, json, mode)) === 1),
    remove: (collection, id) => guard(async () => (await client.mockRemove(h(collection), z(collection), id)) === 1),
    page: (collection, { afterSeq, offset = 0, limit }: PageQuery) =>
      guard(async () => {
        const take = limit === undefined ? -1 : limit + 1;
        const [[, ranged], [, total]] = (await client
          .multi()
          .zrangebyscore(z(collection), afterSeq !== undefined ? `(${afterSeq}` : '-inf', '+inf', 'WITHSCORES', 'LIMIT', afterSeq !== undefined ? 0 : offset, take)
          .zcard(z(collection))
          .exec()) as [[unknown, string[]], [unknown, number]];
        const pairs: { id: string; seq: number }[] = [];
        for (let i = 0; i < ranged.length; i += 2) pairs.push({ id: ranged[i]!, seq: Number(ranged[i + 1]) });
        const more = limit !== undefined && pairs.length > limit;
        const kept = more ? pairs.slice(0, limit) : pairs;
        const values = kept.length ? await client.hmget(h(collection), ...kept.map((p) => p.id)) : [];
        const records: StoredRecord[] = [];
        kept.forEach((p, i) => {
          if (values[i] != null) records.push({ id: p.id, seq: p.seq, json: values[i]! });
        });
        return { records, total, more };
      }),
    nextNumber: (collection) => guard(() => client.incr(`${prefix}n:${collection}`)),
    clear: () =>
      guard(async () => {
        let cursor = '0';
        do {
          const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix.replace(/[*?[\]\\]/g, '\\$&')}*`, 'COUNT', 500);
          if (keys.length) await client.unlink(...keys);
          cursor = next;
        } while (cursor !== '0');
      }),
    markSeeded: () => guard(async () => (await client.set(`${prefix}seeded`, '1', 'NX')) === 'OK'),
    close: async () => {
      client.disconnect();
    },
  };
}
