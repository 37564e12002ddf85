/** Every operation's handler, over one sandbox state. */
import type { Handlers } from '@customer-messaging/server';
import type { SandboxState } from '../state.js';
import type { createTokens } from '../tokens.js';
import { oauthHandlers } from './oauth.js';
import { conversationHandlers } from './conversations.js';
import { messageHandlers } from './messages.js';
import { objectHandlers } from './objects.js';
import { writeHandlers } from './writes.js';
import { readHandlers } from './reads.js';
import { atomicWrites } from '../atomic.js';

/**
 * `true` when every operation of the spec has a handler; otherwise a sentence naming the operations without
 * one and where their handlers go, which the type-check prints instead of the bare "property is missing in
 * type { ...15 more... }" that a new operation in the spec would otherwise cause.
 */
type EveryOperationHandled<T> = [Exclude<keyof Handlers, keyof T>] extends [never]
  ? true
  : `No sandbox handler for ${Exclude<keyof Handlers, keyof T> & string}: write it in the file of its area in packages/sandbox/src/handlers/ (typed Handlers['<operationId>']) and spread that file's handlers into sandboxHandlers in handlers/index.ts`;

export function sandboxHandlers(state: SandboxState, tokens: ReturnType<typeof createTokens>): Handlers {
  const handlers = {
    ...oauthHandlers(state, tokens),
    ...conversationHandlers(state),
    ...messageHandlers(state),
    ...objectHandlers(state),
    ...writeHandlers(state),
    ...readHandlers(state),
  } satisfies Partial<Handlers>;
  const everyOperationHandled: EveryOperationHandled<typeof handlers> = true;
  void everyOperationHandled;
  return atomicWrites(state, handlers as Handlers);
}
