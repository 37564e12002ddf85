/**
 * The reference is deterministic: a render of the spec is byte-identical to the committed page, which another
 * process rendered in another temporary folder at another time (so no timestamp, no temp path, no order of a
 * Map leaks in). The sync test (tests/contract/sync.test.ts) compares every generated file the same way; this
 * one renders the reference alone and says what differs first, for a reader chasing a nondeterminism.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadProject } from '../../generators/src/load/index.js';
import { emitDocs } from '../../generators/src/emitters/docs/emit.js';
import { repoRoot } from '../support/spec.js';

describe('docs emitter', () => {
  it('renders the same bytes as the committed reference, in another process and folder', async () => {
    const { ir } = await loadProject();
    const files = await emitDocs(ir);
    for (const file of files) {
      const committed = readFileSync(path.join(repoRoot, file.path), 'utf8');
      if (file.contents === committed) continue;
      let at = 0;
      while (at < file.contents.length && file.contents[at] === committed[at]) at++;
      expect.fail(
        `${file.path} differs from the committed file at character ${at}: …${file.contents.slice(Math.max(0, at - 60), at + 60)}… (run npm run generate, then render again: a difference that comes back is nondeterminism)`,
      );
    }
    const html = files.find((f) => f.path === 'docs/reference/index.html')!.contents;
    expect(html).not.toMatch(/cmp-reference-/); // the temporary folder it was rendered in
    expect(html).toContain('"disableTelemetry":true');
  });
});
