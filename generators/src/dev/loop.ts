/**
 * One `npm run dev` session's loop: what a save does. The quick path regenerates the emitters the table
 * marks `devQuickPath`, builds the JavaScript of the packages the services run, restarts the services and
 * reloads the preview; then it builds the other packages' JavaScript and says what the save means for the
 * version. The declarations and the reference page follow once saves pause. A broken save keeps the last good services and preview, and says so on the page.
 *
 * The package builds run in child processes (../build/child.ts), never in this one: the bundler keeps memory
 * from each build in the process that runs it, hundreds of MB per save on a large spec. The JavaScript's
 * child stays loaded across saves and is replaced when its memory grows; the declarations' child lives for
 * one build, and a save that comes while it runs ends it (its part stays stale and is built at the next pause).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadedConfig } from '../config/load.js';
import type { IR } from '../ir/types.js';
import type { PackageBuild } from '../build/packages.js';
import { CANCELLED, type BuildProcess } from '../build/child.js';
import { EMITTERS } from '../emitters/index.js';
import type { Preview } from './preview.js';
import type { Service } from './services.js';

/** Emitters on the quick path of a save (the table's `devQuickPath`); the reference page (the docs emitter) follows off it. */
export const QUICK = EMITTERS.filter((row) => row.devQuickPath).map((row) => row.name);
/** How long saves must pause before the work off the quick path starts. */
const IDLE_MS = 1500;

/** The modules the loop runs, loaded once by the command. */
export interface LoopTools {
  generateOnce: typeof import('../generate.js').generateOnce;
  /** Builds the JavaScript of a save: a child process kept loaded across saves. */
  quickBuilds: BuildProcess;
  /** Builds the declarations once saves pause: a child process per build, ended when a save comes. */
  backgroundBuilds: BuildProcess;
  reportBuilds: typeof import('../build/command.js').reportBuilds;
  packagesRun: typeof import('../build/packages.js').packagesRun;
  buildablePackages: typeof import('../build/packages.js').buildablePackages;
}

export class DevLoop {
  readonly #spec: string;
  readonly #root: string;
  readonly #loaded: LoadedConfig;
  readonly #services: Service[];
  readonly #preview: Preview;
  readonly #tools: LoopTools;
  #lastDocument: Record<string, unknown> | undefined;
  #lastPreview: object | undefined;
  /** The work off the quick path, one step at a time. */
  #background: Promise<unknown> = Promise.resolve();
  // The work off the quick path (declarations, the reference page) waits until saves pause for IDLE_MS:
  // run at once, it would take the cores from the next save's quick path (the page alone is seconds of
  // Redocly). `#due` is the last good save's IR, whose page is still to be written.
  #idle: NodeJS.Timeout | undefined;
  #due: { ir: IR | undefined } | undefined;
  /** True while a save's quick path runs. */
  #saving = false;
  /** Saves so far: work off the quick path that started before the last one is out of date. */
  #saves = 0;
  #stopped = false;
  /** The banner of each service as last printed: a restart prints it again only when it changed. */
  readonly #shownBanners = new Map<Service, string>();
  #firstCycleDone!: () => void;
  /** Settles once the first cycle is over, good or not. */
  readonly firstCycle = new Promise<void>((resolve) => (this.#firstCycleDone = resolve));

  constructor(options: { spec: string; root: string; loaded: LoadedConfig; services: Service[]; preview: Preview; tools: LoopTools }) {
    this.#spec = options.spec;
    this.#root = options.root;
    this.#loaded = options.loaded;
    this.#services = options.services;
    this.#preview = options.preview;
    this.#tools = options.tools;
  }

  /** One save: the quick path now, the rest once saves pause. */
  readonly cycle = async (): Promise<number> => {
    clearTimeout(this.#idle);
    this.#saving = true;
    this.#saves++;
    // The declarations being built describe the spec before this save: their build gives the cores to this
    // save's quick path and runs again at the next pause.
    this.#tools.backgroundBuilds.cancel();
    try {
      return await this.#quickPath();
    } catch (error) {
      // Not a problem of the spec (those are reported above): the page says so too, then the terminal has it.
      this.#preview.problems(`The last save could not be regenerated; the last good spec is still shown.\n\n${error instanceof Error ? error.message : String(error)}`);
      throw error;
    } finally {
      this.#saving = false;
      this.#scheduleBackground();
      this.#firstCycleDone();
    }
  };

  /**
   * Stops every service, the preview and the build processes (by their pids); work still waiting for a pause
   * is dropped, a declaration build under way is ended, a reference page being written is finished.
   */
  async stop(): Promise<void> {
    // The packages' stamps say their declarations are stale, so the next `npm run generate` builds them,
    // and writes the reference page.
    this.#stopped = true;
    clearTimeout(this.#idle);
    this.#due = undefined;
    await Promise.all([...this.#services.map((s) => s.stop()), this.#preview.close(), this.#tools.quickBuilds.stop(), this.#tools.backgroundBuilds.stop()]);
    await this.#background;
  }

  async #quickPath(): Promise<number> {
    const started = performance.now();
    const { code, ir, changed, problems } = await this.#tools.generateOnce({ spec: this.#spec, out: this.#root, loaded: this.#loaded, emitters: QUICK });
    if (code !== 0) return this.#keepLastGood(code, problems);
    // JavaScript only on the quick path (declarations follow off it), and before the reload only that of the
    // packages the services run and what they load: the others (a client of thousands of operations, the MCP
    // server) build after it, beside the diff that says what the save means.
    // The session's first start builds every package first: a service may read another package's build as
    // it starts (the sandbox's banner names the client's tarball once the client is built).
    const commands = this.#services.map((s) => s.command);
    const served = !commands.length ? [] : this.#lastDocument ? this.#tools.packagesRun(commands, this.#root) : undefined;
    const builds = await this.#buildJs(served);
    // The session stopped while this save built (Ctrl-C): nothing is restarted after the services were stopped.
    if (this.#stopped) return 0;
    if (this.#tools.reportBuilds(builds) !== 0) return this.#keepLastBuild(builds);
    const others = () => this.#buildOthers(served);
    // A save that changes no generated file and no build (a save of the same text, a broken save undone,
    // an editor's second write event) leaves the running services alone: they already serve this build.
    if (this.#lastDocument && !changed && builds.every((b) => b.status === 'up to date') && this.#services.every((s) => s.running)) {
      const rest = await others();
      if (this.#tools.reportBuilds(rest) !== 0) return this.#keepLastBuild(rest);
      if (rest.every((b) => b.status === 'up to date')) {
        if (this.#lastPreview) this.#preview.update(this.#lastPreview);
        const running = this.#services.map((s) => `${s.name} pid ${s.pid}`).join(', ');
        console.log(`✓ No generated file changed${this.#services.length ? `; kept ${running} running` : ''} (${Math.round(performance.now() - started)} ms).`);
        return 0;
      }
      return this.#restartAndReload(ir, started, Promise.resolve([]));
    }
    return this.#restartAndReload(ir, started, undefined, others);
  }

  /** The JavaScript of the packages no service runs (none left when `served` is undefined: everything was built first). */
  async #buildOthers(served: string[] | undefined): Promise<PackageBuild[]> {
    if (!served) return [];
    const rest = this.#tools.buildablePackages(this.#root).filter((dir) => !served.includes(dir));
    return rest.length ? this.#buildJs(rest) : [];
  }

  /** The JavaScript of these packages (every package when undefined), in the quick path's build process. */
  async #buildJs(only: string[] | undefined): Promise<PackageBuild[]> {
    const builds = await this.#tools.quickBuilds.build({ root: this.#root, part: 'js', ...(only ? { only } : {}) });
    // Only `stop()` ends this process's builds, when the session ends.
    return builds === CANCELLED ? [] : builds;
  }

  /** A save with problems: shown above the last good page; everything running keeps running. */
  #keepLastGood(code: number, problems: string | undefined): number {
    const kept = ['the preview', ...this.#services.map((s) => s.name)];
    this.#preview.problems(
      `The last save has problems; ${kept.slice(0, -1).join(', ')}${kept.length > 1 ? ' and ' : ''}${kept.at(-1)} still show the last good spec.\n\n${problems ?? 'The terminal shows what went wrong.'}`,
    );
    console.error('✗ Kept the last good build running. Fix the problems above and save again.');
    return code;
  }

  /** A package that failed to build: the last good build keeps running. */
  #keepLastBuild(builds: PackageBuild[]): number {
    const failures = builds.filter((b) => b.status === 'failed').map((b) => `${b.dir}: ${b.error}`);
    this.#preview.problems(`A package failed to build; the last good build still runs.\n\n${failures.join('\n\n')}`);
    console.error('✗ Kept the last good build running. Fix the build problem above and save again.');
    return 1;
  }

  /**
   * Restarts the services and reloads the preview (the services answer from the new build before the page
   * says so), then builds the other packages' JavaScript and says what the save means, and off the path the
   * declarations and the reference page follow once saves pause. 0, or 1 when a service or a build failed.
   */
  async #restartAndReload(ir: IR | undefined, started: number, built: Promise<PackageBuild[]> | undefined, buildOthers?: () => Promise<PackageBuild[]>): Promise<number> {
    const restarting = Promise.allSettled(this.#services.map((s) => s.restart()));
    // The preview's document is made while the services' new processes start up (on another core): the
    // page is told to reload only once they answer, so what it shows is what they serve.
    await Promise.all(this.#services.map((s) => s.launched));
    // A run skipped as up to date (the first one after `npm run generate`) built no IR: the preview has
    // nothing to show yet, so the spec is read for it.
    const previewIr = ir ?? (this.#lastPreview ? undefined : await loadPreviewIR(this.#spec, this.#root, this.#loaded));
    const shown = previewIr ? await previewDocument(previewIr) : undefined;
    const failed = (await restarting).flatMap((r) => (r.status === 'rejected' ? [String((r.reason as Error).message)] : []));
    for (const message of failed) console.error(`✗ ${message}`);
    this.#printBanners();
    if (shown) this.#preview.update((this.#lastPreview = shown));
    const reloaded = Math.round(performance.now() - started);
    const running = this.#services.map((s) => `${s.name} pid ${s.pid ?? 'stopped'}`).join(', ');
    const restarted = this.#services.length ? `, restarted (${running})` : '';
    if (this.#lastDocument)
      console.log(
        `↻ ${this.#services.length ? `Restarted ${this.#services.map((s) => s.name).join(', ')} and reloaded` : 'Reloaded'} the preview in ${reloaded} ms; the other packages and what the save means follow.`,
      );
    const others = built ?? buildOthers?.() ?? Promise.resolve([]);
    // The diff runs while the build process builds the other packages.
    const document = await currentDocument(this.#root);
    const meaning = this.#lastDocument ? await changesSince(this.#lastDocument, document, this.#loaded.config) : undefined;
    this.#lastDocument = document;
    if (meaning) printMeaning(meaning);
    const rest = await others;
    const buildFailed = rest.length > 0 && this.#tools.reportBuilds(rest) !== 0;
    if (buildFailed) {
      const failures = rest.filter((b) => b.status === 'failed').map((b) => `${b.dir}: ${b.error}`);
      // The services and the page already run the save; only these packages' dist/ keep their last good build.
      this.#preview.problems(`A package no service runs failed to build; its dist/ keeps its last good build.\n\n${failures.join('\n\n')}`);
    }
    const total = Math.round(performance.now() - started);
    console.log(`✓ Regenerated, rebuilt${restarted} and reloaded the preview in ${reloaded} ms; the other packages built and the save judged by ${total} ms.`);
    // Off the quick path: what the next save needs loads at once; the declarations of the packages just
    // rebuilt and the reference page follow once saves pause (#scheduleBackground).
    this.#background = this.#background.then(warmUp).catch(() => undefined);
    this.#tools.quickBuilds.warm();
    this.#due = { ir: ir ?? this.#due?.ir };
    return failed.length || buildFailed ? 1 : 0;
  }

  #printBanners(): void {
    for (const s of this.#services) {
      if (s.banner === undefined || this.#shownBanners.get(s) === s.banner) continue;
      this.#shownBanners.set(s, s.banner);
      console.log(`\n${s.banner}\n`);
    }
  }

  #scheduleBackground(): void {
    clearTimeout(this.#idle);
    if (!this.#due || this.#stopped) return;
    this.#idle = setTimeout(() => {
      const due = this.#due!;
      this.#due = undefined;
      this.#background = this.#background
        .then(async () => {
          const started = performance.now();
          const saves = this.#saves;
          const builds: PackageBuild[] = [];
          // One package at a time, each in a build process that is replaced once it is large: the declarations
          // of a client of 1,200 operations alone take about 2 GB in the bundler, and all packages' at once
          // would add up. A save that comes meanwhile ends the build under way and the ones still to start.
          for (const dir of this.#tools.buildablePackages(this.#root)) {
            const one = this.#saves === saves ? await this.#tools.backgroundBuilds.build({ root: this.#root, part: 'dts', only: [dir] }) : CANCELLED;
            if (one === CANCELLED) {
              // This work is due again at the next pause, unless the save that came brought its own.
              this.#due ??= due;
              if (!this.#saving) this.#scheduleBackground();
              return;
            }
            builds.push(...one);
          }
          this.#tools.backgroundBuilds.release();
          for (const r of builds) if (r.status === 'failed') console.error(`✗ ${r.dir}: ${r.error}`);
          const written = due.ir ? await writeReferencePage(due.ir, this.#root) : 0;
          // Said once it is over, when it did something: `dist/` and the reference page are now the last save's.
          const built = builds.filter((r) => r.status === 'built').map((r) => r.dir);
          const done = [...(built.length ? [`the declarations of ${built.join(', ')} built`] : []), ...(written ? [`the reference page written (${written} file(s))`] : [])];
          if (done.length) console.log(`  (after the pause: ${done.join('; ')}, in ${Math.round(performance.now() - started)} ms)`);
        })
        .catch((error: unknown) => console.error(`✗ The declarations or the reference page were not written: ${(error as Error).message}`));
    }, IDLE_MS);
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
      import('../emitters/index.js'),
      import('../emitters/format.js'),
      import('../emitters/openapi-types.js'),
      import('../load/index.js'),
      import('../diff/index.js'),
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

/** Writes the reference page as `generate` does; the number of files written. */
async function writeReferencePage(ir: IR, root: string): Promise<number> {
  const [{ docsEmitter }, { run }, incremental] = await Promise.all([import('../emitters/docs/index.js'), import('../run.js'), import('../incremental/store.js')]);
  // As `generate` writes it: the stored page and samples of what the save left unchanged are reused
  // (../incremental/), so a large spec's page is not rendered whole, holding up the next save, after each one.
  incremental.beginRun({ reuse: true, scope: root });
  let results;
  try {
    results = await run(ir, [docsEmitter], root);
  } finally {
    incremental.endRun();
  }
  return results.filter((r) => r.status !== 'unchanged').length;
}

/** What a save means for the version, judged as `diff` judges it: under the project's configuration and lifecycle policy. */
async function changesSince(base: Record<string, unknown>, head: Record<string, unknown>, config: LoadedConfig['config']) {
  const [{ diffDocuments }, { requiredBump }] = await Promise.all([import('../diff/index.js'), import('../diff/gate.js')]);
  const changes = diffDocuments(base, head, { lifecycle: config.diff?.lifecycle, config });
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
