#!/usr/bin/env -S npx tsx --conditions=cmp-source
/**
 * npm run sandbox [-- --port 4020] [--host 127.0.0.1] [--seed 1] [--seat-card-fails] [--log]
 *
 * Starts the sandbox (port from --port, else PORT, else 4020) and prints the demo credentials and a
 * one-line call that fetches a token and lists conversations. Ctrl-C stops it.
 */
import { parseArgs } from 'node:util';
import { startSandbox } from './start-sandbox.js';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    host: { type: 'string', default: '127.0.0.1' },
    seed: { type: 'string', default: '1' },
    'seat-card-fails': { type: 'boolean', default: false },
    log: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (values.help) {
  console.log('Usage: npm run sandbox -- [--port N] [--host 127.0.0.1] [--seed N] [--seat-card-fails] [--log]');
  process.exit(0);
}
const port = Number(values.port ?? process.env.PORT ?? 4020);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port: expected a port number, got ${values.port ?? process.env.PORT}`);
  process.exit(2);
}

const sandbox = await startSandbox({ port, host: values.host, seed: Number(values.seed), seatCardFails: values['seat-card-fails'], logger: values.log });
const { acme, globex, acmeConversationsOnly } = sandbox.credentials;
const token = `curl -s -X POST ${sandbox.baseUrl}/oauth/token -H 'Content-Type: application/json' -d '{"client_id":"${acme.clientId}","client_secret":"${acme.clientSecret}"}'`;
console.log(`Customer Messaging Platform sandbox: ${sandbox.baseUrl}  (in memory; paths start with /v1)

  Acme Logistics  client_id ${acme.clientId}  client_secret ${acme.clientSecret}  (every scope)
  Acme Logistics  client_id ${acmeConversationsOnly.clientId}  client_secret ${acmeConversationsOnly.clientSecret}  (conversations only)
  Globex Retail   client_id ${globex.clientId}  client_secret ${globex.clientSecret}  (every scope; IP allow-list)

Try it:
  TOKEN=$(${token} | sed -E 's/.*"access_token":"([^"]+)".*/\\1/') && curl -s "${sandbox.baseUrl}/conversations?status=open" -H "Authorization: Bearer $TOKEN"
`);

const stop = async () => {
  await sandbox.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
