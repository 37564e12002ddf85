/**
 * What the server keeps on Fastify's request between its steps, declared once (`decorateRequest`) so every
 * request has the same shape: the caller, once authenticated, and whether the handler has started (an
 * ApiError from there is the handler's, and is checked against the spec).
 */
import type { FastifyRequest } from 'fastify';
import type { AuthInfo, RouteDefinition } from './types.js';

export const AUTH: unique symbol = Symbol('auth');
export const IN_HANDLER: unique symbol = Symbol('inHandler');
export type Decorated = FastifyRequest & { [AUTH]: AuthInfo | null; [IN_HANDLER]: boolean };

/** The route-table entry a request was routed to (undefined for a 404 or a route added outside the table). */
export const routeOf = (request: FastifyRequest): RouteDefinition | undefined => (request.routeOptions.config as { route?: RouteDefinition } | undefined)?.route;
