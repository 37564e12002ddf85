/**
 * A recording proxy in front of any number of servers, so a test judges a sample by what crossed the wire
 * (each call's method, path and status), never by what the sample printed. One proxy on a loopback port
 * picked at run time; each run gets a prefix, `http://127.0.0.1:<port>/<run>`, that forwards to the origin
 * registered for it and records that run's calls apart from the others'.
 */
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedCall {
  method: string;
  /** The path and query as the server received them (without the run's prefix). */
  path: string;
  status: number;
}

export interface RecordingProxy {
  /** Registers a run: calls to the returned base URL (`origin` + `basePath`, behind the proxy) are forwarded and recorded. */
  open(origin: string, basePath?: string): { baseUrl: string; calls: RecordedCall[] };
  stop(): Promise<void>;
}

export async function startRecordingProxy(): Promise<RecordingProxy> {
  const runs = new Map<string, { origin: URL; calls: RecordedCall[] }>();
  let next = 0;
  const server: Server = createServer((req, res) => {
    const [, run = '', ...rest] = (req.url ?? '/').split('/');
    const target = runs.get(run);
    if (!target) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end(`no run ${run} on this proxy\n`);
      return;
    }
    const path = `/${rest.join('/')}`;
    const headers = { ...req.headers, host: target.origin.host };
    const upstream = request(new URL(path, target.origin), { method: req.method, headers }, (answer) => {
      target.calls.push({ method: req.method ?? 'GET', path, status: answer.statusCode ?? 0 });
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', (error) => {
      target.calls.push({ method: req.method ?? 'GET', path, status: 502 });
      res.writeHead(502, { 'content-type': 'text/plain' }).end(`proxy: ${error.message}\n`);
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    open(origin, basePath = '') {
      const run = `run${next++}`;
      const calls: RecordedCall[] = [];
      runs.set(run, { origin: new URL(origin), calls });
      return { baseUrl: `http://127.0.0.1:${port}/${run}${basePath}`, calls };
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
