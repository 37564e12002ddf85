/**
 * Hostile input never gets a 5xx or an answer outside the Error shape: deep JSON, bodies where none is
 * documented, bad percent-encoding, and what Node's HTTP parser refuses before Fastify sees it (oversized
 * headers, conflicting Content-Length), each answered with X-Request-Id equal to error.request_id.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.close());

const auth = { authorization: 'Bearer tok_cred_full' };

async function expectErrorShape(response: Response, status: number) {
  expect(response.status).toBe(status);
  const body = (await response.json()) as { error: { type: string; code: string; message: string; request_id: string } };
  expect(body.error.type).toBe('invalid_request_error');
  expect(body.error.request_id).toBe(response.headers.get('x-request-id'));
  expect(JSON.stringify(body)).not.toMatch(/FST_/);
  return body;
}

/** One raw HTTP exchange over a socket: what Node's parser refuses never reaches fetch's validation. */
function raw(request: string): Promise<string> {
  const { hostname, port } = new URL(h.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.end(request));
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (text += chunk));
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
}

describe('hostile input', () => {
  it.each([10_000, 5_000, 65])('a body nested %i deep is a 400, not a stack overflow', async (depth) => {
    const body = '['.repeat(depth) + ']'.repeat(depth);
    const response = await fetch(`${h.url}/conversations/90211/messages`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body });
    const error = await expectErrorShape(response, 400);
    expect(error.error.message).toMatch(/deeper than 64 levels/);
  });

  it.each(['0x19', '%2025', '25%20', '1e1', '2.5', '', '1e309'])('per_page=%s is a 400: numeric parameters are plain decimal numerals', async (text) => {
    const response = await fetch(`${h.url}/v1/conversations?per_page=${text}`, { headers: auth });
    const error = await expectErrorShape(response, 400);
    expect(error.error.code).toBe('validation_failed');
    expect(error.error.message).toMatch(/per_page/);
  });

  it.each(['1e309', '0x2', '-0x1'])('page=%s is a 400, never coerced', async (text) => {
    const response = await fetch(`${h.url}/v1/conversations?page=${text}`, { headers: auth });
    await expectErrorShape(response, 400);
  });

  it('per_page=25 in plain digits is still read', async () => {
    const response = await fetch(`${h.url}/v1/conversations?per_page=25`, { headers: auth });
    expect(response.status).toBe(200);
  });

  it('DELETE with a malformed body is a 400, never 500', async () => {
    const response = await fetch(`${h.url}/objects/obj_deals/records/rec_1`, { method: 'DELETE', headers: { ...auth, 'content-type': 'application/json' }, body: '{nope' });
    await expectErrorShape(response, 400);
  });

  it('DELETE with a body over the size limit is a 413 in the Error shape, never 500', async () => {
    const response = await fetch(`${h.url}/objects/obj_deals/records/rec_1`, {
      method: 'DELETE',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ pad: 'x'.repeat(2 * 1024 * 1024) }),
    });
    await expectErrorShape(response, 413);
  });

  it('bad percent-encoding in the path is a 400 in the Error shape', async () => {
    const response = await fetch(`${h.url}/objects/%E0%A4%A/records`, { headers: auth });
    await expectErrorShape(response, 400);
  });

  it.each([
    ['oversized headers', 431, (host: string) => `GET /v1/conversations HTTP/1.1\r\nHost: ${host}\r\nX-Pad: ${'a'.repeat(20_000)}\r\n\r\n`],
    ['conflicting Content-Length', 400, (host: string) => `POST /v1/customers HTTP/1.1\r\nHost: ${host}\r\nContent-Length: 2\r\nContent-Length: 5\r\n\r\n{}`],
    ['garbage instead of HTTP', 400, () => `\x00\x01 not http at all\r\n\r\n`],
  ])('%s: Node refuses it, the answer is still the Error shape with a request id', async (_name, status, request) => {
    const text = await raw(request(new URL(h.url).host));
    const [head, body] = text.split('\r\n\r\n');
    expect(head).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
    const id = /x-request-id: (\S+)/i.exec(head!)?.[1];
    expect(id).toMatch(/^req_/);
    const error = JSON.parse(body!) as { error: { request_id: string; type: string } };
    expect(error.error.request_id).toBe(id);
    expect(error.error.type).toBe('invalid_request_error');
  });

  it('an oversized body gets its 413 and the client is not reset while it is still sending', async () => {
    // The client writes 16 MB (more than loopback socket buffers hold) of a declared 50 MB body before it
    // reads anything. A server that destroys the socket as soon as it has answered leaves unread bytes
    // behind; its kernel answers them with a reset and the client's write fails (EPIPE) before it reads
    // the answer. The server must keep reading (and discarding) for a while after its 413.
    const { hostname, port, host } = new URL(h.url);
    let writeError: string | undefined;
    const text = await new Promise<string>((resolve) => {
      let received = '';
      const socket = connect(Number(port), hostname, () => {
        socket.pause();
        socket.write(
          `POST /v1/conversations/90211/messages HTTP/1.1\r\nHost: ${host}\r\nAuthorization: Bearer tok_cred_full\r\nContent-Type: application/json\r\nContent-Length: ${50 * 1024 * 1024}\r\n\r\n`,
        );
        socket.write(Buffer.alloc(16 * 1024 * 1024, 0x20), (error) => {
          writeError = (error as NodeJS.ErrnoException | null | undefined)?.code;
          socket.resume();
        });
      });
      socket.setEncoding('utf8');
      socket.on('data', (data) => (received += data));
      socket.on('close', () => resolve(received));
      socket.on('error', () => undefined);
      socket.on('end', () => socket.destroy());
    });
    expect(writeError).toBeUndefined();
    const [head, body] = text.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 413 /);
    const id = /x-request-id: (\S+)/i.exec(head!)?.[1];
    expect(JSON.parse(body!).error).toMatchObject({ code: 'payload_too_large', request_id: id });
  });
});
