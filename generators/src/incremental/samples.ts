/**
 * The request samples of each operation, kept by the hash of the operation's IR. An operation's samples in
 * every language but the Python SDK's are made from the operation alone and the API's sample settings
 * (`samples/operation.ts`: its parameters, body example, SDK placement and pagination; the schemas it names
 * stay `$ref`s and are not read), so an operation whose IR is unchanged has the samples it had. The Python
 * SDK's sample names methods settled over the whole SDK and is made every run (it is cheap once the SDK's
 * resource tree is built, which the Python emitter does anyway).
 *
 * One entry per output folder (the run's scope) and sample settings, keyed by the toolchain's sources and
 * the versions of the libraries that print samples; it holds the samples of the operations of the last run,
 * by their IR's hash. A run without reuse (`--check`, `--pristine`) makes every sample and stores nothing.
 */
import { entryKey, atEndOfRun, note, packageVersion, readEntry, reuseAllowed, runScope, sha256, writeEntry } from './store.js';

const KIND = 'samples';
const versions = () => ['@readme/httpsnippet', 'typescript', 'prettier'].map((name) => `${name}@${packageVersion(name)}`).join(' ');

type Texts = Record<string, string>;

/** The samples this run may reuse (by operation hash) and those it made or reused, to store at the run's end. */
export interface SampleStore {
  /** The stored samples of an operation whose IR hashes to `hash`. */
  get(hash: string): Texts | undefined;
  put(hash: string, samples: Texts): void;
}

/**
 * The samples stored for these settings, or undefined when the run may not reuse. The entry is read once
 * per run and written when the run ends (`atEndOfRun`): after a run that made every operation's samples
 * (a generate of the reference), those alone, so samples of operations since edited go; after a run that
 * made only some (the client's README, `dev`'s quick path), those added to what was stored.
 */
export function sampleStore(settings: unknown, operations: number): SampleStore | undefined {
  if (!reuseAllowed()) return undefined;
  const key = entryKey(KIND, runScope(), JSON.stringify(settings), versions());
  const stored = readEntry<unknown>(KIND, key)?.text;
  let previous: Record<string, Texts> = {};
  try {
    if (stored) previous = JSON.parse(stored) as Record<string, Texts>;
  } catch {
    note(`${KIND}: the stored entry cannot be parsed; every sample made afresh`);
  }
  const used = new Map<string, Texts>();
  let made = 0;
  atEndOfRun(() => {
    if (!used.size) return;
    if (stored !== undefined) note(`${KIND}: ${made} of ${used.size} operations' samples made afresh`);
    const complete = used.size >= operations;
    // Nothing new, and nothing to leave out: the stored entry already says it.
    if (!made && (!complete || used.size === Object.keys(previous).length)) return;
    const kept = complete ? used : new Map([...Object.entries(previous), ...used]);
    writeEntry(KIND, key, {}, JSON.stringify(Object.fromEntries([...kept].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))));
  });
  return {
    get(hash) {
      const texts = Object.hasOwn(previous, hash) ? previous[hash] : undefined;
      if (texts && typeof texts === 'object' && Object.values(texts).every((t) => typeof t === 'string')) {
        used.set(hash, texts);
        return { ...texts };
      }
      return undefined;
    },
    put(hash, samples) {
      made++;
      used.set(hash, samples);
    },
  };
}

/** The hash an operation's samples are kept by: its IR (plain data) as JSON. */
export const operationHash = (operation: unknown): string => sha256(JSON.stringify(operation));
