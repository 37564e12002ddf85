/**
 * `lock` (npm run lock:error-codes): records every error code the spec names in
 * openapi/error-codes.lock.json. It only adds: the reference promises codes are stable across releases, so a
 * code is never dropped from the lock by a tool; `npm test` fails when the spec stops naming a locked code.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../release/files.js';

export const LOCK_FILE = path.join(repoRoot, 'openapi/error-codes.lock.json');

export interface LockedCode {
  code: string;
  type: string;
}

export function readLock(file = LOCK_FILE): LockedCode[] {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')).codes as LockedCode[]) : [];
}

export async function lockCommand(argv: string[]): Promise<number> {
  if (argv.length) {
    console.error(`lock takes no arguments (got ${argv.join(' ')}). Usage: npm run lock:error-codes`);
    return 2;
  }
  const { loadProject, SpecError } = await import('../load/index.js');
  let ir;
  try {
    ({ ir } = await loadProject());
  } catch (error) {
    if (error instanceof SpecError) {
      console.error(`The spec has problems; the lock is unchanged:\n${error.message}`);
      return 2;
    }
    throw error;
  }
  const locked = readLock();
  const added = ir.errorCodes.filter((c) => !locked.some((l) => l.code === c.code)).map((c) => ({ code: c.code, type: c.type }));
  const codes = [...locked, ...added].sort((a, b) => a.code.localeCompare(b.code));
  writeFileSync(
    LOCK_FILE,
    `${JSON.stringify({ note: 'Error codes the spec names. Codes are stable across releases: add with `npm run lock:error-codes`, never remove.', codes }, null, 2)}\n`,
  );
  console.log(added.length ? `Locked ${added.length} new code(s): ${added.map((c) => c.code).join(', ')}` : 'No new error codes.');
  return 0;
}
