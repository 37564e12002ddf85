/**
 * The environment variables that hold the API's credential, as the generated client reads them (the
 * spec's security scheme): the API key; the client id and secret of a token exchange (and a token held
 * already, with `all`); else a token.
 */
import type { IR } from '../../ir/types.js';
import { credentialSettings } from '../credentials.js';

export function mcpCredentialVariables(ir: IR, { all = false }: { all?: boolean } = {}): string[] {
  const { env } = credentialSettings(ir.api);
  const { auth, tokenExchange } = ir.api;
  if (auth.kind === 'none') return [];
  if (auth.kind === 'apiKey') return [env.apiKey];
  if (auth.kind === 'bearer' && tokenExchange) return all ? [env.clientId, env.clientSecret, env.accessToken] : [env.clientId, env.clientSecret];
  return [env.accessToken];
}
