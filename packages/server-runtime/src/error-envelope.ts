/**
 * Where an error body carries its parts: the route table's `api.errors` key paths (from the generator's
 * configuration), so the runtime writes whatever envelope the spec documents and hard-codes none. Without
 * one, the parts sit at the top level under their own names (`{ code, message, ... }`), as the mock does.
 */
import type { ApiSettings } from './types.js';

export type ErrorEnvelope = NonNullable<ApiSettings['errors']>;

export const FLAT_ENVELOPE: ErrorEnvelope = Object.freeze({
  type: ['type'],
  code: ['code'],
  message: ['message'],
  param: ['param'],
  details: ['details'],
  requestId: ['requestId'],
});

/** Sets `value` at `path` in `target`, creating the objects on the way. */
export function setPath(target: Record<string, unknown>, path: readonly string[], value: unknown): void {
  let at = target;
  for (const key of path.slice(0, -1)) {
    const next = at[key];
    if (!next || typeof next !== 'object' || Array.isArray(next)) at[key] = {};
    at = at[key] as Record<string, unknown>;
  }
  at[path[path.length - 1]!] = value;
}

/** The value at `path`, or undefined. */
export function getPath(source: unknown, path: readonly string[]): unknown {
  let at = source;
  for (const key of path) {
    if (!at || typeof at !== 'object') return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return at;
}

/**
 * Stamps the request id into an error body a handler returned (one whose code is where the envelope puts
 * it), so the request-id header and the body agree whatever the handler wrote.
 */
export function stampRequestId(body: unknown, envelope: ErrorEnvelope, requestId: string): void {
  if (!envelope.requestId || !body || typeof body !== 'object') return;
  if (typeof getPath(body, envelope.code) !== 'string') return;
  setPath(body as Record<string, unknown>, envelope.requestId, requestId);
}
