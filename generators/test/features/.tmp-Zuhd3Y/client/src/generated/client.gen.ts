// Generated from generators/test/fixtures/request-bodies/openapi.yaml by generators/ — do not edit.
// Regenerate with `npm run generate`.

import { BaseClient, rawClient, type ClientDefinition, type ClientOptions } from '../core/index.js';
import type { Client } from 'openapi-fetch';
import type { paths } from './schema.gen.js';
import { operations } from './operations.gen.js';
import { FilesResource, NotesResource } from './resources.gen.js';

/** How both classes are configured: the spec's server, the environment variables read, the `User-Agent`, the request-id header, the error and page envelopes and the error type of each status. */
const definition: ClientDefinition = {
  defaultBaseUrl: 'https://api.example.test/v1',
  envPrefix: 'CMP_',
  userAgent: '@customer-messaging/client/1.0.0',
  requestIdHeader: 'x-request-id',
  errors: {
    code: ['error', 'code'],
    type: ['error', 'type'],
    message: ['error', 'message'],
    requestId: ['error', 'request_id'],
  },
  pagination: {
    items: ['data'],
    hasMore: ['meta', 'has_more'],
    nextCursor: ['meta', 'next_cursor'],
    pageParam: 'page',
    cursorParam: 'cursor',
  },
};

/**
 * The configured connection alone (options, environment, token, retries), without resources: pass it to
 * the resource classes you use (`new FilesResource(core)`) so a bundle carries only those.
 */
export class CustomerMessagingCore extends BaseClient<paths> {
  constructor(options: ClientOptions = {}) {
    super(options, definition);
  }
}

/**
 * Typed client of Request bodies 1.0.0.
 *
 * `baseUrl` defaults to `CMP_BASE_URL`, then `https://api.example.test/v1`. Authenticate with `clientId` + `clientSecret`
 * (exchanged for a token, cached and refreshed) or a static `accessToken`; with none of them given,
 * `CMP_CLIENT_ID` + `CMP_CLIENT_SECRET` or `CMP_ACCESS_TOKEN` are read. `client.raw` is the typed openapi-fetch client.
 */
export class CustomerMessagingClient extends BaseClient<paths> {
  /** `files` operations. */
  readonly files: FilesResource;
  /** `notes` operations. */
  readonly notes: NotesResource;

  constructor(options: ClientOptions = {}) {
    super(options, { ...definition, operations: Object.values(operations) });
    this.files = new FilesResource(this);
    this.notes = new NotesResource(this);
  }

  /** The typed openapi-fetch client, for anything the resource layer does not cover. Same auth, retries and timeouts. */
  get raw(): Client<paths> {
    return rawClient<paths>(this, operations);
  }
}
