/**
 * What the MCP tests share: one sandbox, the built MCP package's command started over stdio and over
 * Streamable HTTP against it (as an agent's client starts it), and the official SDK's `Client` on both, with
 * every message of the session recorded (the transcript checked for secrets).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { startSandbox, type Sandbox } from '../../packages/sandbox/src/index.js';
import { buildPackages } from '../../generators/src/build/packages.js';

export const root = path.resolve(import.meta.dirname, '../..');
export const bin = path.join(root, 'packages/mcp/dist/bin.js');

/** The packages whose dist/ the server runs from, as an installed MCP server would. */
const BUILT = ['packages/mcp', 'packages/mcp-runtime', 'packages/client', 'packages/client-runtime'];

/**
 * Makes sure the dist/ the tests run is what the current sources build (the toolchain's build: a package
 * that is current is left as it is; one another suite is building is waited for), so no test runs a stale one.
 */
export async function builtServer(): Promise<void> {
  const failed = (await buildPackages({ root, only: BUILT })).filter((b) => b.status === 'failed');
  if (failed.length) throw new Error(failed.map((b) => `${b.dir} does not build: ${b.error}`).join('\n'));
}
export const HTTP_SECRET = 'mcp-test-secret-0123456789abcdef';

/**
 * The MCP SDK's requests time out after 60 s by default; a server started through `npx` from tarballs on a
 * busy 2-core machine can take longer to answer its first request. A hung server still fails the test.
 */
export const REQUEST = { timeout: 600_000 };

export interface Recorded {
  client: Client;
  transcript: JSONRPCMessage[];
  stderr: string[];
  close(): Promise<void>;
}

/** Records every message both ways: sent ones by wrapping `send`, received ones by wrapping the handler the client installs. */
async function connect(transport: Transport, stderr: string[]): Promise<Recorded> {
  const transcript: JSONRPCMessage[] = [];
  const send = transport.send.bind(transport);
  transport.send = (message, options) => {
    transcript.push(message);
    return send(message, options);
  };
  const client = new Client({ name: 'cmp-tests', version: '1.0.0' });
  const started = transport.start.bind(transport);
  transport.start = async () => {
    const handler = transport.onmessage!;
    transport.onmessage = (message, extra) => {
      transcript.push(message);
      handler(message, extra);
    };
    await started();
  };
  await client.connect(transport, REQUEST);
  return { client, transcript, stderr, close: () => client.close() };
}

export function sandboxEnv(sandbox: Sandbox): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '',
    CMP_BASE_URL: sandbox.baseUrl,
    CMP_CLIENT_ID: sandbox.credentials.acme.clientId,
    CMP_CLIENT_SECRET: sandbox.credentials.acme.clientSecret,
  };
}

/** The command over stdio, as Claude Desktop starts it. */
export async function stdioSession(sandbox: Sandbox, args: string[] = []): Promise<Recorded> {
  const stderr: string[] = [];
  const transport = new StdioClientTransport({ command: process.execPath, args: [bin, ...args], env: sandboxEnv(sandbox), stderr: 'pipe' });
  transport.stderr?.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
  return connect(transport, stderr);
}

export interface HttpServer {
  url: string;
  child: ChildProcess;
  stderr: string[];
  stop(): Promise<void>;
}

/** The command serving Streamable HTTP on a free loopback port; resolves once it prints its URL. */
export function httpServer(sandbox: Sandbox, args: string[] = []): Promise<HttpServer> {
  const child = spawn(process.execPath, [bin, '--transport', 'http', '--port', '0', ...args], {
    env: { ...sandboxEnv(sandbox), CMP_MCP_HTTP_SECRET: HTTP_SECRET },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const stderr: string[] = [];
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the HTTP server ended (${code}): ${stderr.join('')}`)));
    child.stderr!.on('data', (chunk: Buffer) => {
      stderr.push(chunk.toString());
      const url = /at (http:\/\/\S+\/mcp)/.exec(stderr.join(''))?.[1];
      if (url)
        resolve({
          url,
          child,
          stderr,
          stop: () =>
            new Promise<void>((done) => {
              child.removeAllListeners('exit');
              child.once('exit', () => done());
              child.kill('SIGTERM');
            }),
        });
    });
  });
}

export function httpSession(server: HttpServer, secret = HTTP_SECRET): Promise<Recorded> {
  const transport = new StreamableHTTPClientTransport(new URL(server.url), { requestInit: { headers: { authorization: `Bearer ${secret}` } } });
  return connect(transport, server.stderr);
}

export { startSandbox, type Sandbox };
