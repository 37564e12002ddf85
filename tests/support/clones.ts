/**
 * Scratch git clones of this repository's working tree (its files as git sees them: tracked and new, not
 * ignored), for turbo runs that must not touch the real checkout or its cache. node_modules is a link to the
 * real one, made after the commit so it is never part of the clone.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './spec.js';

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=ci', '-c', 'user.email=ci@localhost', '-c', 'commit.gpgsign=false', ...args], { cwd, encoding: 'utf8' });

/**
 * The working tree's files (tracked, and untracked ones git does not ignore), relative to the root; not the
 * tracked files the working tree no longer has (a regeneration that removed some, not yet committed).
 */
export function workingTreeFiles(): string[] {
  const list = (...args: string[]) =>
    git(repoRoot, 'ls-files', ...args, '-z')
      .split('\0')
      .filter(Boolean);
  const deleted = new Set(list('--deleted'));
  return list('--cached', '--others', '--exclude-standard').filter((file) => !deleted.has(file));
}

export interface Clones {
  /** Folder holding the clones. */
  dir: string;
  /** A git repository made from the working tree. */
  first: string;
  remove(): void;
  /** `git clone` of `first` into a new folder, with node_modules linked. */
  clone(name: string): string;
}

/** A commit of the working tree in a scratch folder; clone() makes more of it. */
export function scratchClones(files: string[] = workingTreeFiles()): Clones {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cmp-clones-'));
  const first = path.join(dir, 'first');
  mkdirSync(first);
  for (const file of files) cpSync(path.join(repoRoot, file), path.join(first, file), { recursive: false, force: true, errorOnExist: false, dereference: false });
  git(first, 'init', '-q', '-b', 'main');
  git(first, 'add', '-A');
  git(first, 'commit', '-q', '-m', 'scratch');
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(first, 'node_modules'), 'dir');
  return {
    dir,
    first,
    remove: () => rmSync(dir, { recursive: true, force: true }),
    clone(name) {
      const target = path.join(dir, name);
      git(dir, 'clone', '-q', first, target);
      symlinkSync(path.join(repoRoot, 'node_modules'), path.join(target, 'node_modules'), 'dir');
      return target;
    },
  };
}

/** The environment turbo runs with in a scratch clone: no variable of the test run's own turbo leaks in. */
export function turboEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH, HOME: process.env.HOME ?? os.tmpdir(), TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1', NO_COLOR: '1', ...extra };
}

/** Runs the repository's turbo in `cwd`; returns its exit code and output. */
export function turbo(cwd: string, args: string[], env: NodeJS.ProcessEnv = turboEnv()) {
  const result = spawnSync(path.join(repoRoot, 'node_modules/.bin/turbo'), args, { cwd, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr, output: `${result.stdout}\n${result.stderr}` };
}
