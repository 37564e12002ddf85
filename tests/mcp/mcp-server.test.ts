/**
 * The generated MCP server (`packages/mcp`, built), as agents use it: the official SDK's `Client` over
 * stdio and over Streamable HTTP against one sandbox. Tools are listed and checked (names every major
 * client takes, input schemas that compile with Ajv 2020-12, annotations); a read, a create, a paged list
 * and its next page, a 404 (a tool error with the API's code and request id) and malformed calls are made;
 * no message of either transcript holds a secret. The MCP Inspector's CLI lists the tools too.
 */
import { execFile } from 'node:child_process';
import { request } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bin,
  builtServer,
  HTTP_SECRET,
  httpServer,
  httpSession,
  REQUEST,
  root,
  sandboxEnv,
  startSandbox,
  stdioSession,
  type HttpServer,
  type Recorded,
  type Sandbox,
} from './session.js';

const run = promisify(execFile);
let sandbox: Sandbox;
let stdio: Recorded;
let http: HttpServer;
let overHttp: Recorded;
let tools: Tool[];
/** Started beside the others: dynamic mode, and a small size budget. */
let dynamic: Recorded;
let budgeted: Recorded;

beforeAll(async () => {
  [sandbox] = await Promise.all([startSandbox({ port: 0 }), builtServer()]);
  [stdio, http, dynamic, budgeted] = await Promise.all([
    stdioSession(sandbox),
    httpServer(sandbox),
    stdioSession(sandbox, ['--dynamic']),
    stdioSession(sandbox, ['--max-result-bytes', '2000', '--tools', 'conversations_list']),
  ]);
  overHttp = await httpSession(http);
  tools = (await stdio.client.listTools(undefined, REQUEST)).tools;
});

afterAll(async () => {
  await Promise.allSettled([stdio?.close(), overHttp?.close(), dynamic?.close(), budgeted?.close()]);
  await http?.stop();
  await sandbox?.stop();
});

const texts = (result: CallToolResult) => result.content.filter((c) => c.type === 'text').map((c) => (c as { text: string }).text);
const call = async (session: Recorded, name: string, args: Record<string, unknown> = {}) =>
  (await session.client.callTool({ name, arguments: args }, undefined, REQUEST)) as CallToolResult;

describe('the tool list', () => {
  it('has one tool per operation but the token exchange, each named for every client, unique', () => {
    const names = tools.map((t) => t.name);
    expect(names).toEqual(expect.arrayContaining(['conversations_list', 'customers_create', 'objects_records_retrieve', 'messages_send']));
    expect(names).not.toContain('oauth_token_create');
    expect(names.some((n) => /token/i.test(n) && !/introspect/i.test(n))).toBe(false);
    for (const name of names) expect(name).toMatch(/^[a-zA-Z0-9_-]{1,64}$/);
    expect(new Set(names.map((n) => n.toLowerCase())).size).toBe(names.length);
  });

  it('gives every tool an object input schema without top-level combinators that compiles with Ajv 2020-12 (strict)', () => {
    const ajv = new Ajv2020({ strict: true, validateFormats: false });
    for (const tool of tools) {
      const schema = tool.inputSchema as Record<string, unknown>;
      expect(schema.type, tool.name).toBe('object');
      for (const k of ['oneOf', 'anyOf', 'allOf', 'not']) expect(schema[k], `${tool.name} ${k}`).toBeUndefined();
      expect(JSON.stringify(schema), tool.name).not.toContain('"$ref":"#/components');
      expect(() => ajv.compile(schema), tool.name).not.toThrow();
      if (tool.outputSchema) {
        expect(tool.outputSchema.type, tool.name).toBe('object');
        expect(() => ajv.compile(tool.outputSchema!), tool.name).not.toThrow();
      }
    }
  });

  it('describes each tool briefly with its scope and retry safety, and annotates it from the spec', () => {
    const byName = new Map(tools.map((t) => [t.name, t]));
    const list = byName.get('conversations_list')!;
    expect(list.description).toMatch(/Scope: conversations\./);
    expect(list.description).toMatch(/Safe to retry/);
    expect(list.annotations).toMatchObject({ readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: true });
    const send = byName.get('messages_send')!;
    expect(send.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: false });
    expect(byName.get('objects_records_delete')!.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: true });
    expect(byName.get('customers_create')!.description).toMatch(/Not safe to retry/);
    expect(byName.get('signature_links_create')!.description).toMatch(/Cost: credits/);
    for (const tool of tools) expect(tool.description!.length, tool.name).toBeLessThan(700);
    // No argument can carry a credential.
    for (const tool of tools)
      expect(Object.keys((tool.inputSchema as { properties: object }).properties).join(' '), tool.name).not.toMatch(/authorization|client_secret|access_token/i);
  });
});

describe.each([
  ['stdio', () => stdio],
  ['Streamable HTTP', () => overHttp],
])('calls over %s', (_label, session) => {
  it('reads: structured content that matches the output schema, and the same as JSON text', async () => {
    const result = await call(session(), 'billing_plan_retrieve');
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toMatchObject({ object: expect.any(String) });
    expect(JSON.parse(texts(result)[0]!)).toEqual(result.structuredContent);
  });

  it('creates a customer', async () => {
    const result = await call(session(), 'customers_create', { body: { name: `MCP ${_label}` } });
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toMatchObject({ object: 'customer', name: `MCP ${_label}`, id: expect.any(String) });
  });

  it('pages a list: the answer says how to get the next page, and the next page follows', async () => {
    const first = await call(session(), 'conversations_list', { per_page: 2 });
    const page1 = first.structuredContent as { data: { id: string }[]; meta: { has_more: boolean } };
    expect(page1.data).toHaveLength(2);
    expect(page1.meta.has_more).toBe(true);
    expect(texts(first).join('\n')).toMatch(/call conversations_list again with page: 2 and the same other arguments \(per_page\)/);
    const second = await call(session(), 'conversations_list', { per_page: 2, page: 2 });
    const page2 = second.structuredContent as { data: { id: string }[] };
    expect(page2.data.length).toBeGreaterThan(0);
    expect(page2.data.map((c) => c.id)).not.toEqual(expect.arrayContaining(page1.data.map((c) => c.id)));
  });

  it('answers a 404 as a tool error with the API code, message and request id (the SDK client accepts it)', async () => {
    const result = await call(session(), 'objects_records_retrieve', { object_id: 'no_such_object', record_id: 'r1' });
    expect(result.isError).toBe(true);
    expect(result.structuredContent).toBeUndefined();
    const body = JSON.parse(texts(result)[1]!) as { error: { status: number; code: string; message: string; request_id: string } };
    expect(body.error).toMatchObject({ status: 404, code: 'resource_not_found', request_id: expect.stringMatching(/^req_/) });
    expect(body.error.message).not.toMatch(/^404/);
    expect(texts(result)[0]).toContain(body.error.request_id);
  });

  it('names the offending field of a 400', async () => {
    const result = await call(session(), 'conversations_list', { updated_after: 'yesterday' });
    expect(result.isError).toBe(true);
    const body = JSON.parse(texts(result)[1]!) as { error: { status: number; field?: string } };
    expect(body.error).toMatchObject({ status: 400, field: 'updated_after' });
  });

  it('refuses malformed calls with clear tool errors, and keeps serving', async () => {
    const unknown = await call(session(), 'conversation_list');
    expect(unknown.isError).toBe(true);
    expect(texts(unknown)[0]).toMatch(/Unknown tool "conversation_list"\. Did you mean: .*conversations_list/);
    const wrongType = await call(session(), 'conversations_list', { per_page: 'ten' });
    expect(texts(wrongType)[0]).toMatch(/per_page: must be integer/);
    const missing = await call(session(), 'objects_records_retrieve', { object_id: 'x' });
    expect(texts(missing)[0]).toMatch(/record_id: required, missing/);
    const extra = await call(session(), 'billing_plan_retrieve', { authorization: 'Bearer x' });
    expect(texts(extra)[0]).toMatch(/authorization: not an argument of this tool/);
    for (const r of [wrongType, missing, extra]) expect(r.isError).toBe(true);
    expect(texts(unknown).join('')).not.toMatch(/\n\s+at /);
    expect((await call(session(), 'billing_plan_retrieve')).isError).toBeFalsy();
  });
});

describe('Streamable HTTP', () => {
  it('refuses a caller without the bearer secret, or with a wrong one', async () => {
    const init = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'x', version: '1' } } };
    const post = (headers: Record<string, string>) =>
      fetch(http.url, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers }, body: JSON.stringify(init) });
    expect((await post({})).status).toBe(401);
    expect((await post({ authorization: 'Bearer wrong-secret-0123456789' })).status).toBe(401);
    expect((await post({ authorization: `Bearer ${HTTP_SECRET}` })).status).toBe(200);
    // Another Host than the loopback address (DNS rebinding) is refused (node:http: fetch sets Host itself).
    const url = new URL(http.url);
    const status = await new Promise<number | undefined>((resolve, reject) =>
      request({ host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers: { host: 'evil.example', authorization: `Bearer ${HTTP_SECRET}` } }, (res) => {
        res.resume();
        resolve(res.statusCode);
      })
        .on('error', reject)
        .end('{}'),
    );
    expect(status).toBe(403);
    expect(url.hostname).toBe('127.0.0.1');
  });

  it('will not start without a secret', async () => {
    const env = { ...sandboxEnv(sandbox) };
    const result = await run(process.execPath, [bin, '--transport', 'http', '--port', '0'], { env }).catch((e: { code: number; stderr: string }) => e);
    expect((result as { code: number }).code).toBe(2);
    expect((result as { stderr: string }).stderr).toMatch(/needs CMP_MCP_HTTP_SECRET/);
  });
});

describe('subsets, the dynamic mode and the size budget', () => {
  it('--read-only, --tags and --scopes expose only what they allow; a wrong name is refused', async () => {
    const list = async (...args: string[]) => (await run(process.execPath, [bin, '--list-tools', ...args], { env: sandboxEnv(sandbox) })).stdout.trim().split('\n');
    const names = (lines: string[]) => lines.map((l) => l.split('\t')[0]).sort();
    const [readOnly, scoped, named, tagged, wrong] = await Promise.all([
      list('--read-only'),
      list('--scopes', 'conversations,messages'),
      list('--tools', 'conversations_list,createCustomer'),
      list('--tags', 'customer objects'),
      run(process.execPath, [bin, '--scopes', 'conversation'], { env: sandboxEnv(sandbox) }).catch((e: { code: number; stderr: string }) => e),
    ]);
    expect(readOnly.length).toBeGreaterThan(3);
    expect(readOnly.every((l) => l.includes('read-only'))).toBe(true);
    // Operations that need no scope (any valid token) stay in every selection by scopes.
    expect(names(scoped)).toEqual(['conversations_list', 'messages_send', 'oauth_introspect']);
    expect(names(named)).toEqual(['conversations_list', 'customers_create']);
    expect(tagged.length).toBeGreaterThan(1);
    expect(tagged.every((l) => l.startsWith('objects_'))).toBe(true);
    expect((wrong as { code: number }).code).toBe(2);
    expect((wrong as { stderr: string }).stderr).toMatch(/Unknown scope: conversation\. Known scopes: .*conversations/);
  });

  it('dynamic mode: three tools that search, describe and call', async () => {
    const session = dynamic;
    {
      const listed = (await session.client.listTools(undefined, REQUEST)).tools.map((t) => t.name);
      expect(listed).toEqual(['search_operations', 'describe_operation', 'call_operation']);
      const found = JSON.parse(texts(await call(session, 'search_operations', { query: 'list conversations' }))[0]!) as { matches: { name: string }[] };
      expect(found.matches[0]!.name).toBe('conversations_list');
      const described = JSON.parse(texts(await call(session, 'describe_operation', { name: 'conversations_list' }))[0]!) as Tool;
      expect(described.inputSchema.properties).toHaveProperty('per_page');
      const called = await call(session, 'call_operation', { name: 'conversations_list', arguments: { per_page: 1 } });
      expect((called.structuredContent as { data: unknown[] }).data).toHaveLength(1);
      expect(texts(called).join('\n')).toMatch(/again with page: 2/);
    }
  });

  it('cuts an answer above the budget and says how to ask for less', async () => {
    const session = budgeted;
    {
      const result = await call(session, 'conversations_list', { per_page: 20 });
      expect(result.isError).toBeFalsy();
      expect(Buffer.byteLength(texts(result)[0]!)).toBeLessThanOrEqual(2000);
      expect(texts(result).join('\n')).toMatch(/Answer cut to fit the budget of 2000 bytes: \d+ of \d+ items shown.*a smaller `per_page`/);
    }
  });
});

describe('the command line', () => {
  it('--help documents every option and environment variable; a wrong option is one line and exit 2', async () => {
    const [{ stdout: help }, wrongRun] = await Promise.all([
      run(process.execPath, [bin, '--help']),
      run(process.execPath, [bin, '--transport', 'carrier-pigeon']).catch((e: unknown) => e),
    ]);
    for (const option of [
      '--transport',
      '--port',
      '--host',
      '--mode',
      '--dynamic',
      '--tools',
      '--tags',
      '--read-only',
      '--scopes',
      '--max-result-bytes',
      '--list-tools',
      '--version',
      '--help',
    ])
      expect(help).toContain(option);
    for (const variable of ['CMP_CLIENT_ID', 'CMP_CLIENT_SECRET', 'CMP_ACCESS_TOKEN', 'CMP_BASE_URL', 'CMP_MCP_HTTP_SECRET', 'CMP_MCP_TRANSPORT', 'CMP_MCP_PORT', 'CMP_MCP_SCOPES'])
      expect(help).toContain(variable);
    const wrong = wrongRun as { code: number; stderr: string };
    expect(wrong.code).toBe(2);
    expect(wrong.stderr.trim().split('\n')).toHaveLength(1);
    expect(wrong.stderr).toMatch(/--transport: expected stdio or http/);
  });

  it("the MCP Inspector's CLI lists the tools", async () => {
    const inspector = path.join(root, 'node_modules/@modelcontextprotocol/inspector-cli/build/cli.js');
    const env = sandboxEnv(sandbox);
    const { stdout } = await run(
      process.execPath,
      [inspector, '--cli', ...Object.entries(env).flatMap(([k, v]) => ['-e', `${k}=${v}`]), process.execPath, bin, '--method', 'tools/list'],
      // The CLI reads its own package.json at `../package.json` when the working folder's parent has one.
      { env: { ...process.env, ...env }, maxBuffer: 16 << 20, cwd: path.join(root, 'tests') },
    );
    const listed = JSON.parse(stdout) as { tools: { name: string }[] };
    expect(listed.tools.map((t) => t.name).sort()).toEqual(tools.map((t) => t.name).sort());
  });
});

describe('credentials never reach the model', () => {
  it('no message of either transcript, and no log line, holds the client secret or a token', () => {
    const secret = sandbox.credentials.acme.clientSecret;
    for (const [label, recorded] of [
      ['stdio', stdio],
      ['http', overHttp],
    ] as const) {
      expect(recorded.transcript.length, label).toBeGreaterThan(10);
      const text = JSON.stringify(recorded.transcript) + recorded.stderr.join('');
      expect(text, label).not.toContain(secret);
      expect(text, label).not.toContain(HTTP_SECRET);
      // The sandbox's access tokens are JWTs.
      expect(text, label).not.toMatch(/eyJ[\w-]+\.[\w-]+\./);
    }
  });
});
