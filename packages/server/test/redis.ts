/**
 * A real Redis for the tests (Debian's `redis-server`, which `.ci/run` installs): one per test file, on a
 * free loopback port, no persistence, stopped by its PID. And a TCP proxy in front of it that can slow or
 * hold Redis's answers, for the store's fault tests.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, Socket, type AddressInfo, type Server } from 'node:net';

export interface RedisProcess {
  port: number;
  url: string;
  pid: number;
  /** SIGKILL: Redis lost at once, as a crashed host would be. */
  kill(): Promise<void>;
  /** Starts it again on the same port (after `kill`). */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function launch(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--loglevel', 'notice'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('Ready to accept connections')) {
        child.stdout!.off('data', onData);
        child.stdout!.resume();
        resolve(child);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.resume();
    child.once('error', (error) => reject(new Error(`redis-server did not start (is it installed? apt-get install -y redis-server): ${error.message}`)));
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code} before it was ready:\n${out}`)));
  });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

export async function startRedis(): Promise<RedisProcess> {
  const port = await freePort();
  let child = await launch(port);
  // Whatever ends this process (a crash before the file's afterAll), its Redis goes with it.
  const orphan = () => child.exitCode === null && child.signalCode === null && child.kill('SIGKILL');
  process.once('exit', orphan);
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    get pid() {
      return child.pid!;
    },
    async kill() {
      process.kill(child.pid!, 'SIGKILL');
      await exited(child);
    },
    async restart() {
      child = await launch(port);
    },
    async stop() {
      process.removeListener('exit', orphan);
      if (child.exitCode === null && child.signalCode === null) process.kill(child.pid!, 'SIGTERM');
      await exited(child);
    },
  };
}

export interface LatencyProxy {
  port: number;
  url: string;
  /** Redis's answers reach the client this much later (ms). */
  delayMs: number;
  /** Keep every answer from now on until `release()`. */
  hold(): void;
  release(): void;
  /** Bytes of answers held back right now. */
  readonly held: number;
  close(): Promise<void>;
}

/**
 * A loopback TCP proxy to `target`: requests go through at once, answers are delayed by `delayMs` (in order)
 * or held. A small hand-written one: the tests need nothing but this, and it must be stopped and inspected
 * in-process.
 */
export async function latencyProxy(target: number): Promise<LatencyProxy> {
  const sockets = new Set<Socket>();
  const heldChunks: { to: Socket; chunk: Buffer }[] = [];
  let holding = false;
  const proxy: LatencyProxy = {
    port: 0,
    url: '',
    delayMs: 0,
    hold: () => void (holding = true),
    release() {
      holding = false;
      for (const { to, chunk } of heldChunks.splice(0)) if (!to.destroyed) to.write(chunk);
    },
    get held() {
      return heldChunks.reduce((n, { chunk }) => n + chunk.length, 0);
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  const server: Server = createServer((client) => {
    const upstream = new Socket();
    sockets.add(client).add(upstream);
    upstream.connect(target, '127.0.0.1');
    client.on('data', (chunk) => upstream.write(chunk));
    // Answers keep their order: each leaves no earlier than the one before it.
    let last = 0;
    upstream.on('data', (chunk) => {
      if (holding) return void heldChunks.push({ to: client, chunk });
      const at = Math.max(Date.now() + proxy.delayMs, last);
      last = at;
      if (at <= Date.now()) client.write(chunk);
      else setTimeout(() => !client.destroyed && client.write(chunk), at - Date.now());
    });
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxy.port = (server.address() as AddressInfo).port;
  proxy.url = `redis://127.0.0.1:${proxy.port}`;
  return proxy;
}
