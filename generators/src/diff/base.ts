/**
 * Loads a spec to compare: a file (bundled or multi-file root), or a git ref, whose `openapi/` folder is
 * extracted with `git archive` into a temporary folder and loaded there. Fast path: no lint, no provenance.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadDocument, type OpenApiDocument } from '../load/fast.js';
import type { Overlay } from '../overlay/index.js';

export interface LoadedSpec {
  document: OpenApiDocument;
  label: string;
}

export async function loadBase(refOrFile: string, repoRoot: string, overlays: readonly Overlay[] = []): Promise<LoadedSpec> {
  if (existsSync(refOrFile)) return { document: await loadDocument(refOrFile, overlays), label: path.relative(process.cwd(), refOrFile) || refOrFile };
  let sha: string;
  try {
    sha = execFileSync('git', ['rev-parse', '--verify', `${refOrFile}^{commit}`], { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    throw new Error(`"${refOrFile}" is neither a file nor a git ref of this repository.`);
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cmp-diff-base-'));
  try {
    const tar = execFileSync('git', ['archive', '--format=tar', sha, 'openapi'], { cwd: repoRoot, maxBuffer: 256 * 1024 * 1024 });
    execFileSync('tar', ['-x', '-C', dir], { input: tar });
    const root = path.join(dir, 'openapi/openapi.yaml');
    if (!existsSync(root)) throw new Error(`${refOrFile} has no openapi/openapi.yaml.`);
    return { document: await loadDocument(root, overlays), label: `${refOrFile} (${sha.slice(0, 8)})` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
