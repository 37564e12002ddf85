/**
 * The Redis limiter store: the same sliding window as the in-memory store, kept in Redis so that every
 * instance behind a load balancer counts against one limit, and a restart forgets nothing.
 *
 * One key per limited caller (`<prefix><kind>:<who>`), a sorted set of the times of its accepted requests.
 * One Lua script per request does what the in-memory store does, atomically (no other instance's request
 * can slip between the count and the add): drop the times that left the window, count the rest, refuse
 * (with the wait until the oldest leaves) or add this one. ioredis's `defineCommand` runs it by EVALSHA and
 * sends the script itself only when Redis answers NOSCRIPT (after a restart or SCRIPT FLUSH). The key
 * expires with its window, so idle callers cost nothing.
 *
 * ioredis is loaded here, on `open()`, only when this store is chosen: the in-memory path never loads it.
 * The client is set up to fail fast rather than queue: no offline queue (a command while disconnected fails
 * at once), no retries of a command, and a command timeout equal to the server's store budget; it keeps
 * reconnecting in the background, and the server applies its `storeFailure` policy meanwhile.
 */
import { randomBytes } from 'node:crypto';
import type { Cluster, Redis, RedisOptions } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { retryAfterSeconds, type Limit, type LimitDecision, type LimiterStore } from './limiter-store.js';

export interface RedisStoreOptions {
  type: 'redis';
  /** `redis://[user:password@]host:port[/db]` or `rediss://...` (TLS). Default `redis://127.0.0.1:6379`. */
  url?: string;
  /** Passed to ioredis (TLS, password, Sentinel, timeouts ...); these win over the store's own settings. */
  redis?: RedisOptions;
  /** A client you made (a `Redis` or a `Cluster`): used as it is, and not closed with the server. */
  client?: Redis | Cluster;
  /** Put before every key, so several services (or environments) can share one Redis. Default `rate-limit:`. */
  prefix?: string;
}

export const DEFAULT_REDIS_PREFIX = 'rate-limit:';

/**
 * One call for a batch of hits: KEYS are the callers' keys (the same key may come more than once); ARGV
 * holds four values per key: now (ms), window (ms), limit, a member unique to that request. The hits are
 * counted in order, so two requests of one caller in a batch see each other. Returns three numbers per hit:
 * allowed (1|0), ms until the oldest request leaves the window (refused only), requests remaining.
 * The same rules as `SlidingWindowLimiter#hit`: a time t is out of the window when now - t >= window.
 */
const SLIDING_WINDOW = `
local out = {}
for i = 1, #KEYS do
  local key = KEYS[i]
  local at = (i - 1) * 4
  local now = tonumber(ARGV[at + 1])
  local window = tonumber(ARGV[at + 2])
  local limit = tonumber(ARGV[at + 3])
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
  local count = redis.call('ZCARD', key)
  if count >= limit then
    local oldest = redis.call('ZRANGE', key, 0, 0, 'WITHSCORES')
    out[#out + 1] = 0
    out[#out + 1] = tonumber(oldest[2]) + window - now
    out[#out + 1] = 0
  else
    redis.call('ZADD', key, now, ARGV[at + 4])
    redis.call('PEXPIRE', key, window)
    out[#out + 1] = 1
    out[#out + 1] = 0
    out[#out + 1] = limit - count - 1
  end
end
return out
`;

/** The most hits sent in one call. */
const MAX_BATCH = 256;

type ScriptClient = (Redis | Cluster) & {
  /** numkeys, the keys, then four values per key (see the script). */
  slidingWindowHits(...args: (string | number)[]): Promise<number[]>;
};

interface PendingHit {
  key: string;
  now: number;
  windowMs: number;
  requests: number;
  resolve: (decision: LimitDecision) => void;
  reject: (error: unknown) => void;
}

export interface RedisStoreSettings {
  /** The server's clock (ms): the window is measured by the instances' clocks, which must agree (NTP). */
  now: () => number;
  /** The budget of one store call (ms): the client's command timeout. */
  timeoutMs: number;
  /** The longest `open()` waits for a first connection before the server starts anyway. */
  connectWaitMs: number;
  log: FastifyBaseLogger;
}

export class RedisLimiterStore implements LimiterStore {
  readonly name = 'redis';
  private client: ScriptClient | undefined;
  private readonly prefix: string;
  /** Members of the sorted sets: unique across instances (random) and within one (a counter). */
  private readonly instance = randomBytes(6).toString('hex');
  private sequence = 0;
  /** Whether the last connection event was a loss, so each outage is logged once, not per reconnect attempt. */
  private down = false;

  constructor(
    private readonly options: RedisStoreOptions,
    private readonly settings: RedisStoreSettings,
  ) {
    this.prefix = options.prefix ?? DEFAULT_REDIS_PREFIX;
  }

  async open(): Promise<void> {
    const client = (this.options.client ?? (await this.connect())) as ScriptClient;
    client.defineCommand('slidingWindowHits', { lua: SLIDING_WINDOW });
    this.client = client;
    const log = this.settings.log;
    client.on('error', (error: Error) => {
      if (this.down) return;
      this.down = true;
      log.warn({ store: this.name, err: error }, `Redis connection of the rate-limit store lost: ${error.message}; reconnecting.`);
    });
    client.on('ready', () => {
      if (!this.down) return;
      this.down = false;
      log.info({ store: this.name }, 'Redis connection of the rate-limit store is back.');
    });
    if (client.status === 'ready') return;
    // Down at start is not fatal: the server starts, answers by its failure policy, and the client keeps
    // reconnecting. Waiting a little lets a Redis that is starting alongside be there for the first request.
    await new Promise<void>((resolve) => {
      const timer = setTimeout(finish, this.settings.connectWaitMs);
      function finish() {
        clearTimeout(timer);
        client.off('ready', finish);
        client.off('error', finish);
        resolve();
      }
      client.once('ready', finish);
      client.once('error', finish);
    });
  }

  private async connect(): Promise<Redis> {
    const ioredis = await import('ioredis');
    const RedisClient = (ioredis.Redis ?? ioredis.default) as typeof Redis;
    return new RedisClient(this.options.url ?? 'redis://127.0.0.1:6379', {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      connectTimeout: Math.max(1_000, this.settings.timeoutMs * 10),
      connectionName: 'rate-limit-store',
      ...this.options.redis,
    });
  }

  /**
   * Hits are sent in batches: those asked for in one turn of the event loop (the requests whose bytes
   * arrived together) go in one call, one write and one answer, when the loop turns (setImmediate). Per
   * request that saves most of the client's work and a system call each way; each hit keeps its own time.
   * A Cluster client sends one hit per call, since keys of one call must share a hash slot there.
   */
  hit(key: string, limit: Limit): Promise<LimitDecision> {
    if (!this.client) return Promise.reject(new Error('The Redis rate-limit store is not open.'));
    return new Promise<LimitDecision>((resolve, reject) => {
      if (this.pending.push({ key: this.prefix + key, now: this.settings.now(), windowMs: limit.windowSeconds * 1000, requests: limit.requests, resolve, reject }) === 1) {
        setImmediate(this.flush);
      }
    });
  }

  private pending: PendingHit[] = [];

  private readonly flush = () => {
    const hits = this.pending;
    this.pending = [];
    const client = this.client;
    const size = client?.isCluster ? 1 : MAX_BATCH;
    for (let start = 0; start < hits.length; start += size) this.send(client, hits.slice(start, start + size));
  };

  private send(client: ScriptClient | undefined, hits: PendingHit[]) {
    if (!client) {
      for (const hit of hits) hit.reject(new Error('The Redis rate-limit store is closed.'));
      return;
    }
    const args: (string | number)[] = [hits.length];
    for (const hit of hits) args.push(hit.key);
    for (const hit of hits) {
      this.sequence = (this.sequence + 1) % Number.MAX_SAFE_INTEGER;
      args.push(hit.now, hit.windowMs, hit.requests, `${this.instance}:${this.sequence}`);
    }
    client.slidingWindowHits(...args).then(
      (answers) => {
        for (let i = 0; i < hits.length; i++) {
          const [allowed, waitMs, remaining] = [answers[i * 3]!, answers[i * 3 + 1]!, answers[i * 3 + 2]!];
          hits[i]!.resolve(allowed === 1 ? { allowed: true, retryAfter: 0, remaining } : { allowed: false, retryAfter: retryAfterSeconds(waitMs), remaining: 0 });
        }
      },
      (error: unknown) => {
        for (const hit of hits) hit.reject(error);
      },
    );
  }

  async ping(): Promise<void> {
    if (!this.client) throw new Error('The Redis rate-limit store is not open.');
    await this.client.ping();
  }

  async close(): Promise<void> {
    const client = this.client;
    this.client = undefined;
    if (!client || this.options.client) return;
    // QUIT lets Redis finish what it was sent; a client that is not connected has nothing to finish.
    if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
    else client.disconnect();
  }
}
