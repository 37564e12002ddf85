/**
 * The per-operation store (src/incremental/operations.ts): what a run stores for the next, depending on
 * whether it rendered every operation or only some, and when two runs overlap in one process (`dev`'s
 * reference page in the background beside a save's quick path). In memory and a temporary folder; no CLI.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationStore } from '../../src/incremental/operations.js';
import { beginRun, endRun } from '../../src/incremental/store.js';

let dir: string;
const before = process.env.OPENAPI_CMP_INCREMENTAL_STORE;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'cmp-operation-store-'));
  process.env.OPENAPI_CMP_INCREMENTAL_STORE = dir;
});
afterAll(() => {
  if (before === undefined) delete process.env.OPENAPI_CMP_INCREMENTAL_STORE;
  else process.env.OPENAPI_CMP_INCREMENTAL_STORE = before;
  rmSync(dir, { recursive: true, force: true });
});

const isText = (value: unknown) => typeof value === 'string';
const open = (operations: number, settings = 'settings') => operationStore<string>('test-renders', settings, operations, isText)!;
/** Which of `hashes` a new run finds stored. */
function stored(hashes: string[], settings = 'settings'): string[] {
  beginRun({ reuse: true, scope: '/project' });
  try {
    const store = open(100, settings);
    return hashes.filter((h) => store.get(h) !== undefined);
  } finally {
    endRun();
  }
}

describe('the per-operation store', () => {
  it('keeps what a run rendered, adds what a partial run renders, and keeps only what a complete run used', () => {
    beginRun({ reuse: true, scope: '/project' });
    const first = open(3);
    expect(first.get('a')).toBeUndefined();
    for (const h of ['a', 'b', 'c']) first.put(h, `render ${h}`);
    endRun();

    // A run that renders one operation of three (the client's README) adds to what is stored.
    beginRun({ reuse: true, scope: '/project' });
    const partial = open(3);
    expect(partial.get('a')).toBe('render a');
    partial.put('d', 'render d');
    endRun();
    expect(stored(['a', 'b', 'c', 'd'])).toEqual(['a', 'b', 'c', 'd']);

    // A run that renders all three keeps those alone: renders of operations since edited go.
    beginRun({ reuse: true, scope: '/project' });
    const complete = open(3);
    expect(complete.get('a')).toBe('render a');
    expect(complete.get('b')).toBe('render b');
    complete.put('e', 'render e');
    endRun();
    expect(stored(['a', 'b', 'c', 'd', 'e'])).toEqual(['a', 'b', 'e']);
    // Other settings (another API's samples in the same folder) are another entry.
    expect(stored(['a', 'b', 'e'], 'other settings')).toEqual([]);
  });

  it('a partial run ending after a complete one beside it adds to what that one stored', () => {
    beginRun({ reuse: true, scope: '/beside' });
    const page = open(2); // the background reference page: every operation
    const quick = open(2); // the quick path's README: one
    page.put('x', 'render x');
    page.put('y', 'render y');
    quick.put('z', 'render z');
    endRun();
    beginRun({ reuse: true, scope: '/beside' });
    const next = open(2);
    expect(['x', 'y', 'z'].map((h) => next.get(h))).toEqual(['render x', 'render y', 'render z']);
    endRun();
  });

  it('gives no store to a run that may not reuse (check, --pristine), and a stored value of the wrong shape is no render', () => {
    beginRun({ reuse: false, scope: '/project' });
    expect(operationStore('test-renders', 'settings', 3, isText)).toBeUndefined();
    endRun();
    beginRun({ reuse: true, scope: '/project' });
    expect(operationStore<string>('test-renders', 'settings', 3, (v) => typeof v === 'number')!.get('a')).toBeUndefined();
    endRun();
  });
});
