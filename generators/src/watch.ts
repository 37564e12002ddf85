/**
 * --watch: regenerate whenever a spec file of the spec's folder is saved (chokidar).
 *
 * Editors save through temporary files (sed -i's `sedXXXXXX`, vim's `.swp` and `4913`, emacs's `#x#` and
 * `.#x`, JetBrains' `___jb_tmp___`, backups ending in `~`); only `.yaml`, `.yml` and `.json` files that are
 * none of these count. A burst of saves (an editor's write-then-rename, a `git checkout`) becomes one
 * regeneration, and a save during a run queues exactly one more run instead of overlapping it.
 */
import path from 'node:path';
import { watch as chokidarWatch } from 'chokidar';

const SPEC_EXTENSIONS = new Set(['.yaml', '.yml', '.json']);
const TEMP_NAME = /^(?:\.#|#.*#$)|~$|___jb_(?:tmp|old)___$|^\.?sed[A-Za-z0-9]{6}$|^4913$|\.(?:sw[a-p]|tmp|bak|orig)$/i;

/** An editor's temporary or backup file, or a hidden one. */
function isTemporary(file: string): boolean {
  const name = path.basename(file);
  return TEMP_NAME.test(name) || name.startsWith('.');
}

/** True for a file whose save should regenerate: a spec file, not an editor's temporary or backup file. */
export function isSpecFile(file: string): boolean {
  return !isTemporary(file) && SPEC_EXTENSIONS.has(path.extname(file).toLowerCase());
}

export interface WatchOptions {
  /** Quiet time after the last save before regenerating, in ms. */
  debounceMs?: number;
  /** Stops watching; the returned promise then resolves with 0. Without it, watching lasts until Ctrl-C. */
  signal?: AbortSignal;
  /** Called once the watcher has scanned the folder and sees saves. */
  onReady?: () => void;
  /**
   * More files or folders whose saves regenerate (a configuration file, templates): any file in them
   * counts, whatever its extension, except editors' temporary and backup files.
   */
  also?: string[];
}

export function watch(spec: string, once: () => Promise<number>, { debounceMs = 200, signal, onReady, also = [] }: WatchOptions = {}): Promise<number> {
  const dir = path.dirname(spec);
  const extra = also.map((p) => path.resolve(p));
  const inExtra = (file: string) => extra.some((p) => file === p || file.startsWith(`${p}${path.sep}`));
  // A file in a hidden folder under the spec's (the pristine store `.cmp/` of an output folder there) is no spec file.
  const inHidden = (file: string) =>
    path
      .relative(dir, path.resolve(file))
      .split(path.sep)
      .slice(0, -1)
      .some((s) => s.startsWith('.') && s !== '..');
  const counts = (file: string) => (inExtra(path.resolve(file)) ? !isTemporary(file) : isSpecFile(file) && !inHidden(file));
  const changed = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let again = false;

  const regenerate = async () => {
    if (running) {
      again = true;
      return;
    }
    const files = [...changed].map((f) => path.relative(process.cwd(), f)).sort();
    changed.clear();
    console.log(`\n${files.join(', ')} changed; regenerating…`);
    running = once().catch((error: unknown) => console.error(error instanceof Error ? error.message : error));
    await running;
    running = undefined;
    if (again) {
      again = false;
      if (changed.size) await regenerate();
    }
  };

  const watcher = chokidarWatch([dir, ...extra], {
    ignoreInitial: true,
    // Directories must pass so chokidar descends into them; `dist` holds our own output.
    ignored: (p, stats) => (!inExtra(path.resolve(p)) && p.split(path.sep).includes('dist')) || (stats?.isFile() === true && !counts(p)),
  });
  watcher.on('all', (event, file) => {
    if (event === 'addDir' || event === 'unlinkDir' || !counts(file)) return;
    changed.add(file);
    clearTimeout(timer);
    timer = setTimeout(() => void regenerate(), debounceMs);
  });
  watcher.on('ready', () => {
    console.log(`Watching ${path.relative(process.cwd(), dir) || '.'} for changes (Ctrl-C to stop).`);
    onReady?.();
  });
  // The first run counts as running too: a save during it queues one more run instead of overlapping it.
  const first = once();
  running = first;
  return first.then(
    () =>
      new Promise<number>((resolve) => {
        running = undefined;
        if (again) {
          again = false;
          if (changed.size) void regenerate();
        }
        signal?.addEventListener('abort', () => {
          clearTimeout(timer);
          void watcher.close().then(() => resolve(0));
        });
      }),
  );
}
