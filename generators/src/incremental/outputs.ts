/**
 * What each output file held after the last run, told without reading it: the run records, for every
 * generated file it wrote or found current, the file's stat (size, modification and change times, inode)
 * with the sha256 of its bytes. The next run stats the file; when the stat is the recorded one, the file
 * still holds the recorded bytes, and the merge decides by that hash (../merge/session.ts: `resolveKnown`)
 * instead of reading and hashing megabytes it did not change (GitHub's description: about 100 MB of output
 * after a one-operation edit). Any other stat (a hand edit, a `git checkout`, a copy) means reading the file,
 * as without the record. As `git status` trusts its index, this trusts that a file whose size and times
 * (to the nanosecond the file system keeps) are unchanged was not written.
 *
 * Kept in the incremental store, one entry per output folder; `--check` and `--pristine` never use it
 * (`reuseAllowed`): `check` reads every file.
 */
import { statSync, type BigIntStats } from 'node:fs';
import { atEndOfRun, entryKey, note, readEntry, reuseAllowed, runScope, writeEntry } from './store.js';

const KIND = 'outputs';

/** Per file (relative to the output folder): size, mtime and ctime (ns, as text), inode, then the content's sha256. */
type Recorded = Record<string, [number, string, string, number, string]>;

const stamp = (stats: BigIntStats) => [Number(stats.size), String(stats.mtimeNs), String(stats.ctimeNs), Number(stats.ino)] as const;

/** The record of one run's outputs: read at its start, written at its end. */
export class KnownOutputs {
  private readonly last: Recorded;
  private readonly next: Recorded = {};
  /** How many files were asked about, and how many were known by their stat. */
  private asked = 0;
  private known = 0;

  private constructor(last: Recorded) {
    this.last = last;
    atEndOfRun(() => {
      note(`${KIND}: ${this.known} of ${this.asked} files known by their stat, not read`);
      writeEntry(KIND, entryKey(KIND, runScope()), this.next);
    });
  }

  /** The run's record, or none when the run may not reuse (`--check`, `--pristine`). */
  static forRun(): KnownOutputs | undefined {
    if (!reuseAllowed()) return undefined;
    const fields = readEntry<unknown>(KIND, entryKey(KIND, runScope()), { quiet: true })?.fields;
    return new KnownOutputs(fields !== null && typeof fields === 'object' && !Array.isArray(fields) ? (fields as Recorded) : {});
  }

  /** The sha256 of what `full` holds when its stat is the one recorded for `file`; undefined when unknown (or missing). */
  hashOf(file: string, full: string): string | undefined {
    this.asked++;
    const recorded = Object.hasOwn(this.last, file) ? this.last[file] : undefined;
    if (!recorded) return undefined;
    let now;
    try {
      now = stamp(statSync(full, { bigint: true }));
    } catch {
      return undefined;
    }
    if (!Array.isArray(recorded) || typeof recorded[4] !== 'string' || !now.every((value, i) => value === recorded[i])) return undefined;
    this.known++;
    return recorded[4];
  }

  /** Records that `full` now holds the bytes hashed `hash` (call once it is written, or read and found so). */
  record(file: string, full: string, hash: string): void {
    try {
      this.next[file] = [...stamp(statSync(full, { bigint: true })), hash];
    } catch {
      // Not there after all: nothing to record, the next run reads it.
    }
  }
}
