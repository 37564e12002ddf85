/** A sandbox on a random port with a frozen clock, and a small fetch helper that logs in as a demo credential. */
import { expect } from 'vitest';
import { startSandbox, type DemoCredential, type Sandbox, type SandboxOptions } from '../src/index.js';
import type { ResponseViolation } from '@customer-messaging/server';

export const NOW = '2026-11-21T10:00:00Z';

export async function sandbox(options: SandboxOptions = {}) {
  const violations: ResponseViolation[] = [];
  const sb = await startSandbox({ now: NOW, mode: 'test', onResponseViolation: (v) => violations.push(v), ...options });
  return Object.assign(sb, {
    violations,
    /** Every answer so far matched the spec (the runtime checks each one in test mode). */
    expectNoViolations: () => expect(violations).toEqual([]),
  });
}

export async function request(sb: Sandbox, method: string, path: string, options: { token?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${sb.baseUrl}${path}`, { method, headers, ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}) });
  const text = await response.text();
  return { status: response.status, headers: response.headers, json: (text ? JSON.parse(text) : undefined) as any };
}

export async function login(sb: Sandbox, credential: DemoCredential): Promise<string> {
  const r = await request(sb, 'POST', '/oauth/token', { body: { client_id: credential.clientId, client_secret: credential.clientSecret } });
  expect(r.status).toBe(200);
  return r.json.access_token as string;
}
