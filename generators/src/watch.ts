/** --watch: regenerate whenever a file of the spec's folder is saved (chokidar, debounced). */
import path from 'node:path';
import { watch as chokidarWatch } from 'chokidar';

export function watch(spec: string, once: () => Promise<number>): Promise<number> {
  const dir = path.dirname(spec);
  let timer: NodeJS.Timeout | undefined;
  let running = Promise.resolve(0);
  const watcher = chokidarWatch(dir, { ignoreInitial: true, ignored: (p) => p.includes(`${path.sep}dist`) });
  watcher.on('all', (_event, file) => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      console.log(`\n${path.relative(process.cwd(), file)} changed; regenerating…`);
      running = running.then(once);
    }, 100);
  });
  console.log(`Watching ${path.relative(process.cwd(), dir) || '.'} for changes (Ctrl-C to stop).`);
  return running.then(once).then(() => new Promise<number>(() => {}));
}
