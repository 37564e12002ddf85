#!/usr/bin/env node
/**
 * npm run mock -- [--port N] [--dynamic] [--seed S] [--spec PATH]
 *
 * Starts Prism on the bundled spec at 127.0.0.1 (port 4010, or --port, or PORT), prints where it is and
 * how to point the client at it, forwards Prism's log, and stops it on Ctrl+C.
 */
import { parseArgs } from 'node:util';
import { startMock } from './core/start-mock.js';

const USAGE = `Usage: npm run mock -- [--port N] [--dynamic] [--seed S] [--spec PATH]

  --port N     port on 127.0.0.1 (default: $PORT, else 4010; 0 picks a free one)
  --dynamic    answers generated from the schemas instead of the documented examples
               (no invented extra properties); --seed S makes them repeatable
  --spec PATH  OpenAPI document (default: openapi/dist/openapi.yaml)`;

async function main(): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        port: { type: 'string' },
        dynamic: { type: 'boolean', short: 'd', default: false },
        seed: { type: 'string' },
        spec: { type: 'string' },
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
  const port = Number(values.port ?? process.env.PORT ?? 4010);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`--port: expected a port number, got ${values.port ?? process.env.PORT}.\n\n${USAGE}`);
    return 2;
  }
  const mock = await startMock({
    port,
    dynamic: values.dynamic,
    ...(values.seed ? { seed: values.seed } : {}),
    ...(values.spec ? { spec: values.spec } : {}),
    onLog: (line) => console.log(line),
  });
  console.log(`
Mock of the Customer Messaging Platform API: ${mock.url}  (${values.dynamic ? 'dynamic answers' : 'documented examples'}, CORS off, --errors)

Prism serves the paths without the /v1 prefix of the spec's servers: use the bare origin as base URL.
  new CustomerMessagingClient({ baseUrl: '${mock.url}', clientId: 'cli_4b1d2c', clientSecret: 'sec_live_9QeX2v7Lk3' })
  curl -H 'Authorization: Bearer mock' ${mock.url}/conversations
A documented error answer: add  -H 'Prefer: code=409, example=WhatsAppWindowClosed'  (code=500 for 5XX).
Ctrl+C stops it.
`);
  await new Promise<void>((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  await mock.stop();
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
