// Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
// Regenerate with `npm run generate`.
// POST /customers: the sample shown on the reference page.

import { CustomerMessagingClient } from '@customer-messaging/client';

// Reads CMP_BASE_URL, CMP_CLIENT_ID and CMP_CLIENT_SECRET from the environment.
const client = new CustomerMessagingClient();

const customer = await client.customers.create({
  name: 'Acme Logistics',
  industry: 'Logistics',
  website: 'https://acme.test',
  email: 'ops@acme.test',
  tags: ['vip']
});
console.log(customer);
