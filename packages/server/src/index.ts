/**
 * @customer-messaging/server: Fastify server stubs generated from the spec. `createServer({ handlers,
 * verifyToken, credentials })` serves every operation of the route table under the spec's base path with the
 * reference's authentication, limits, validation and Error shape; you write the handlers.
 */
import type { FastifyInstance } from 'fastify';
import { buildServer, type ServerOptions } from './core/create-server.js';
import { api, routes } from './generated/routes.gen.js';
import { schemaDocument } from './generated/components.gen.js';
import type { Handlers } from './generated/handlers.gen.js';

export function createServer(options: ServerOptions<Handlers>): FastifyInstance {
  return buildServer<Handlers>({ routes, schemaDocument, api }, options);
}

export { api, routes, schemaDocument };
export type { FastifyInstance };
export * from './core/index.js';
export type * from './generated/handlers.gen.js';
export type { paths, components, operations } from './generated/schema.gen.js';
