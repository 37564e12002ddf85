#!/usr/bin/env -S npx tsx
/**
 * npx tsx scripts/bench-python.ts [--calls 300] [--rounds 7] [--imports 7] [--no-github]
 *
 * The Python SDK (packages/client-python) beside its baselines, measured in the same run:
 * - per call: `client.conversations.list()` (token header, request id, retries armed, the answer made into
 *   models) beside bare httpx (`httpx.Client().get(...)` + `.json()`) against one loopback server answering a
 *   page of conversations; medians of interleaved rounds, in one Python process;
 * - import: `import customer_messaging` in a fresh interpreter (`-X importtime`, cumulative), beside
 *   `import httpx` (the one dependency a call needs), medians;
 * - generation: `generate --only python` of GitHub's 1,223-operation description beside `--only client`
 *   (the TypeScript client) of the same document, each a fresh CLI process into a fresh folder.
 * It uses the Python environment of the SDK's tests (generators/test/python/venv.ts). Numbers depend on the
 * machine and its load; nothing here asserts them.
 */
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { venv } from '../generators/test/python/venv.js';

const { values } = parseArgs({
  options: {
    calls: { type: 'string', default: '100' },
    rounds: { type: 'string', default: '15' },
    imports: { type: 'string', default: '7' },
    'no-github': { type: 'boolean', default: false },
  },
});
const root = path.resolve(import.meta.dirname, '..');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const machine = `${os.cpus().length} x ${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, load ${os.loadavg()[0]!.toFixed(1)}`;
console.log(`bench:python on ${machine}`);
const { python } = venv();

// --- per call ----------------------------------------------------------------------------------------
const conversation = (id: number) => ({
  object: 'conversation',
  id: String(90000 + id),
  status: 'open',
  inbox_id: '7',
  contact: { id: '5521', name: 'Dana Levi', phone: '+972501234567', email: 'dana@levi.test' },
  subject: 'Order 4471 has not arrived',
  priority: 'high',
  labels: ['shipping'],
  tags: ['vip'],
  unread_count: 1,
  created_at: '2026-11-27T05:49:57Z',
  updated_at: '2026-11-28T00:49:57Z',
  metadata: {},
});
const body = JSON.stringify({ data: [1, 2, 3, 4, 5].map(conversation), meta: { page: 1, per_page: 25, has_more: false } });
const server = createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'application/json', 'x-request-id': 'req_bench', 'content-length': Buffer.byteLength(body) });
  res.end(body);
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;

const CALLS = `
import json, sys, time
import httpx
from customer_messaging import CustomerMessaging
url, n, rounds = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
bare = httpx.Client()
sdk = CustomerMessaging(base_url=url, access_token="tok_bench_0123456789")
def bare_call():
    r = bare.get(url + "/conversations", headers={"authorization": "Bearer tok_bench_0123456789"})
    r.raise_for_status()
    return r.json()
def sdk_call():
    return sdk.conversations.list().page
for f in (bare_call, sdk_call):
    for _ in range(50):
        f()
out = {"bare": [], "sdk": [], "bare_cpu": [], "sdk_cpu": []}
for _ in range(rounds):
    for name, f in (("bare", bare_call), ("sdk", sdk_call)):
        t, c = time.perf_counter(), time.process_time()
        for _ in range(n):
            f()
        out[name].append((time.perf_counter() - t) / n * 1e6)
        out[name + "_cpu"].append((time.process_time() - c) / n * 1e6)
print(json.dumps(out))
`;
// The server answers from this process, so the Python side runs as a child that does not block it.
const perCall = await new Promise<{ bare: number[]; sdk: number[]; bare_cpu: number[]; sdk_cpu: number[] }>((resolve, reject) => {
  execFile(python, ['-c', CALLS, url, values.calls!, values.rounds!], { maxBuffer: 1 << 20 }, (error, stdout, stderr) =>
    error ? reject(new Error(stderr || error.message)) : resolve(JSON.parse(stdout) as { bare: number[]; sdk: number[]; bare_cpu: number[]; sdk_cpu: number[] }),
  );
});
server.close();
const bare = median(perCall.bare);
const sdk = median(perCall.sdk);
// The client's own CPU per call (the Python process's time, not the server's nor other processes'): what the
// SDK adds, steadier than wall time on a loaded machine.
const bareCpu = median(perCall.bare_cpu);
const sdkCpu = median(perCall.sdk_cpu);

// --- import --------------------------------------------------------------------------------------------
function importMs(module: string): number {
  const runs: number[] = [];
  for (let i = 0; i < Number(values.imports); i++) {
    const out = spawnSync(python, ['-X', 'importtime', '-c', `import ${module}`], { encoding: 'utf8' }).stderr;
    const line = out.split('\n').find((l) => new RegExp(`\\|\\s*${module.replace('.', '\\.')}$`).test(l));
    if (line) runs.push(Number(line.split('|')[1]!.trim()) / 1000);
  }
  return median(runs);
}
importMs('customer_messaging'); // bytecode compiled once before measuring
const importSdk = importMs('customer_messaging');
const importHttpx = importMs('httpx');

console.log('');
console.log('| measure | baseline | Python SDK | ratio | target |');
console.log('| --- | ---: | ---: | ---: | --- |');
console.log(
  `| per call, loopback (µs, median of ${values.rounds} rounds x ${values.calls}) | ${bare.toFixed(0)} (bare httpx) | ${sdk.toFixed(0)} | ${(sdk / bare).toFixed(2)}x | <= 1.15x |`,
);
console.log(`| per call, client CPU (µs, same rounds) | ${bareCpu.toFixed(0)} (bare httpx) | ${sdkCpu.toFixed(0)} | ${(sdkCpu / bareCpu).toFixed(2)}x | <= 1.15x |`);
console.log(
  `| import, fresh interpreter (ms, median of ${values.imports}) | ${importHttpx.toFixed(1)} (import httpx) | ${importSdk.toFixed(1)} | ${(importSdk / importHttpx).toFixed(2)}x | <= 150 ms |`,
);

// --- generation ----------------------------------------------------------------------------------------
if (!values['no-github']) {
  const spec = path.join(root, 'node_modules/@octokit/openapi/generated/api.github.com.json');
  const generate = (only: string) => {
    const out = mkdtempSync(path.join(os.tmpdir(), `bench-python-${only}-`));
    try {
      const started = process.hrtime.bigint();
      const result = spawnSync(
        '/usr/bin/time',
        ['-f', '%U %S %M', process.execPath, path.join(root, 'generators/bin/cmp.mjs'), 'generate', '--spec', spec, '--out', out, '--only', only],
        { encoding: 'utf8', maxBuffer: 1 << 26 },
      );
      const wall = Number(process.hrtime.bigint() - started) / 1e9;
      if (result.status !== 0) throw new Error(`generate --only ${only} failed:\n${result.stderr.slice(-2000)}`);
      const [user, sys, rss] = result.stderr.trim().split('\n').at(-1)!.split(' ').map(Number);
      return { wall, cpu: user! + sys!, rssMiB: rss! / 1024 };
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  };
  execFileSync(process.execPath, [path.join(root, 'generators/bin/cmp.mjs'), '--help'], { stdio: 'ignore' }); // the CLI built before timing
  const ts = generate('client');
  const py = generate('python');
  console.log(
    `| generate GitHub's description (s wall / s CPU / MiB peak) | ${ts.wall.toFixed(1)} / ${ts.cpu.toFixed(1)} / ${ts.rssMiB.toFixed(0)} (--only client) | ${py.wall.toFixed(1)} / ${py.cpu.toFixed(1)} / ${py.rssMiB.toFixed(0)} | ${(py.wall / ts.wall).toFixed(2)}x wall, ${(py.cpu / ts.cpu).toFixed(2)}x CPU | <= 1x |`,
  );
}
