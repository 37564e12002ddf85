/**
 * Atomic writes: every operation that can change state runs against the caller's account as it was, and
 * either its answer can be sent (it serialises to JSON as it is, and in development and test it matches
 * the spec) and its changes stay, or the account is put back exactly as it was: nothing stored, nothing
 * charged, nothing audited. A client that retries a failed write, as the reference tells it to, is never
 * charged twice and never meets a half-stored record.
 *
 * The account is copied with `structuredClone` before the write and copied back on failure, in place, so
 * references to the account object stay valid; its append-only logs (messages, audit log, charges), which
 * grow with every write, are not copied but cut back to their length, so a write costs the same however
 * long the sandbox has run. Ids handed out by a failed write are not reused.
 */
import { ApiError, type HandlerContext, type HandlerResponse } from '@customer-messaging/server';
import type { SandboxState } from './state.js';

type AnyHandler = (request: unknown, context: HandlerContext) => HandlerResponse | Promise<HandlerResponse>;

export function atomicWrites<H extends object>(state: SandboxState, handlers: H): H {
  const wrapped: Record<string, AnyHandler> = {};
  for (const [operationId, handler] of Object.entries(handlers) as [string, AnyHandler][]) {
    wrapped[operationId] = async (request, context) => {
      const accountId = context.auth?.accountId;
      const account = accountId === undefined ? undefined : state.accounts.get(accountId);
      // Reads change nothing, and the token endpoint has no account yet: nothing to put back.
      if (context.route.method === 'GET' || !account) return handler(request, context);
      const saved = snapshot(account);
      try {
        const result = await handler(request, context);
        const problems = context.checkAnswer(result.status, result.body);
        if (problems.length) {
          context.log.error({ operationId, problems }, 'answer cannot be sent; the write is undone');
          throw new ApiError(500, 'internal_error', 'The answer could not be written; nothing was changed or charged. Retry with backoff.');
        }
        return result;
      } catch (error) {
        restore(account, saved);
        throw error;
      }
    };
  }
  return wrapped as unknown as H;
}

type Account = NonNullable<ReturnType<SandboxState['accounts']['get']>>;
/** Logs that writes only append to: cut back to their length on undo instead of being copied. */
type AppendOnly = 'messages' | 'auditLog' | 'charges';

interface Snapshot {
  copy: Omit<Account, AppendOnly>;
  auditLog: number;
  charges: number;
  /** Each conversation's message count. */
  messages: Map<string, number>;
}

function snapshot(account: Account): Snapshot {
  const { messages, auditLog, charges, ...rest } = account;
  return {
    copy: structuredClone(rest),
    auditLog: auditLog.length,
    charges: charges.length,
    messages: new Map([...messages].map(([id, list]) => [id, list.length])),
  };
}

function restore(account: Account, saved: Snapshot): void {
  Object.assign(account, saved.copy);
  account.auditLog.length = saved.auditLog;
  account.charges.length = saved.charges;
  for (const [id, list] of account.messages) {
    const length = saved.messages.get(id);
    if (length === undefined) account.messages.delete(id);
    else list.length = length;
  }
}
