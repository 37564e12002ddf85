/** Scratch copies of the spec for tests that break it on purpose; never touches the real one. */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './spec.js';

export interface ScratchSpec {
  dir: string;
  root: string;
  /** The copy's redocly.yaml. */
  config: string;
  /** The copy's generator configuration (cmp.config.ts, naming the copy's spec and redocly.yaml). */
  generatorConfig: string;
  edit(file: string, change: (text: string) => string): void;
  remove(): void;
}

export function scratchSpec(): ScratchSpec {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cmp-spec-'));
  cpSync(path.join(repoRoot, 'openapi'), path.join(dir, 'openapi'), { recursive: true, filter: (src) => !src.includes(`${path.sep}dist`) });
  cpSync(path.join(repoRoot, 'redocly.yaml'), path.join(dir, 'redocly.yaml'));
  return {
    dir,
    root: path.join(dir, 'openapi/openapi.yaml'),
    config: path.join(dir, 'redocly.yaml'),
    generatorConfig: copyGeneratorConfig(dir),
    edit(file, change) {
      const target = path.join(dir, 'openapi', file);
      const before = readFileSync(target, 'utf8');
      const after = change(before);
      if (after === before) throw new Error(`The edit of ${file} changed nothing; the test is out of date.`);
      writeFileSync(target, after);
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * The project's cmp.config.ts in a scratch folder (its `input` and `redocly` then name the copies), importing
 * defineConfig from this checkout: the copy has no generators/ of its own.
 */
function copyGeneratorConfig(dir: string): string {
  // A path, not a file: URL: the configuration is bundled by esbuild, which resolves paths.
  const configModule = path.join(repoRoot, 'generators/src/config/index.ts').split(path.sep).join('/');
  const text = readFileSync(path.join(repoRoot, 'cmp.config.ts'), 'utf8').replace(/'\.\/generators\/src\/config\/index\.js'/, `'${configModule}'`);
  writeFileSync(path.join(dir, 'cmp.config.ts'), text);
  return path.join(dir, 'cmp.config.ts');
}

/** Workspace packages a scratch repository carries, with their sources (generated ones included). */
const SCRATCH_PACKAGES = ['client', 'server', 'sandbox', 'mock'];

export interface ScratchRepository extends ScratchSpec {
  /** Writes a file at a path relative to the scratch root (folders created). */
  write(file: string, text: string): void;
  /** Edits a file at a path relative to the scratch root; throws when the edit changes nothing. */
  editFile(file: string, change: (text: string) => string): void;
}

/**
 * A scratch copy of the repository as a developer's checkout holds it: the spec with its committed bundle and
 * releases, the sources of the workspace packages (generated files included), their package files and
 * changelogs, the lock, the reference docs, the TypeScript, Redocly and Spectral configurations. It lives under
 * test-artifacts/ (gitignored) so that third-party imports resolve to the repository's node_modules, while
 * its own node_modules/@customer-messaging links resolve the workspace packages to the scratch copies.
 */
export function scratchRepository(): ScratchRepository {
  const parent = path.join(repoRoot, 'test-artifacts');
  mkdirSync(parent, { recursive: true });
  const dir = mkdtempSync(path.join(parent, 'scratch-repo-'));
  const copy = (from: string, filter?: (src: string) => boolean) => cpSync(path.join(repoRoot, from), path.join(dir, from), { recursive: true, ...(filter ? { filter } : {}) });
  // .cmp/: the pristine copies of the generated files, which generate merges hand edits against.
  for (const file of ['openapi', 'docs/reference', 'templates', '.cmp', 'redocly.yaml', '.spectral.yaml', 'package.json', 'package-lock.json', 'tsconfig.base.json']) copy(file);
  mkdirSync(path.join(dir, 'node_modules/@customer-messaging'), { recursive: true });
  for (const pkg of SCRATCH_PACKAGES) {
    for (const file of ['package.json', 'tsconfig.json', 'tsdown.config.mjs', 'CHANGELOG.md'])
      if (existsSync(path.join(repoRoot, 'packages', pkg, file))) copy(`packages/${pkg}/${file}`);
    copy(`packages/${pkg}/src`);
    symlinkSync(`../../packages/${pkg}`, path.join(dir, 'node_modules/@customer-messaging', pkg), 'dir');
  }
  const editFile = (file: string, change: (text: string) => string) => {
    const target = path.join(dir, file);
    const before = readFileSync(target, 'utf8');
    const after = change(before);
    if (after === before) throw new Error(`The edit of ${file} changed nothing; the test is out of date.`);
    writeFileSync(target, after);
  };
  return {
    dir,
    root: path.join(dir, 'openapi/openapi.yaml'),
    config: path.join(dir, 'redocly.yaml'),
    generatorConfig: copyGeneratorConfig(dir),
    edit: (file, change) => editFile(path.join('openapi', file), change),
    editFile,
    write(file, text) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
