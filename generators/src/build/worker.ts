/**
 * The child process `BuildProcess` (child.ts) starts: it runs package builds (packages.ts) as its parent asks,
 * one message per build, and answers each with the results and its resident memory, which tells the parent
 * when to replace it. It loads the bundler as it starts, so a build asked for later finds it loaded, and it
 * ends when its parent goes (the IPC channel closes), however the parent ended.
 */
import { buildPackages, type BuildPart, type PackageBuild } from './packages.js';

/** What the parent sends: one build. */
export interface BuildRequest {
  id: number;
  root: string;
  part: BuildPart;
  only?: string[];
  force?: boolean;
}

/** What the child answers: the builds, or why none ran; and its resident memory once they are over. */
export type BuildReply = { id: number; rssMiB: number } & ({ builds: PackageBuild[] } | { error: string });

process.on('disconnect', () => process.exit(0));
// Ctrl-C at a terminal reaches every process of its group. This one is ended by its parent (by its pid, or
// when the channel closes), so that a build under way is not reported as failed while the command stops.
process.on('SIGINT', () => undefined);
process.on('message', (request: BuildRequest) => {
  void (async () => {
    const { id, root, part, only, force } = request;
    let reply: BuildReply;
    try {
      const builds = await buildPackages({ root, part, ...(only ? { only } : {}), ...(force ? { force } : {}) });
      reply = { id, builds, rssMiB: process.memoryUsage.rss() / 2 ** 20 };
    } catch (error) {
      reply = { id, error: error instanceof Error ? error.message : String(error), rssMiB: process.memoryUsage.rss() / 2 ** 20 };
    }
    process.send?.(reply);
  })();
});
// Loaded now, while nothing waits for it: the first build asked for finds the bundler ready.
void import('tsdown');
