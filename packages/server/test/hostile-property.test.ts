/**
 * Property-based hostile input over every operation of the route table, on the runtime itself (no
 * handler logic: unimplemented operations answer 501 `not_implemented`). Whatever the path values, query,
 * headers, token and body, the answer is never another 5xx (so never `internal_error` nor, in test mode,
 * `response_validation_failed` for a refusal the operation does not document), and every error is in the
 * Error shape with X-Request-Id equal to error.request_id and no framework internals.
 *
 * Runs: HOSTILE_RUNS (default 250, about a second); a failure prints fast-check's seed and path, replay
 * with HOSTILE_SEED=<seed>.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, schemaDocument, type RouteDefinition } from '../src/index.js';
import { startHarness, type Harness } from './harness.js';

const RUNS = Number(process.env.HOSTILE_RUNS ?? 250);
const SEED = process.env.HOSTILE_SEED ? Number(process.env.HOSTILE_SEED) : undefined;

let h: Harness;
beforeAll(async () => {
  // Small limits so the limit paths are reached often; rate limits off so the runs are not throttled.
  h = await startHarness({ rateLimits: false, bodyLimit: 8 * 1024, limits: { stringLength: 512, pageMax: 1_000 } });
  const scopes = [...new Set(routes.flatMap((r) => r.scopes))];
  h.credentials.set('cred_all', { id: 'cred_all', clientId: 'cli_all', accountId: 'acc_1', name: 'All', scopes, expiresAt: null });
});
afterAll(() => h?.close());

/** Values that broke something somewhere: numerals Number() misreads, encodings, sizes, controls. */
const nasty = fc.constantFrom(
  '',
  ' ',
  '0',
  '-1',
  '1e309',
  '-1e400',
  '0x19',
  '1_000',
  'NaN',
  'Infinity',
  '99999999999999999999999',
  '2.5',
  'true',
  'null',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  '\u0000',
  '\u202e',
  '\ud83d\ude00',
  '\ufffd',
  'a'.repeat(300),
  '<script>',
  "' OR 1=1 --",
);
/** Text as it is put in a URL: encoded, or one of the raw sequences a percent-decoder must survive. */
const urlText = fc.oneof(
  { weight: 3, arbitrary: fc.oneof(nasty, fc.string({ maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 20 })).map(encodeURIComponent) },
  { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '%E0%A4%A', '%C0%AE', '%00', '%2F', '%252F', '..', '.', '%2e%2e', 'a;b=c', 'a,b') },
);

const bodyProperties = (route: RouteDefinition): string[] => {
  const ref = String((route.request.body?.schema as { $ref?: string } | undefined)?.$ref ?? '');
  const schema = schemaDocument.components.schemas[ref.split('/').pop() ?? ''] as { properties?: Record<string, unknown> } | undefined;
  return Object.keys(schema?.properties ?? {});
};

/** A body: JSON with the operation's own field names and hostile values, or text that is not JSON at all. */
const bodyFor = (route: RouteDefinition) => {
  const keys = bodyProperties(route);
  const value = fc.oneof(fc.jsonValue({ maxDepth: 3 }), nasty, fc.constantFrom(1e308, -0, Number.MAX_SAFE_INTEGER + 2));
  const fields = keys.length ? fc.dictionary(fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 8 })), value, { maxKeys: 8 }) : fc.dictionary(fc.string(), value);
  return fc.oneof(
    { weight: 4, arbitrary: fields.map((o) => JSON.stringify(o)) },
    { weight: 1, arbitrary: fc.jsonValue().map((v) => JSON.stringify(v)) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '{',
        '{"a":1e400}',
        '{"__proto__":{"admin":true}}',
        '{"constructor":{"prototype":{"x":1}}}',
        '['.repeat(70) + ']'.repeat(70),
        '{"a":"' + 'x'.repeat(600) + '"}',
        '{"a":"' + 'x'.repeat(9_000) + '"}',
        '\ufeff{}',
        'null',
        '"text"',
        '1',
      ),
    },
    { weight: 1, arbitrary: fc.string({ maxLength: 60 }) },
  );
};

const requestFor = (route: RouteDefinition) =>
  fc.record({
    path: fc.array(urlText, { minLength: 4, maxLength: 4 }).map((values) => {
      let i = 0;
      return route.url.replace(/:[A-Za-z0-9_]+/g, () => values[i++ % values.length] || 'x');
    }),
    query: fc.array(
      fc.tuple(
        fc.oneof(fc.constantFrom(...route.parameters.filter((p) => p.in === 'query').map((p) => p.name), 'page', 'x'), fc.string({ maxLength: 6 }).map(encodeURIComponent)),
        urlText,
      ),
      { maxLength: 5 },
    ),
    token: fc.constantFrom('tok_cred_all', 'tok_cred_all', 'tok_cred_all', undefined, 'tok_nobody', 'tok_cred_other'),
    contentType: fc.constantFrom(
      'application/json',
      'application/json',
      'application/json; charset=utf-8',
      'text/plain',
      'application/x-www-form-urlencoded',
      undefined,
      'APPLICATION/JSON',
    ),
    requestId: fc.constantFrom(undefined, 'client-id-1', ' ', 'x'.repeat(300), '\u00e9'),
    body: route.method === 'GET' ? fc.constant(undefined) : fc.option(bodyFor(route), { nil: undefined, freq: 5 }),
  });

describe('hostile input over every operation (property-based)', () => {
  it(`never a 5xx other than 501 not_implemented, always the Error shape (${RUNS} runs)`, async () => {
    const seen = new Map<number, number>();
    const anyRequest = fc.constantFrom(...routes).chain((route) => requestFor(route).map((request) => ({ route, request })));
    await fc.assert(
      fc.asyncProperty(anyRequest, async ({ route, request }) => {
        const query = request.query.map(([k, v]) => `${k}=${v}`).join('&');
        const headers: Record<string, string> = {};
        if (request.token) headers.authorization = `Bearer ${request.token}`;
        if (request.contentType && request.body !== undefined) headers['content-type'] = request.contentType;
        if (request.requestId) headers['x-request-id'] = encodeURIComponent(request.requestId) === request.requestId ? request.requestId : 'r';
        const url = `${h.url}/v1${request.path}${query ? `?${query}` : ''}`;
        const response = await fetch(url, { method: route.method, headers, ...(request.body !== undefined ? { body: request.body } : {}) });
        const text = await response.text();
        const where = `${route.method} ${url} -> ${response.status} ${text.slice(0, 300)}`;
        seen.set(response.status, (seen.get(response.status) ?? 0) + 1);
        expect(response.status < 500 || (response.status === 501 && text.includes('"not_implemented"')), where).toBe(true);
        if (response.status < 400) return;
        const id = response.headers.get('x-request-id');
        expect(id, where).toBeTruthy();
        const error = (JSON.parse(text) as { error: Record<string, unknown> }).error;
        expect(error.request_id, where).toBe(id);
        for (const part of ['type', 'code', 'message']) expect(typeof error[part], `${where} (${part})`).toBe('string');
        expect(text, where).not.toMatch(/FST_|ERR_|HPE_|\n\s+at /);
      }),
      { numRuns: RUNS, ...(SEED !== undefined ? { seed: SEED } : {}) },
    );
    expect(h.violations).toEqual([]);
    // The runs reach the runtime's refusals and, past them, the handlers (501 where none is written).
    for (const status of [400, 401, 501]) expect(seen.get(status) ?? 0, `status ${status} never answered`).toBeGreaterThan(0);
  });
});
