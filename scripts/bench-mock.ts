#!/usr/bin/env -S npx tsx
/**
 * npx tsx scripts/bench-mock.ts [--seconds 5] [--connections 16] [--rounds 3] [--records 10000]
 *
 * The stateful mock beside Prism's static mock, same spec (`packages/mock/test/fixtures/stateful/library.yaml`),
 * same run: requests per second, measured with autocannon, of a read of one book (`GET /books/{id}`) and of a
 * list (`GET /books`), against
 * - Prism 5.14.2's own `prism mock --errors` (the baseline: it answers the example, a static lookup);
 * - `npm run mock -- --stateful` (the built CLI, records in memory);
 * - the same with `--store redis://...` (a `redis-server` this script starts on a free loopback port and stops).
 * Each server is a process of its own; rounds are interleaved so a busy moment of the machine hits every
 * target alike, and the median of the rounds is printed with its ratio to Prism's.
 * Then the memory 10,000 stored books take: the in-memory mock's resident set before and after creating them,
 * and Redis's `used_memory` before and after. Numbers depend on the machine; nothing here asserts them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { Redis } from 'ioredis';
import { freePort, startRedis, type RedisProcess } from '../packages/server/test/redis.js';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '16' },
    rounds: { type: 'string', default: '3' },
    records: { type: 'string', default: '10000' },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const rounds = Number(values.rounds);
const records = Number(values.records);
const root = path.resolve(import.meta.dirname, '..');
const spec = path.join(root, 'packages/mock/test/fixtures/stateful/library.yaml');
const cli = path.join(root, 'packages/mock/dist/cli.js');

interface Served {
  base: string;
  child: ChildProcess;
}

async function serve(args: string[]): Promise<Served> {
  const port = await freePort();
  const child = spawn(process.execPath, [...args.map((a) => a.replace('{port}', String(port)))], { stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/health`)).ok) return { base, child };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`${args.join(' ')} did not start`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const requests = [
  { name: 'GET /books/{id} (one record)', path: '/books/bk_1a2b3c4d' },
  { name: 'GET /books (a page)', path: '/books' },
];

async function rps(target: Served, url: string): Promise<{ rps: number; non2xx: number }> {
  const result = await autocannon({ url: `${target.base}${url}`, connections, duration: seconds });
  return { rps: result.requests.average, non2xx: result.non2xx + result.errors };
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function fill(base: string, count: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next++;
      const answer = await fetch(`${base}/books`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ title: `Book number ${next}`, author: 'Bench Author' }),
      });
      if (answer.status !== 201) throw new Error(`POST /books answered ${answer.status}`);
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main() {
  let redis: RedisProcess | undefined;
  const running = new Map<string, Served>();
  try {
    redis = await startRedis();
    running.set(
      'prism',
      await serve([path.join(root, 'node_modules/@stoplight/prism-cli/dist/index.js'), 'mock', '-h', '127.0.0.1', '-p', '{port}', '--errors', '--cors=false', spec]),
    );
    running.set('memory', await serve([cli, '--spec', spec, '--stateful', '--port', '{port}']));
    running.set('redis', await serve([cli, '--spec', spec, '--stateful', '--store', redis.url, '--reset', '--port', '{port}']));
    const labels: Record<string, string> = { prism: "Prism 5.14.2's static mock (baseline)", memory: 'stateful mock, in memory', redis: 'stateful mock, on Redis' };
    const results = new Map<string, number[]>();
    let failures = 0;
    for (let round = 0; round < rounds; round++) {
      for (const request of requests) {
        for (const [name, target] of running) {
          const cell = await rps(target, request.path);
          failures += cell.non2xx;
          const key = `${request.name}\u0000${name}`;
          results.set(key, [...(results.get(key) ?? []), cell.rps]);
        }
      }
    }
    const machine = `${os.cpus().length} x ${os.cpus()[0]?.model.trim()}, Node ${process.versions.node}, load ${os.loadavg()[0]!.toFixed(1)}`;
    console.log(`bench:mock: autocannon, ${connections} connections, ${seconds} s per cell, median of ${rounds} interleaved rounds (${machine})\n`);
    console.log('| request | server | req/s | x Prism |');
    console.log('| --- | --- | ---: | ---: |');
    for (const request of requests) {
      const baseline = median(results.get(`${request.name}\u0000prism`)!);
      for (const name of running.keys()) {
        const value = median(results.get(`${request.name}\u0000${name}`)!);
        console.log(`| ${request.name} | ${labels[name]} | ${Math.round(value)} | ${(value / baseline).toFixed(2)}x |`);
      }
    }
    if (failures) console.log(`\n(${failures} answers were not 2xx: the figures above are not comparable)`);

    // Memory per stored records: a fresh in-memory mock, and Redis's own accounting.
    const fresh = await serve([cli, '--spec', spec, '--stateful', '--port', '{port}']);
    running.set('fresh', fresh);
    await fill(fresh.base, 200); // warm: the first answers compile validators and fill caches
    const before = rssMb(fresh.child.pid!);
    await fill(fresh.base, records);
    const after = rssMb(fresh.child.pid!);
    const client = new Redis(redis.url);
    const used = async () => Number(/used_memory:(\d+)/.exec(await client.info('memory'))?.[1] ?? 0) / 1024 / 1024;
    await client.flushall();
    const redisBefore = await used();
    const viaRedis = running.get('redis')!;
    await fill(viaRedis.base, records);
    const redisAfter = await used();
    client.disconnect();
    console.log(`\nMemory for ${records.toLocaleString('en')} stored books (about 110 bytes of JSON each):`);
    console.log(`| store | before (MiB) | after (MiB) | per 10,000 records (MiB) |`);
    console.log('| --- | ---: | ---: | ---: |');
    console.log(`| in memory (the mock's resident set) | ${before.toFixed(1)} | ${after.toFixed(1)} | ${(((after - before) * 10_000) / records).toFixed(1)} |`);
    console.log(`| Redis (used_memory) | ${redisBefore.toFixed(1)} | ${redisAfter.toFixed(1)} | ${(((redisAfter - redisBefore) * 10_000) / records).toFixed(1)} |`);
  } finally {
    for (const { child } of running.values()) if (child.exitCode === null) child.kill('SIGTERM');
    await redis?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
