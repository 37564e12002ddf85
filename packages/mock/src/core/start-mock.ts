/**
 * Starts the mock in a process of its own (`../mock-process.ts`: Prism and the front door, `serve.ts`) and
 * resolves once it is listening; the URL returned is the front door's (Prism's own in proxy mode). The
 * process is the leader of its own group: `stop()` ends the group and waits for it, a mock still running
 * when this process exits is killed then, and one whose parent dies without warning exits by itself (its
 * IPC channel closes). A process of its own keeps Prism's work (loading, validating, logging) off the
 * caller's event loop and lets a test end it for sure.
 *
 * Run from the built package it starts `dist/mock-process.js`; run from the sources (tests, `cmp-source`)
 * it starts `src/mock-process.ts` through tsx.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { MockProcessMessage } from '../mock-process.js';
import { prismArgs } from './prism-args.js';
import { DEFAULT_SPEC, type ServeOptions } from './serve.js';

export { DEFAULT_SPEC };

export interface StartMockOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Generate answers from the schemas (json-schema-faker) instead of returning the documented examples. */
  dynamic?: boolean;
  /** Seed for repeatable dynamic answers. */
  seed?: string;
  /** OpenAPI document to mock; default the bundled spec openapi/dist/openapi.json. */
  spec?: string;
  /** Answer browser pages of any origin (CORS), e.g. the docs site's "Try it" console. Default false. */
  cors?: boolean;
  /** Receives Prism's log lines (requests, negotiation, violations). */
  onLog?: (line: string) => void;
  /** How long to wait for the mock to listen, in ms. Default 60 000. */
  startTimeout?: number;
  /**
   * Run as `prism proxy` instead: forward every request to this base URL (e.g. the sandbox's URL with its base path)
   * and, as with `--errors`, turn any request or response that breaks the spec into an error answer.
   */
  upstream?: string;
  /** Remember: resources inferred from the spec are created, read, changed, listed and deleted. */
  stateful?: boolean;
  /** The stateful mock's store: `redis://host:port`; default in memory. */
  store?: string;
  /** Seed the stateful mock from this file instead of the spec's examples. */
  seedData?: string;
  /** Clear the stored state at start. */
  reset?: boolean;
  /** Keep each credential's records apart. */
  isolate?: boolean;
}

export interface RunningMock {
  /** Origin to call, e.g. http://127.0.0.1:4010 (Prism serves the paths without the servers' base path). */
  url: string;
  port: number;
  /** Process id of the mock (Prism and its front door; leader of its own process group). */
  pid: number;
  /** Prism's own address (behind the front door in mock mode; the same as `url` in proxy mode). */
  prismUrl?: string;
  /** The stateful mock's located warnings, records seeded and resources inferred. */
  stateful?: { warnings: string[]; seeded: number; resources: number; store: string };
  stop(): Promise<void>;
}

const FROM_SOURCE = import.meta.url.endsWith('.ts');
const ENTRY = FROM_SOURCE ? path.resolve(import.meta.dirname, '../mock-process.ts') : path.join(import.meta.dirname, 'mock-process.js');
const PACKAGE_ROOT = path.resolve(import.meta.dirname, FROM_SOURCE ? '../..' : '..');
const running = new Set<ChildProcess>();

process.once('exit', () => {
  for (const child of running) killGroup(child, 'SIGKILL');
});

export function startMock(options: StartMockOptions = {}): Promise<RunningMock> {
  const spec = path.resolve(options.spec ?? DEFAULT_SPEC);
  const port = options.port ?? 0;
  const serve: Omit<ServeOptions, 'log'> & { log: boolean } = {
    port,
    spec,
    dynamic: options.dynamic,
    seed: options.seed,
    upstream: options.upstream,
    cors: options.cors,
    stateful: options.stateful,
    store: options.store,
    seedData: options.seedData && path.resolve(options.seedData),
    reset: options.reset,
    isolate: options.isolate,
    log: !!options.onLog,
  };
  const node = FROM_SOURCE ? ['--import', 'tsx', ENTRY] : [ENTRY];
  const child = spawn(process.execPath, [...node, JSON.stringify(serve)], {
    cwd: PACKAGE_ROOT, // where `--import tsx` is resolved from
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  running.add(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  exited.then(() => running.delete(child));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    killGroup(child, 'SIGTERM');
    const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  };

  return new Promise((resolve, reject) => {
    const output: string[] = [];
    let settled = false;
    const fail = async (message: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      await stop();
      const command = prismArgs({ spec, port, dynamic: options.dynamic, seed: options.seed, upstream: options.upstream }).join(' ');
      reject(new Error(`${message}\n(as prism ${command})${output.length ? `\n${output.slice(-30).join('\n')}` : ''}`));
    };
    const timeout = options.startTimeout ?? 60_000;
    const timer = setTimeout(() => void fail(`Prism did not start listening within ${timeout} ms.`), timeout);
    child.on('message', (message: MockProcessMessage) => {
      if ('error' in message) return void fail(`Prism could not start: ${message.error}`);
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      const { url, port: listening, prismUrl, stateful } = message.ready;
      resolve({ url, port: listening, pid: child.pid!, prismUrl, ...(stateful ? { stateful } : {}), stop });
    });
    for (const stream of [child.stdout!, child.stderr!]) {
      let buffered = '';
      stream.setEncoding('utf8');
      // Always drained: with a log, Prism writes a line for every request, and a full pipe would stall it.
      stream.on('data', (chunk: string) => {
        const lines = (buffered + chunk).split('\n');
        buffered = lines.pop()!;
        for (const line of lines) {
          output.push(line);
          if (output.length > 200) output.shift();
          options.onLog?.(line);
        }
      });
    }
    child.once('error', (error) => void fail(`Prism could not be started: ${error.message}`));
    // 'close', not 'exit': it comes after the last message and output of the process.
    child.once('close', (code, signal) => void fail(`Prism exited before listening (code ${code}, signal ${signal}).`));
  });
}

/** The whole process group: the mock and anything it started. */
function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // already gone
  }
}
