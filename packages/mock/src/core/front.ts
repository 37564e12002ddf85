/**
 * The mock's front door: a small HTTP proxy in front of Prism that adds what Prism lacks.
 *
 * - `Prefer: example=<name>` takes an example's summary (the title the reference page shows) as well as
 *   its key, and an unknown name answers 400 listing the known ones (Prism answers a bare 500).
 * - Every answer carries a request id (the header of the generated `mockApi`, and an error body's request-id
 *   field): the caller's when it sent one, else a fresh one, as the service does (Prism answers the spec's
 *   example value every time).
 * - A refused request is answered as the server runtime answers it, naming the actual problem, in the API's
 *   Error shape (`refusal()`): malformed JSON is `invalid_json`, an unsupported media type
 *   `unsupported_content_type`, and a body or parameter that breaks the spec goes through the runtime's own
 *   mapping of Ajv errors (`toApiError`: `missing_parameter` naming the missing field, else
 *   `validation_failed` with one line per field). Prism answers them with the spec's static 400 example
 *   whatever the problem, and malformed JSON outside the Error shape.
 * - An operation whose answer is a stream is answered here with a finite stream of its examples (stream.ts).
 * - `POST /__mock/webhooks/<name>` with `{ "url": ... }` sends that webhook to the URL now (webhooks.ts).
 * - With `cors`, browser pages of any origin may call it (the docs site's "Try it" console): a preflight is
 *   answered here, and every answer says `Access-Control-Allow-Origin: *`. Off by default, as on the service.
 *
 * Hand-written over node:http rather than a proxy library: it forwards one request to one local port and
 * edits a few headers and the body of an error; a library would add a dependency and hide those edits.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiError, FLAT_ENVELOPE, errors, errorTypeFor, getPath, pointerKeys, requestIdFor, setPath, toApiError, type Location } from '@openapi-cmp/server-runtime/errors';
import type { ErrorObject } from 'ajv';
import { mockApi, mockOperations, mockWebhooks } from '../generated/operations.gen.js';
import { MOCK_HOST } from './prism-args.js';
import { ajvErrorOf, type PrismViolation } from './prism.js';
import { answerStream, streamOperation, streamPattern } from './stream.js';
import { deliverWebhook, WEBHOOK_PATH } from './webhooks.js';
import type { Answer, FormatError } from './stateful/engine.js';
import { specError } from './stateful/spec-errors.js';
import type { Stateful } from './stateful/setup.js';

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

const envelope = mockApi.errors ?? FLAT_ENVELOPE;

/** An error body in the API's envelope; its type is the one the spec gives `status`. */
function errorBody(error: ApiError, status: number, requestId: string): Record<string, unknown> {
  const options = { ...(error.param !== undefined ? { param: error.param } : {}), ...(error.details !== undefined ? { details: error.details } : {}) };
  const typed = new ApiError(status, error.code, error.message, { ...options, type: errorTypeFor(status, envelope.types) });
  return typed.toBody(requestId, envelope);
}

/** Prism's validators name these locations as the server runtime's `toApiError` does. */
const LOCATIONS: readonly Location[] = ['path', 'query', 'header', 'cookie', 'body'];

/** The value an Ajv instance path points at (`/items/0/name`), for the "(got ...)" of a message. */
function valueAt(source: unknown, instancePath: string): unknown {
  return getPath(source, pointerKeys(instancePath));
}

/** The query string as lists of values by name (a list parameter's items are `/name/0`, `/name/1`, ...). */
function queryValues(url: string): Record<string, string[]> {
  const values: Record<string, string[]> = {};
  for (const [name, value] of new URL(url, 'http://mock').searchParams) (values[name] ??= []).push(value);
  return values;
}

/** Path templates of the operation table as patterns (`/items/{id}` -> `^/items/(?<p0>[^/]+)$`) and their parameter names. */
const pathTemplates = [...new Set(mockOperations.map((op) => op.path))].map((template) => {
  const names: string[] = [];
  const source = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{([^}]+)\}/g, (_m, name: string) => `(?<p${names.push(name) - 1}>[^/]+)`);
  return { pattern: new RegExp(`^${source}$`), names };
});

/** The path parameters of a request by name, from the first template of the table it matches. */
function pathValues(url: string): Record<string, string> {
  const path = url.split('?')[0]!;
  for (const { pattern, names } of pathTemplates) {
    const match = pattern.exec(path);
    if (match) return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match.groups![`p${i}`]!)]));
  }
  return {};
}

/** A query parameter's value at an Ajv instance path: the item of a list parameter, else the (single) value. */
function queryValueAt(values: Record<string, string[]>, instancePath: string): unknown {
  const [, name, item] = instancePath.split('/');
  const sent = values[name ?? ''];
  if (!sent) return undefined;
  return item !== undefined ? sent[Number(item)] : sent.length === 1 ? sent[0] : sent;
}

/**
 * What a request Prism refused is answered with, as the server runtime answers it; null when the violations
 * are not a malformed request (a missing credential: Prism's answer, the spec's example, stands).
 */
export function refusal(violations: readonly PrismViolation[], request: { url: string; body: unknown }): ApiError | null {
  const ofRequest = violations.filter((v) => v.location[0] === 'request' && v.severity !== 'Warning');
  const mediaType = ofRequest.find((v) => String(v.code) === '415');
  if (mediaType) {
    // Prism's message lists the accepted types ("Supported content types: a, b").
    const accepted = /:\s*(.+)$/.exec(mediaType.message)?.[1]?.split(/,\s*/);
    return errors.unsupportedContentType(accepted);
  }
  const kept = ofRequest.flatMap((v) => {
    const ajv = ajvErrorOf(v);
    return ajv ? [{ where: v.location[1], ajv }] : [];
  });
  // The first location the runtime checks (parameters by location, then the body) that has a violation.
  const location = LOCATIONS.find((where) => kept.some((k) => k.where === where));
  if (!location) return null;
  const query = location === 'query' ? queryValues(request.url) : {};
  const path = location === 'path' ? pathValues(request.url) : {};
  const sent = (instancePath: string) =>
    location === 'body' ? valueAt(request.body, instancePath) : location === 'query' ? queryValueAt(query, instancePath) : valueAt(path, instancePath);
  const ajvErrors = kept.filter((k) => k.where === location).map(({ ajv }) => ({ ...ajv, schemaPath: '', data: sent(ajv.instancePath) }) as ErrorObject);
  return toApiError(ajvErrors, location);
}

/** Prism's own "no such operation" answers (application/problem+json), as the server runtime words them. */
function notFound(answer: http.IncomingMessage, body: Buffer, method: string, url: string): ApiError | null {
  if (answer.statusCode !== 404 && answer.statusCode !== 405) return null;
  if (!/problem\+json/.test(String(answer.headers['content-type'] ?? ''))) return null;
  // `Prefer: code=418` where the operation documents no 418: the caller's mistake, said with what it may ask for.
  const status = /Requested status code (\d+) is not defined/.exec(body.toString('utf8'))?.[1];
  if (status) {
    const path = url.split('?')[0]!;
    const op = mockOperations.find((o) => o.method === method && streamPattern(mockApi.basePath ?? '', o.path).test(path));
    const documented = op ? [...new Set([op.successStatus, ...op.errorExamples.map((e) => Number(e.status))])].sort((a, b) => a - b) : [];
    return new ApiError(
      400,
      'unknown_status',
      `Prefer: code=${status} names no answer ${op ? `${op.method} ${op.path}` : 'this operation'} documents${documented.length ? `; it documents ${documented.join(', ')}` : ''}.`,
    );
  }
  if (!/NO_PATH_MATCHED_ERROR|NO_METHOD_MATCHED_ERROR/.test(body.toString('utf8'))) return null;
  return errors.notFound(`No operation ${method} ${url.split('?')[0]}.`);
}

/** The violations of Prism's `sl-violations` header. */
function readViolations(header: string | string[] | undefined): PrismViolation[] {
  if (typeof header !== 'string') return [];
  try {
    return JSON.parse(header) as PrismViolation[];
  } catch {
    return []; // "Too many violations! ..." (cut at 8 KB): nothing to name
  }
}

const isJson = (type: string | undefined) => /^[^;]*[/+]json\s*(;|$)/i.test(type ?? '');

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

export interface FrontOptions {
  cors?: boolean;
  /** The stateful mock: resources' operations are answered from its store before Prism is asked. */
  stateful?: Stateful;
  /**
   * Whether the generated table describes the document served (no --spec): errors then take the API's
   * envelope; otherwise the spec's own documented error answers (`stateful/spec-errors.ts`).
   */
  tableApplies?: boolean;
}

/** The first path segment whose percent-escapes do not decode (as `decodeURIComponent` reads them), if any. */
function malformedEscape(url: string): string | undefined {
  const path = url.split('?')[0]!;
  if (!path.includes('%')) return undefined;
  for (const segment of path.split('/')) {
    try {
      decodeURIComponent(segment);
    } catch {
      return JSON.stringify(segment.length > 60 ? `${segment.slice(0, 60)}…` : segment);
    }
  }
  return undefined;
}

/** The largest request body the mock reads (as Prism's own bound, 10 MiB). */
const MAX_BODY_BYTES = 10 * 1024 * 1024;

/** Admin endpoints of the stateful mock, outside any spec's paths. */
export const ADMIN_PREFIX = '/__mock';

/** `POST /__mock/reset` clears the state and seeds it again; `GET /__mock/resources` lists what was inferred. */
function admin(stateful: Stateful, req: http.IncomingMessage, res: http.ServerResponse) {
  req.resume();
  const json = (status: number, body: unknown) => {
    const text = JSON.stringify(body);
    res.writeHead(status, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)) }).end(text);
  };
  const path = req.url!.split('?')[0];
  if (path === `${ADMIN_PREFIX}/reset` && req.method === 'POST') {
    stateful.reset().then(
      (seeded) => json(200, { reset: true, seeded, store: stateful.engine.store.name }),
      (error: unknown) => json(503, { error: { code: 'store_unavailable', message: (error as Error).message } }),
    );
  } else if (path === `${ADMIN_PREFIX}/resources` && req.method === 'GET') {
    json(200, {
      store: stateful.engine.store.name,
      resources: stateful.resources.map((r) => ({
        name: r.name,
        collection: r.collection,
        item: r.item ?? null,
        id: r.idFields,
        operations: Object.fromEntries(Object.entries(r.ops).map(([verb, op]) => [verb, `${op.method.toUpperCase()} ${op.path}`])),
        list: r.list?.kind ?? null,
      })),
      warnings: stateful.warnings,
    });
  } else {
    json(404, { error: { code: 'resource_not_found', message: `The mock's admin endpoints are POST ${ADMIN_PREFIX}/reset and GET ${ADMIN_PREFIX}/resources.` } });
  }
}

export function startFront(port: number, prismPort: number, { cors = false, stateful, tableApplies = true }: FrontOptions = {}): Promise<Front> {
  const idHeader = mockApi.requestIdHeader;
  const server = http.createServer((req, res) => {
    if (cors && crossOrigin(req, res)) return;
    const headers: http.OutgoingHttpHeaders = { ...req.headers, host: `${MOCK_HOST}:${prismPort}` };
    // The caller's request id when it sent a usable one, else a fresh one: each answer has its own.
    const requestId = idHeader ? requestIdFor(req, idHeader) : '';
    const idHeaders = idHeader ? { [idHeader]: requestId } : {};
    const refuse = (error: ApiError, status = error.status, extra: http.OutgoingHttpHeaders = {}) => {
      const body = JSON.stringify(errorBody(error, status, requestId));
      res.writeHead(status, { ...extra, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), ...idHeaders }).end(body);
    };
    // A percent-escape that decodes to nothing (`%ZZ`, a lone `%`) is refused here: Prism's path matching
    // would throw on it (URIError), out of the request, and end the process.
    const malformed = malformedEscape(req.url ?? '/');
    if (malformed) {
      req.resume();
      return void refuse(
        new ApiError(400, 'invalid_path', `The path holds a malformed percent-escape (${malformed}): a % must be followed by two hex digits of a UTF-8 byte sequence.`),
      );
    }
    // Webhooks on demand before the stateful mock's other admin endpoints, which share the prefix.
    if (req.method === 'POST' && req.url?.startsWith(WEBHOOK_PATH)) return void webhookOnDemand(req, res, idHeaders);
    if (stateful && req.url?.startsWith(`${ADMIN_PREFIX}/`)) return void admin(stateful, req, res);
    const streamOp = streamOperation(req.method, req.url);
    if (streamOp) return answerStream(streamOp, req, res, { ...idHeaders });
    if (typeof headers.prefer === 'string') {
      const translated = translatePrefer(headers.prefer);
      if ('unknown' in translated) {
        const known = [...new Set(mockOperations.flatMap((op) => op.errorExamples.map((e) => `${e.example} ("${e.summary}")`)))].sort();
        const message = `The mock has no example named "${translated.unknown}". Use an example's key or its summary: ${known.join(', ')}.`;
        req.resume();
        refuse(new ApiError(400, 'unknown_example', message));
        return;
      }
      headers.prefer = translated.prefer;
    }
    const sent: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on('data', (chunk: Buffer) => {
      if (over) return;
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) return void sent.push(chunk);
      // Refused as soon as it is over the bound, in stateful and static mode alike (Prism's own bound applies to
      // the static mode only, and the stateful store would read and keep the whole body).
      over = true;
      sent.length = 0;
      refuse(new ApiError(413, 'payload_too_large', `The request body is over ${MAX_BODY_BYTES / 1024 / 1024} MiB, the mock's bound.`), 413, { connection: 'close' });
      req.resume();
    });
    req.on('end', () => {
      if (over) return;
      const raw = Buffer.concat(sent);
      let parsed: unknown;
      if (raw.length && isJson(req.headers['content-type'])) {
        try {
          parsed = JSON.parse(raw.toString('utf8'));
        } catch {
          refuse(errors.invalidJson());
          return;
        }
      }
      if (req.headers['content-length'] !== undefined || raw.length) headers['content-length'] = String(raw.length);
      delete headers['transfer-encoding'];
      if (!stateful) return forward(raw, parsed);
      const formatError: FormatError = (op, error) => {
        if (tableApplies) return { status: error.status, headers: { 'content-type': 'application/json' }, body: errorBody(error, error.status, requestId) };
        const answer = specError(op, error.status, error.code, error.message);
        return { status: answer.status, headers: { 'content-type': answer.contentType }, body: answer.body };
      };
      stateful.engine.answer({ method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers, body: parsed, hasBody: raw.length > 0 }, formatError).then(
        (answer) => (answer ? send(answer) : forward(raw, parsed)),
        (error: unknown) => send(formatError(undefined, new ApiError(500, 'internal_error', `The stateful mock failed: ${(error as Error).message}`))),
      );
    });

    function send(answer: Answer) {
      const body = answer.body === undefined ? Buffer.alloc(0) : Buffer.from(JSON.stringify(answer.body));
      const type = answer.body === undefined ? {} : { 'content-type': answer.headers['content-type'] ?? 'application/json' };
      res.writeHead(answer.status, { ...answer.headers, ...type, ...idHeaders, 'content-length': String(body.length) }).end(body);
    }

    function forward(raw: Buffer, parsed: unknown) {
      const upstream = http.request({ host: MOCK_HOST, port: prismPort, method: req.method, path: req.url, headers }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          let body = Buffer.concat(chunks);
          const violations = readViolations(answer.headers['sl-violations']);
          const out: http.OutgoingHttpHeaders = { ...answer.headers };
          delete out['transfer-encoding'];
          const status = answer.statusCode ?? 502;
          const refused = status >= 400 ? (refusal(violations, { url: req.url ?? '/', body: parsed }) ?? notFound(answer, body, req.method ?? 'GET', req.url ?? '/')) : null;
          if (refused) {
            delete out['content-length'];
            // Prism answers with the status the spec documents for a bad request (400, else 422); a missing operation is 404.
            refuse(refused, refused.status === 404 || refused.code === 'unknown_status' ? refused.status : status, out);
            return;
          }
          if (idHeader && envelope.requestId && isJson(String(answer.headers['content-type'] ?? '')) && body.length) {
            try {
              const json = JSON.parse(body.toString('utf8')) as unknown;
              if (getPath(json, envelope.requestId) !== undefined) {
                setPath(json as Record<string, unknown>, envelope.requestId, requestId);
                body = Buffer.from(JSON.stringify(json));
              }
            } catch {
              // not JSON after all: pass it on unchanged
            }
          }
          res.writeHead(status, { ...out, ...idHeaders, 'content-length': String(body.length) }).end(body);
        });
      });
      upstream.on('error', (error) => {
        if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
        res.end(`The mock's Prism process did not answer: ${error.message}`);
      });
      upstream.end(raw);
    }
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

/** `POST /__mock/webhooks/<name>`: the webhook delivered now; the answer says how it went. */
function webhookOnDemand(req: http.IncomingMessage, res: http.ServerResponse, idHeaders: http.OutgoingHttpHeaders): void {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const name = decodeURIComponent(new URL(req.url ?? '/', 'http://mock').pathname.slice(WEBHOOK_PATH.length));
    let request: unknown;
    try {
      request = chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {};
    } catch (error) {
      const text = JSON.stringify({ error: `The body is not JSON (${(error as Error).message}); give the receiver as {"url": "http://..."}.` });
      res.writeHead(400, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)), ...idHeaders }).end(text);
      return;
    }
    void deliverWebhook(mockWebhooks, name, request).then(({ status, body }) => {
      const text = JSON.stringify(body);
      res.writeHead(status, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)), ...idHeaders }).end(text);
    });
  });
}
