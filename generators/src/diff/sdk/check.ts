/**
 * One TypeScript program over both generated SDKs and the probe. The generated files import the client
 * runtime by name (`@openapi-cmp/client-runtime`, its sources by the `cmp-source` condition), so they sit in
 * the client package's `src/`, where module resolution finds the runtime and openapi-fetch as usual.
 *
 * Two ways to run it, with the same options and the same messages:
 * - TypeScript 7's native compiler (`typescript-native`, a devDependency of the toolchain) when it is
 *   installed: the files are written to a scratch folder in `src/` (a dot-folder, which no `include` glob
 *   matches, removed afterwards) and `tsc -p` checks them. It checks every file, not only the probe, but at
 *   several times the JavaScript compiler's speed, which is what makes the SDK impact affordable on large
 *   APIs (two 10 MB clients of GitHub's description: see `npm run bench:diff`).
 * - TypeScript 5.9 in process, the files held in memory, when the native compiler is absent. Only the probe's
 *   diagnostics are asked for: the checker then resolves just the types the probe uses.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import { toolchainRoot } from '../../paths.js';
import { clientConfig } from '../../emitters/client/config.js';
import { runtime } from '../../emitters/runtimes.js';
import { BASE_DIR, HEAD_DIR } from './probe.js';

export interface ProbeFailure {
  /** 0-based line of the probe file. */
  line: number;
  message: string;
}

/** The check's options, as a tsconfig writes them: the native compiler reads them from one, the in-process check converts them. */
const COMPILER_OPTIONS = {
  target: 'es2022',
  module: 'nodenext',
  moduleResolution: 'nodenext',
  lib: ['es2023', 'dom'],
  strict: true,
  noUncheckedIndexedAccess: true,
  skipLibCheck: true,
  noEmit: true,
  types: [],
  customConditions: ['cmp-source'],
};
const OPTIONS: ts.CompilerOptions = ts.convertCompilerOptionsFromJson(COMPILER_OPTIONS, '.').options;

/** The client package's `src/`, when the runtime the generated code imports is beside it (the toolchain's own folder). */
export function clientSrc(repoRoot: string): string | undefined {
  const src = path.resolve(repoRoot, clientConfig.dir, '..');
  return existsSync(path.join(repoRoot, runtime('client').dir, 'src/index.ts')) ? src : undefined;
}

export function checkProbe(src: string, base: Map<string, string>, head: Map<string, string>, probe: string): ProbeFailure[] {
  const tsc = nativeTsc();
  return tsc ? checkNative(tsc, src, base, head, probe) : checkInProcess(src, base, head, probe);
}

/** TypeScript 7's command line, when installed beside the toolchain (`DIFF_TSC=js` turns it off). */
function nativeTsc(): string | undefined {
  if (process.env.DIFF_TSC === 'js') return undefined;
  try {
    const manifest = createRequire(path.join(toolchainRoot, 'package.json')).resolve('typescript-native/package.json');
    const bin = path.join(path.dirname(manifest), 'bin/tsc');
    return existsSync(bin) ? bin : undefined;
  } catch {
    return undefined;
  }
}

/** The files of one check: each SDK's generated files (an empty file made a module) and the probe. */
function files(base: Map<string, string>, head: Map<string, string>, probe: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const [dir, generated] of [
    [BASE_DIR, base],
    [HEAD_DIR, head],
  ] as const) {
    // An empty file is not a module; `export {}` makes it one, so namespace imports of it still resolve.
    for (const [name, text] of generated) out.set(path.join(dir, name), text.trim() ? text : 'export {};');
  }
  out.set(PROBE_FILE, probe);
  return out;
}

const PROBE_FILE = '.sdk-probe.ts';

/** Messages name the SDKs' files by their absolute paths; to a reader they are `base SDK` and `head SDK`. */
function readable(dir: string, message: string): string {
  return [
    [path.join(dir, BASE_DIR), 'base SDK'],
    [path.join(dir, HEAD_DIR), 'head SDK'],
  ].reduce((text, [from, to]) => text.split(from!).join(to!), message);
}

function checkNative(tsc: string, src: string, base: Map<string, string>, head: Map<string, string>, probe: string): ProbeFailure[] {
  const dir = mkdtempSync(path.join(src, '.tmp-sdk-check-'));
  try {
    for (const [name, text] of files(base, head, probe)) {
      mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      writeFileSync(path.join(dir, name), text);
    }
    writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: COMPILER_OPTIONS, files: [PROBE_FILE] }));
    // One thread: with several, each loads the library's global types again (20 to 40% more CPU time, and
    // `diff --ci` runs beside other work in CI).
    const run = spawnSync(process.execPath, [tsc, '-p', path.join(dir, 'tsconfig.json'), '--pretty', 'false', '--singleThreaded'], {
      cwd: dir,
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    });
    const { error: failed, status } = run;
    if (failed || (status !== 0 && status !== 1 && status !== 2)) {
      throw new Error(`TypeScript's native compiler failed (${failed ? failed.message : `exit ${status}: ${run.stderr.trim().split('\n')[0]}`})`);
    }
    return parseDiagnostics(run.stdout, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * `tsc --pretty false` prints `file(line,col): error TSnnnn: message`, a chained message's further lines
 * indented below it. Only the probe's diagnostics are kept, as in the in-process check.
 */
function parseDiagnostics(output: string, dir: string): ProbeFailure[] {
  const out: (ProbeFailure & { file: string })[] = [];
  for (const line of output.split(/\r?\n/)) {
    const head = /^(.+?)\((\d+),(\d+)\): error TS\d+: (.*)$/.exec(line);
    if (head) out.push({ file: path.resolve(dir, head[1]!), line: Number(head[2]) - 1, message: head[4]! });
    else if (line.startsWith(' ') && out.length) out.at(-1)!.message += `\n${line.replace(/^ {2}/, '')}`;
  }
  const probe = path.join(dir, PROBE_FILE);
  return out.filter((d) => d.file === probe).map((d) => ({ line: d.line, message: readable(dir, d.message) }));
}

function checkInProcess(src: string, base: Map<string, string>, head: Map<string, string>, probe: string): ProbeFailure[] {
  const virtual = new Map<string, string>();
  for (const [name, text] of files(base, head, probe)) virtual.set(path.join(src, name), text);
  const probeFile = path.join(src, PROBE_FILE);
  const dirs = new Set([...virtual.keys()].map((f) => path.dirname(f)));
  const host = ts.createCompilerHost(OPTIONS, true);
  const { fileExists, readFile, getSourceFile, directoryExists } = host;
  host.fileExists = (f) => virtual.has(path.resolve(f)) || fileExists.call(host, f);
  host.readFile = (f) => virtual.get(path.resolve(f)) ?? readFile.call(host, f);
  host.directoryExists = (d) => dirs.has(path.resolve(d)) || (directoryExists?.call(host, d) ?? false);
  host.getSourceFile = (f, language, onError, create) => {
    const text = virtual.get(path.resolve(f));
    return text !== undefined ? ts.createSourceFile(f, text, language, true) : getSourceFile.call(host, f, language, onError, create);
  };
  const program = ts.createProgram({ rootNames: [probeFile], options: OPTIONS, host });
  const source = program.getSourceFile(probeFile)!;
  return [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)].map((d) => ({
    line: d.start === undefined ? -1 : source.getLineAndCharacterOfPosition(d.start).line,
    message: readable(src, ts.flattenDiagnosticMessageText(d.messageText, '\n')),
  }));
}
