#!/usr/bin/env -S npx tsx
/**
 * npx tsx scripts/bench-server.ts [--seconds 5] [--connections 32] [--rounds 3] [--targets bare,stubs-memory,stubs-redis]
 *
 * Requests per second, measured with autocannon, of the same two requests (a filtered GET /conversations
 * and a POST of a message) against: a bare Fastify 5 route that validates the same querystring and body with
 * a JSON schema (the baseline), the generated stubs in production mode (request validation) and in test
 * mode (request and response validation), the stubs in production mode with rate limits on, counted in
 * memory (the default store) and in Redis (a `redis-server` this script starts on a free loopback port and
 * stops), the sandbox, and the Prism mock of the bundled spec. Every server
 * runs in a child process of its own (this file, started with `--serve <target>`), so autocannon's work
 * never shares an event loop with the server it measures; rounds are interleaved so a busy moment of the
 * machine hits every target alike, and the median of the rounds is printed with its ratio to the bare
 * route. Numbers depend on the machine; nothing here asserts them.
 *
 * At GitHub's scale: stubs generated from GitHub's description (1,223 routes, `./github-stubs.ts`) serve a
 * filtered `GET /repos/{owner}/{repo}/issues` beside a bare Fastify route validating the same path and
 * querystring with the route table's own schemas; both answer a canned empty page. Its ratio to that bare
 * route is the one to compare with the 16-route stubs' ratio. `--github false` leaves it out.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import Fastify from 'fastify';
// The workspace source, not the published build: the bench measures what `npm run generate` just wrote.
import { createServer, type components, type Handlers } from '../packages/server/src/index.js';
import { startSandbox } from '../packages/sandbox/src/index.js';
import { buildServer, type RouteDefinition, type SchemaDocument, type ApiSettings } from '@openapi-cmp/server-runtime';
import { generatedDir, generateGitHubStubs, githubRoute } from './github-stubs.js';
import { startRedis } from '../packages/server/test/redis.js';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '32' },
    rounds: { type: 'string', default: '3' },
    serve: { type: 'string' },
    /** Generated GitHub stubs (child mode). */
    table: { type: 'string' },
    github: { type: 'string', default: 'true' },
    /** Only these targets (comma-separated; each request's baseline is kept). */
    targets: { type: 'string' },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const rounds = Number(values.rounds);
const root = path.resolve(import.meta.dirname, '..');
/** The Redis of the `stubs-redis` target, started by `main` when a request needs it. */
let redisUrl: string | undefined;

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

const allTargets = ['bare', 'stubs-production', 'stubs-test', 'stubs-memory', 'stubs-redis', 'sandbox', 'prism'];
/** Each request and the targets it is sent to; the first target is its baseline. */
const requests: { name: string; method: 'GET' | 'POST'; path: string; body?: string; targets: string[] }[] = [
  // The repeated form of a list: Prism 5.14 refuses the comma form (`status=open,pending`) that the API accepts.
  { name: 'GET /conversations (filtered)', method: 'GET', path: '/conversations?status=open&status=pending&label=shipping&per_page=10', targets: allTargets },
  {
    name: 'POST /conversations/{id}/messages',
    method: 'POST',
    path: '/conversations/90211/messages',
    body: JSON.stringify({ type: 'text', content: 'Your order ships today.' }),
    targets: allTargets,
  },
];
if (values.targets) {
  const only = new Set(values.targets.split(','));
  for (const request of requests) request.targets = request.targets.filter((name, i) => i === 0 || only.has(name));
}
if (values.github !== 'false') {
  requests.push({ name: `${githubRoute.name}, GitHub's 1,223-route stubs`, method: 'GET', path: githubRoute.path, targets: ['github-bare', 'github-stubs'] });
}

interface Served {
  base: string;
  /** Sent with every request. */
  headers: Record<string, string>;
}

/**
 * Rate limits on, as high as the benchmark needs never to meet them (one credential, tens of thousands of
 * requests a second): what is measured is the store's cost per request, not its refusals.
 */
const benchLimits = { credential: { requests: 1_000_000, windowSeconds: 1 } };

/**
 * The generated stubs with canned handlers (what a team's own handlers would add is not measured); rate
 * limits off, or on with the in-memory or the Redis store (at REDIS_URL).
 */
async function stubs(mode: 'production' | 'test', store?: 'memory' | 'redis'): Promise<Served> {
  const handlers: Partial<Handlers> = {
    listConversations: () => ({ status: 200, body: list }),
    sendMessage: () => ({ status: 200, body: message }),
  };
  const app = createServer({
    handlers,
    mode,
    validators: 'eager',
    rateLimits: store ? benchLimits : false,
    ...(store === 'redis' ? { rateLimitStore: { type: 'redis' as const, url: process.env.REDIS_URL!, prefix: 'bench:' } } : {}),
    verifyToken: () => ({ credentialId: 'cred_bench', accountId: 'acc_bench', clientId: 'cli_bench' }),
    credentials: {
      byId: () => ({ id: 'cred_bench', clientId: 'cli_bench', accountId: 'acc_bench', name: 'bench', scopes: ['conversations', 'messages'], expiresAt: null }),
      byClientId: () => undefined,
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/v1`, headers: { authorization: 'Bearer bench' } };
}

/** The baseline: Fastify's own compiled validation of the same querystring and body, the same canned answers. */
async function bare(): Promise<Served> {
  const app = Fastify();
  const statuses = ['open', 'pending', 'on_hold', 'resolved'];
  app.get(
    '/v1/conversations',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            status: { type: 'array', items: { type: 'string', enum: statuses } },
            label: { type: 'array', items: { type: 'string' } },
            per_page: { type: 'integer', minimum: 1, maximum: 100 },
            page: { type: 'integer', minimum: 1 },
          },
          additionalProperties: false,
        },
      },
    },
    async () => list,
  );
  app.post(
    '/v1/conversations/:conversation_id/messages',
    { schema: { body: { type: 'object', required: ['type'], properties: { type: { type: 'string', enum: ['text', 'template', 'media'] }, content: { type: 'string' } } } } },
    async () => message,
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/v1`, headers: {} };
}

/** The sandbox with its demo data, logged in as the demo credential; rate limits off (they would answer 429). */
async function sandbox(): Promise<Served> {
  const sb = await startSandbox({ rateLimits: false, mode: 'production' });
  const token = await fetch(`${sb.baseUrl}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ client_id: sb.credentials.acme.clientId, client_secret: sb.credentials.acme.clientSecret }),
  }).then((r) => r.json() as Promise<{ access_token: string }>);
  return { base: sb.baseUrl, headers: { authorization: `Bearer ${token.access_token}` } };
}

/** The GitHub table generated into `values.table`. */
async function githubTable(): Promise<{ routes: readonly RouteDefinition[]; schemaDocument: SchemaDocument; api: ApiSettings; route: RouteDefinition }> {
  const dir = generatedDir(values.table!);
  const { routes, api } = (await import(pathToFileURL(path.join(dir, 'routes.gen.ts')).href)) as { routes: readonly RouteDefinition[]; api: ApiSettings };
  const { schemaDocument } = (await import(pathToFileURL(path.join(dir, 'components.gen.ts')).href)) as { schemaDocument: SchemaDocument };
  const route = routes.find((r) => r.operationId === githubRoute.operationId)!;
  return { routes, schemaDocument, api, route };
}

/** GitHub's stubs in production mode, validators compiled lazily (the default: what a server of this size runs). */
async function githubStubs(): Promise<Served> {
  const { routes, schemaDocument, api } = await githubTable();
  const app = buildServer(
    { routes, schemaDocument, api },
    {
      handlers: { [githubRoute.operationId]: () => ({ status: 200, body: [] }) },
      mode: 'production',
      rateLimits: false,
      verifyToken: () => null,
      credentials: { byId: () => undefined, byClientId: () => undefined },
    },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  await fetch(`${base}${githubRoute.path}`).then((r) => r.arrayBuffer()); // compiles the route's validators
  return { base, headers: {} };
}

/** The baseline at GitHub's scale: one bare route, validating the same path and querystring with the table's schemas. */
async function githubBare(): Promise<Served> {
  const { route } = await githubTable();
  const app = Fastify();
  app.get(route.url, { schema: { params: route.request.path!, querystring: route.request.query! } }, async () => []);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, headers: {} };
}

async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const serving: Record<string, () => Promise<Served>> = {
  bare,
  'stubs-production': () => stubs('production'),
  'stubs-test': () => stubs('test'),
  'stubs-memory': () => stubs('production', 'memory'),
  'stubs-redis': () => stubs('production', 'redis'),
  sandbox,
  'github-stubs': githubStubs,
  'github-bare': githubBare,
};

/** Child mode: serve one target, tell the parent where, and serve until killed. */
if (values.serve) {
  const served = await serving[values.serve]!();
  process.stdout.write(`${JSON.stringify(served)}\n`);
} else {
  await main();
}

function serveInChild(target: string, table?: string): Promise<Served & { child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=cmp-source', import.meta.filename, '--serve', target, ...(table ? ['--table', table] : [])], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', ...(redisUrl ? { REDIS_URL: redisUrl } : {}) },
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) resolve({ ...(JSON.parse(out.split('\n')[0]!) as Served), child });
    });
    child.once('exit', (code) => reject(new Error(`${target} exited with ${code} before serving`)));
  });
}

async function prism(): Promise<Served & { child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      path.join(root, 'node_modules/@stoplight/prism-cli/dist/index.js'),
      'mock',
      '-h',
      '127.0.0.1',
      '-p',
      String(port),
      '--errors',
      '--cors=false',
      path.join(root, 'openapi/dist/openapi.yaml'),
    ],
    { stdio: 'ignore' },
  );
  const base = `http://127.0.0.1:${port}`; // Prism serves the paths without the servers' base path.
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      await fetch(`${base}/conversations`);
      return { base, headers: { authorization: 'Bearer bench' }, child };
    } catch {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error('Prism did not start');
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

/**
 * CPU time (user + system, ms) a process has used so far, from /proc (Linux; undefined elsewhere). Clock
 * ticks are taken as 100 a second, Linux's USER_HZ on every common architecture.
 */
function cpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) / 100) * 1000;
  } catch {
    return undefined;
  }
}

/** A cell: requests per second, and CPU per request (us) of the server's process and of the Redis it uses, when known. */
async function cannon(
  target: Served & { child: ChildProcess },
  request: (typeof requests)[number],
  redisPid: number | undefined,
): Promise<{ rps: number; non2xx: number; errors: number; cpuUs?: number; redisCpuUs?: number }> {
  const before = [cpuMs(target.child.pid), cpuMs(redisPid)];
  const result = await autocannon({
    url: `${target.base}${request.path}`,
    method: request.method,
    headers: { ...target.headers, ...(request.body ? { 'content-type': 'application/json' } : {}) },
    ...(request.body ? { body: request.body } : {}),
    connections,
    duration: seconds,
  });
  const after = [cpuMs(target.child.pid), cpuMs(redisPid)];
  const perRequest = (i: number) =>
    before[i] !== undefined && after[i] !== undefined && result.requests.total ? ((after[i]! - before[i]!) * 1000) / result.requests.total : undefined;
  const cpuUs = perRequest(0);
  const redisCpuUs = perRequest(1);
  return {
    rps: result.requests.average,
    non2xx: result.non2xx,
    errors: result.errors,
    ...(cpuUs !== undefined ? { cpuUs } : {}),
    ...(redisCpuUs !== undefined ? { redisCpuUs } : {}),
  };
}

async function main() {
  const labels: Record<string, string> = {
    bare: 'bare Fastify route (schema-validated)',
    'stubs-production': 'stubs, production (request validation)',
    'stubs-test': 'stubs, test mode (+ response validation)',
    'stubs-memory': 'stubs, production, rate limits in memory',
    'stubs-redis': 'stubs, production, rate limits in Redis',
    sandbox: 'sandbox (stateful handlers)',
    prism: 'Prism 5.14.2 mock (--errors)',
    'github-bare': 'bare Fastify route (schema-validated)',
    'github-stubs': 'stubs, production, 1,223 routes',
  };
  const names = [...new Set(requests.flatMap((r) => r.targets))];
  const table = names.includes('github-stubs') ? generateGitHubStubs() : undefined;
  const running = new Map<string, Served & { child: ChildProcess }>();
  let redis: Awaited<ReturnType<typeof startRedis>> | undefined;
  try {
    if (names.includes('stubs-redis')) redis = await startRedis();
    redisUrl = redis?.url;
    for (const name of names) running.set(name, name === 'prism' ? await prism() : await serveInChild(name, name.startsWith('github') ? table : undefined));
    const samples = new Map<string, number[]>();
    const problems = new Map<string, number>();
    /** Server CPU per request (us) by cell, and the Redis process's (`redis|` + cell). */
    const cpu = new Map<string, number[]>();
    for (let round = 0; round < rounds; round++) {
      for (const request of requests) {
        for (const name of request.targets) {
          const { rps, non2xx, errors, cpuUs, redisCpuUs } = await cannon(running.get(name)!, request, name === 'stubs-redis' ? redis?.pid : undefined);
          const key = `${name}|${request.name}`;
          samples.set(key, [...(samples.get(key) ?? []), rps]);
          if (cpuUs !== undefined) cpu.set(key, [...(cpu.get(key) ?? []), cpuUs]);
          if (redisCpuUs !== undefined) cpu.set(`redis|${key}`, [...(cpu.get(`redis|${key}`) ?? []), redisCpuUs]);
          if (non2xx || errors) problems.set(key, (problems.get(key) ?? 0) + non2xx + errors);
        }
      }
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const machine = `${os.cpus().length} x ${os.cpus()[0]?.model.trim() ?? 'CPU'}, Node ${process.version}, load average ${os.loadavg()[0]!.toFixed(1)}`;
    console.log(`bench:server: autocannon, ${connections} connections, ${seconds} s per cell, median of ${rounds} interleaved rounds (${machine})`);
    console.log('CPU/request: CPU time of the server process (and of redis-server) over the cell, divided by the requests answered\n');
    for (const request of requests) {
      console.log(request.name);
      const baseline = median(samples.get(`${request.targets[0]}|${request.name}`)!);
      for (const name of request.targets) {
        const rps = median(samples.get(`${name}|${request.name}`)!);
        const bad = problems.get(`${name}|${request.name}`);
        const serverCpu = cpu.get(`${name}|${request.name}`);
        const redisCpu = cpu.get(`redis|${name}|${request.name}`);
        const cpuText = serverCpu ? `   ${median(serverCpu).toFixed(0).padStart(4)} us CPU/request${redisCpu ? ` (+ ${median(redisCpu).toFixed(0)} us in redis-server)` : ''}` : '';
        console.log(
          `  ${labels[name]!.padEnd(44)} ${Math.round(rps).toString().padStart(7)} req/s   ${(rps / baseline).toFixed(2)}x bare${cpuText}${bad ? `   (${bad} non-2xx or errors)` : ''}`,
        );
      }
      if (request.targets.includes('stubs-redis') && request.targets.includes('stubs-memory')) {
        const ratio = median(samples.get(`stubs-redis|${request.name}`)!) / median(samples.get(`stubs-memory|${request.name}`)!);
        console.log(`  ${'rate limits in Redis / in memory'.padEnd(44)} ${ratio.toFixed(2)}x`);
      }
    }
  } finally {
    for (const { child } of running.values()) child.kill('SIGTERM');
    await redis?.stop();
    if (table) rmSync(table, { recursive: true, force: true });
  }
}
