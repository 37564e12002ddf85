/**
 * The remaining writes: PUT /ai-world/{feature_key} (reports `changed`; the switch itself is free),
 * POST /customers (not idempotent), POST /agents (takes a seat; a prorated card charge when none is free,
 * 402 seat_charge_failed with nothing created when the card declines), POST /signature/links (active
 * documents only, credits charged once; a repeat for the same document and contact returns the existing
 * link with `created: false` and charges nothing).
 */
import { ApiError, errors, type Handlers } from '@customer-messaging/server';
import { iso } from '../clock.js';
import { accountOf } from '../context.js';
import { audit, spendCredits } from '../ledger.js';
import type { Agent, Customer, SandboxState, SigningLink } from '../state.js';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function writeHandlers(state: SandboxState): Pick<Handlers, 'updateAiFeature' | 'createCustomer' | 'createAgent' | 'createSigningLink'> {
  return {
    updateAiFeature({ params, body }, context) {
      const account = accountOf(state, context);
      const feature = account.aiFeatures.get(params.feature_key);
      if (!feature) throw errors.notFound(`No AI feature ${params.feature_key} in this account.`);
      const changed = feature.enabled !== body.enabled;
      feature.enabled = body.enabled;
      audit(state, account, context, 'ai_feature.updated', { type: 'ai_feature', id: feature.key }, { enabled: body.enabled, changed });
      return { status: 200, body: { ...feature, changed } };
    },

    createCustomer({ body }, context) {
      const account = accountOf(state, context);
      const stage = body.lifecycle_stage ?? account.lifecycleStages[0]!;
      if (!account.lifecycleStages.includes(stage)) {
        throw errors.validation([`lifecycle_stage must be one of: ${account.lifecycleStages.join(', ')} (got ${stage}).`], 'lifecycle_stage');
      }
      const now = iso(state.clock.now());
      const customer: Customer = {
        object: 'customer',
        id: state.ids.numeric(),
        name: body.name,
        industry: text(body.industry),
        website: text(body.website),
        address: text(body.address),
        phone: text(body.phone),
        email: text(body.email),
        notes: text(body.notes),
        logo_url: '',
        assigned_agent: '',
        lifecycle_stage: stage,
        tags: body.tags ?? [],
        created_at: now,
        updated_at: now,
        created_by: 'public_api',
      };
      account.customers.set(customer.id, customer);
      audit(state, account, context, 'customer.created', { type: 'customer', id: customer.id });
      return { status: 200, body: customer };
    },

    createAgent({ body }, context) {
      const account = accountOf(state, context);
      const seatFree = account.agents.size < account.plan.seats_included;
      // A prorated share of the monthly seat price for the rest of a 30-day period (half, in the sandbox).
      const prorated = seatFree ? 0 : Math.round(account.plan.seat_price_monthly * 50) / 100;
      if (!seatFree && state.settings.seatCardFails) {
        throw new ApiError(402, 'seat_charge_failed', 'The card on file was declined for the seat charge. Nothing was created; retrying is safe.');
      }
      const agent: Agent = {
        object: 'agent',
        id: state.ids.numeric(),
        type: body.type,
        name: body.name,
        email: text(body.email),
        created_at: iso(state.clock.now()),
      };
      account.agents.set(agent.id, agent);
      if (prorated) account.charges.push({ kind: 'seat', amount: prorated, reason: 'seat', resource_id: agent.id, created_at: agent.created_at });
      audit(state, account, context, 'agent.created', { type: 'agent', id: agent.id }, { seat_charge: prorated });
      return { status: 200, body: { ...agent, seat: { charged: prorated > 0, amount: prorated, currency: account.plan.currency } } };
    },

    createSigningLink({ body }, context) {
      const account = accountOf(state, context);
      const document = account.documents.get(body.document_id);
      if (!document) throw errors.notFound(`No document ${body.document_id} in this account.`);
      const contact = account.contacts.get(body.contact_id);
      if (!contact) throw errors.notFound(`No contact ${body.contact_id} in this account.`);
      if (document.status !== 'active') {
        throw new ApiError(409, 'document_not_active', `Document ${document.id} is a draft; place its signature fields in the console first.`);
      }
      const existing = account.signingLinks.find((l) => l.document_id === document.id && l.contact_id === contact.id);
      if (existing) return { status: 200, body: { ...existing, created: false } };
      const now = state.clock.now();
      const id = state.ids.next('sl');
      const link: SigningLink = {
        object: 'signing_link',
        id,
        document_id: document.id,
        document_name: document.file_name.replace(/\.pdf$/i, ''),
        status: 'pending',
        signing_url: `https://sign.customer-messaging.invalid/s/${id}`,
        customer_id: contact.customer_id,
        customer_name: account.customers.get(contact.customer_id)?.name ?? '',
        contact_id: contact.id,
        contact_name: contact.name,
        conversation_id: text(body.conversation_id),
        custom_attributes: body.custom_attributes ?? {},
        created: true,
        opened_at: null,
        signed_at: null,
        expires_at: iso(new Date(now.getTime() + 30 * 24 * 3_600_000)),
        created_at: iso(now),
      };
      account.signingLinks.push(link);
      spendCredits(state, account, state.settings.prices.signing_link, 'signing_link', link.id);
      audit(state, account, context, 'signing_link.created', { type: 'signing_link', id: link.id }, { document_id: document.id, contact_id: contact.id });
      return { status: 200, body: link };
    },
  };
}
