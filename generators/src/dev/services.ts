/**
 * The servers `npm run dev` keeps running beside the preview (the configuration's `dev.services`): each is a
 * child process on a port it keeps across restarts, so what points at it (a shell's environment, a client)
 * keeps working. A restart stops the old process (SIGTERM, then SIGKILL after a grace period), starts the
 * new one and waits until its port accepts connections; a process that exits before that is reported with
 * the end of its output. Every process of one session gets the same session secret where its configuration
 * asks for `{session}` (a service that signs tokens with it keeps them valid across restarts), and a service
 * with `banner: true` has what it printed once it answered kept, for the command to show.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { connect, createServer } from 'node:net';
import { once } from 'node:events';
import type { DevService } from '../config/types.js';

const READY_TIMEOUT_MS = 30_000;
const STOP_GRACE_MS = 5_000;
/** A banner is complete once the output has been quiet this long after the port answered (or after BANNER_MAX_MS). */
const BANNER_QUIET_MS = 100;
const BANNER_MAX_MS = 3_000;

/** A free port on 127.0.0.1, for a service or preview configured with port 0. */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export class Service {
  #child: ChildProcess | undefined;
  #output = '';

  #banner: string | undefined;
  #launched: Promise<void> = Promise.resolve();

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly spec: DevService,
    private readonly cwd: string,
    /** The session's secret: `{session}` in the command or the environment. */
    private readonly session: string,
  ) {}

  /** Where its API answers: its origin and the configuration's `path`. */
  get url(): string {
    return `http://127.0.0.1:${this.port}${this.spec.path ?? '/'}`;
  }

  /** Its command as configured (before `{port}` and `{session}` are filled in): what it runs. */
  get command(): readonly string[] {
    return this.spec.command;
  }

  /** What the process started last printed once it answered, for a service with `banner: true`. */
  get banner(): string | undefined {
    return this.#banner;
  }

  get pid(): number | undefined {
    return this.#child?.pid;
  }

  /** True while the process started last is still running. */
  get running(): boolean {
    return this.#child !== undefined && this.#child.exitCode === null && this.#child.signalCode === null;
  }

  /**
   * Settles once the restart under way has started its new process (or failed before it could): from then
   * on the process starts up by itself, and the caller may do other work while waiting for `restart()`.
   */
  get launched(): Promise<void> {
    return this.#launched;
  }

  /** Stops the running process, if any, and starts a new one; resolves once its port accepts connections. */
  async restart(): Promise<void> {
    let launched!: () => void;
    this.#launched = new Promise<void>((resolve) => (launched = resolve));
    try {
      await this.#restart(launched);
    } finally {
      launched();
    }
  }

  async #restart(launched: () => void): Promise<void> {
    await this.stop();
    if (await accepts(this.port))
      throw new Error(`${this.name}: port ${this.port} is already in use by another program. Stop it, or set another port (--port ${this.name}=N, 0 picks a free one).`);
    const fill = (text: string) => text.replaceAll('{port}', String(this.port)).replaceAll('{session}', this.session);
    const [command, ...args] = this.spec.command.map(fill);
    const env = { ...process.env, ...Object.fromEntries(Object.entries(this.spec.env ?? {}).map(([name, value]) => [name, fill(value)])) };
    this.#output = '';
    this.#banner = undefined;
    const child = spawn(command === 'node' ? process.execPath : command!, args, { cwd: this.cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    this.#child = child;
    launched();
    const keep = (chunk: Buffer) => (this.#output = (this.#output + chunk.toString()).slice(-4000));
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    const exited = once(child, 'exit').then(([code]) => code as number | null);
    const deadline = Date.now() + READY_TIMEOUT_MS;
    for (;;) {
      const done = await Promise.race([exited.then(() => true), new Promise<false>((r) => setTimeout(() => r(false), 50))]);
      if (done || child.exitCode !== null) {
        this.#child = undefined;
        throw new Error(`${this.name} stopped before it answered on port ${this.port}:\n${this.#output.trim()}`);
      }
      if (await accepts(this.port)) {
        if (this.spec.banner) this.#banner = await this.#settledOutput();
        return;
      }
      if (Date.now() > deadline) throw new Error(`${this.name} did not answer on port ${this.port} within ${READY_TIMEOUT_MS / 1000} s:\n${this.#output.trim()}`);
    }
  }

  /** The output once it has been quiet for a moment: a process prints its banner just after it listens. */
  async #settledOutput(): Promise<string> {
    const deadline = Date.now() + BANNER_MAX_MS;
    let seen = this.#output;
    for (;;) {
      await new Promise((r) => setTimeout(r, BANNER_QUIET_MS));
      if ((this.#output && this.#output === seen) || Date.now() > deadline) return this.#output.trim();
      seen = this.#output;
    }
  }

  async stop(): Promise<void> {
    const child = this.#child;
    this.#child = undefined;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    await exited;
    clearTimeout(timer);
  }
}
