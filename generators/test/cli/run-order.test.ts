/**
 * How `run` schedules emitters and what it keeps while they run: an emitter that hands its work to another
 * thread or process (`offThread`) is started before the others, the results still come back in the
 * emitters' order, and a path two emitters write is still compared by content (held as a hash, not as text).
 * The pristine store's blobs, compressed off the main thread as files are recorded, are the bytes `gzipSync`
 * writes, so a store written by this run and one written before it name and hold the same blobs.
 */
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { run } from '../../src/run.js';
import type { Emitter, GeneratedFile } from '../../src/emitters/types.js';
import type { IR } from '../../src/ir/types.js';
import { MergeSession } from '../../src/merge/session.js';
import { BLOB_DIR, gzipBlob, sha256 } from '../../src/merge/store.js';

const root = mkdtempSync(path.join(os.tmpdir(), 'cmp-run-order-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const ir = {} as IR;

/** An emitter that notes when it starts and returns `files` after a turn of the event loop. */
function emitter(name: string, started: string[], files: GeneratedFile[], offThread = false): Emitter {
  return {
    name,
    description: name,
    ownedDirs: [name],
    ...(offThread ? { offThread } : {}),
    emit: async () => {
      started.push(name);
      await new Promise((resolve) => setImmediate(resolve));
      return files;
    },
  };
}

describe('run', () => {
  it('starts the emitters that work off the main thread first, and reports in the emitters order', async () => {
    const started: string[] = [];
    const emitters = [
      emitter('a', started, [{ path: 'a/one.txt', contents: 'one' }]),
      emitter('b', started, [{ path: 'b/two.txt', contents: 'two' }], true),
      emitter('c', started, [{ path: 'c/three.txt', contents: 'three' }]),
      emitter('d', started, [{ path: 'd/four.txt', contents: 'four' }], true),
    ];
    const results = await run(ir, emitters, path.join(root, 'order'));
    expect(started).toEqual(['b', 'd', 'a', 'c']);
    expect(results.map((r) => r.emitter)).toEqual(['a', 'b', 'c', 'd']);
    expect(readFileSync(path.join(root, 'order/d/four.txt'), 'utf8')).toBe('four');
  });

  it("writes an emitter's files before it starts the next, unless that emitter is still waiting", async () => {
    const out = path.join(root, 'one-at-a-time');
    const onDisk = (file: string) => existsSync(path.join(out, file));
    const seen: Record<string, boolean[]> = {};
    // Synchronous emitters, as most are: each sees what those before it wrote.
    const sync = (name: string, file: string, look: string[]): Emitter => ({
      name,
      description: name,
      ownedDirs: [name],
      emit: () => {
        seen[name] = look.map(onDisk);
        return [{ path: file, contents: name }];
      },
    });
    // One that waits (on a worker, say) lets the next start meanwhile, and is written when it is done.
    let release!: () => void;
    const waiting: Emitter = {
      name: 'w',
      description: 'w',
      ownedDirs: ['w'],
      emit: async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return [{ path: 'w/late.txt', contents: 'late' }];
      },
    };
    const last: Emitter = {
      ...sync('c', 'c/three.txt', ['a/one.txt', 'b/two.txt', 'w/late.txt']),
      emit: (...args) => (release(), sync('c', 'c/three.txt', ['a/one.txt', 'b/two.txt', 'w/late.txt']).emit(...args)),
    };
    await run(ir, [sync('a', 'a/one.txt', []), sync('b', 'b/two.txt', ['a/one.txt']), waiting, last], out);
    expect(seen).toEqual({ a: [], b: [true], c: [true, true, false] });
    expect(onDisk('w/late.txt')).toBe(true);
  });

  it('writes a path two emitters share once, and refuses two contents for it', async () => {
    const large = 'x'.repeat(200_000);
    const same = await run(
      ir,
      [emitter('a', [], [{ path: 'shared/file.txt', contents: large }]), emitter('b', [], [{ path: 'shared/file.txt', contents: large }])],
      path.join(root, 'same'),
    );
    expect(same.map((r) => `${r.emitter} ${r.path} ${r.status}`)).toEqual(['a shared/file.txt created']);
    await expect(
      run(
        ir,
        [emitter('a', [], [{ path: 'shared/file.txt', contents: large }]), emitter('b', [], [{ path: 'shared/file.txt', contents: `${large}y` }])],
        path.join(root, 'differ'),
      ),
    ).rejects.toThrow('Two emitters wrote shared/file.txt with different contents.');
  });
});

describe('the pristine store written by a run', () => {
  it('holds each text gzipped exactly as gzipSync writes it, named by its sha256', async () => {
    const text = Array.from({ length: 20_000 }, (_, i) => `export const value${i} = ${i};`).join('\n');
    expect(Buffer.compare(await gzipBlob(text), gzipSync(text))).toBe(0);
    const out = path.join(root, 'store');
    const files = [
      { path: 'pkg/a.ts', contents: text },
      { path: 'pkg/b.ts', contents: 'export {};\n' },
    ];
    const session = new MergeSession({ out, check: false });
    await run(ir, [{ name: 'pkg', description: 'pkg', ownedDirs: ['pkg'], emit: () => files }], out, { session });
    await session.save();
    const blobs = readdirSync(path.join(out, BLOB_DIR)).sort();
    expect(blobs).toEqual(files.map((f) => `${sha256(f.contents)}.gz`).sort());
    for (const f of files) {
      const blob = readFileSync(path.join(out, BLOB_DIR, `${sha256(f.contents)}.gz`));
      expect(Buffer.compare(blob, gzipSync(f.contents))).toBe(0);
      expect(gunzipSync(blob).toString('utf8')).toBe(f.contents);
    }
  });
});
