#!/usr/bin/env node
/**
 * npm run sandbox [-- --port 4020] [--host 127.0.0.1] [--seed 1] [--seat-card-fails] [--cors] [--log]
 *
 * Starts the sandbox and prints the `CMP_*` environment lines to paste (base URL, client id and secret,
 * an access token fetched with curl), a first call with curl and with the client. Ctrl-C stops it.
 * Usage mistakes and a port that cannot be opened are one line on stderr, never a stack trace.
 */
import { parseArgs } from 'node:util';
import { banner } from './banner.js';
import { startSandbox } from './start-sandbox.js';

const USAGE = `Usage: npm run sandbox -- [options]

A stateful, in-memory Customer Messaging Platform API with two demo accounts. It prints the environment
lines to paste into a shell, then serves until Ctrl-C.

Options:
  --port N           port to listen on (default: $PORT, else 4020; 0 picks a free one)
  --host ADDRESS     address to listen on (default: 127.0.0.1; the sandbox has no real security)
  --seed N           seed of generated ids and client secrets: the same seed prints the same
                     secrets (default: 1)
  --seat-card-fails  POST /agents: the card on file declines seat charges (402 seat_charge_failed)
  --cors             answer browser pages of any origin (the docs site's "Try it" console)
  --log              log every request (Fastify's JSON log)
  -h, --help         show this help

Environment:
  CMP_SANDBOX_TOKEN_SECRET  sign access tokens with this secret, so a sandbox started again with it
                     accepts the tokens the last one issued (npm run dev sets one per session);
                     unset, tokens stop working when the sandbox stops`;

/** Listen errors a user can fix, in one sentence each; anything else is reported by its message. */
function listenError(error: NodeJS.ErrnoException, host: string, port: number): string {
  const where = `${host}:${port}`;
  switch (error.code) {
    case 'EADDRINUSE':
      return `Port ${port} on ${host} is already in use. Stop what holds it, or pick another port: npm run sandbox -- --port ${port + 1} (--port 0 picks a free one).`;
    case 'EACCES':
      return `Not allowed to listen on ${where}. Pick a port above 1023: npm run sandbox -- --port 4020.`;
    case 'EADDRNOTAVAIL':
    case 'ENOTFOUND':
      return `Cannot listen on ${where}: ${host} is not an address of this machine. Use --host 127.0.0.1.`;
    default:
      return `Cannot start the sandbox on ${where}: ${error.message}`;
  }
}

async function main(argv: string[]): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        port: { type: 'string' },
        host: { type: 'string', default: '127.0.0.1' },
        seed: { type: 'string', default: '1' },
        'seat-card-fails': { type: 'boolean', default: false },
        cors: { type: 'boolean', default: false },
        log: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const portText = values.port ?? process.env.PORT ?? '4020';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port > 65535) {
    console.error(`--port: expected a port number from 0 to 65535, got ${JSON.stringify(portText)}.`);
    return 2;
  }
  const seed = Number(values.seed);
  if (!Number.isSafeInteger(seed)) {
    console.error(`--seed: expected a whole number, got ${JSON.stringify(values.seed)}.`);
    return 2;
  }
  let sandbox;
  try {
    const tokenSecret = process.env.CMP_SANDBOX_TOKEN_SECRET || undefined;
    sandbox = await startSandbox({
      port,
      host: values.host,
      seed,
      seatCardFails: values['seat-card-fails'],
      cors: values.cors,
      logger: values.log,
      ...(tokenSecret ? { tokenSecret } : {}),
    });
  } catch (error) {
    console.error(listenError(error as NodeJS.ErrnoException, values.host, port));
    return 1;
  }
  console.log(banner(sandbox));
  await new Promise<void>((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  await sandbox.stop();
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  },
);
