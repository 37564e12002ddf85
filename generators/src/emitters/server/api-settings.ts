/**
 * IR -> the `api` constant of `routes.gen.ts`: what the server runtime must know of this API beyond its
 * routes: the base path, the request-id header (lower-cased, as Node hands headers over), where error
 * bodies carry their parts (and the type each status answers with) and the token exchange (its client-id field and the code of a refused token). All of it is settled in the IR (`ir.api`, from the configuration file).
 */
import type { IR, IRApi, IRErrorTypes } from '../../ir/types.js';

export interface ApiSettingsTable {
  basePath: string;
  requestIdHeader: string;
  errors?: NonNullable<IRApi['errors']> & { types?: IRErrorTypes };
  tokenExchange?: { operationId: string; clientIdField: string; rejectedCode: string };
  pageParam?: string;
}

export function apiSettings(ir: IR): ApiSettingsTable {
  const { basePath, requestIdHeader, errors, tokenExchange, pagination } = ir.api;
  return {
    basePath,
    requestIdHeader: requestIdHeader.toLowerCase(),
    // Where error bodies carry their parts, and the type each status answers with (the spec's examples).
    ...(errors ? { errors: { ...errors, ...(ir.errorTypes && errors.type ? { types: ir.errorTypes } : {}) } } : {}),
    // The server needs the client id's field (the token endpoint's IP allow-list is the account's) and the
    // code a refused token answers with; never the secret's field.
    ...(pagination?.pageParam ? { pageParam: pagination.pageParam } : {}),
    ...(tokenExchange ? { tokenExchange: { operationId: tokenExchange.operationId, clientIdField: tokenExchange.clientIdField, rejectedCode: tokenExchange.rejectedCode } } : {}),
  };
}
