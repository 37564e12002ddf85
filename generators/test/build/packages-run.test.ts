/**
 * `packagesRun`: the packages a service's command runs, which `npm run dev` builds before it restarts the
 * services and reloads the preview (the others follow). A path among a command's arguments names its
 * package; the workspace packages it depends on come with it, transitively; a package outside the closure
 * is left for later; a command that names no package's file says nothing (then every package is built first).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packagesRun } from '../../src/build/packages.js';

let root: string;

beforeAll(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'packages-run-'));
  writeFileSync(path.join(root, 'package.json'), JSON.stringify({ name: 'project', private: true, workspaces: ['packages/runtime', 'packages/*'] }));
  const pkg = (dir: string, manifest: object, buildable = true) => {
    mkdirSync(path.join(root, 'packages', dir), { recursive: true });
    writeFileSync(path.join(root, 'packages', dir, 'package.json'), JSON.stringify(manifest));
    if (buildable) writeFileSync(path.join(root, 'packages', dir, 'tsdown.config.mjs'), 'export default {};\n');
  };
  pkg('runtime', { name: '@acme/runtime' });
  pkg('server', { name: '@acme/server', peerDependencies: { '@acme/runtime': '*' } });
  pkg('sandbox', { name: '@acme/sandbox', dependencies: { '@acme/server': '*', fastify: '^5.0.0' } });
  pkg('mock', { name: '@acme/mock', optionalDependencies: { '@acme/unbuilt': '*' } });
  pkg('unbuilt', { name: '@acme/unbuilt' }, false);
  pkg('client', { name: '@acme/client' });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('packagesRun', () => {
  it("names each command's package and the workspace packages it depends on, transitively, in build order", () => {
    const sandbox = ['node', 'packages/sandbox/dist/cli.js', '--port', '{port}'];
    const mock = ['node', path.join(root, 'packages/mock/dist/cli.js'), '--port', '{port}'];
    expect(packagesRun([sandbox], root)).toEqual(['packages/runtime', 'packages/sandbox', 'packages/server']);
    // A package with no build of its own is no build to wait for; the client no service runs is left for later.
    expect(packagesRun([sandbox, mock], root)).toEqual(['packages/runtime', 'packages/mock', 'packages/sandbox', 'packages/server']);
  });

  it('says nothing for a command that names no package of the workspace', () => {
    expect(packagesRun([['npx', 'prism', 'mock', 'openapi/dist/openapi.json']], root)).toBeUndefined();
    expect(
      packagesRun(
        [
          ['node', 'packages/mock/dist/cli.js'],
          ['node', '../elsewhere/packages/mock/cli.js'],
        ],
        root,
      ),
    ).toBeUndefined();
  });
});
