/**
 * An operation's summary and the reference page's shell (src/incremental/reference-page.ts): the navigation the
 * server renders lists an untagged operation by its summary, so a new summary there is a new shell, and the
 * page spliced from a stored one never keeps the old label (`--check`, which renders the page afresh, would
 * then find the folder stale right after a generate). A tagged operation sits in its tag's closed group: its
 * summary stays out of the shell, and the edit is spliced.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ownStore } from '../support/own-store.js';
import { generateCommand } from '../../src/generate.js';
import { shellOf } from '../../src/incremental/reference-page.js';

const scratch = ownStore('cmp-summary-shell-');

const doc = (summary: string, tags?: string[]) => ({
  openapi: '3.1.0',
  info: { title: 'Clips', version: '1.0.0' },
  paths: { '/clips': { get: { operationId: 'getClips', summary, ...(tags ? { tags } : {}), responses: { '200': { description: 'ok' } } } } },
});

describe('the summary in the page’s shell', () => {
  it('is part of an untagged operation’s shell, and not of a tagged one’s', () => {
    expect(JSON.stringify(shellOf(doc('List clips')))).not.toBe(JSON.stringify(shellOf(doc('All clips'))));
    expect(JSON.stringify(shellOf(doc('List clips', ['clips'])))).toBe(JSON.stringify(shellOf(doc('All clips', ['clips']))));
  });

  it('an edited summary of an untagged operation is on the regenerated page, and --check finds the folder current', async () => {
    const spec = path.join(scratch.dir, 'openapi.json');
    const out = path.join(scratch.dir, 'out');
    for (const summary of ['List clips', 'All the clips']) {
      writeFileSync(spec, JSON.stringify(doc(summary), null, 2));
      expect(await generateCommand(['--spec', spec, '--out', out, '--only', 'docs'])).toBe(0);
      const page = readFileSync(path.join(out, 'docs/reference/index.html'), 'utf8');
      expect(page).toContain(`data-text="${summary}"`);
      expect(await generateCommand(['--spec', spec, '--out', out, '--only', 'docs', '--check'])).toBe(0);
    }
  });
});
