/**
 * Contract 1, sync: regenerate everything from the spec in memory and compare with what is committed
 * (bundle, client, stubs, docs, mock, stamps, and the diff's rules page), as `npm run check` does: `npm test`
 * relies on this test for it. A failure names each stale file and the command that fixes it.
 */
import { describe, expect, it } from 'vitest';
import { loadProject } from '../../generators/src/load/index.js';
import { EMITTER_NAMES, loadEmitters } from '../../generators/src/emitters/index.js';
import { run } from '../../generators/src/run.js';
import { rulesPageEmitter } from '../../generators/src/diff/rules-page.js';
import { repoRoot } from '../support/spec.js';

describe('sync: committed artifacts equal a fresh generation', async () => {
  const [{ ir }, emitters] = await Promise.all([loadProject(), loadEmitters(EMITTER_NAMES)]);
  const all = [...emitters, rulesPageEmitter];
  const results = await run(ir, all, repoRoot, { check: true });

  it('covers every emitter', () => {
    expect(new Set(results.map((r) => r.emitter))).toEqual(new Set(all.map((e) => e.name)));
  });

  it.each(all.map((e) => e.name))('%s output is up to date', (name) => {
    const stale = results.filter((r) => r.emitter === name && r.status !== 'unchanged').map((r) => `${r.path} (${r.status})`);
    expect(stale, `stale generated files; fix with: npm run generate`).toEqual([]);
  });

  it('every emitter writes a stamp with the spec hash', () => {
    for (const emitter of emitters.filter((e) => e.name !== 'docs')) {
      expect(
        results.some((r) => r.emitter === emitter.name && r.path.endsWith('stamp.gen.json')),
        emitter.name,
      ).toBe(true);
    }
  });
});
