/**
 * Defaults read from the environment when the options do not give them. The variable names come from the
 * generated client (its config's prefix), so the runtime knows none of them.
 */
import { ApiClientError } from './errors.js';
import { isLogLevel, type LogLevelOption } from './logger.js';

export interface EnvironmentDefaults {
  baseUrl?: string | undefined;
  clientId?: string | undefined;
  clientSecret?: string | undefined;
  accessToken?: string | undefined;
  apiKey?: string | undefined;
  logLevel?: LogLevelOption | undefined;
}

/** A variable's value; unset and empty are the same, and there is no `process` outside Node-like runtimes. */
export function readVariable(name: string): string | undefined {
  const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env;
  const value = env?.[name]?.trim();
  return value ? value : undefined;
}

/** The variables a client reads are `<prefix>BASE_URL`, `<prefix>CLIENT_ID`, `<prefix>CLIENT_SECRET`, `<prefix>ACCESS_TOKEN`, `<prefix>API_KEY` and `<prefix>LOG_LEVEL`. */
export function environmentDefaults(prefix: string | undefined): EnvironmentDefaults {
  if (prefix === undefined) return {};
  const logLevel = readVariable(`${prefix}LOG_LEVEL`);
  if (logLevel !== undefined && !isLogLevel(logLevel)) {
    throw new ApiClientError(`${prefix}LOG_LEVEL must be one of debug, info, warn, error, off (got ${JSON.stringify(logLevel)}).`);
  }
  return {
    baseUrl: readVariable(`${prefix}BASE_URL`),
    clientId: readVariable(`${prefix}CLIENT_ID`),
    clientSecret: readVariable(`${prefix}CLIENT_SECRET`),
    accessToken: readVariable(`${prefix}ACCESS_TOKEN`),
    apiKey: readVariable(`${prefix}API_KEY`),
    logLevel,
  };
}

/** What to say when a call needs a token and the client, without a token exchange, has none. */
export function missingToken(prefix: string | undefined, clientId: string | undefined, clientSecret: string | undefined): string {
  const unused = clientId || clientSecret ? ` (clientId and clientSecret need { tokenExchange: clientCredentials })` : '';
  return `No access token: pass accessToken${prefix === undefined ? '' : ` or set ${prefix}ACCESS_TOKEN`}${unused}.`;
}

/** What to say when a call needs a token and the client id and secret that would get one are not both set. */
export function missingCredentials(prefix: string | undefined, clientId: string | undefined, clientSecret: string | undefined): string {
  const named = (name: string) => (prefix === undefined ? '' : ` or ${prefix}${name}`);
  if (clientId && !clientSecret) return `No client secret: clientId is set but clientSecret${named('CLIENT_SECRET')} is not.`;
  if (clientSecret && !clientId) return `No client id: clientSecret is set but clientId${named('CLIENT_ID')} is not.`;
  return `No credentials: pass clientId and clientSecret (or set ${prefix === undefined ? 'them' : `${prefix}CLIENT_ID and ${prefix}CLIENT_SECRET`}), or accessToken${named('ACCESS_TOKEN')}, to the client.`;
}

/** What to say when a call needs the API key and the client has none. */
export function missingApiKey(prefix: string | undefined): string {
  return `No API key: pass apiKey${prefix === undefined ? '' : ` or set ${prefix}API_KEY`} to the client.`;
}
