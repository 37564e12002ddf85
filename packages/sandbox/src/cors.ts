/**
 * Opt-in CORS for the sandbox (`--cors`, `startSandbox({ cors: true })`), so a browser page on another origin
 * (the docs site's "Try it" console, served anywhere or opened from file://) can call it. Any origin may call:
 * the sandbox holds demo data only, listens on 127.0.0.1, and asks for a bearer token as the service does;
 * no cookies are involved, so `*` is enough. A preflight is answered here, before any route, rate limit or
 * token check (the service answers OPTIONS the same way for every path).
 *
 * Hand-written rather than @fastify/cors: four headers on one hook, and a plugin would register its own
 * OPTIONS routes beside the generated route table.
 */
import type { FastifyInstance } from '@customer-messaging/server';

export function allowCrossOrigin(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.headers.origin) return;
    reply.header('access-control-allow-origin', '*');
    // Every answer header may be read by the page: the request id, Retry-After, the rate-limit headers.
    reply.header('access-control-expose-headers', '*');
    const method = request.headers['access-control-request-method'];
    if (request.method !== 'OPTIONS' || !method) return;
    const headers = request.headers['access-control-request-headers'];
    reply.header('access-control-allow-methods', String(method));
    if (headers) reply.header('access-control-allow-headers', String(headers));
    reply.header('access-control-max-age', '600');
    return reply.code(204).send();
  });
}
