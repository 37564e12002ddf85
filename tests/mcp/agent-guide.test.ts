/**
 * The guide "Use the API from an AI agent" (docs/guides/ai-agents.md) works as copied. Its `npm pack`
 * command makes the tarballs the configurations name; every JSON block is a client's configuration (Claude
 * Desktop and Cursor: `mcpServers`; VS Code: `servers` and `inputs`), and each stdio server it names is
 * started as the client would start it, from an empty folder: its command, its arguments (the guide's
 * `/home/you/cmp-mcp` being where the tarballs were packed) and its environment as written (`${input:...}`
 * being the value typed; the sandbox's address at the port this test's sandbox got). The credentials the
 * blocks carry are the sandbox's own, so nothing else is filled in. Each server answers `tools/list` and a
 * read to the official SDK's client; the HTTP entry is served by the package's command and reached with the
 * headers its block gives; the example session's calls are made and answer as the guide shows.
 *
 * `npx` installs the tarballs' dependencies from npm's cache (`prefer-offline`), as a user's first run
 * would from the registry; the tarballs are kept under node_modules/.cache/cmp-agent-guide/ by their hash,
 * so a rerun with the same packages reuses npx's install of them.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import MarkdownIt from 'markdown-it';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtServer, HTTP_SECRET, httpServer, REQUEST, root, startSandbox, type HttpServer, type Sandbox } from './session.js';

interface Entry {
  type?: string;
  command?: string;
  args?: string[];
  env?: Record<string, string>;
  url?: string;
  headers?: Record<string, string>;
}
interface Block {
  line: number;
  config: { mcpServers?: Record<string, Entry>; servers?: Record<string, Entry>; inputs?: { id: string; password?: boolean }[] };
}

const run = promisify(execFile);
const guide = path.join(root, 'docs/guides/ai-agents.md');
const fences = new MarkdownIt().parse(readFileSync(guide, 'utf8'), {}).filter((t) => t.type === 'fence');
const blocks: Block[] = fences.filter((t) => t.info.trim() === 'json').map((t) => ({ line: (t.map?.[0] ?? 0) + 1, config: JSON.parse(t.content) as Block['config'] }));
/** The guide's folder of tarballs, as its configurations name it. */
const PLACEHOLDER = '/home/you/cmp-mcp';
/** The sandbox's address in the guide (the sandbox's default port). */
const GUIDE_BASE_URL = 'http://127.0.0.1:4020/v1';

let sandbox: Sandbox;
let http: HttpServer;
/** Where the guide's `npm pack` wrote the tarballs. */
let packs: string;
/** An empty folder: the client's working directory. */
let empty: string;

/** Runs the guide's `npm pack` line into a folder named by the tarballs' hash (npm packs deterministically). */
async function packAsTheGuideSays(): Promise<string> {
  const line = fences
    .filter((t) => t.info.trim().startsWith('sh'))
    .flatMap((t) => t.content.split('\n'))
    .find((l) => l.includes('npm pack'));
  const pack = /npm pack (.+) --pack-destination ~\/cmp-mcp\s*$/.exec(line?.split('&&').at(-1)?.trim() ?? '');
  expect(pack, `the guide's npm pack command (${line})`).not.toBeNull();
  const cache = path.join(root, 'node_modules/.cache/cmp-agent-guide');
  const fresh = path.join(cache, `.tmp-${process.pid}`);
  rmSync(fresh, { recursive: true, force: true });
  mkdirSync(fresh, { recursive: true });
  await run('npm', ['pack', ...pack![1]!.split(/\s+/), '--pack-destination', fresh], { cwd: root });
  const hash = createHash('sha256');
  for (const file of readdirSync(fresh).sort()) hash.update(file).update(readFileSync(path.join(fresh, file)));
  const target = path.join(cache, hash.digest('hex').slice(0, 16));
  if (existsSync(target)) rmSync(fresh, { recursive: true, force: true });
  else renameSync(fresh, target);
  // Older packs are left behind by a change of the packages: only the current one is kept.
  for (const dir of readdirSync(cache)) if (path.join(cache, dir) !== target) rmSync(path.join(cache, dir), { recursive: true, force: true });
  return target;
}

beforeAll(async () => {
  empty = mkdtempSync(path.join(tmpdir(), 'cmp-agent-guide-'));
  await builtServer();
  [sandbox, packs] = await Promise.all([startSandbox({ port: 0 }), packAsTheGuideSays()]);
  http = await httpServer(sandbox);
});
afterAll(async () => {
  await http?.stop();
  await sandbox?.stop();
  if (empty) rmSync(empty, { recursive: true, force: true });
});

/** A value of the block as the client passes it: `${input:id}` as typed, the sandbox's address at this test's port. */
function asTheClientPasses(value: string): string {
  return value
    .replace(/\$\{input:cmp-client-secret\}/g, sandbox.credentials.acme.clientSecret)
    .replace(/\$\{input:cmp-mcp-secret\}/g, HTTP_SECRET)
    .replace(GUIDE_BASE_URL, sandbox.baseUrl)
    .replace(PLACEHOLDER, packs);
}

async function connectEntry(name: string, entry: Entry): Promise<Client> {
  const client = new Client({ name: 'guide-test', version: '1.0.0' });
  if (entry.url) {
    // The block's address with the port the test's server was given; its headers as written, filled in.
    const url = new URL(entry.url);
    url.port = new URL(http.url).port;
    const headers = Object.fromEntries(Object.entries(entry.headers ?? {}).map(([k, v]) => [k, asTheClientPasses(v)]));
    await client.connect(new StreamableHTTPClientTransport(url, { requestInit: { headers } }), REQUEST);
    return client;
  }
  expect(entry.command, name).toBe('npx');
  // The client's environment: the block's variables and what any process has (PATH, HOME); npm reads its
  // cache first, as it may.
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? tmpdir(),
    npm_config_prefer_offline: 'true',
    npm_config_update_notifier: 'false',
    ...Object.fromEntries(Object.entries(entry.env ?? {}).map(([k, v]) => [k, asTheClientPasses(v)])),
  };
  const args = (entry.args ?? []).map(asTheClientPasses);
  await client.connect(new StdioClientTransport({ command: entry.command!, args, env, cwd: empty, stderr: 'ignore' }), REQUEST);
  return client;
}

const entries = () => blocks.flatMap((b) => Object.entries({ ...b.config.mcpServers, ...b.config.servers }).map(([name, entry]) => ({ name: `${name} (line ${b.line})`, entry })));

describe('the AI agents guide', () => {
  it('gives a configuration for Claude Desktop, Cursor and VS Code (stdio and HTTP)', () => {
    expect(blocks.filter((b) => b.config.mcpServers).length).toBeGreaterThanOrEqual(2);
    expect(blocks.filter((b) => b.config.servers).length).toBeGreaterThanOrEqual(2);
    const text = readFileSync(guide, 'utf8');
    for (const name of ['Claude Desktop', 'claude_desktop_config.json', 'Cursor', '.cursor/mcp.json', 'VS Code', '.vscode/mcp.json']) expect(text).toContain(name);
    // Secrets typed into VS Code are asked for as passwords, not written into the file.
    for (const block of blocks.filter((b) => b.config.inputs)) expect(block.config.inputs!.every((i) => i.password === true)).toBe(true);
  });

  it('names the tarballs its npm pack command makes, and the sandbox its credentials belong to', () => {
    const packed = readdirSync(packs).sort();
    expect(packed).toEqual([expect.stringMatching(/^customer-messaging-client-.+\.tgz$/), expect.stringMatching(/^customer-messaging-mcp-.+\.tgz$/)]);
    for (const { name, entry } of entries().filter((e) => !e.entry.url)) {
      const tarballs = (entry.args ?? []).filter((a) => a.endsWith('.tgz'));
      expect(tarballs.map((t) => path.basename(t)).sort(), name).toEqual(packed);
      expect(
        tarballs.every((t) => t.startsWith(`${PLACEHOLDER}/`)),
        name,
      ).toBe(true);
      expect(entry.env?.CMP_BASE_URL, name).toBe(GUIDE_BASE_URL);
      expect(entry.env?.CMP_CLIENT_ID, name).toBe(sandbox.credentials.acme.clientId);
      expect([sandbox.credentials.acme.clientSecret, '${input:cmp-client-secret}'], name).toContain(entry.env?.CMP_CLIENT_SECRET);
    }
  });

  it('starts every server the blocks name from an empty folder, and each lists its tools and reads', async () => {
    expect(entries().length).toBeGreaterThanOrEqual(4);
    // One at a time: concurrent `npx` runs of one package may race on npm's cache.
    const listed: { name: string; tools: string[]; ok: boolean }[] = [];
    for (const { name, entry } of entries()) {
      const client = await connectEntry(name, entry);
      try {
        const { tools } = await client.listTools(undefined, REQUEST);
        // A read the configuration allows, to show the credential it was given works.
        const result = await client.callTool({ name: 'conversations_list', arguments: { per_page: 1 } }, undefined, REQUEST);
        listed.push({ name, tools: tools.map((t) => t.name), ok: !result.isError });
      } finally {
        await client.close();
      }
    }
    for (const { name, tools, ok } of listed) {
      expect(tools.length, name).toBeGreaterThan(0);
      expect(tools, name).toContain('conversations_list');
      expect(ok, name).toBe(true);
    }
    // The Cursor block's --read-only and the VS Code block's --scopes are honoured.
    const cursor = listed.find((l) => l.tools.every((t) => !/create|send|update|delete/.test(t)));
    expect(cursor, 'a read-only configuration').toBeDefined();
  });

  it("the example session's calls answer as the guide shows, with the sandbox's demo data", async () => {
    const session = fences.find((t) => t.info.trim() === 'text' && t.content.includes('tools/call'))!.content.split('\n');
    const calls = session.flatMap((line, i) => {
      const call = /^agent\s+->\s+tools\/call (\S+) (\{.*\})$/.exec(line);
      return call ? [{ tool: call[1]!, args: JSON.parse(call[2]!) as Record<string, unknown>, shown: session[i + 1]!.replace(/^server\s+<-\s+/, '') }] : [];
    });
    expect(calls.length).toBeGreaterThanOrEqual(3);
    const client = await connectEntry('the HTTP server', { url: 'http://127.0.0.1:8808/mcp', headers: { Authorization: `Bearer ${HTTP_SECRET}` } });
    try {
      for (const { tool, args, shown } of calls) {
        const result = await client.callTool({ name: tool, arguments: args }, undefined, REQUEST);
        const text = (result.content as { type: string; text?: string }[]).map((c) => c.text ?? '').join('\n');
        if (shown.startsWith('isError: ')) {
          expect(result.isError, `${tool} ${JSON.stringify(args)}`).toBe(true);
          expect(text).toContain(shown.slice('isError: '.length).replace(/ \[request id .*$/, ''));
        } else {
          expect(result.isError, `${tool} ${JSON.stringify(args)}: ${text}`).toBeFalsy();
          // Every id the guide shows in the answer is in the real one.
          for (const [, id] of shown.matchAll(/"id": "([^"]+)"/g)) expect(text, tool).toMatch(new RegExp(`"id":\\s*"${id!.replace(/[^\w]/g, '\\$&')}"`));
        }
      }
    } finally {
      await client.close();
    }
  });
});
