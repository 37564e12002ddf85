/**
 * The guide "Use the API from an AI agent" (docs/guides/ai-agents.md): every JSON block is a client's
 * configuration (Claude Desktop and Cursor: `mcpServers`; VS Code: `servers` and `inputs`). Each block
 * parses, and each server it names is started as the client would start it (its command, arguments and
 * environment, the placeholders replaced by a sandbox's credentials and `${input:...}` by the value typed)
 * and answers `tools/list` to the official SDK's client; the HTTP entry is served by the package's command
 * and reached with the headers the block gives.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import MarkdownIt from 'markdown-it';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTTP_SECRET, httpServer, root, startSandbox, type HttpServer, type Sandbox } from './session.js';

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

const guide = path.join(root, 'docs/guides/ai-agents.md');
const blocks: Block[] = new MarkdownIt()
  .parse(readFileSync(guide, 'utf8'), {})
  .filter((t) => t.type === 'fence' && t.info.trim() === 'json')
  .map((t) => ({ line: (t.map?.[0] ?? 0) + 1, config: JSON.parse(t.content) as Block['config'] }));

let sandbox: Sandbox;
let http: HttpServer;
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
  http = await httpServer(sandbox);
}, 120_000);
afterAll(async () => {
  await http?.stop();
  await sandbox?.stop();
});

/** A value of the block as the client would pass it: placeholders of the reader's credentials, and `${input:id}`, filled in. */
function filled(value: string): string {
  const { clientId, clientSecret } = sandbox.credentials.acme;
  return value
    .replace(/\$\{input:cmp-client-secret\}/g, clientSecret)
    .replace(/\$\{input:cmp-mcp-secret\}/g, HTTP_SECRET)
    .replace(/^cli_your_client_id$/, clientId)
    .replace(/^sk_live_your_secret$/, clientSecret);
}

describe('the AI agents guide', () => {
  it('gives a configuration for Claude Desktop, Cursor and VS Code (stdio and HTTP)', () => {
    expect(blocks.filter((b) => b.config.mcpServers).length).toBeGreaterThanOrEqual(2);
    expect(blocks.filter((b) => b.config.servers).length).toBeGreaterThanOrEqual(2);
    const text = readFileSync(guide, 'utf8');
    for (const name of ['Claude Desktop', 'claude_desktop_config.json', 'Cursor', '.cursor/mcp.json', 'VS Code', '.vscode/mcp.json']) expect(text).toContain(name);
    // Secrets typed into VS Code are asked for as passwords, not written into the file.
    for (const block of blocks.filter((b) => b.config.inputs)) expect(block.config.inputs!.every((i) => i.password === true)).toBe(true);
  });

  it('starts every server the blocks name, and each lists its tools', async () => {
    const entries = blocks.flatMap((b) => Object.entries({ ...b.config.mcpServers, ...b.config.servers }).map(([name, entry]) => ({ name: `${name} (line ${b.line})`, entry })));
    expect(entries.length).toBeGreaterThanOrEqual(4);
    // One at a time: concurrent `npx` runs of one package may race on npm's cache.
    const listed: { name: string; tools: string[]; ok: boolean }[] = [];
    for (const { name, entry } of entries) {
      listed.push(
        await (async () => {
          const client = new Client({ name: 'guide-test', version: '1.0.0' });
          if (entry.url) {
            // The block's address with the port the test's server was given; its headers as written, filled in.
            const url = new URL(entry.url);
            url.port = new URL(http.url).port;
            const headers = Object.fromEntries(Object.entries(entry.headers ?? {}).map(([k, v]) => [k, filled(v)]));
            await client.connect(new StreamableHTTPClientTransport(url, { requestInit: { headers } }));
          } else {
            expect(entry.command, name).toBe('npx');
            const env = { PATH: process.env.PATH ?? '', CMP_BASE_URL: sandbox.baseUrl, ...Object.fromEntries(Object.entries(entry.env ?? {}).map(([k, v]) => [k, filled(v)])) };
            await client.connect(new StdioClientTransport({ command: entry.command!, args: entry.args ?? [], env, cwd: root, stderr: 'ignore' }));
          }
          const { tools } = await client.listTools();
          // A read the configuration allows, to show the credential it was given works.
          const result = await client.callTool({ name: 'conversations_list', arguments: { per_page: 1 } });
          await client.close();
          return { name, tools: tools.map((t) => t.name), ok: !result.isError };
        })(),
      );
    }
    for (const { name, tools, ok } of listed) {
      expect(tools.length, name).toBeGreaterThan(0);
      expect(tools, name).toContain('conversations_list');
      expect(ok, name).toBe(true);
    }
    // The Cursor block's --read-only and the VS Code block's --scopes are honoured.
    const cursor = listed.find((l) => l.tools.every((t) => !/create|send|update|delete/.test(t)));
    expect(cursor, 'a read-only configuration').toBeDefined();
  }, 180_000);
});
