// Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
// Regenerate with `npm run generate`.

import {
  APIResource,
  type APIPromise,
  type CallableClient,
  type PagePromise,
  type RequestOptions,
} from '@openapi-cmp/client-runtime';
import type {
  AgentsCreateBody,
  AgentsCreateResponse,
  AiFeaturesUpdateBody,
  AiFeaturesUpdateResponse,
  BillingPlanRetrieveResponse,
  BillingUsagePricingRetrieveResponse,
  ConversationsListItem,
  ConversationsListParams,
  ConversationsListResponse,
  CustomersCreateBody,
  CustomersCreateResponse,
  MessagesSendBody,
  MessagesSendResponse,
  OauthIntrospectResponse,
  OauthTokenCreateBody,
  OauthTokenCreateResponse,
  ObjectsListResponse,
  ObjectsRecordsDeleteResponse,
  ObjectsRecordsListItem,
  ObjectsRecordsListParams,
  ObjectsRecordsListResponse,
  ObjectsRecordsRetrieveResponse,
  ObjectsRecordsUpdateBody,
  ObjectsRecordsUpdateResponse,
  SignatureLinksCreateBody,
  SignatureLinksCreateResponse,
  StudioBlocksListResponse,
} from './types.gen.js';
import * as ops from './operations.gen.js';

/** `client.studio.blocks`: operations `list`. */
export class StudioBlocksResource extends APIResource {
  /**
   * Describe Studio block settings
   *
   * Describes the settings shapes of Studio blocks; a flow's `StudioBlock.settings` follows the shape of its block type. Read-only: flows are edited in the console.
   * @see GET /studio/blocks (operation `listStudioBlocks`)
   * @scope `studio`
   * @cost none: this call costs nothing
   * @idempotent yes: safe to retry; the client retries 429 and 5xx answers
   */
  list(options?: RequestOptions): APIPromise<StudioBlocksListResponse> {
    return this._client._call<StudioBlocksListResponse>(ops.listStudioBlocks, {}, options);
  }
}

/** `client.studio`: sub-resources `blocks`. */
export class StudioResource extends APIResource {
  /** `client.studio.blocks` */
  readonly blocks: StudioBlocksResource;

  constructor(client: CallableClient) {
    super(client);
    this.blocks = new StudioBlocksResource(client);
  }
}

/** `client.signature.links`: operations `create`. */
export class SignatureLinksResource extends APIResource {
  /**
   * Create a signing link
   *
   * Creates a link asking one contact to sign one document; only `active` documents can be sent. It costs
   * credits. When the document and contact already have a link, the existing link is returned with
   * `created` false and nothing is charged, so a retry never pays twice.
   * @see POST /signature/links (operation `createSigningLink`)
   * @scope `documents_signature`
   * @cost credits: A new link costs credits; a repeat for the same document and contact returns the existing link (created false) and costs nothing.
   * @idempotent yes: safe to retry; the client retries 429 and 5xx answers
   */
  create(body: SignatureLinksCreateBody, options?: RequestOptions): APIPromise<SignatureLinksCreateResponse> {
    return this._client._call<SignatureLinksCreateResponse>(ops.createSigningLink, { body }, options);
  }
}

/** `client.signature`: sub-resources `links`. */
export class SignatureResource extends APIResource {
  /** `client.signature.links` */
  readonly links: SignatureLinksResource;

  constructor(client: CallableClient) {
    super(client);
    this.links = new SignatureLinksResource(client);
  }
}

/** `client.objects.records`: operations `delete`, `list`, `retrieve`, `update`. */
export class ObjectsRecordsResource extends APIResource {
  /**
   * Delete a record
   *
   * Deletes one record. Deleting an already deleted record answers 404.
   * @see DELETE /objects/{object_id}/records/{record_id} (operation `deleteObjectRecord`)
   * @scope `customer_objects`
   * @cost none: this call costs nothing
   * @idempotent yes: safe to retry; the client retries 429 and 5xx answers
   */
  delete(
    objectId: string,
    recordId: string,
    options?: RequestOptions,
  ): APIPromise<ObjectsRecordsDeleteResponse> {
    return this._client._call<ObjectsRecordsDeleteResponse>(
      ops.deleteObjectRecord,
      { path: { object_id: objectId, record_id: recordId } },
      options,
    );
  }

  /**
   * List records of an object type
   *
   * Lists the records of one object type, account-wide, with cursor paging: send `meta.next_cursor` back as
   * `cursor` until `meta.has_more` is false. `limit` is 1 to 100, default 50.
   * @see GET /objects/{object_id}/records (operation `listObjectRecords`)
   * @scope `customer_objects`
   * @cost none: this call costs nothing
   * @idempotent yes: safe to retry; the client retries 429 and 5xx answers
   * @paginated `meta.next_cursor`: `for await` over the result walks every item; `.pages()` walks the pages
   */
  list(
    objectId: string,
    params?: ObjectsRecordsListParams,
    options?: RequestOptions,
  ): PagePromise<ObjectsRecordsListResponse, ObjectsRecordsListItem> {
    return this._client._paginate<ObjectsRecordsListResponse, ObjectsRecordsListItem>(
      ops.listObjectRecords,
      { path: { object_id: objectId }, query: params },
      options,
    );
  }

  /**
   * Retrieve a record
   *
   * Returns one record of an object type.
   * @see GET /objects/{object_id}/records/{record_id} (operation `retrieveObjectRecord`)
   * @scope `customer_objects`
   * @cost none: this call costs nothing
   * @idempotent yes: safe to retry; the client retries 429 and 5xx answers
   */
  retrieve(
    objectId: string,
    recordId: string,
    options?: RequestOptions,
  ): APIPromise<ObjectsRecordsRetrieveResponse> {
    return this._client._call<ObjectsRecordsRetrieveResponse>(
      ops.retrieveObjectRecord,
      { path: { object_id: objectId, record_id: recordId } },
      options,
    );
  }

  /**
   * Update a record's field values
   *
   * Changes the field values sent, keyed by each field's key (`api_id`); fields not sent keep their value.
   * Idempotent: sending the same body twice has the same effect as once.
   * @see PATCH /objects/{object_id}/records/{record_id} (operation `updateObjectRecord`)
   * @scope `customer_objects`
   * @cost none: this call costs nothing
   * @idempotent yes: safe to retry; the client retries 429 and 5xx answers
   */
  update(
    objectId: string,
    recordId: string,
    body: ObjectsRecordsUpdateBody,
    options?: RequestOptions,
  ): APIPromise<ObjectsRecordsUpdateResponse> {
    return this._client._call<ObjectsRecordsUpdateResponse>(
      ops.updateObjectRecord,
      { path: { object_id: objectId, record_id: recordId }, body },
      options,
    );
  }
}

/** `client.objects`: operations `list`; sub-resources `records`. */
export class ObjectsResource extends APIResource {
  /** `client.objects.records` */
  readonly records: ObjectsRecordsResource;

  constructor(client: CallableClient) {
    super(client);
    this.records = new ObjectsRecordsResource(client);
  }

  /**
   * List object types
   *
   * Lists the account's object types (Contacts, Deals, Service Calls, Tasks, plus account-defined ones) with their fields. A record's `data` is keyed by its type's `fields[].key`.
   * @see GET /objects (operation `listObjects`)
   * @scope `customer_objects`
   * @cost none: this call costs nothing
   * @idempotent yes: safe to retry; the client retries 429 and 5xx answers
   */
  list(options?: RequestOptions): APIPromise<ObjectsListResponse> {
    return this._client._call<ObjectsListResponse>(ops.listObjects, {}, options);
  }
}

/** `client.oauth.token`: operations `create`. */
export class OauthTokenResource extends APIResource {
  /**
   * Exchange client credentials for an access token
   *
   * Exchanges a credential's `client_id` and `client_secret` for a JWT-format bearer token that lasts one hour
   * (`expires_in` 3600). This is the only unauthenticated endpoint and the only one that reads the secret.
   * Cache the token and fetch a new one shortly before `expires_at` or on a 401 `invalid_token`.
   *
   * Limited to 20 requests per minute per IP. When the account sets an IP allow-list, a call from an address
   * not on it is refused with 403 `ip_not_allowed` before any token is issued.
   * @see POST /oauth/token (operation `createAccessToken`)
   * @scope none: this call needs no token
   * @cost none: this call costs nothing
   * @idempotent yes: safe to retry; the client retries 429 and 5xx answers
   */
  create(body: OauthTokenCreateBody, options?: RequestOptions): APIPromise<OauthTokenCreateResponse> {
    return this._client._call<OauthTokenCreateResponse>(ops.createAccessToken, { body }, options);
  }
}

/** `client.oauth`: operations `introspect`; sub-resources `token`. */
export class OauthResource extends APIResource {
  /** `client.oauth.token` */
  readonly token: OauthTokenResource;

  constructor(client: CallableClient) {
    super(client);
    this.token = new OauthTokenResource(client);
  }

  /**
   * Describe the calling token
   *
   * Reports the account, client id, credential id and name, scopes, credential expiry, and the SSO agent ids and origins of the token that makes the call.
   * @see GET /oauth/introspect (operation `introspectToken`)
   * @scope any valid token
   * @cost none: this call costs nothing
   * @idempotent yes: safe to retry; the client retries 429 and 5xx answers
   */
  introspect(options?: RequestOptions): APIPromise<OauthIntrospectResponse> {
    return this._client._call<OauthIntrospectResponse>(ops.introspectToken, {}, options);
  }
}

/** `client.messages`: operations `send`. */
export class MessagesResource extends APIResource {
  /**
   * Send a message in a conversation
   *
   * Sends a message, a template or a private note in a conversation. Channel rules are checked before
   * sending, and a refusal answers 409 with a specific code:
   *
   * - **WhatsApp**: once the 24-hour window after the customer's last message has closed, only approved
   *   templates are accepted. A template message carries `template.body_variables` with exactly as many
   *   values as the template's `body_variable_count`.
   * - **TikTok**: a 48-hour window and a per-window message cap.
   * - **Voice**: private notes only.
   *
   * Not idempotent: a retried send may deliver the message twice.
   * @see POST /conversations/{conversation_id}/messages (operation `sendMessage`)
   * @scope `messages`
   * @cost credits: WhatsApp templates and outbound SMS cost credits. Private notes and other channels' messages are free.
   * @idempotent no: sending it again may apply it twice, so the client never re-sends it once it may have reached the server unless `retryNonIdempotent: true` is passed
   */
  send(
    conversationId: string,
    body: MessagesSendBody,
    options?: RequestOptions,
  ): APIPromise<MessagesSendResponse> {
    return this._client._call<MessagesSendResponse>(
      ops.sendMessage,
      { path: { conversation_id: conversationId }, body },
      options,
    );
  }
}

/** `client.customers`: operations `create`. */
export class CustomersResource extends APIResource {
  /**
   * Create a customer
   *
   * Creates a customer (a company or household that owns contacts). Not idempotent: sending the same request twice creates two customers.
   * @see POST /customers (operation `createCustomer`)
   * @scope `customers`
   * @cost none: this call costs nothing
   * @idempotent no: sending it again may apply it twice, so the client never re-sends it once it may have reached the server unless `retryNonIdempotent: true` is passed
   */
  create(body: CustomersCreateBody, options?: RequestOptions): APIPromise<CustomersCreateResponse> {
    return this._client._call<CustomersCreateResponse>(ops.createCustomer, { body }, options);
  }
}

/** `client.conversations`: operations `list`. */
export class ConversationsResource extends APIResource {
  /**
   * List conversations
   *
   * Lists the account's conversations, newest first by default, one page at a time.
   *
   * **Filters.** Repeated values of one filter are OR: `?label=a&label=b` and `?label=a,b` are equal.
   * Different filters are AND. `assignee_id=unassigned` selects the waiting line (no owner) and
   * `team_id=none` conversations with no team.
   *
   * **Bad values.** An unknown enum value answers 400 listing the accepted values; an unparsable timestamp
   * answers 400 naming the parameter; `per_page` outside 1-100 answers 400 (it is never clamped).
   *
   * **Polling.** The service has no webhooks. To follow changes, poll with `updated_after` set to the
   * greatest `updated_at` seen so far.
   * @see GET /conversations (operation `listConversations`)
   * @scope `conversations`
   * @cost none: this call costs nothing
   * @idempotent yes: safe to retry; the client retries 429 and 5xx answers
   * @paginated `meta.has_more`: `for await` over the result walks every item; `.pages()` walks the pages
   */
  list(
    params?: ConversationsListParams,
    options?: RequestOptions,
  ): PagePromise<ConversationsListResponse, ConversationsListItem> {
    return this._client._paginate<ConversationsListResponse, ConversationsListItem>(
      ops.listConversations,
      { query: params },
      options,
    );
  }
}

/** `client.billing.usagePricing`: operations `retrieve`. */
export class BillingUsagePricingResource extends APIResource {
  /**
   * Retrieve the usage price list
   *
   * Returns the price list of AI and other credit use. Credits come from two balances: `monthly` (included, resets each period, no rollover) and `topup` (bought, spent only after monthly runs out).
   * @see GET /billing/usage-pricing (operation `retrieveUsagePricing`)
   * @scope `billing`
   * @cost none: this call costs nothing
   * @idempotent yes: safe to retry; the client retries 429 and 5xx answers
   */
  retrieve(options?: RequestOptions): APIPromise<BillingUsagePricingRetrieveResponse> {
    return this._client._call<BillingUsagePricingRetrieveResponse>(ops.retrieveUsagePricing, {}, options);
  }
}

/** `client.billing.plan`: operations `retrieve`. */
export class BillingPlanResource extends APIResource {
  /**
   * Retrieve the plan
   *
   * Returns the account's plan information, including whether AI World is included.
   * @see GET /billing/plan (operation `retrievePlan`)
   * @scope `billing`
   * @cost none: this call costs nothing
   * @idempotent yes: safe to retry; the client retries 429 and 5xx answers
   */
  retrieve(options?: RequestOptions): APIPromise<BillingPlanRetrieveResponse> {
    return this._client._call<BillingPlanRetrieveResponse>(ops.retrievePlan, {}, options);
  }
}

/** `client.billing`: sub-resources `plan`, `usagePricing`. */
export class BillingResource extends APIResource {
  /** `client.billing.plan` */
  readonly plan: BillingPlanResource;
  /** `client.billing.usagePricing` */
  readonly usagePricing: BillingUsagePricingResource;

  constructor(client: CallableClient) {
    super(client);
    this.plan = new BillingPlanResource(client);
    this.usagePricing = new BillingUsagePricingResource(client);
  }
}

/** `client.aiFeatures`: operations `update`. */
export class AiFeaturesResource extends APIResource {
  /**
   * Turn an AI capability on or off
   *
   * Turns one AI capability on or off and answers with the feature after the change. `changed` is false
   * when the feature was already in the requested state. Idempotent: sending the same state twice changes
   * nothing the second time. Enabling a feature usually consumes AI credits each time it runs.
   * @see PUT /ai-world/{feature_key} (operation `updateAiFeature`)
   * @scope `ai_world`
   * @cost ai_credits: An enabled AI feature usually consumes AI credits each time it runs; the switch itself is free.
   * @idempotent yes: safe to retry; the client retries 429 and 5xx answers
   */
  update(
    featureKey: string,
    body: AiFeaturesUpdateBody,
    options?: RequestOptions,
  ): APIPromise<AiFeaturesUpdateResponse> {
    return this._client._call<AiFeaturesUpdateResponse>(
      ops.updateAiFeature,
      { path: { feature_key: featureKey }, body },
      options,
    );
  }
}

/** `client.agents`: operations `create`. */
export class AgentsResource extends APIResource {
  /**
   * Create a human or AI agent
   *
   * Creates a human or AI agent. The agent takes a seat; when no seat is free the card on file is charged a
   * prorated amount. If that charge fails the answer is 402 `seat_charge_failed`: nothing was created and
   * a retry is safe. Not idempotent otherwise: a retried success creates a second agent.
   * @see POST /agents (operation `createAgent`)
   * @scope `agents_teams`
   * @cost seat: Takes a seat and may charge the card on file (a prorated charge when no seat is free).
   * @idempotent no: sending it again may apply it twice, so the client never re-sends it once it may have reached the server unless `retryNonIdempotent: true` is passed
   */
  create(body: AgentsCreateBody, options?: RequestOptions): APIPromise<AgentsCreateResponse> {
    return this._client._call<AgentsCreateResponse>(ops.createAgent, { body }, options);
  }
}
