/**
 * Error bodies are written through the route table's envelope (`api.errors` key paths), so the runtime
 * hard-codes no Error shape: this spec's envelope gives byte for byte the reference's body, another
 * envelope moves every part, at every layer (router, body parsing, Node's HTTP parser).
 */
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, api, buildServer, routes, schemaDocument, type FastifyInstance } from '../src/index.js';

describe("this spec's envelope", () => {
  it('writes the reference Error shape byte for byte, optional parts left out when absent', () => {
    const full = new ApiError(400, 'validation_failed', 'per_page must be at most 100.', { param: 'per_page', details: { errors: ['x'] } });
    expect(JSON.stringify(full.toBody('req_1', api.errors))).toBe(
      '{"error":{"type":"invalid_request_error","code":"validation_failed","message":"per_page must be at most 100.","param":"per_page","details":{"errors":["x"]},"request_id":"req_1"}}',
    );
    expect(JSON.stringify(new ApiError(404, 'resource_not_found', 'No such conversation.').toBody('req_2', api.errors))).toBe(
      '{"error":{"type":"not_found_error","code":"resource_not_found","message":"No such conversation.","request_id":"req_2"}}',
    );
  });
});

const servers: FastifyInstance[] = [];
async function serve(errors: typeof api.errors | undefined): Promise<string> {
  const app = buildServer(
    { routes, schemaDocument, api: { ...api, ...(errors ? { errors } : { errors: undefined }) } },
    { handlers: {}, verifyToken: () => null, credentials: { byId: () => undefined, byClientId: () => undefined }, mode: 'production' },
  );
  servers.push(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}
afterAll(() => Promise.all(servers.map((s) => s.close())));

function rawExchange(url: string, request: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname, () => socket.write(request));
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (text += chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(text));
  });
}

describe('another envelope', () => {
  let problem: string;
  let flat: string;
  beforeAll(async () => {
    [problem, flat] = await Promise.all([
      serve({ code: ['problem', 'code'], message: ['problem', 'detail'], details: ['problem', 'errors'], requestId: ['trace'] }),
      serve(undefined),
    ]);
  });

  it.each([
    ['router', (base: string) => fetch(`${base}/v1/nowhere`), 404, 'resource_not_found'],
    ['authentication', (base: string) => fetch(`${base}/v1/conversations`), 401, 'invalid_token'],
    ['body parsing', (base: string) => fetch(`${base}/v1/oauth/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{nope' }), 400, 'invalid_json'],
  ])('%s: every part sits where the envelope puts it', async (_layer, send, status, code) => {
    const response = await send(problem);
    expect(response.status).toBe(status);
    const body = (await response.json()) as Record<string, any>;
    expect(Object.keys(body).sort()).toEqual(['problem', 'trace']);
    expect(body.problem.code).toBe(code);
    expect(typeof body.problem.detail).toBe('string');
    expect(body.trace).toBe(response.headers.get('x-request-id'));
    expect(body).not.toHaveProperty('error');
  });

  it("Node's HTTP parser refusals use it too", async () => {
    const text = await rawExchange(problem, `GET /v1/conversations HTTP/1.1\r\nHost: h\r\nX-Pad: ${'a'.repeat(20_000)}\r\n\r\n`);
    const [head, body] = text.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 431 /);
    const parsed = JSON.parse(body!) as Record<string, any>;
    expect(parsed.problem).toMatchObject({ code: 'validation_failed', errors: { errors: [expect.any(String)] } });
    expect(parsed.trace).toBe(/x-request-id: (\S+)/i.exec(head!)?.[1]);
  });

  it('without an envelope in the table the parts sit at the top level under their own names', async () => {
    const response = await fetch(`${flat}/v1/nowhere`);
    const body = (await response.json()) as Record<string, unknown>;
    // No table of types either: a neutral name for a client error, not any API's.
    expect(body).toMatchObject({ type: 'client_error', code: 'resource_not_found', requestId: response.headers.get('x-request-id') });
    expect(typeof body.message).toBe('string');
  });
});

describe("error types come from the table (the spec's examples), not from the runtime", () => {
  const table = { byStatus: { '404': 'missing', '5XX': 'oops' }, clientError: 'bad_request' };
  const envelope = { code: ['code'], type: ['kind'] as const, types: table };
  it.each([
    [404, 'missing'],
    [503, 'oops'],
    [413, 'bad_request'],
    [402, 'bad_request'],
  ])('status %i is written with type %s', (status, type) => {
    expect(new ApiError(status, 'x', 'm').toBody('req', envelope)).toMatchObject({ kind: type, code: 'x' });
  });

  it('a type the thrower names wins over the table', () => {
    expect(new ApiError(404, 'x', 'm', { type: 'gone' }).toBody('req', envelope)).toMatchObject({ kind: 'gone' });
  });

  it("this spec's table is the one its examples show", () => {
    expect(api.errors?.types?.byStatus).toMatchObject({ '401': 'authentication_error', '402': 'plan_limit_error', '404': 'not_found_error', '5XX': 'api_error' });
  });
});
