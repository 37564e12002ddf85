/**
 * Whether a process the test started is still running: signalable and not a zombie (a process that ended and
 * that its parent has not reaped yet can still be signalled). Linux's /proc tells the two apart; where there
 * is no /proc, a signalable process counts as running.
 */
import { existsSync, readFileSync } from 'node:fs';

export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    // The process ended between the two looks (its /proc entry is gone), or there is no /proc at all.
    return !existsSync('/proc/self');
  }
}
