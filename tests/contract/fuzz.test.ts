/**
 * Contract 5, property-based fuzzing of the sandbox (the checks Schemathesis runs, rebuilt with fast-check
 * and Ajv 2020). Per operation: valid requests generated from the spec are never answered 5xx, always with
 * a status the spec documents and a body that validates; invalid requests get a 4xx Error whose
 * `request_id` equals the `X-Request-Id` header, never 5xx.
 *
 * Runs per operation: FUZZ_RUNS (default 15, fast enough for CI); `FUZZ_RUNS=500 npx vitest run
 * tests/contract/fuzz.test.ts` is the long mode. A failure prints the seed, the path and the request;
 * replay it with FUZZ_SEED=<seed>.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../../packages/sandbox/src/index.js';
import { deref, loadBundledSpec, operations, type Node } from '../support/spec.js';
import { specAjv } from '../support/ajv.js';
import { arbitraryFor } from '../support/arbitraries.js';
import { readLock } from '../../generators/src/lock/error-codes.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 15);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const spec = loadBundledSpec();
const { validate } = specAjv(spec);

let sandbox: Sandbox;
let token: string;
const violations: string[] = [];
/** Every `error.code` the sandbox answered with, to check each one is documented and locked. */
const answeredCodes = new Map<string, string>();

beforeAll(async () => {
  sandbox = await startSandbox({ rateLimits: false, mode: 'test', onResponseViolation: (v) => violations.push(JSON.stringify(v)) });
  const res = await fetch(`${sandbox.baseUrl}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ client_id: sandbox.credentials.acme.clientId, client_secret: sandbox.credentials.acme.clientSecret }),
  });
  token = (await res.json()).access_token;
});
afterAll(() => sandbox?.stop());

interface FuzzRequest {
  method: string;
  path: string;
  query: [string, string][];
  headers: Record<string, string>;
  body?: string;
}
interface Answer {
  status: number;
  requestId: string | null;
  body: any;
  text: string;
}

async function send(r: FuzzRequest): Promise<Answer> {
  const url = new URL(`${sandbox.baseUrl}${r.path}`);
  for (const [k, v] of r.query) url.searchParams.append(k, v);
  const res = await fetch(url, { method: r.method, headers: r.headers, ...(r.body !== undefined ? { body: r.body } : {}) });
  const text = await res.text();
  let body: any;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  if (typeof body?.error?.code === 'string') answeredCodes.set(body.error.code, `${r.method} ${r.path} -> ${res.status}`);
  return { status: res.status, requestId: res.headers.get('x-request-id'), body, text };
}

/** Ids that exist in the demo account, so valid requests also reach the 200 paths, not only 404. */
function knownIds(name: string): string[] {
  const acme = sandbox.state.accounts.get('acc_acme')!;
  const keys = (m: Map<string, unknown>) => [...m.keys()];
  switch (name) {
    case 'conversation_id':
      return keys(acme.conversations);
    case 'object_id':
      return keys(acme.objects);
    case 'record_id':
      return [...acme.records.values()].flatMap((records) => keys(records as Map<string, unknown>));
    case 'feature_key':
      return keys(acme.aiFeatures);
    default:
      return [];
  }
}

function validRequest(path: string, method: string, op: Node, pathItem: Node): fc.Arbitrary<FuzzRequest> {
  const params = [...(pathItem.parameters ?? []), ...(op.parameters ?? [])].map((p: Node) => deref(spec, p));
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  const body = op.requestBody ? deref(spec, op.requestBody).content['application/json'].schema : undefined;
  return fc
    .record({
      path: fc
        .tuple(
          ...pathParams.map((p) =>
            fc.oneof(
              { weight: 3, arbitrary: fc.constantFrom(...(knownIds(p.name).length ? knownIds(p.name) : ['x'])) },
              { weight: 1, arbitrary: fc.stringMatching(/^[A-Za-z0-9_]{1,12}$/) },
            ),
          ),
        )
        .map((values) => pathParams.reduce((p, param, i) => p.replace(`{${param.name}}`, encodeURIComponent(String(values[i]))), path)),
      query: fc.tuple(...queryParams.map((p) => fc.option(arbitraryFor(spec, p.schema), { nil: undefined }))).map((values) =>
        queryParams.flatMap((p, i): [string, string][] => {
          const v = values[i];
          if (v === undefined) return [];
          return Array.isArray(v) ? v.map((x) => [p.name, String(x)] as [string, string]) : [[p.name, String(v)]];
        }),
      ),
      body: body ? arbitraryFor(spec, body).map((v) => JSON.stringify(v)) : fc.constant(undefined),
    })
    .map(({ path: p, query, body: b }) => ({
      method: method.toUpperCase(),
      path: p,
      query,
      headers: { authorization: `Bearer ${token}`, ...(b !== undefined ? { 'content-type': 'application/json' } : {}) },
      ...(b !== undefined ? { body: b } : {}),
    }));
}

type Breakage = (r: FuzzRequest) => FuzzRequest;
function breakages(op: Node, pathItem: Node): [string, Breakage][] {
  const params = [...(pathItem.parameters ?? []), ...(op.parameters ?? [])].map((p: Node) => deref(spec, p));
  const list: [string, Breakage][] = [];
  const secured = (op.security ?? spec.security).some((s: Node) => Object.keys(s).length);
  if (secured) {
    list.push(['no token', (r) => ({ ...r, headers: Object.fromEntries(Object.entries(r.headers).filter(([k]) => k !== 'authorization')) })]);
    list.push(['bad token', (r) => ({ ...r, headers: { ...r.headers, authorization: 'Bearer not-a-token' } })]);
  }
  if (op.requestBody) {
    list.push(['malformed JSON', (r) => ({ ...r, body: '{"type": "text", ', headers: { ...r.headers, 'content-type': 'application/json' } })]);
    list.push([
      'oversize body',
      (r) => ({ ...r, body: JSON.stringify({ type: 'text', content: 'x'.repeat(2 * 1024 * 1024) }), headers: { ...r.headers, 'content-type': 'application/json' } }),
    ]);
    list.push(['wrong content type', (r) => ({ ...r, body: 'type=text', headers: { ...r.headers, 'content-type': 'application/x-www-form-urlencoded' } })]);
    const schema = deref(spec, deref(spec, op.requestBody).content['application/json'].schema);
    const required: string[] = schema.required ?? [];
    if (required.length) {
      list.push([`missing required ${required[0]}`, (r) => ({ ...r, body: JSON.stringify(omit(JSON.parse(r.body!), required[0]!)) })]);
      list.push([`wrong type of ${required[0]}`, (r) => ({ ...r, body: JSON.stringify({ ...JSON.parse(r.body!), [required[0]!]: [{ nested: true }] }) })]);
    }
    if (schema.minProperties) list.push(['empty body', (r) => ({ ...r, body: '{}' })]);
  }
  for (const p of params.filter((x) => x.in === 'query')) {
    const items = p.schema.type === 'array' ? p.schema.items : p.schema;
    const set =
      (value: string): Breakage =>
      (r) => ({ ...r, query: [...r.query.filter(([k]) => k !== p.name), [p.name, value]] });
    if (items.enum) list.push([`unknown ${p.name} value`, set('not_a_value')]);
    if (items.type === 'integer') {
      list.push([`${p.name} not a number`, set('abc')]);
      if (items.maximum !== undefined) list.push([`${p.name} above ${items.maximum}`, set(String(items.maximum + 1))]);
      if (items.minimum !== undefined) list.push([`${p.name} below ${items.minimum}`, set(String(items.minimum - 1))]);
    }
    if (items.format === 'date-time') list.push([`${p.name} unparsable`, set('yesterday')]);
  }
  return list;
}

function omit(value: any, key: string) {
  const { [key]: _drop, ...rest } = value ?? {};
  return rest;
}

function documented(op: Node, status: number): Node | undefined {
  return op.responses[String(status)] ?? (status >= 500 ? op.responses['5XX'] : undefined) ?? op.responses.default;
}

const runs = (name: string): fc.Parameters<[FuzzRequest]> => ({ numRuns: RUNS, ...(SEED !== undefined ? { seed: SEED } : {}), reporter: reporterFor(name) });
function reporterFor(name: string) {
  return (details: fc.RunDetails<[FuzzRequest]>) => {
    if (!details.failed) return;
    throw new Error(
      `${name}: property failed after ${details.numRuns} run(s).\nReplay: FUZZ_SEED=${details.seed} (path ${details.counterexamplePath})\n` +
        `Request: ${JSON.stringify(details.counterexample?.[0], (_k, v) => (typeof v === 'string' && v.length > 200 ? `${v.slice(0, 200)}… (${v.length} chars)` : v), 2)}\n` +
        `${details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance)}`,
    );
  };
}

describe.each(operations(spec).map((o) => [`${o.method.toUpperCase()} ${o.path}`, o] as const))('%s', (name, { path, method, op, pathItem }) => {
  it('valid requests: a documented status, a body that validates, never 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(validRequest(path, method, op, pathItem), async (request) => {
        const answer = await send(request);
        expect(answer.status, answer.text).toBeLessThan(500);
        const response = documented(op, answer.status);
        expect(response, `status ${answer.status} is not documented: ${answer.text}`).toBeDefined();
        const schema = deref(spec, response!).content?.['application/json']?.schema;
        if (schema) expect(validate(schema, answer.body), answer.text).toEqual([]);
        expect(answer.requestId).toBeTruthy();
        if (answer.status >= 400) expect(answer.body.error.request_id).toBe(answer.requestId);
      }),
      runs(`${name} valid`),
    );
  });

  it.each(breakages(op, pathItem))('invalid: %s -> 4xx Error with the request id, never 5xx', async (breakName, breakIt) => {
    await fc.assert(
      fc.asyncProperty(validRequest(path, method, op, pathItem).map(breakIt), async (request) => {
        const answer = await send(request);
        expect(answer.status, answer.text).toBeGreaterThanOrEqual(400);
        expect(answer.status, answer.text).toBeLessThan(500);
        expect(validate({ $ref: '#/components/schemas/Error' }, answer.body), answer.text).toEqual([]);
        expect(answer.body.error.request_id).toBe(answer.requestId);
      }),
      { ...runs(`${name} ${breakName}`), numRuns: Math.max(1, Math.ceil(RUNS / 3)) },
    );
  });
});

describe('the sandbox under fuzzing', () => {
  it('validated every response against the spec without a violation', () => {
    expect(violations).toEqual([]);
  });

  it('answered only with error codes the spec documents (openapi/error-codes.lock.json)', () => {
    const locked = new Set(readLock().map((c) => c.code));
    const undocumented = [...answeredCodes].filter(([code]) => !locked.has(code)).map(([code, where]) => `${code} (${where})`);
    expect(answeredCodes.size).toBeGreaterThan(3);
    expect(undocumented).toEqual([]);
  });
});
