// Generated from openapi/openapi.yaml by generators/ — do not edit.
// Regenerate with `npm run generate`.

import type { OperationMeta } from '../core/index.js';

/** `POST /oauth/token` */
export const createAccessToken = {
  id: 'createAccessToken',
  method: 'post',
  path: '/oauth/token',
  idempotent: true,
  pagination: 'none',
  public: true,
  scopes: [],
} as const satisfies OperationMeta;

/** `POST /agents` */
export const createAgent = {
  id: 'createAgent',
  method: 'post',
  path: '/agents',
  idempotent: false,
  pagination: 'none',
  public: false,
  scopes: ['agents_teams'],
} as const satisfies OperationMeta;

/** `POST /customers` */
export const createCustomer = {
  id: 'createCustomer',
  method: 'post',
  path: '/customers',
  idempotent: false,
  pagination: 'none',
  public: false,
  scopes: ['customers'],
} as const satisfies OperationMeta;

/** `POST /signature/links` */
export const createSigningLink = {
  id: 'createSigningLink',
  method: 'post',
  path: '/signature/links',
  idempotent: true,
  pagination: 'none',
  public: false,
  scopes: ['documents_signature'],
} as const satisfies OperationMeta;

/** `DELETE /objects/{object_id}/records/{record_id}` */
export const deleteObjectRecord = {
  id: 'deleteObjectRecord',
  method: 'delete',
  path: '/objects/{object_id}/records/{record_id}',
  idempotent: true,
  pagination: 'none',
  public: false,
  scopes: ['customer_objects'],
} as const satisfies OperationMeta;

/** `GET /oauth/introspect` */
export const introspectToken = {
  id: 'introspectToken',
  method: 'get',
  path: '/oauth/introspect',
  idempotent: true,
  pagination: 'none',
  public: false,
  scopes: [],
} as const satisfies OperationMeta;

/** `GET /conversations` */
export const listConversations = {
  id: 'listConversations',
  method: 'get',
  path: '/conversations',
  idempotent: true,
  pagination: 'page',
  public: false,
  scopes: ['conversations'],
} as const satisfies OperationMeta;

/** `GET /objects/{object_id}/records` */
export const listObjectRecords = {
  id: 'listObjectRecords',
  method: 'get',
  path: '/objects/{object_id}/records',
  idempotent: true,
  pagination: 'cursor',
  public: false,
  scopes: ['customer_objects'],
} as const satisfies OperationMeta;

/** `GET /objects` */
export const listObjects = {
  id: 'listObjects',
  method: 'get',
  path: '/objects',
  idempotent: true,
  pagination: 'none',
  public: false,
  scopes: ['customer_objects'],
} as const satisfies OperationMeta;

/** `GET /studio/blocks` */
export const listStudioBlocks = {
  id: 'listStudioBlocks',
  method: 'get',
  path: '/studio/blocks',
  idempotent: true,
  pagination: 'none',
  public: false,
  scopes: ['studio'],
} as const satisfies OperationMeta;

/** `GET /objects/{object_id}/records/{record_id}` */
export const retrieveObjectRecord = {
  id: 'retrieveObjectRecord',
  method: 'get',
  path: '/objects/{object_id}/records/{record_id}',
  idempotent: true,
  pagination: 'none',
  public: false,
  scopes: ['customer_objects'],
} as const satisfies OperationMeta;

/** `GET /billing/plan` */
export const retrievePlan = {
  id: 'retrievePlan',
  method: 'get',
  path: '/billing/plan',
  idempotent: true,
  pagination: 'none',
  public: false,
  scopes: ['billing'],
} as const satisfies OperationMeta;

/** `GET /billing/usage-pricing` */
export const retrieveUsagePricing = {
  id: 'retrieveUsagePricing',
  method: 'get',
  path: '/billing/usage-pricing',
  idempotent: true,
  pagination: 'none',
  public: false,
  scopes: ['billing'],
} as const satisfies OperationMeta;

/** `POST /conversations/{conversation_id}/messages` */
export const sendMessage = {
  id: 'sendMessage',
  method: 'post',
  path: '/conversations/{conversation_id}/messages',
  idempotent: false,
  pagination: 'none',
  public: false,
  scopes: ['messages'],
} as const satisfies OperationMeta;

/** `PUT /ai-world/{feature_key}` */
export const updateAiFeature = {
  id: 'updateAiFeature',
  method: 'put',
  path: '/ai-world/{feature_key}',
  idempotent: true,
  pagination: 'none',
  public: false,
  scopes: ['ai_world'],
} as const satisfies OperationMeta;

/** `PATCH /objects/{object_id}/records/{record_id}` */
export const updateObjectRecord = {
  id: 'updateObjectRecord',
  method: 'patch',
  path: '/objects/{object_id}/records/{record_id}',
  idempotent: true,
  pagination: 'none',
  public: false,
  scopes: ['customer_objects'],
} as const satisfies OperationMeta;

/** Every operation of the spec: how it is called and what the runtime may do with it. */
export const operations = {
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
} as const;

export type OperationId = keyof typeof operations;
