/** The audit log (every write, `details.via = public_api` with the client id) and the credit ledger. */
import type { HandlerContext } from '@customer-messaging/server';
import { iso } from './clock.js';
import type { AccountState, SandboxState } from './state.js';

export function audit(
  state: SandboxState,
  account: AccountState,
  context: HandlerContext,
  action: string,
  resource: { type: string; id: string },
  details: Record<string, unknown> = {},
): void {
  const auth = context.auth!;
  account.auditLog.push({
    id: state.ids.next('aud'),
    action,
    resource_type: resource.type,
    resource_id: resource.id,
    actor: { type: 'api_credential', client_id: auth.clientId, credential_id: auth.credentialId },
    details: { ...details, via: 'public_api', client_id: auth.clientId, request_id: context.requestId },
    created_at: iso(state.clock.now()),
  });
}

/**
 * Spends credits, the monthly balance first and the top-up after it (the reference's order). The spec
 * documents no answer for running out, so the top-up balance may go below zero rather than refuse.
 */
export function spendCredits(state: SandboxState, account: AccountState, amount: number, reason: string, resourceId: string): void {
  if (amount <= 0) return;
  const fromMonthly = Math.min(account.credits.monthly, amount);
  account.credits.monthly -= fromMonthly;
  account.credits.topup -= amount - fromMonthly;
  account.charges.push({ kind: 'credits', amount, reason, resource_id: resourceId, created_at: iso(state.clock.now()) });
}
