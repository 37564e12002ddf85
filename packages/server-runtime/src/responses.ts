/**
 * Sending answers, and checking them against the spec in development and test mode: the status must be
 * documented for the operation (exactly, or by its `5XX` range, or `default`), the body must match that
 * response's schema and its required headers must be set. A violation is a loud failure: it is logged at
 * error level, handed to `onResponseViolation`, and the caller gets 500 `response_validation_failed`
 * instead of the wrong answer, so a test cannot pass over it.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ValidateFunction } from 'ajv';
import { ApiError } from './errors.js';
import { stampRequestId, type ErrorEnvelope } from './error-envelope.js';
import type { RouteValidators } from './ajv.js';
import type { RouteDefinition } from './types.js';
import { checkJsonValue } from './json-values.js';

export interface ResponseViolation {
  operationId: string;
  method: string;
  url: string;
  status: number;
  requestId: string;
  errors: string[];
  body: unknown;
}

export interface Responder {
  validate: boolean;
  /** Where error bodies carry their parts (the route table's `api.errors`). */
  envelope: ErrorEnvelope;
  validators: Map<string, RouteValidators>;
  onViolation?: (violation: ResponseViolation) => void;
}

export function documentedStatus(route: RouteDefinition, status: number): string | undefined {
  const candidates = [String(status), `${String(status)[0]}XX`, 'default'];
  return candidates.find((key) => key in route.responses);
}

function violations(route: RouteDefinition, validators: RouteValidators | undefined, status: number, body: unknown, reply: FastifyReply): string[] {
  const key = documentedStatus(route, status);
  const found = bodyViolations(route, validators, status, body);
  if (!key) return found;
  for (const header of route.responses[key]!.headers) {
    if (reply.getHeader(header) === undefined) found.push(`required header ${header} is missing`);
  }
  return found;
}

/** What is wrong with an answer's status and body for this operation (headers aside); empty when nothing. */
export function bodyViolations(route: RouteDefinition, validators: RouteValidators | undefined, status: number, body: unknown): string[] {
  const key = documentedStatus(route, status);
  if (!key) return [`status ${status} is not documented for ${route.operationId} (documented: ${Object.keys(route.responses).join(', ')})`];
  const found: string[] = [];
  const media = route.responses[key]!.contentType;
  if (media) {
    if (typeof body !== 'string' && !(body instanceof Uint8Array)) found.push(`status ${key} answers ${media}: send a string or a Buffer`);
    return found;
  }
  const validate: ValidateFunction | null | undefined = validators?.responses.get(key);
  if (validate && !validate(body)) {
    for (const e of validate.errors ?? [])
      found.push(`body${e.instancePath} ${e.message ?? 'is invalid'}${e.keyword === 'additionalProperties' ? ` (${String(e.params.additionalProperty)})` : ''}`);
  }
  if (validate === null && body !== undefined && body !== null && body !== '') found.push(`status ${key} documents no body, but one was sent`);
  return found;
}

/**
 * Whether a JSON answer survives being sent: JSON.stringify must not throw (cycles, BigInt, nesting deep
 * enough to overflow the stack) and must not turn a value into something else (Infinity and NaN become null).
 */
export function serialisationProblems(body: unknown): string[] {
  if (typeof body === 'string' || body instanceof Uint8Array || body === undefined) return [];
  try {
    JSON.stringify(body);
  } catch (error) {
    return [`the body cannot be written as JSON: ${(error as Error).message}`];
  }
  const problem = checkJsonValue(body, Number.POSITIVE_INFINITY);
  return problem ? [`the body cannot be written as JSON: ${problem.message}`] : [];
}

/** Routes that answer some status with a media type other than JSON (most answer only JSON): looked up once per route. */
const mediaRoutes = new WeakMap<RouteDefinition, boolean>();
function answersMedia(route: RouteDefinition): boolean {
  let found = mediaRoutes.get(route);
  if (found === undefined) {
    found = Object.values(route.responses).some((response) => response.contentType !== undefined);
    mediaRoutes.set(route, found);
  }
  return found;
}

export function send(
  responder: Responder,
  request: FastifyRequest,
  reply: FastifyReply,
  route: RouteDefinition | undefined,
  status: number,
  body: unknown,
  headers?: Record<string, string>,
  options?: { validate?: boolean },
): FastifyReply {
  stampRequestId(body, responder.envelope, request.id);
  if (headers) reply.headers(headers);
  if (route && responder.validate && options?.validate !== false) {
    const found = violations(route, responder.validators.get(route.operationId), status, body, reply);
    if (found.length) {
      const violation: ResponseViolation = {
        operationId: route.operationId,
        method: request.method,
        url: request.url,
        status,
        requestId: request.id,
        errors: found,
        body,
      };
      request.log.error({ violation }, `response of ${route.operationId} violates the spec`);
      responder.onViolation?.(violation);
      const loud = new ApiError(500, 'response_validation_failed', `The ${status} answer of ${route.operationId} does not match the spec: ${found.join('; ')}.`, {
        details: { errors: found, operation_id: route.operationId, status },
      });
      return reply.code(500).send(loud.toBody(request.id, responder.envelope));
    }
  }
  if (route && answersMedia(route)) {
    const media = route.responses[documentedStatus(route, status) ?? '']?.contentType;
    if (media && reply.getHeader('content-type') === undefined) reply.header('content-type', media);
  }
  return reply.code(status).send(body);
}
