/**
 * The toolchain's command line, as users run it (`node generators/bin/cmp.mjs ...`, what the npm scripts
 * alias), for every test that runs it: one place says how it is started. `cli` waits for it, `cliAsync`
 * lets other work run meanwhile, `spawnCli` is for long-running commands (`dev`, `--watch`). None of them
 * throws on a non-zero exit: the exit code is part of what the tests check.
 */
import { execFile, spawn, spawnSync, type ChildProcessByStdio, type SpawnOptionsWithStdioTuple, type StdioNull, type StdioPipe } from 'node:child_process';
import type { Readable } from 'node:stream';
import path from 'node:path';

export const CLI = path.resolve(import.meta.dirname, '../../generators/bin/cmp.mjs');

export interface CliOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** Standard input. */
  input?: string;
}

export interface CliResult {
  status: number | null;
  stdout: string;
  stderr: string;
  /** Both streams, for failure messages. */
  output: string;
}

const BUFFER = 64 * 1024 * 1024;

export function cli(args: string[], options: CliOptions = {}): CliResult {
  const result = spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8', maxBuffer: BUFFER, ...options });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr, output: `${result.stdout}${result.stderr}` };
}

export function cliAsync(args: string[], options: Omit<CliOptions, 'input'> = {}): Promise<CliResult> {
  return new Promise((resolve) => {
    execFile(process.execPath, [CLI, ...args], { encoding: 'utf8', maxBuffer: BUFFER, ...options }, (error, stdout, stderr) => {
      const status = error ? (typeof error.code === 'number' ? error.code : null) : 0;
      resolve({ status, stdout, stderr, output: `${stdout}${stderr}` });
    });
  });
}

/** Its output is piped, its input closed. */
export function spawnCli(args: string[], options: Omit<SpawnOptionsWithStdioTuple<StdioNull, StdioPipe, StdioPipe>, 'stdio'> = {}): ChildProcessByStdio<null, Readable, Readable> {
  return spawn(process.execPath, [CLI, ...args], { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
}
