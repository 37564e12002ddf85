/**
 * `build`'s stamps describe what is in a package's `dist/`, part by part: a part that a build of other
 * sources overwrote (the JavaScript that `npm run dev` builds alone, the declarations it builds later) is
 * never taken for current when the sources come back (an edit undone); a build deletes what it no longer
 * writes (a hashed chunk of older sources); `staleBuilds` (what `check` reports) names every part that is
 * not what the current sources build. On a tiny package with two entries and a shared, hashed chunk.
 */
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPackages, staleBuilds, type BuildPart } from '../../src/build/packages.js';

const repo = path.resolve(import.meta.dirname, '../../..');
let root: string;
const dir = 'packages/tiny';
const file = (name: string) => path.join(root, dir, name);
const dist = () =>
  readdirSync(file('dist'))
    .filter((f) => !f.startsWith('.'))
    .sort();
const distText = () =>
  dist()
    .map((f) => readFileSync(file(`dist/${f}`), 'utf8'))
    .join('\n');
const build = async (part: BuildPart) => {
  const [result] = await buildPackages({ root, part });
  expect(result!.error).toBeUndefined();
  return result!.status;
};
const SHARED = `/** Shared by both entries: bundled into a chunk of its own, named by its hash. */\nexport const greeting: string = 'hello';\n`;
const EDITED = `${SHARED}/** Added by an edit that is undone later. */\nexport function addedByEdit(): string {\n  return 'added';\n}\n`;

beforeAll(() => {
  // Under the repository, so the build resolves tsdown and its helpers from its node_modules.
  const parent = path.join(repo, 'test-artifacts');
  mkdirSync(parent, { recursive: true });
  root = mkdtempSync(path.join(parent, 'build-stamps-'));
  writeFileSync(path.join(root, 'package.json'), JSON.stringify({ name: 'stamps-project', private: true, workspaces: ['packages/*'] }));
  mkdirSync(file('src'), { recursive: true });
  writeFileSync(file('package.json'), JSON.stringify({ name: 'tiny', version: '1.0.0', type: 'module' }));
  writeFileSync(
    file('tsdown.config.mjs'),
    `export default { entry: ['src/index.ts', 'src/cli.ts'], format: ['esm'], dts: { oxc: true }, platform: 'node', target: 'node20', fixedExtension: false, clean: false };\n`,
  );
  writeFileSync(file('src/shared.ts'), SHARED);
  writeFileSync(file('src/index.ts'), `export * from './shared.js';\n`);
  writeFileSync(file('src/cli.ts'), `import { greeting } from './shared.js';\nconsole.log(greeting);\n`);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('build stamps', () => {
  it('a part that a build of other sources overwrote is rebuilt when an edit is undone, and the full build takes only what is current', async () => {
    expect(await build('all')).toBe('built');
    expect(await build('all')).toBe('up to date');
    const chunk = dist().find((f) => f.startsWith('shared-') && f.endsWith('.js'));
    expect(chunk, dist().join(', ')).toBeDefined();

    // The edit: the JavaScript alone, as a save under `npm run dev` builds it.
    writeFileSync(file('src/shared.ts'), EDITED);
    expect(await build('js')).toBe('built');
    expect(distText()).toContain('addedByEdit');
    // The declarations still describe the sources before the edit: that part is stale, the JavaScript is not.
    expect(staleBuilds(root).map((s) => `${s.dir} ${s.part}`)).toEqual([`${dir} dts`]);
    // The chunk of the older sources is gone: dist/ holds what the last build wrote, nothing more.
    expect(dist()).not.toContain(chunk);
    expect(dist().filter((f) => f.startsWith('shared-') && f.endsWith('.js'))).toHaveLength(1);

    // The undo: the sources are the first build's again, but the JavaScript in dist/ is the edit's.
    writeFileSync(file('src/shared.ts'), SHARED);
    expect(staleBuilds(root).map((s) => `${s.dir} ${s.part}`)).toEqual([`${dir} js`]);
    expect(await build('js')).toBe('built');
    expect(distText()).not.toContain('addedByEdit');
    expect(dist()).toContain(chunk);
    expect(staleBuilds(root)).toEqual([]);
    expect(await build('all')).toBe('up to date');
  });

  it('the declarations built after an edit are rebuilt after its undo, by a full build too', async () => {
    writeFileSync(file('src/shared.ts'), EDITED);
    expect(await build('js')).toBe('built');
    expect(await build('dts')).toBe('built');
    expect(readFileSync(file('dist/index.d.ts'), 'utf8')).toContain('addedByEdit');
    expect(existsSync(file('dist/.declarations'))).toBe(false);
    writeFileSync(file('src/shared.ts'), SHARED);
    expect(staleBuilds(root).map((s) => s.part)).toEqual(['js', 'dts']);
    expect(await build('all')).toBe('built');
    expect(readFileSync(file('dist/index.d.ts'), 'utf8')).not.toContain('addedByEdit');
    expect(distText()).not.toContain('addedByEdit');
    expect(staleBuilds(root)).toEqual([]);
  });

  it('a dist/ changed or added to by hand is stale (check names it) until a build puts back what it writes', async () => {
    appendFileSync(file('dist/index.js'), '\n// changed by hand\n');
    writeFileSync(file('dist/stray.d.ts'), 'export {};\n');
    expect(staleBuilds(root)).toEqual([
      { dir, part: 'js', reason: 'dist/ was changed after its last build' },
      { dir, part: 'dts', reason: 'dist/ holds other files than its last build wrote' },
    ]);
    expect(await build('all')).toBe('built');
    writeFileSync(file('dist/stray-Abc123.js'), 'export {};\n');
    expect(staleBuilds(root)).toEqual([{ dir, part: 'js', reason: 'dist/ holds other files than its last build wrote' }]);
    expect(await build('all')).toBe('built');
    expect(dist()).not.toContain('stray-Abc123.js');
    expect(dist()).not.toContain('stray.d.ts');
    expect(readFileSync(file('dist/index.js'), 'utf8')).not.toContain('changed by hand');
    expect(staleBuilds(root)).toEqual([]);
    // A package with no dist/ at all has not been built: nothing to call stale.
    rmSync(file('dist'), { recursive: true });
    expect(staleBuilds(root)).toEqual([]);
  });

  it('a scratch folder in src/ (the SDK check of the diff writes one while it runs) changes no input: nothing is stale, nothing rebuilt', async () => {
    expect(await build('all')).toBe('built');
    mkdirSync(file('src/.tmp-sdk-check-1'), { recursive: true });
    writeFileSync(file('src/.tmp-sdk-check-1/probe.ts'), `import { greeting } from '../shared.js';\nexport const probe: string = greeting;\n`);
    try {
      expect(staleBuilds(root)).toEqual([]);
      expect(await build('all')).toBe('up to date');
    } finally {
      rmSync(file('src/.tmp-sdk-check-1'), { recursive: true, force: true });
    }
    // A real source added is still an input.
    writeFileSync(file('src/extra.ts'), 'export const extra = 1;\n');
    expect(staleBuilds(root).map((s) => s.reason)).toContain('built from other sources than the current ones');
    rmSync(file('src/extra.ts'));
    expect(staleBuilds(root)).toEqual([]);
  });
});
