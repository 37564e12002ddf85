/**
 * One-hour JWT access tokens (HS256, via jose), signed with a key made at start-up, so a sandbox's tokens
 * stop working when it stops; or, given a secret, with a key derived from it, so a sandbox started again
 * with the same secret (`npm run dev` restarting it after a save) accepts the tokens the last one issued.
 * The token names the credential; scopes in it are informational only.
 */
import { createHash, randomBytes } from 'node:crypto';
// jose is loaded with the first token issued or checked, not at start (about 20 ms of modules): a sandbox
// that answers its first call with a 401 or a public route never needs it.
let joseModule: Promise<typeof import('jose')> | undefined;
const jose = () => (joseModule ??= import('jose'));
import type { TokenClaims } from '@customer-messaging/server';
import type { Clock } from './clock.js';
import type { SandboxCredential } from './state.js';

export const TOKEN_LIFETIME_SECONDS = 3600;
const ISSUER = 'customer-messaging-sandbox';

export function createTokens(clock: Clock, secret?: string) {
  // HS256 wants a key of 32 bytes or more: a secret of any length is hashed to one.
  const key = secret ? createHash('sha256').update(`${ISSUER}\0${secret}`).digest() : randomBytes(32);
  return {
    async issue(credential: SandboxCredential): Promise<{ token: string; expiresAt: Date }> {
      const issuedAt = Math.floor(clock.now().getTime() / 1000);
      const expiresAt = new Date((issuedAt + TOKEN_LIFETIME_SECONDS) * 1000);
      const { SignJWT } = await jose();
      const token = await new SignJWT({ account_id: credential.accountId, client_id: credential.clientId, scope: credential.scopes.join(' ') })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(ISSUER)
        .setSubject(credential.id)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + TOKEN_LIFETIME_SECONDS)
        .setJti(randomBytes(8).toString('hex'))
        .sign(key);
      return { token, expiresAt };
    },
    async verify(token: string): Promise<TokenClaims | null> {
      const { jwtVerify } = await jose();
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'], currentDate: clock.now() });
        if (typeof payload.sub !== 'string' || typeof payload.account_id !== 'string' || typeof payload.client_id !== 'string') return null;
        return { ...payload, credentialId: payload.sub, accountId: payload.account_id, clientId: payload.client_id };
      } catch {
        return null;
      }
    },
  };
}
