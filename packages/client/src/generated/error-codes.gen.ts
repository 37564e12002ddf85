// Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
// Regenerate with `npm run generate`.

/** The error codes the spec documents, with the HTTP statuses and operations that answer them. */
export const knownErrorCodes = {
  account_switch_disabled: {
    type: 'permission_error',
    statuses: ['403'],
    operations: [
      'createAgent',
      'createCustomer',
      'createSigningLink',
      'deleteObjectRecord',
      'introspectToken',
      'listConversations',
      'listObjectRecords',
      'listObjects',
      'listStudioBlocks',
      'retrieveObjectRecord',
      'retrievePlan',
      'retrieveUsagePricing',
      'sendMessage',
      'updateAiFeature',
      'updateObjectRecord',
    ],
  },
  document_not_active: { type: 'conflict_error', statuses: ['409'], operations: ['createSigningLink'] },
  insufficient_scope: {
    type: 'permission_error',
    statuses: ['403'],
    operations: [
      'createAgent',
      'createCustomer',
      'createSigningLink',
      'deleteObjectRecord',
      'introspectToken',
      'listConversations',
      'listObjectRecords',
      'listObjects',
      'listStudioBlocks',
      'retrieveObjectRecord',
      'retrievePlan',
      'retrieveUsagePricing',
      'sendMessage',
      'updateAiFeature',
      'updateObjectRecord',
    ],
  },
  internal_error: {
    type: 'api_error',
    statuses: ['5XX'],
    operations: [
      'createAccessToken',
      'createAgent',
      'createCustomer',
      'createSigningLink',
      'deleteObjectRecord',
      'introspectToken',
      'listConversations',
      'listObjectRecords',
      'listObjects',
      'listStudioBlocks',
      'retrieveObjectRecord',
      'retrievePlan',
      'retrieveUsagePricing',
      'sendMessage',
      'updateAiFeature',
      'updateObjectRecord',
    ],
  },
  invalid_client: { type: 'authentication_error', statuses: ['401'], operations: ['createAccessToken'] },
  invalid_json: {
    type: 'invalid_request_error',
    statuses: ['400'],
    operations: [
      'createAccessToken',
      'createAgent',
      'createCustomer',
      'createSigningLink',
      'deleteObjectRecord',
      'introspectToken',
      'listObjectRecords',
      'listObjects',
      'listStudioBlocks',
      'retrieveObjectRecord',
      'retrievePlan',
      'retrieveUsagePricing',
      'sendMessage',
      'updateAiFeature',
      'updateObjectRecord',
    ],
  },
  invalid_token: {
    type: 'authentication_error',
    statuses: ['401'],
    operations: [
      'createAgent',
      'createCustomer',
      'createSigningLink',
      'deleteObjectRecord',
      'introspectToken',
      'listConversations',
      'listObjectRecords',
      'listObjects',
      'listStudioBlocks',
      'retrieveObjectRecord',
      'retrievePlan',
      'retrieveUsagePricing',
      'sendMessage',
      'updateAiFeature',
      'updateObjectRecord',
    ],
  },
  ip_not_allowed: {
    type: 'permission_error',
    statuses: ['403'],
    operations: [
      'createAccessToken',
      'createAgent',
      'createCustomer',
      'createSigningLink',
      'deleteObjectRecord',
      'introspectToken',
      'listConversations',
      'listObjectRecords',
      'listObjects',
      'listStudioBlocks',
      'retrieveObjectRecord',
      'retrievePlan',
      'retrieveUsagePricing',
      'sendMessage',
      'updateAiFeature',
      'updateObjectRecord',
    ],
  },
  missing_parameter: {
    type: 'invalid_request_error',
    statuses: ['400'],
    operations: [
      'createAccessToken',
      'createAgent',
      'createCustomer',
      'createSigningLink',
      'deleteObjectRecord',
      'introspectToken',
      'listObjectRecords',
      'listObjects',
      'listStudioBlocks',
      'retrieveObjectRecord',
      'retrievePlan',
      'retrieveUsagePricing',
      'sendMessage',
      'updateAiFeature',
      'updateObjectRecord',
    ],
  },
  payload_too_large: {
    type: 'invalid_request_error',
    statuses: ['413'],
    operations: [
      'createAccessToken',
      'createAgent',
      'createCustomer',
      'createSigningLink',
      'sendMessage',
      'updateAiFeature',
      'updateObjectRecord',
    ],
  },
  rate_limited: {
    type: 'rate_limit_error',
    statuses: ['429'],
    operations: [
      'createAccessToken',
      'createAgent',
      'createCustomer',
      'createSigningLink',
      'deleteObjectRecord',
      'introspectToken',
      'listConversations',
      'listObjectRecords',
      'listObjects',
      'listStudioBlocks',
      'retrieveObjectRecord',
      'retrievePlan',
      'retrieveUsagePricing',
      'sendMessage',
      'updateAiFeature',
      'updateObjectRecord',
    ],
  },
  resource_not_found: {
    type: 'not_found_error',
    statuses: ['404'],
    operations: [
      'createSigningLink',
      'deleteObjectRecord',
      'listObjectRecords',
      'retrieveObjectRecord',
      'sendMessage',
      'updateAiFeature',
      'updateObjectRecord',
    ],
  },
  seat_charge_failed: { type: 'plan_limit_error', statuses: ['402'], operations: ['createAgent'] },
  template_not_approved: { type: 'conflict_error', statuses: ['409'], operations: ['sendMessage'] },
  tiktok_message_cap_reached: { type: 'conflict_error', statuses: ['409'], operations: ['sendMessage'] },
  tiktok_window_closed: { type: 'conflict_error', statuses: ['409'], operations: ['sendMessage'] },
  unsupported_content_type: {
    type: 'invalid_request_error',
    statuses: ['400'],
    operations: [
      'createAccessToken',
      'createAgent',
      'createCustomer',
      'createSigningLink',
      'deleteObjectRecord',
      'introspectToken',
      'listObjectRecords',
      'listObjects',
      'listStudioBlocks',
      'retrieveObjectRecord',
      'retrievePlan',
      'retrieveUsagePricing',
      'sendMessage',
      'updateAiFeature',
      'updateObjectRecord',
    ],
  },
  validation_failed: {
    type: 'invalid_request_error',
    statuses: ['400'],
    operations: [
      'createAccessToken',
      'createAgent',
      'createCustomer',
      'createSigningLink',
      'deleteObjectRecord',
      'introspectToken',
      'listConversations',
      'listObjectRecords',
      'listObjects',
      'listStudioBlocks',
      'retrieveObjectRecord',
      'retrievePlan',
      'retrieveUsagePricing',
      'sendMessage',
      'updateAiFeature',
      'updateObjectRecord',
    ],
  },
  voice_private_notes_only: { type: 'conflict_error', statuses: ['409'], operations: ['sendMessage'] },
  whatsapp_window_closed: { type: 'conflict_error', statuses: ['409'], operations: ['sendMessage'] },
} as const;

/** A documented `error.code`. */
export type KnownErrorCode =
  | 'account_switch_disabled'
  | 'document_not_active'
  | 'insufficient_scope'
  | 'internal_error'
  | 'invalid_client'
  | 'invalid_json'
  | 'invalid_token'
  | 'ip_not_allowed'
  | 'missing_parameter'
  | 'payload_too_large'
  | 'rate_limited'
  | 'resource_not_found'
  | 'seat_charge_failed'
  | 'template_not_approved'
  | 'tiktok_message_cap_reached'
  | 'tiktok_window_closed'
  | 'unsupported_content_type'
  | 'validation_failed'
  | 'voice_private_notes_only'
  | 'whatsapp_window_closed';

/** A documented `error.type`. */
export type KnownErrorType =
  | 'api_error'
  | 'authentication_error'
  | 'conflict_error'
  | 'invalid_request_error'
  | 'not_found_error'
  | 'permission_error'
  | 'plan_limit_error'
  | 'rate_limit_error';

/**
 * Each documented error status (`"404"`, `"5XX"`) with the `error.type` the spec gives it and the codes documented with it.
 * The error classes (errors.gen.ts) read it to type `type` and `code` per class (a `NotFoundError` offers the 404 codes).
 */
export interface ErrorsByStatus {
  '400': {
    type: 'invalid_request_error';
    code: 'invalid_json' | 'missing_parameter' | 'unsupported_content_type' | 'validation_failed';
  };
  '401': { type: 'authentication_error'; code: 'invalid_client' | 'invalid_token' };
  '402': { type: 'plan_limit_error'; code: 'seat_charge_failed' };
  '403': {
    type: 'permission_error';
    code: 'account_switch_disabled' | 'insufficient_scope' | 'ip_not_allowed';
  };
  '404': { type: 'not_found_error'; code: 'resource_not_found' };
  '409': {
    type: 'conflict_error';
    code:
      | 'document_not_active'
      | 'template_not_approved'
      | 'tiktok_message_cap_reached'
      | 'tiktok_window_closed'
      | 'voice_private_notes_only'
      | 'whatsapp_window_closed';
  };
  '413': { type: 'invalid_request_error'; code: 'payload_too_large' };
  '429': { type: 'rate_limit_error'; code: 'rate_limited' };
  '5XX': { type: 'api_error'; code: 'internal_error' };
}
