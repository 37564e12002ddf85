/**
 * The mock's front door: `Prefer: example=` takes an example's key or its summary (as the reference page
 * shows it), an unknown name answers 400 listing the known ones instead of Prism's 500, and the caller's
 * X-Request-Id is echoed in the header and in an error body.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mockOperations, startMock, type RunningMock } from '../src/index.js';
import { translatePrefer } from '../src/core/front.js';

let mock: RunningMock;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock?.stop());

const send = mockOperations.find((op) => op.id === 'sendMessage')!;
const windowClosed = send.errorExamples.find((e) => e.example === 'WhatsAppWindowClosed')!;

async function call(prefer: string, requestId?: string) {
  const res = await fetch(`${mock.url}${send.requestPath}`, {
    method: send.method,
    headers: { authorization: 'Bearer mock', 'content-type': 'application/json', prefer, ...(requestId ? { 'x-request-id': requestId } : {}) },
    body: JSON.stringify(send.body),
  });
  return { status: res.status, requestId: res.headers.get('x-request-id'), body: (await res.json()) as { error: { code: string; request_id: string; message: string } } };
}

describe('mock front door', () => {
  it.each([
    ['the key', `code=409, example=${windowClosed.example}`],
    ['the summary, quoted', `code=409, example="${windowClosed.summary}"`],
    ['the summary in other case, unquoted', `code=409, example=${windowClosed.summary.toUpperCase()}`],
  ])('answers the documented example named by %s', async (_name, prefer) => {
    const answer = await call(prefer);
    expect(answer.status).toBe(409);
    expect(answer.body.error.code).toBe('whatsapp_window_closed');
  });

  it('answers 400 naming the known examples for an unknown one', async () => {
    const answer = await call('code=409, example=No such example');
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('unknown_example');
    expect(answer.body.error.message).toContain(`${windowClosed.example} ("${windowClosed.summary}")`);
  });

  it("echoes the caller's X-Request-Id in the header and the error body", async () => {
    const answer = await call(windowClosed.prefer, 'checkout-7f3a2b');
    expect(answer.requestId).toBe('checkout-7f3a2b');
    expect(answer.body.error.request_id).toBe('checkout-7f3a2b');
  });

  it.each([
    ['code=404', 'code=404'],
    ['example=NotFound', 'example=NotFound'],
    ['code=404, example=no such resource in this account', 'code=404, example=NotFound'],
    ['example="A required parameter is missing"; code=400', 'example=MissingParameter; code=400'],
  ])('translates Prefer %j to %j', (given, want) => {
    expect(translatePrefer(given)).toEqual({ prefer: want });
  });
});
