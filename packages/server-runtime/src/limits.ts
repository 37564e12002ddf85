/**
 * The server's limits: every one a named option with a documented default (`packages/server/README.md`,
 * "Limits"). The reference gives the rate limits (through the route table's `x-rate-limit`); every value
 * here is ours, chosen so an honest client never meets it and a hostile one is refused early and cheaply.
 */
export interface ServerLimits {
  /** Largest request body in bytes; above it 413 `payload_too_large`. */
  bodyBytes: number;
  /** Deepest nesting of objects and arrays in a JSON body; above it 400. */
  bodyDepth: number;
  /** Longest string (in UTF-16 code units) anywhere in a JSON body, keys included; above it 400 naming the field. */
  stringLength: number;
  /** Longest path parameter (an id) in characters; above it 414 in the Error shape. */
  paramLength: number;
  /** Largest page number a page-numbered list accepts; above it 400 naming the parameter. */
  pageMax: number;
  /** Time a whole request (headers and body) may take to arrive, in ms; then 408 and the connection closes. */
  requestTimeoutMs: number;
  /** Time the request headers may take to arrive, in ms; then 408 and the connection closes. */
  headersTimeoutMs: number;
  /** Time an idle keep-alive connection stays open between requests, in ms. */
  keepAliveTimeoutMs: number;
  /**
   * Time a connection may see no traffic either way, in ms (Fastify's `connectionTimeout`, the socket's
   * idle timeout); then it is closed. Catches what the other timeouts do not: a client that stops reading
   * its answer. Also the longest a handler may work without sending anything.
   */
  connectionTimeoutMs: number;
  /**
   * Requests without a usable bearer token (none, unknown, expired, revoked) per IP and window; above it
   * 429 instead of 401, so guessing tokens is slow. The token endpoint keeps its own per-IP limit.
   */
  unauthenticated: { requests: number; windowSeconds: number };
  /**
   * Budget of one rate-limit store call, in ms: a store slower than this counts as failing (see
   * `storeFailure`), so a slow store never holds a request longer. Only asynchronous stores (Redis) use it.
   */
  storeTimeoutMs: number;
  /** `Retry-After` (seconds) of the 503 answered while the rate-limit store fails and the server fails closed. */
  storeRetryAfterSeconds: number;
  /**
   * Silence after which a Server-Sent Events answer gets a comment line (a heartbeat), in ms, so that
   * proxies and the connection's idle timeout do not close a stream that is waiting for its next event.
   */
  streamHeartbeatMs: number;
}

export const DEFAULT_LIMITS: Readonly<ServerLimits> = Object.freeze({
  bodyBytes: 1024 * 1024,
  bodyDepth: 64,
  stringLength: 256 * 1024,
  paramLength: 100,
  pageMax: 10_000,
  requestTimeoutMs: 30_000,
  headersTimeoutMs: 10_000,
  keepAliveTimeoutMs: 5_000,
  connectionTimeoutMs: 120_000,
  unauthenticated: Object.freeze({ requests: 120, windowSeconds: 60 }),
  storeTimeoutMs: 100,
  storeRetryAfterSeconds: 2,
  streamHeartbeatMs: 15_000,
});

/** The defaults with the caller's overrides; a value that is not a positive number is refused at start. */
export function resolveLimits(overrides: Partial<ServerLimits> = {}): ServerLimits {
  const limits: ServerLimits = { ...DEFAULT_LIMITS, ...overrides, unauthenticated: { ...DEFAULT_LIMITS.unauthenticated, ...overrides.unauthenticated } };
  const numbers: [string, number][] = [
    ...(Object.entries(limits).filter(([, v]) => typeof v !== 'object') as [string, number][]),
    ['unauthenticated.requests', limits.unauthenticated.requests],
    ['unauthenticated.windowSeconds', limits.unauthenticated.windowSeconds],
  ];
  for (const [name, value] of numbers) {
    if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
      throw new TypeError(`limits.${name} must be a positive number (got ${JSON.stringify(value)}).`);
    }
  }
  return limits;
}
