#!/usr/bin/env node
/**
 * <the package's bin> [--port N] [--dynamic] [--seed S] [--spec PATH] [--cors]
 *
 * Serves the mock on the bundled spec at 127.0.0.1 (port 4010, or --port, or PORT), prints where it is and
 * how to point the client at it, prints Prism's log when asked, and stops on Ctrl+C. Prism and the front
 * door run in this process (`core/serve.ts`): one Node start, no second process to wait for.
 */
import { parseArgs } from 'node:util';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { serveMock } from './core/serve.js';
import { banner } from './core/banner.js';
import { proxy } from './core/proxy-cli.js';

/**
 * The command as this package installs it (its package.json's bin): a mock generated for another API names
 * its own, never this repository's `npm run mock`.
 */
function commandName(): string {
  try {
    const manifest = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../package.json'), 'utf8')) as { bin?: Record<string, string> | string; name?: string };
    const bin = typeof manifest.bin === 'object' ? Object.keys(manifest.bin)[0] : manifest.name;
    return bin ?? 'mock';
  } catch {
    return 'mock';
  }
}

const COMMAND = commandName();
const INDENT = ' '.repeat(`Usage: ${COMMAND} `.length);
const USAGE = `Usage: ${COMMAND} [--port N] [--dynamic] [--seed S] [--spec PATH] [--cors] [--log]
${INDENT}[--stateful [--store redis://HOST:PORT] [--seed-data FILE] [--reset] [--isolate]]
${INDENT}[--proxy URL]

  --port N     port on 127.0.0.1 (default: $PORT, else 4010; 0 picks a free one)
  --dynamic    answers generated from the schemas instead of the documented examples
               (no invented extra properties); --seed S makes them repeatable
  --spec PATH  OpenAPI document (default: the document this mock was generated from)
  --cors       answer browser pages of any origin (the docs site's "Try it" console)
  --log        print Prism's log (its routes, every request and its negotiation)

  --stateful   remember: resources inferred from the spec are created (POST), read, replaced (PUT),
               merged (PATCH), deleted and listed; everything else answers as without it
  --store URL  keep the records in Redis (redis://host:port): shared by instances, kept across restarts
  --seed-data FILE   start from these records (JSON or YAML: { "/books": [{...}] }) instead of the examples
  --reset      clear the stored records at start (POST /__mock/reset clears them while it runs)
  --isolate    keep each credential's records apart

  --proxy URL  validating proxy: forward every request to URL and check requests and answers against the
               spec; violations in the x-mock-violations header, the log, and a summary at exit`;

async function main(): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        port: { type: 'string' },
        dynamic: { type: 'boolean', short: 'd', default: false },
        seed: { type: 'string' },
        spec: { type: 'string' },
        cors: { type: 'boolean', default: false },
        log: { type: 'boolean', default: false },
        stateful: { type: 'boolean', default: false },
        store: { type: 'string' },
        'seed-data': { type: 'string' },
        reset: { type: 'boolean', default: false },
        isolate: { type: 'boolean', default: false },
        proxy: { type: 'string' },
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
  const needsStateful = (['store', 'seed-data', 'reset', 'isolate'] as const).find((flag) => values[flag] && !values.stateful);
  if (needsStateful) {
    console.error(`--${needsStateful} is an option of the stateful mock: add --stateful.\n\n${USAGE}`);
    return 2;
  }
  if (values.proxy && (values.stateful || values.dynamic)) {
    console.error(`--proxy forwards every request to a real server: it takes neither --stateful nor --dynamic.\n\n${USAGE}`);
    return 2;
  }
  if (values.proxy) return proxy(values.proxy, port, values.spec);
  let mock;
  try {
    mock = await serveMock({
      port,
      dynamic: values.dynamic,
      cors: values.cors,
      ...(values.seed ? { seed: values.seed } : {}),
      ...(values.spec ? { spec: values.spec } : {}),
      ...(values.stateful ? { stateful: true } : {}),
      ...(values.store ? { store: values.store } : {}),
      ...(values['seed-data'] ? { seedData: values['seed-data'] } : {}),
      ...(values.reset ? { reset: true } : {}),
      ...(values.isolate ? { isolate: true } : {}),
      // Prism's own log (its route list, then every request) only when asked.
      ...(values.log ? { log: (line: string) => console.log(line) } : {}),
    });
  } catch (error) {
    const message = (error as Error).message;
    console.error(/EADDRINUSE/.test(message) ? `Port ${port} on 127.0.0.1 is already in use. Pick another: --port ${port + 1} (0 picks a free one).` : message);
    return 1;
  }
  const others = values.dynamic ? `generated from the schemas${values.seed ? `, repeatable with seed ${values.seed}` : ''}` : 'the documented examples';
  const answers = mock.stateful
    ? `stateful: ${mock.stateful.resources} resource(s) remembered in ${mock.stateful.store}, ${mock.stateful.seeded} record(s) seeded; other operations answer ${others}`
    : values.dynamic
      ? `dynamic: bodies generated from the schemas${values.seed ? `, repeatable with seed ${values.seed}` : ''}`
      : 'static: every call answers the documented example, and nothing is stored';
  for (const warning of mock.stateful?.warnings ?? []) console.warn(`warning: ${warning}`);
  // The banner describes the generated table's API; a document given with --spec is named by its title alone.
  const table = await import('./generated/operations.gen.js');
  console.log(
    values.spec
      ? `Mock of ${specTitle(values.spec)}: ${mock.url}  (${answers})\n\nCtrl+C stops it.`
      : banner({ url: mock.url, answers, api: table.mockApi, operations: table.mockOperations }),
  );
  await new Promise<void>((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  await mock.close();
  return 0;
}

/** A document's `info.title` (JSON, or a YAML line `  title: ...`), else its file name. */
function specTitle(file: string): string {
  try {
    const text = readFileSync(file, 'utf8');
    const title = file.endsWith('.json') ? (JSON.parse(text) as { info?: { title?: unknown } }).info?.title : /^\s+title:\s*['"]?(.+?)['"]?\s*$/m.exec(text)?.[1];
    if (typeof title === 'string' && title.trim()) return title.trim();
  } catch {
    // Prism has read it already; a title it cannot give costs only the banner's wording.
  }
  return path.basename(file);
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
