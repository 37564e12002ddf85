// Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
// Regenerate with `npm run generate`.

/**
 * @customer-messaging/server: Fastify server stubs of Customer Messaging Platform API. `createServer({ handlers, verifyToken,
 * credentials })` serves every operation of the route table under the spec's base path, with its
 * authentication, limits, validation and error shape; you write the handlers.
 */
import type { FastifyInstance } from 'fastify';
import { buildServer, type ServerOptions } from '@openapi-cmp/server-runtime';
import { api, routes } from './generated/routes.gen.js';
import { schemaDocument } from './generated/components.gen.js';
import type { Handlers } from './generated/handlers.gen.js';

/** The server: every operation of the route table, served with the spec's rules; you give the handlers. */
export function createServer(options: ServerOptions<Handlers>): FastifyInstance {
  return buildServer<Handlers>({ routes, schemaDocument, api }, options);
}

export { api, routes, schemaDocument };
export type { FastifyInstance };
export * from '@openapi-cmp/server-runtime';
export type * from './generated/handlers.gen.js';
export type { paths, components, operations } from './generated/schema.gen.js';
