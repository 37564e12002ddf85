/**
 * `npm run sandbox` as a user meets it: the banner's `export CMP_*` lines pasted into a shell, followed by
 * its curl line, list the demo conversations; followed by its client lines in an empty folder outside the
 * repository, they install the client and make the same first call with it; a taken port is one line on stderr (no stack trace); `--help`
 * describes every option; a bad option value says which one and what was expected.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../..');
const tsx = path.join(root, 'node_modules/.bin/tsx');
const cli = path.join(root, 'packages/sandbox/src/cli.ts');
const args = (...rest: string[]) => ['--conditions=cmp-source', cli, ...rest];
const started: ChildProcess[] = [];

afterAll(() => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGTERM');
});

/** Runs the CLI to completion (for options that exit). */
async function once(...rest: string[]) {
  try {
    const { stdout, stderr } = await run(tsx, args(...rest), { cwd: root, timeout: 600_000 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

/** Starts the CLI and resolves with its banner once printed. */
function startCli(...rest: string[]): Promise<{ child: ChildProcess; banner: string }> {
  const child = spawn(tsx, args(...rest), { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  started.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stdout!.on('data', (chunk) => {
      out += chunk;
      if (out.includes('for a new one.')) resolve({ child, banner: out });
    });
    child.stderr!.on('data', (chunk) => (err += chunk));
    child.once('exit', (code) => reject(new Error(`the sandbox exited (${code}) before its banner:\n${out}${err}`)));
  });
}

describe('npm run sandbox', () => {
  it('prints CMP_* lines that, pasted into a shell, make the printed curl call work', async () => {
    const { child, banner } = await startCli('--port', '0');
    try {
      const lines = banner.split('\n');
      const exports = lines.filter((l) => l.startsWith('export CMP_'));
      expect(exports.map((l) => /^export (CMP_\w+)=/.exec(l)![1])).toEqual(['CMP_BASE_URL', 'CMP_CLIENT_ID', 'CMP_CLIENT_SECRET', 'CMP_ACCESS_TOKEN']);
      const curl = lines.find((l) => l.startsWith('curl '))!;
      expect(curl).toContain('$CMP_ACCESS_TOKEN');
      const { stdout } = await run('sh', ['-c', [...exports, curl].join('\n')], { timeout: 30_000 });
      const body = JSON.parse(stdout) as { data: { id: string; status: string }[] };
      expect(body.data.length).toBeGreaterThan(0);
      expect(body.data.every((c) => c.status === 'open')).toBe(true);
      expect(banner).toContain('new CustomerMessagingClient()');

      // The client lines, literally, in an empty folder outside the repository (nothing resolves through its
      // node_modules), with none of the npm settings of the run that started this test.
      const block = lines.slice(lines.indexOf('npm init -y > /dev/null'), lines.indexOf('node first-call.mjs') + 1);
      expect(block.length).toBeGreaterThan(3);
      const empty = mkdtempSync(path.join(tmpdir(), 'cmp-first-call-'));
      const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_|^NODE_OPTIONS$/i.test(name)));
      try {
        // The registry's copy of openapi-fetch is taken from npm's cache when it is there (a setting of this machine, not of the lines).
        const call = await run('sh', ['-c', [...exports, ...block].join('\n')], { cwd: empty, timeout: 600_000, env: { ...env, npm_config_prefer_offline: 'true' } });
        for (const conversation of body.data) expect(call.stdout).toContain(conversation.id);
      } finally {
        rmSync(empty, { recursive: true, force: true });
      }
    } finally {
      child.kill('SIGTERM');
    }
  });

  it('says in one line that a taken port is taken', async () => {
    const holder = net.createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const { port } = holder.address() as net.AddressInfo;
    try {
      const result = await once('--port', String(port));
      expect(result.code).toBe(1);
      expect(result.stderr.trim().split('\n')).toEqual([expect.stringContaining(`Port ${port} on 127.0.0.1 is already in use`)]);
      expect(result.stderr).not.toMatch(/EADDRINUSE|\n\s+at /);
    } finally {
      holder.close();
    }
  });

  it.each([
    [['--help'], 0, /--port N[\s\S]*--host ADDRESS[\s\S]*--seed N[\s\S]*--seat-card-fails[\s\S]*--log[\s\S]*--help/],
    [['--port', 'http'], 2, /--port: expected a port number from 0 to 65535, got "http"/],
    [['--seed', 'x'], 2, /--seed: expected a whole number, got "x"/],
    [['--frobnicate'], 2, /Unknown option '--frobnicate'[\s\S]*Options:/],
  ])('%j exits %i saying %s', async (argv, code, said) => {
    const result = await once(...argv);
    expect(result.code).toBe(code);
    expect(code === 0 ? result.stdout : result.stderr).toMatch(said);
  });
});
