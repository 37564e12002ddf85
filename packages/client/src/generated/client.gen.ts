// Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
// Regenerate with `npm run generate`.

import {
  BaseClient,
  rawClient,
  clientCredentialsFor,
  type TokenStrategy,
  type ClientDefinition,
  type ClientOptions,
} from '@openapi-cmp/client-runtime';
import type { Client } from 'openapi-fetch';
import type { paths } from './schema.gen.js';
import { operations, createAccessToken } from './operations.gen.js';
import {
  AgentsResource,
  AiFeaturesResource,
  BillingResource,
  ConversationsResource,
  CustomersResource,
  MessagesResource,
  OauthResource,
  ObjectsResource,
  SignatureResource,
  StudioResource,
} from './resources.gen.js';

/** How both classes are configured: the spec's server, the environment variables read, the `User-Agent`, the request-id header, the error and page envelopes and the error type of each status. */
const definition: ClientDefinition = {
  defaultBaseUrl: 'https://api.customer-messaging.invalid/v1',
  envPrefix: 'CMP_',
  userAgent: '@customer-messaging/client/1.0.0',
  requestIdHeader: 'x-request-id',
  errors: {
    code: ['error', 'code'],
    type: ['error', 'type'],
    message: ['error', 'message'],
    param: ['error', 'param'],
    details: ['error', 'details'],
    requestId: ['error', 'request_id'],
  },
  errorTypes: {
    byStatus: {
      '400': 'invalid_request_error',
      '401': 'authentication_error',
      '402': 'plan_limit_error',
      '403': 'permission_error',
      '404': 'not_found_error',
      '409': 'conflict_error',
      '413': 'invalid_request_error',
      '429': 'rate_limit_error',
      '5XX': 'api_error',
    },
    clientError: 'invalid_request_error',
    serverError: 'api_error',
  },
  pagination: {
    items: ['data'],
    hasMore: ['meta', 'has_more'],
    nextCursor: ['meta', 'next_cursor'],
    page: ['meta', 'page'],
    pageParam: 'page',
    cursorParam: 'cursor',
  },
};

/**
 * The client-credentials token exchange of this API (`POST /oauth/token`): the client id and secret are exchanged
 * for a token, cached and refreshed. `CustomerMessagingClient` uses it by default; pass it to `CustomerMessagingCore`
 * as `tokenExchange` to exchange credentials there too (bundles that do not leave it out).
 */
export const clientCredentials: TokenStrategy = /* @__PURE__ */ clientCredentialsFor({
  operation: createAccessToken,
  clientIdField: 'client_id',
  clientSecretField: 'client_secret',
  rejectedCode: 'invalid_token',
});

/**
 * The configured connection alone (options, environment, token, retries), without resources: pass it to
 * the resource classes you use (`new AgentsResource(core)`) so a bundle carries only those.
 * It sends the `accessToken` it is given; to exchange `clientId` + `clientSecret` for one, as the full client does,
 * pass `tokenExchange: clientCredentials` (the exchange stays out of bundles that do not).
 */
export class CustomerMessagingCore extends BaseClient<paths> {
  constructor(options: ClientOptions = {}) {
    super(options, definition);
  }
}

/**
 * Typed client of Customer Messaging Platform API 1.0.0.
 *
 * `baseUrl` defaults to `CMP_BASE_URL`, then `https://api.customer-messaging.invalid/v1`. Authenticate with `clientId` + `clientSecret`
 * (exchanged for a token, cached and refreshed) or a static `accessToken`; with none of them given,
 * `CMP_CLIENT_ID` + `CMP_CLIENT_SECRET` or `CMP_ACCESS_TOKEN` are read. `client.raw` is the typed openapi-fetch client.
 */
export class CustomerMessagingClient extends BaseClient<paths> {
  /** `agents` operations. */
  readonly agents: AgentsResource;
  /** `aiFeatures` operations. */
  readonly aiFeatures: AiFeaturesResource;
  /** `billing` operations. */
  readonly billing: BillingResource;
  /** `conversations` operations. */
  readonly conversations: ConversationsResource;
  /** `customers` operations. */
  readonly customers: CustomersResource;
  /** `messages` operations. */
  readonly messages: MessagesResource;
  /** `oauth` operations. */
  readonly oauth: OauthResource;
  /** `objects` operations. */
  readonly objects: ObjectsResource;
  /** `signature` operations. */
  readonly signature: SignatureResource;
  /** `studio` operations. */
  readonly studio: StudioResource;

  constructor(options: ClientOptions = {}) {
    super(options, { ...definition, operations: Object.values(operations) }, clientCredentials);
    this.agents = new AgentsResource(this);
    this.aiFeatures = new AiFeaturesResource(this);
    this.billing = new BillingResource(this);
    this.conversations = new ConversationsResource(this);
    this.customers = new CustomersResource(this);
    this.messages = new MessagesResource(this);
    this.oauth = new OauthResource(this);
    this.objects = new ObjectsResource(this);
    this.signature = new SignatureResource(this);
    this.studio = new StudioResource(this);
  }

  /** The typed openapi-fetch client, for anything the resource layer does not cover. Same auth, retries and timeouts. */
  get raw(): Client<paths> {
    return rawClient<paths>(this, operations);
  }
}
