/**
 * Rate limits as the server applies them: one store call per limited request, a 429 with `Retry-After`
 * past the limit, and what happens when the store fails.
 *
 * A store that throws, rejects or takes longer than `limits.storeTimeoutMs` is a store failure. With
 * `storeFailure: 'open'` (the default) the request goes on unlimited and a warning is logged (the first
 * failure, then at most one a minute while it lasts, with the count let through); with `'closed'` it is
 * refused with 503 and `Retry-After` (`limits.storeRetryAfterSeconds`). Either way no request waits on the
 * store longer than the budget, and nothing of the store's error reaches the caller.
 *
 * A synchronous store (the in-memory one) answers synchronously: no promise and no timer per request.
 */
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { ApiError } from './errors.js';
import { isThenable } from './auth.js';
import type { Limit, LimitDecision, LimiterStore } from './limiter-store.js';

export type StoreFailure = 'open' | 'closed';

export interface RateLimiterSettings {
  failure: StoreFailure;
  /** Budget of one store call, ms. */
  timeoutMs: number;
  /** `Retry-After` of the 503 a failing store answers with when failing closed. */
  retryAfterSeconds: number;
}

/** How often, at most, a store failure that goes on is logged again. */
const FAILURE_LOG_INTERVAL_MS = 60_000;

class StoreTimeout extends Error {
  constructor(store: string, ms: number) {
    super(`The ${store} rate-limit store did not answer within ${ms} ms.`);
    this.name = 'StoreTimeout';
  }
}

export class RateLimiter {
  /** Since when the store fails (ms since the epoch; 0 while it answers), for the logs. */
  private failingSince = 0;
  private lastLogged = 0;
  private failuresSinceLog = 0;

  constructor(
    readonly store: LimiterStore,
    private readonly settings: RateLimiterSettings,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * Counts the request under `key`; throws (or rejects with) 429 past `limit`, 503 when the store fails and
   * the server fails closed. `per` names who is limited in the message ("credential", "IP").
   */
  enforce(request: FastifyRequest, key: string, limit: Limit, per: string): void | Promise<void> {
    let decision: LimitDecision | Promise<LimitDecision>;
    try {
      decision = this.store.hit(key, limit);
    } catch (error) {
      return this.failed(request, error);
    }
    if (!isThenable(decision)) return this.decide(decision, limit, per);
    return new Promise<void>((resolve, reject) => {
      let settled = false;
      const settle = (run: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        try {
          run();
          resolve();
        } catch (error) {
          reject(error as Error);
        }
      };
      const timer = setTimeout(() => settle(() => this.failed(request, new StoreTimeout(this.store.name, this.settings.timeoutMs))), this.settings.timeoutMs);
      decision.then(
        (answer) => settle(() => this.decide(answer, limit, per)),
        (error: unknown) => settle(() => this.failed(request, error)),
      );
    });
  }

  private decide(decision: LimitDecision, limit: Limit, per: string): void {
    if (this.failingSince) this.recovered();
    if (decision.allowed) return;
    throw new ApiError(
      429,
      'rate_limited',
      `Rate limit of ${limit.requests} requests per ${limit.windowSeconds} seconds per ${per} exceeded. Retry after ${decision.retryAfter} seconds.`,
      { headers: { 'retry-after': String(decision.retryAfter) } },
    );
  }

  /** A store failure: logged (not on every request), then let through or refused by the policy. */
  private failed(request: FastifyRequest, error: unknown): void {
    const now = Date.now();
    this.failuresSinceLog += 1;
    if (!this.failingSince || now - this.lastLogged >= FAILURE_LOG_INTERVAL_MS) {
      if (!this.failingSince) this.failingSince = now;
      const open = this.settings.failure === 'open';
      request.log.warn(
        { store: this.store.name, storeFailure: this.settings.failure, failures: this.failuresSinceLog, failingSince: new Date(this.failingSince).toISOString(), err: error },
        open
          ? `Rate-limit store (${this.store.name}) failed: requests go through without rate limits until it answers (fail open).`
          : `Rate-limit store (${this.store.name}) failed: rate-limited requests are refused with 503 until it answers (fail closed).`,
      );
      this.lastLogged = now;
      this.failuresSinceLog = 0;
    }
    if (this.settings.failure === 'open') return;
    throw new ApiError(503, 'service_unavailable', `The service cannot check rate limits right now. Retry after ${this.settings.retryAfterSeconds} seconds.`, {
      headers: { 'retry-after': String(this.settings.retryAfterSeconds) },
    });
  }

  private recovered() {
    this.log.info(
      { store: this.store.name, failingSince: new Date(this.failingSince).toISOString(), failures: this.failuresSinceLog },
      `Rate-limit store (${this.store.name}) answers again.`,
    );
    this.failingSince = 0;
    this.failuresSinceLog = 0;
  }
}
