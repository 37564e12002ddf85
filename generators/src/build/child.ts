/**
 * Package builds (packages.ts) in a child process, for a command that lives across many builds (`npm run
 * dev`). A process that runs the bundler keeps memory from every build it ran: rolldown's native allocations
 * grew by about 400 MB per build of a 1,200-operation client's JavaScript, and each build of its declarations
 * left about 650 MB on the JavaScript heap, so a `dev` session that built in its own process ran out of heap
 * by its third save. Memory a child held goes back to the system when the child ends.
 *
 * A `BuildProcess` sends one build at a time to its child (worker.ts), which stays loaded between builds
 * (the bundler is not loaded again at every save), and is replaced once its resident memory passes
 * `recycleMiB` after a build. `cancel()` ends a build under way at once (a save that supersedes the
 * declarations being built off the quick path): a part's stamp is removed before its files are replaced, so
 * a build ended halfway leaves that part stale, to be built again, never taken for current. Every child is
 * ended by its pid when `stop()` is called and, failing that, when this process exits.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildablePackages, type PackageBuild } from './packages.js';
import type { BuildReply, BuildRequest } from './worker.js';

/** What `build` resolves with when `cancel()` or `stop()` ended the build. */
export const CANCELLED = 'cancelled';

export interface BuildProcessOptions {
  /** The child is replaced after a build that leaves it with more resident memory than this (0: after every build). */
  recycleMiB?: number;
  /** Start a new child as soon as one is replaced, so the next build finds the bundler loaded. */
  keepWarm?: boolean;
}

/**
 * The child's script: the built CLI's `build-worker.js` beside this chunk (generators/build.mjs), or, run from
 * the TypeScript sources (the tests), worker.ts through tsx.
 */
function workerScript(): { file: string; execArgv: string[] } {
  const here = fileURLToPath(import.meta.url);
  return here.endsWith('.ts')
    ? { file: path.join(path.dirname(here), 'worker.ts'), execArgv: ['--import', 'tsx'] }
    : { file: path.join(path.dirname(here), 'build-worker.js'), execArgv: [] };
}

const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

export class BuildProcess {
  readonly #recycleMiB: number;
  readonly #keepWarm: boolean;
  #child: ChildProcess | undefined;
  /** Builds run one after another: each waits for the one before. */
  #queue: Promise<unknown> = Promise.resolve();
  /** The build under way: `cancel` ends it. */
  #current: { child: ChildProcess; cancelled: boolean } | undefined;
  #nextId = 1;
  #stopped = false;

  constructor(options: BuildProcessOptions = {}) {
    this.#recycleMiB = options.recycleMiB ?? 1024;
    this.#keepWarm = options.keepWarm ?? false;
  }

  /** The pid of the child, while one runs. */
  get pid(): number | undefined {
    return this.#child && running(this.#child) ? this.#child.pid : undefined;
  }

  /** True while a build runs in the child. */
  get busy(): boolean {
    return this.#current !== undefined;
  }

  /** Starts the child now (it loads the bundler), so that the next build finds it ready. */
  warm(): void {
    if (!this.#stopped && !(this.#child && running(this.#child))) this.#child = this.#spawn();
  }

  /**
   * Builds as `buildPackages` does, in the child, after the builds asked for before this one. A child that
   * ends during the build (killed from outside, out of memory) fails each package it was building, with the
   * reason; `CANCELLED` when `cancel()` or `stop()` ended it.
   */
  build(request: Omit<BuildRequest, 'id'>): Promise<PackageBuild[] | typeof CANCELLED> {
    const result = this.#queue.then(() => this.#run(request));
    this.#queue = result.catch(() => undefined);
    return result;
  }

  /** Ends the build under way, if any (its child with it); builds asked for after it still run, in a new child. */
  cancel(): void {
    if (!this.#current) return;
    this.#current.cancelled = true;
    // SIGKILL: nothing in the child is worth finishing (its part stays unstamped), and the bundler's
    // signal handlers would otherwise be the ones to decide when it ends.
    this.#current.child.kill('SIGKILL');
  }

  /** Ends the child if no build runs in it (its memory goes back to the system); a later build starts a new one. */
  release(): void {
    if (this.#current || !this.#child) return;
    this.#child.kill('SIGKILL');
    this.#child = undefined;
  }

  /** Ends the build under way and the child, by its pid, and waits until it is gone; later builds resolve `CANCELLED`. */
  async stop(): Promise<void> {
    this.#stopped = true;
    this.cancel();
    const child = this.#child;
    this.#child = undefined;
    if (child && running(child)) {
      const exited = once(child, 'exit');
      child.kill('SIGKILL');
      await exited;
    }
  }

  async #run(request: Omit<BuildRequest, 'id'>): Promise<PackageBuild[] | typeof CANCELLED> {
    if (this.#stopped) return CANCELLED;
    if (!this.#child || !running(this.#child)) this.#child = this.#spawn();
    const child = this.#child;
    const current = { child, cancelled: false };
    this.#current = current;
    const id = this.#nextId++;
    const started = performance.now();
    const outcome = await new Promise<{ reply: BuildReply } | { ended: string }>((resolve) => {
      const onMessage = (reply: BuildReply) => reply.id === id && settle({ reply });
      const onExit = (code: number | null, signal: NodeJS.Signals | null) => settle({ ended: signal ? `it was ended by ${signal}` : `it exited with code ${code}` });
      const settle = (result: { reply: BuildReply } | { ended: string }) => {
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(result);
      };
      child.on('message', onMessage);
      child.on('exit', onExit);
      child.send({ id, ...request } satisfies BuildRequest, (error) => error && settle({ ended: `it could not be reached (${error.message})` }));
    });
    this.#current = undefined;
    if (current.cancelled || this.#stopped) return CANCELLED;
    if ('ended' in outcome) {
      if (this.#child === child) this.#child = undefined;
      const ms = Math.round(performance.now() - started);
      const error = `the build process (pid ${child.pid}) ended before the build was over: ${outcome.ended}`;
      return buildablePackages(request.root)
        .filter((dir) => !request.only || request.only.includes(dir))
        .map((dir) => ({ dir, status: 'failed' as const, ms, error }));
    }
    const { reply } = outcome;
    if (reply.rssMiB > this.#recycleMiB) {
      // Its memory goes back to the system with it; the next build starts from a fresh process.
      if (this.#child === child) this.#child = undefined;
      child.kill('SIGKILL');
      if (this.#keepWarm) this.warm();
    }
    if ('error' in reply) throw new Error(reply.error);
    return reply.builds;
  }

  #spawn(): ChildProcess {
    const { file, execArgv } = workerScript();
    // Its output is this command's: the bundler's warnings reach the terminal as before.
    const child = fork(file, [], { execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    // Whatever ends this process, the child goes first (it also ends itself when the IPC channel closes).
    const kill = () => child.kill('SIGKILL');
    process.on('exit', kill);
    child.once('exit', () => process.off('exit', kill));
    // A failed send (the child gone between the check and the send) is reported by its 'exit' event.
    child.on('error', () => undefined);
    return child;
  }
}
