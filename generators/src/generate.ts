/**
 * The `generate` command: generate [--check] [--spec PATH] [--out DIR] [--config PATH] [--only NAMES] [--watch]
 *
 * Writes every artifact from the spec and prints what changed; --check writes nothing and exits 1 naming
 * each stale file. Problems in the spec are printed as `file:line:col  message`, exit code 2.
 */
import { parseArgs } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import path from 'node:path';
import { existsSync, statSync } from 'node:fs';
import type { FileResult, OnWritten } from './run.js';
import type { Emitter } from './emitters/types.js';
import type { IR } from './ir/types.js';
import { EMITTER_NAMES, emitterDirs, emitterRows, unknownEmitters } from './emitters/index.js';
import { remember, upToDate } from './cache.js';
import type { LoadedConfig } from './config/load.js';
import { toolchainRoot as repoRoot } from './paths.js';
import { staleReason } from './merge/report.js';
import { ONE_RUN_TIER_UP } from './tier-up.js';

export const GENERATE_USAGE = `Usage: npm run generate -- [--check] [--spec PATH] [--out DIR] [--config PATH] [--only NAMES] [--strict] [--watch] [--overlay FILE]... [--pristine [--yes]] [--verbose]

  --check        write nothing; exit 1 and name each file that is stale
  --spec PATH    OpenAPI 3.0, 3.1 or 3.2 root document (default: the configuration's \`input\`)
  --out DIR      folder the artifacts are written under (default: the repository root)
  --config PATH  the generator's configuration file (default: cmp.config.ts at the repository root, unless
                 --spec is given: another document is generated with the defaults)
  --only NAMES   comma-separated emitters to run (${EMITTER_NAMES.join(', ')})
  --strict       refuse every structural fault of the spec; without it, faults other generators read past
                 (a misplaced \`example\`, an unknown keyword, \`type: file\`) generate with a located warning
  --watch        regenerate whenever a spec file (or an overlay) is saved
  --overlay FILE an OpenAPI Overlay 1.0 document applied to the spec before it is read (repeatable; after
                 the configuration's \`overlays\`)
  --pristine     write fresh output over hand edits and conflicts (edits are otherwise kept by a three-way
                 merge); prints what it would discard and asks first
  --yes          with --pristine: do not ask (CI)
  --verbose      say what the incremental store reused and what it rendered afresh (and why)`;

export async function generateCommand(argv: string[]): Promise<number> {
  let args;
  try {
    args = parseArgs({
      args: argv,
      options: {
        check: { type: 'boolean', default: false },
        spec: { type: 'string' },
        out: { type: 'string' },
        config: { type: 'string' },
        only: { type: 'string' },
        watch: { type: 'boolean', default: false },
        strict: { type: 'boolean', default: false },
        pristine: { type: 'boolean', default: false },
        yes: { type: 'boolean', default: false },
        verbose: { type: 'boolean', default: false },
        overlay: { type: 'string', multiple: true },
        help: { type: 'boolean', short: 'h', default: false },
      },
      allowPositionals: false,
    }).values;
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${GENERATE_USAGE}`);
    return 2;
  }
  if (args.help) {
    console.log(GENERATE_USAGE);
    return 0;
  }
  const out = path.resolve(args.out ?? repoRoot);
  if (existsSync(out) && !statSync(out).isDirectory()) {
    console.error(`--out ${args.out}: is a file; expected the folder the artifacts are written under.\n\n${GENERATE_USAGE}`);
    return 2;
  }
  // The configuration module loads before the heavy ones: it is small, and a mistake in it is a usage error.
  const { findConfig, loadConfig } = await import('./config/load.js');
  const { SpecError } = await import('./load/diagnostics.js');
  let loaded;
  try {
    loaded = await loadConfig(args.config ? path.resolve(args.config) : args.spec ? undefined : findConfig(repoRoot));
  } catch (error) {
    if (!(error instanceof SpecError)) throw error;
    console.error(`The configuration has ${error.diagnostics.length} problem(s); nothing was written:\n${error.message}`);
    return 2;
  }
  if (args.overlay?.length) loaded = { ...loaded, overlays: [...(loaded.overlays ?? []), ...args.overlay.map((o) => path.resolve(o))] };
  const specArg = args.spec ?? loaded.input;
  if (!specArg) {
    console.error(`No spec to generate from: pass --spec PATH, or name one as \`input\` in the configuration file.\n\n${GENERATE_USAGE}`);
    return 2;
  }
  const spec = path.resolve(specArg);
  if (!existsSync(spec)) {
    console.error(`${path.relative(process.cwd(), spec)}: file not found (--spec expects an OpenAPI 3.0, 3.1 or 3.2 document, or Swagger 2.0).`);
    return 2;
  }
  const only = args.only?.split(',').map((s) => s.trim());
  const unknown = unknownEmitters(only ?? []);
  if (unknown.length) {
    console.error(`--only: unknown emitter ${unknown.join(', ')}; expected one of ${EMITTER_NAMES.join(', ')}.`);
    return 2;
  }
  let names: string[] = only ?? [...EMITTER_NAMES];
  // The mock's generated part belongs in a mock package (the toolchain's own); another API's workspace has
  // none, and a folder without a package.json would be no package. --only mock writes it anyway.
  if (!only && out !== repoRoot && !existsSync(path.join(out, 'packages/mock/package.json'))) names = names.filter((n) => n !== 'mock');
  if (args.pristine && (args.check || args.watch)) {
    console.error(`--pristine writes fresh output once; it goes with neither --check nor --watch.\n\n${GENERATE_USAGE}`);
    return 2;
  }
  if (args.yes && !args.pristine) {
    console.error(`--yes answers --pristine's question; pass it with --pristine.\n\n${GENERATE_USAGE}`);
    return 2;
  }
  const pristine = args.pristine ? (args.yes ? 'yes' : 'ask') : undefined;
  // The project's own run also writes the toolchain's generated docs (the diff's rules page), so `check`
  // catches a rule added to the registry without its page being regenerated.
  const withRulesPage = !args.spec && !only;
  // A project's own run (the spec its configuration names, into the configuration's folder) then rebuilds
  // each of its workspace packages whose sources changed, so every package imports from plain Node after
  // `npm run generate`.
  const projectRoot = loaded.file ? path.dirname(loaded.file) : undefined;
  const buildAfter = !args.check && !args.spec && out === projectRoot;
  const strict = args.strict || loaded.config.strict === true;
  // `check` of a project's own run also names each package `dist/` that is not what the current sources
  // build (the mock, the sandbox and `npm pack` run what is in it); a package never built is not stale.
  const checkBuilds = args.check && !args.spec && out === projectRoot;
  const runOptions: GenerateOptions = { spec, out, loaded, emitters: names, withRulesPage, strict, ...(pristine ? { pristine } : {}), ...(args.verbose ? { verbose: true } : {}) };
  // Under --watch the packages are built in a child process kept across runs (build/child.ts): a process that
  // runs the bundler at every save keeps memory from each build, hundreds of MB a run on a large spec.
  const inChild = args.watch && buildAfter ? await import('./build/child.js') : undefined;
  const builder = inChild && new inChild.BuildProcess({ keepWarm: true });
  const build =
    builder &&
    (async (options: { root: string }) => {
      const builds = await builder.build({ ...options, part: 'all' });
      return builds === inChild!.CANCELLED ? [] : builds;
    });
  const once = async () => {
    if (checkBuilds) {
      const code = (await generateOnce({ ...runOptions, check: true })).code;
      return code === 2 ? code : Math.max(code, reportStaleBuilds((await import('./build/packages.js')).staleBuilds(out)));
    }
    if (!buildAfter) return (await generateOnce({ ...runOptions, check: args.check! })).code;
    const [{ generateAndBuild }, { reportBuilds }] = await Promise.all([import('./build/pipeline.js'), import('./build/command.js')]);
    const { code, builds } = await generateAndBuild(out, (onWritten) => generateOnce({ ...runOptions, onWritten }), build);
    return code !== 0 ? code : reportBuilds(builds);
  };
  if (args.watch) return (await import('./watch.js')).watch(spec, once, { also: loaded.overlays ?? [] });
  // One run, then the process ends: V8 may let a heap grow to several times what it holds before it
  // collects, and a large API's run makes about 100 MB of texts that are garbage once written; a heap kept
  // within a fifth of what is live halves the run's peak (GitHub's description: about 0.5 GB instead of
  // 0.8) for a few percent more time collecting. V8 reads this at each collection, so setting it now counts.
  setFlagsFromString('--heap-growing-percent=20');
  // Only what runs longest is optimized (./tier-up.ts); read as each function spends its budget, so set now counts too.
  setFlagsFromString(ONE_RUN_TIER_UP);
  return once();
}

/**
 * The heavy modules (Redocly, prettier, openapi-typescript) load only once the arguments are known to be
 * good, so a usage error answers at once; the emitters load after the spec, once openapi-typescript's worker
 * is under way, so their loading overlaps with it.
 */
async function loadEmitters(names: string[], { withRulesPage }: { withRulesPage: boolean }): Promise<Emitter[]> {
  const { loadEmitters: load } = await import('./emitters/index.js');
  const emitters = await load(names);
  if (withRulesPage) emitters.push((await import('./diff/rules-page.js')).rulesPageEmitter);
  return emitters;
}

/** What one run generates and how. */
export interface GenerateOptions {
  /** The OpenAPI root document, absolute. */
  spec: string;
  /** The output root, absolute. */
  out: string;
  loaded: LoadedConfig;
  /** The emitters to run (names of the table in ./emitters/index.ts). */
  emitters: string[];
  /** Also write the toolchain's own generated docs (the diff's rules page): the project's own full run. */
  withRulesPage?: boolean;
  /** Write nothing; compare with what is on disk. */
  check?: boolean;
  /** Refuse every structural fault (default: the configuration's `strict`). */
  strict?: boolean;
  /** Told as each emitter's files are written (the package builds start from it). */
  onWritten?: OnWritten;
  /** Write fresh output over hand edits (`--pristine`): 'ask' first, or 'yes' without asking. */
  pristine?: 'ask' | 'yes';
  /** Say what the incremental store reused and why not (`--verbose`). */
  verbose?: boolean;
}

/**
 * One run: its exit code, the IR it built (none when the run was skipped as up to date, or failed), how
 * many files it created, updated or removed (0 when skipped), and a spec's located problems when it has some
 * (`file:line:col  problem`, one a line, as printed).
 */
export async function generateOnce(options: GenerateOptions): Promise<{ code: number; ir?: IR; changed: number; problems?: string }> {
  const { spec, out, loaded, emitters: names, withRulesPage = false, check = false, strict = loaded.config.strict === true, onWritten, pristine, verbose } = options;
  const started = performance.now();
  // Files an emitter wrote before another found a problem (emitters write as each is done).
  const written: string[] = [];
  // The overlays are inputs like the configuration: an edit of one makes the run go again.
  const config = [loaded.file, loaded.redocly, ...(loaded.overlays ?? [])].filter((f): f is string => Boolean(f));
  const key = { spec, out, config, emitters: withRulesPage ? [...names, 'diff-rules'] : names, flags: strict ? ['strict'] : [], dirs: emitterDirs(names) };
  if (!check && !pristine) {
    const files = upToDate(key);
    if (files !== undefined) {
      console.log(`Up to date: nothing changed since the last run (${files} files, ${Math.round(performance.now() - started)} ms).`);
      return { code: 0, changed: 0 };
    }
  }
  // Pieces of the last run are reused where their inputs are unchanged (incremental/); never by --check,
  // which renders every piece, so a partial render cannot pass for a full one.
  const incremental = await import('./incremental/store.js');
  incremental.beginRun({ reuse: !check && !pristine, verbose: verbose === true, scope: out });
  const types = emitterRows(names).some((row) => row.openapiTypes) ? await import('./emitters/openapi-types.js') : undefined;
  types?.warmOpenapiTypes();
  const [{ loadIR, SpecError, formatDiagnostic }, { run }, merge] = await Promise.all([import('./load/index.js'), import('./run.js'), import('./merge/index.js')]);
  // Hand edits in generated files are kept by a three-way merge against the pristine store (merge/).
  let session;
  try {
    session = new merge.MergeSession({ out, check, ...(pristine ? { pristine: true } : {}), ignore: loaded.config.ignore ?? [], handEdits: loaded.config.handEdits ?? 'keep' });
  } catch (error) {
    if (!(error instanceof merge.StoreError)) throw error;
    console.error(`The pristine store cannot be read; nothing was written:\n${error.message}`);
    return { code: 2, changed: 0 };
  }
  try {
    const overlays = loaded.overlays?.length ? (await import('./overlay/index.js')).loadOverlays(loaded.overlays) : [];
    const { ir, files, warnings } = await loadIR(spec, {
      overlays,
      redocly: loaded.redocly,
      config: loaded.config,
      configFile: loaded.file,
      outDir: out,
      onDocument: types?.startOpenapiTypes,
      strict,
    });
    const fromOverlay = (w: { file: string }) => overlays.some((o) => o.file === w.file);
    const faults = warnings.filter((w) => !fromOverlay(w));
    if (faults.length) {
      console.error(`The spec has ${faults.length} fault(s) other generators read past; generated as described (--strict refuses them):`);
      for (const w of faults) console.error(`${formatDiagnostic(w)}`.replace(/^(\S+) {2}/, '$1  warning: '));
    }
    for (const w of warnings.filter(fromOverlay)) console.error(`${formatDiagnostic(w)}`.replace(/^(\S+) {2}/, '$1  warning: '));
    let emitters = await loadEmitters(names, { withRulesPage });
    if (pristine) {
      const confirmed = await merge.confirmPristine(ir, emitters, out, loaded.config.ignore ?? [], pristine === 'yes');
      if (!confirmed) return { code: 1, changed: 0 };
      emitters = confirmed;
    }
    const results = await run(ir, emitters, out, {
      check,
      session,
      onWritten: (emitter, changed, pending) => {
        if (!check) written.push(...changed);
        onWritten?.(emitter, changed, pending);
      },
    });
    const mergeCode = check ? merge.checkStore(session, results) : merge.reportMerge(results);
    if (!check && mergeCode < 2) await session.save();
    if (!check && mergeCode === 0) remember(key, files, [...results.filter((r) => r.status !== 'removed').map((r) => r.path), merge.LOCK_FILE], hashesOf(results));
    return {
      code: Math.max(report(results, { check, ms: performance.now() - started }), mergeCode),
      ir,
      changed: results.filter((r) => r.status !== 'unchanged' && r.status !== 'kept' && r.status !== 'ignored').length,
    };
  } catch (error) {
    if (error instanceof merge.StoreError) {
      console.error(`The pristine store cannot be read; files merged before the problem was found are written:\n${error.message}`);
      return { code: 2, changed: 0 };
    }
    if (error instanceof merge.GitMissingError) {
      console.error(error.message);
      return { code: 2, changed: 0 };
    }
    if (error instanceof SpecError) {
      const what = error.diagnostics.every((d) => loaded.overlays?.some((o) => path.resolve(d.file) === o)) ? 'overlay' : 'spec';
      const outcome = written.length ? `${written.length} file(s) of the outputs done before it was found were written, the rest were not` : 'nothing was written';
      console.error(`The ${what} has ${error.diagnostics.length} problem(s); ${outcome}:\n${error.message}`);
      return { code: 2, changed: 0, problems: error.message };
    }
    throw error;
  } finally {
    // Whatever runs next in this process (the diff's SDKs, the docs site) renders whole, as before.
    incremental.endRun();
  }
}

/** What each file written or left as it was holds, by its hash, where the run knows it (the rerun cache need not read it back). */
const hashesOf = (results: FileResult[]) => new Map(results.flatMap((r) => (r.hash ? [[r.path, r.hash] as const] : [])));

const PART_NAMES = { js: 'JavaScript', dts: 'declarations' } as const;

/** `check`'s lines for builds: each stale part of a package's `dist/`, with why and the fix; 1 when any. */
function reportStaleBuilds(stale: { dir: string; part: 'js' | 'dts'; reason: string }[]): number {
  if (!stale.length) {
    console.log('Up to date: every built package dist/ was built from the current sources.');
    return 0;
  }
  console.error(`${stale.length} part(s) of built packages are stale:`);
  for (const s of stale) console.error(`  ${s.dir}/dist, its ${PART_NAMES[s.part]}: ${s.reason}`);
  console.error('Fix: npm run build:packages');
  return 1;
}

function report(results: FileResult[], { check, ms }: { check: boolean; ms: number }): number {
  if (check) {
    const stale = results.flatMap((r) => {
      const reason = staleReason(r);
      return reason ? [{ path: r.path, reason }] : [];
    });
    const kept = results.filter((r) => r.status === 'kept').length;
    if (!stale.length) {
      console.log(`Up to date: ${results.length} generated files match the spec${kept ? ` (${kept} with hand edits kept)` : ''}.`);
      return 0;
    }
    console.error(`${stale.length} generated file(s) are stale:`);
    for (const s of stale) console.error(`  ${s.path} (${s.reason})`);
    console.error('Fix: npm run generate (hand edits are kept; resolve any conflict it names), then commit the result.');
    return 1;
  }
  const count = (s: string) => results.filter((r) => r.status === s).length;
  for (const r of results) if (r.status !== 'unchanged' && r.status !== 'ignored') console.log(`  ${r.status.padEnd(8)} ${r.path}`);
  const more = (['kept', 'merged', 'conflict', 'ignored'] as const).filter((s) => count(s)).map((s) => `, ${count(s)} ${s}`);
  console.log(
    `Generated ${results.length - count('removed')} files in ${Math.round(ms)} ms: ${count('created')} created, ${count('updated')} updated, ${count('unchanged')} unchanged, ${count('removed')} removed${more.join('')}.`,
  );
  return 0;
}
