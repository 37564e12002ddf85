// Generated from openapi/openapi.yaml by generators/ — do not edit.
// Regenerate with `npm run generate`.
import type { operations } from './schema.gen.js';
import type { HandlerContext, ServerErrorStatus } from '../core/types.js';
/** Exchange client credentials for an access token: POST /oauth/token. Public: no bearer token. */
export interface CreateAccessTokenRequest {
  /** Path parameters. */
  readonly params: Record<string, never>;
  /** Query parameters, parsed by their style, with defaults applied; form lists accept both `?a=1&a=2` and `?a=1,2`. */
  readonly query: Record<string, never>;
  /** Request headers, lower-cased. */
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  /** The validated request body. */
  readonly body: NonNullable<operations['createAccessToken']['requestBody']>['content']['application/json'];
}

/** Every documented answer of createAccessToken. Error bodies may leave `error.request_id` out: the runtime fills it in. */
export type CreateAccessTokenResponse =
  | {
      status: 200;
      body: operations['createAccessToken']['responses'][200]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 400;
      body: operations['createAccessToken']['responses'][400]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 401;
      body: operations['createAccessToken']['responses'][401]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 403;
      body: operations['createAccessToken']['responses'][403]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 413;
      body: operations['createAccessToken']['responses'][413]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 429;
      body: operations['createAccessToken']['responses'][429]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: ServerErrorStatus;
      body: operations['createAccessToken']['responses']['5XX']['content']['application/json'];
      headers?: Record<string, string>;
    };
/** Implements POST /oauth/token (createAccessToken). */
export type CreateAccessTokenHandler = (
  request: CreateAccessTokenRequest,
  context: HandlerContext,
) => CreateAccessTokenResponse | Promise<CreateAccessTokenResponse>;

/** Create a human or AI agent: POST /agents. Scope: `agents_teams`. */
export interface CreateAgentRequest {
  /** Path parameters. */
  readonly params: Record<string, never>;
  /** Query parameters, parsed by their style, with defaults applied; form lists accept both `?a=1&a=2` and `?a=1,2`. */
  readonly query: Record<string, never>;
  /** Request headers, lower-cased. */
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  /** The validated request body. */
  readonly body: NonNullable<operations['createAgent']['requestBody']>['content']['application/json'];
}

/** Every documented answer of createAgent. Error bodies may leave `error.request_id` out: the runtime fills it in. */
export type CreateAgentResponse =
  | {
      status: 200;
      body: operations['createAgent']['responses'][200]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 400;
      body: operations['createAgent']['responses'][400]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 401;
      body: operations['createAgent']['responses'][401]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 402;
      body: operations['createAgent']['responses'][402]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 403;
      body: operations['createAgent']['responses'][403]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 413;
      body: operations['createAgent']['responses'][413]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 429;
      body: operations['createAgent']['responses'][429]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: ServerErrorStatus;
      body: operations['createAgent']['responses']['5XX']['content']['application/json'];
      headers?: Record<string, string>;
    };
/** Implements POST /agents (createAgent). */
export type CreateAgentHandler = (
  request: CreateAgentRequest,
  context: HandlerContext,
) => CreateAgentResponse | Promise<CreateAgentResponse>;

/** Create a customer: POST /customers. Scope: `customers`. */
export interface CreateCustomerRequest {
  /** Path parameters. */
  readonly params: Record<string, never>;
  /** Query parameters, parsed by their style, with defaults applied; form lists accept both `?a=1&a=2` and `?a=1,2`. */
  readonly query: Record<string, never>;
  /** Request headers, lower-cased. */
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  /** The validated request body. */
  readonly body: NonNullable<operations['createCustomer']['requestBody']>['content']['application/json'];
}

/** Every documented answer of createCustomer. Error bodies may leave `error.request_id` out: the runtime fills it in. */
export type CreateCustomerResponse =
  | {
      status: 200;
      body: operations['createCustomer']['responses'][200]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 400;
      body: operations['createCustomer']['responses'][400]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 401;
      body: operations['createCustomer']['responses'][401]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 403;
      body: operations['createCustomer']['responses'][403]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 413;
      body: operations['createCustomer']['responses'][413]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 429;
      body: operations['createCustomer']['responses'][429]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: ServerErrorStatus;
      body: operations['createCustomer']['responses']['5XX']['content']['application/json'];
      headers?: Record<string, string>;
    };
/** Implements POST /customers (createCustomer). */
export type CreateCustomerHandler = (
  request: CreateCustomerRequest,
  context: HandlerContext,
) => CreateCustomerResponse | Promise<CreateCustomerResponse>;

/** Create a signing link: POST /signature/links. Scope: `documents_signature`. */
export interface CreateSigningLinkRequest {
  /** Path parameters. */
  readonly params: Record<string, never>;
  /** Query parameters, parsed by their style, with defaults applied; form lists accept both `?a=1&a=2` and `?a=1,2`. */
  readonly query: Record<string, never>;
  /** Request headers, lower-cased. */
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  /** The validated request body. */
  readonly body: NonNullable<operations['createSigningLink']['requestBody']>['content']['application/json'];
}

/** Every documented answer of createSigningLink. Error bodies may leave `error.request_id` out: the runtime fills it in. */
export type CreateSigningLinkResponse =
  | {
      status: 200;
      body: operations['createSigningLink']['responses'][200]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 400;
      body: operations['createSigningLink']['responses'][400]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 401;
      body: operations['createSigningLink']['responses'][401]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 403;
      body: operations['createSigningLink']['responses'][403]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 404;
      body: operations['createSigningLink']['responses'][404]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 409;
      body: operations['createSigningLink']['responses'][409]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 413;
      body: operations['createSigningLink']['responses'][413]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 429;
      body: operations['createSigningLink']['responses'][429]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: ServerErrorStatus;
      body: operations['createSigningLink']['responses']['5XX']['content']['application/json'];
      headers?: Record<string, string>;
    };
/** Implements POST /signature/links (createSigningLink). */
export type CreateSigningLinkHandler = (
  request: CreateSigningLinkRequest,
  context: HandlerContext,
) => CreateSigningLinkResponse | Promise<CreateSigningLinkResponse>;

/** Delete a record: DELETE /objects/{object_id}/records/{record_id}. Scope: `customer_objects`. */
export interface DeleteObjectRecordRequest {
  /** Path parameters. */
  readonly params: NonNullable<operations['deleteObjectRecord']['parameters']['path']>;
  /** Query parameters, parsed by their style, with defaults applied; form lists accept both `?a=1&a=2` and `?a=1,2`. */
  readonly query: Record<string, never>;
  /** Request headers, lower-cased. */
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  /** The validated request body. */
  readonly body: undefined;
}

/** Every documented answer of deleteObjectRecord. Error bodies may leave `error.request_id` out: the runtime fills it in. */
export type DeleteObjectRecordResponse =
  | {
      status: 200;
      body: operations['deleteObjectRecord']['responses'][200]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 400;
      body: operations['deleteObjectRecord']['responses'][400]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 401;
      body: operations['deleteObjectRecord']['responses'][401]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 403;
      body: operations['deleteObjectRecord']['responses'][403]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 404;
      body: operations['deleteObjectRecord']['responses'][404]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 429;
      body: operations['deleteObjectRecord']['responses'][429]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: ServerErrorStatus;
      body: operations['deleteObjectRecord']['responses']['5XX']['content']['application/json'];
      headers?: Record<string, string>;
    };
/** Implements DELETE /objects/{object_id}/records/{record_id} (deleteObjectRecord). */
export type DeleteObjectRecordHandler = (
  request: DeleteObjectRecordRequest,
  context: HandlerContext,
) => DeleteObjectRecordResponse | Promise<DeleteObjectRecordResponse>;

/** Describe the calling token: GET /oauth/introspect. Any valid token. */
export interface IntrospectTokenRequest {
  /** Path parameters. */
  readonly params: Record<string, never>;
  /** Query parameters, parsed by their style, with defaults applied; form lists accept both `?a=1&a=2` and `?a=1,2`. */
  readonly query: Record<string, never>;
  /** Request headers, lower-cased. */
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  /** The validated request body. */
  readonly body: undefined;
}

/** Every documented answer of introspectToken. Error bodies may leave `error.request_id` out: the runtime fills it in. */
export type IntrospectTokenResponse =
  | {
      status: 200;
      body: operations['introspectToken']['responses'][200]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 400;
      body: operations['introspectToken']['responses'][400]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 401;
      body: operations['introspectToken']['responses'][401]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 403;
      body: operations['introspectToken']['responses'][403]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 429;
      body: operations['introspectToken']['responses'][429]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: ServerErrorStatus;
      body: operations['introspectToken']['responses']['5XX']['content']['application/json'];
      headers?: Record<string, string>;
    };
/** Implements GET /oauth/introspect (introspectToken). */
export type IntrospectTokenHandler = (
  request: IntrospectTokenRequest,
  context: HandlerContext,
) => IntrospectTokenResponse | Promise<IntrospectTokenResponse>;

/** List conversations: GET /conversations. Scope: `conversations`. */
export interface ListConversationsRequest {
  /** Path parameters. */
  readonly params: Record<string, never>;
  /** Query parameters, parsed by their style, with defaults applied; form lists accept both `?a=1&a=2` and `?a=1,2`. */
  readonly query: NonNullable<operations['listConversations']['parameters']['query']>;
  /** Request headers, lower-cased. */
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  /** The validated request body. */
  readonly body: undefined;
}

/** Every documented answer of listConversations. Error bodies may leave `error.request_id` out: the runtime fills it in. */
export type ListConversationsResponse =
  | {
      status: 200;
      body: operations['listConversations']['responses'][200]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 400;
      body: operations['listConversations']['responses'][400]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 401;
      body: operations['listConversations']['responses'][401]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 403;
      body: operations['listConversations']['responses'][403]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 429;
      body: operations['listConversations']['responses'][429]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: ServerErrorStatus;
      body: operations['listConversations']['responses']['5XX']['content']['application/json'];
      headers?: Record<string, string>;
    };
/** Implements GET /conversations (listConversations). */
export type ListConversationsHandler = (
  request: ListConversationsRequest,
  context: HandlerContext,
) => ListConversationsResponse | Promise<ListConversationsResponse>;

/** List records of an object type: GET /objects/{object_id}/records. Scope: `customer_objects`. */
export interface ListObjectRecordsRequest {
  /** Path parameters. */
  readonly params: NonNullable<operations['listObjectRecords']['parameters']['path']>;
  /** Query parameters, parsed by their style, with defaults applied; form lists accept both `?a=1&a=2` and `?a=1,2`. */
  readonly query: NonNullable<operations['listObjectRecords']['parameters']['query']>;
  /** Request headers, lower-cased. */
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  /** The validated request body. */
  readonly body: undefined;
}

/** Every documented answer of listObjectRecords. Error bodies may leave `error.request_id` out: the runtime fills it in. */
export type ListObjectRecordsResponse =
  | {
      status: 200;
      body: operations['listObjectRecords']['responses'][200]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 400;
      body: operations['listObjectRecords']['responses'][400]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 401;
      body: operations['listObjectRecords']['responses'][401]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 403;
      body: operations['listObjectRecords']['responses'][403]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 404;
      body: operations['listObjectRecords']['responses'][404]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 429;
      body: operations['listObjectRecords']['responses'][429]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: ServerErrorStatus;
      body: operations['listObjectRecords']['responses']['5XX']['content']['application/json'];
      headers?: Record<string, string>;
    };
/** Implements GET /objects/{object_id}/records (listObjectRecords). */
export type ListObjectRecordsHandler = (
  request: ListObjectRecordsRequest,
  context: HandlerContext,
) => ListObjectRecordsResponse | Promise<ListObjectRecordsResponse>;

/** List object types: GET /objects. Scope: `customer_objects`. */
export interface ListObjectsRequest {
  /** Path parameters. */
  readonly params: Record<string, never>;
  /** Query parameters, parsed by their style, with defaults applied; form lists accept both `?a=1&a=2` and `?a=1,2`. */
  readonly query: Record<string, never>;
  /** Request headers, lower-cased. */
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  /** The validated request body. */
  readonly body: undefined;
}

/** Every documented answer of listObjects. Error bodies may leave `error.request_id` out: the runtime fills it in. */
export type ListObjectsResponse =
  | {
      status: 200;
      body: operations['listObjects']['responses'][200]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 400;
      body: operations['listObjects']['responses'][400]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 401;
      body: operations['listObjects']['responses'][401]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 403;
      body: operations['listObjects']['responses'][403]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 429;
      body: operations['listObjects']['responses'][429]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: ServerErrorStatus;
      body: operations['listObjects']['responses']['5XX']['content']['application/json'];
      headers?: Record<string, string>;
    };
/** Implements GET /objects (listObjects). */
export type ListObjectsHandler = (
  request: ListObjectsRequest,
  context: HandlerContext,
) => ListObjectsResponse | Promise<ListObjectsResponse>;

/** Describe Studio block settings: GET /studio/blocks. Scope: `studio`. */
export interface ListStudioBlocksRequest {
  /** Path parameters. */
  readonly params: Record<string, never>;
  /** Query parameters, parsed by their style, with defaults applied; form lists accept both `?a=1&a=2` and `?a=1,2`. */
  readonly query: Record<string, never>;
  /** Request headers, lower-cased. */
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  /** The validated request body. */
  readonly body: undefined;
}

/** Every documented answer of listStudioBlocks. Error bodies may leave `error.request_id` out: the runtime fills it in. */
export type ListStudioBlocksResponse =
  | {
      status: 200;
      body: operations['listStudioBlocks']['responses'][200]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 400;
      body: operations['listStudioBlocks']['responses'][400]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 401;
      body: operations['listStudioBlocks']['responses'][401]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 403;
      body: operations['listStudioBlocks']['responses'][403]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 429;
      body: operations['listStudioBlocks']['responses'][429]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: ServerErrorStatus;
      body: operations['listStudioBlocks']['responses']['5XX']['content']['application/json'];
      headers?: Record<string, string>;
    };
/** Implements GET /studio/blocks (listStudioBlocks). */
export type ListStudioBlocksHandler = (
  request: ListStudioBlocksRequest,
  context: HandlerContext,
) => ListStudioBlocksResponse | Promise<ListStudioBlocksResponse>;

/** Retrieve a record: GET /objects/{object_id}/records/{record_id}. Scope: `customer_objects`. */
export interface RetrieveObjectRecordRequest {
  /** Path parameters. */
  readonly params: NonNullable<operations['retrieveObjectRecord']['parameters']['path']>;
  /** Query parameters, parsed by their style, with defaults applied; form lists accept both `?a=1&a=2` and `?a=1,2`. */
  readonly query: Record<string, never>;
  /** Request headers, lower-cased. */
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  /** The validated request body. */
  readonly body: undefined;
}

/** Every documented answer of retrieveObjectRecord. Error bodies may leave `error.request_id` out: the runtime fills it in. */
export type RetrieveObjectRecordResponse =
  | {
      status: 200;
      body: operations['retrieveObjectRecord']['responses'][200]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 400;
      body: operations['retrieveObjectRecord']['responses'][400]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 401;
      body: operations['retrieveObjectRecord']['responses'][401]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 403;
      body: operations['retrieveObjectRecord']['responses'][403]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 404;
      body: operations['retrieveObjectRecord']['responses'][404]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 429;
      body: operations['retrieveObjectRecord']['responses'][429]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: ServerErrorStatus;
      body: operations['retrieveObjectRecord']['responses']['5XX']['content']['application/json'];
      headers?: Record<string, string>;
    };
/** Implements GET /objects/{object_id}/records/{record_id} (retrieveObjectRecord). */
export type RetrieveObjectRecordHandler = (
  request: RetrieveObjectRecordRequest,
  context: HandlerContext,
) => RetrieveObjectRecordResponse | Promise<RetrieveObjectRecordResponse>;

/** Retrieve the plan: GET /billing/plan. Scope: `billing`. */
export interface RetrievePlanRequest {
  /** Path parameters. */
  readonly params: Record<string, never>;
  /** Query parameters, parsed by their style, with defaults applied; form lists accept both `?a=1&a=2` and `?a=1,2`. */
  readonly query: Record<string, never>;
  /** Request headers, lower-cased. */
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  /** The validated request body. */
  readonly body: undefined;
}

/** Every documented answer of retrievePlan. Error bodies may leave `error.request_id` out: the runtime fills it in. */
export type RetrievePlanResponse =
  | {
      status: 200;
      body: operations['retrievePlan']['responses'][200]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 400;
      body: operations['retrievePlan']['responses'][400]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 401;
      body: operations['retrievePlan']['responses'][401]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 403;
      body: operations['retrievePlan']['responses'][403]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 429;
      body: operations['retrievePlan']['responses'][429]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: ServerErrorStatus;
      body: operations['retrievePlan']['responses']['5XX']['content']['application/json'];
      headers?: Record<string, string>;
    };
/** Implements GET /billing/plan (retrievePlan). */
export type RetrievePlanHandler = (
  request: RetrievePlanRequest,
  context: HandlerContext,
) => RetrievePlanResponse | Promise<RetrievePlanResponse>;

/** Retrieve the usage price list: GET /billing/usage-pricing. Scope: `billing`. */
export interface RetrieveUsagePricingRequest {
  /** Path parameters. */
  readonly params: Record<string, never>;
  /** Query parameters, parsed by their style, with defaults applied; form lists accept both `?a=1&a=2` and `?a=1,2`. */
  readonly query: Record<string, never>;
  /** Request headers, lower-cased. */
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  /** The validated request body. */
  readonly body: undefined;
}

/** Every documented answer of retrieveUsagePricing. Error bodies may leave `error.request_id` out: the runtime fills it in. */
export type RetrieveUsagePricingResponse =
  | {
      status: 200;
      body: operations['retrieveUsagePricing']['responses'][200]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 400;
      body: operations['retrieveUsagePricing']['responses'][400]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 401;
      body: operations['retrieveUsagePricing']['responses'][401]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 403;
      body: operations['retrieveUsagePricing']['responses'][403]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 429;
      body: operations['retrieveUsagePricing']['responses'][429]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: ServerErrorStatus;
      body: operations['retrieveUsagePricing']['responses']['5XX']['content']['application/json'];
      headers?: Record<string, string>;
    };
/** Implements GET /billing/usage-pricing (retrieveUsagePricing). */
export type RetrieveUsagePricingHandler = (
  request: RetrieveUsagePricingRequest,
  context: HandlerContext,
) => RetrieveUsagePricingResponse | Promise<RetrieveUsagePricingResponse>;

/** Send a message in a conversation: POST /conversations/{conversation_id}/messages. Scope: `messages`. */
export interface SendMessageRequest {
  /** Path parameters. */
  readonly params: NonNullable<operations['sendMessage']['parameters']['path']>;
  /** Query parameters, parsed by their style, with defaults applied; form lists accept both `?a=1&a=2` and `?a=1,2`. */
  readonly query: Record<string, never>;
  /** Request headers, lower-cased. */
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  /** The validated request body. */
  readonly body: NonNullable<operations['sendMessage']['requestBody']>['content']['application/json'];
}

/** Every documented answer of sendMessage. Error bodies may leave `error.request_id` out: the runtime fills it in. */
export type SendMessageResponse =
  | {
      status: 200;
      body: operations['sendMessage']['responses'][200]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 400;
      body: operations['sendMessage']['responses'][400]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 401;
      body: operations['sendMessage']['responses'][401]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 403;
      body: operations['sendMessage']['responses'][403]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 404;
      body: operations['sendMessage']['responses'][404]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 409;
      body: operations['sendMessage']['responses'][409]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 413;
      body: operations['sendMessage']['responses'][413]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 429;
      body: operations['sendMessage']['responses'][429]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: ServerErrorStatus;
      body: operations['sendMessage']['responses']['5XX']['content']['application/json'];
      headers?: Record<string, string>;
    };
/** Implements POST /conversations/{conversation_id}/messages (sendMessage). */
export type SendMessageHandler = (
  request: SendMessageRequest,
  context: HandlerContext,
) => SendMessageResponse | Promise<SendMessageResponse>;

/** Turn an AI capability on or off: PUT /ai-world/{feature_key}. Scope: `ai_world`. */
export interface UpdateAiFeatureRequest {
  /** Path parameters. */
  readonly params: NonNullable<operations['updateAiFeature']['parameters']['path']>;
  /** Query parameters, parsed by their style, with defaults applied; form lists accept both `?a=1&a=2` and `?a=1,2`. */
  readonly query: Record<string, never>;
  /** Request headers, lower-cased. */
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  /** The validated request body. */
  readonly body: NonNullable<operations['updateAiFeature']['requestBody']>['content']['application/json'];
}

/** Every documented answer of updateAiFeature. Error bodies may leave `error.request_id` out: the runtime fills it in. */
export type UpdateAiFeatureResponse =
  | {
      status: 200;
      body: operations['updateAiFeature']['responses'][200]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 400;
      body: operations['updateAiFeature']['responses'][400]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 401;
      body: operations['updateAiFeature']['responses'][401]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 403;
      body: operations['updateAiFeature']['responses'][403]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 404;
      body: operations['updateAiFeature']['responses'][404]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 413;
      body: operations['updateAiFeature']['responses'][413]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 429;
      body: operations['updateAiFeature']['responses'][429]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: ServerErrorStatus;
      body: operations['updateAiFeature']['responses']['5XX']['content']['application/json'];
      headers?: Record<string, string>;
    };
/** Implements PUT /ai-world/{feature_key} (updateAiFeature). */
export type UpdateAiFeatureHandler = (
  request: UpdateAiFeatureRequest,
  context: HandlerContext,
) => UpdateAiFeatureResponse | Promise<UpdateAiFeatureResponse>;

/** Update a record's field values: PATCH /objects/{object_id}/records/{record_id}. Scope: `customer_objects`. */
export interface UpdateObjectRecordRequest {
  /** Path parameters. */
  readonly params: NonNullable<operations['updateObjectRecord']['parameters']['path']>;
  /** Query parameters, parsed by their style, with defaults applied; form lists accept both `?a=1&a=2` and `?a=1,2`. */
  readonly query: Record<string, never>;
  /** Request headers, lower-cased. */
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  /** The validated request body. */
  readonly body: NonNullable<operations['updateObjectRecord']['requestBody']>['content']['application/json'];
}

/** Every documented answer of updateObjectRecord. Error bodies may leave `error.request_id` out: the runtime fills it in. */
export type UpdateObjectRecordResponse =
  | {
      status: 200;
      body: operations['updateObjectRecord']['responses'][200]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 400;
      body: operations['updateObjectRecord']['responses'][400]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 401;
      body: operations['updateObjectRecord']['responses'][401]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 403;
      body: operations['updateObjectRecord']['responses'][403]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 404;
      body: operations['updateObjectRecord']['responses'][404]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 413;
      body: operations['updateObjectRecord']['responses'][413]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 429;
      body: operations['updateObjectRecord']['responses'][429]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: ServerErrorStatus;
      body: operations['updateObjectRecord']['responses']['5XX']['content']['application/json'];
      headers?: Record<string, string>;
    };
/** Implements PATCH /objects/{object_id}/records/{record_id} (updateObjectRecord). */
export type UpdateObjectRecordHandler = (
  request: UpdateObjectRecordRequest,
  context: HandlerContext,
) => UpdateObjectRecordResponse | Promise<UpdateObjectRecordResponse>;

/** One handler per operation of the spec; `createServer({ handlers })` registers them on the route table. */
export interface Handlers {
  createAccessToken: CreateAccessTokenHandler;
  createAgent: CreateAgentHandler;
  createCustomer: CreateCustomerHandler;
  createSigningLink: CreateSigningLinkHandler;
  deleteObjectRecord: DeleteObjectRecordHandler;
  introspectToken: IntrospectTokenHandler;
  listConversations: ListConversationsHandler;
  listObjectRecords: ListObjectRecordsHandler;
  listObjects: ListObjectsHandler;
  listStudioBlocks: ListStudioBlocksHandler;
  retrieveObjectRecord: RetrieveObjectRecordHandler;
  retrievePlan: RetrievePlanHandler;
  retrieveUsagePricing: RetrieveUsagePricingHandler;
  sendMessage: SendMessageHandler;
  updateAiFeature: UpdateAiFeatureHandler;
  updateObjectRecord: UpdateObjectRecordHandler;
}

export type OperationId = keyof Handlers;
