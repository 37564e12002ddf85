/**
 * `@openapi-cmp/server-runtime/errors`: the runtime's error shape without its server, for other front ends
 * of the same API that must refuse a request exactly as the server does (the mock's front door, which stands
 * before Prism): `ApiError` and its short constructors, the Ajv-errors-to-400 mapping, the request-id rule and
 * the envelope helpers. Nothing here loads Fastify, Ajv or Redis.
 */
export { ApiError, errors, errorTypeFor, type ApiErrorOptions, type ErrorBody, type ErrorType } from './errors.js';
export { toApiError, type Location } from './validation-errors.js';
export { freshRequestId, requestIdFor } from './request-id.js';
export { FLAT_ENVELOPE, getPath, setPath, stampRequestId, type ErrorEnvelope } from './error-envelope.js';
export { escapePointer, pointerKeys } from './json-pointer.js';
