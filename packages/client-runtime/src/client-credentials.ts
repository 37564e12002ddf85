/**
 * The client-credentials strategy: the client id and secret are exchanged for a token through the spec's
 * token operation, and the token is cached and refreshed (token-manager.ts). The generated client binds it
 * to its spec's exchange (`clientCredentials` = `clientCredentialsFor({ operation, fields, rejected code })`):
 * the full client uses it by default, the core class only when passed (`tokenExchange: clientCredentials`),
 * so a bundle that only sends a given token leaves out the exchange and the description of its operation.
 */
import { missingCredentials } from './environment.js';
import { APIError } from './errors.js';
import { stringAt } from './key-path.js';
import { DEFAULTS } from './options.js';
import { TokenManager, invalidTokenAnswer } from './token-manager.js';
import type { TokenExchange, TokenStrategy } from './token-source.js';

export const clientCredentialsFor =
  (exchange: TokenExchange): TokenStrategy =>
  (context) => {
    const { clientId, clientSecret, definition, log } = context;
    const manager = new TokenManager({
      accessToken: context.accessToken,
      canExchange: Boolean(clientId && clientSecret),
      missingCredentials: missingCredentials(definition.envPrefix, clientId, clientSecret),
      refreshMargin: DEFAULTS.tokenRefreshMargin,
      exchange: async () => {
        log.log('debug', `exchanging the credentials of client ${clientId} for an access token`);
        const { data, response, requestId } = await context.send(exchange.operation, { [exchange.clientIdField]: clientId, [exchange.clientSecretField]: clientSecret });
        const problem = invalidTokenAnswer(data);
        if (problem) {
          const op = exchange.operation;
          throw new APIError({
            status: response.status,
            type: 'invalid_response_error',
            code: 'unusable_token_answer',
            message: `${op.method.toUpperCase()} ${op.path} answered ${response.status} without a usable token: ${problem}${requestId ? ` (request ${requestId})` : ''}`,
            requestId,
            headers: response.headers,
          });
        }
        return data;
      },
      onToken: (token) => context.redactor.add(token),
      onWarning: (message) => log.log('warn', message),
    });
    return {
      get: (signal) => manager.get(signal),
      rejected(token, body) {
        if (!manager.canRefresh || !exchange.rejectedCode || errorCode(body, definition.errors?.code ?? ['code']) !== exchange.rejectedCode) return false;
        manager.invalidate(token);
        return true;
      },
    };
  };

/** The error code of a JSON error body, if it has one where the envelope says. */
function errorCode(text: string, path: readonly string[]): string | undefined {
  try {
    return stringAt(JSON.parse(text), path);
  } catch {
    return undefined;
  }
}
