/**
 * POST /conversations/{id}/messages with the channel rules, checked before anything is sent:
 *
 * - WhatsApp: after the 24-hour window since the customer's last message, only approved templates
 *   (409 whatsapp_window_closed); a template must be approved (409 template_not_approved) and carry
 *   exactly `body_variable_count` values. Templates cost credits.
 * - TikTok: a 48-hour window (409 tiktok_window_closed) and a cap of outgoing messages per window
 *   (409 tiktok_message_cap_reached).
 * - Voice: private notes only (409 voice_private_notes_only).
 * - SMS: outbound messages cost credits. Private notes are internal and free on every channel.
 */
import { ApiError, errors, type Handlers } from '@customer-messaging/server';
import { HOUR, iso } from '../clock.js';
import { accountOf } from '../context.js';
import { audit, spendCredits } from '../ledger.js';
import type { Message, SandboxState } from '../state.js';

const CONTENT_TYPES = new Set(['text', 'image', 'video', 'audio', 'document', 'sticker', 'location']);
const conflict = (code: string, message: string) => new ApiError(409, code, message);

export function messageHandlers(state: SandboxState): Pick<Handlers, 'sendMessage'> {
  return {
    sendMessage({ params, body }, context) {
      const account = accountOf(state, context);
      const conversation = account.conversations.get(params.conversation_id);
      if (!conversation) throw errors.notFound(`No conversation ${params.conversation_id} in this account.`);
      const history = account.messages.get(conversation.id) ?? [];
      const now = state.clock.now();
      const isPrivate = body.private === true;
      const template = body.type === 'template' ? body.template : undefined;

      if (body.type === 'template' && !template) throw errors.missing('template', 'Missing required parameter: template (a template message names its template).');
      if (body.type !== 'template' && (typeof body.content !== 'string' || body.content === '')) throw errors.missing('content');
      if (template && isPrivate) throw errors.validation(['private must be false for a template message: a template is always delivered.'], 'private');
      if (template && conversation.inbox_type !== 'whatsapp')
        throw errors.validation([`type template is only for WhatsApp conversations (this one is ${conversation.inbox_type}).`], 'type');
      if (body.reply_to_message_id !== undefined && !history.some((m) => m.id === body.reply_to_message_id)) {
        throw errors.notFound(`No message ${body.reply_to_message_id} in conversation ${conversation.id}.`);
      }

      const lastIncoming = history.filter((m) => m.direction === 'incoming').at(-1);
      const sinceCustomer = lastIncoming?.created_at ? now.getTime() - Date.parse(lastIncoming.created_at) : Number.POSITIVE_INFINITY;
      let credits = 0;
      let content = body.content ?? '';
      if (conversation.inbox_type === 'voice' && !isPrivate) {
        throw conflict('voice_private_notes_only', 'Voice conversations accept private notes only.');
      }
      if (conversation.inbox_type === 'whatsapp' && !isPrivate) {
        if (template) {
          const candidates = account.templates.filter((t) => t.name === template.name && (template.language === undefined || t.language === template.language));
          const found = candidates[0];
          if (!found) throw errors.notFound(`No WhatsApp template ${template.name}${template.language ? ` (${template.language})` : ''} in this account.`);
          if (found.status !== 'approved') throw conflict('template_not_approved', `Template ${found.name} is not approved.`);
          const sent = template.body_variables.length;
          if (sent !== found.body_variable_count) {
            const message = `template.body_variables must have exactly ${found.body_variable_count} values for ${found.name} (got ${sent}).`;
            throw errors.validation([message], 'template.body_variables');
          }
          content = found.body.replace(/\{\{(\d+)\}\}/g, (_, n: string) => template.body_variables[Number(n) - 1] ?? '');
          credits = state.settings.prices.whatsapp_template;
        } else if (sinceCustomer > 24 * HOUR) {
          throw conflict('whatsapp_window_closed', 'The 24-hour WhatsApp window closed; only approved templates can be sent.');
        }
      }
      if (conversation.inbox_type === 'tiktok_messenger' && !isPrivate) {
        if (sinceCustomer > 48 * HOUR) throw conflict('tiktok_window_closed', 'The 48-hour TikTok window closed.');
        const sentInWindow = history.filter((m) => m.direction === 'outgoing' && !m.private && (!lastIncoming?.created_at || m.created_at! > lastIncoming.created_at)).length;
        if (sentInWindow >= state.settings.tiktokCap) {
          throw conflict('tiktok_message_cap_reached', `The TikTok message cap for this window is reached (${state.settings.tiktokCap} messages).`);
        }
      }
      if (conversation.inbox_type === 'sms' && !isPrivate) credits = state.settings.prices.sms_outbound;

      const auth = context.auth!;
      const at = iso(now);
      const message: Message = {
        object: 'message',
        id: state.ids.next('msg'),
        conversation_id: conversation.id,
        content,
        content_type: CONTENT_TYPES.has(body.type) ? (body.type as Message['content_type']) : 'text',
        caption: typeof body.caption === 'string' ? body.caption : '',
        direction: 'outgoing',
        private: isPrivate,
        status: isPrivate ? 'sent' : 'pending',
        sender_type: 'system',
        sender_id: auth.clientId,
        sender_name: auth.credential.name,
        inbox_type: conversation.inbox_type,
        attachments: [],
        reply_to_message_id: body.reply_to_message_id ?? null,
        metadata: { via: 'public_api', ...(template ? { template: { name: template.name, language: template.language ?? 'en' } } : {}), credits_charged: credits },
        created_at: at,
        updated_at: at,
      };
      history.push(message);
      account.messages.set(conversation.id, history);
      spendCredits(state, account, credits, template ? 'whatsapp_template' : 'sms_outbound', message.id);
      conversation.message_count += 1;
      conversation.updated_at = at;
      conversation.last_activity_at = at;
      if (!isPrivate) {
        conversation.last_message_preview = content.slice(0, 100);
        conversation.last_message_direction = 'outgoing';
        conversation.last_message_at = at;
        conversation.first_response_at ??= at;
      }
      audit(state, account, context, 'message.sent', { type: 'message', id: message.id }, { conversation_id: conversation.id, private: isPrivate, credits });
      return { status: 200, body: message };
    },
  };
}
