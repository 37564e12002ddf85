/**
 * Stubs generated from GitHub's published description (`@octokit/openapi`, 1,223 operations), for the
 * benchmarks that measure the runtime at that scale (`bench-server.ts`, `bench-start.ts`): the generator
 * writes the server's generated layer into a temporary folder, as `npm run generate` would for a project of
 * that size. The caller removes the folder.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');

/** The operation the benchmarks call, and a filtered request of it. */
export const githubRoute = {
  operationId: 'issues/list-for-repo',
  name: 'GET /repos/{owner}/{repo}/issues (filtered)',
  path: '/repos/octocat/hello-world/issues?state=open&labels=bug&sort=updated&per_page=10',
};

/** Generates GitHub's stubs into a new temporary folder; returns it (the generated files are in `<it>/packages/server/src/generated`). */
export function generateGitHubStubs(): string {
  const spec = createRequire(import.meta.url).resolve('@octokit/openapi/generated/api.github.com.json');
  const out = mkdtempSync(path.join(tmpdir(), 'cmp-bench-github-'));
  const generate = spawnSync(process.execPath, [path.join(root, 'generators/bin/cmp.mjs'), '--spec', spec, '--out', out, '--only', 'server'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (generate.status !== 0) throw new Error(`generating GitHub's stubs failed:\n${generate.stderr}`);
  return out;
}

export function generatedDir(out: string): string {
  return path.join(out, 'packages/server/src/generated');
}

/**
 * A server of GitHub's stubs as built JavaScript, the way a package built from that spec ships it (the
 * runtime and the generated table bundled into one ES module, dependencies from node_modules):
 * `node <it> <port>` serves every route in production mode, with a canned handler for `githubRoute`.
 */
export async function buildGitHubServer(out: string): Promise<string> {
  const entry = path.join(out, 'server.ts');
  writeFileSync(
    entry,
    [
      `import { buildServer } from ${JSON.stringify(path.join(root, 'packages/server-runtime/src/index.ts'))};`,
      "import { api, routes } from './packages/server/src/generated/routes.gen.js';",
      "import { schemaDocument } from './packages/server/src/generated/components.gen.js';",
      'const app = buildServer({ routes, schemaDocument, api }, {',
      `  handlers: { ${JSON.stringify(githubRoute.operationId)}: () => ({ status: 200, body: [] }) },`,
      "  mode: 'production',",
      '  verifyToken: () => null,',
      '  credentials: { byId: () => undefined, byClientId: () => undefined },',
      '});',
      "await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });",
      '',
    ].join('\n'),
  );
  symlinkSync(path.join(root, 'node_modules'), path.join(out, 'node_modules'), 'dir');
  const outfile = path.join(out, 'server.mjs');
  await build({ entryPoints: [entry], outfile, bundle: true, platform: 'node', format: 'esm', packages: 'external', logLevel: 'error' });
  return outfile;
}
