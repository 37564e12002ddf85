/**
 * The mock of another API, as `generate --spec X --out DIR --only mock` writes it: a package of its own
 * with the mock's runtime, X's table and X's document, whose command and `startMock()` take the same flags
 * as ours. Generated under the repository's node_modules/.cache (so its imports resolve to the installed
 * Prism, as they would after `npm install` in DIR) and started from its sources.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { generateCommand } from '../../../generators/src/generate.js';

const root = path.resolve(import.meta.dirname, '../../..');
const out = path.join(root, 'node_modules/.cache/mock-generated-package');
const pkg = path.join(out, 'packages/mock');
type MockModule = typeof import('../src/index.js');
let mock: Awaited<ReturnType<MockModule['startMock']>> | undefined;

beforeAll(async () => {
  rmSync(out, { recursive: true, force: true });
  const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  try {
    expect(await generateCommand(['--spec', path.join(import.meta.dirname, 'fixtures/stateful/library.yaml'), '--out', out, '--only', 'mock'])).toBe(0);
  } finally {
    log.mockRestore();
  }
});

afterAll(async () => {
  await mock?.stop();
  rmSync(out, { recursive: true, force: true });
});

describe("another API's mock package", () => {
  it("is a package named after the API, with its document, the mock's runtime and its command", () => {
    const manifest = JSON.parse(readFileSync(path.join(pkg, 'package.json'), 'utf8')) as { name: string; bin: Record<string, string>; dependencies: Record<string, string> };
    expect(manifest.name).toBe('library-api-mock');
    expect(manifest.bin).toEqual({ 'library-api-mock': './dist/cli.js' });
    expect(Object.keys(manifest.dependencies)).toEqual(expect.arrayContaining(['@stoplight/prism-http', 'ioredis', 'ajv']));
    expect((JSON.parse(readFileSync(path.join(pkg, 'spec/openapi.json'), 'utf8')) as { info: { title: string } }).info.title).toBe('Library API');
    for (const file of ['src/cli.ts', 'src/core/stateful/engine.ts', 'src/core/proxy.ts', 'src/generated/operations.gen.ts', 'tsdown.config.mjs'])
      expect(existsSync(path.join(pkg, file)), file).toBe(true);
    expect(readFileSync(path.join(pkg, 'src/cli.ts'), 'utf8')).toMatch(/--stateful[\s\S]*--store[\s\S]*--seed-data[\s\S]*--reset[\s\S]*--proxy/);
  });

  it('serves its own document statefully by default', async () => {
    const { startMock } = (await import(path.join(pkg, 'src/index.ts'))) as MockModule;
    mock = await startMock({ stateful: true });
    expect(mock.stateful).toMatchObject({ resources: 2, seeded: 1, warnings: [] });
    const created = await fetch(`${mock.url}/books`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ title: 'Middlemarch' }) });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    expect(await (await fetch(`${mock.url}/books/${id}`)).json()).toMatchObject({ id, title: 'Middlemarch' });
  });
});
