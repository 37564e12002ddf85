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

export function sandboxHandlers(state: SandboxState, tokens: ReturnType<typeof createTokens>): Handlers {
  return {
    ...oauthHandlers(state, tokens),
    ...conversationHandlers(state),
    ...messageHandlers(state),
    ...objectHandlers(state),
    ...writeHandlers(state),
    ...readHandlers(state),
  };
}
