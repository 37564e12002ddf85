// Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
// Regenerate with `npm run generate`.
// DELETE /objects/{object_id}/records/{record_id}: the sample shown on the reference page.

import { CustomerMessagingClient } from '@customer-messaging/client';

// Reads CMP_BASE_URL, CMP_CLIENT_ID and CMP_CLIENT_SECRET from the environment.
const client = new CustomerMessagingClient();

const deletedResource = await client.objects.records.delete('obj_deals', 'rec_5c2e91');
console.log(deletedResource);
