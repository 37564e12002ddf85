#!/usr/bin/env node
/**
 * A self-hosted Turborepo remote cache (turborepo-remote-cache) on loopback, storing artifacts on disk:
 *
 *   TURBO_TOKEN=secret node scripts/ci/remote-cache-server.mjs [--port N] [--storage DIR]
 *
 * prints the `export TURBO_API=... TURBO_TOKEN=... TURBO_TEAM=...` lines that point turbo at it, and runs
 * until stopped. Tests import startRemoteCache() (port 0: the system picks a free one). For a team's shared
 * server (S3, a disk behind TLS) see docs/maintainers/ci-and-caching.md.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);

/**
 * Starts the server in a child process and resolves once it listens.
 * @param {{ token: string, storage?: string, port?: number }} options
 * @returns {Promise<{ url: string, storage: string, stop(): Promise<void> }>}
 */
export function startRemoteCache({ token, storage = mkdtempSync(path.join(os.tmpdir(), 'turbo-remote-')), port = 0 }) {
  if (!token) throw new Error('startRemoteCache: a token is required (the server refuses requests without it).');
  const cli = path.join(path.dirname(require.resolve('turborepo-remote-cache/package.json')), 'dist/cli.js');
  const child = spawn(process.execPath, [cli], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      // Its default is every interface; a cache holds build outputs, never expose it beyond loopback here.
      HOST: '127.0.0.1',
      PORT: String(port),
      STORAGE_PROVIDER: 'local',
      STORAGE_PATH: storage,
      STORAGE_PATH_USE_TMP_FOLDER: 'false',
      TURBO_TOKEN: token,
      LOG_LEVEL: 'info',
      ENABLE_STATUS_LOG: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Never outlive the process that started it (a test that times out, a Ctrl-C).
  const orphan = () => child.kill();
  process.once('exit', orphan);
  child.once('exit', () => process.off('exit', orphan));
  let log = '';
  return new Promise((resolve, reject) => {
    const fail = (why) => {
      child.kill();
      reject(new Error(`turborepo-remote-cache did not start: ${why}\n${log}`));
    };
    const timer = setTimeout(() => fail('no "listening" line within 120 s'), 120_000);
    const onData = (chunk) => {
      log += chunk;
      const match = /listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(log);
      if (!match) return;
      clearTimeout(timer);
      child.stdout.off('data', onData);
      child.stderr.off('data', onData);
      child.stdout.resume();
      child.stderr.resume();
      resolve({
        url: match[1],
        storage,
        stop: () =>
          new Promise((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    };
    child.stdout.setEncoding('utf8').on('data', onData);
    child.stderr.setEncoding('utf8').on('data', onData);
    child.once('error', (error) => fail(error.message));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`turborepo-remote-cache exited with ${code} before listening\n${log}`));
    });
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({ options: { port: { type: 'string', default: '0' }, storage: { type: 'string' } } });
  const token = process.env.TURBO_TOKEN;
  if (!token) {
    console.error('Set TURBO_TOKEN: the token clients must send (keep it out of the repository).');
    process.exit(2);
  }
  const server = await startRemoteCache({ token, port: Number(values.port), ...(values.storage ? { storage: path.resolve(values.storage) } : {}) });
  console.log(`Remote cache at ${server.url}, artifacts in ${server.storage}. Point turbo at it:\n`);
  console.log(`export TURBO_API=${server.url} TURBO_TEAM=team_local TURBO_TOKEN=<the token>`);
  const stop = () => server.stop().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
