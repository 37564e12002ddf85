/**
 * An error answer -> the matching error class, also when the body is not in the spec's error shape. The
 * parts are read where the spec's error envelope puts them (the generated `errors` key paths); without
 * one, at the top level under their own names.
 */
import { APIError, errorClass, typeForStatus, type ErrorTypes } from './errors.js';
import type { ErrorEnvelope } from './base-client.js';
import { valueAt } from './key-path.js';
import type { Redactor } from './redact.js';

const FLAT: ErrorEnvelope = { code: ['code'], type: ['type'], message: ['message'], param: ['param'], details: ['details'], requestId: ['requestId'] };

export interface ErrorShape {
  envelope?: ErrorEnvelope | undefined;
  types?: ErrorTypes | undefined;
}

/** `body` is what openapi-fetch made of the answer: parsed JSON, or the text when it was not JSON. */
export function errorFromResponse(response: Response, body: unknown, redactor: Redactor, requestIdHeader: string, shape: ErrorShape = {}): APIError {
  const envelope = shape.envelope ?? FLAT;
  const part = (path: readonly string[] | undefined) => (path && typeof body === 'object' && body !== null ? valueAt(body, path) : undefined);
  const parsed = {
    type: part(envelope.type),
    code: part(envelope.code),
    message: part(envelope.message),
    param: part(envelope.param),
    details: part(envelope.details),
    request_id: part(envelope.requestId),
  };
  const headerId = requestIdHeader ? (response.headers.get(requestIdHeader) ?? undefined) : undefined;
  const requestId = headerId ?? (typeof parsed.request_id === 'string' ? parsed.request_id : undefined);
  const type = typeof parsed.type === 'string' ? parsed.type : typeForStatus(response.status, shape.types);
  const Class = errorClass(typeof parsed.type === 'string' ? parsed.type : undefined, response.status, shape.types);
  if (typeof parsed.message === 'string') {
    return new Class({
      status: response.status,
      type,
      code: typeof parsed.code === 'string' ? parsed.code : `http_${response.status}`,
      message: redactor.text(`${response.status} ${parsed.code ?? type}: ${parsed.message}${requestId ? ` (request ${requestId})` : ''}`),
      param: typeof parsed.param === 'string' ? parsed.param : undefined,
      details: typeof parsed.details === 'object' && parsed.details !== null ? (parsed.details as Record<string, unknown>) : undefined,
      requestId,
      headers: response.headers,
    });
  }
  // Not our error shape (a proxy's HTML page, an empty body): keep the status and a short excerpt.
  const text = typeof body === 'string' ? body : body === undefined ? '' : JSON.stringify(body);
  const excerpt = text.replace(/\s+/g, ' ').trim().slice(0, 200);
  const contentType = response.headers.get('content-type') ?? 'no content type';
  return new Class({
    status: response.status,
    type,
    code: `http_${response.status}`,
    message: redactor.text(
      `${response.status} ${response.statusText || type}: the service answered without an error body in the documented shape (${contentType})${excerpt ? `: ${excerpt}` : ''}${requestId ? ` (request ${requestId})` : ''}`,
    ),
    requestId,
    headers: response.headers,
  });
}
