/**
 * `npm run generate` on the project's own workspace: regenerate, then rebuild the packages the change
 * reaches. The builds start as soon as every emitter that writes something a build reads is done, not after
 * the last emitter: the reference page (a Redocly process of its own, about a second) is written into a
 * folder no package reads, and the builds ran after it for nothing (a third of a one-field edit's time).
 *
 * What the builds read is what the last builds' stamps say: each package's folder and the files its
 * configuration names (`inputs`). With no stamp for some package, the builds wait for every emitter. A file
 * that a later emitter writes where a build reads (an emitter writing outside its own folders) starts one
 * more round of builds when the first is over, which rebuilds just the packages it reaches.
 */
import path from 'node:path';
import type { OnWritten } from '../run.js';
import { buildPackages, buildReads, type PackageBuild } from './packages.js';

/** How the packages are built: in this process (`buildPackages`), or in a child process (`generate --watch`, see child.ts). */
export type Build = (options: { root: string }) => Promise<PackageBuild[]>;

export async function generateAndBuild(
  root: string,
  generate: (onWritten: OnWritten) => Promise<{ code: number }>,
  build: Build = buildPackages,
): Promise<{ code: number; builds: PackageBuild[] }> {
  const reads = buildReads(root);
  const read = (target: string) => !!reads?.some((r) => target === r || target.startsWith(r + path.sep) || r.startsWith(target + path.sep));
  let early: Promise<PackageBuild[]> | undefined;
  let readLate = false;
  const onWritten: OnWritten = (_emitter, changed, pending) => {
    if (early) {
      readLate ||= changed.some((file) => read(path.join(root, file)));
      return;
    }
    if (reads && pending.every((emitter) => emitter.ownedDirs.every((dir) => !read(path.join(root, dir))))) early = build({ root });
  };
  let code: number;
  try {
    ({ code } = await generate(onWritten));
  } finally {
    // Whatever happened to the run, a build under way finishes before the command reports or exits.
    await early?.catch(() => undefined);
  }
  if (code !== 0) return { code, builds: [] };
  const first = await (early ?? build({ root }));
  if (!readLate) return { code, builds: first };
  const second = await build({ root });
  return { code, builds: first.map((build, i) => (second[i]?.status === 'up to date' ? build : second[i]!)) };
}
