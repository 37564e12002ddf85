/**
 * The sandbox's opt-in CORS (`--cors`): a browser page of another origin (the docs site's "Try it"
 * console) gets its preflight answered before any token check, and may read the answer and its request
 * id; without the option nothing changes (no CORS header, OPTIONS is no route).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../src/index.js';

const started: Sandbox[] = [];
afterAll(async () => {
  for (const sandbox of started) await sandbox.stop();
});

async function sandbox(cors: boolean): Promise<Sandbox> {
  const sb = await startSandbox({ port: 0, cors });
  started.push(sb);
  return sb;
}

describe('sandbox CORS', () => {
  it('with cors, answers the preflight and lets the page read the answer', async () => {
    const sb = await sandbox(true);
    const preflight = await fetch(`${sb.baseUrl}/conversations`, {
      method: 'OPTIONS',
      headers: { origin: 'https://docs.example.com', 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('authorization');
    const answer = await fetch(`${sb.baseUrl}/conversations`, { headers: { origin: 'https://docs.example.com', 'x-request-id': 'req_cors' } });
    expect(answer.status).toBe(401);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(answer.headers.get('access-control-expose-headers')).toBe('*');
    expect(answer.headers.get('x-request-id')).toBe('req_cors');
  });

  it('without cors, sends no CORS header', async () => {
    const sb = await sandbox(false);
    const answer = await fetch(`${sb.baseUrl}/conversations`, { headers: { origin: 'https://docs.example.com' } });
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${sb.baseUrl}/conversations`, { method: 'OPTIONS', headers: { origin: 'https://docs.example.com', 'access-control-request-method': 'GET' } });
    expect(preflight.status).not.toBe(204);
  });
});
