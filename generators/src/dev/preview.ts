/**
 * The reference preview of `npm run dev`: a page on 127.0.0.1 that renders the document the reference is
 * built from (the docs emitter's decorated copy of the last good spec) with Redoc in the browser, and
 * reloads itself when a save has been regenerated, through a server-sent event. A broken save sends its
 * located problems (`file:line:col  problem`, one a line) instead, shown as text above the last good page;
 * a page opened while they stand gets them when it connects.
 *
 * Rendering in the browser (Redoc's standalone bundle, the one `redocly build-docs` inlines) rather than
 * rebuilding the self-contained page keeps a reload well under a second; the page that ships,
 * docs/reference/index.html, is still written by the docs emitter after each good save.
 */
import { readFileSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import path from 'node:path';
import { template as compileTemplate } from '../emitters/handlebars.js';
import { toolchainRoot } from '../paths.js';
import { inlineOfflineImages } from '../emitters/docs/render.js';

const HEARTBEAT_MS = 15_000;

/** Redoc's browser bundle, as Redocly's CLI ships it. */
function redocBundle(): string {
  const cli = path.dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json'));
  return path.join(cli, 'lib/chunks/redoc.standalone.js');
}

export interface Preview {
  url: string;
  port: number;
  /** Shows a new document: every open page reloads. */
  update(document: object): void;
  /** Shows the problems of a broken save above the last good page. */
  problems(text: string): void;
  close(): Promise<void>;
}

export async function startPreview({ port, title }: { port: number; title: string }): Promise<Preview> {
  const template = compileTemplate(path.join(toolchainRoot, 'templates/dev/preview.html.hbs'), { html: true, strict: false });
  // Telemetry off: the preview is a local page, it sends nothing to Redocly (as redocly.yaml's `telemetry: off`
  // for the page that ships).
  const page = template({ title, options: JSON.stringify({ hideDownloadButton: true, expandResponses: '200', disableTelemetry: true }) });
  // The bundle is an ES module; the images it would load from Redocly's CDN are put in as data URLs, as
  // in the page that ships, so the preview loads nothing from outside this machine.
  const bundle = inlineOfflineImages(readFileSync(redocBundle(), 'utf8'));
  let documentJson = '{}';
  /** The problems of the last save while it stands (undefined after a good one). */
  let standing: string | undefined;
  const listeners = new Set<ServerResponse>();
  const send = (event: string, data: string) => {
    for (const response of listeners) response.write(`event: ${event}\ndata: ${data}\n\n`);
  };

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://preview');
    const reply = (status: number, type: string, body: string | Buffer) => {
      response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
      response.end(body);
    };
    if (request.method !== 'GET') return reply(405, 'text/plain', 'The preview only answers GET.');
    switch (url.pathname) {
      case '/':
        return reply(200, 'text/html; charset=utf-8', page);
      case '/openapi.json':
        return reply(200, 'application/json', documentJson);
      case '/redoc.standalone.js':
        return reply(200, 'text/javascript; charset=utf-8', bundle);
      case '/favicon.ico':
        // No icon: an empty answer, not a 404 the browser reports as an error.
        response.writeHead(204, { 'cache-control': 'no-store' });
        return response.end();
      case '/events':
        response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive' });
        response.write(': connected\n\n');
        if (standing !== undefined) response.write(`event: problems\ndata: ${JSON.stringify(standing)}\n\n`);
        listeners.add(response);
        request.on('close', () => listeners.delete(response));
        return;
      default:
        return reply(404, 'text/plain', 'Not found: the preview serves / and what it loads.');
    }
  });
  const heartbeat = setInterval(() => {
    for (const response of listeners) response.write(': still here\n\n');
  }, HEARTBEAT_MS);
  heartbeat.unref();
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  const actual = (server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${actual}/`,
    port: actual,
    update(document) {
      documentJson = JSON.stringify(document);
      standing = undefined;
      send('reload', '{}');
    },
    problems(text) {
      standing = text;
      send('problems', JSON.stringify(text));
    },
    async close() {
      clearInterval(heartbeat);
      for (const response of listeners) response.end();
      listeners.clear();
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}
