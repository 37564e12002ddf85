/** Base of every generated resource class: it only holds the client its methods call. */
import type { CallableClient } from './base-client.js';

export abstract class APIResource {
  constructor(protected readonly _client: CallableClient) {}
}
