/**
 * Another API's artifacts are that API's: `generate --spec petstore.yaml` (a Petstore-like OpenAPI 3.0
 * document with an API key and a logo of its own, fixtures/petstore) writes every artifact, and no file
 * holds any text of this project's API (ours.ts: its names, title, paths, error codes, logo). The reference
 * page is titled after the document and keeps its logo, has no Scopes or Error codes section for data the
 * document does not have; samples import the package the client is published as, read the API key the
 * scheme names and fill path parameters with values of their schema; the mock's banner is this API's.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { generateCommand } from '../../src/generate.js';
import { fixturesDir } from '../fixtures/config.js';
import { ourWords } from './ours.js';

const out = mkdtempSync(path.join(tmpdir(), 'cmp-petstore-'));
const files = new Map<string, string>();
afterAll(() => rmSync(out, { recursive: true, force: true }));

beforeAll(async () => {
  const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  try {
    expect(await generateCommand(['--spec', path.join(fixturesDir, 'petstore/openapi.yaml'), '--out', out])).toBe(0);
  } finally {
    log.mockRestore();
  }
  for (const entry of readdirSync(out, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) files.set(path.relative(out, path.join(entry.parentPath, entry.name)), readFileSync(path.join(entry.parentPath, entry.name), 'utf8'));
  }
});

const file = (name: string) => {
  expect([...files.keys()]).toContain(name);
  return files.get(name)!;
};

describe("another API's generated artifacts", () => {
  it('hold no text of this API in any file', async () => {
    const words = await ourWords();
    expect(words.length).toBeGreaterThan(20);
    expect(files.size).toBeGreaterThan(20);
    // The runtime packages and the mock's hand-written core are the toolchain's own code, copied as they
    // are: its neutrality is test/config/api-names.test.ts's to check, and its refusals' codes
    // (`validation_failed`, `resource_not_found`) are its own.
    const generated = [...files].filter(([name]) => !/^packages\/([\w-]+-runtime|mock\/src\/core)\//.test(name));
    expect(generated.some(([name]) => name === 'packages/client/package.json')).toBe(true);
    const found = generated.flatMap(([name, text]) => words.filter((w) => text.includes(w)).map((w) => `${name}: ${w}`));
    expect(found).toEqual([]);
  });

  it('title the reference page after the document, keep its logo, and show no tables it has no data for', () => {
    const html = file('docs/reference/index.html');
    expect(html).toContain('<title>Swagger Petstore reference</title>');
    expect(html).toContain('"x-logo":{"url":"https://petstore.test/logo.png","altText":"Petstore logo"}');
    expect(html).not.toMatch(/## Scopes|## Error codes/);
  });

  it('write samples that import the package, read the API key and fill path parameters from their schema', () => {
    expect(file('docs/reference/samples/showPetById.gen.ts')).toContain(
      [
        "import { SwaggerPetstoreClient } from 'swagger-petstore-client';",
        '',
        '// Reads SWAGGER_PETSTORE_BASE_URL and SWAGGER_PETSTORE_API_KEY from the environment.',
        'const client = new SwaggerPetstoreClient();',
        '',
        'const pet = await client.pets.showPetById(1);',
      ].join('\n'),
    );
    expect(file('docs/reference/samples/showPetById.gen.sh')).toContain(
      'curl -sS --fail-with-body "$SWAGGER_PETSTORE_BASE_URL/pets/1" \\\n  -H "X-API-Key: $SWAGGER_PETSTORE_API_KEY"',
    );
    const samples = [...files].filter(([name]) => /samples\/|mock\//.test(name));
    expect(samples.length).toBeGreaterThan(5);
    expect(samples.filter(([, text]) => /%3C|<petId>/.test(text)).map(([name]) => name)).toEqual([]);
  });

  it("give the mock this API's banner", async () => {
    const { banner } = await import('../../../packages/mock/src/core/banner.js');
    // Another API's workspace has no mock package, so the default run leaves the mock's generated part out
    // (no folder without a package.json); --only mock writes it.
    expect([...files.keys()].filter((f) => f.startsWith('packages/mock/'))).toEqual([]);
    const mockOut = path.join(out, 'mock-only');
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      expect(await generateCommand(['--spec', path.join(fixturesDir, 'petstore/openapi.yaml'), '--out', mockOut, '--only', 'mock'])).toBe(0);
    } finally {
      log.mockRestore();
    }
    const { mockApi, mockOperations } = await import(path.join(mockOut, 'packages/mock/src/generated/operations.gen.ts'));
    const text = banner({ url: 'http://127.0.0.1:4010', answers: 'static', api: mockApi, operations: mockOperations });
    expect(text).toContain('Mock of Swagger Petstore: http://127.0.0.1:4010');
    expect(text).toContain('without /v2');
    expect(text).toContain('export SWAGGER_PETSTORE_BASE_URL=http://127.0.0.1:4010\nexport SWAGGER_PETSTORE_API_KEY=mock');
    expect(text).toContain('curl -s "$SWAGGER_PETSTORE_BASE_URL/pets" -H "X-API-Key: $SWAGGER_PETSTORE_API_KEY"');
    const words = await ourWords();
    expect(words.filter((w) => text.includes(w))).toEqual([]);
  });
});
