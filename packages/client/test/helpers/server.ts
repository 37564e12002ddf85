/**
 * A real HTTP server on 127.0.0.1 (port chosen by the OS) whose answers a test scripts, and which records
 * every request it got. No fetch mocking: the client under test talks HTTP to it.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Recorded {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface Reply {
  status?: number;
  headers?: Record<string, string>;
  /** JSON-encoded unless a string. */
  body?: unknown;
  /** Wait this long before answering, in ms. */
  delay?: number;
  /** Never answer (the connection is closed when the server closes). */
  hang?: boolean;
}

export type Handler = (request: Recorded, index: number) => Reply | Promise<Reply>;

export interface TestServer {
  url: string;
  /** Base URL as the client takes it (the spec's servers end with /v1). */
  baseUrl: string;
  requests: Recorded[];
  /** Requests other than the token exchange. */
  calls(): Recorded[];
  tokenRequests(): Recorded[];
  close(): Promise<void>;
}

export const TOKEN = 'tok_test_abcdef123456';

/** The standard token answer, valid for an hour unless told otherwise. */
export function tokenReply(token = TOKEN, lifetimeMs = 3_600_000): Reply {
  return {
    body: {
      access_token: token,
      token_type: 'Bearer',
      expires_in: 3600,
      expires_at: new Date(Date.now() + lifetimeMs).toISOString(),
      scopes: ['conversations'],
      account_id: 'acc_1',
    },
  };
}

/** Answers `POST /v1/oauth/token` with `token` and everything else with `handler`. */
export function withTokens(handler: Handler, token: () => Reply = () => tokenReply()): Handler {
  let calls = 0;
  return (request) => (request.path === '/v1/oauth/token' ? token() : handler(request, calls++));
}

export function errorReply(status: number, type: string, code: string, message = `${code} happened`, extra: Record<string, unknown> = {}): Reply {
  return { status, headers: { 'x-request-id': `req_${code}` }, body: { error: { type, code, message, request_id: `req_${code}`, ...extra } } };
}

export async function startServer(handler: Handler): Promise<TestServer> {
  const requests: Recorded[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text || undefined;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        /* keep the text */
      }
      const recorded: Recorded = { method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, headers: req.headers, body };
      requests.push(recorded);
      try {
        const reply = await handler(recorded, requests.length - 1);
        if (reply.hang) return;
        if (reply.delay) await new Promise((r) => setTimeout(r, reply.delay));
        if (res.destroyed) return;
        const payload = reply.body === undefined ? '' : typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
        const requestId = (req.headers['x-request-id'] as string | undefined) ?? `req_${requests.length}`;
        res.writeHead(reply.status ?? 200, {
          'content-type': typeof reply.body === 'string' ? 'text/html' : 'application/json',
          'x-request-id': requestId,
          ...reply.headers,
        });
        res.end(payload);
      } catch (error) {
        res.writeHead(599).end(String(error));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    baseUrl: `${url}/v1`,
    requests,
    calls: () => requests.filter((r) => r.path !== '/v1/oauth/token'),
    tokenRequests: () => requests.filter((r) => r.path === '/v1/oauth/token'),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function conversation(id: string, updatedAt: string) {
  return { object: 'conversation', id, status: 'open', updated_at: updatedAt };
}
