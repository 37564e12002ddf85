/**
 * A fixed sample of real public API descriptions (fixtures/corpus, each with its source in the folder's
 * README: API keys in headers, queries and cookies, OAuth 2, HTTP basic, form and multipart bodies,
 * discriminated unions, text answers, AWS, Azure and Google styles) generates a client and server stubs that
 * type-check with the runtimes, 0 errors, in one tsc Program for all of them.
 *
 * Fast on a rerun: each description's output is kept under test-artifacts/corpus/<hash of the description
 * and the toolchain's sources>, and the type-check's result under the hash of everything it read (the
 * outputs, the runtimes, the compiler options); unchanged inputs reuse them.
 */
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { emitClient } from '../../src/emitters/client/emit.js';
import { emitServer } from '../../src/emitters/server/emit.js';
import { toolchainHash } from '../../src/cache.js';
import { fixturesDir } from '../fixtures/config.js';
import { filesUnder, generatedOnce, sha, typeCheckedOnce, type GenerationRecord } from '../support/generated.js';

const repo = path.resolve(import.meta.dirname, '../../..');
const cacheDir = path.join(repo, 'test-artifacts/corpus');
const corpus = readdirSync(path.join(fixturesDir, 'corpus'))
  .filter((f) => f.endsWith('.json'))
  .sort();
interface Generated extends GenerationRecord {
  name: string;
  dir: string;
}
const generated: Generated[] = [];

beforeAll(async () => {
  const toolchain = toolchainHash();
  mkdirSync(cacheDir, { recursive: true });
  for (const name of corpus) {
    const spec = path.join(fixturesDir, 'corpus', name);
    const dir = path.join(cacheDir, `${name.replace(/\.json$/, '')}-${sha(readFileSync(spec), toolchain)}`);
    const record = await generatedOnce(dir, spec, async (ir) => [...(await emitClient(ir)), ...(await emitServer(ir))]);
    generated.push({ name, dir, ...record });
  }
});

describe('a corpus of public API descriptions', () => {
  it('has descriptions of many kinds', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(8);
  });

  it('generates every one (faults other generators accept are warnings)', () => {
    expect(generated.filter((g) => g.error).map((g) => `${g.name}: ${g.error}`)).toEqual([]);
  });

  it('type-checks the clients and stubs with the runtimes, 0 errors', () => {
    const roots = generated.filter((g) => !g.error).flatMap((g) => filesUnder(path.join(g.dir, 'packages')).filter((f) => f.endsWith('.ts') && f.includes('/generated/')));
    expect(typeCheckedOnce(cacheDir, roots, ['client', 'server']).slice(0, 20)).toEqual([]);
  });
});
