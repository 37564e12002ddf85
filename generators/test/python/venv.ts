/**
 * The Python environment the SDK's tests run in: a virtual environment made with the `python3` on PATH,
 * into which the package is installed by pip with its declared dependencies (editable, so a regenerated
 * module is seen at once), with pytest, mypy and hatchling beside it. It is kept under
 * node_modules/.cache/python-sdk/, keyed by a hash of what it was made from (the pyproject, the runtime, the
 * interpreter), so the first run pays for it (about 30 s) and later ones only check it.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { withLockSync } from '../../src/build/lock.js';

export const repoRoot = path.resolve(import.meta.dirname, '../../..');
const TOOLS = ['pytest>=8', 'mypy>=1.10', 'hatchling>=1.18'];

/** pip without retries against an index it cannot reach (the machine's own indexes answer at once). */
export const pipEnv = { ...process.env, PIP_RETRIES: '0', PIP_DISABLE_PIP_VERSION_CHECK: '1', PIP_NO_INPUT: '1' };

export function venv(): { python: string; dir: string } {
  const hash = createHash('sha256');
  hash.update(execFileSync('python3', ['--version'], { encoding: 'utf8' }));
  hash.update(TOOLS.join(' '));
  hash.update(readFileSync(path.join(repoRoot, 'packages/client-python/pyproject.toml')));
  const runtime = path.join(repoRoot, 'packages/client-python-runtime/src');
  for (const f of readdirSync(runtime).sort()) hash.update(f).update(readFileSync(path.join(runtime, f)));
  const key = hash.digest('hex').slice(0, 16);
  const dir = path.join(repoRoot, 'node_modules/.cache/python-sdk', key);
  const python = path.join(dir, 'bin/python');
  if (existsSync(path.join(dir, 'ready'))) return { python, dir };
  // Two suites may ask at once (the SDK's tests and the guides' Python blocks): one makes it, the other waits.
  return withLockSync(`${dir}.lock`, () => {
    if (existsSync(path.join(dir, 'ready'))) return { python, dir };
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(path.dirname(dir), { recursive: true });
    execFileSync('python3', ['-m', 'venv', dir], { stdio: 'pipe' });
    execFileSync(python, ['-m', 'pip', 'install', '--quiet', '-e', path.join(repoRoot, 'packages/client-python'), ...TOOLS], { stdio: 'pipe', env: pipEnv, timeout: 300_000 });
    writeFileSync(path.join(dir, 'ready'), new Date().toISOString());
    return { python, dir };
  });
}
