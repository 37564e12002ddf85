/**
 * The mock's own process, as `startMock()` starts it: `node mock-process.js '<ServeOptions as JSON>'` with an
 * IPC channel. It serves the mock (`core/serve.ts`), prints Prism's log on stdout when asked, and reports
 * `{ ready: { url, port, prismUrl } }` or `{ error }` over the channel.
 *
 * When the process that started it goes away for any reason, even SIGKILL, the channel closes and this
 * process exits with it: no mock outlives its test run.
 */
import { serveMock, type ServedMock, type ServeOptions } from './core/serve.js';

export type MockProcessMessage = { ready: { url: string; port: number; prismUrl: string; stateful?: ServedMock['stateful'] } } | { error: string };

const send = (message: MockProcessMessage, then?: () => void) => (process.send ? process.send(message, undefined, undefined, then) : then?.());

if (!process.connected) process.exit(0);
process.on('disconnect', () => process.exit(0));

const { log, ...options } = JSON.parse(process.argv[2] ?? '{}') as Omit<ServeOptions, 'log'> & { log?: boolean };
serveMock({ ...options, ...(log ? { log: (line: string) => process.stdout.write(`${line}\n`) } : {}) }).then(
  (mock) => send({ ready: { url: mock.url, port: mock.port, prismUrl: mock.prismUrl, ...(mock.stateful ? { stateful: mock.stateful } : {}) } }),
  (error: unknown) => send({ error: error instanceof Error ? error.message : String(error) }, () => process.exit(1)),
);
