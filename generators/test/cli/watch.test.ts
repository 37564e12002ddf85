/**
 * --watch: only spec files count (editor temporaries and backups never trigger a run), and a burst of saves
 * becomes one regeneration. Driven by real file writes in a temporary folder.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isSpecFile, watch } from '../../src/watch.js';

describe('isSpecFile', () => {
  it.each([
    ['openapi/openapi.yaml', true],
    ['openapi/paths/customers.yml', true],
    ['openapi/components/examples/x.json', true],
    ['openapi/paths/sedxWl0M3', false],
    ['openapi/paths/.customers.yaml.swp', false],
    ['openapi/paths/customers.yaml.swx', false],
    ['openapi/paths/4913', false],
    ['openapi/paths/customers.yaml~', false],
    ['openapi/paths/#customers.yaml#', false],
    ['openapi/paths/.#customers.yaml', false],
    ['openapi/paths/customers.yaml___jb_tmp___', false],
    ['openapi/paths/customers.yaml.tmp', false],
    ['openapi/README.md', false],
  ])('%s -> %s', (file, want) => {
    expect(isSpecFile(file)).toBe(want);
  });
});

describe('watch', () => {
  let dir: string;
  let stop: AbortController;
  // watch() tells a person at a terminal what it does ("Watching ...", "... changed; regenerating"): not the test run.
  beforeEach(() => void vi.spyOn(console, 'log').mockImplementation(() => undefined));
  afterEach(() => {
    stop?.abort();
    vi.restoreAllMocks();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const until = async (condition: () => boolean) => {
    for (let i = 0; i < 300 && !condition(); i++) await new Promise((r) => setTimeout(r, 100));
  };

  it('ignores editor temporaries and turns a burst of saves into one run', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'cmp-watch-'));
    mkdirSync(path.join(dir, 'paths'));
    const spec = path.join(dir, 'openapi.yaml');
    writeFileSync(spec, 'openapi: 3.1.0\n');
    stop = new AbortController();
    let runs = 0;
    let ready = false;
    const done = watch(spec, async () => (runs++, 0), { debounceMs: 1000, signal: stop.signal, onReady: () => (ready = true) });
    await until(() => runs === 1 && ready); // the first run at start
    expect(runs).toBe(1);
    writeFileSync(path.join(dir, 'paths', 'a.yaml'), 'a: 1\n');
    await until(() => runs === 2);
    expect(runs).toBe(2);

    for (const temp of ['sedAb12Cd', '.a.yaml.swp', '4913', 'a.yaml~', '#a.yaml#', 'a.yaml___jb_tmp___']) {
      writeFileSync(path.join(dir, 'paths', temp), 'x');
    }
    for (let i = 0; i < 5; i++) writeFileSync(path.join(dir, 'paths', 'b.yaml'), `b: ${i}\n`);
    await until(() => runs >= 3);
    // Give any wrongly counted temporary a chance to trigger a fourth run before asserting.
    await new Promise((r) => setTimeout(r, 2500));
    expect(runs).toBe(3);

    stop.abort();
    await expect(done).resolves.toBe(0);
  });
});
