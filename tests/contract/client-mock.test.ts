/**
 * Contract 3, the client against the mock: every operation through the generated client against Prism
 * (`--errors`), with the documented example request; each answer is checked against the spec with Ajv.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CustomerMessagingClient } from '../../packages/client/src/index.js';
import { mockOperations, startMock, type RunningMock } from '../../packages/mock/src/index.js';
import { deref, loadBundledSpec, operation } from '../support/spec.js';
import { specAjv } from '../support/ajv.js';
import { clientMethod } from '../support/client-method.js';

const spec = loadBundledSpec();
const { validate } = specAjv(spec);
let mock: RunningMock;
let client: CustomerMessagingClient;

beforeAll(async () => {
  mock = await startMock();
  // Prism serves the paths without the servers' /v1 prefix: the client points at the bare origin.
  client = new CustomerMessagingClient({ baseUrl: mock.url, accessToken: 'mock-token', maxRetries: 0 });
});
afterAll(() => mock?.stop());

describe.each(mockOperations.map((m) => [`${m.method} ${m.path}`, m] as const))('%s', (_name, m) => {
  it(`client.${m.sdkMethod}() gets an answer that validates against the spec`, async () => {
    const method = clientMethod(client, m.sdkMethod);
    expect(method, `client.${m.sdkMethod}`).toBeDefined();
    const args = [...m.pathParams, ...(m.body !== undefined ? [m.body] : [])];
    const { data, response } = await method!(...args).withResponse();
    expect(response.status).toBe(m.successStatus);
    expect(response.headers.get('sl-violations')).toBeNull();
    const schema = deref(spec, operation(spec, m.method.toLowerCase(), m.path).responses[String(m.successStatus)]).content['application/json'].schema;
    expect(validate(schema, data)).toEqual([]);
  });
});
