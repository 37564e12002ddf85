/**
 * Every package we publish passes the field's packaging checks: publint (manifest, exports, files) and
 * arethetypeswrong (types resolve the same as the code under node10, node16 from ESM and from CJS, and
 * bundler). The mock and the MCP server (and its runtime) ship ES modules only, by choice (Prism and its CLI; the MCP SDK's servers), so they are checked with attw's
 * `esm-only` profile, which ignores only the CommonJS entry it does not have. Each tarball is packed here
 * without lifecycle scripts, from the dist/ the build keeps current; arethetypeswrong runs in this process
 * (tests/support/attw.ts), and a test below shows it still finds what it exists for.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPackages } from '../../generators/src/build/packages.js';
import { typeProblems, type AttwProfile } from '../support/attw.js';
import { packagingProblems } from '../support/publint.js';
import { nativeTscArgs } from '../support/tsc.js';
import { packed } from '../support/packed.js';

const run = promisify(execFile);
const repo = path.resolve(import.meta.dirname, '../..');
const scratch = mkdtempSync(path.join(tmpdir(), 'cmp-publish-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const PACKAGES: [dir: string, profile: AttwProfile][] = [
  ['packages/client-runtime', 'strict'],
  ['packages/server-runtime', 'strict'],
  ['packages/client', 'strict'],
  ['packages/server', 'strict'],
  ['packages/mock', 'esm-only'],
  ['packages/mcp-runtime', 'esm-only'],
  ['packages/mcp', 'esm-only'],
];

beforeAll(async () => {
  const failed = (await buildPackages({ root: repo })).filter((b) => b.status === 'failed');
  expect(failed.map((b) => `${b.dir}: ${b.error}`)).toEqual([]);
});

const tarballs = new Map<string, string>();

describe('published packages', () => {
  it.each(PACKAGES)('%s passes publint and arethetypeswrong', async (dir, profile) => {
    // Packed once per run and content, shared with the install tests (tests/support/packed.ts).
    const { tarball } = await packed(dir);
    tarballs.set(dir, tarball);
    // publint --strict on the tarball, in this process (tests/support/publint.ts).
    expect(await packagingProblems(tarball)).toEqual([]);
    expect(await typeProblems(tarball, profile)).toEqual([]);
  });
});

/** What the checks above rely on: the same analysis finds the problems it exists for. */
describe('arethetypeswrong, as run above', () => {
  /** A tarball made here (npm's layout: everything under package/) of a package with the given files. */
  const tarball = async (name: string, files: Record<string, string>): Promise<string> => {
    const dir = path.join(scratch, name);
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, 'package', file)), { recursive: true });
      writeFileSync(path.join(dir, 'package', file), text);
    }
    await run('tar', ['-czf', `${dir}.tgz`, '-C', dir, 'package']);
    return `${dir}.tgz`;
  };
  const manifest = (fields: object) => JSON.stringify({ name: 'probe', version: '1.0.0', ...fields });

  it('finds types that claim ES modules for a CommonJS entry, and a package without types', async () => {
    // "type": "module" makes index.d.ts describe an ES module, while require() loads index.cjs.
    const liar = await tarball('liar', {
      'package.json': manifest({ type: 'module', exports: { '.': { types: './index.d.ts', import: './index.js', require: './index.cjs' } } }),
      'index.js': 'export const x = 1;\n',
      'index.cjs': 'exports.x = 1;\n',
      'index.d.ts': 'export declare const x: number;\n',
    });
    expect(await typeProblems(liar)).toEqual(expect.arrayContaining([expect.stringMatching(/^FalseESM in .*index\.d\.ts: Types are ESM, but implementation is CJS$/)]));
    const untyped = await tarball('untyped', { 'package.json': manifest({ main: './index.js' }), 'index.js': 'exports.x = 1;\n' });
    expect(await typeProblems(untyped)).toEqual([`${untyped}: no type declarations`]);
  });

  it('ignores, under the esm-only profile, only the CommonJS resolutions an ES-module-only package does not have', async () => {
    const esmOnly = await tarball('esm-only', {
      'package.json': manifest({ type: 'module', exports: { '.': { types: './index.d.ts', default: './index.js' } } }),
      'index.js': 'export const x = 1;\n',
      'index.d.ts': 'export declare const x: number;\n',
    });
    expect(await typeProblems(esmOnly)).toEqual(expect.arrayContaining([expect.stringMatching(/ under node16-cjs /)]));
    expect(await typeProblems(esmOnly, 'esm-only')).toEqual([]);
  });

  it('publint, as run above, names an export the tarball does not hold and, under --strict, a warning', async () => {
    const missing = await tarball('missing', {
      'package.json': manifest({ type: 'module', exports: { '.': './index.js', './extra': './extra.js' } }),
      'index.js': 'export const x = 1;\n',
    });
    expect(await packagingProblems(missing)).toEqual(expect.arrayContaining([expect.stringMatching(/^error: .*extra\.js/)]));
    // A CommonJS file in an ES module package: a warning publint reports as an error under --strict.
    const wrongFormat = await tarball('wrong-format', {
      'package.json': manifest({ type: 'module', exports: { '.': './index.js' } }),
      'index.js': 'module.exports = { x: 1 };\n',
    });
    expect(await packagingProblems(wrongFormat)).toEqual(expect.arrayContaining([expect.stringMatching(/^error: /)]));
    const good = await tarball('good', { 'package.json': manifest({ type: 'module', exports: { '.': './index.js' } }), 'index.js': 'export const x = 1;\n' });
    expect(await packagingProblems(good)).toEqual([]);
  });
});

/**
 * The types of every tarball compile for the projects consumers have, with every declaration of ours checked
 * (skipLibCheck off; only problems in our packages' files count, not in Fastify's or Prism's own types):
 * node16 resolution from ESM and CJS, bundler resolution, and @tsconfig/strictest on a Node-only project
 * (no DOM library). The tarballs are unpacked into an empty project's node_modules, and their dependencies
 * are linked from the repository's, so nothing resolves to the workspace's sources.
 */
describe('published types, for every consumer setting', () => {
  const consumer = path.join(scratch, 'types-consumer');
  const names = new Map<string, string>();

  beforeAll(async () => {
    expect([...tarballs.keys()].sort()).toEqual(PACKAGES.map(([dir]) => dir).sort());
    mkdirSync(path.join(consumer, 'node_modules'), { recursive: true });
    const dependencies = new Set<string>();
    for (const [dir, tarball] of tarballs) {
      const manifest = JSON.parse(readFileSync(path.join(repo, dir, 'package.json'), 'utf8')) as { name: string; dependencies?: Record<string, string> };
      const target = path.join(consumer, 'node_modules', manifest.name);
      mkdirSync(target, { recursive: true });
      await run('tar', ['-xzf', tarball, '-C', target, '--strip-components=1']);
      names.set(dir, manifest.name);
      for (const dependency of Object.keys(manifest.dependencies ?? {})) dependencies.add(dependency);
    }
    for (const dependency of [...dependencies, '@types']) {
      const link = path.join(consumer, 'node_modules', dependency);
      mkdirSync(path.dirname(link), { recursive: true });
      if (!existsSync(link)) symlinkSync(path.join(repo, 'node_modules', dependency), link, 'dir');
    }
    // One consumer file per package and module system: every export is reached, so every declaration is read.
    for (const [dir, name] of names) {
      const id = path.basename(dir);
      writeFileSync(path.join(consumer, `${id}.mts`), `import * as api from '${name}';\nexport type Api = typeof api;\nexport const names: string[] = Object.keys(api);\n`);
      if (!['packages/mock', 'packages/mcp', 'packages/mcp-runtime'].includes(dir))
        writeFileSync(path.join(consumer, `${id}.cts`), `import api = require('${name}');\nexport type Api = typeof api;\n`);
    }
  });

  it.each([
    ['node16 resolution, ESM and CJS', { module: 'Node16', moduleResolution: 'Node16', lib: ['ES2023', 'DOM'], types: ['node'] }, ['.mts', '.cts']],
    ['bundler resolution', { module: 'ESNext', moduleResolution: 'Bundler', lib: ['ES2023', 'DOM'], types: ['node'] }, ['.mts']],
    [
      '@tsconfig/strictest on Node alone (no DOM library)',
      { strictest: true, module: 'NodeNext', moduleResolution: 'NodeNext', lib: ['ES2023'], types: ['node'] },
      ['.mts', '.cts'],
    ],
  ] as const)('%s', async (label, { strictest, ...options }: { strictest?: boolean } & Record<string, unknown>, extensions) => {
    const config = path.join(consumer, `tsconfig.${label.replace(/\W+/g, '-')}.json`);
    const files = readdirSync(consumer).filter((f) => extensions.some((e) => f.endsWith(e)));
    writeFileSync(
      config,
      JSON.stringify({
        ...(strictest ? { extends: path.join(repo, 'node_modules/@tsconfig/strictest/tsconfig.json') } : {}),
        compilerOptions: { target: 'ES2022', strict: true, noEmit: true, ...options, skipLibCheck: false },
        files,
      }),
    );
    const result = await run(process.execPath, nativeTscArgs('-p', config), { cwd: consumer, maxBuffer: 64 << 20 }).catch((e: { stdout: string }) => e);
    const ours = [...names.values()].map((name) => `node_modules/${name}/`);
    // Dependencies linked from the repository report by their real path (`../`): theirs, like node_modules/ (the MCP SDK's types need the DOM's `HeadersInit`).
    const theirs = (line: string) => line.startsWith('node_modules/') || line.startsWith('../') || path.isAbsolute(line);
    const problems = result.stdout.split('\n').filter((line) => /error TS/.test(line) && (!theirs(line) || ours.some((prefix) => line.startsWith(prefix))));
    expect(problems).toEqual([]);
    expect(files.length).toBeGreaterThanOrEqual(extensions.length === 2 ? 9 : 5);
  });
});
