/**
 * The validating proxy (`npm run mock -- --proxy URL`): every request is checked against the spec, forwarded
 * to the real server at URL, and its answer checked too, as `prism proxy` does, with the API's error shape
 * and located schema paths:
 * - a request that breaks the spec is refused before it reaches the server (400, or the spec's 422), in
 *   the API's error shape naming each field, as the mock refuses it;
 * - an answer that breaks the spec (an undocumented status, a body that does not fit the documented schema)
 *   is passed on unchanged, with its violations in the `x-mock-violations` header (JSON: where in the
 *   message, what, and the schema's place in the document as a JSON Pointer), one log line each, and a
 *   summary when the proxy stops (`summary()`).
 * A request for a path the spec does not document is forwarded, and reported as a violation.
 *
 * Hand-written over node:http and the stateful mock's validators rather than Prism's proxy: Prism with
 * `--errors` replaces a non-conforming answer with its own 500, so the team checking its service would no
 * longer see what the service said; without `--errors` it forwards a request that breaks the spec.
 */
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { ApiError, FLAT_ENVELOPE, errorTypeFor, escapePointer, toApiError } from '@openapi-cmp/server-runtime/errors';
import type { ErrorObject } from 'ajv';
import { mockApi } from '../generated/operations.gen.js';
import { MOCK_HOST } from './prism-args.js';
import { documentedResponse, isJsonType, jsonContent, operationPointer, type SpecOperation } from './stateful/operations.js';
import { Router } from './stateful/router.js';
import { specError } from './stateful/spec-errors.js';
import { requestValidator, responseValidator } from './stateful/validate.js';

export interface Violation {
  /** `request` or `response`, then the place: `body`, `query`, `path`, `status`, `content-type`, then the instance path. */
  location: string[];
  message: string;
  /** The schema's place in the document (the operation's pointer and the path inside its schema). */
  schema?: string;
}

export interface ProxyOptions {
  spec: string;
  upstream: string;
  port: number;
  /** Whether the generated table describes the document (errors then take the API's envelope). */
  tableApplies: boolean;
  /** One line per exchange with violations. */
  log?: (line: string) => void;
}

export interface RunningProxy {
  url: string;
  port: number;
  /** Exchanges seen, those with violations, and each distinct violation with how often it was seen. */
  summary(): { exchanges: number; violating: number; violations: { operation: string; message: string; count: number }[] };
  close(): Promise<void>;
}

const require = createRequire(import.meta.url);
const where = (error: ErrorObject) =>
  error.instancePath
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
const say = (error: ErrorObject) => `${error.instancePath || '/'} ${error.message ?? error.keyword}`;

export async function startProxy(options: ProxyOptions): Promise<RunningProxy> {
  let upstream: URL;
  try {
    upstream = new URL(options.upstream);
    if (!/^https?:$/.test(upstream.protocol)) throw new Error('not http');
  } catch {
    throw new Error(`--proxy ${options.upstream}: expected the server's base URL, http://host:port[/base-path].`);
  }
  const prismHttp = require('@stoplight/prism-http') as { getHttpOperationsFromSpec(spec: string): Promise<SpecOperation[]> };
  const operations = await prismHttp.getHttpOperationsFromSpec(options.spec);
  if (!operations.length) throw new Error(`${options.spec}: no operations found.`);
  const router = new Router(operations);
  const envelope = mockApi.errors ?? FLAT_ENVELOPE;
  const idHeader = mockApi.requestIdHeader;
  const base = upstream.pathname.replace(/\/$/, '');
  const seen = new Map<string, { operation: string; message: string; count: number }>();
  let exchanges = 0;
  let violating = 0;

  const record = (name: string, violations: Violation[]) => {
    exchanges++;
    if (!violations.length) return;
    violating++;
    for (const v of violations) {
      const message = `${v.location.join(' ')}: ${v.message}${v.schema ? ` (${v.schema})` : ''}`;
      const key = `${name}\u0000${message}`;
      const entry = seen.get(key) ?? { operation: name, message, count: 0 };
      entry.count++;
      seen.set(key, entry);
      options.log?.(`violation  ${name}  ${message}`);
    }
  };
  const violationsHeader = (violations: Violation[]) => (violations.length ? { 'x-mock-violations': JSON.stringify(violations.slice(0, 20)) } : {});

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const url = req.url ?? '/';
      const [pathname = '/', search = ''] = url.split('?', 2);
      const method = (req.method ?? 'GET').toUpperCase();
      const routed = router.route(method, pathname);
      const op = routed?.op;
      const name = op ? `${method} ${op.path}` : `${method} ${pathname}`;
      const violations: Violation[] = [];
      const refuse = (error: ApiError) => {
        const requestId = idHeader ? String(req.headers[idHeader] ?? '') : '';
        const answer = options.tableApplies
          ? {
              status: error.status,
              contentType: 'application/json',
              body: new ApiError(error.status, error.code, error.message, {
                ...(error.param !== undefined ? { param: error.param } : {}),
                ...(error.details !== undefined ? { details: error.details } : {}),
                type: errorTypeFor(error.status, envelope.types),
              }).toBody(requestId, envelope),
            }
          : specError(op, error.status, error.code, error.message);
        const text = JSON.stringify(answer.body);
        record(name, violations);
        res.writeHead(answer.status, { 'content-type': answer.contentType, 'content-length': String(Buffer.byteLength(text)), ...violationsHeader(violations) }).end(text);
      };
      if (!op) {
        violations.push({ location: ['request', 'path'], message: routed ? `${method} is not documented for ${routed.template}` : `no operation of the spec matches ${pathname}` });
      } else {
        let body: unknown;
        const type = String(req.headers['content-type'] ?? '');
        if (raw.length && isJsonType(type.split(';')[0]!.trim() || 'application/json')) {
          try {
            body = JSON.parse(raw.toString('utf8'));
          } catch {
            violations.push({ location: ['request', 'body'], message: 'is not valid JSON' });
            return refuse(new ApiError(400, 'invalid_json', 'The request body is not valid JSON.'));
          }
        }
        const query: Record<string, unknown> = {};
        for (const [k, v] of new URLSearchParams(search)) query[k] = k in query ? [query[k], v].flat() : v;
        const invalid = requestValidator(op).check({ path: { ...routed.params }, query, body, hasBody: raw.length > 0 });
        if (invalid) {
          // A body's schema has a place in the document; a parameter is named by its location and name.
          const media = jsonContent(op.request?.body?.contents)?.mediaType ?? 'application/json';
          const pointer = invalid.location === 'body' ? `${operationPointer(op)}/requestBody/content/${escapePointer(media)}/schema` : undefined;
          for (const e of invalid.errors) {
            violations.push({
              location: ['request', invalid.location, ...where(e)],
              message: say(e),
              ...(pointer ? { schema: `${pointer}${e.schemaPath.replace(/^#/, '')}` } : {}),
            });
          }
          const status = op.responses.some((r) => r.code === '400') ? 400 : op.responses.some((r) => r.code === '422') ? 422 : 400;
          const error = toApiError(invalid.errors, invalid.location);
          return refuse(
            new ApiError(status, error.code, error.message, {
              ...(error.param !== undefined ? { param: error.param } : {}),
              ...(error.details !== undefined ? { details: error.details } : {}),
            }),
          );
        }
      }
      const headers = { ...req.headers, host: upstream.host };
      const target = { protocol: upstream.protocol, hostname: upstream.hostname, port: upstream.port, method, path: `${base}${url}`, headers };
      const forward = (upstream.protocol === 'https:' ? https : http).request(target, (answer) => {
        const got: Buffer[] = [];
        answer.on('data', (c: Buffer) => got.push(c));
        answer.on('end', () => {
          const text = Buffer.concat(got);
          const status = answer.statusCode ?? 502;
          if (op) checkAnswer(op, status, String(answer.headers['content-type'] ?? ''), text, violations);
          record(name, violations);
          const out = { ...answer.headers, ...violationsHeader(violations), 'content-length': String(text.length) };
          delete out['transfer-encoding'];
          res.writeHead(status, out).end(text);
        });
      });
      forward.on('error', (error) => refuse(new ApiError(502, 'upstream_unreachable', `The server at ${options.upstream} did not answer: ${error.message}.`)));
      forward.end(raw);
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, MOCK_HOST, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://${MOCK_HOST}:${port}`,
    port,
    summary: () => ({ exchanges, violating, violations: [...seen.values()].sort((a, b) => b.count - a.count || a.operation.localeCompare(b.operation)) }),
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

/** The answer's violations of the spec: an undocumented status or media type, a body that does not fit its schema. */
function checkAnswer(op: SpecOperation, status: number, contentType: string, body: Buffer, violations: Violation[]): void {
  const documented = documentedResponse(op, status);
  if (!documented) {
    violations.push({ location: ['response', 'status'], message: `${status} is not documented (documented: ${op.responses.map((r) => r.code).join(', ')})` });
    return;
  }
  const mediaType = contentType.split(';')[0]!.trim().toLowerCase();
  const contents = documented.contents ?? [];
  if (!contents.length) {
    if (body.length) violations.push({ location: ['response', 'body'], message: `the documented ${documented.code} answer has no body, but one was sent` });
    return;
  }
  const content = contents.find((c) => c.mediaType.toLowerCase() === mediaType) ?? contents.find((c) => c.mediaType === '*/*');
  if (!content) {
    violations.push({ location: ['response', 'content-type'], message: `${mediaType || 'none'} is not documented (documented: ${contents.map((c) => c.mediaType).join(', ')})` });
    return;
  }
  if (!isJsonType(content.mediaType) || !content.schema) return;
  let value: unknown;
  try {
    value = JSON.parse(body.toString('utf8'));
  } catch {
    violations.push({ location: ['response', 'body'], message: 'is not valid JSON' });
    return;
  }
  const validate = responseValidator(op, documented.code);
  if (validate && !validate(value)) {
    const pointer = `${operationPointer(op)}/responses/${documented.code}/content/${escapePointer(content.mediaType)}/schema`;
    for (const e of validate.errors ?? []) violations.push({ location: ['response', 'body', ...where(e)], message: say(e), schema: `${pointer}${e.schemaPath.replace(/^#/, '')}` });
  }
}
