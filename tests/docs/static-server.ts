/**
 * A static file server for the docs site tests, in this process, on 127.0.0.1 and a port chosen at run
 * time: the folder is served under `prefix` only (`/` or `/docs/`), so a root-absolute link of a site
 * published under a path prefix answers 404 here as it would there. A folder's URL serves its index.html.
 */
import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

export interface StaticServer {
  /** The site's address, ending in the prefix: `http://127.0.0.1:43121/docs/`. */
  url: string;
  origin: string;
  close(): Promise<void>;
}

export async function serveStatic(dir: string, prefix = '/'): Promise<StaticServer> {
  const root = path.resolve(dir);
  const server = http.createServer(async (req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    let file = pathname.startsWith(prefix) ? path.join(root, pathname.slice(prefix.length)) : undefined;
    if (file && !file.startsWith(root)) file = undefined;
    try {
      if (!file) throw new Error('outside the site');
      if ((await stat(file)).isDirectory()) file = path.join(file, 'index.html');
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'content-length': body.length });
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain' }).end(`Not found: ${pathname}`);
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `${origin}${prefix}`,
    origin,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
