/**
 * Starts Prism on the bundled spec and resolves once it is listening. In mock mode, Prism listens on a
 * private port behind the front door (front.ts: example summaries in `Prefer`, the caller's request id
 * echoed), and the URL returned is the front door's. `stop()` ends the whole process group
 * and waits for it; a mock still running when this process exits is killed then, and one whose parent dies
 * without warning exits by itself (watchdog.cjs). Prism runs in its own process because its CLI is the
 * supported way to run it: the programmatic API is internal to the prism-cli package.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { freePort } from './free-port.js';
import { startFront } from './front.js';
import { MOCK_HOST, prismArgs } from './prism-args.js';

export interface StartMockOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Generate answers from the schemas (json-schema-faker) instead of returning the documented examples. */
  dynamic?: boolean;
  /** Seed for repeatable dynamic answers. */
  seed?: string;
  /** OpenAPI document to mock; default the bundled spec openapi/dist/openapi.yaml. */
  spec?: string;
  /** Receives Prism's log lines (requests, negotiation, violations). */
  onLog?: (line: string) => void;
  /** How long to wait for Prism to listen, in ms. Default 60 000. */
  startTimeout?: number;
  /**
   * Run `prism proxy` instead: forward every request to this base URL (e.g. the sandbox's URL with its base path) and,
   * with `--errors`, turn any request or response that breaks the spec into an error answer.
   */
  upstream?: string;
}

export interface RunningMock {
  /** Origin to call, e.g. http://127.0.0.1:4010 (Prism serves the paths without the servers' base path). */
  url: string;
  port: number;
  /** Process id of Prism (leader of its own process group). */
  pid: number;
  /** Prism's own address (behind the front door in mock mode; the same as `url` in proxy mode). */
  prismUrl?: string;
  stop(): Promise<void>;
}

/** The bundled spec: shipped in the package as spec/openapi.yaml, read from the repository when run from source. */
export const DEFAULT_SPEC =
  [path.resolve(import.meta.dirname, '../spec/openapi.yaml'), path.resolve(import.meta.dirname, '../../../../openapi/dist/openapi.yaml')].find((candidate) =>
    existsSync(candidate),
  ) ?? path.resolve(import.meta.dirname, '../spec/openapi.yaml');
const PRISM_BIN = createRequire(import.meta.url).resolve('@stoplight/prism-cli/dist/index.js');
const WATCHDOG = path.join(import.meta.dirname, 'watchdog.cjs');
const LISTENING = /Prism is listening on (http:\/\/\S+)/;
const running = new Set<ChildProcess>();

process.once('exit', () => {
  for (const child of running) killGroup(child, 'SIGKILL');
});

export async function startMock(options: StartMockOptions = {}): Promise<RunningMock> {
  if (options.upstream) return startPrism(options, options.port);
  const prism = await startPrism(options, 0);
  try {
    const front = await startFront(options.port ?? 0, prism.port);
    return {
      url: `http://${MOCK_HOST}:${front.port}`,
      port: front.port,
      pid: prism.pid,
      prismUrl: prism.url,
      stop: async () => {
        await front.close();
        await prism.stop();
      },
    };
  } catch (error) {
    await prism.stop();
    throw error;
  }
}

async function startPrism(options: StartMockOptions, wanted: number | undefined): Promise<RunningMock> {
  const attempts = wanted ? 1 : 3; // a picked port can be taken before Prism binds it: pick again
  for (let attempt = 1; ; attempt++) {
    const port = wanted || (await freePort());
    try {
      return await launch(port, options);
    } catch (error) {
      if (attempt >= attempts || !String(error).includes('EADDRINUSE')) throw error;
    }
  }
}

function launch(port: number, options: StartMockOptions): Promise<RunningMock> {
  const spec = path.resolve(options.spec ?? DEFAULT_SPEC);
  const args = ['--require', WATCHDOG, PRISM_BIN, ...prismArgs({ spec, port, dynamic: options.dynamic, seed: options.seed, upstream: options.upstream })];
  const child = spawn(process.execPath, args, { detached: true, stdio: ['pipe', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0' } });
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
      await stop();
      reject(new Error(`${message}\nprism ${prismArgs({ spec, port, dynamic: options.dynamic, upstream: options.upstream }).join(' ')}\n${output.slice(-30).join('\n')}`));
    };
    const timer = setTimeout(() => void fail(`Prism did not start listening within ${options.startTimeout ?? 60_000} ms.`), options.startTimeout ?? 60_000);
    const onLine = (line: string) => {
      output.push(line);
      if (output.length > 200) output.shift();
      options.onLog?.(line);
      const match = LISTENING.exec(line);
      if (match && !settled) {
        settled = true;
        clearTimeout(timer);
        resolve({ url: `http://${MOCK_HOST}:${port}`, port, pid: child.pid!, stop });
      }
    };
    for (const stream of [child.stdout!, child.stderr!]) {
      let buffered = '';
      stream.setEncoding('utf8');
      // Always drained: Prism logs every request, and a full pipe would stall it.
      stream.on('data', (chunk: string) => {
        const lines = (buffered + chunk).split('\n');
        buffered = lines.pop()!;
        for (const line of lines) onLine(line);
      });
    }
    child.once('error', (error) => void fail(`Prism could not be started: ${error.message}`));
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      void fail(`Prism exited before listening (code ${code}, signal ${signal}).`);
    });
  });
}

/** The whole process group: Prism and anything it started. */
function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // already gone
  }
}
