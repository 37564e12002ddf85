/**
 * The emitters' names, for the CLI to check `--only` without loading the emitters themselves (they pull in
 * ts-morph, prettier and openapi-typescript). `test/cli/cli.test.ts` checks it matches `index.ts`.
 */
export const EMITTER_NAMES = ['bundle', 'client', 'server', 'docs', 'mock'] as const;
