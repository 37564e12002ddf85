/**
 * The sandbox's whole state, in memory and mutable: tests reach into it (through `startSandbox().state`)
 * to remove a scope, set an allow-list or fail the card, and read it back to check what a call changed.
 * Every map is per account; handlers only ever look inside the caller's account.
 */
import type { components, Credential } from '@customer-messaging/server';
import type { Clock } from './clock.js';
import type { Ids } from './ids.js';

type S = components['schemas'];
export type Conversation = S['Conversation'];
export type Message = S['Message'];
export type Inbox = S['Inbox'];
export type Contact = S['Contact'] & { customer_id: string };
export type Customer = S['Customer'];
export type CustomerObject = S['CustomerObject'];
export type CustomerObjectRecord = S['CustomerObjectRecord'];
export type WhatsAppTemplate = S['WhatsAppTemplate'];
export type AiFeature = S['AiFeature'];
export type SignatureDocument = S['SignatureDocument'];
export type SigningLink = S['SigningLink'];

export interface SandboxCredential extends Credential {
  clientSecret: string;
  ssoAgentIds: string[];
  ssoOrigins: string[];
}

export interface Agent {
  object: 'agent';
  id: string;
  type: 'human' | 'ai';
  name: string;
  email: string;
  created_at: string;
}

export interface AuditEntry {
  id: string;
  action: string;
  resource_type: string;
  resource_id: string;
  actor: { type: 'api_credential'; client_id: string; credential_id: string };
  details: { via: 'public_api'; client_id: string; request_id: string; [key: string]: unknown };
  created_at: string;
}

/** A charge: credits spent (`credits`) or a prorated seat charge to the card on file (`seat`). */
export interface Charge {
  kind: 'credits' | 'seat';
  amount: number;
  reason: string;
  resource_id: string;
  created_at: string;
}

export interface AccountState {
  id: string;
  name: string;
  /** Addresses or CIDR ranges; empty allows every address. */
  ipAllowList: string[];
  plan: { name: string; ai_world_included: boolean; seats_included: number; currency: string; seat_price_monthly: number };
  credits: { monthly: number; topup: number };
  lifecycleStages: string[];
  inboxes: Map<string, Inbox>;
  contacts: Map<string, Contact>;
  customers: Map<string, Customer>;
  teams: Map<string, { id: string; name: string }>;
  agents: Map<string, Agent>;
  conversations: Map<string, Conversation>;
  /** By conversation id, oldest first. */
  messages: Map<string, Message[]>;
  templates: WhatsAppTemplate[];
  aiFeatures: Map<string, AiFeature>;
  objects: Map<string, CustomerObject>;
  /** By object id, then record id. */
  records: Map<string, Map<string, CustomerObjectRecord>>;
  documents: Map<string, SignatureDocument>;
  signingLinks: SigningLink[];
  auditLog: AuditEntry[];
  charges: Charge[];
}

export interface SandboxSettings {
  /** POST /agents: the card on file declines a seat charge (402 seat_charge_failed, nothing created). */
  seatCardFails: boolean;
  /** TikTok: outgoing messages allowed per 48-hour window (the reference does not give the number). */
  tiktokCap: number;
  /** Credits a WhatsApp template message, an outbound SMS and a new signing link cost. */
  prices: { whatsapp_template: number; sms_outbound: number; signing_link: number };
}

export interface SandboxState {
  clock: Clock;
  ids: Ids;
  settings: SandboxSettings;
  accounts: Map<string, AccountState>;
  /** By credential id. */
  credentials: Map<string, SandboxCredential>;
}
