/** Scratch copies of the spec for tests that break it on purpose; never touches the real one. */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './spec.js';

export interface ScratchSpec {
  dir: string;
  root: string;
  config: string;
  edit(file: string, change: (text: string) => string): void;
  remove(): void;
}

export function scratchSpec(): ScratchSpec {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cmp-spec-'));
  cpSync(path.join(repoRoot, 'openapi'), path.join(dir, 'openapi'), { recursive: true, filter: (src) => !src.includes(`${path.sep}dist`) });
  cpSync(path.join(repoRoot, 'redocly.yaml'), path.join(dir, 'redocly.yaml'));
  return {
    dir,
    root: path.join(dir, 'openapi/openapi.yaml'),
    config: path.join(dir, 'redocly.yaml'),
    edit(file, change) {
      const target = path.join(dir, 'openapi', file);
      const before = readFileSync(target, 'utf8');
      const after = change(before);
      if (after === before) throw new Error(`The edit of ${file} changed nothing; the test is out of date.`);
      writeFileSync(target, after);
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
