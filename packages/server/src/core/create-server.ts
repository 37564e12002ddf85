/**
 * `buildServer(table, options)`: a Fastify 5 instance serving the route table under its base path, with the
 * reference's rules in this order for every request:
 *
 *   request id -> (token endpoint: rate limit per IP) | (bearer token -> credential read live -> IP
 *   allow-list -> rate limit per credential -> scopes) -> body parsing -> parameter and body validation
 *   -> (token endpoint: IP allow-list of the client's account) -> handler -> response check (dev/test).
 *
 * Every failure has the Error shape and the request id; nothing answers with a stack trace. No CORS
 * headers are ever set: the API is server-side only.
 */
import { isUtf8 } from 'node:buffer';
import { jsonDepthExceeds } from './json-depth.js';
import Fastify, { type FastifyContextConfig, type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { ApiError, errors } from './errors.js';
import { FLAT_ENVELOPE, type ErrorEnvelope } from './error-envelope.js';
import { compileValidators } from './ajv.js';
import { lazyCompilers } from './fastify-compilers.js';
import { authenticate, isThenable, requireScopes, type VerifyToken } from './auth.js';
import { AllowListCache, AllowListError } from './ip-allow-list.js';
import { SlidingWindowLimiter, type Limit } from './rate-limit.js';
import { resolveLimits, type ServerLimits } from './limits.js';
import { checkJsonValue } from './json-values.js';
import { declaredBodyTypes, multipartBody, registerFormParsers } from './form-bodies.js';
import { freshRequestId, requestIdFor } from './request-id.js';
import { clientKey } from './client-key.js';
import { lingerAfterAnswer } from './linger.js';
import { parametersIn, readParameters } from './parameters.js';
import { toApiError } from './validation-errors.js';
import { bodyViolations, send, serialisationProblems, type Responder, type ResponseViolation } from './responses.js';
import type { ApiSettings, AuthInfo, CredentialStore, HandlerContext, HandlerResponse, RouteDefinition, RouteParameter, SchemaDocument } from './types.js';

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
  ipAllowList?: (accountId: string) => readonly string[] | null | undefined | Promise<readonly string[] | null | undefined>;
  /** Override the table's limits by kind, or `false` to switch rate limiting off (benchmarks). */
  rateLimits?: false | { credential?: Limit; ip?: Limit };
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
  /** Limits on requests (sizes, depths, lengths, timeouts, unauthenticated traffic): see `limits.ts` and the README's "Limits". */
  limits?: Partial<ServerLimits>;
  /** Same as `limits.bodyBytes`. */
  bodyLimit?: number;
  /** Same as `limits.bodyDepth`. */
  maxBodyDepth?: number;
  /** The server's clock, for tokens, credential expiry and rate-limit windows. */
  now?: () => Date;
  /** Told about every response that does not match the spec (development and test mode). */
  onResponseViolation?: (violation: ResponseViolation) => void;
  logger?: FastifyServerOptions['logger'];
  /** Passed to Fastify: whether `X-Forwarded-For` decides the caller's address (IP allow-list, limits). */
  trustProxy?: FastifyServerOptions['trustProxy'];
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
  const mode = options.mode ?? defaultMode();
  const now = options.now ?? (() => new Date());
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
  const limiter = new SlidingWindowLimiter(() => now().getTime());
  const allowLists = new AllowListCache();
  const pageParam = table.api?.pageParam;
  const handlers = options.handlers as Record<string, AnyHandler | undefined>;

  const app = Fastify({
    logger: options.logger ?? false,
    schemaController: { compilersFactory: lazyCompilers },
    genReqId: (req) => requestIdFor(req, requestIdHeader),
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
    // Node's HTTP parser refusals (oversized headers, conflicting Content-Length, ...) never reach Fastify's
    // error handler: answer them in the Error shape too, with a request id, instead of Node's bare text.
    clientErrorHandler: (error, socket) => writeClientError(error as NodeJS.ErrnoException, socket, requestIdHeader, envelope),
    // Router refusals (bad percent-encoding, ...) answer in the Error shape, never with Fastify's codes.
    frameworkErrors: (error, request, reply) => {
      const status = (error as { statusCode?: number }).statusCode === 414 ? 414 : 400;
      const answer = new ApiError(
        status,
        'validation_failed',
        status === 414 ? `A path parameter of the request is longer than ${limits.paramLength} characters.` : 'The request URL is malformed (bad percent-encoding).',
        {
          details: { errors: [status === 414 ? 'path segment too long' : 'malformed URL'] },
        },
      );
      if (requestIdHeader) void reply.header(requestIdHeader, request.id);
      void (reply as FastifyReply).code(status).header('content-type', 'application/json; charset=utf-8').send(answer.toBody(request.id, envelope));
    },
  });
  // Per-request state lives on the request (declared once, so every request has the same shape): the
  // caller, and whether the handler has started (an ApiError from there is the handler's, and is checked
  // against the spec).
  app.decorateRequest(AUTH, null);
  app.decorateRequest(IN_HANDLER, false);
  const routeOf = (request: FastifyRequest) => (request.routeOptions.config as { route?: RouteDefinition } | undefined)?.route;

  const limitFor = (route: RouteDefinition): Limit | undefined => {
    if (options.rateLimits === false || !route.rateLimit) return undefined;
    return options.rateLimits?.[route.rateLimit.per] ?? route.rateLimit;
  };
  const enforceLimit = (key: string, limit: Limit | undefined, per: string) => {
    if (!limit) return;
    const decision = limiter.hit(key, limit);
    if (decision.allowed) return;
    throw new ApiError(
      429,
      'rate_limited',
      `Rate limit of ${limit.requests} requests per ${limit.windowSeconds} seconds per ${per} exceeded. Retry after ${decision.retryAfter} seconds.`,
      { headers: { 'retry-after': String(decision.retryAfter) } },
    );
  };
  const checkIp = async (request: FastifyRequest, accountId: string) => {
    const list = allowLists.get(await options.ipAllowList?.(accountId));
    if (list instanceof AllowListError) {
      // Refused when the list was stored, normally; if a store hands one over anyway, the account's calls
      // are refused (never let through, never a 500) and the message says what to fix.
      request.log.error({ accountId, entry: list.entry }, list.message);
      throw new ApiError(403, 'ip_not_allowed', `This account's IP allow-list is malformed: ${list.message} Fix the list to call again.`);
    }
    if (!list.allows(request.ip)) throw new ApiError(403, 'ip_not_allowed', `Requests from ${request.ip} are not allowed for this account.`);
  };

  // Only JSON bodies are accepted. Fastify's own parser (prototype-poisoning safe) does the parsing; an
  // empty body counts as no body, so operations without one ignore it and the others answer "missing".
  app.removeAllContentTypeParsers();
  const parseJson = app.getDefaultJsonParser('error', 'error');
  // Bytes, not a string: Fastify's string decoding replaces invalid UTF-8 silently; a strict decoder refuses it.
  const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  const parseJsonBody: Parameters<typeof app.addContentTypeParser>[2] = (request, bytes, done) => {
    const body = strictUtf8(bytes as Buffer);
    if (body === undefined) return done(malformed('The request body is not valid UTF-8.'), undefined);
    if (isBlank(body)) return done(null, undefined);
    if (jsonDepthExceeds(body, limits.bodyDepth)) return done(malformed(`The request body nests objects and arrays deeper than ${limits.bodyDepth} levels.`), undefined);
    parseJson(request, body, (error: Error | null, value?: unknown) => {
      if (error) return done(error, undefined);
      const problem = checkJsonValue(value, limits.stringLength);
      if (problem) return done(new ApiError(400, 'validation_failed', problem.message, { param: problem.param, details: { errors: [problem.message] } }), undefined);
      done(null, value);
    });
  };
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, parseJsonBody);
  // Other media types the spec declares for bodies: `+json` ones are JSON; the form types have parsers of their own.
  const bodyTypes = declaredBodyTypes(table.routes);
  for (const type of bodyTypes) if (type !== 'application/json' && /^application\/.+\+json$/.test(type)) app.addContentTypeParser(type, { parseAs: 'buffer' }, parseJsonBody);
  registerFormParsers(app, bodyTypes, limits, utf8);

  // Every request, found or not: the request-id header, then the Host check. A plain callback hook: no
  // promise per request.
  app.addHook('onRequest', (request, reply, done) => {
    if (requestIdHeader) reply.header(requestIdHeader, request.id);
    // RFC 9112 section 3.2: an HTTP/1.1 request without exactly one Host header is a 400.
    if (request.raw.httpVersion === '1.1' && typeof request.raw.headers.host !== 'string') return done(malformed('The request has no Host header (HTTP/1.1 requires one).'));
    done();
  });

  /**
   * The route's own onRequest hook, made once per route at start (what the route needs is bound then, not
   * looked up per request): authentication, IP allow-list, rate limit, scopes. Synchronous when the token
   * verifier, the credential store and the allow-list store are (no promise per request), else it waits for them.
   */
  const gateFor = (route: RouteDefinition) => {
    const limit = limitFor(route);
    const per = route.rateLimit?.per ?? 'credential';
    const perIp = route.rateLimit?.per === 'ip';
    const rejectedCode = table.api?.tokenExchange?.rejectedCode;
    if (route.public) {
      // A public route limited per IP counts the caller; any other public route needs no hook at all.
      if (!perIp || !limit) return undefined;
      return (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
        try {
          enforceLimit(`ip:${route.operationId}:${clientKey(request.ip)}`, limit, 'IP');
        } catch (error) {
          return done(error as Error);
        }
        done();
      };
    }
    const authorise = (request: FastifyRequest, auth: AuthInfo): void | Promise<void> => {
      const allowed = options.ipAllowList ? checkIp(request, auth.accountId) : undefined;
      if (allowed) return allowed.then(() => admit(request, auth));
      admit(request, auth);
    };
    const admit = (request: FastifyRequest, auth: AuthInfo) => {
      if (limit) enforceLimit(`${per}:${perIp ? clientKey(request.ip) : auth.credentialId}`, limit, per);
      requireScopes(route, auth);
      (request as Decorated)[AUTH] = auth;
    };
    // Calls without a usable token are limited per IP, so tokens cannot be guessed at full speed.
    const refused = (request: FastifyRequest, error: unknown): never => {
      if (options.rateLimits !== false) enforceLimit(`unauthenticated:${clientKey(request.ip)}`, limits.unauthenticated, 'IP without a valid token');
      throw error;
    };
    return (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
      let pending: void | Promise<void>;
      try {
        let auth: AuthInfo | Promise<AuthInfo>;
        try {
          auth = authenticate(request.headers.authorization, options.verifyToken, options.credentials, now, rejectedCode);
        } catch (error) {
          refused(request, error);
        }
        pending = isThenable(auth!)
          ? auth.then(
              (found) => authorise(request, found),
              (error: unknown) => refused(request, error),
            )
          : authorise(request, auth!);
      } catch (error) {
        return done(error as Error);
      }
      if (pending) pending.then(() => done(), done);
      else done();
    };
  };

  app.setErrorHandler((error: unknown, request, reply) => {
    const apiError = toKnownError(error);
    if (!apiError) request.log.error({ err: error }, 'unexpected error');
    const answer = apiError ?? errors.internal();
    // Answered before the body has arrived (too large, not JSON): let the client finish sending and read it.
    if (!request.raw.complete) lingerAfterAnswer(request.raw);
    // A server fault is reported as it is; checking it against the spec again would only hide it. The
    // framework's own refusals (body too large, bad media type) come before any handler and are never
    // turned into a 500 for being undocumented on that operation.
    return send(responder, request, reply, routeOf(request), answer.status, answer.toBody(request.id, envelope), answer.headers, {
      // Only what a handler threw is checked against the spec: the runtime's own refusals (authentication,
      // limits, request validation) answer in the configured envelope whatever schema the spec gives that
      // status, and must never turn into a 500 for it.
      validate: error instanceof ApiError && answer.status < 500 && (request as Decorated)[IN_HANDLER],
    });
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!;
    const hint = prefix && !path.startsWith(`${prefix}/`) ? ` Paths start with ${prefix}.` : '';
    const answer = new ApiError(404, 'resource_not_found', `No operation ${request.method} ${path}.${hint}`);
    return send(responder, request, reply, undefined, 404, answer.toBody(request.id, envelope));
  });

  app.register(
    async (scope) => {
      for (const route of table.routes) {
        const plan = planFor(route);
        const answer = (request: FastifyRequest, reply: FastifyReply, result: HandlerResponse) => {
          send(responder, request, reply, route, result.status, result.body, result.headers);
        };
        const handle = (request: FastifyRequest, reply: FastifyReply): void | Promise<void> => {
          const input = validateRequest(route, plan, request);
          const handler = handlers[route.operationId];
          if (!handler) throw new ApiError(501, 'not_implemented', `${route.operationId} is not implemented by this server.`);
          const context = new Context(request, (request as Decorated)[AUTH], route, now, responder);
          (request as Decorated)[IN_HANDLER] = true;
          const result = handler(input, context) as HandlerResponse | Promise<HandlerResponse>;
          if (isThenable(result)) return Promise.resolve(result).then((settled) => answer(request, reply, settled));
          answer(request, reply, result);
        };
        const gate = gateFor(route);
        const checksCaller = route.public && table.api?.tokenExchange?.clientIdField !== undefined;
        scope.route({
          method: route.method,
          url: route.url,
          config: { route } as FastifyContextConfig,
          ...(gate ? { onRequest: gate } : {}),
          // The token endpoint first checks the allow-list of the client it names (its body is read by then);
          // other public routes, and every route of a table without a token exchange, go straight to the handler.
          handler: checksCaller
            ? async (request, reply) => {
                await checkPublicCaller(request, request.body);
                await handle(request, reply);
              }
            : handle,
        });
      }
    },
    { prefix },
  );

  /** The token endpoint: the allow-list of the account whose client id is presented, before any token. */
  async function checkPublicCaller(request: FastifyRequest, body: unknown) {
    const field = table.api?.tokenExchange?.clientIdField;
    const clientId = field === undefined ? undefined : (body as Record<string, unknown> | undefined)?.[field];
    if (typeof clientId !== 'string') return;
    const credential = await options.credentials.byClientId(clientId);
    if (credential) await checkIp(request, credential.accountId);
  }

  function validateRequest(route: RouteDefinition, plan: RoutePlan, request: FastifyRequest) {
    const v = responder.validators.get(route.operationId)!;
    const params = readParameters(plan.path, false, request.params as Record<string, unknown>);
    const query = readParameters(plan.query, false, request.query as Record<string, unknown>);
    const headers = request.headers as Record<string, string | string[] | undefined>;
    const headerParams = readParameters(plan.header, true, headers);
    const cookies = route.request.cookie ? readParameters(plan.cookie, false, cookieValues(headers.cookie)) : {};
    if (v.path && !v.path(params)) throw toApiError(v.path.errors ?? [], 'path');
    if (v.query && !v.query(query)) throw toApiError(v.query.errors ?? [], 'query');
    if (v.header && !v.header(headerParams)) throw toApiError(v.header.errors ?? [], 'header');
    if (v.cookie && !v.cookie(cookies)) throw toApiError(v.cookie.errors ?? [], 'cookie');
    if (pageParam && route.pagination === 'page') {
      const page = (query as Record<string, unknown>)[pageParam];
      if (typeof page === 'number' && page > limits.pageMax) {
        throw new ApiError(400, 'validation_failed', `${pageParam} must be at most ${limits.pageMax}.`, {
          param: pageParam,
          details: { errors: [`query.${pageParam} must be <= ${limits.pageMax}`] },
        });
      }
    }
    let body: unknown = undefined;
    let files: Record<string, unknown> | undefined;
    if (route.request.body) {
      body = request.body;
      if (body !== null && typeof body === 'object' && request.isMultipart?.()) {
        const parts = multipartBody(body as Parameters<typeof multipartBody>[0]);
        body = parts.fields;
        files = parts.files;
      }
      if (body === undefined || body === null) {
        if (route.request.body.required) {
          throw errors.missing('body', `Missing request body: send a JSON object with Content-Type: ${route.request.body.contentType}.`);
        }
      } else {
        // The schema of the media type sent, when the operation takes several.
        const validate = v.bodies ? (v.bodies.get(mediaType(request.headers['content-type'])) ?? v.body) : v.body;
        if (validate && !validate(body)) throw toApiError(validate.errors ?? [], 'body');
      }
    }
    if (files) body = { ...(body as Record<string, unknown>), ...files };
    return { params, query, headers, ...(route.request.cookie ? { cookies } : {}), body };
  }

  return app;
}

/**
 * Bytes -> text, refusing invalid UTF-8 (undefined) rather than replacing it silently as Buffer#toString
 * does; a leading byte-order mark is dropped, as a fatal TextDecoder does. Node's native `isUtf8` check
 * plus `toString` costs a fraction of `TextDecoder#decode` on small bodies.
 */
function strictUtf8(bytes: Buffer): string | undefined {
  if (!isUtf8(bytes)) return undefined;
  const bom = bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  return bytes.toString('utf8', bom ? 3 : 0);
}

/** Whether `text` is empty or white space only (what `text.trim() === ''` says, without the copy). */
function isBlank(text: string): boolean {
  if (text.length === 0) return true;
  const first = text.charCodeAt(0);
  // JSON starts with `{`, `[`, `"`, a digit, `-`, t, f or n: nothing that is white space.
  if (first > 0x20 && first < 0x7f) return false;
  return text.trim() === '';
}

/** Symbols of the per-request state the server keeps on Fastify's request. */
const AUTH = Symbol('auth');
const IN_HANDLER = Symbol('inHandler');
type Decorated = FastifyRequest & { [AUTH]: AuthInfo | null; [IN_HANDLER]: boolean };

/** What a route reads from the request, picked once at start. */
interface RoutePlan {
  path: RouteParameter[];
  query: RouteParameter[];
  header: RouteParameter[];
  cookie: RouteParameter[];
}

function planFor(route: RouteDefinition): RoutePlan {
  return { path: parametersIn(route, 'path'), query: parametersIn(route, 'query'), header: parametersIn(route, 'header'), cookie: parametersIn(route, 'cookie') };
}

/** `Content-Type` -> the media type alone, lower-case. */
function mediaType(header: string | string[] | undefined): string {
  return String(header ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();
}

/** A handler's context: one object per request, its method on the prototype (no closures per request). */
class Context implements HandlerContext {
  readonly requestId: string;
  readonly ip: string;
  readonly auth?: AuthInfo;
  readonly log: HandlerContext['log'];

  constructor(
    request: FastifyRequest,
    auth: AuthInfo | null,
    readonly route: RouteDefinition,
    readonly now: () => Date,
    private readonly responder: Responder,
  ) {
    this.requestId = request.id;
    this.ip = request.ip;
    if (auth) this.auth = auth;
    this.log = request.log;
  }

  checkAnswer(status: number, body: unknown): string[] {
    const problems = serialisationProblems(body);
    if (this.responder.validate) problems.push(...bodyViolations(this.route, this.responder.validators.get(this.route.operationId), status, body));
    return problems;
  }
}

/**
 * The `Cookie` header (RFC 6265 section 4.2: `name=value; name2=value2`) -> values by name. Small enough
 * not to take @fastify/cookie, which would also sign and set cookies this runtime never sends.
 */
function cookieValues(header: string | string[] | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of (Array.isArray(header) ? header.join('; ') : (header ?? '')).split(';')) {
    const at = pair.indexOf('=');
    if (at <= 0) continue;
    const name = pair.slice(0, at).trim();
    const raw = pair
      .slice(at + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
    try {
      out[name] = decodeURIComponent(raw);
    } catch {
      out[name] = raw;
    }
  }
  return out;
}

/** Fastify's own request errors -> the Error shape; anything else is a server fault (null). */
function toKnownError(error: unknown): ApiError | null {
  if (error instanceof ApiError) return error;
  const e = error as { code?: string; statusCode?: number; message?: string } | null;
  switch (e?.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError(413, 'payload_too_large', 'The request body is larger than the service accepts.');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      // 400 rather than 415: the spec documents 400 for malformed requests and no 415.
      return new ApiError(400, 'unsupported_content_type', 'Request bodies must be JSON, sent with Content-Type: application/json.');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new ApiError(400, 'invalid_json', 'The request body is not valid JSON.');
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return malformed('The Content-Length header does not match the body.');
  }
  if (error instanceof SyntaxError) return new ApiError(400, 'invalid_json', 'The request body is not valid JSON.');
  if (typeof e?.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) {
    if (e.statusCode === 413) return new ApiError(413, 'payload_too_large', 'The request body is larger than the service accepts.');
    return malformed(`The request is malformed${e.message ? `: ${e.message}` : '.'}`);
  }
  return null;
}

/** A raw Error-shaped answer on a socket Node's HTTP parser refused, then the socket is closed. */
function writeClientError(error: NodeJS.ErrnoException, socket: import('node:stream').Duplex, requestIdHeader: string | undefined, envelope: ErrorEnvelope) {
  if (!socket.writable) return socket.destroy();
  // A pipelined request Node cannot parse, behind one whose answer is still being made: the answer owed
  // goes first, then this one. Written at once, it would land in front of (or inside) that answer.
  const owed = (socket as { _httpMessage?: import('node:http').ServerResponse })._httpMessage;
  if (owed && !owed.writableEnded && owed.req?.complete) {
    let done = false;
    const after = () => {
      if (done) return;
      done = true;
      writeClientError(error, socket, requestIdHeader, envelope);
    };
    owed.once('finish', after);
    owed.once('close', after);
    return;
  }
  const requestId = freshRequestId();
  const [status, reason, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', 'The request headers are larger than the service accepts.']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', 'The request took too long to arrive.']
        : [400, 'Bad Request', 'The request is not valid HTTP.'];
  const body = JSON.stringify(new ApiError(status, 'validation_failed', message, { details: { errors: [message] } }).toBody(requestId, envelope));
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `${requestIdHeader ? `${requestIdHeader}: ${requestId}\r\n` : ''}Connection: close\r\n\r\n${body}`,
  );
}

/** Other malformed requests answer with a documented code (`validation_failed`, one entry in details.errors). */
function malformed(message: string): ApiError {
  return new ApiError(400, 'validation_failed', message, { details: { errors: [message] } });
}

export type { FastifyInstance, FastifyReply };
