/**
 * Where rate-limit counters live. The server asks its store one question per limited request, "may `key`
 * make one more request under `limit`, and if not, for how long must it wait?", and the store answers for
 * every instance that shares it. Two stores come with the server: in memory (`./memory-store.ts`, the
 * default: one process, forgets on restart) and Redis (`./redis-store.ts`: shared by every instance, kept
 * across restarts). Any object with this shape can be passed as `rateLimitStore` instead.
 */

/** At most `requests` requests in any `windowSeconds`-long interval. */
export interface Limit {
  requests: number;
  windowSeconds: number;
}

export interface LimitDecision {
  allowed: boolean;
  /** Whole seconds until one more request would be allowed (for `Retry-After`); 0 when allowed. */
  retryAfter: number;
  /** Requests left in the current window after this one. */
  remaining: number;
}

export interface LimiterStore {
  /** Named in logs and in the readiness answer (`memory`, `redis`, or a store's own name). */
  readonly name: string;
  /**
   * Counts one request under `key` if `limit` lets it through; a refused request is not counted, so a
   * client that waits as told by `Retry-After` gets through. The same sliding-window semantics in every
   * store. Synchronous (in memory) or a promise (a shared store); a throw or a rejection is a store failure,
   * answered by the server's `storeFailure` policy.
   */
  hit(key: string, limit: Limit): LimitDecision | Promise<LimitDecision>;
  /** Called once before the server answers its first request (connect, load scripts). Must not throw for an unreachable store. */
  open?(): Promise<void>;
  /** Resolves when the store answers now, rejects when it does not (the readiness check). */
  ping?(): Promise<void>;
  /** Called once when the server closes, after the last request. */
  close?(): Promise<void>;
}

/** A wait in ms -> the whole seconds of `Retry-After`, at least 1. */
export function retryAfterSeconds(waitMs: number): number {
  return Math.max(1, Math.ceil(waitMs / 1000));
}
