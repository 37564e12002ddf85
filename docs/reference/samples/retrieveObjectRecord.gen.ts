// Generated from openapi/openapi.yaml by generators/ — do not edit.
// Regenerate with `npm run generate`. Spec 1.0.0, sha256 bb58116d7fea9816.
// GET /objects/{object_id}/records/{record_id}: the sample shown on the reference page.

import { CustomerMessagingClient } from '@customer-messaging/client';

const client = new CustomerMessagingClient({
  clientId: process.env.CMP_CLIENT_ID!,
  clientSecret: process.env.CMP_CLIENT_SECRET!,
});

const customerObjectRecord = await client.objects.records.retrieve('obj_deals', 'rec_5c2e91');
