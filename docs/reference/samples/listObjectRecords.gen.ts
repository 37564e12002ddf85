// Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
// Regenerate with `npm run generate`.
// GET /objects/{object_id}/records: the sample shown on the reference page.

import { CustomerMessagingClient } from '@customer-messaging/client';

// Reads CMP_BASE_URL, CMP_CLIENT_ID and CMP_CLIENT_SECRET from the environment.
const client = new CustomerMessagingClient();

const page = await client.objects.records.list('obj_deals', { limit: 50 });
console.log(page);
