// Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
// Regenerate with `npm run generate`.
// POST /conversations/{conversation_id}/messages: the sample shown on the reference page.

import { CustomerMessagingClient } from '@customer-messaging/client';

// Reads CMP_BASE_URL, CMP_CLIENT_ID and CMP_CLIENT_SECRET from the environment.
const client = new CustomerMessagingClient();

const message = await client.messages.send('90211', { type: 'text', content: 'Your order ships today.' });
console.log(message);
