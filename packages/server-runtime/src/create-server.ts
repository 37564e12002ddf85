/**
 * `buildServer(table, options)`: a Fastify 5 instance serving the route table under its base path, with the
 * reference's rules in this order for every request:
 *
 *   request id -> (token endpoint: rate limit per IP) | (bearer token -> credential read live -> IP
 *   allow-list -> rate limit per credential -> scopes) -> body parsing -> parameter and body validation
 *   -> (token endpoint: IP allow-list of the client's account) -> handler -> response check (dev/test),
 *   or, for an answer that is a stream, each item written and checked as it comes (stream-responses.ts).
 *
 * Every failure has the Error shape and the request id; nothing answers with a stack trace. No CORS
 * headers are ever set: the API is server-side only.
 *
 * This file wires the concerns together; each lives in a file named after it, as Fastify's own `lib/` does:
 * `request-parsing.ts` (body parsers, parameters, limits of a request), `authentication.ts` (the per-route
 * hook: who calls and whether they may), `rate-limits.ts` with its stores (`limiter-store.ts`,
 * `memory-store.ts`, `redis-store.ts`), `error-path.ts` (every refusal in the Error shape), `responses.ts`
 * and `handler-context.ts` (sending answers and checking them), `readiness.ts` and `shutdown.ts`.
 */
import Fastify, { type FastifyContextConfig, type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { ApiError, errors } from './errors.js';
import { FLAT_ENVELOPE } from './error-envelope.js';
import { compileValidators } from './ajv.js';
import { lazyCompilers } from './fastify-compilers.js';
import { isThenable, type VerifyToken } from './auth.js';
import { authentication, type AllowListStore } from './authentication.js';
import { SlidingWindowLimiter } from './memory-store.js';
import { RedisLimiterStore, type RedisStoreOptions } from './redis-store.js';
import { RateLimiter, type StoreFailure } from './rate-limits.js';
import type { Limit, LimiterStore } from './limiter-store.js';
import { resolveLimits, type ServerLimits } from './limits.js';
import { planFor, readRequest, registerBodyParsers } from './request-parsing.js';
import { errorPathOptions, installErrorPath } from './error-path.js';
import { requestIdFor } from './request-id.js';
import { documentedStatus, send, type Responder, type ResponseViolation } from './responses.js';
import { sendStream } from './stream-responses.js';
import { Context } from './handler-context.js';
import { AUTH, IN_HANDLER, type Decorated } from './request-state.js';
import { installReadiness } from './readiness.js';
import { installShutdown, type Lifecycle, type ShutdownOptions } from './shutdown.js';
import type { ApiSettings, CredentialStore, HandlerContext, HandlerResponse, RouteDefinition, SchemaDocument } from './types.js';

export type Mode = 'production' | 'development' | 'test';

/** Any handler: the generated `Handlers` type narrows each one to its operation's contract. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyHandler = (request: any, context: HandlerContext) => unknown;

export interface ServerOptions<H extends { [K in keyof H]: AnyHandler } = Record<string, AnyHandler>> {
  /** One handler per operation id. A missing one answers 501 `not_implemented`. */
  handlers: Partial<H>;
  /** Checks a bearer token and returns its claims, or null when it is not valid. */
  verifyToken: VerifyToken;
  /** Where credentials (and their live scopes) are read on every request. */
  credentials: CredentialStore;
  /** The account's IP allow-list (addresses or CIDR ranges); empty or absent allows every address. */
  ipAllowList?: AllowListStore;
  /** Override the table's limits by kind, or `false` to switch rate limiting off (benchmarks). */
  rateLimits?: false | { credential?: Limit; ip?: Limit };
  /**
   * Where rate-limit counters live: in this process (`{ type: 'memory' }`, the default; every instance
   * counts alone, a restart forgets), in Redis (`{ type: 'redis', url, prefix, ... }`: every instance
   * sharing it counts against one limit), or any `LimiterStore` of your own.
   */
  rateLimitStore?: { type: 'memory' } | RedisStoreOptions | LimiterStore;
  /**
   * When the rate-limit store fails or is slower than `limits.storeTimeoutMs`: `'open'` (default) lets the
   * request through unlimited and logs a warning; `'closed'` refuses it with 503 and `Retry-After`.
   */
  storeFailure?: StoreFailure;
  /** development and test validate every response against the spec. Default from NODE_ENV. */
  mode?: Mode;
  /**
   * When the request (and, in development and test, response) validators are compiled: `lazy` (default)
   * on each route's first request, so a server starts at once whatever the size of its table; `eager`
   * all at start, so no request pays for it (and a schema Ajv cannot compile fails the start).
   */
  validators?: 'lazy' | 'eager';
  /** Path prefix of every route; defaults to the route table's base path (the path of the spec's server URL). */
  prefix?: string;
  /** Limits on requests (sizes, depths, lengths, timeouts, unauthenticated traffic, the store's budget): see `limits.ts` and the README's "Limits". */
  limits?: Partial<ServerLimits>;
  /** Same as `limits.bodyBytes`. */
  bodyLimit?: number;
  /** Same as `limits.bodyDepth`. */
  maxBodyDepth?: number;
  /** The server's clock, for tokens, credential expiry and rate-limit windows. */
  now?: () => Date;
  /** Told about every response that does not match the spec (development and test mode). */
  onResponseViolation?: (violation: ResponseViolation) => void;
  /** Fastify's logger (pino): `true`, or pino's options (`level`, `stream`, ...). Every line of a request carries its id as `reqId`. */
  logger?: FastifyServerOptions['logger'];
  /** Passed to Fastify: whether `X-Forwarded-For` decides the caller's address (IP allow-list, limits). */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** A GET route outside the base path reporting whether this instance can serve (e.g. `/readyz`); off unless set. See `readiness.ts`. */
  readinessPath?: string;
  /** Graceful shutdown: the signals that close the server and the time in-flight requests get (see `shutdown.ts`); `false` listens for no signal. */
  shutdown?: ShutdownOptions | false;
}

export interface RouteTable {
  routes: readonly RouteDefinition[];
  schemaDocument: SchemaDocument;
  /** Base path and request-id header; without it routes are served at the root with no request-id header. */
  api?: ApiSettings;
}

export function defaultMode(): Mode {
  const env = process.env.NODE_ENV;
  return env === 'production' ? 'production' : env === 'test' ? 'test' : 'development';
}

export function buildServer<H extends { [K in keyof H]: AnyHandler }>(table: RouteTable, options: ServerOptions<H>): FastifyInstance {
  const settings = serverSettings(table, options as ServerOptions);
  const app = createApp(options as ServerOptions, settings);
  app.decorateRequest(AUTH, null);
  app.decorateRequest(IN_HANDLER, false);
  const { store, limiter, limitFor } = installRateLimits(app, options as ServerOptions, settings);
  const lifecycle: Lifecycle = { closing: false };
  installShutdown(app, options.shutdown, lifecycle);
  registerBodyParsers(app, table.routes, settings.limits);
  installErrorPath(app, settings.errorPath);
  installRequestChecks(app, settings.requestIdHeader);
  if (options.readinessPath !== undefined) {
    installReadiness(app, { path: options.readinessPath, prefix: settings.prefix, store, failure: settings.storeFailure, timeoutMs: settings.limits.storeTimeoutMs, lifecycle });
  }
  const guard = authentication({
    verifyToken: options.verifyToken,
    credentials: options.credentials,
    ipAllowList: options.ipAllowList,
    limiter,
    limitFor,
    limits: settings.limits,
    api: table.api,
    now: settings.now,
  });
  app.register(
    async (scope) => {
      for (const route of table.routes) registerRoute(scope, route, settings, guard, table.api);
    },
    { prefix: settings.prefix },
  );
  return app;
}

/** What every part of the server reads: the options with their defaults, settled once. */
interface Settings {
  now: () => Date;
  prefix: string;
  requestIdHeader: string;
  responder: Responder;
  limits: ServerLimits;
  storeFailure: StoreFailure;
  pageParam: string | undefined;
  handlers: Record<string, AnyHandler | undefined>;
  errorPath: Parameters<typeof installErrorPath>[1];
}

function serverSettings(table: RouteTable, options: ServerOptions): Settings {
  const mode = options.mode ?? defaultMode();
  const prefix = options.prefix ?? table.api?.basePath ?? '';
  const requestIdHeader = table.api?.requestIdHeader ?? '';
  const envelope = table.api?.errors ?? FLAT_ENVELOPE;
  const responder: Responder = {
    envelope,
    validate: mode !== 'production',
    validators: compileValidators(table.routes, table.schemaDocument, mode !== 'production', options.validators === 'eager'),
    ...(options.onResponseViolation ? { onViolation: options.onResponseViolation } : {}),
  };
  const limits = resolveLimits({
    ...(options.bodyLimit !== undefined ? { bodyBytes: options.bodyLimit } : {}),
    ...(options.maxBodyDepth !== undefined ? { bodyDepth: options.maxBodyDepth } : {}),
    ...options.limits,
  });
  const storeFailure = options.storeFailure ?? 'open';
  if (storeFailure !== 'open' && storeFailure !== 'closed') throw new TypeError(`storeFailure must be 'open' or 'closed' (got ${JSON.stringify(storeFailure)}).`);
  return {
    now: options.now ?? (() => new Date()),
    prefix,
    requestIdHeader,
    responder,
    limits,
    storeFailure,
    pageParam: table.api?.pageParam,
    handlers: options.handlers as Record<string, AnyHandler | undefined>,
    errorPath: { responder, envelope, requestIdHeader, prefix, paramLength: limits.paramLength },
  };
}

/** The Fastify instance with the server's timeouts, request ids and error path. */
function createApp(options: ServerOptions, settings: Settings): FastifyInstance {
  const { limits } = settings;
  return Fastify({
    logger: options.logger ?? false,
    schemaController: { compilersFactory: lazyCompilers },
    genReqId: (req) => requestIdFor(req, settings.requestIdHeader),
    bodyLimit: limits.bodyBytes,
    routerOptions: { maxParamLength: limits.paramLength },
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    connectionTimeout: limits.connectionTimeoutMs,
    // Node checks the request and headers timeouts on this interval (default 30 s): a tenth of the
    // shortest timeout keeps the answer close to the limit.
    // requireHostHeader off: Node would answer a missing Host with a bare 400 of its own; the onRequest
    // hook refuses it in the Error shape instead.
    http: {
      requireHostHeader: false,
      headersTimeout: limits.headersTimeoutMs,
      connectionsCheckingInterval: Math.max(50, Math.min(limits.requestTimeoutMs, limits.headersTimeoutMs) / 10),
    },
    trustProxy: options.trustProxy ?? false,
    // HEAD is not in the spec; without this Fastify would answer HEAD for every GET.
    exposeHeadRoutes: false,
    // While closing, requests still arriving on open connections are answered (with `Connection: close`),
    // not refused with Fastify's own 503, which has neither the Error shape nor a request id.
    return503OnClosing: false,
    ...errorPathOptions(settings.errorPath),
  });
}

/** Rate limits: the store (opened before the first request, closed after the last) and the policy around it. */
function installRateLimits(app: FastifyInstance, options: ServerOptions, settings: Settings) {
  const { limits } = settings;
  const store = options.rateLimits === false ? undefined : limiterStore(options.rateLimitStore, app, limits, settings.now);
  const limiter = store
    ? new RateLimiter(store, { failure: settings.storeFailure, timeoutMs: limits.storeTimeoutMs, retryAfterSeconds: limits.storeRetryAfterSeconds }, app.log)
    : undefined;
  if (store?.open) app.addHook('onReady', () => store.open!());
  if (store?.close) app.addHook('onClose', () => store.close!());
  const limitFor = (route: RouteDefinition): Limit | undefined => {
    if (options.rateLimits === false || !route.rateLimit) return undefined;
    return options.rateLimits?.[route.rateLimit.per] ?? route.rateLimit;
  };
  return { store, limiter, limitFor };
}

/** Every request, found or not: the request-id header, then the Host check. A plain callback hook: no promise per request. */
function installRequestChecks(app: FastifyInstance, requestIdHeader: string) {
  app.addHook('onRequest', (request, reply, done) => {
    if (requestIdHeader) reply.header(requestIdHeader, request.id);
    // RFC 9112 section 3.2: an HTTP/1.1 request without exactly one Host header is a 400.
    if (request.raw.httpVersion === '1.1' && typeof request.raw.headers.host !== 'string') return done(errors.malformed('The request has no Host header (HTTP/1.1 requires one).'));
    done();
  });
}

/** One operation's route: its guard, its input read and checked, its handler, its answer sent (or streamed). */
function registerRoute(scope: FastifyInstance, route: RouteDefinition, settings: Settings, guard: ReturnType<typeof authentication>, api: ApiSettings | undefined) {
  const { responder, handlers, limits, now, pageParam } = settings;
  const plan = planFor(route);
  const answer = (request: FastifyRequest, reply: FastifyReply, result: HandlerResponse): void | Promise<void> => {
    const key = documentedStatus(route, result.status);
    if (key !== undefined && route.responses[key]!.stream) {
      return sendStream({ responder, heartbeatMs: limits.streamHeartbeatMs }, request, reply, route, result.status, key, result.body, result.headers);
    }
    send(responder, request, reply, route, result.status, result.body, result.headers);
  };
  const handle = (request: FastifyRequest, reply: FastifyReply): void | Promise<void> => {
    const input = readRequest(route, plan, request, responder.validators.get(route.operationId)!, limits, pageParam);
    const handler = handlers[route.operationId];
    if (!handler) throw new ApiError(501, 'not_implemented', `${route.operationId} is not implemented by this server.`);
    const context = new Context(request, (request as Decorated)[AUTH], route, now, responder, reply.raw);
    (request as Decorated)[IN_HANDLER] = true;
    const result = handler(input, context) as HandlerResponse | Promise<HandlerResponse>;
    if (isThenable(result)) return Promise.resolve(result).then((settled) => answer(request, reply, settled));
    return answer(request, reply, result);
  };
  const hook = guard.hookFor(route);
  const checksCaller = route.public && api?.tokenExchange?.clientIdField !== undefined;
  scope.route({
    method: route.method,
    url: route.url,
    config: { route } as FastifyContextConfig,
    ...(hook ? { onRequest: hook } : {}),
    // The token endpoint first checks the allow-list of the client it names (its body is read by then);
    // other public routes, and every route of a table without a token exchange, go straight to the handler.
    handler: checksCaller
      ? async (request, reply) => {
          await guard.checkPublicCaller(request, request.body);
          await handle(request, reply);
        }
      : handle,
  });
}

/** The rate-limit store the options choose: in memory unless told otherwise. */
function limiterStore(option: ServerOptions['rateLimitStore'], app: FastifyInstance, limits: ServerLimits, now: () => Date): LimiterStore {
  const chosen = option ?? { type: 'memory' };
  if ('hit' in chosen && typeof chosen.hit === 'function') return chosen;
  const type = (chosen as { type?: unknown }).type;
  if (type === 'memory') return new SlidingWindowLimiter(() => now().getTime());
  if (type === 'redis') {
    const { url, prefix } = chosen as RedisStoreOptions;
    if (url !== undefined && !(typeof url === 'string' && /^rediss?:\/\/\S*$/.test(url))) {
      throw new TypeError(`rateLimitStore.url must be a redis:// or rediss:// URL (got ${JSON.stringify(url)}).`);
    }
    if (prefix !== undefined && typeof prefix !== 'string') throw new TypeError(`rateLimitStore.prefix must be a string (got ${JSON.stringify(prefix)}).`);
    return new RedisLimiterStore(chosen as RedisStoreOptions, {
      now: () => now().getTime(),
      timeoutMs: limits.storeTimeoutMs,
      connectWaitMs: Math.max(1_000, limits.storeTimeoutMs * 10),
      log: app.log,
    });
  }
  throw new TypeError(`rateLimitStore must be { type: 'memory' }, { type: 'redis', ... } or an object with a hit(key, limit) method (got type ${JSON.stringify(type)}).`);
}

export type { FastifyInstance, FastifyReply };
