#!/usr/bin/env -S npx tsx
/**
 * npx tsx scripts/bench-client.ts [--calls 3000] [--rounds 5]
 *
 * The typed client beside bare openapi-fetch, in the same run:
 * - call time: the same `GET /conversations?status=open&per_page=10` over keep-alive HTTP to a server in a
 *   worker thread, both through Node's fetch; rounds interleave the two and the median round is shown;
 * - bundle size: a consumer script bundled and minified by esbuild (the bundler the generator CLI is built with), gzipped by
 *   zlib: one that constructs the client and lists conversations, one that takes a single resource
 *   (`ConversationsResource` over `CustomerMessagingCore`), and one that calls openapi-fetch directly.
 * Numbers depend on the machine; nothing here asserts them.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import createClient from 'openapi-fetch';
// The workspace source, not the published build: the bench measures what `npm run generate` just wrote.
import { CustomerMessagingClient, type paths } from '../packages/client/src/index.js';

const { values } = parseArgs({ options: { calls: { type: 'string', default: '3000' }, rounds: { type: 'string', default: '5' } } });
const calls = Number(values.calls);
const rounds = Number(values.rounds);
const root = path.resolve(import.meta.dirname, '..');

const SERVER = `
const { createServer } = require('node:http');
const { parentPort } = require('node:worker_threads');
const body = JSON.stringify({ data: [{ object: 'conversation', id: '90211', status: 'open', subject: 'Order 4471 has not arrived', updated_at: '2026-11-21T09:42:10Z' }], meta: { page: 1, per_page: 10, count: 1, total_pages: 1, has_more: false } });
const server = createServer((req, res) => {
  req.resume();
  req.on('end', () => res.writeHead(200, { 'content-type': 'application/json', 'x-request-id': 'req_bench', 'content-length': Buffer.byteLength(body) }).end(body));
});
server.keepAliveTimeout = 60000;
server.listen(0, '127.0.0.1', () => parentPort.postMessage(server.address().port));
`;

async function callTimes() {
  const worker = new Worker(SERVER, { eval: true });
  const port = await new Promise<number>((resolve) => worker.once('message', resolve));
  const baseUrl = `http://127.0.0.1:${port}/v1`;
  const bare = createClient<paths>({ baseUrl });
  const typed = new CustomerMessagingClient({ baseUrl, accessToken: 'tok_bench_123456' });
  const query = { status: ['open' as const], per_page: 10 };
  const contenders: Record<string, () => Promise<unknown>> = {
    'openapi-fetch (bare)': async () => {
      const { data, error } = await bare.GET('/conversations', { params: { query } });
      if (error || !data) throw new Error('bench call failed');
    },
    'client.conversations.list': () => typed.conversations.list(query),
  };
  const results: Record<string, number[]> = Object.fromEntries(Object.keys(contenders).map((name) => [name, []]));
  for (const run of Object.values(contenders)) for (let i = 0; i < 500; i++) await run(); // warm-up, connections opened
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 ? Object.entries(contenders).reverse() : Object.entries(contenders);
    for (const [name, run] of order) {
      const started = process.hrtime.bigint();
      for (let i = 0; i < calls; i++) await run();
      results[name]!.push(Number(process.hrtime.bigint() - started) / 1e3 / calls);
    }
  }
  await worker.terminate();
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  return Object.fromEntries(Object.entries(results).map(([name, xs]) => [name, median(xs)]));
}

async function bundleSizes() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-client-'));
  const client = path.join(root, 'packages/client/src/index.ts');
  const entries: Record<string, string> = {
    'openapi-fetch (bare)': `import createClient from 'openapi-fetch';\nconst c = createClient({ baseUrl: process.env.BASE_URL });\nconsole.log(await c.GET('/conversations', { params: { query: { per_page: 10 } } }));\n`,
    'client, whole': `import { CustomerMessagingClient } from ${JSON.stringify(client)};\nconst c = new CustomerMessagingClient();\nconsole.log(await c.conversations.list({ per_page: 10 }));\n`,
    'client, one resource': `import { CustomerMessagingCore, ConversationsResource } from ${JSON.stringify(client)};\nconst conversations = new ConversationsResource(new CustomerMessagingCore());\nconsole.log(await conversations.list({ per_page: 10 }));\n`,
  };
  const sizes: Record<string, { min: number; gz: number }> = {};
  try {
    for (const [name, source] of Object.entries(entries)) {
      const entry = path.join(dir, `${name.replace(/\W+/g, '-')}.mjs`);
      writeFileSync(entry, source);
      const result = await build({
        entryPoints: [entry],
        bundle: true,
        minify: true,
        format: 'esm',
        platform: 'neutral',
        target: 'es2022',
        write: false,
        logLevel: 'silent',
        nodePaths: [path.join(root, 'node_modules')],
        mainFields: ['module', 'main'],
      });
      const code = result.outputFiles[0]!.contents;
      sizes[name] = { min: code.byteLength, gz: gzipSync(code, { level: 9 }).byteLength };
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return sizes;
}

const machine = `${os.cpus().length} x ${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}`;
console.log(`bench:client on ${machine}`);
const times = await callTimes();
const bareTime = times['openapi-fetch (bare)']!;
console.log(`\ncall time over keep-alive HTTP (median of ${rounds} interleaved rounds of ${calls} calls)`);
for (const [name, us] of Object.entries(times)) console.log(`  ${name.padEnd(28)} ${us.toFixed(1).padStart(7)} µs/call  ${(us / bareTime).toFixed(2)}x`);
const sizes = await bundleSizes();
const bareSize = sizes['openapi-fetch (bare)']!.gz;
console.log('\nconsumer bundle (esbuild --bundle --minify, gzip -9)');
for (const [name, { min, gz }] of Object.entries(sizes))
  console.log(`  ${name.padEnd(28)} ${String(min).padStart(7)} B min  ${String(gz).padStart(6)} B min+gz  ${(gz / bareSize).toFixed(2)}x`);
