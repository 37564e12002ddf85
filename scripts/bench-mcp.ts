#!/usr/bin/env -S npx tsx
/**
 * npx tsx scripts/bench-mcp.ts [--starts 5] [--calls 300] [--no-github]
 *
 * The MCP server (packages/mcp, built) beside what it stands on, in the same run:
 * - start: the command started over stdio by the official SDK's client, to its first `tools/list` answer,
 *   beside a plain `node` process that imports the client and answers its first call (medians);
 * - a tool call: `conversations_list` through an MCP session (stdio, the server's process), beside the same
 *   call through the client alone in this process, both against one sandbox (medians of interleaved rounds);
 * - the tool list's size in bytes: this API's, and GitHub's 1,223-operation description, static (one tool per
 *   operation) beside dynamic (three tools), its tool table generated here.
 * Numbers depend on the machine; nothing here asserts them.
 */
import { execFile, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { CustomerMessagingClient } from '../packages/client/src/index.js';
import { createMcpServer, listedTool, type McpDefinition, type ToolEntry } from '../packages/mcp-runtime/src/index.js';
import { startSandbox } from '../packages/sandbox/src/index.js';
import { tools as ourTools } from '../packages/mcp/src/generated/tools.gen.js';

const { values } = parseArgs({
  options: { starts: { type: 'string', default: '5' }, calls: { type: 'string', default: '300' }, 'no-github': { type: 'boolean', default: false } },
});
const root = path.resolve(import.meta.dirname, '..');
const bin = path.join(root, 'packages/mcp/dist/bin.js');
const run = promisify(execFile);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ms = (started: bigint) => Number(process.hrtime.bigint() - started) / 1e6;

const machine = `${os.cpus().length} x ${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, load ${os.loadavg()[0]!.toFixed(1)}`;
console.log(`bench:mcp on ${machine}`);

const sandbox = await startSandbox({ port: 0, rateLimits: false });
const { clientId, clientSecret } = sandbox.credentials.acme;
const env = { PATH: process.env.PATH ?? '', CMP_BASE_URL: sandbox.baseUrl, CMP_CLIENT_ID: clientId, CMP_CLIENT_SECRET: clientSecret };

// ---- start ----
// Inside the repository, so `import '@customer-messaging/client'` resolves as in a user's project.
const probe = path.join(root, 'node_modules/.cache/bench-mcp/first-call.mjs');
mkdirSync(path.dirname(probe), { recursive: true });
writeFileSync(probe, `import { CustomerMessagingClient } from '@customer-messaging/client';\nawait new CustomerMessagingClient().conversations.list({ per_page: 1 });\n`);
const starts = { mcp: [] as number[], client: [] as number[] };
for (let i = 0; i < Number(values.starts); i++) {
  let started = process.hrtime.bigint();
  const client = new Client({ name: 'bench', version: '1' });
  await client.connect(new StdioClientTransport({ command: process.execPath, args: [bin], env, stderr: 'ignore' }));
  await client.listTools();
  starts.mcp.push(ms(started));
  await client.close();
  started = process.hrtime.bigint();
  await run(process.execPath, [probe], { env, cwd: root });
  starts.client.push(ms(started));
}
console.log(`\nstart (median of ${values.starts})`);
console.log(`  ${'node + client, to its first answer (baseline)'.padEnd(52)} ${median(starts.client).toFixed(0).padStart(6)} ms  1.00x`);
console.log(
  `  ${'MCP server over stdio, to its first tools/list'.padEnd(52)} ${median(starts.mcp).toFixed(0).padStart(6)} ms  ${(median(starts.mcp) / median(starts.client)).toFixed(2)}x`,
);

// ---- one call ----
const calls = Number(values.calls);
const direct = new CustomerMessagingClient({ baseUrl: sandbox.baseUrl, clientId, clientSecret });
const session = new Client({ name: 'bench', version: '1' });
await session.connect(new StdioClientTransport({ command: process.execPath, args: [bin], env, stderr: 'ignore' }));
await session.listTools();
const contenders: Record<string, () => Promise<unknown>> = {
  'client.conversations.list (baseline)': () => direct.conversations.list({ per_page: 10 }),
  'MCP tools/call conversations_list (stdio)': () => session.callTool({ name: 'conversations_list', arguments: { per_page: 10 } }),
};
for (const call of Object.values(contenders)) for (let i = 0; i < 50; i++) await call();
const times: Record<string, number[]> = Object.fromEntries(Object.keys(contenders).map((k) => [k, []]));
for (let round = 0; round < 5; round++) {
  const order = round % 2 ? Object.entries(contenders).reverse() : Object.entries(contenders);
  for (const [name, call] of order) {
    const started = process.hrtime.bigint();
    for (let i = 0; i < calls; i++) await call();
    times[name]!.push(ms(started) / calls);
  }
}
await session.close();
await sandbox.stop();
const base = median(times['client.conversations.list (baseline)']!);
console.log(`\none call against the sandbox (median of 5 interleaved rounds of ${calls} calls)`);
for (const [name, xs] of Object.entries(times)) console.log(`  ${name.padEnd(52)} ${median(xs).toFixed(2).padStart(7)} ms  ${(median(xs) / base).toFixed(2)}x`);

// ---- tool list sizes ----
async function listSize(definition: McpDefinition, mode: 'static' | 'dynamic'): Promise<number> {
  // Static lists as the server answers them: the SDK's client would compile every output schema first (minutes on GitHub's).
  if (mode === 'static') return Buffer.byteLength(JSON.stringify({ tools: definition.tools.map(listedTool) }));
  const server = createMcpServer({ definition, client: { _call: () => ({ withResponse: async () => ({ data: {}, requestId: undefined }) }) }, operations: {}, mode, log: false });
  const [a, b] = InMemoryTransport.createLinkedPair();
  const client = new Client({ name: 'bench', version: '1' });
  await Promise.all([server.connect(a), client.connect(b)]);
  const size = Buffer.byteLength(JSON.stringify(await client.listTools()));
  await client.close();
  return size;
}
/** A tool table too large for prettier is written as JSON after `= `. */
const toolsOf = (file: string) => {
  const text = readFileSync(file, 'utf8');
  return JSON.parse(text.slice(text.indexOf('= [') + 2, text.lastIndexOf(']') + 1)) as ToolEntry[];
};
const definitionOf = (tools: ToolEntry[], title: string): McpDefinition => ({
  name: title,
  version: '1',
  title,
  bin: title,
  envPrefix: 'X_',
  credentialVariables: [],
  otherVariables: [],
  scopes: [],
  tools,
});
const ours = [...ourTools];
const rows: [string, number, number, number][] = [
  ['this API', ours.length, await listSize(definitionOf(ours, 'ours'), 'static'), await listSize(definitionOf(ours, 'ours'), 'dynamic')],
];
if (!values['no-github']) {
  const out = mkdtempSync(path.join(os.tmpdir(), 'bench-mcp-github-'));
  try {
    const spec = path.join(root, 'node_modules/@octokit/openapi/generated/api.github.com.json');
    const generated = spawnSync(process.execPath, [path.join(root, 'generators/bin/cmp.mjs'), '--spec', spec, '--out', out, '--only', 'mcp'], {
      encoding: 'utf8',
      maxBuffer: 64 << 20,
    });
    if (generated.status !== 0) throw new Error(generated.stderr);
    const github = toolsOf(path.join(out, 'packages/mcp/src/generated/tools.gen.ts'));
    rows.push(["GitHub's REST API", github.length, await listSize(definitionOf(github, 'github'), 'static'), await listSize(definitionOf(github, 'github'), 'dynamic')]);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
console.log('\ntools/list answer size (JSON bytes)');
console.log(`  ${'API'.padEnd(20)} ${'operations'.padStart(10)} ${'static'.padStart(12)} ${'dynamic'.padStart(10)}  static / dynamic`);
for (const [name, count, fixed, dynamic] of rows)
  console.log(`  ${name.padEnd(20)} ${String(count).padStart(10)} ${String(fixed).padStart(12)} ${String(dynamic).padStart(10)}  ${(fixed / dynamic).toFixed(0)}x`);
