/** The reference is deterministic: two renders of the same spec are byte-identical (no timestamp, no temp path). */
import { describe, expect, it } from 'vitest';
import { loadProject } from '../../generators/src/load/index.js';
import { emitDocs } from '../../generators/src/emitters/docs/emit.js';

describe('docs emitter', () => {
  it('renders the same bytes twice', async () => {
    const { ir } = await loadProject();
    const [first, second] = [await emitDocs(ir), await emitDocs(ir)];
    expect(second.map((f) => f.path)).toEqual(first.map((f) => f.path));
    for (const [i, file] of first.entries()) expect(second[i]!.contents === file.contents, `${file.path} differs between runs`).toBe(true);
    const html = first.find((f) => f.path === 'docs/reference/index.html')!.contents;
    expect(html).not.toMatch(/cmp-reference-/); // the temporary folder it was rendered in
    expect(html).toContain('"disableTelemetry":true');
  });
});
