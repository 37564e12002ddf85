/**
 * One build of the docs site per set of inputs, shared by the test runs: the site is built the way
 * `npm run docs` builds it (`buildProjectSite`) into node_modules/.cache/docs-site/<hash>/, where the
 * hash covers everything the build reads (the spec and its releases, the guides, the committed reference,
 * the templates, the site builder and the diff rules, the configuration, the lock file). A run whose inputs
 * did not change reuses the folder; a new hash replaces it. Several test files of the suite ask for it at once
 * (each in its own worker): one builds it under a lock, the others wait and reuse it (unlocked, each built
 * its own copy, and one's clean-up removed the folder another was writing).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { makeOnce } from '../../generators/src/build/lock.js';
import { buildProjectSite } from '../../generators/src/emitters/docs/site/project.js';

const root = path.resolve(import.meta.dirname, '../..');
const INPUTS = [
  'openapi/dist/openapi.json',
  'openapi/releases',
  'docs/guides',
  'docs/reference/index.html',
  'templates/docs',
  'generators/src/emitters/docs',
  'generators/src/emitters/mcp',
  'generators/src/diff',
  'generators/src/ir',
  'redocly.yaml',
  'cmp.config.ts',
  'package-lock.json',
  'packages/client/package.json',
  'packages/server/package.json',
  'packages/mock/package.json',
];
const cacheDir = path.join(root, 'node_modules/.cache/docs-site');

function files(entry: string): string[] {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full)
    .sort()
    .flatMap((name) => files(path.join(entry, name)));
}

export function siteInputsHash(): string {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap(files))
    hash
      .update(`${file}\0`)
      .update(readFileSync(path.join(root, file)))
      .update('\0');
  return hash.digest('hex').slice(0, 16);
}

/** The built site's folder and its HTML pages; built when no build of the same inputs exists. */
export async function builtSite(): Promise<{ dir: string; pages: string[]; cached: boolean }> {
  const dir = path.join(cacheDir, siteInputsHash());
  const done = path.join(dir, '.pages.json');
  const made = await makeOnce(
    `${cacheDir}.lock`,
    () => existsSync(done),
    async () => {
      rmSync(cacheDir, { recursive: true, force: true });
      const { pages } = await buildProjectSite({ outDir: dir });
      writeFileSync(done, JSON.stringify(pages));
    },
  );
  return { dir, pages: JSON.parse(readFileSync(done, 'utf8')) as string[], cached: !made };
}
