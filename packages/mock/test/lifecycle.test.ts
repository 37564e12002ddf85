/** The mock never outlives whoever started it: not after stop(), not when that process is killed outright. */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';
import { startMock } from '../src/index.js';
import { isAlive, waitUntilGone } from './process.js';

describe('mock lifecycle', () => {
  it('picks a free port each time and stop() ends Prism', async () => {
    const [a, b] = await Promise.all([startMock(), startMock()]);
    try {
      expect(a.port).not.toBe(b.port);
      expect(a.url).toBe(`http://127.0.0.1:${a.port}`);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
    expect(isAlive(a.pid)).toBe(false);
    expect(isAlive(b.pid)).toBe(false);
  });

  it('exits when the process that started it is killed with SIGKILL', async () => {
    const fixture = path.join(import.meta.dirname, 'fixtures/start-and-wait.ts');
    const parent = spawn(process.execPath, ['--import', 'tsx', fixture], { stdio: ['ignore', 'pipe', 'inherit'] });
    const line = await new Promise<string>((resolve, reject) => {
      createInterface({ input: parent.stdout! }).once('line', resolve);
      parent.once('exit', (code) => reject(new Error(`fixture exited with ${code} before starting the mock`)));
    });
    const { pid } = JSON.parse(line) as { pid: number };
    expect(isAlive(pid)).toBe(true);
    parent.kill('SIGKILL');
    expect(await waitUntilGone(pid, 10_000), `Prism ${pid} outlived its parent`).toBe(true);
  });

  it('reports a spec Prism cannot load instead of hanging', async () => {
    await expect(startMock({ spec: path.join(import.meta.dirname, 'no-such-spec.yaml'), startTimeout: 30_000 })).rejects.toThrow(/Prism/);
  });
});
