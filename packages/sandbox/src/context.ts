/** The caller's account: every handler starts here, and nothing outside it is ever looked at. */
import type { HandlerContext } from '@customer-messaging/server';
import type { AccountState, SandboxState } from './state.js';

export function accountOf(state: SandboxState, context: HandlerContext): AccountState {
  const account = context.auth && state.accounts.get(context.auth.accountId);
  if (!account) throw new Error(`No account for ${context.auth?.accountId ?? 'an unauthenticated call'}`);
  return account;
}
