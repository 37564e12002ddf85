/**
 * A handler's `context`: the caller, the request id, the clock, the request's logger, and `checkAnswer`, the
 * response checks a handler can run before committing a change (a body that cannot be written as JSON, and
 * in development and test mode a status or body the spec does not document). One object per request, its
 * method on the prototype (no closures per request).
 */
import type { ServerResponse } from 'node:http';
import type { FastifyRequest } from 'fastify';
import { bodyViolations, serialisationProblems, type Responder } from './responses.js';
import type { AuthInfo, HandlerContext, RouteDefinition } from './types.js';

export class Context implements HandlerContext {
  readonly requestId: string;
  readonly ip: string;
  readonly auth?: AuthInfo;
  readonly log: HandlerContext['log'];
  readonly #response: ServerResponse;
  #signal: AbortSignal | undefined;

  constructor(
    request: FastifyRequest,
    auth: AuthInfo | null,
    readonly route: RouteDefinition,
    readonly now: () => Date,
    private readonly responder: Responder,
    response: ServerResponse,
  ) {
    this.#response = response;
    this.requestId = request.id;
    this.ip = request.ip;
    if (auth) this.auth = auth;
    this.log = request.log;
  }

  /**
   * Aborted when the client goes away before the answer is complete. Made on first use (most handlers never
   * ask): the response's `close` before it finished is the client leaving.
   */
  get signal(): AbortSignal {
    if (this.#signal) return this.#signal;
    const controller = new AbortController();
    this.#signal = controller.signal;
    const res = this.#response;
    const left = () => controller.abort(new Error('the client went away before the answer was complete'));
    if (res.destroyed && !res.writableFinished) left();
    else if (!res.writableFinished) res.once('close', () => void (res.writableFinished || left()));
    return this.#signal;
  }

  checkAnswer(status: number, body: unknown): string[] {
    const problems = serialisationProblems(body);
    if (this.responder.validate) problems.push(...bodyViolations(this.route, this.responder.validators.get(this.route.operationId), status, body));
    return problems;
  }
}
