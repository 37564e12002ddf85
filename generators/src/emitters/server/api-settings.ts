/**
 * IR -> the `api` constant of `routes.gen.ts`: what the server runtime must know of this API beyond its
 * routes. The base path is the path of the spec's first server URL (`https://host/v1` -> `/v1`), its
 * variables set to their defaults; the request-id header comes from the server emitter's configuration.
 */
import type { IR } from '../../ir/types.js';
import { defaultBaseUrl } from '../client/server-url.js';
import { serverConfig } from './config.js';

export function apiSettings(ir: IR): { basePath: string; requestIdHeader: string } {
  const url = defaultBaseUrl(ir);
  const path = new URL(url, 'http://relative.invalid').pathname.replace(/\/+$/, '');
  return { basePath: path, requestIdHeader: serverConfig.requestIdHeader };
}
