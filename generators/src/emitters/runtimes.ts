/**
 * The hand-written runtimes generated packages stand on (`packages/client-runtime`,
 * `packages/server-runtime`, `packages/mcp-runtime` of the toolchain): their package names, which generated code imports, and what
 * their package.json says (version, dependencies), which the generated packages' own manifests repeat.
 * Read from the toolchain's files once per process.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { toolchainRoot } from '../paths.js';

export type RuntimeKind = 'client' | 'server' | 'mcp';

export interface Runtime {
  /** npm name, what generated code imports. */
  name: string;
  /** Folder, relative to the toolchain root and to an output folder alike (`packages/client-runtime`). */
  dir: string;
  version: string;
  dependencies: { [name: string]: string };
}

export const RUNTIME_NAMES: Record<RuntimeKind, string> = {
  client: '@openapi-cmp/client-runtime',
  server: '@openapi-cmp/server-runtime',
  mcp: '@openapi-cmp/mcp-runtime',
};

const cache = new Map<RuntimeKind, Runtime>();

export function runtime(kind: RuntimeKind): Runtime {
  let found = cache.get(kind);
  if (!found) {
    const dir = `packages/${kind}-runtime`;
    const manifest = JSON.parse(readFileSync(path.join(toolchainRoot, dir, 'package.json'), 'utf8')) as Runtime;
    found = { name: RUNTIME_NAMES[kind], dir, version: manifest.version, dependencies: manifest.dependencies ?? {} };
    cache.set(kind, found);
  }
  return found;
}

/** Folders of a runtime package that are not its source: never copied, never hashed. */
const NOT_SOURCE = new Set(['dist', 'node_modules', 'test', '.turbo']);

/** The files of a runtime package (its source, manifest, build configuration, README), relative to the toolchain root, sorted. */
export function runtimeFiles(kind: RuntimeKind): string[] {
  const dir = path.join(toolchainRoot, runtime(kind).dir);
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(toolchainRoot, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .filter((file) => !file.split('/').some((part) => NOT_SOURCE.has(part)) && !file.endsWith('.tsbuildinfo'))
    .sort();
}

/** The toolchain's root package.json devDependency versions the generated packages build with (tsdown, TypeScript). */
export function toolchainDevVersion(name: string): string {
  const manifest = JSON.parse(readFileSync(path.join(toolchainRoot, 'package.json'), 'utf8')) as { devDependencies?: { [name: string]: string } };
  const version = manifest.devDependencies?.[name];
  if (!version) throw new Error(`The toolchain's package.json has no devDependency ${name}.`);
  return version;
}
