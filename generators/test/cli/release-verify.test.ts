/**
 * `release` refuses what does not work, on another API's workspace: it reads the version from the authored
 * spec (a bump without a regenerate is named as stale output, not "bump info.version first"), refuses while
 * `check` fails or the workspace's type-check fails, and names every package it versions (the MCP package
 * with its CHANGELOG.md). The type-check script is a hand edit of the generated root package.json, which
 * regeneration keeps.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { generateCommand } from '../../src/generate.js';
import { release } from '../../src/release/release.js';

const root = mkdtempSync(path.join(os.tmpdir(), 'cmp-release-'));
const spec = path.join(root, 'openapi/openapi.yaml');
const config = path.join(root, 'cmp.config.mjs');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

async function quietly<T>(run: () => Promise<T>): Promise<{ value: T; text: string }> {
  const lines: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((...a: unknown[]) => void lines.push(a.join(' ')));
  const error = vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => void lines.push(a.join(' ')));
  try {
    return { value: await run(), text: lines.join('\n') };
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
}
const generate = () => quietly(() => generateCommand(['--config', config, '--out', root]));
/** Sets the workspace's type-check script, by hand, in the generated root package.json. */
const typecheck = (script: string) => {
  const manifest = JSON.parse(read('package.json'));
  manifest.scripts.typecheck = script;
  writeFileSync(path.join(root, 'package.json'), JSON.stringify(manifest, null, 2) + '\n');
};

beforeAll(async () => {
  mkdirSync(path.dirname(spec), { recursive: true });
  writeFileSync(spec, readFileSync(path.resolve(import.meta.dirname, '../fixtures/petstore/openapi.yaml'), 'utf8'));
  writeFileSync(config, "export default { input: 'openapi/openapi.yaml' };\n");
  const first = await generate();
  expect(first.value, first.text).toBe(0);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('another API’s workspace', () => {
  it('has a README, and no folder without a package.json (the mock’s generated part needs the mock package)', () => {
    expect(read('README.md')).toContain('npm run typecheck');
    expect(existsSync(path.join(root, 'packages/mock'))).toBe(false);
    for (const pkg of ['client', 'server', 'mcp', 'client-runtime', 'server-runtime', 'mcp-runtime'])
      expect(existsSync(path.join(root, 'packages', pkg, 'package.json')), pkg).toBe(true);
  });
});

describe('release:spec refuses what does not work', () => {
  it('a version bump without a regenerate: refused as stale output, naming the files; nothing versioned', async () => {
    writeFileSync(spec, readFileSync(spec, 'utf8').replace('version: 1.2.0', 'version: 1.3.0'));
    const { value, text } = await quietly(() => release({ root, date: '2026-01-02' }));
    expect(value).toBe(1);
    expect(text).toContain('FAILED  generated files and builds are current (check)');
    expect(text).toContain('openapi/dist/openapi.json (differs)');
    expect(text).not.toContain('Bump info.version');
    expect(JSON.parse(read('packages/client/package.json')).version).toBe('1.2.0');
    expect(existsSync(path.join(root, 'openapi/releases'))).toBe(false);
  });

  it('a failing type-check refuses, with what it said; once it passes, every versioned package is named', async () => {
    const regenerated = await generate();
    expect(regenerated.value, regenerated.text).toBe(0);
    typecheck(`node -e "console.error('No sandbox handler for countPets'); process.exit(1)"`);
    // The script is a hand edit of a generated file: kept by the next generate, current for check.
    expect((await generate()).text).toContain('Kept');
    const refused = await quietly(() => release({ root, date: '2026-01-02' }));
    expect(refused.value).toBe(1);
    expect(refused.text).toContain('ok      generated files and builds are current (check)');
    expect(refused.text).toContain('FAILED  the workspace type-checks (npm run typecheck)');
    expect(refused.text).toContain('No sandbox handler for countPets');
    expect(existsSync(path.join(root, 'packages/mcp/CHANGELOG.md'))).toBe(false);

    typecheck('node -e 0');
    await generate();
    const released = await quietly(() => release({ root, date: '2026-01-02' }));
    expect(released.value, released.text).toBe(0);
    for (const pkg of ['packages/client', 'packages/server', 'packages/mcp']) {
      expect(released.text).toContain(`  ${pkg} (`);
      expect(read(`${pkg}/CHANGELOG.md`)).toContain('## 1.3.0 (2026-01-02)');
    }
    expect(read('packages/mcp/CHANGELOG.md')).toContain('an MCP server for AI agents with a tool for each of the');
    expect(existsSync(path.join(root, 'openapi/releases/1.3.0.json'))).toBe(true);
  });
});
