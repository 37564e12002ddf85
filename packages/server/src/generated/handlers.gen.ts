// Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
// Regenerate with `npm run generate`.

import type { paths } from './schema.gen.js';
import type { HandlerContext, ServerErrorStatus } from '@openapi-cmp/server-runtime';

/** Exchange client credentials for an access token: POST /oauth/token. Public: no bearer token. */
export interface CreateAccessTokenRequest {
  /** Path parameters. */
  readonly params: Record<string, never>;
  /** Query parameters, parsed by their style, with defaults applied; form lists accept both `?a=1&a=2` and `?a=1,2`. */
  readonly query: Record<string, never>;
  /** Request headers, lower-cased. */
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  /** The validated request body. */
  readonly body: NonNullable<paths['/oauth/token']['post']['requestBody']>['content']['application/json'];
}

/** Every documented answer of createAccessToken. Error bodies may leave the request id out: the runtime fills it in. */
export type CreateAccessTokenResponse =
  | {
      status: 200;
      body: paths['/oauth/token']['post']['responses'][200]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 400;
      body: paths['/oauth/token']['post']['responses'][400]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 401;
      body: paths['/oauth/token']['post']['responses'][401]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 403;
      body: paths['/oauth/token']['post']['responses'][403]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 413;
      body: paths['/oauth/token']['post']['responses'][413]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 429;
      body: paths['/oauth/token']['post']['responses'][429]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: ServerErrorStatus;
      body: paths['/oauth/token']['post']['responses']['5XX']['content']['application/json'];
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
  readonly body: NonNullable<paths['/agents']['post']['requestBody']>['content']['application/json'];
}

/** Every documented answer of createAgent. Error bodies may leave the request id out: the runtime fills it in. */
export type CreateAgentResponse =
  | {
      status: 200;
      body: paths['/agents']['post']['responses'][200]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 400;
      body: paths['/agents']['post']['responses'][400]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 401;
      body: paths['/agents']['post']['responses'][401]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 402;
      body: paths['/agents']['post']['responses'][402]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 403;
      body: paths['/agents']['post']['responses'][403]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 413;
      body: paths['/agents']['post']['responses'][413]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 429;
      body: paths['/agents']['post']['responses'][429]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: ServerErrorStatus;
      body: paths['/agents']['post']['responses']['5XX']['content']['application/json'];
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
  readonly body: NonNullable<paths['/customers']['post']['requestBody']>['content']['application/json'];
}

/** Every documented answer of createCustomer. Error bodies may leave the request id out: the runtime fills it in. */
export type CreateCustomerResponse =
  | {
      status: 200;
      body: paths['/customers']['post']['responses'][200]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 400;
      body: paths['/customers']['post']['responses'][400]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 401;
      body: paths['/customers']['post']['responses'][401]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 403;
      body: paths['/customers']['post']['responses'][403]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 413;
      body: paths['/customers']['post']['responses'][413]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 429;
      body: paths['/customers']['post']['responses'][429]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: ServerErrorStatus;
      body: paths['/customers']['post']['responses']['5XX']['content']['application/json'];
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
  readonly body: NonNullable<paths['/signature/links']['post']['requestBody']>['content']['application/json'];
}

/** Every documented answer of createSigningLink. Error bodies may leave the request id out: the runtime fills it in. */
export type CreateSigningLinkResponse =
  | {
      status: 200;
      body: paths['/signature/links']['post']['responses'][200]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 400;
      body: paths['/signature/links']['post']['responses'][400]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 401;
      body: paths['/signature/links']['post']['responses'][401]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 403;
      body: paths['/signature/links']['post']['responses'][403]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 404;
      body: paths['/signature/links']['post']['responses'][404]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 409;
      body: paths['/signature/links']['post']['responses'][409]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 413;
      body: paths['/signature/links']['post']['responses'][413]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 429;
      body: paths['/signature/links']['post']['responses'][429]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: ServerErrorStatus;
      body: paths['/signature/links']['post']['responses']['5XX']['content']['application/json'];
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
  readonly params: NonNullable<
    paths['/objects/{object_id}/records/{record_id}']['delete']['parameters']['path']
  >;
  /** Query parameters, parsed by their style, with defaults applied; form lists accept both `?a=1&a=2` and `?a=1,2`. */
  readonly query: Record<string, never>;
  /** Request headers, lower-cased. */
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  /** The validated request body. */
  readonly body: undefined;
}

/** Every documented answer of deleteObjectRecord. Error bodies may leave the request id out: the runtime fills it in. */
export type DeleteObjectRecordResponse =
  | {
      status: 200;
      body: paths['/objects/{object_id}/records/{record_id}']['delete']['responses'][200]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 400;
      body: paths['/objects/{object_id}/records/{record_id}']['delete']['responses'][400]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 401;
      body: paths['/objects/{object_id}/records/{record_id}']['delete']['responses'][401]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 403;
      body: paths['/objects/{object_id}/records/{record_id}']['delete']['responses'][403]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 404;
      body: paths['/objects/{object_id}/records/{record_id}']['delete']['responses'][404]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 429;
      body: paths['/objects/{object_id}/records/{record_id}']['delete']['responses'][429]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: ServerErrorStatus;
      body: paths['/objects/{object_id}/records/{record_id}']['delete']['responses']['5XX']['content']['application/json'];
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

/** Every documented answer of introspectToken. Error bodies may leave the request id out: the runtime fills it in. */
export type IntrospectTokenResponse =
  | {
      status: 200;
      body: paths['/oauth/introspect']['get']['responses'][200]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 400;
      body: paths['/oauth/introspect']['get']['responses'][400]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 401;
      body: paths['/oauth/introspect']['get']['responses'][401]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 403;
      body: paths['/oauth/introspect']['get']['responses'][403]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 429;
      body: paths['/oauth/introspect']['get']['responses'][429]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: ServerErrorStatus;
      body: paths['/oauth/introspect']['get']['responses']['5XX']['content']['application/json'];
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
  readonly query: NonNullable<paths['/conversations']['get']['parameters']['query']>;
  /** Request headers, lower-cased. */
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  /** The validated request body. */
  readonly body: undefined;
}

/** Every documented answer of listConversations. Error bodies may leave the request id out: the runtime fills it in. */
export type ListConversationsResponse =
  | {
      status: 200;
      body: paths['/conversations']['get']['responses'][200]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 400;
      body: paths['/conversations']['get']['responses'][400]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 401;
      body: paths['/conversations']['get']['responses'][401]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 403;
      body: paths['/conversations']['get']['responses'][403]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 429;
      body: paths['/conversations']['get']['responses'][429]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: ServerErrorStatus;
      body: paths['/conversations']['get']['responses']['5XX']['content']['application/json'];
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
  readonly params: NonNullable<paths['/objects/{object_id}/records']['get']['parameters']['path']>;
  /** Query parameters, parsed by their style, with defaults applied; form lists accept both `?a=1&a=2` and `?a=1,2`. */
  readonly query: NonNullable<paths['/objects/{object_id}/records']['get']['parameters']['query']>;
  /** Request headers, lower-cased. */
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  /** The validated request body. */
  readonly body: undefined;
}

/** Every documented answer of listObjectRecords. Error bodies may leave the request id out: the runtime fills it in. */
export type ListObjectRecordsResponse =
  | {
      status: 200;
      body: paths['/objects/{object_id}/records']['get']['responses'][200]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 400;
      body: paths['/objects/{object_id}/records']['get']['responses'][400]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 401;
      body: paths['/objects/{object_id}/records']['get']['responses'][401]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 403;
      body: paths['/objects/{object_id}/records']['get']['responses'][403]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 404;
      body: paths['/objects/{object_id}/records']['get']['responses'][404]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 429;
      body: paths['/objects/{object_id}/records']['get']['responses'][429]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: ServerErrorStatus;
      body: paths['/objects/{object_id}/records']['get']['responses']['5XX']['content']['application/json'];
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

/** Every documented answer of listObjects. Error bodies may leave the request id out: the runtime fills it in. */
export type ListObjectsResponse =
  | {
      status: 200;
      body: paths['/objects']['get']['responses'][200]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 400;
      body: paths['/objects']['get']['responses'][400]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 401;
      body: paths['/objects']['get']['responses'][401]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 403;
      body: paths['/objects']['get']['responses'][403]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 429;
      body: paths['/objects']['get']['responses'][429]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: ServerErrorStatus;
      body: paths['/objects']['get']['responses']['5XX']['content']['application/json'];
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

/** Every documented answer of listStudioBlocks. Error bodies may leave the request id out: the runtime fills it in. */
export type ListStudioBlocksResponse =
  | {
      status: 200;
      body: paths['/studio/blocks']['get']['responses'][200]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 400;
      body: paths['/studio/blocks']['get']['responses'][400]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 401;
      body: paths['/studio/blocks']['get']['responses'][401]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 403;
      body: paths['/studio/blocks']['get']['responses'][403]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 429;
      body: paths['/studio/blocks']['get']['responses'][429]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: ServerErrorStatus;
      body: paths['/studio/blocks']['get']['responses']['5XX']['content']['application/json'];
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
  readonly params: NonNullable<
    paths['/objects/{object_id}/records/{record_id}']['get']['parameters']['path']
  >;
  /** Query parameters, parsed by their style, with defaults applied; form lists accept both `?a=1&a=2` and `?a=1,2`. */
  readonly query: Record<string, never>;
  /** Request headers, lower-cased. */
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  /** The validated request body. */
  readonly body: undefined;
}

/** Every documented answer of retrieveObjectRecord. Error bodies may leave the request id out: the runtime fills it in. */
export type RetrieveObjectRecordResponse =
  | {
      status: 200;
      body: paths['/objects/{object_id}/records/{record_id}']['get']['responses'][200]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 400;
      body: paths['/objects/{object_id}/records/{record_id}']['get']['responses'][400]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 401;
      body: paths['/objects/{object_id}/records/{record_id}']['get']['responses'][401]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 403;
      body: paths['/objects/{object_id}/records/{record_id}']['get']['responses'][403]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 404;
      body: paths['/objects/{object_id}/records/{record_id}']['get']['responses'][404]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 429;
      body: paths['/objects/{object_id}/records/{record_id}']['get']['responses'][429]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: ServerErrorStatus;
      body: paths['/objects/{object_id}/records/{record_id}']['get']['responses']['5XX']['content']['application/json'];
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

/** Every documented answer of retrievePlan. Error bodies may leave the request id out: the runtime fills it in. */
export type RetrievePlanResponse =
  | {
      status: 200;
      body: paths['/billing/plan']['get']['responses'][200]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 400;
      body: paths['/billing/plan']['get']['responses'][400]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 401;
      body: paths['/billing/plan']['get']['responses'][401]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 403;
      body: paths['/billing/plan']['get']['responses'][403]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 429;
      body: paths['/billing/plan']['get']['responses'][429]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: ServerErrorStatus;
      body: paths['/billing/plan']['get']['responses']['5XX']['content']['application/json'];
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

/** Every documented answer of retrieveUsagePricing. Error bodies may leave the request id out: the runtime fills it in. */
export type RetrieveUsagePricingResponse =
  | {
      status: 200;
      body: paths['/billing/usage-pricing']['get']['responses'][200]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 400;
      body: paths['/billing/usage-pricing']['get']['responses'][400]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 401;
      body: paths['/billing/usage-pricing']['get']['responses'][401]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 403;
      body: paths['/billing/usage-pricing']['get']['responses'][403]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 429;
      body: paths['/billing/usage-pricing']['get']['responses'][429]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: ServerErrorStatus;
      body: paths['/billing/usage-pricing']['get']['responses']['5XX']['content']['application/json'];
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
  readonly params: NonNullable<
    paths['/conversations/{conversation_id}/messages']['post']['parameters']['path']
  >;
  /** Query parameters, parsed by their style, with defaults applied; form lists accept both `?a=1&a=2` and `?a=1,2`. */
  readonly query: Record<string, never>;
  /** Request headers, lower-cased. */
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  /** The validated request body. */
  readonly body: NonNullable<
    paths['/conversations/{conversation_id}/messages']['post']['requestBody']
  >['content']['application/json'];
}

/** Every documented answer of sendMessage. Error bodies may leave the request id out: the runtime fills it in. */
export type SendMessageResponse =
  | {
      status: 200;
      body: paths['/conversations/{conversation_id}/messages']['post']['responses'][200]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 400;
      body: paths['/conversations/{conversation_id}/messages']['post']['responses'][400]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 401;
      body: paths['/conversations/{conversation_id}/messages']['post']['responses'][401]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 403;
      body: paths['/conversations/{conversation_id}/messages']['post']['responses'][403]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 404;
      body: paths['/conversations/{conversation_id}/messages']['post']['responses'][404]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 409;
      body: paths['/conversations/{conversation_id}/messages']['post']['responses'][409]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 413;
      body: paths['/conversations/{conversation_id}/messages']['post']['responses'][413]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 429;
      body: paths['/conversations/{conversation_id}/messages']['post']['responses'][429]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: ServerErrorStatus;
      body: paths['/conversations/{conversation_id}/messages']['post']['responses']['5XX']['content']['application/json'];
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
  readonly params: NonNullable<paths['/ai-world/{feature_key}']['put']['parameters']['path']>;
  /** Query parameters, parsed by their style, with defaults applied; form lists accept both `?a=1&a=2` and `?a=1,2`. */
  readonly query: Record<string, never>;
  /** Request headers, lower-cased. */
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  /** The validated request body. */
  readonly body: NonNullable<
    paths['/ai-world/{feature_key}']['put']['requestBody']
  >['content']['application/json'];
}

/** Every documented answer of updateAiFeature. Error bodies may leave the request id out: the runtime fills it in. */
export type UpdateAiFeatureResponse =
  | {
      status: 200;
      body: paths['/ai-world/{feature_key}']['put']['responses'][200]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 400;
      body: paths['/ai-world/{feature_key}']['put']['responses'][400]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 401;
      body: paths['/ai-world/{feature_key}']['put']['responses'][401]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 403;
      body: paths['/ai-world/{feature_key}']['put']['responses'][403]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 404;
      body: paths['/ai-world/{feature_key}']['put']['responses'][404]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 413;
      body: paths['/ai-world/{feature_key}']['put']['responses'][413]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 429;
      body: paths['/ai-world/{feature_key}']['put']['responses'][429]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: ServerErrorStatus;
      body: paths['/ai-world/{feature_key}']['put']['responses']['5XX']['content']['application/json'];
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
  readonly params: NonNullable<
    paths['/objects/{object_id}/records/{record_id}']['patch']['parameters']['path']
  >;
  /** Query parameters, parsed by their style, with defaults applied; form lists accept both `?a=1&a=2` and `?a=1,2`. */
  readonly query: Record<string, never>;
  /** Request headers, lower-cased. */
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  /** The validated request body. */
  readonly body: NonNullable<
    paths['/objects/{object_id}/records/{record_id}']['patch']['requestBody']
  >['content']['application/json'];
}

/** Every documented answer of updateObjectRecord. Error bodies may leave the request id out: the runtime fills it in. */
export type UpdateObjectRecordResponse =
  | {
      status: 200;
      body: paths['/objects/{object_id}/records/{record_id}']['patch']['responses'][200]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 400;
      body: paths['/objects/{object_id}/records/{record_id}']['patch']['responses'][400]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 401;
      body: paths['/objects/{object_id}/records/{record_id}']['patch']['responses'][401]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 403;
      body: paths['/objects/{object_id}/records/{record_id}']['patch']['responses'][403]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 404;
      body: paths['/objects/{object_id}/records/{record_id}']['patch']['responses'][404]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 413;
      body: paths['/objects/{object_id}/records/{record_id}']['patch']['responses'][413]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 429;
      body: paths['/objects/{object_id}/records/{record_id}']['patch']['responses'][429]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: ServerErrorStatus;
      body: paths['/objects/{object_id}/records/{record_id}']['patch']['responses']['5XX']['content']['application/json'];
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
