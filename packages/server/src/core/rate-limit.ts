/**
 * Fixed-window request counters: 600 per minute per credential, 20 per minute per IP on the token
 * endpoint (numbers from the route table's `x-rate-limit`). Hand-written rather than @fastify/rate-limit:
 * the plugin is not a dependency here, and the limit keys on the credential, known only after the
 * runtime's own authentication step, with per-route numbers from the table and an injectable clock.
 */
export interface Limit {
  requests: number;
  windowSeconds: number;
}

export interface LimitDecision {
  allowed: boolean;
  /** Seconds until the window resets (for `Retry-After`). */
  retryAfter: number;
  remaining: number;
}

export class FixedWindowLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(private readonly now: () => number) {}

  hit(key: string, limit: Limit): LimitDecision {
    const now = this.now();
    const windowMs = limit.windowSeconds * 1000;
    let window = this.windows.get(key);
    if (!window || now - window.start >= windowMs) {
      window = { start: now, count: 0 };
      this.windows.set(key, window);
      if (this.windows.size > 10_000) this.prune(now, windowMs);
    }
    window.count += 1;
    const retryAfter = Math.max(1, Math.ceil((window.start + windowMs - now) / 1000));
    return { allowed: window.count <= limit.requests, retryAfter, remaining: Math.max(0, limit.requests - window.count) };
  }

  private prune(now: number, windowMs: number) {
    for (const [key, w] of this.windows) if (now - w.start >= windowMs) this.windows.delete(key);
  }
}
