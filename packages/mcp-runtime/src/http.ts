/**
 * Streamable HTTP (MCP 2025-03-26 and later) on node:http, stateless: each POST to `/mcp` gets a server and
 * a transport of its own (the SDK's documented stateless pattern), so nothing is kept between requests and
 * any number of clients can call. Every request must carry `Authorization: Bearer <secret>`, the secret
 * configured on the server (compared in constant time); the server listens on loopback unless told
 * otherwise, and refuses Host headers other than its own address there (DNS rebinding).
 */
import { timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server as HttpServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';

export interface HttpOptions {
  host: string;
  port: number;
  /** The bearer secret every caller presents. */
  secret: string;
  /** A fresh MCP server per request. */
  create: () => Server;
  log: (line: string) => void;
}

const MAX_BODY = 4 << 20;
const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);

function json(res: ServerResponse, status: number, message: string, headers: Record<string, string> = {}): void {
  if (res.headersSent) return;
  res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message }, id: null }));
}

function authorized(req: IncomingMessage, secret: string): boolean {
  const header = req.headers.authorization ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header);
  if (!match) return false;
  const given = Buffer.from(match[1]!.trim());
  const wanted = Buffer.from(secret);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw Object.assign(new Error(`The request body is over ${MAX_BODY} bytes.`), { status: 413 });
    chunks.push(chunk as Buffer);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw Object.assign(new Error('The request body is not JSON.'), { status: 400 });
  }
}

export async function serveHttp(options: HttpOptions): Promise<{ server: HttpServer; url: string; close: () => Promise<void> }> {
  const loopback = LOOPBACK.has(options.host);
  let hosts: Set<string> = new Set();
  const http = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (loopback && !hosts.has((req.headers.host ?? '').toLowerCase())) return json(res, 403, 'Host not allowed (this server answers on its loopback address only).');
      if (url.pathname !== '/mcp') return json(res, 404, 'Not found: the MCP endpoint is /mcp.');
      if (!authorized(req, options.secret)) {
        options.log(`http: refused a request without the bearer secret from ${req.socket.remoteAddress}`);
        return json(res, 401, 'Unauthorized: send Authorization: Bearer <the secret this server was started with>.', { 'www-authenticate': 'Bearer' });
      }
      // Stateless: no session to resume or end, so no GET stream and no DELETE.
      if (req.method !== 'POST') return json(res, 405, 'Method not allowed: this server is stateless; send JSON-RPC with POST.', { allow: 'POST' });
      let body: unknown;
      try {
        body = await readBody(req);
      } catch (error) {
        return json(res, (error as { status?: number }).status ?? 400, (error as Error).message);
      }
      const server = options.create();
      const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
      res.on('close', () => {
        void transport.close();
        void server.close();
      });
      await server.connect(transport);
      await transport.handleRequest(req, res, body);
    })().catch((error: unknown) => {
      options.log(`http: ${error instanceof Error ? error.message : String(error)}`);
      json(res, 500, 'Internal error of the MCP server.');
    });
  });
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(options.port, options.host, () => resolve());
  });
  const { port } = http.address() as AddressInfo;
  hosts = new Set([`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`]);
  const shown = options.host.includes(':') ? `[${options.host}]` : options.host;
  return {
    server: http,
    url: `http://${shown}:${port}/mcp`,
    close: () => new Promise<void>((resolve) => http.close(() => resolve())),
  };
}
