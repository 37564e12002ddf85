/**
 * Defaults read from the environment when the options do not give them. The variable names come from the
 * generated client (its config's prefix), so the runtime knows none of them.
 */
import { ApiClientError } from './errors.js';
import { isLogLevel, type LogLevelOption } from './logger.js';

/** Names of the variables a client reads. */
export interface EnvironmentNames {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  accessToken: string;
  logLevel: string;
}

export interface EnvironmentDefaults {
  baseUrl?: string | undefined;
  clientId?: string | undefined;
  clientSecret?: string | undefined;
  accessToken?: string | undefined;
  logLevel?: LogLevelOption | undefined;
}

/** A variable's value; unset and empty are the same, and there is no `process` outside Node-like runtimes. */
export function readVariable(name: string): string | undefined {
  const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env;
  const value = env?.[name]?.trim();
  return value ? value : undefined;
}

export function environmentDefaults(names: EnvironmentNames | undefined): EnvironmentDefaults {
  if (!names) return {};
  const logLevel = readVariable(names.logLevel);
  if (logLevel !== undefined && !isLogLevel(logLevel)) {
    throw new ApiClientError(`${names.logLevel} must be one of debug, info, warn, error, off (got ${JSON.stringify(logLevel)}).`);
  }
  return {
    baseUrl: readVariable(names.baseUrl),
    clientId: readVariable(names.clientId),
    clientSecret: readVariable(names.clientSecret),
    accessToken: readVariable(names.accessToken),
    logLevel,
  };
}

/** What to say when a call needs a token and the client, without a token exchange, has none. */
export function missingToken(names: EnvironmentNames | undefined, clientId: string | undefined, clientSecret: string | undefined): string {
  const unused = clientId || clientSecret ? ` (clientId and clientSecret need { tokenExchange: clientCredentials })` : '';
  return `No access token: pass accessToken${names ? ` or set ${names.accessToken}` : ''}${unused}.`;
}

/** What to say when a call needs a token and the client id and secret that would get one are not both set. */
export function missingCredentials(names: EnvironmentNames | undefined, clientId: string | undefined, clientSecret: string | undefined): string {
  const id = names ? ` or ${names.clientId}` : '';
  const secret = names ? ` or ${names.clientSecret}` : '';
  const token = names ? ` or ${names.accessToken}` : '';
  if (clientId && !clientSecret) return `No client secret: clientId is set but clientSecret${secret} is not.`;
  if (clientSecret && !clientId) return `No client id: clientSecret is set but clientId${id} is not.`;
  return `No credentials: pass clientId and clientSecret (or set ${names ? `${names.clientId} and ${names.clientSecret}` : 'them'}), or accessToken${token}, to the client.`;
}
