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
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { LoadedConfig } from '../config/load.js';
import type { IR } from '../ir/types.js';
import { toolchainRoot } from '../paths.js';
import { freePort, Service } from './services.js';

export const DEV_USAGE = `Usage: npm run dev -- [--config PATH] [--port NAME=N ...] [--preview-port N] [--no-services]

  --config PATH      the configuration file (default: cmp.config.ts at the repository root); its folder is
                     the project: the spec, the generated files and the workspace packages under it
  --port NAME=N      port of a service of the configuration's dev.services (0 picks a free one)
  --preview-port N   port of the reference preview (default: dev.previewPort, else 4000; 0 picks a free one)
  --no-services      regenerate, rebuild and preview only

Ctrl-C stops everything it started.`;

/** Emitters on the quick path of a save; the reference page (the docs emitter) follows off it. */
const QUICK = ['bundle', 'client', 'server', 'mock'];
/** How long saves must pause before the work off the quick path starts. */
const IDLE_MS = 1500;

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
  // Everything this command started is stopped by now, but the bundler's native threads, loaded for the
  // builds, keep the event loop alive: end the process here.
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
  const [{ generateOnce }, { buildPackages }, { reportBuilds }, { watch }, { startPreview }] = await Promise.all([
    import('../generate.js'),
    import('../build/packages.js'),
    import('../build/command.js'),
    import('../watch.js'),
    import('./preview.js'),
  ]);
  const services: Service[] = [];
  // One secret for the whole session, handed to every restart (`{session}`): what a service signs with it
  // (the sandbox's access tokens) stays valid across the restarts saves cause, and dies with the session.
  const session = randomBytes(32).toString('base64url');
  if (options.services) {
    for (const [name, service] of Object.entries(loaded.config.dev?.services ?? {})) {
      const port = options.ports.get(name) ?? service.port;
      services.push(new Service(name, port === 0 ? await freePort() : port, service, root, session));
    }
  }
  /** The banner of each service as last printed: a restart prints it again only when it changed. */
  const shownBanners = new Map<Service, string>();
  const printBanners = () => {
    for (const s of services) {
      if (s.banner === undefined || shownBanners.get(s) === s.banner) continue;
      shownBanners.set(s, s.banner);
      console.log(`\n${s.banner}\n`);
    }
  };
  const preview = await startPreview({ port: options.previewPort, title: 'API reference' });
  let lastDocument: Record<string, unknown> | undefined;
  let lastPreview: object | undefined;
  let docsQueue: Promise<unknown> = Promise.resolve();
  // The work off the quick path (declarations, the reference page) waits until saves pause for IDLE_MS:
  // run at once, it would take the cores from the next save's quick path (the page alone is seconds of
  // Redocly). `due` is the last good save's IR, whose page is still to be written.
  let idle: NodeJS.Timeout | undefined;
  let due: { ir: IR | undefined } | undefined;
  const scheduleBackground = () => {
    clearTimeout(idle);
    if (!due) return;
    idle = setTimeout(() => {
      const { ir } = due!;
      due = undefined;
      docsQueue = docsQueue
        .then(() => buildPackages({ root, part: 'dts' }))
        .then((b) => b.filter((r) => r.status === 'failed').forEach((r) => console.error(`✗ ${r.dir}: ${r.error}`)))
        .then(() => ir && writeReferencePage(ir, root))
        .catch((error: unknown) => console.error(`✗ The declarations or the reference page were not written: ${(error as Error).message}`));
    }, IDLE_MS);
  };

  // Where everything is goes last, below the first cycle's output (the sandbox's banner included), once the
  // watcher is ready too: the lines a user looks for after the start are the bottom ones.
  let firstCycleDone!: () => void;
  const firstCycle = new Promise<void>((resolve) => (firstCycleDone = resolve));
  const cycle = async (): Promise<number> => {
    clearTimeout(idle);
    try {
      return await quickPath();
    } catch (error) {
      // Not a problem of the spec (those are reported above): the page says so too, then the terminal has it.
      preview.problems(`The last save could not be regenerated; the last good spec is still shown.\n\n${error instanceof Error ? error.message : String(error)}`);
      throw error;
    } finally {
      scheduleBackground();
      firstCycleDone();
    }
  };

  const quickPath = async (): Promise<number> => {
    const started = performance.now();
    const { code, ir, changed, problems } = await generateOnce(spec, root, loaded, QUICK, false, false);
    if (code !== 0) {
      const kept = ['the preview', ...services.map((s) => s.name)];
      preview.problems(
        `The last save has problems; ${kept.slice(0, -1).join(', ')}${kept.length > 1 ? ' and ' : ''}${kept.at(-1)} still show the last good spec.\n\n${problems ?? 'The terminal shows what went wrong.'}`,
      );
      console.error('✗ Kept the last good build running. Fix the problems above and save again.');
      return code;
    }
    // JavaScript only on the quick path: the services run it; declarations follow off the path.
    const builds = await buildPackages({ root, part: 'js' });
    if (reportBuilds(builds) !== 0) {
      const failures = builds.filter((b) => b.status === 'failed').map((b) => `${b.dir}: ${b.error}`);
      preview.problems(`A package failed to build; the last good build still runs.\n\n${failures.join('\n\n')}`);
      console.error('✗ Kept the last good build running. Fix the build problem above and save again.');
      return 1;
    }
    // A save that changes no generated file and no build (a save of the same text, a broken save undone,
    // an editor's second write event) leaves the running services alone: they already serve this build.
    if (lastDocument && !changed && builds.every((b) => b.status === 'up to date') && services.every((s) => s.running)) {
      if (lastPreview) preview.update(lastPreview);
      const running = services.map((s) => `${s.name} pid ${s.pid}`).join(', ');
      console.log(`✓ No generated file changed${services.length ? `; kept ${running} running` : ''} (${Math.round(performance.now() - started)} ms).`);
      return 0;
    }
    const document = await currentDocument(root);
    const failed = (await Promise.allSettled(services.map((s) => s.restart()))).flatMap((r) => (r.status === 'rejected' ? [String((r.reason as Error).message)] : []));
    for (const message of failed) console.error(`✗ ${message}`);
    printBanners();
    // A run skipped as up to date (the first one after `npm run generate`) built no IR: the preview has
    // nothing to show yet, so the spec is read for it.
    const previewIr = ir ?? (lastPreview ? undefined : await loadPreviewIR(spec, root, loaded));
    if (previewIr) preview.update((lastPreview = await previewDocument(previewIr)));
    if (lastDocument) printMeaning(await changesSince(lastDocument, document));
    lastDocument = document;
    const running = services.map((s) => `${s.name} pid ${s.pid ?? 'stopped'}`).join(', ');
    console.log(`✓ Regenerated, rebuilt${services.length ? `, restarted (${running})` : ''} and reloaded the preview in ${Math.round(performance.now() - started)} ms.`);
    // Off the quick path: what the next save needs loads at once; the declarations of the packages just
    // rebuilt and the reference page follow once saves pause (scheduleBackground).
    docsQueue = docsQueue.then(warmUp).catch(() => undefined);
    due = { ir: ir ?? due?.ir };
    return failed.length ? 1 : 0;
  };

  const stop = async () => {
    await Promise.all([...services.map((s) => s.stop()), preview.close()]);
  };
  const controller = new AbortController();
  const onSignal = () => controller.abort();
  // `on`, not `once`: the bundler loads signal-exit, which ends the process at a signal unless another
  // listener is still registered when it runs, and a `once` listener is removed before it is called.
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  try {
    const watching = watch(spec, cycle, {
      signal: controller.signal,
      // The overlays too: a save of one regenerates like a save of the spec.
      also: [loaded.file!, ...(loaded.redocly ? [loaded.redocly] : []), ...(loaded.overlays ?? []), path.join(toolchainRoot, 'templates')],
      onReady: () =>
        void firstCycle.then(() => {
          console.log(`Preview: ${preview.url}`);
          for (const s of services) console.log(`${s.name}: ${s.url}`);
          console.log('Save a spec file to regenerate; Ctrl-C stops.');
        }),
    });
    return await watching;
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    // Work still waiting for a pause is dropped: the packages' stamps say their declarations are stale, so
    // the next `npm run generate` builds them, and writes the reference page.
    clearTimeout(idle);
    await stop();
    await docsQueue;
    console.log('Stopped the preview and every service.');
  }
}

/**
 * Loads what a save needs (the quick path's emitters, prettier, the bundler, the diff, a waiting
 * openapi-typescript worker) while the user has not saved yet. The first cycle skips most of them when
 * the spec is up to date, and the first save would otherwise pay for loading them all.
 */
let warmed: Promise<void> | undefined;
function warmUp(): Promise<void> {
  warmed ??= (async () => {
    const [{ loadEmitters }, { formatTs }, { warmOpenapiTypes }] = await Promise.all([
      import('../emitters/load.js'),
      import('../emitters/format.js'),
      import('../emitters/openapi-types.js'),
      import('../load/index.js'),
      import('../diff/index.js'),
      import('tsdown'),
    ]);
    warmOpenapiTypes();
    await loadEmitters(QUICK);
    await formatTs('export const warm = 1;\n');
  })();
  return warmed;
}

/** The bundle the quick path just wrote (the bundle emitter's JSON). */
async function currentDocument(root: string): Promise<Record<string, unknown>> {
  const { bundleConfig } = await import('../emitters/bundle/config.js');
  return JSON.parse(readFileSync(path.join(root, bundleConfig.json), 'utf8')) as Record<string, unknown>;
}

/** The IR of the spec as it is, without generating anything. */
async function loadPreviewIR(spec: string, root: string, loaded: LoadedConfig): Promise<IR> {
  const [{ loadIR }, { loadOverlays }] = await Promise.all([import('../load/index.js'), import('../overlay/index.js')]);
  const overlays = loadOverlays(loaded.overlays ?? []);
  return (await loadIR(spec, { redocly: loaded.redocly, config: loaded.config, configFile: loaded.file, outDir: root, strict: loaded.config.strict === true, overlays })).ir;
}

/** The document the reference page is rendered from: the docs emitter's decorated copy. */
async function previewDocument(ir: IR): Promise<object> {
  const [{ decorateDocument }, { readPageSettings }, { docsConfig }] = await Promise.all([
    import('../emitters/docs/decorate.js'),
    import('../emitters/docs/settings.js'),
    import('../emitters/docs/config.js'),
  ]);
  return decorateDocument(ir, readPageSettings(docsConfig.redoclyConfig));
}

async function writeReferencePage(ir: IR, root: string): Promise<void> {
  const [{ docsEmitter }, { run }] = await Promise.all([import('../emitters/docs/index.js'), import('../run.js')]);
  const results = await run(ir, [docsEmitter], root);
  const changed = results.filter((r) => r.status !== 'unchanged').length;
  if (changed) console.log(`  (the reference page: ${changed} file(s) written)`);
}

async function changesSince(base: Record<string, unknown>, head: Record<string, unknown>) {
  const [{ diffDocuments }, { requiredBump }] = await Promise.all([import('../diff/index.js'), import('../diff/gate.js')]);
  const changes = diffDocuments(base, head);
  return { changes, bump: requiredBump(changes) };
}

const MEANING = {
  major: 'breaking for API clients (a major version)',
  minor: 'an addition (a minor version)',
  patch: 'documentation only (a patch version)',
  none: 'no change to the API surface',
} as const;

function printMeaning({ changes, bump }: Awaited<ReturnType<typeof changesSince>>): void {
  console.log(`This save: ${MEANING[bump]}.`);
  for (const c of changes.slice(0, 8)) console.log(`  ${c.client.padEnd(20)} ${c.location}: ${c.message}  [${c.rule}]`);
  if (changes.length > 8) console.log(`  … and ${changes.length - 8} more (npm run diff -- HEAD lists them all).`);
}
