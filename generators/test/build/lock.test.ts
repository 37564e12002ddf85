/**
 * A package's build holds a lock across processes (src/build/lock.ts): concurrent holders run one after the
 * other, a lock left by a process that is gone is taken over, and the lock is released when the work fails.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeOnce, withLock, withLockSync } from '../../src/build/lock.js';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'cmp-lock-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('withLock', () => {
  it('runs concurrent holders one after the other', async () => {
    const lock = path.join(scratch, 'one.lock');
    const events: string[] = [];
    const hold = (name: string) =>
      withLock(lock, async () => {
        events.push(`${name} in`);
        await tick();
        events.push(`${name} out`);
        return name;
      });
    expect(await Promise.all([hold('a'), hold('b'), hold('c')])).toEqual(['a', 'b', 'c']);
    // Never two inside at once.
    for (let i = 0; i < events.length; i += 2) expect(events[i + 1]).toBe(events[i]!.replace(' in', ' out'));
    expect(existsSync(lock)).toBe(false);
  });

  it('takes over a lock whose process is gone', async () => {
    const lock = path.join(scratch, 'stale.lock');
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout;
    mkdirSync(lock);
    writeFileSync(path.join(lock, 'pid'), gone);
    expect(await withLock(lock, async () => 'taken')).toBe('taken');
  });

  it('releases the lock when the work fails', async () => {
    const lock = path.join(scratch, 'fail.lock');
    await expect(withLock(lock, async () => Promise.reject(new Error('build failed')))).rejects.toThrow('build failed');
    expect(existsSync(lock)).toBe(false);
    expect(await withLock(lock, async () => 'again')).toBe('again');
  });
});

describe('withLockSync', () => {
  it('waits for a lock another process holds, then runs', async () => {
    const lock = path.join(scratch, 'sync.lock');
    // Another process takes the lock and holds it for a moment.
    const { spawn } = await import('node:child_process');
    const holder = spawn(process.execPath, [
      '-e',
      `const fs=require('fs');fs.mkdirSync(${JSON.stringify(lock)});fs.writeFileSync(${JSON.stringify(lock)}+'/pid',String(process.pid));setTimeout(()=>fs.rmSync(${JSON.stringify(lock)},{recursive:true}),300);setTimeout(()=>{},400)`,
    ]);
    while (!existsSync(path.join(lock, 'pid'))) await tick();
    // Inside, the lock is this process's: the holder's was waited out, not broken.
    expect(withLockSync(lock, () => readFileSync(path.join(lock, 'pid'), 'utf8'))).toBe(String(process.pid));
    expect(existsSync(lock)).toBe(false);
    await new Promise((resolve) => holder.once('exit', resolve).exitCode !== null && resolve(undefined));
  });
});

describe('makeOnce', () => {
  it('of callers that race, one makes it and the others find it made', async () => {
    const target = path.join(scratch, 'made.txt');
    let makes = 0;
    const make = () =>
      makeOnce(
        `${target}.lock`,
        () => existsSync(target),
        async () => {
          makes++;
          await tick();
          writeFileSync(target, 'made');
        },
      );
    expect((await Promise.all([make(), make(), make()])).filter(Boolean)).toHaveLength(1);
    expect(makes).toBe(1);
    expect(await make()).toBe(false);
    expect(readFileSync(target, 'utf8')).toBe('made');
  });
});
