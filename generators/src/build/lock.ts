/**
 * One build of a package's dist/ at a time across processes: `npm test` runs several suites at once, and each
 * may ask for the same package to be current. Without this, two processes rebuilding the same stale package
 * would replace each other's files while a third packed them. The lock is a folder (mkdir is atomic) holding
 * the owner's pid; a lock whose owner is gone is taken over. Hand-written because it is a dozen lines and
 * the lock libraries (proper-lockfile and the like) would be a new dependency for this one use.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock at `dir` if it is free (or its owner is gone): true when taken. */
function tryTake(dir: string): boolean {
  try {
    mkdirSync(dir);
    writeFileSync(path.join(dir, 'pid'), String(process.pid));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    let owner = NaN;
    try {
      owner = Number(readFileSync(path.join(dir, 'pid'), 'utf8'));
    } catch {
      // The owner has made the folder but not yet written its pid: wait for it.
    }
    if (Number.isInteger(owner) && owner !== process.pid && !alive(owner)) rmSync(dir, { recursive: true, force: true });
    return false;
  }
}

/** Runs `work` holding the lock at `dir` (created), waiting while a live process holds it. */
export async function withLock<T>(dir: string, work: () => Promise<T>): Promise<T> {
  mkdirSync(path.dirname(dir), { recursive: true });
  while (!tryTake(dir)) await sleep(100);
  try {
    return await work();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The same for synchronous work (a set-up made with child processes run to completion). */
export function withLockSync<T>(dir: string, work: () => T): T {
  mkdirSync(path.dirname(dir), { recursive: true });
  const pause = new Int32Array(new SharedArrayBuffer(4));
  while (!tryTake(dir)) Atomics.wait(pause, 0, 0, 100);
  try {
    return work();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Makes something once across processes: `make` runs unless `done()` already holds, under the lock at `dir`,
 * and `done()` is asked again once the lock is held, so of processes that race, one makes it and the others
 * find it made. True when this process made it.
 */
export async function makeOnce(dir: string, done: () => boolean, make: () => Promise<void>): Promise<boolean> {
  if (done()) return false;
  return withLock(dir, async () => {
    if (done()) return false;
    await make();
    return true;
  });
}
