/**
 * Bearer authentication and scope checks. The token proves who calls (the pluggable `verifyToken`); what
 * the caller may do is read from the credential store on every request, so a scope removed in the console
 * applies from the next request, and a revoked or expired credential stops working at once.
 */
import { ApiError, errors } from './errors.js';
import type { AuthInfo, Credential, CredentialStore, RouteDefinition, TokenClaims } from './types.js';

/** Returns the token's claims, or null (or throws) when the token is not valid. */
export type VerifyToken = (token: string) => TokenClaims | null | Promise<TokenClaims | null>;

export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer[ ]+([^\s]+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

export function credentialUsable(credential: Credential | undefined, now: Date): credential is Credential {
  if (!credential || credential.revoked) return false;
  return credential.expiresAt === null || Date.parse(credential.expiresAt) > now.getTime();
}

/**
 * The caller behind `header`: verified token -> credential read live from the store. Synchronous when the
 * verifier and the store answer synchronously (no promise, no microtask per request), else a promise;
 * either way a refused token throws (or rejects with) the rejected-token error, and a verifier that throws counts as
 * refusing the token.
 */
export function authenticate(
  header: string | undefined,
  verifyToken: VerifyToken,
  credentials: CredentialStore,
  now: () => Date,
  rejectedCode?: string,
): AuthInfo | Promise<AuthInfo> {
  const token = bearerToken(header);
  if (!token) throw errors.invalidToken(rejectedCode);
  let claims: ReturnType<VerifyToken>;
  try {
    claims = verifyToken(token);
  } catch {
    claims = null;
  }
  if (isThenable(claims)) {
    return Promise.resolve(claims)
      .catch(() => null)
      .then((verified) => withClaims(verified, credentials, now, rejectedCode));
  }
  return withClaims(claims, credentials, now, rejectedCode);
}

function withClaims(claims: TokenClaims | null, credentials: CredentialStore, now: () => Date, rejectedCode: string | undefined): AuthInfo | Promise<AuthInfo> {
  if (!claims) throw errors.invalidToken(rejectedCode);
  const credential = credentials.byId(claims.credentialId);
  if (isThenable(credential)) return Promise.resolve(credential).then((found) => authInfo(found, claims, now, rejectedCode));
  return authInfo(credential, claims, now, rejectedCode);
}

function authInfo(credential: Credential | undefined, claims: TokenClaims, now: () => Date, rejectedCode: string | undefined): AuthInfo {
  // The clock is read only for a credential that can expire.
  const usable = credential !== undefined && !credential.revoked && (credential.expiresAt === null || credentialUsable(credential, now()));
  if (!usable || credential.accountId !== claims.accountId) throw errors.invalidToken(rejectedCode);
  return {
    accountId: credential.accountId,
    clientId: credential.clientId,
    credentialId: credential.id,
    scopes: [...credential.scopes],
    credential,
    token: claims,
  };
}

export function isThenable<T>(value: T | PromiseLike<T>): value is PromiseLike<T> {
  return value !== null && typeof value === 'object' && typeof (value as { then?: unknown }).then === 'function';
}

/** 403 naming the first missing scope, with the granted ones in `details` (the InsufficientScope example). */
export function requireScopes(route: RouteDefinition, auth: AuthInfo): void {
  let granted = true;
  for (let i = 0; i < route.scopes.length && granted; i++) granted = auth.scopes.includes(route.scopes[i]!);
  if (granted) return;
  const missing = route.scopes.filter((scope) => !auth.scopes.includes(scope));
  throw new ApiError(403, 'insufficient_scope', `This call needs the ${missing.join(', ')} scope${missing.length > 1 ? 's' : ''}.`, {
    details: { required_scope: missing[0], ...(missing.length > 1 ? { required_scopes: missing } : {}), granted_scopes: [...auth.scopes] },
  });
}
