/**
 * IR -> the `api` constant of `routes.gen.ts`: what the server runtime must know of this API beyond its
 * routes: the base path, the request-id header (lower-cased, as Node hands headers over) and where error
 * bodies carry their parts. All of it is settled in the IR (`ir.api`, from the configuration file).
 */
import type { IR, IRApi } from '../../ir/types.js';

export interface ApiSettingsTable {
  basePath: string;
  requestIdHeader: string;
  errors?: NonNullable<IRApi['errors']>;
}

export function apiSettings(ir: IR): ApiSettingsTable {
  const { basePath, requestIdHeader, errors } = ir.api;
  return { basePath, requestIdHeader: requestIdHeader.toLowerCase(), ...(errors ? { errors } : {}) };
}
