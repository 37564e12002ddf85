/** `npm run diff -- <base>`: the base is a git ref of this repository or a file; anything else is a clear error. */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadBase } from '../../src/diff/base.js';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

describe('diff base', () => {
  it('reads the spec at a git ref (extracted and bundled)', async () => {
    const { document, label } = await loadBase('HEAD', repoRoot);
    expect(label).toMatch(/^HEAD \([0-9a-f]{8}\)$/);
    expect(JSON.stringify(document.paths)).toContain('listConversations');
  });

  it('reads a bundled file', async () => {
    const { document } = await loadBase(path.join(repoRoot, 'openapi/releases/1.0.0.json'), repoRoot);
    expect(document.info).toMatchObject({ version: '1.0.0' });
  });

  it('refuses what is neither a file nor a ref', async () => {
    await expect(loadBase('no-such-ref-or-file', repoRoot)).rejects.toThrow('"no-such-ref-or-file" is neither a file nor a git ref of this repository.');
  });
});
