/**
 * Another API's client exports the error classes of the statuses its spec documents, and no others: a
 * spec of our own (fixtures/library: 404, 409, 422 and 503, no 401, 402, 403 or 429) gets `NotFoundError`,
 * `ConflictError`, `InvalidRequestError` (422) and `InternalServerError` (503) beside the generic
 * `APIError`, never our API's `PlanLimitError`. Its package manifest names only what its tarball holds (no
 * `cmp-source` condition pointing at sources), and its README names no package the reader cannot install.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { generateCommand } from '../../src/generate.js';
import { fixturesDir } from '../fixtures/config.js';

const out = mkdtempSync(path.join(tmpdir(), 'cmp-library-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));
const read = (file: string) => readFileSync(path.join(out, file), 'utf8');

beforeAll(async () => {
  const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  try {
    expect(await generateCommand(['--spec', path.join(fixturesDir, 'library/openapi.yaml'), '--out', out, '--only', 'client'])).toBe(0);
  } finally {
    log.mockRestore();
  }
});

/** The names the client's entry point exports from its error classes file. */
function exportedErrorClasses(): string[] {
  const index = read('packages/client/src/index.ts');
  const block = /export \{([^}]*)\} from '\.\/generated\/errors\.gen\.js'/.exec(index)![1]!;
  return block
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name && !name.startsWith('type '));
}

describe("another API's client: only what its users need", () => {
  it('exports the error classes of the statuses its spec documents, and the generic one', () => {
    expect(exportedErrorClasses().sort()).toEqual(['APIError', 'ConflictError', 'InternalServerError', 'InvalidRequestError', 'NotFoundError']);
    const errors = read('packages/client/src/generated/errors.gen.ts');
    expect(errors).not.toMatch(/PlanLimitError|AuthenticationError|PermissionError|RateLimitError/);
  });

  it('has a manifest whose exports point only into what the tarball holds', () => {
    const manifest = JSON.parse(read('packages/client/package.json')) as { exports: Record<string, unknown>; files: string[] };
    const targets = JSON.stringify(manifest.exports)
      .match(/"\.\/[^"]+"/g)!
      .map((t) => t.slice(3, -1));
    expect(JSON.stringify(manifest.exports)).not.toContain('cmp-source');
    for (const target of targets) expect(target === 'package.json' || manifest.files.some((f) => target.startsWith(`${f}/`))).toBe(true);
  });

  it('has a README that names no package the reader cannot install, and says how to get the tarball', () => {
    const readme = read('packages/client/README.md');
    expect(readme).not.toContain('@openapi-cmp/');
    expect(readme).toContain('npm install /path/to/lending-library-client-0.3.0.tgz');
  });
});
