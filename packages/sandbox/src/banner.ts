/**
 * What `npm run sandbox` prints once it listens: the `CMP_*` environment lines to paste into a shell (the
 * client reads `CMP_BASE_URL`, `CMP_CLIENT_ID` and `CMP_CLIENT_SECRET`; curl and the reference's samples
 * use `CMP_ACCESS_TOKEN`), then a first call with curl and with the client, and the other demo credentials.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Sandbox } from './start-sandbox.js';

const CLIENT = '@customer-messaging/client';

/**
 * How a reader gets the client into an empty folder. Run from this repository (its `packages/sandbox`), the
 * client is the repository's build, not yet on the registry: `npm pack` of its folder writes the tarball
 * the package would be published as, and that is installed. Run from an installed sandbox, the published
 * package is named.
 */
export function clientInstall(clientDir = path.resolve(import.meta.dirname, '../../client')): string[] {
  const manifest = path.join(clientDir, 'package.json');
  const built = existsSync(path.join(clientDir, 'dist/index.js')) && existsSync(manifest);
  const { name, version } = built ? (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string; version?: string }) : {};
  if (name !== CLIENT || !version) return [`npm install ${CLIENT}`];
  // A path with a space or a quote is quoted for sh (a single quote inside is closed, escaped and reopened).
  const quoted = /^[\w./-]+$/.test(clientDir) ? clientDir : `'${clientDir.replace(/'/g, `'\\''`)}'`;
  return [
    `npm pack ${quoted} > /dev/null      # the client's tarball, from this repository (it is not published yet)`,
    `npm install ./${CLIENT.slice(1).replace('/', '-')}-${version}.tgz`,
  ];
}

/** The first call with the client, as lines to paste into a shell in an empty folder. */
export function firstCall(install: string[] = clientInstall()): string[] {
  return [
    'npm init -y > /dev/null',
    ...install,
    "cat > first-call.mjs <<'EOF'",
    `import { CustomerMessagingClient } from '${CLIENT}';`,
    'const client = new CustomerMessagingClient();',
    "const page = await client.conversations.list({ status: ['open'] });",
    'console.log(page.data.map((c) => `${c.id} ${c.subject}`));',
    'EOF',
    'node first-call.mjs',
  ];
}

export function banner(sandbox: Pick<Sandbox, 'baseUrl' | 'credentials'>): string {
  const { acme, acmeConversationsOnly, globex } = sandbox.credentials;
  // One line that works in sh, bash and zsh: exchange the credential, keep the token (it lasts one hour).
  const tokenLine =
    `export CMP_ACCESS_TOKEN=$(curl -s -X POST "$CMP_BASE_URL/oauth/token" -H 'Content-Type: application/json' ` +
    `-d "{\\"client_id\\":\\"$CMP_CLIENT_ID\\",\\"client_secret\\":\\"$CMP_CLIENT_SECRET\\"}" | sed -E 's/.*"access_token":"([^"]+)".*/\\1/')`;
  return `Customer Messaging Platform sandbox: ${sandbox.baseUrl}  (in memory, demo data; Ctrl-C stops it)

Paste into your shell (Acme Logistics, every scope):

export CMP_BASE_URL=${sandbox.baseUrl}
export CMP_CLIENT_ID=${acme.clientId}
export CMP_CLIENT_SECRET=${acme.clientSecret}
${tokenLine}

Then call it with curl:

curl -s "$CMP_BASE_URL/conversations?status=open" -H "Authorization: Bearer $CMP_ACCESS_TOKEN"

or with the client (Node 20.19 or later), which reads the CMP_* variables: in an empty folder, in the same shell:

${firstCall().join('\n')}

Other demo credentials:
  Acme Logistics, conversations only  CMP_CLIENT_ID=${acmeConversationsOnly.clientId} CMP_CLIENT_SECRET=${acmeConversationsOnly.clientSecret}
  Globex Retail, IP allow-list        CMP_CLIENT_ID=${globex.clientId} CMP_CLIENT_SECRET=${globex.clientSecret}

The access token lasts one hour; run the export CMP_ACCESS_TOKEN line again for a new one.`;
}
