/**
 * How the samples reach the API, from the client's names and the spec's security scheme (`ir.api`). The
 * TypeScript sample builds the client with no options: it reads `env.baseUrl` and the credentials of the
 * scheme (`reads`) itself. The other samples read `env.baseUrl` and send the credential where the scheme
 * says (`credential`: a bearer token, an API key's header, query parameter or cookie). `bodyFromEnv`:
 * request-body properties whose value a sample reads from the environment instead of the spec's example, so
 * secrets never appear in a sample and the credential is the reader's own.
 */
import type { IRApi } from '../../ir/types.js';
import { credentialSettings, type CredentialSettings } from '../credentials.js';

export interface SampleSettings extends Pick<CredentialSettings, 'env' | 'reads' | 'credential'> {
  client: { packageName: string; className: string };
  bodyFromEnv: Record<string, string>;
}

const cache = new WeakMap<IRApi, SampleSettings>();

export function sampleSettings(api: IRApi): SampleSettings {
  const cached = cache.get(api);
  if (cached) return cached;
  const { env, reads, credential } = credentialSettings(api);
  const token = api.tokenExchange;
  const settings: SampleSettings = {
    client: { packageName: api.client.packageName, className: api.client.className },
    env,
    reads,
    credential,
    bodyFromEnv: token ? { [token.clientIdField]: env.clientId, [token.clientSecretField]: env.clientSecret } : {},
  };
  cache.set(api, settings);
  return settings;
}
