/**
 * The `dev` command (npm run dev): the spec-edit loop, live. It generates and builds once, starts the
 * reference preview and the configuration's `dev.services` (the sandbox, the mock), then watches the spec,
 * the configuration files and the templates. At every save it regenerates (in this process, so the
 * loaders and openapi-typescript's worker stay warm), rebuilds the packages whose sources changed,
 * restarts the services on their ports, reloads the preview, and prints what changed and what the change
 * means for the version (the diff's rules, against the last good save). A broken save prints its located
 * problems, shows them at the top of the preview, and leaves the last good services and preview running; the
 * next good save recovers. The reference page that ships (the docs emitter's) is rewritten after each good
 * save, off the quick path. Every service gets the session's secret where its configuration asks for it
 * (what it signs with it outlives its restarts), and a service's banner is printed when it first answers.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { LoadedConfig } from '../config/load.js';
import { toolchainRoot } from '../paths.js';
import { freePort, Service } from './services.js';

export const DEV_USAGE = `Usage: npm run dev -- [--config PATH] [--port NAME=N ...] [--preview-port N] [--no-services]

  --config PATH      the configuration file (default: cmp.config.ts at the repository root); its folder is
                     the project: the spec, the generated files and the workspace packages under it
  --port NAME=N      port of a service of the configuration's dev.services (0 picks a free one)
  --preview-port N   port of the reference preview (default: dev.previewPort, else 4000; 0 picks a free one)
  --no-services      regenerate, rebuild and preview only

Ctrl-C stops everything it started.`;

export async function devCommand(argv: string[]): Promise<number> {
  let args;
  try {
    args = parseArgs({
      args: argv,
      options: {
        config: { type: 'string' },
        port: { type: 'string', multiple: true, default: [] },
        'preview-port': { type: 'string' },
        'no-services': { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }).values;
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${DEV_USAGE}`);
    return 2;
  }
  if (args.help) {
    console.log(DEV_USAGE);
    return 0;
  }
  const { findConfig, loadConfig } = await import('../config/load.js');
  const { SpecError } = await import('../load/diagnostics.js');
  let loaded: LoadedConfig;
  try {
    loaded = await loadConfig(args.config ? path.resolve(args.config) : findConfig(toolchainRoot));
  } catch (error) {
    if (!(error instanceof SpecError)) throw error;
    console.error(`The configuration has ${error.diagnostics.length} problem(s):\n${error.message}`);
    return 2;
  }
  if (!loaded.input || !loaded.file) {
    console.error('npm run dev needs the configuration file (cmp.config.ts) with `input`, the spec to watch.');
    return 2;
  }
  const ports = parsePorts(args.port!, Object.keys(loaded.config.dev?.services ?? {}));
  if (typeof ports === 'string') {
    console.error(`${ports}\n\n${DEV_USAGE}`);
    return 2;
  }
  const previewPort = Number(args['preview-port'] ?? loaded.config.dev?.previewPort ?? 4000);
  if (!Number.isInteger(previewPort) || previewPort < 0 || previewPort > 65535) {
    console.error(`--preview-port: expected a port number, got ${args['preview-port']}.\n\n${DEV_USAGE}`);
    return 2;
  }
  const code = await runDev(loaded, { ports, previewPort, services: !args['no-services'] });
  // Everything this command started is stopped by now, but modules loaded for a save (openapi-typescript's
  // worker, the watcher) may keep the event loop alive: end the process here.
  process.exit(code);
}

/** `--port sandbox=4021` values as a map, or the message of the first bad one. */
function parsePorts(values: string[], known: string[]): Map<string, number> | string {
  const ports = new Map<string, number>();
  for (const value of values) {
    const match = /^([^=]+)=(\d+)$/.exec(value);
    if (!match) return `--port: expected NAME=N, got "${value}".`;
    if (!known.includes(match[1]!)) return `--port: no service named "${match[1]}" (dev.services has ${known.join(', ') || 'none'}).`;
    const port = Number(match[2]);
    if (port > 65535) return `--port: ${port} is not a port number.`;
    ports.set(match[1]!, port);
  }
  return ports;
}

async function runDev(loaded: LoadedConfig, options: { ports: Map<string, number>; previewPort: number; services: boolean }): Promise<number> {
  const spec = loaded.input!;
  const root = path.dirname(loaded.file!);
  const [{ generateOnce }, { packagesRun, buildablePackages }, { BuildProcess }, { reportBuilds }, { watch }, { startPreview }, { DevLoop }] = await Promise.all([
    import('../generate.js'),
    import('../build/packages.js'),
    import('../build/child.js'),
    import('../build/command.js'),
    import('../watch.js'),
    import('./preview.js'),
    import('./loop.js'),
  ]);
  const services = options.services ? await startServices(loaded, root, options.ports) : [];
  const preview = await startPreview({ port: options.previewPort, title: 'API reference' });
  // The JavaScript's build process is started now: it loads the bundler while the first cycle generates.
  const quickBuilds = new BuildProcess({ keepWarm: true });
  quickBuilds.warm();
  // The declarations' build process is replaced after each large build (a large client's) and ended once they are all built.
  const backgroundBuilds = new BuildProcess({ recycleMiB: 512 });
  const loop = new DevLoop({ spec, root, loaded, services, preview, tools: { generateOnce, quickBuilds, backgroundBuilds, reportBuilds, packagesRun, buildablePackages } });
  const controller = new AbortController();
  const onSignal = () => controller.abort();
  // `on`, not `once`: the bundler loads signal-exit, which ends the process at a signal unless another
  // listener is still registered when it runs, and a `once` listener is removed before it is called.
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  try {
    return await watch(spec, loop.cycle, {
      signal: controller.signal,
      // The overlays too: a save of one regenerates like a save of the spec.
      also: [loaded.file!, ...(loaded.redocly ? [loaded.redocly] : []), ...(loaded.overlays ?? []), path.join(toolchainRoot, 'templates')],
      // Where everything is goes last, below the first cycle's output (the sandbox's banner included), once the
      // watcher is ready too: the lines a user looks for after the start are the bottom ones.
      onReady: () =>
        void loop.firstCycle.then(() => {
          console.log(`Preview: ${preview.url}`);
          for (const s of services) console.log(`${s.name}: ${s.url}`);
          console.log('Save a spec file to regenerate; Ctrl-C stops.');
        }),
    });
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await loop.stop();
    console.log('Stopped the preview and every service.');
  }
}

/**
 * The configuration's services (not started yet: the first cycle starts them), each on its port. One secret
 * for the whole session is handed to every restart (`{session}`): what a service signs with it (the
 * sandbox's access tokens) stays valid across the restarts saves cause, and dies with the session.
 */
async function startServices(loaded: LoadedConfig, root: string, ports: Map<string, number>): Promise<Service[]> {
  const session = randomBytes(32).toString('base64url');
  const services: Service[] = [];
  for (const [name, service] of Object.entries(loaded.config.dev?.services ?? {})) {
    const port = ports.get(name) ?? service.port;
    services.push(new Service(name, port === 0 ? await freePort() : port, service, root, session));
  }
  return services;
}
