/** Read-only answers whose shapes the reference leaves open: Studio block catalog, price list, plan. */
import type { Handlers } from '@customer-messaging/server';
import { accountOf } from '../context.js';
import type { SandboxState } from '../state.js';

const BLOCK_CATALOG = {
  'trigger.conversation_opened': { kind: 'trigger', label: 'Conversation opened', settings: { inbox_ids: { type: 'array', items: 'string', required: false } } },
  'trigger.keyword': { kind: 'trigger', label: 'Keyword received', settings: { keywords: { type: 'array', items: 'string', required: true } } },
  'message.send_text': { kind: 'action', label: 'Send text', settings: { text: { type: 'string', required: true } } },
  'conversation.assign': {
    kind: 'action',
    label: 'Assign conversation',
    settings: { assignee_id: { type: 'string', required: false }, team_id: { type: 'string', required: false } },
  },
  'http.request': {
    kind: 'action',
    label: 'Call your endpoint',
    settings: { url: { type: 'string', required: true }, method: { type: 'string', enum: ['GET', 'POST'], required: true } },
  },
};

export function readHandlers(state: SandboxState): Pick<Handlers, 'listStudioBlocks' | 'retrieveUsagePricing' | 'retrievePlan'> {
  return {
    listStudioBlocks: () => ({ status: 200, body: BLOCK_CATALOG }),

    retrieveUsagePricing(_request, context) {
      const account = accountOf(state, context);
      const p = state.settings.prices;
      return {
        status: 200,
        body: {
          currency: 'credits',
          balances: { ...account.credits },
          items: [
            { key: 'whatsapp_template', label: 'WhatsApp template message', credits: p.whatsapp_template },
            { key: 'sms_outbound', label: 'Outbound SMS', credits: p.sms_outbound },
            { key: 'signing_link', label: 'Signing link', credits: p.signing_link },
            { key: 'ai_conversation_summary', label: 'AI conversation summary', credits: 2, balance: 'ai_credits' },
          ],
        },
      };
    },

    retrievePlan(_request, context) {
      const account = accountOf(state, context);
      return { status: 200, body: { object: 'plan', ...account.plan, seats_used: account.agents.size } };
    },
  };
}
