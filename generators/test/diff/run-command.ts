/** The diff command run in the test's own process, its console output captured (the caller restores the spies). */
import { vi } from 'vitest';
import { diffCommand } from '../../src/diff/command.js';

export async function runDiff(...argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const out = vi.spyOn(console, 'log').mockImplementation(() => {});
  const err = vi.spyOn(console, 'error').mockImplementation(() => {});
  out.mockClear();
  err.mockClear();
  const code = await diffCommand(argv);
  return { code, stdout: out.mock.calls.flat().join('\n'), stderr: err.mock.calls.flat().join('\n') };
}
