#!/usr/bin/env -S npx tsx
/**
 * npx tsx scripts/bench-server.ts [--seconds 3] [--connections 32]
 *
 * Requests per second of the same two requests (a filtered GET /conversations and a POST of a message)
 * against: the generated stubs with request validation (production mode), the stubs validating
 * responses too (test mode), a bare Fastify route answering the same JSON, and the Prism mock of the
 * bundled spec. Load comes from node's fetch in a worker thread with a fixed number of concurrent loops,
 * one target at a time. Numbers depend on the machine; nothing here asserts them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import path from 'node:path';
import Fastify from 'fastify';
// The workspace source, not the published build: the bench measures what `npm run generate` just wrote.
import { createServer, type components, type Handlers } from '../packages/server/src/index.js';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '3' }, connections: { type: 'string', default: '32' } } });
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const root = path.resolve(import.meta.dirname, '..');

const conversation: components['schemas']['Conversation'] = {
  object: 'conversation',
  id: '90211',
  status: 'open',
  inbox_id: '7',
  inbox_name: 'Support WhatsApp',
  inbox_type: 'whatsapp',
  contact_id: '5521',
  contact: { id: '5521', name: 'Dana Levi', phone: '+972501234567', email: 'dana@acme.test' },
  customer_id: '880',
  assignee_id: '311',
  assignee_name: 'Noa Cohen',
  team_id: '12',
  team_name: 'Tier 1',
  subject: 'Order 4471 has not arrived',
  priority: 'high',
  flag: '🔴',
  labels: ['shipping'],
  tags: ['vip'],
  pinned: false,
  unread_count: 2,
  message_count: 14,
  last_message_preview: 'Any update on my order?',
  last_message_direction: 'incoming',
  last_message_at: '2026-11-21T09:42:10Z',
  last_activity_at: '2026-11-21T09:42:10Z',
  created_at: '2026-11-20T15:01:00Z',
  updated_at: '2026-11-21T09:42:10Z',
  resolved_at: null,
  first_response_at: '2026-11-20T15:03:27Z',
  on_hold_until: null,
  studio_flow_id: '',
  ai_session_id: '',
  resolved_by: '',
  metadata: {},
};
const list = { data: [conversation], meta: { page: 1, per_page: 10, count: 1, total: 1, total_pages: 1, has_more: false } };
const message: components['schemas']['Message'] = {
  object: 'message',
  id: 'msg_60a1f3',
  conversation_id: '90211',
  content: 'Your order ships today.',
  content_type: 'text',
  caption: '',
  direction: 'outgoing',
  private: false,
  status: 'pending',
  sender_type: 'agent',
  sender_id: '311',
  sender_name: 'Noa Cohen',
  inbox_type: 'whatsapp',
  attachments: [],
  reply_to_message_id: null,
  metadata: {},
  created_at: '2026-11-21T09:45:00Z',
  updated_at: '2026-11-21T09:45:00Z',
};

const requests = [
  // The repeated form of a list: Prism 5.14 refuses the comma form (`status=open,pending`) that the API accepts.
  { name: 'GET /conversations?status=open&status=pending&label=shipping&per_page=10', method: 'GET', path: '/conversations?status=open&status=pending&label=shipping&per_page=10' },
  { name: 'POST /conversations/90211/messages', method: 'POST', path: '/conversations/90211/messages', body: JSON.stringify({ type: 'text', content: 'Your order ships today.' }) },
];

async function stubs(mode: 'production' | 'test') {
  const handlers: Partial<Handlers> = {
    listConversations: () => ({ status: 200, body: list }),
    sendMessage: () => ({ status: 200, body: message }),
  };
  const app = createServer({
    handlers,
    mode,
    rateLimits: false,
    verifyToken: () => ({ credentialId: 'cred_bench', accountId: 'acc_bench', clientId: 'cli_bench' }),
    credentials: {
      byId: () => ({ id: 'cred_bench', clientId: 'cli_bench', accountId: 'acc_bench', name: 'bench', scopes: ['conversations', 'messages'], expiresAt: null }),
      byClientId: () => undefined,
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/v1`, stop: () => app.close() };
}

async function bare() {
  const app = Fastify();
  app.get('/v1/conversations', async () => list);
  app.post('/v1/conversations/:conversation_id/messages', async () => message);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/v1`, stop: () => app.close() };
}

async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function prism() {
  const port = await freePort();
  const child: ChildProcess = spawn(
    path.join(root, 'node_modules/.bin/prism'),
    ['mock', '-h', '127.0.0.1', '-p', String(port), '--errors', '--cors=false', path.join(root, 'openapi/dist/openapi.yaml')],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const base = `http://127.0.0.1:${port}`; // Prism ignores the /v1 of servers.
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      await fetch(`${base}/conversations`);
      break;
    } catch {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error('Prism did not start');
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return {
    base,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

/**
 * The load loop runs in a worker thread, so the client's own work does not share an event loop with the
 * in-process servers it measures. Plain JavaScript (eval'd), so the worker needs no TypeScript loader.
 */
const LOAD_LOOP = `
const { parentPort, workerData: w } = require('node:worker_threads');
(async () => {
  const headers = { authorization: 'Bearer bench', ...(w.body ? { 'content-type': 'application/json' } : {}) };
  const fire = async () => {
    const r = await fetch(w.base + w.path, { method: w.method, headers, ...(w.body ? { body: w.body } : {}) });
    await r.arrayBuffer();
    return r.status;
  };
  for (let i = 0; i < 100; i++) await fire();
  let done = 0, errors = 0;
  const statuses = new Set();
  const end = performance.now() + w.seconds * 1000;
  await Promise.all(Array.from({ length: w.connections }, async () => {
    while (performance.now() < end) {
      const status = await fire().catch(() => 0);
      statuses.add(status);
      if (status === 200) done++; else errors++;
    }
  }));
  parentPort.postMessage({ rps: done / w.seconds, errors, statuses: [...statuses] });
})();
`;

function load(base: string, request: (typeof requests)[number]): Promise<{ rps: number; errors: number; statuses: number[] }> {
  const worker = new Worker(LOAD_LOOP, { eval: true, workerData: { base, ...request, seconds, connections } });
  return new Promise((resolve, reject) => {
    worker.once('message', (result) => {
      void worker.terminate();
      resolve(result);
    });
    worker.once('error', reject);
  });
}

const targets: [string, () => Promise<{ base: string; stop(): Promise<void> }>][] = [
  ['stubs (request validation, production mode)', () => stubs('production')],
  ['stubs (request + response validation, test mode)', () => stubs('test')],
  ['bare Fastify route', bare],
  ['Prism mock (--errors)', prism],
];

console.log(`${seconds}s per cell, ${connections} concurrent loops of node fetch, Node ${process.version}\n`);
const rows: string[][] = [];
for (const [name, start] of targets) {
  const target = await start();
  try {
    const cells = [];
    for (const request of requests) {
      const { rps, errors, statuses } = await load(target.base, request);
      cells.push(`${Math.round(rps).toString().padStart(6)} req/s${errors ? ` (${errors} non-200: ${statuses.join(',')})` : ''}`);
    }
    rows.push([name, ...cells]);
    console.log(`${name.padEnd(50)} ${cells.join('   ')}`);
  } finally {
    await target.stop();
  }
}
console.log(`\ncolumns: ${requests.map((r) => r.name).join('  |  ')}`);
