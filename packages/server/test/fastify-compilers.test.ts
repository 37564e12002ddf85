/**
 * Fastify's own schema compilers are made on first use (core/fastify-compilers.ts): the server's routes
 * never need them, but a route added to the instance with a schema is still validated and serialised by them.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createServer } from '../src/index.js';

let app: ReturnType<typeof createServer> | undefined;
afterEach(async () => {
  await app?.close();
});

function server() {
  return createServer({ handlers: {}, verifyToken: () => null, credentials: { byId: () => undefined, byClientId: () => undefined }, mode: 'test' });
}

describe("Fastify's compilers, loaded on first use", () => {
  it('validate and serialise a route added with a schema', async () => {
    app = server();
    app.get(
      '/extra',
      {
        schema: {
          querystring: { type: 'object', properties: { n: { type: 'integer' } }, required: ['n'] },
          headers: { type: 'object', properties: { 'x-mode': { type: 'string', enum: ['a', 'b'] } } },
          response: { 200: { type: 'object', properties: { n: { type: 'integer' } } } },
        },
      },
      async (request) => ({ n: (request.query as { n: number }).n, undocumented: 'dropped by the serialiser' }),
    );
    const ok = await app.inject({ method: 'GET', url: '/extra?n=3', headers: { 'x-mode': 'a' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ n: 3 });
    expect((await app.inject({ method: 'GET', url: '/extra?n=three' })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/extra' })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/extra?n=1', headers: { 'x-mode': 'c' } })).statusCode).toBe(400);
  });

  it("leave the server's own routes as they were: a spec route still answers 401 without a token", async () => {
    app = server();
    const answer = await app.inject({ method: 'GET', url: '/v1/conversations' });
    expect(answer.statusCode).toBe(401);
    expect(answer.json().error.type).toBe('authentication_error');
  });
});
