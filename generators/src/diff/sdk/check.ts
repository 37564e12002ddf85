/**
 * One TypeScript program over both generated SDKs and the probe, held in memory: the generated files and
 * the probe are virtual files in the client package's `src/`, which import its runtime by name
 * (`@openapi-cmp/client-runtime`, its sources by the `cmp-source` condition) as the generated layer does,
 * so nothing is written and module resolution finds the runtime and openapi-fetch as usual.
 * Only the probe's diagnostics are asked for: the checker then resolves just the types the probe uses.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { clientConfig } from '../../emitters/client/config.js';
import { runtime } from '../../emitters/runtimes.js';
import { BASE_DIR, HEAD_DIR } from './probe.js';

export interface ProbeFailure {
  /** 0-based line of the probe file. */
  line: number;
  message: string;
}

const OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
  strict: true,
  noUncheckedIndexedAccess: true,
  skipLibCheck: true,
  noEmit: true,
  types: [],
  customConditions: ['cmp-source'],
};

/** The client package's `src/`, when the runtime the generated code imports is beside it (the toolchain's own folder). */
export function clientSrc(repoRoot: string): string | undefined {
  const src = path.resolve(repoRoot, clientConfig.dir, '..');
  return existsSync(path.join(repoRoot, runtime('client').dir, 'src/index.ts')) ? src : undefined;
}

export function checkProbe(src: string, base: Map<string, string>, head: Map<string, string>, probe: string): ProbeFailure[] {
  const virtual = new Map<string, string>();
  for (const [dir, files] of [
    [BASE_DIR, base],
    [HEAD_DIR, head],
  ] as const) {
    // An empty file is not a module; `export {}` makes it one, so namespace imports of it still resolve.
    for (const [name, text] of files) virtual.set(path.join(src, dir, name), text.trim() ? text : 'export {};');
  }
  const probeFile = path.join(src, '.sdk-probe.ts');
  virtual.set(probeFile, probe);
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
  // Messages name the virtual files by their absolute paths; the SDKs are `base SDK` and `head SDK` to a reader.
  const names: [string, string][] = [
    [path.join(src, BASE_DIR), 'base SDK'],
    [path.join(src, HEAD_DIR), 'head SDK'],
  ];
  return [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)].map((d) => ({
    line: d.start === undefined ? -1 : source.getLineAndCharacterOfPosition(d.start).line,
    message: names.reduce((text, [from, to]) => text.split(from).join(to), ts.flattenDiagnosticMessageText(d.messageText, '\n')),
  }));
}
