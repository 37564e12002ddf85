/** An error answer -> the matching error class, also when the body is not the JSON `Error` shape. */
import { APIError, errorClass, typeForStatus } from './errors.js';
import type { Redactor } from './redact.js';

interface ErrorBody {
  error?: { type?: unknown; code?: unknown; message?: unknown; param?: unknown; details?: unknown; request_id?: unknown };
}

/** `body` is what openapi-fetch made of the answer: parsed JSON, or the text when it was not JSON. */
export function errorFromResponse(response: Response, body: unknown, redactor: Redactor, requestIdHeader: string): APIError {
  const parsed = typeof body === 'object' && body !== null ? (body as ErrorBody).error : undefined;
  const headerId = requestIdHeader ? (response.headers.get(requestIdHeader) ?? undefined) : undefined;
  const requestId = headerId ?? (typeof parsed?.request_id === 'string' ? parsed.request_id : undefined);
  const type = typeof parsed?.type === 'string' ? parsed.type : typeForStatus(response.status);
  const Class = errorClass(type, response.status);
  if (parsed && typeof parsed.message === 'string') {
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
