/**
 * Errors and request ids (reference, Errors): one class per `error.type` with status, type, code, message,
 * param, details and request id; a non-JSON answer still gives a useful error; the caller's X-Request-Id is
 * sent, and every result and error exposes the response's id.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  APIConnectionError,
  APIError,
  AuthenticationError,
  ConflictError,
  CustomerMessagingClient,
  CustomerMessagingError,
  InternalServerError,
  InvalidRequestError,
  NotFoundError,
  PermissionError,
  PlanLimitError,
  RateLimitError,
  getRequestId,
} from '../src/index.js';
import { errorReply, startServer, withTokens, type TestServer } from './helpers/server.js';

let server: TestServer;
afterEach(() => server?.close());

const client = () => new CustomerMessagingClient({ baseUrl: server.baseUrl, accessToken: 'tok_static_123456', maxRetries: 0 });
const record = { object: 'customer_object_record', id: 'rec_1', object_id: 'obj_deals', customer_id: '880', data: {}, links: [] };

describe('error classes', () => {
  it.each([
    [400, 'invalid_request_error', InvalidRequestError],
    [401, 'authentication_error', AuthenticationError],
    [402, 'plan_limit_error', PlanLimitError],
    [403, 'permission_error', PermissionError],
    [404, 'not_found_error', NotFoundError],
    [409, 'conflict_error', ConflictError],
    [413, 'invalid_request_error', InvalidRequestError],
    [429, 'rate_limit_error', RateLimitError],
    [500, 'api_error', InternalServerError],
  ] as const)('%i %s -> %o', async (status, type, Class) => {
    server = await startServer(
      withTokens(() => errorReply(status, type, 'some_code', 'Something is off.', { param: 'per_page', details: { errors: ['per_page: must be 1-100'] } })),
    );
    const error = (await client()
      .conversations.list()
      .catch((e: unknown) => e)) as APIError;
    expect(error).toBeInstanceOf(Class);
    expect(error).toBeInstanceOf(APIError);
    expect(error).toMatchObject({ status, type, code: 'some_code', param: 'per_page', details: { errors: ['per_page: must be 1-100'] }, requestId: 'req_some_code' });
    expect(error.message).toContain('Something is off.');
  });

  it("the class follows the status, so its status is exact; the body's own type and code are kept", async () => {
    server = await startServer(withTokens(() => errorReply(403, 'plan_limit_error', 'seat_charge_failed')));
    const error = await client()
      .conversations.list()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PermissionError);
    expect(error).not.toBeInstanceOf(PlanLimitError);
    expect(error).toMatchObject({ status: 403, type: 'plan_limit_error', code: 'seat_charge_failed' });
  });

  it('a failure without an answer is not an APIError: no status widens the answer classes', async () => {
    const refusing: typeof fetch = () => Promise.reject(new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } }));
    const error = await new CustomerMessagingClient({ baseUrl: 'http://127.0.0.1:9', accessToken: 'tok_static_123456', maxRetries: 0, fetch: refusing }).conversations
      .list()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(APIConnectionError);
    expect(error).toBeInstanceOf(CustomerMessagingError);
    expect(error).not.toBeInstanceOf(APIError);
    expect(error).toMatchObject({ status: undefined, type: 'api_connection_error', code: 'connection_error' });
  });

  it('a non-JSON error body still gives a useful error', async () => {
    server = await startServer(withTokens(() => ({ status: 502, headers: { 'x-request-id': 'req_gw' }, body: '<html><body><h1>502 Bad Gateway</h1></body></html>' })));
    const error = (await client()
      .conversations.list()
      .catch((e: unknown) => e)) as InternalServerError;
    expect(error).toBeInstanceOf(InternalServerError);
    expect(error).toMatchObject({ status: 502, type: 'api_error', code: 'http_502', requestId: 'req_gw' });
    expect(error.message).toMatch(/^502 .*text\/html.*502 Bad Gateway.*req_gw/);
  });

  it('an empty error body too', async () => {
    server = await startServer(withTokens(() => ({ status: 404, headers: { 'content-length': '0' } })));
    const error = (await client()
      .objects.records.retrieve('obj_deals', 'rec_x')
      .catch((e: unknown) => e)) as NotFoundError;
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error.code).toBe('http_404');
  });
});

describe('request ids', () => {
  it('the caller sets X-Request-Id per call; the result exposes the echoed id', async () => {
    server = await startServer(withTokens(() => ({ body: record })));
    const result = await client().objects.records.retrieve('obj_deals', 'rec_1', { requestId: 'checkout-7f3a2b' });
    expect(server.calls()[0]!.headers['x-request-id']).toBe('checkout-7f3a2b');
    expect(getRequestId(result)).toBe('checkout-7f3a2b');
    // The id is not part of the body: JSON and spreads are the resource only.
    expect(JSON.parse(JSON.stringify(result))).toEqual(record);
    expect(Object.keys(result)).not.toContain('requestId');
  });

  it('withResponse() gives the body, the response and its request id', async () => {
    server = await startServer(withTokens(() => ({ headers: { 'x-request-id': 'req_abc' }, body: record })));
    const { data, response, requestId } = await client().objects.records.retrieve('obj_deals', 'rec_1').withResponse();
    expect(data).toEqual(record);
    expect(response.status).toBe(200);
    expect(requestId).toBe('req_abc');
  });

  it('an error carries the id of its response', async () => {
    server = await startServer(withTokens(() => ({ ...errorReply(404, 'not_found_error', 'resource_not_found'), headers: {} })));
    const error = (await client()
      .objects.records.retrieve('obj_deals', 'rec_1', { requestId: 'mine-1' })
      .catch((e: unknown) => e)) as NotFoundError;
    expect(error.requestId).toBe('mine-1');
  });
});

describe('requests', () => {
  it('path parameters are encoded in path order and the body is JSON', async () => {
    server = await startServer(withTokens(() => ({ body: record })));
    await client().objects.records.update('obj deals', 'rec/1', { stage: 'won' });
    const [call] = server.calls();
    expect(call).toMatchObject({ method: 'PATCH', path: '/v1/objects/obj%20deals/records/rec%2F1', body: { stage: 'won' } });
    expect(call!.headers['content-type']).toContain('application/json');
  });

  it('client.raw is the typed openapi-fetch client with the same authentication', async () => {
    server = await startServer(withTokens(() => ({ body: record })));
    const { data } = await client().raw.GET('/objects/{object_id}/records/{record_id}', { params: { path: { object_id: 'obj_deals', record_id: 'rec_1' } } });
    expect(data?.id).toBe('rec_1');
    expect(server.calls()[0]!.headers.authorization).toBe('Bearer tok_static_123456');
  });
});
