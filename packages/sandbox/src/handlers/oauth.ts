/** POST /oauth/token and GET /oauth/introspect. */
import { timingSafeEqual } from 'node:crypto';
import { ApiError, credentialUsable, type Handlers } from '@customer-messaging/server';
import { iso } from '../clock.js';
import type { SandboxState } from '../state.js';
import { TOKEN_LIFETIME_SECONDS, type createTokens } from '../tokens.js';

const sameSecret = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export function oauthHandlers(state: SandboxState, tokens: ReturnType<typeof createTokens>): Pick<Handlers, 'createAccessToken' | 'introspectToken'> {
  return {
    async createAccessToken({ body }) {
      const credential = [...state.credentials.values()].find((c) => c.clientId === body.client_id);
      if (!credential || !sameSecret(credential.clientSecret, body.client_secret) || !credentialUsable(credential, state.clock.now())) {
        throw new ApiError(401, 'invalid_client', 'The client id or client secret is not valid, or the credential was revoked or expired.');
      }
      const { token, expiresAt } = await tokens.issue(credential);
      return {
        status: 200,
        body: {
          access_token: token,
          token_type: 'Bearer',
          expires_in: TOKEN_LIFETIME_SECONDS,
          expires_at: iso(expiresAt),
          scopes: [...credential.scopes],
          account_id: credential.accountId,
        },
      };
    },

    introspectToken(_request, context) {
      const auth = context.auth!;
      const credential = state.credentials.get(auth.credentialId)!;
      const hasSso = auth.scopes.includes('sso');
      return {
        status: 200,
        body: {
          object: 'token_introspection',
          active: true,
          account_id: auth.accountId,
          client_id: auth.clientId,
          credential_id: credential.id,
          credential_name: credential.name,
          scopes: [...auth.scopes],
          credential_expires_at: credential.expiresAt,
          sso_agent_ids: hasSso ? [...credential.ssoAgentIds] : [],
          sso_origins: hasSso ? [...credential.ssoOrigins] : [],
          request_id: context.requestId,
        },
      };
    },
  };
}
