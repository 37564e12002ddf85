/**
 * arethetypeswrong's checks on a packed tarball, in this process: `@arethetypeswrong/core` is what the `attw`
 * CLI runs, and calling it here spares a Node start and a TypeScript load per package (the CLI took about
 * 1.8 s of CPU for each of our tarballs; the same analysis here takes 0.1-0.9 s once the module is loaded).
 * The profiles are the CLI's `--profile`: the resolution kinds each one ignores.
 */
import { readFileSync } from 'node:fs';
import { checkPackage, createPackageFromTarballData } from '@arethetypeswrong/core';
import { problemKindInfo } from '@arethetypeswrong/core/problems';

const PROFILES = {
  strict: [],
  node16: ['node10'],
  'esm-only': ['node10', 'node16-cjs'],
} as const satisfies Record<string, readonly string[]>;
export type AttwProfile = keyof typeof PROFILES;

/**
 * The problems attw finds in a tarball that the profile does not ignore, one line each (`FalseESM in
 * /node_modules/probe/index.d.ts: Types are ESM, but implementation is CJS`); a package without types is a
 * problem too.
 */
export async function typeProblems(tarball: string, profile: AttwProfile = 'strict'): Promise<string[]> {
  const analysis = await checkPackage(createPackageFromTarballData(new Uint8Array(readFileSync(tarball))));
  if (!analysis.types) return [`${tarball}: no type declarations`];
  const ignored: readonly string[] = PROFILES[profile];
  return analysis.problems
    .filter((problem) => !('resolutionKind' in problem) || !ignored.includes(problem.resolutionKind))
    .map((problem) => {
      const where = [
        'resolutionKind' in problem ? `under ${problem.resolutionKind}` : '',
        'entrypoint' in problem ? `at "${problem.entrypoint}"` : '',
        'typesFileName' in problem ? `in ${problem.typesFileName}` : 'fileName' in problem ? `in ${problem.fileName}` : '',
      ].filter(Boolean);
      return `${problem.kind}${where.length ? ` ${where.join(' ')}` : ''}: ${problemKindInfo[problem.kind].title}`;
    });
}
