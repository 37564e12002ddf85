// Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
// Regenerate with `npm run generate`.

import type { Exact } from '@openapi-cmp/client-runtime';
import type { paths } from './schema.gen.js';

/** Request body of `client.agents.create()` (POST /agents). Only the documented fields; send others with `options.extraBody`. */
export type AgentsCreateBody = Exact<
  NonNullable<paths['/agents']['post']['requestBody']>['content']['application/json']
>;

/** What `client.agents.create()` (POST /agents) resolves to. */
export type AgentsCreateResponse = paths['/agents']['post']['responses'][200]['content']['application/json'];

/** Request body of `client.aiFeatures.update()` (PUT /ai-world/{feature_key}). Only the documented fields; send others with `options.extraBody`. */
export type AiFeaturesUpdateBody = Exact<
  NonNullable<paths['/ai-world/{feature_key}']['put']['requestBody']>['content']['application/json']
>;

/** What `client.aiFeatures.update()` (PUT /ai-world/{feature_key}) resolves to. */
export type AiFeaturesUpdateResponse =
  paths['/ai-world/{feature_key}']['put']['responses'][200]['content']['application/json'];

/** What `client.billing.plan.retrieve()` (GET /billing/plan) resolves to. */
export type BillingPlanRetrieveResponse =
  paths['/billing/plan']['get']['responses'][200]['content']['application/json'];

/** What `client.billing.usagePricing.retrieve()` (GET /billing/usage-pricing) resolves to. */
export type BillingUsagePricingRetrieveResponse =
  paths['/billing/usage-pricing']['get']['responses'][200]['content']['application/json'];

/** Query parameters of `client.conversations.list()` (GET /conversations). */
export type ConversationsListParams = NonNullable<paths['/conversations']['get']['parameters']['query']>;

/** What `client.conversations.list()` (GET /conversations) resolves to. */
export type ConversationsListResponse =
  paths['/conversations']['get']['responses'][200]['content']['application/json'];

/** One item of the pages of `client.conversations.list()` (GET /conversations). */
export type ConversationsListItem = ConversationsListResponse['data'][number];

/** Request body of `client.customers.create()` (POST /customers). Only the documented fields; send others with `options.extraBody`. */
export type CustomersCreateBody = Exact<
  NonNullable<paths['/customers']['post']['requestBody']>['content']['application/json']
>;

/** What `client.customers.create()` (POST /customers) resolves to. */
export type CustomersCreateResponse =
  paths['/customers']['post']['responses'][200]['content']['application/json'];

/** Request body of `client.messages.send()` (POST /conversations/{conversation_id}/messages). Only the documented fields; send others with `options.extraBody`. */
export type MessagesSendBody = Exact<
  NonNullable<
    paths['/conversations/{conversation_id}/messages']['post']['requestBody']
  >['content']['application/json']
>;

/** What `client.messages.send()` (POST /conversations/{conversation_id}/messages) resolves to. */
export type MessagesSendResponse =
  paths['/conversations/{conversation_id}/messages']['post']['responses'][200]['content']['application/json'];

/** What `client.oauth.introspect()` (GET /oauth/introspect) resolves to. */
export type OauthIntrospectResponse =
  paths['/oauth/introspect']['get']['responses'][200]['content']['application/json'];

/** Request body of `client.oauth.token.create()` (POST /oauth/token). Only the documented fields; send others with `options.extraBody`. */
export type OauthTokenCreateBody = Exact<
  NonNullable<paths['/oauth/token']['post']['requestBody']>['content']['application/json']
>;

/** What `client.oauth.token.create()` (POST /oauth/token) resolves to. */
export type OauthTokenCreateResponse =
  paths['/oauth/token']['post']['responses'][200]['content']['application/json'];

/** What `client.objects.list()` (GET /objects) resolves to. */
export type ObjectsListResponse = paths['/objects']['get']['responses'][200]['content']['application/json'];

/** What `client.objects.records.delete()` (DELETE /objects/{object_id}/records/{record_id}) resolves to. */
export type ObjectsRecordsDeleteResponse =
  paths['/objects/{object_id}/records/{record_id}']['delete']['responses'][200]['content']['application/json'];

/** Query parameters of `client.objects.records.list()` (GET /objects/{object_id}/records). */
export type ObjectsRecordsListParams = NonNullable<
  paths['/objects/{object_id}/records']['get']['parameters']['query']
>;

/** What `client.objects.records.list()` (GET /objects/{object_id}/records) resolves to. */
export type ObjectsRecordsListResponse =
  paths['/objects/{object_id}/records']['get']['responses'][200]['content']['application/json'];

/** One item of the pages of `client.objects.records.list()` (GET /objects/{object_id}/records). */
export type ObjectsRecordsListItem = ObjectsRecordsListResponse['data'][number];

/** What `client.objects.records.retrieve()` (GET /objects/{object_id}/records/{record_id}) resolves to. */
export type ObjectsRecordsRetrieveResponse =
  paths['/objects/{object_id}/records/{record_id}']['get']['responses'][200]['content']['application/json'];

/** Request body of `client.objects.records.update()` (PATCH /objects/{object_id}/records/{record_id}). Only the documented fields; send others with `options.extraBody`. */
export type ObjectsRecordsUpdateBody = Exact<
  NonNullable<
    paths['/objects/{object_id}/records/{record_id}']['patch']['requestBody']
  >['content']['application/json']
>;

/** What `client.objects.records.update()` (PATCH /objects/{object_id}/records/{record_id}) resolves to. */
export type ObjectsRecordsUpdateResponse =
  paths['/objects/{object_id}/records/{record_id}']['patch']['responses'][200]['content']['application/json'];

/** Request body of `client.signature.links.create()` (POST /signature/links). Only the documented fields; send others with `options.extraBody`. */
export type SignatureLinksCreateBody = Exact<
  NonNullable<paths['/signature/links']['post']['requestBody']>['content']['application/json']
>;

/** What `client.signature.links.create()` (POST /signature/links) resolves to. */
export type SignatureLinksCreateResponse =
  paths['/signature/links']['post']['responses'][200]['content']['application/json'];

/** What `client.studio.blocks.list()` (GET /studio/blocks) resolves to. */
export type StudioBlocksListResponse =
  paths['/studio/blocks']['get']['responses'][200]['content']['application/json'];
