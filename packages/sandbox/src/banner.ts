/**
 * What `npm run sandbox` prints once it listens: the `CMP_*` environment lines to paste into a shell (the
 * client reads `CMP_BASE_URL`, `CMP_CLIENT_ID` and `CMP_CLIENT_SECRET`; curl and the reference's samples
 * use `CMP_ACCESS_TOKEN`), then a first call with curl and with the client, and the other demo credentials.
 */
import type { Sandbox } from './start-sandbox.js';

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

or with the client, which reads the CMP_* variables (save as first-call.ts, run: npx tsx first-call.ts):

import { CustomerMessagingClient } from '@customer-messaging/client';
const client = new CustomerMessagingClient();
const page = await client.conversations.list({ status: ['open'] });
console.log(page.data.map((c) => \`\${c.id} \${c.subject}\`));

Other demo credentials:
  Acme Logistics, conversations only  CMP_CLIENT_ID=${acmeConversationsOnly.clientId} CMP_CLIENT_SECRET=${acmeConversationsOnly.clientSecret}
  Globex Retail, IP allow-list        CMP_CLIENT_ID=${globex.clientId} CMP_CLIENT_SECRET=${globex.clientSecret}

The access token lasts one hour; run the export CMP_ACCESS_TOKEN line again for a new one.`;
}
