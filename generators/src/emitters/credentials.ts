/**
 * How a reader's shell and the client reach the API, in the words of the spec's security scheme
 * (`ir.api.auth`) and the client's environment prefix: the variables the client reads, and where a curl
 * command puts the credential. Shared by the reference's samples, the mock's banner and the packages' READMEs.
 */
import type { IRApi } from '../ir/types.js';

export interface CredentialSettings {
  /** The environment variables of the client (`<prefix>BASE_URL`, ...). */
  env: { baseUrl: string; clientId: string; clientSecret: string; accessToken: string; apiKey: string };
  /** The variables the client reads to reach and authenticate to this API, in the order a reader sets them. */
  reads: string[];
  /** The variable that holds the credential a curl command sends, when the API has one. */
  variable?: string;
  /** Where curl sends it, `$VARIABLE` standing for its value: a header line, a query pair or a cookie pair. */
  credential: { header?: string; query?: string; cookie?: string };
}

export function credentialSettings(api: IRApi): CredentialSettings {
  const p = api.client.envPrefix;
  const env = { baseUrl: `${p}BASE_URL`, clientId: `${p}CLIENT_ID`, clientSecret: `${p}CLIENT_SECRET`, accessToken: `${p}ACCESS_TOKEN`, apiKey: `${p}API_KEY` };
  const { auth } = api;
  if (auth.kind === 'none') return { env, reads: [env.baseUrl], credential: {} };
  if (auth.kind === 'apiKey') {
    const value = `$${env.apiKey}`;
    const credential =
      auth.in === 'header'
        ? { header: `${auth.name}: ${value}` }
        : auth.in === 'query'
          ? { query: `${encodeURIComponent(auth.name)}=${value}` }
          : { cookie: `${auth.name}=${value}` };
    return { env, reads: [env.baseUrl, env.apiKey], variable: env.apiKey, credential };
  }
  const scheme = auth.kind === 'http' ? auth.httpScheme : 'Bearer';
  const reads = auth.kind === 'bearer' && api.tokenExchange ? [env.baseUrl, env.clientId, env.clientSecret] : [env.baseUrl, env.accessToken];
  return { env, reads, variable: env.accessToken, credential: { header: `Authorization: ${scheme} $${env.accessToken}` } };
}
