/**
 * An operation's summary and the reference page's shell (src/incremental/reference-page.ts): the navigation the
 * server renders lists an untagged operation by its summary, so a new summary there is a new shell, and the
 * page spliced from a stored one never keeps the old label (`--check`, which renders the page afresh, would
 * then find the folder stale right after a generate). A tagged operation sits in its tag's closed group: its
 * summary stays out of the shell, and the edit is spliced.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCommand } from '../../src/generate.js';
import { shellOf } from '../../src/incremental/reference-page.js';

let dir: string;
const before = process.env.OPENAPI_CMP_INCREMENTAL_STORE;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'cmp-summary-shell-'));
  process.env.OPENAPI_CMP_INCREMENTAL_STORE = path.join(dir, 'store');
});
afterAll(() => {
  if (before === undefined) delete process.env.OPENAPI_CMP_INCREMENTAL_STORE;
  else process.env.OPENAPI_CMP_INCREMENTAL_STORE = before;
  rmSync(dir, { recursive: true, force: true });
});

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
    const spec = path.join(dir, 'openapi.json');
    const out = path.join(dir, 'out');
    for (const summary of ['List clips', 'All the clips']) {
      writeFileSync(spec, JSON.stringify(doc(summary), null, 2));
      expect(await generateCommand(['--spec', spec, '--out', out, '--only', 'docs'])).toBe(0);
      const page = readFileSync(path.join(out, 'docs/reference/index.html'), 'utf8');
      expect(page).toContain(`data-text="${summary}"`);
      expect(await generateCommand(['--spec', spec, '--out', out, '--only', 'docs', '--check'])).toBe(0);
    }
  });
});
