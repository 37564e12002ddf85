/**
 * The front door's opt-in CORS (`--cors`), with a stand-in for Prism behind it: a browser page of another
 * origin gets its preflight answered and may read every answer header; without the option the door answers
 * as the service does, with no CORS header at all.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFront, type Front } from '../src/core/front.js';

let upstream: http.Server;
let upstreamPort: number;
const seen: string[] = [];
const fronts: Front[] = [];

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    res.writeHead(200, { 'content-type': 'application/json', 'x-request-id': 'req_upstream' }).end('{"ok":true}');
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamPort = (upstream.address() as AddressInfo).port;
});
afterAll(async () => {
  for (const front of fronts) await front.close();
  await new Promise((resolve) => upstream.close(resolve));
});

async function front(cors: boolean): Promise<string> {
  const started = await startFront(0, upstreamPort, { cors });
  fronts.push(started);
  return `http://127.0.0.1:${started.port}`;
}

describe('mock front door, CORS', () => {
  it('with cors, answers a preflight itself and lets the page read the answer', async () => {
    const url = await front(true);
    const preflight = await fetch(`${url}/conversations`, {
      method: 'OPTIONS',
      headers: { origin: 'null', 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization,x-request-id' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('authorization,x-request-id');
    expect(seen).not.toContain('OPTIONS /conversations');
    const answer = await fetch(`${url}/conversations`, { headers: { origin: 'null', authorization: 'Bearer mock' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(answer.headers.get('access-control-expose-headers')).toBe('*');
  });

  it('without cors, sends no CORS header and passes OPTIONS on', async () => {
    const url = await front(false);
    const answer = await fetch(`${url}/conversations`, { headers: { origin: 'null' } });
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    await fetch(`${url}/customers`, { method: 'OPTIONS', headers: { origin: 'null', 'access-control-request-method': 'GET' } });
    expect(seen).toContain('OPTIONS /customers');
  });
});
