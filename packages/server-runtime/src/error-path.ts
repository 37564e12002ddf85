/**
 * The error path: every refusal, whichever layer makes it, answers in the route table's Error shape with
 * the request id, and nothing answers with a stack trace.
 *
 *   - Fastify's error handler: ApiErrors as they are, Fastify's own request errors mapped to documented
 *     codes, anything else logged and answered 500 `internal_error`;
 *   - the not-found handler: 404 naming the base path when it is missing;
 *   - the router's refusals (bad percent-encoding, a path parameter too long): `frameworkErrors`;
 *   - Node's HTTP parser's refusals (oversized headers, not HTTP, timeouts), which never reach Fastify:
 *     written on the socket by `clientErrorHandler`.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { ApiError, errors } from './errors.js';
import type { ErrorEnvelope } from './error-envelope.js';
import { freshRequestId } from './request-id.js';
import { lingerAfterAnswer } from './linger.js';
import { send, type Responder } from './responses.js';
import { IN_HANDLER, routeOf, type Decorated } from './request-state.js';

export interface ErrorPathSettings {
  responder: Responder;
  envelope: ErrorEnvelope;
  /** Empty when the table names no request-id header. */
  requestIdHeader: string;
  prefix: string;
  paramLength: number;
}

/** Options of the Fastify constructor: the router's and Node's HTTP parser's refusals in the Error shape. */
export function errorPathOptions(settings: ErrorPathSettings): Pick<FastifyServerOptions, 'clientErrorHandler' | 'frameworkErrors'> {
  const { envelope, requestIdHeader, paramLength } = settings;
  return {
    // Node's HTTP parser refusals (oversized headers, conflicting Content-Length, ...) never reach Fastify's
    // error handler: answer them in the Error shape too, with a request id, instead of Node's bare text.
    clientErrorHandler: (error, socket) => writeClientError(error as NodeJS.ErrnoException, socket, requestIdHeader, envelope),
    // Router refusals (bad percent-encoding, ...) answer in the Error shape, never with Fastify's codes.
    frameworkErrors: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const status = (error as { statusCode?: number }).statusCode === 414 ? 414 : 400;
      const answer = new ApiError(
        status,
        'validation_failed',
        status === 414 ? `A path parameter of the request is longer than ${paramLength} characters.` : 'The request URL is malformed (bad percent-encoding).',
        {
          details: { errors: [status === 414 ? 'path segment too long' : 'malformed URL'] },
        },
      );
      if (requestIdHeader) void reply.header(requestIdHeader, request.id);
      void reply.code(status).header('content-type', 'application/json; charset=utf-8').send(answer.toBody(request.id, envelope));
    },
  };
}

/** The instance's error and not-found handlers. */
export function installErrorPath(app: FastifyInstance, settings: ErrorPathSettings): void {
  const { responder, envelope, prefix } = settings;
  app.setErrorHandler((error: unknown, request, reply) => {
    const apiError = toKnownError(error);
    if (!apiError) request.log.error({ err: error }, 'unexpected error');
    const answer = apiError ?? errors.internal();
    // Answered before the body has arrived (too large, not JSON): let the client finish sending and read it.
    if (!request.raw.complete) lingerAfterAnswer(request.raw);
    // A server fault is reported as it is; checking it against the spec again would only hide it. The
    // framework's own refusals (body too large, bad media type) come before any handler and are never
    // turned into a 500 for being undocumented on that operation.
    return send(responder, request, reply, routeOf(request), answer.status, answer.toBody(request.id, envelope), answer.headers, {
      // Only what a handler threw is checked against the spec: the runtime's own refusals (authentication,
      // limits, request validation) answer in the configured envelope whatever schema the spec gives that
      // status, and must never turn into a 500 for it.
      validate: error instanceof ApiError && answer.status < 500 && (request as Decorated)[IN_HANDLER],
    });
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!;
    const hint = prefix && !path.startsWith(`${prefix}/`) ? ` Paths start with ${prefix}.` : '';
    const answer = new ApiError(404, 'resource_not_found', `No operation ${request.method} ${path}.${hint}`);
    return send(responder, request, reply, undefined, 404, answer.toBody(request.id, envelope));
  });
}

/** Fastify's own request errors -> the Error shape; anything else is a server fault (null). */
function toKnownError(error: unknown): ApiError | null {
  if (error instanceof ApiError) return error;
  const e = error as { code?: string; statusCode?: number; message?: string } | null;
  switch (e?.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError(413, 'payload_too_large', 'The request body is larger than the service accepts.');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return errors.unsupportedContentType();
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return errors.invalidJson();
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return errors.malformed('The Content-Length header does not match the body.');
  }
  if (error instanceof SyntaxError) return errors.invalidJson();
  if (typeof e?.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) {
    if (e.statusCode === 413) return new ApiError(413, 'payload_too_large', 'The request body is larger than the service accepts.');
    return errors.malformed(`The request is malformed${e.message ? `: ${e.message}` : '.'}`);
  }
  return null;
}

/** A raw Error-shaped answer on a socket Node's HTTP parser refused, then the socket is closed. */
function writeClientError(error: NodeJS.ErrnoException, socket: import('node:stream').Duplex, requestIdHeader: string | undefined, envelope: ErrorEnvelope) {
  if (!socket.writable) return socket.destroy();
  // A pipelined request Node cannot parse, behind one whose answer is still being made: the answer owed
  // goes first, then this one. Written at once, it would land in front of (or inside) that answer.
  const owed = (socket as { _httpMessage?: import('node:http').ServerResponse })._httpMessage;
  if (owed && !owed.writableEnded && owed.req?.complete) {
    let done = false;
    const after = () => {
      if (done) return;
      done = true;
      writeClientError(error, socket, requestIdHeader, envelope);
    };
    owed.once('finish', after);
    owed.once('close', after);
    return;
  }
  const requestId = freshRequestId();
  const [status, reason, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', 'The request headers are larger than the service accepts.']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', 'The request took too long to arrive.']
        : [400, 'Bad Request', 'The request is not valid HTTP.'];
  const body = JSON.stringify(new ApiError(status, 'validation_failed', message, { details: { errors: [message] } }).toBody(requestId, envelope));
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `${requestIdHeader ? `${requestIdHeader}: ${requestId}\r\n` : ''}Connection: close\r\n\r\n${body}`,
  );
}
