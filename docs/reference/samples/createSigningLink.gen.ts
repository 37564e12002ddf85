// Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
// Regenerate with `npm run generate`.
// POST /signature/links: the sample shown on the reference page.

import { CustomerMessagingClient } from '@customer-messaging/client';

// Reads CMP_BASE_URL, CMP_CLIENT_ID and CMP_CLIENT_SECRET from the environment.
const client = new CustomerMessagingClient();

const signingLink = await client.signature.links.create({ document_id: 'doc_2f8', contact_id: '5521' });
console.log(signingLink);
