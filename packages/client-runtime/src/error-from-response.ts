/**
 * An error answer -> the matching error class, also when the body is not in the spec's error shape. The
 * parts are read where the spec's error envelope puts them (the generated `errors` key paths); without
 * one, at the top level under their own names.
 */
import { APIError, errorClass, typeForStatus, type ErrorTypes } from './errors.js';
import type { ErrorEnvelope } from './base-client.js';
import { stringAt, valueAt } from './key-path.js';
import type { Redactor } from './redact.js';

const FLAT: ErrorEnvelope = { code: ['code'], type: ['type'], message: ['message'], param: ['param'], details: ['details'], requestId: ['requestId'] };

export interface ErrorShape {
  envelope?: ErrorEnvelope | undefined;
  types?: ErrorTypes | undefined;
}

/** `body` is what openapi-fetch made of the answer: parsed JSON, or the text when it was not JSON. */
export function errorFromResponse(response: Response, body: unknown, redactor: Redactor, requestIdHeader: string, shape: ErrorShape = {}): APIError {
  const envelope = shape.envelope ?? FLAT;
  const { status, headers } = response;
  // Only an object body has parts; a text body (a proxy's page) has none.
  const parsed = typeof body === 'object' && body !== null ? body : undefined;
  const text = (path: readonly string[] | undefined) => stringAt(parsed, path);
  const parsedType = text(envelope.type);
  const code = text(envelope.code);
  const message = text(envelope.message);
  const details = envelope.details ? valueAt(parsed, envelope.details) : undefined;
  const requestId = (requestIdHeader ? headers.get(requestIdHeader) : null) ?? text(envelope.requestId);
  const type = parsedType ?? typeForStatus(status, shape.types);
  const tail = requestId ? ` (request ${requestId})` : '';
  const documented = message !== undefined;
  // Not our error shape (a proxy's HTML page, an empty body): keep the status and a short excerpt.
  const excerpt = documented ? '' : (typeof body === 'string' ? body : body === undefined ? '' : JSON.stringify(body)).replace(/\s+/g, ' ').trim().slice(0, 200);
  return new (errorClass(status))({
    status,
    type,
    code: (documented && code) || `http_${status}`,
    message: redactor.text(
      documented
        ? `${status} ${code ?? type}: ${message}${tail}`
        : `${status} ${response.statusText || type}: the service answered without an error body in the documented shape (${headers.get('content-type') ?? 'no content type'})${excerpt ? `: ${excerpt}` : ''}${tail}`,
    ),
    param: documented ? text(envelope.param) : undefined,
    details: documented && typeof details === 'object' && details !== null ? (details as Record<string, unknown>) : undefined,
    requestId,
    headers,
  });
}
