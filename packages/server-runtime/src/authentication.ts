/**
 * Who calls, and whether they may: each route's own onRequest hook, made once per route at start (what the
 * route needs is bound then, not looked up per request), in the reference's order:
 *
 *   bearer token -> credential read live -> IP allow-list -> rate limit per credential -> scopes
 *
 * A public route limited per IP (the token endpoint) only counts the caller; its handler later checks the
 * allow-list of the account whose client id the body names (`checkPublicCaller`). Calls without a usable
 * token are limited per IP (`limits.unauthenticated`), so tokens cannot be guessed at full speed.
 *
 * The hook is synchronous when the token verifier, the credential store, the allow-list store and the
 * rate-limit store answer synchronously (no promise per request), else it waits for them.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from './errors.js';
import { authenticate, isThenable, requireScopes, type VerifyToken } from './auth.js';
import { AllowListCache, AllowListError } from './ip-allow-list.js';
import { clientKey } from './client-key.js';
import { AUTH, type Decorated } from './request-state.js';
import type { RateLimiter } from './rate-limits.js';
import type { Limit } from './limiter-store.js';
import type { ServerLimits } from './limits.js';
import type { ApiSettings, AuthInfo, CredentialStore, RouteDefinition } from './types.js';

export type AllowListStore = (accountId: string) => readonly string[] | null | undefined | Promise<readonly string[] | null | undefined>;

export interface AuthenticationSettings {
  verifyToken: VerifyToken;
  credentials: CredentialStore;
  ipAllowList: AllowListStore | undefined;
  /** Undefined when rate limiting is off. */
  limiter: RateLimiter | undefined;
  /** Each route's limit (undefined: none), options applied. */
  limitFor: (route: RouteDefinition) => Limit | undefined;
  limits: ServerLimits;
  api: ApiSettings | undefined;
  now: () => Date;
}

type Hook = (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => void;

export interface Authentication {
  /** The route's onRequest hook, or undefined when it needs none. */
  hookFor(route: RouteDefinition): Hook | undefined;
  /** The token endpoint: the allow-list of the account whose client id the body names, before any token. */
  checkPublicCaller(request: FastifyRequest, body: unknown): Promise<void>;
}

export function authentication(settings: AuthenticationSettings): Authentication {
  const { verifyToken, credentials, ipAllowList, limiter, limits, now } = settings;
  const allowLists = new AllowListCache();
  const rejectedCode = settings.api?.tokenExchange?.rejectedCode;

  const checkIp = async (request: FastifyRequest, accountId: string) => {
    const list = allowLists.get(await ipAllowList?.(accountId));
    if (list instanceof AllowListError) {
      // Refused when the list was stored, normally; if a store hands one over anyway, the account's calls
      // are refused (never let through, never a 500) and the message says what to fix.
      request.log.error({ accountId, entry: list.entry }, list.message);
      throw new ApiError(403, 'ip_not_allowed', `This account's IP allow-list is malformed: ${list.message} Fix the list to call again.`);
    }
    if (!list.allows(request.ip)) throw new ApiError(403, 'ip_not_allowed', `Requests from ${request.ip} are not allowed for this account.`);
  };

  /** A hook's body returns nothing or a promise; the hook calls `done` accordingly (no promise when none is needed). */
  const asHook =
    (gate: (request: FastifyRequest) => void | Promise<void>): Hook =>
    (request, _reply, done) => {
      let pending: void | Promise<void>;
      try {
        pending = gate(request);
      } catch (error) {
        return done(error as Error);
      }
      if (pending) pending.then(() => done(), done);
      else done();
    };

  /** The route's onRequest hook, or undefined when it needs none. */
  function hookFor(route: RouteDefinition): Hook | undefined {
    const limit = settings.limitFor(route);
    const per = route.rateLimit?.per ?? 'credential';
    const perIp = route.rateLimit?.per === 'ip';
    if (route.public) {
      // A public route limited per IP counts the caller; any other public route needs no hook at all.
      if (!perIp || !limit || !limiter) return undefined;
      return asHook((request) => limiter.enforce(request, `ip:${route.operationId}:${clientKey(request.ip)}`, limit, 'IP'));
    }
    const admit = (request: FastifyRequest, auth: AuthInfo) => {
      requireScopes(route, auth);
      (request as Decorated)[AUTH] = auth;
    };
    const limitThenAdmit = (request: FastifyRequest, auth: AuthInfo): void | Promise<void> => {
      const limited = limit && limiter ? limiter.enforce(request, `${per}:${perIp ? clientKey(request.ip) : auth.credentialId}`, limit, per) : undefined;
      if (limited) return limited.then(() => admit(request, auth));
      admit(request, auth);
    };
    const authorise = (request: FastifyRequest, auth: AuthInfo): void | Promise<void> => {
      const allowed = ipAllowList ? checkIp(request, auth.accountId) : undefined;
      if (allowed) return allowed.then(() => limitThenAdmit(request, auth));
      return limitThenAdmit(request, auth);
    };
    // A call without a usable token counts against its IP's unauthenticated limit, then gets its 401 (or the 429).
    const refused = (request: FastifyRequest, error: unknown): Promise<never> => {
      const limited = limiter?.enforce(request, `unauthenticated:${clientKey(request.ip)}`, limits.unauthenticated, 'IP without a valid token');
      if (limited)
        return limited.then(() => {
          throw error;
        });
      throw error;
    };
    return asHook((request) => {
      let auth: AuthInfo | Promise<AuthInfo>;
      try {
        auth = authenticate(request.headers.authorization, verifyToken, credentials, now, rejectedCode);
      } catch (error) {
        return refused(request, error);
      }
      return isThenable(auth)
        ? auth.then(
            (found) => authorise(request, found),
            (error: unknown) => refused(request, error),
          )
        : authorise(request, auth);
    });
  }

  /** The token endpoint: the allow-list of the account whose client id is presented, before any token. */
  async function checkPublicCaller(request: FastifyRequest, body: unknown): Promise<void> {
    const field = settings.api?.tokenExchange?.clientIdField;
    const clientId = field === undefined ? undefined : (body as Record<string, unknown> | undefined)?.[field];
    if (typeof clientId !== 'string') return;
    const credential = await credentials.byClientId(clientId);
    if (credential) await checkIp(request, credential.accountId);
  }

  return { hookFor, checkPublicCaller };
}
