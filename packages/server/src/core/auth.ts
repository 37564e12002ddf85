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

export async function authenticate(header: string | undefined, verifyToken: VerifyToken, credentials: CredentialStore, now: Date, rejectedCode?: string): Promise<AuthInfo> {
  const token = bearerToken(header);
  if (!token) throw errors.invalidToken(rejectedCode);
  const claims = await Promise.resolve()
    .then(() => verifyToken(token))
    .catch(() => null);
  if (!claims) throw errors.invalidToken(rejectedCode);
  const credential = await credentials.byId(claims.credentialId);
  if (!credentialUsable(credential, now) || credential.accountId !== claims.accountId) throw errors.invalidToken(rejectedCode);
  return {
    accountId: credential.accountId,
    clientId: credential.clientId,
    credentialId: credential.id,
    scopes: [...credential.scopes],
    credential,
    token: claims,
  };
}

/** 403 naming the first missing scope, with the granted ones in `details` (the InsufficientScope example). */
export function requireScopes(route: RouteDefinition, auth: AuthInfo): void {
  const missing = route.scopes.filter((scope) => !auth.scopes.includes(scope));
  if (!missing.length) return;
  throw new ApiError(403, 'insufficient_scope', `This call needs the ${missing.join(', ')} scope${missing.length > 1 ? 's' : ''}.`, {
    details: { required_scope: missing[0], ...(missing.length > 1 ? { required_scopes: missing } : {}), granted_scopes: [...auth.scopes] },
  });
}
