/**
 * The mock's front door: a small HTTP proxy in front of Prism that adds what Prism lacks.
 *
 * - `Prefer: example=<name>` takes an example's summary (the title the reference page shows) as well as
 *   its key, and an unknown name answers 400 listing the known ones (Prism answers a bare 500).
 * - The caller's request id (the header of the generated `mockApi`) is echoed, in the header and in the
 *   error body's request-id field, as the service does (Prism answers the spec's example value).
 * - With `cors`, browser pages of any origin may call it (the docs site's "Try it" console): a preflight is
 *   answered here, and every answer says `Access-Control-Allow-Origin: *`. Off by default, as on the service.
 *
 * Hand-written over node:http rather than a proxy library: it forwards one request to one local port and
 * edits one header and one body field; a library would add a dependency and hide those two edits.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mockApi, mockOperations } from '../generated/operations.gen.js';
import { MOCK_HOST } from './prism-args.js';

export interface Front {
  port: number;
  close(): Promise<void>;
}

/** Example key by key and by summary (case-insensitive), from the generated operation table. */
const exampleKeys = new Map<string, string>();
for (const op of mockOperations) {
  for (const e of op.errorExamples) {
    exampleKeys.set(e.example.toLowerCase(), e.example);
    if (e.summary) exampleKeys.set(e.summary.toLowerCase(), e.example);
  }
}

/** `example=Name`, `example="A summary, with commas"` inside a Prefer header; the rest is kept. */
const EXAMPLE = /(^|[,;]\s*)example=("([^"]*)"|[^,;]*)/i;

export function translatePrefer(prefer: string): { prefer: string } | { unknown: string } {
  const match = EXAMPLE.exec(prefer);
  if (!match) return { prefer };
  const name = (match[3] ?? match[2]!).trim();
  const key = exampleKeys.get(name.toLowerCase());
  if (!key) return { unknown: name };
  return { prefer: prefer.replace(EXAMPLE, `${match[1]}example=${key}`) };
}

/** Sets `value` at `path` in a JSON body, creating the objects on the way. */
function setPath(target: Record<string, unknown>, path: readonly string[], value: unknown): void {
  let node = target;
  for (const key of path.slice(0, -1)) {
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[path[path.length - 1]!] = value;
}

/** The value at `path` of a JSON body, if every step is an object. */
function getPath(source: unknown, path: readonly string[]): unknown {
  let node = source;
  for (const key of path) {
    if (typeof node !== 'object' || node === null || !(key in node)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** The front door's own error (an unknown example name), in the API's error envelope when the table gives one. */
function frontError(code: string, message: string, requestId: string): Record<string, unknown> {
  const { errors } = mockApi;
  if (!errors) return { code, message };
  const body: Record<string, unknown> = {};
  if (errors.type && mockApi.clientErrorType) setPath(body, errors.type, mockApi.clientErrorType);
  setPath(body, errors.code, code);
  if (errors.message) setPath(body, errors.message, message);
  if (errors.requestId) setPath(body, errors.requestId, requestId);
  return body;
}

/** CORS for a request from a browser page; true when it was a preflight, answered here. */
function crossOrigin(req: http.IncomingMessage, res: http.ServerResponse): boolean {
  if (!req.headers.origin) return false;
  // No cookies are involved (a bearer token), so any origin is allowed; every answer header may be read.
  res.setHeader('access-control-allow-origin', '*');
  res.setHeader('access-control-expose-headers', '*');
  const method = req.headers['access-control-request-method'];
  if (req.method !== 'OPTIONS' || !method) return false;
  const headers = req.headers['access-control-request-headers'];
  res.writeHead(204, {
    'access-control-allow-methods': String(method),
    ...(headers ? { 'access-control-allow-headers': String(headers) } : {}),
    'access-control-max-age': '600',
  });
  res.end();
  req.resume();
  return true;
}

export function startFront(port: number, prismPort: number, { cors = false }: { cors?: boolean } = {}): Promise<Front> {
  const idHeader = mockApi.requestIdHeader;
  const requestIdPath = mockApi.errors?.requestId;
  const server = http.createServer((req, res) => {
    if (cors && crossOrigin(req, res)) return;
    const headers: http.OutgoingHttpHeaders = { ...req.headers, host: `${MOCK_HOST}:${prismPort}` };
    const sent = idHeader ? req.headers[idHeader] : undefined;
    const requestId = typeof sent === 'string' ? sent : undefined;
    if (typeof headers.prefer === 'string') {
      const translated = translatePrefer(headers.prefer);
      if ('unknown' in translated) {
        const known = [...new Set(mockOperations.flatMap((op) => op.errorExamples.map((e) => `${e.example} ("${e.summary}")`)))].sort();
        const message = `The mock has no example named "${translated.unknown}". Use an example's key or its summary: ${known.join(', ')}.`;
        const body = frontError('unknown_example', message, requestId ?? 'req_mock');
        res.writeHead(400, { 'content-type': 'application/json', ...(idHeader ? { [idHeader]: requestId ?? 'req_mock' } : {}) }).end(JSON.stringify(body));
        req.resume();
        return;
      }
      headers.prefer = translated.prefer;
    }
    const upstream = http.request({ host: MOCK_HOST, port: prismPort, method: req.method, path: req.url, headers }, (answer) => {
      const type = String(answer.headers['content-type'] ?? '');
      if (!requestId || !idHeader) {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        let body = Buffer.concat(chunks);
        if (/json/.test(type) && body.length) {
          try {
            const json = JSON.parse(body.toString('utf8'));
            if (requestIdPath && getPath(json, requestIdPath) !== undefined) {
              setPath(json, requestIdPath, requestId);
              body = Buffer.from(JSON.stringify(json));
            }
          } catch {
            // not JSON after all: pass it on unchanged
          }
        }
        const out = { ...answer.headers, [idHeader]: requestId, 'content-length': String(body.length) };
        delete out['transfer-encoding'];
        res.writeHead(answer.statusCode ?? 502, out).end(body);
      });
    });
    upstream.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`The mock's Prism process did not answer: ${error.message}`);
    });
    req.pipe(upstream);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, MOCK_HOST, () => {
      server.off('error', reject);
      resolve({
        port: (server.address() as AddressInfo).port,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
