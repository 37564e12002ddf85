#!/usr/bin/env -S npx tsx
/**
 * npx tsx scripts/bench-start.ts [--rounds 5]
 *
 * Start-up: the time from spawning a process to its first HTTP answer on 127.0.0.1, for the sandbox and
 * the mock as users start them (built JavaScript: `node packages/<pkg>/dist/cli.js`, what `npm run
 * sandbox` / `npm run mock` run) beside Prism started directly on the same bundled spec. Rounds are
 * interleaved so a busy moment of the machine hits every target alike; the median is printed, with each
 * target's ratio to Prism. The mock runs Prism's own packages in one process, with the modules a static
 * mock never calls left unloaded and Prism's operations cached per spec: it is timed as a user restarts it
 * (cache kept) and on a first start (cache removed before each such run). Numbers depend on the machine;
 * nothing here asserts.
 *
 * At GitHub's scale: stubs generated from GitHub's description (1,223 routes, `./github-stubs.ts`), bundled
 * as built JavaScript, from spawn to the first answer of a filtered `GET /repos/{owner}/{repo}/issues` (the
 * target: <= 2 s). Its ratio is to Prism on this project's spec, printed for the record only.
 * `--github false` leaves it out.
 */
import { spawn } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { defaultCacheDir } from '../packages/mock/src/core/operations-cache.js';
import { buildGitHubServer, generateGitHubStubs, githubRoute } from './github-stubs.js';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '5' }, github: { type: 'string', default: 'true' } } });
const rounds = Number(values.rounds);
const root = path.resolve(import.meta.dirname, '..');
const spec = path.join(root, 'openapi/dist/openapi.json');
const prism = path.join(root, 'node_modules/@stoplight/prism-cli/dist/index.js');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

interface Target {
  name: string;
  args: (port: number) => string[];
  /** A request any healthy start answers (with any status). */
  path: string;
  /** Run before each spawn, untimed. */
  before?: () => void;
}

const targets: Target[] = [
  { name: 'sandbox (node dist/cli.js)', args: (port) => [path.join(root, 'packages/sandbox/dist/cli.js'), '--port', String(port)], path: '/v1/conversations' },
  {
    name: 'mock, first start (no cache)',
    args: (port) => [path.join(root, 'packages/mock/dist/cli.js'), '--port', String(port)],
    path: '/conversations',
    before: () => rmSync(defaultCacheDir()!, { recursive: true, force: true }),
  },
  { name: 'mock (node dist/cli.js)', args: (port) => [path.join(root, 'packages/mock/dist/cli.js'), '--port', String(port)], path: '/conversations' },
  { name: 'Prism 5.14.2 (prism mock)', args: (port) => [prism, 'mock', spec, '-p', String(port), '-h', '127.0.0.1'], path: '/conversations' },
];

const githubOut = values.github === 'false' ? undefined : generateGitHubStubs();
if (githubOut) {
  const server = await buildGitHubServer(githubOut);
  targets.push({ name: "GitHub's stubs (1,223 routes)", args: (port) => [server, String(port)], path: githubRoute.path });
}
process.on('exit', () => {
  if (githubOut) rmSync(githubOut, { recursive: true, force: true });
});

/** Spawns the target and polls until it answers; returns ms from spawn to the first answer. */
async function timeToFirstAnswer(target: Target): Promise<number> {
  const port = await freePort();
  target.before?.();
  const started = performance.now();
  const child = spawn(process.execPath, target.args(port), { cwd: root, stdio: 'ignore', detached: true });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${target.name} exited with ${child.exitCode} before answering`);
      try {
        const response = await fetch(`http://127.0.0.1:${port}${target.path}`, { signal: AbortSignal.timeout(2_000) });
        await response.arrayBuffer();
        return performance.now() - started;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      if (performance.now() - started > 120_000) throw new Error(`${target.name} did not answer within 120 s`);
    }
  } finally {
    // The whole process group: Prism and the mock start children of their own.
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

const samples = new Map<string, number[]>(targets.map((t) => [t.name, []]));
for (let round = 0; round < rounds; round++) {
  for (const target of targets) samples.get(target.name)!.push(await timeToFirstAnswer(target));
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const prismMedian = median(samples.get(targets.find((t) => t.name.startsWith('Prism'))!.name)!);
console.log(`Start-up to the first answer, median of ${rounds} interleaved rounds (${process.platform}, Node ${process.versions.node}):`);
for (const target of targets) {
  const m = median(samples.get(target.name)!);
  console.log(`  ${target.name.padEnd(31)} ${m.toFixed(0).padStart(6)} ms   ${(m / prismMedian).toFixed(2)}x Prism`);
}
