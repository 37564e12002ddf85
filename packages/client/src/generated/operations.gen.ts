// Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
// Regenerate with `npm run generate`.

import type { OperationMeta } from '@openapi-cmp/client-runtime';

/** `POST /oauth/token` */
export const createAccessToken: OperationMeta = {
  id: 'createAccessToken',
  method: 'post',
  path: '/oauth/token',
  idempotent: true,
  pagination: 'none',
  public: true,
  scopes: [],
};

/** `POST /agents` */
export const createAgent: OperationMeta = {
  id: 'createAgent',
  method: 'post',
  path: '/agents',
  idempotent: false,
  pagination: 'none',
  public: false,
  scopes: ['agents_teams'],
};

/** `POST /customers` */
export const createCustomer: OperationMeta = {
  id: 'createCustomer',
  method: 'post',
  path: '/customers',
  idempotent: false,
  pagination: 'none',
  public: false,
  scopes: ['customers'],
};

/** `POST /signature/links` */
export const createSigningLink: OperationMeta = {
  id: 'createSigningLink',
  method: 'post',
  path: '/signature/links',
  idempotent: true,
  pagination: 'none',
  public: false,
  scopes: ['documents_signature'],
};

/** `DELETE /objects/{object_id}/records/{record_id}` */
export const deleteObjectRecord: OperationMeta = {
  id: 'deleteObjectRecord',
  method: 'delete',
  path: '/objects/{object_id}/records/{record_id}',
  idempotent: true,
  pagination: 'none',
  public: false,
  scopes: ['customer_objects'],
};

/** `GET /oauth/introspect` */
export const introspectToken: OperationMeta = {
  id: 'introspectToken',
  method: 'get',
  path: '/oauth/introspect',
  idempotent: true,
  pagination: 'none',
  public: false,
  scopes: [],
};

/** `GET /conversations` */
export const listConversations: OperationMeta = {
  id: 'listConversations',
  method: 'get',
  path: '/conversations',
  idempotent: true,
  pagination: 'page',
  public: false,
  scopes: ['conversations'],
};

/** `GET /objects/{object_id}/records` */
export const listObjectRecords: OperationMeta = {
  id: 'listObjectRecords',
  method: 'get',
  path: '/objects/{object_id}/records',
  idempotent: true,
  pagination: 'cursor',
  public: false,
  scopes: ['customer_objects'],
};

/** `GET /objects` */
export const listObjects: OperationMeta = {
  id: 'listObjects',
  method: 'get',
  path: '/objects',
  idempotent: true,
  pagination: 'none',
  public: false,
  scopes: ['customer_objects'],
};

/** `GET /studio/blocks` */
export const listStudioBlocks: OperationMeta = {
  id: 'listStudioBlocks',
  method: 'get',
  path: '/studio/blocks',
  idempotent: true,
  pagination: 'none',
  public: false,
  scopes: ['studio'],
};

/** `GET /objects/{object_id}/records/{record_id}` */
export const retrieveObjectRecord: OperationMeta = {
  id: 'retrieveObjectRecord',
  method: 'get',
  path: '/objects/{object_id}/records/{record_id}',
  idempotent: true,
  pagination: 'none',
  public: false,
  scopes: ['customer_objects'],
};

/** `GET /billing/plan` */
export const retrievePlan: OperationMeta = {
  id: 'retrievePlan',
  method: 'get',
  path: '/billing/plan',
  idempotent: true,
  pagination: 'none',
  public: false,
  scopes: ['billing'],
};

/** `GET /billing/usage-pricing` */
export const retrieveUsagePricing: OperationMeta = {
  id: 'retrieveUsagePricing',
  method: 'get',
  path: '/billing/usage-pricing',
  idempotent: true,
  pagination: 'none',
  public: false,
  scopes: ['billing'],
};

/** `POST /conversations/{conversation_id}/messages` */
export const sendMessage: OperationMeta = {
  id: 'sendMessage',
  method: 'post',
  path: '/conversations/{conversation_id}/messages',
  idempotent: false,
  pagination: 'none',
  public: false,
  scopes: ['messages'],
};

/** `PUT /ai-world/{feature_key}` */
export const updateAiFeature: OperationMeta = {
  id: 'updateAiFeature',
  method: 'put',
  path: '/ai-world/{feature_key}',
  idempotent: true,
  pagination: 'none',
  public: false,
  scopes: ['ai_world'],
};

/** `PATCH /objects/{object_id}/records/{record_id}` */
export const updateObjectRecord: OperationMeta = {
  id: 'updateObjectRecord',
  method: 'patch',
  path: '/objects/{object_id}/records/{record_id}',
  idempotent: true,
  pagination: 'none',
  public: false,
  scopes: ['customer_objects'],
};

/** Every operation of the spec: how it is called and what the runtime may do with it. */
export const operations: {
  readonly createAccessToken: OperationMeta;
  readonly createAgent: OperationMeta;
  readonly createCustomer: OperationMeta;
  readonly createSigningLink: OperationMeta;
  readonly deleteObjectRecord: OperationMeta;
  readonly introspectToken: OperationMeta;
  readonly listConversations: OperationMeta;
  readonly listObjectRecords: OperationMeta;
  readonly listObjects: OperationMeta;
  readonly listStudioBlocks: OperationMeta;
  readonly retrieveObjectRecord: OperationMeta;
  readonly retrievePlan: OperationMeta;
  readonly retrieveUsagePricing: OperationMeta;
  readonly sendMessage: OperationMeta;
  readonly updateAiFeature: OperationMeta;
  readonly updateObjectRecord: OperationMeta;
} = {
  createAccessToken: createAccessToken,
  createAgent: createAgent,
  createCustomer: createCustomer,
  createSigningLink: createSigningLink,
  deleteObjectRecord: deleteObjectRecord,
  introspectToken: introspectToken,
  listConversations: listConversations,
  listObjectRecords: listObjectRecords,
  listObjects: listObjects,
  listStudioBlocks: listStudioBlocks,
  retrieveObjectRecord: retrieveObjectRecord,
  retrievePlan: retrievePlan,
  retrieveUsagePricing: retrieveUsagePricing,
  sendMessage: sendMessage,
  updateAiFeature: updateAiFeature,
  updateObjectRecord: updateObjectRecord,
};

export type OperationId = keyof typeof operations;
