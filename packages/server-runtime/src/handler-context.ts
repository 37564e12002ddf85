/**
 * A handler's `context`: the caller, the request id, the clock, the request's logger, and `checkAnswer`, the
 * response checks a handler can run before committing a change (a body that cannot be written as JSON, and
 * in development and test mode a status or body the spec does not document). One object per request, its
 * method on the prototype (no closures per request).
 */
import type { FastifyRequest } from 'fastify';
import { bodyViolations, serialisationProblems, type Responder } from './responses.js';
import type { AuthInfo, HandlerContext, RouteDefinition } from './types.js';

export class Context implements HandlerContext {
  readonly requestId: string;
  readonly ip: string;
  readonly auth?: AuthInfo;
  readonly log: HandlerContext['log'];

  constructor(
    request: FastifyRequest,
    auth: AuthInfo | null,
    readonly route: RouteDefinition,
    readonly now: () => Date,
    private readonly responder: Responder,
  ) {
    this.requestId = request.id;
    this.ip = request.ip;
    if (auth) this.auth = auth;
    this.log = request.log;
  }

  checkAnswer(status: number, body: unknown): string[] {
    const problems = serialisationProblems(body);
    if (this.responder.validate) problems.push(...bodyViolations(this.route, this.responder.validators.get(this.route.operationId), status, body));
    return problems;
  }
}
