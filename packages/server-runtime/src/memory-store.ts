/**
 * The in-memory limiter store (the default): sliding-window request counters (an exact sliding log) in this
 * process. A key may make at most `requests` requests in ANY `windowSeconds`-long interval, so a burst at the
 * end of one minute and another at the start of the next cannot pass twice the limit, as fixed windows let
 * them. Refused requests are not recorded, so a client that waits as told by `Retry-After` gets through.
 * Counters are per process and forgotten on restart: instances that must share limits use the Redis store.
 *
 * Hand-written rather than @fastify/rate-limit: the plugin counts fixed windows, and the limit keys on the
 * credential, known only after the runtime's own authentication step, with per-route numbers from the
 * route table and an injectable clock.
 */
import { retryAfterSeconds, type Limit, type LimitDecision, type LimiterStore } from './limiter-store.js';

export type { Limit, LimitDecision };

/** The times of one key's accepted requests, oldest first, in a ring buffer of `requests` slots. */
interface Log {
  times: Float64Array;
  start: number;
  length: number;
}

export class SlidingWindowLimiter implements LimiterStore {
  readonly name = 'memory';
  private readonly logs = new Map<string, Log>();
  private lastPrune = -Infinity;

  /**
   * `maxKeys` bounds memory under a flood of distinct keys (addresses, guessed credentials): past it, keys
   * whose requests all left the window are dropped (at most once per window, the scan is O(keys)), then the
   * key stored first, one per new key (O(1)). Dropping a key forgets its requests; only a flood reaches it.
   */
  constructor(
    private readonly now: () => number,
    private readonly maxKeys = 50_000,
  ) {}

  /** How many keys are held. */
  get size(): number {
    return this.logs.size;
  }

  hit(key: string, limit: Limit): LimitDecision {
    const now = this.now();
    const windowMs = limit.windowSeconds * 1000;
    let log = this.logs.get(key);
    if (!log || log.times.length !== limit.requests) {
      // Make room before the new key goes in: its log is still empty, and a prune would take it for expired.
      if (!log && this.logs.size >= this.maxKeys) {
        if (now - this.lastPrune >= windowMs) {
          this.lastPrune = now;
          this.prune(now, windowMs);
        }
        while (this.logs.size >= this.maxKeys) this.logs.delete(this.logs.keys().next().value!);
      }
      log = { times: new Float64Array(limit.requests), start: 0, length: 0 };
      this.logs.set(key, log);
    }
    // Forget requests that left the window.
    while (log.length && now - log.times[log.start]! >= windowMs) {
      log.start = (log.start + 1) % log.times.length;
      log.length -= 1;
    }
    if (log.length >= limit.requests) {
      const oldest = log.times[log.start]!;
      return { allowed: false, retryAfter: retryAfterSeconds(oldest + windowMs - now), remaining: 0 };
    }
    log.times[(log.start + log.length) % log.times.length] = now;
    log.length += 1;
    return { allowed: true, retryAfter: 0, remaining: limit.requests - log.length };
  }

  /** Drops keys whose newest request left the window (bounds memory under many distinct keys). */
  private prune(now: number, windowMs: number) {
    for (const [key, log] of this.logs) {
      const newest = log.length ? log.times[(log.start + log.length - 1) % log.times.length]! : -Infinity;
      if (now - newest >= windowMs) this.logs.delete(key);
    }
  }
}
