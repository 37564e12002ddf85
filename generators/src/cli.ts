#!/usr/bin/env node
/**
 * The toolchain's one command line: `cli.ts <command> [options]`.
 *
 *   generate [--check] [--spec PATH] ...   write every artifact from the spec (the default command)
 *   check [--spec PATH] ...                 `generate --check`: write nothing, name each stale file
 *   diff [BASE] [--ci] [--format F] ...     classify every spec change since BASE
 *   release                                 release the spec at its info.version
 *   dev [--port NAME=N] [--preview-port N]  the live loop: watch, regenerate, rebuild, reload services and preview
 *   build [--force] [--only DIRS]           rebuild each package's dist/ whose sources changed
 *   lock                                    record new error codes in openapi/error-codes.lock.json
 *   docs [--out DIR]                        regenerate the reference, then build the docs site (docs/site/)
 *
 * Without a command name the arguments go to `generate`, so `cli.ts --check` keeps working.
 * Exit codes: 0 done, 1 the check or gate refused, 2 bad input (arguments or spec), 70 internal error.
 * Each command loads its heavy modules only once it runs, so a usage error answers at once.
 */

/**
 * The generate module, for a process that generates once (no `--watch`): openapi-typescript's worker is
 * stopped once it has printed the types, freeing its heap for the rest of the run (nothing will reuse it).
 */
async function oneShot(argv: string[]): Promise<typeof import('./generate.js')> {
  if (!argv.includes('--watch')) (await import('./emitters/openapi-types.js')).keepAnsweredWorker(false);
  return import('./generate.js');
}

const COMMANDS: Record<string, { summary: string; run: (argv: string[]) => Promise<number> }> = {
  generate: { summary: 'write every artifact from the spec (default)', run: async (argv) => (await oneShot(argv)).generateCommand(argv) },
  check: { summary: 'write nothing; exit 1 naming each stale generated file', run: async (argv) => (await oneShot(argv)).generateCommand(['--check', ...argv]) },
  diff: { summary: 'classify every spec change since a base (git ref or file)', run: async (argv) => (await import('./diff/command.js')).diffCommand(argv) },
  release: { summary: 'release the spec at its info.version (refuses what `diff --ci` refuses)', run: async (argv) => (await import('./release/release.js')).releaseCommand(argv) },
  dev: {
    summary: 'watch the spec: regenerate, rebuild, restart the sandbox and mock, reload the preview',
    run: async (argv) => (await import('./dev/command.js')).devCommand(argv),
  },
  build: { summary: "rebuild each package's dist/ whose sources changed", run: async (argv) => (await import('./build/command.js')).buildCommand(argv) },
  lock: { summary: 'record new error codes in openapi/error-codes.lock.json', run: async (argv) => (await import('./lock/error-codes.js')).lockCommand(argv) },
  docs: {
    summary: 'regenerate the reference, then build the docs site (docs/site/)',
    run: async (argv) => (await import('./emitters/docs/site/command.js')).docsCommand(argv),
  },
};

export const USAGE = `Usage: cli.ts <command> [options]   (npm scripts: generate, check, diff, release:spec, lock:error-codes, docs)

${Object.entries(COMMANDS)
  .map(([name, c]) => `  ${name.padEnd(10)} ${c.summary}`)
  .join('\n')}

\`cli.ts <command> --help\` prints a command's options. Without a command, the options go to generate.`;

async function main(argv: string[]): Promise<number> {
  const [first, ...rest] = argv;
  if (first === 'help' || ((first === '--help' || first === '-h') && argv.length === 1)) {
    console.log(`${USAGE}\n\n${(await import('./generate.js')).GENERATE_USAGE}`);
    return 0;
  }
  if (first === undefined || first.startsWith('-')) return COMMANDS.generate!.run(argv);
  const command = COMMANDS[first];
  if (!command) {
    console.error(`Unknown command "${first}".\n\n${USAGE}`);
    return 2;
  }
  return command.run(rest);
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    console.error(`Internal error in the toolchain (not a problem of your spec): ${error instanceof Error ? error.message : error}`);
    process.exitCode = 70;
  },
);
