/**
 * What `generate` writes for each generated file so that nothing the user wrote is lost: one session per
 * run, which reads the pristine store (./store.ts), decides each file's text, and writes the store at the
 * end. For a file's new output N, its copy on disk D and its last generated copy P:
 *
 *   D missing or D = N        write N (nothing to keep)
 *   D = P                     no hand edit: write N
 *   P = N                     the output did not change: keep D, edits and all ("kept")
 *   otherwise                 three-way merge of D and N over P (./merge-file.ts): clean ("merged") or with
 *                             conflict markers ("conflict", `generate` exits 1 naming each file:line)
 *
 * `check` asks the same questions without writing: a file with hand edits is current when its pristine copy
 * is the new output; one with conflict markers fails until they are resolved. A file the configuration's
 * `ignore` list names belongs to the user: never written, compared or removed.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { gzipBlob, hasBlob, readPristine, readStore, sha256, StoreError, writeStore, type Store } from './store.js';
import { conflictLines, mergeFile } from './merge-file.js';
import { parseProblem } from './parses.js';
import { ignoreMatcher } from './ignore.js';
import { isGenerated } from '../emitters/header.js';

export type MergeStatus = 'created' | 'updated' | 'unchanged' | 'kept' | 'merged' | 'conflict' | 'ignored' | 'unverified' | 'store' | 'edited';

export interface Resolution {
  /** The text to write; undefined when nothing is to be written. */
  write?: string;
  status: MergeStatus;
  /** Hand-edited lines the file keeps (kept and merged files). */
  edits?: number;
  /** 1-based lines where conflicts start. */
  conflicts?: number[];
  /** A located warning (`file:line  message`): a merged file that no longer parses. */
  warning?: string;
}

export interface SessionOptions {
  out: string;
  check: boolean;
  /** Replace every file by fresh output, edits and all (`--pristine`, once confirmed). */
  pristine?: boolean;
  /** Paths or globs (relative to `out`) of generated files the user owns. */
  ignore?: readonly string[];
  /** 'refuse': `check` calls a file with kept hand edits stale ('edited') instead of current. Default 'keep'. */
  handEdits?: 'keep' | 'refuse';
}

export class MergeSession {
  readonly store: Store;
  private readonly next: Map<string, string>;
  /** The files this run emitted (written, kept or merged): every other entry of the store is looked at on save. */
  private readonly seen: Set<string>;
  /** By hash, the gzipped text of each blob this run adds to the store (compressed as it comes, off the main thread, not held as text to the end). */
  private readonly blobs = new Map<string, Promise<Buffer>>();
  private readonly ignored: (file: string) => boolean;

  constructor(private readonly options: SessionOptions) {
    this.store = readStore(options.out);
    this.next = new Map(this.store.files);
    this.seen = new Set();
    this.ignored = ignoreMatcher(options.ignore ?? []);
  }

  isIgnored(file: string): boolean {
    return this.ignored(file);
  }

  /**
   * Decides what `file` (relative to out) becomes, given its new output (with its `sha256` and its UTF-8
   * bytes, when the caller has them) and what is on disk.
   */
  resolve(file: string, generated: string, current: string | undefined, hash = sha256(generated), bytes?: () => Buffer): Resolution {
    if (this.ignored(file)) {
      this.next.delete(file); // the user's file: no pristine copy is kept for it
      return { status: 'ignored' };
    }
    const record = () => {
      this.next.set(file, hash);
      this.seen.add(file);
      if (!this.options.check && !this.blobs.has(hash) && !hasBlob(this.options.out, hash)) this.blobs.set(hash, gzipBlob(bytes?.() ?? generated));
    };
    const storeCurrent = this.store.files.get(file) === hash;
    if (current === generated) {
      record();
      // In check, a store that does not record this output is stale (the next merge would use a wrong base);
      // a store missing altogether is reported once (checkStore), not for every file.
      return { status: this.options.check && this.store.exists && !storeCurrent ? 'store' : 'unchanged' };
    }
    if (current === undefined || this.options.pristine) {
      record();
      return { write: generated, status: current === undefined ? 'created' : 'updated' };
    }
    if (!this.store.exists) {
      // Without a base, an edit cannot be told from older output: leave the file as it is (nothing lost).
      return { status: 'unverified' };
    }
    // The file is its last generated text (no hand edit): the store names that text by its hash, so neither
    // the pristine copy (gunzipped, megabytes for a large API) nor the conflict markers need reading.
    if (!this.options.check && this.store.files.get(file) === sha256(current)) {
      record();
      return { write: generated, status: 'updated' };
    }
    const markers = conflictLines(current);
    if (this.options.check) {
      if (markers.length) return { status: 'conflict', conflicts: markers };
      if (storeCurrent) {
        readPristine(this.store, file); // a missing or damaged base is reported now, not at the next merge
        return { status: this.options.handEdits === 'refuse' ? 'edited' : 'kept' };
      }
      return { status: 'updated' };
    }
    // No pristine copy of a file that carries the generated header (one a merge of branches or an older
    // toolchain brought in): it is taken as generated output, as before the store existed.
    const pristine = readPristine(this.store, file) ?? (isGenerated(current.slice(0, 400)) ? current : undefined);
    if (pristine === current) {
      record();
      return { write: generated, status: 'updated' };
    }
    if (pristine === generated) {
      record();
      return { status: markers.length ? 'conflict' : 'kept', edits: editedLines(pristine, current), ...(markers.length ? { conflicts: markers } : {}) };
    }
    // Unresolved markers from an earlier run: merging again would nest them. The file stays as it is.
    if (markers.length) return { status: 'conflict', conflicts: markers };
    // No pristine copy and no generated header (a file the user made where the generator now writes one): an
    // empty base keeps both sides, conflicting where they differ.
    const merged = mergeFile(current, pristine ?? '', generated);
    record();
    if (merged.conflicts.length) return { write: merged.text, status: 'conflict', conflicts: merged.conflicts };
    const problem = parseProblem(file, merged.text);
    return {
      write: merged.text,
      status: 'merged',
      edits: editedLines(generated, merged.text),
      ...(problem ? { warning: `${file}:${problem.line}  warning: no longer parses after the merge (${problem.message}); merged as text, fix it by hand.` } : {}),
    };
  }

  /**
   * `resolve` for a file whose bytes on disk are known by their hash alone (../incremental/outputs.ts), in the
   * two cases that need no more: they are the new output (unchanged), or the last generated text (no hand
   * edit: write the output). Undefined otherwise: the caller reads the file and calls `resolve`.
   */
  resolveKnown(file: string, generated: string, currentHash: string, hash: string, bytes: () => Buffer): Resolution | undefined {
    if (this.options.check || this.options.pristine || this.ignored(file)) return undefined;
    const record = () => {
      this.next.set(file, hash);
      this.seen.add(file);
      if (!this.blobs.has(hash) && !hasBlob(this.options.out, hash)) this.blobs.set(hash, gzipBlob(bytes()));
    };
    if (currentHash === hash) {
      record();
      return { status: 'unchanged' };
    }
    if (this.store.exists && this.store.files.get(file) === currentHash) {
      record();
      return { write: generated, status: 'updated' };
    }
    return undefined;
  }

  /** Whether the last run generated `file` (relative to out): the store records its output. */
  recorded(file: string): boolean {
    return this.store.files.has(file);
  }

  /**
   * A generated file no longer emitted: true when it may be removed (its text is its pristine copy, or the
   * store has no entry for it); false when it carries hand edits, which are kept.
   */
  mayRemove(file: string, current: string): boolean {
    if (this.ignored(file)) return false;
    const hash = this.store.files.get(file);
    if (hash !== undefined && hash !== sha256(current) && !this.options.pristine) return false;
    this.next.delete(file);
    return true;
  }

  /** Files regenerated whole (an emitter whose files keep no edits): no pristine copy is kept for them. */
  untrack(files: string[]): void {
    for (const file of files) this.next.delete(file);
  }

  /** Whether the store on disk is what this run would write (check). */
  storeIsCurrent(): boolean {
    if (!this.store.exists) return this.next.size === 0;
    if (this.next.size !== this.store.files.size) return false;
    for (const [file, hash] of this.next) if (this.store.files.get(file) !== hash) return false;
    return true;
  }

  /** Writes the lock and the new blobs (generate, not check). */
  async save(): Promise<void> {
    if (this.options.check) return;
    // A file kept for its hand edits that the user has since deleted: nothing is left to merge into. Only the
    // entries of files this run did not emit are looked at (a large API's thousands of files are not).
    for (const file of [...this.next.keys()]) if (!this.seen.has(file) && !existsSync(path.join(this.options.out, file))) this.next.delete(file);
    const blobs = new Map<string, Buffer>();
    for (const [hash, blob] of this.blobs) blobs.set(hash, await blob);
    writeStore(this.options.out, this.next, blobs);
  }
}

/** The number of lines of `edited` that `base` does not have (a multiset difference, so moved lines count once). */
export function editedLines(base: string, edited: string): number {
  const counts = new Map<string, number>();
  for (const line of base.split('\n')) counts.set(line, (counts.get(line) ?? 0) + 1);
  let added = 0;
  for (const line of edited.split('\n')) {
    const n = counts.get(line) ?? 0;
    if (n > 0) counts.set(line, n - 1);
    else added++;
  }
  return added;
}

export { StoreError };
