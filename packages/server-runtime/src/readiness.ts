/**
 * The readiness check: a GET route outside the API's base path (`readinessPath`, off unless set) for load
 * balancers and orchestrators. It answers JSON, not the API's Error shape, since it is no API operation:
 *
 *   200 { status: 'ready', rateLimitStore: { name, healthy: true } }
 *   200 { status: 'degraded', rateLimitStore: { name, healthy: false, problem } }  store down, failing open
 *   503 { status: 'unavailable', rateLimitStore: { name, healthy: false, problem } }  store down, failing closed
 *   503 { status: 'closing' }  shutting down: take the instance out of rotation
 *
 * The store is asked (a PING for Redis) within `limits.storeTimeoutMs`. A store that fails while the server
 * fails open still lets the instance serve (without limits), so the instance stays in rotation, reported
 * as degraded; failing closed, it would refuse every limited request, so it reports itself unavailable.
 * The route's requests are logged at warn level only, so probes do not fill the logs.
 */
import type { FastifyInstance } from 'fastify';
import type { LimiterStore } from './limiter-store.js';
import type { StoreFailure } from './rate-limits.js';
import type { Lifecycle } from './shutdown.js';

export interface ReadinessSettings {
  path: string;
  /** The API's base path, which the readiness route must stay out of. */
  prefix: string;
  /** Undefined when rate limiting is off. */
  store: LimiterStore | undefined;
  failure: StoreFailure;
  timeoutMs: number;
  lifecycle: Lifecycle;
}

export function installReadiness(app: FastifyInstance, settings: ReadinessSettings): void {
  const { path, prefix, store, lifecycle } = settings;
  if (typeof path !== 'string' || !/^\/[^?#\s]*$/.test(path)) throw new TypeError(`readinessPath must be a path starting with "/" (got ${JSON.stringify(path)}).`);
  if (prefix && (path === prefix || path.startsWith(`${prefix}/`))) {
    throw new TypeError(`readinessPath ${path} is under the API's base path ${prefix}: choose a path outside it (e.g. /readyz), so it can never shadow an operation.`);
  }
  app.get(path, { logLevel: 'warn' }, async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
    if (lifecycle.closing) return reply.code(503).send({ status: 'closing' });
    if (!store) return { status: 'ready' };
    const problem = await storeProblem(store, settings.timeoutMs);
    if (!problem) return { status: 'ready', rateLimitStore: { name: store.name, healthy: true } };
    const closed = settings.failure === 'closed';
    return reply.code(closed ? 503 : 200).send({ status: closed ? 'unavailable' : 'degraded', rateLimitStore: { name: store.name, healthy: false, problem } });
  });
}

/** Undefined when the store answers within the budget; else what went wrong, in a few words (no error details). */
async function storeProblem(store: LimiterStore, timeoutMs: number): Promise<string | undefined> {
  if (!store.ping) return undefined;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string>((resolve) => (timer = setTimeout(() => resolve(`no answer within ${timeoutMs} ms`), timeoutMs)));
  const answer = store.ping().then(
    () => undefined,
    () => 'unreachable',
  );
  try {
    return await Promise.race([answer, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
