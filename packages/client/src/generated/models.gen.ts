// Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
// Regenerate with `npm run generate`.

import type { components } from './schema.gen.js';

/** A one-hour bearer token. */
export type AccessToken = components['schemas']['AccessToken'];

/** The account's business identity. */
export type Account = components['schemas']['Account'];

/** A human or AI agent. Its fields are not published beyond what identifies it. */
export type Agent = components['schemas']['Agent'];

/** A human or AI agent to create. Takes a seat; when no seat is free the card on file is charged a prorated amount. A failed charge answers 402 `seat_charge_failed`, nothing is created and a retry is safe. */
export type AgentCreate = components['schemas']['AgentCreate'];

/** An on/off switch for one AI capability. Enabling one usually consumes AI credits each time it runs. */
export type AiFeature = components['schemas']['AiFeature'];

/** Turns one AI capability on or off. */
export type AiFeatureUpdate = components['schemas']['AiFeatureUpdate'];

/** An opening-hours schedule. */
export type BusinessHours = components['schemas']['BusinessHours'];

/** A channel identity (a phone number, email address or handle) owned by a customer. */
export type Contact = components['schemas']['Contact'];

/** A thread between a contact and the business, in one inbox (channel). */
export type Conversation = components['schemas']['Conversation'];

/** The account's schema of conversation attributes. */
export type ConversationAttributeSchema = components['schemas']['ConversationAttributeSchema'];

/** The contact of a conversation, as embedded in it. */
export type ConversationContact = components['schemas']['ConversationContact'];

/** Counts of conversations by queue. */
export type ConversationCounts = components['schemas']['ConversationCounts'];

/** The custom attribute values of one conversation. Further fields of this record are not published. */
export type ConversationCustomAttributes = components['schemas']['ConversationCustomAttributes'];

/** A page of conversations. */
export type ConversationList = components['schemas']['ConversationList'];

/** A company or household that owns many contacts. */
export type Customer = components['schemas']['Customer'];

/** A customer to create. Not idempotent; sending it twice creates two customers. */
export type CustomerCreate = components['schemas']['CustomerCreate'];

/** An object type of the mini-CRM (Contacts, Deals, Service Calls, Tasks, plus account-defined ones). */
export type CustomerObject = components['schemas']['CustomerObject'];

/** A field of an object type. */
export type CustomerObjectField = components['schemas']['CustomerObjectField'];

/** The account's object types. */
export type CustomerObjectList = components['schemas']['CustomerObjectList'];

/** A record of an object type. Each record belongs to exactly one customer. */
export type CustomerObjectRecord = components['schemas']['CustomerObjectRecord'];

/** A cursor-paged page of records. Send `meta.next_cursor` back as `cursor` until `meta.has_more` is false. */
export type CustomerObjectRecordList = components['schemas']['CustomerObjectRecordList'];

/** Field values keyed by each field's key (`api_id`). Only the values sent change; fields not sent keep their value. Sending the same body twice has the same effect as once. */
export type CustomerObjectRecordUpdate = components['schemas']['CustomerObjectRecordUpdate'];

/** An analytics dashboard. Graph values are computed on demand, only with `?include=values`. */
export type Dashboard = components['schemas']['Dashboard'];

/** The answer to a delete. Some deletes add a cascade field. */
export type DeletedResource = components['schemas']['DeletedResource'];

/** The body of every failure. Clients branch on `error.code`, whose values are stable across releases. */
export type Error = components['schemas']['Error'];

/** A form. Layouts are edited in the console only. */
export type Form = components['schemas']['Form'];

/** A submission of a form. */
export type FormSubmission = components['schemas']['FormSubmission'];

/** A graph of a dashboard. */
export type Graph = components['schemas']['Graph'];

/** A calendar of holidays. */
export type HolidayCalendar = components['schemas']['HolidayCalendar'];

/** A channel the account answers on. */
export type Inbox = components['schemas']['Inbox'];

/** A knowledge base; it holds sources, each split into chunks. */
export type KnowledgeBase = components['schemas']['KnowledgeBase'];

/** A chunk of a knowledge-base source. */
export type KnowledgeBaseChunk = components['schemas']['KnowledgeBaseChunk'];

/** A file or crawled URL of a knowledge base. Ingestion is asynchronous (processing, then ready or failed). */
export type KnowledgeBaseSource = components['schemas']['KnowledgeBaseSource'];

/** A message in a conversation. */
export type Message = components['schemas']['Message'];

/**
 * A message to send. Channel rules are checked before sending:
 *
 * - **WhatsApp**: once the 24-hour window after the customer's last message has closed, only approved
 *   templates are accepted (409). A template message carries `template.body_variables` with exactly as many
 *   values as the template's `body_variable_count`.
 * - **TikTok**: a 48-hour window, with a per-window message cap (409 once either is exceeded).
 * - **Voice**: private notes only (`private: true`); anything else answers 409.
 *
 * Outbound SMS and WhatsApp templates cost credits.
 */
export type MessageSend = components['schemas']['MessageSend'];

/** An approved WhatsApp template to send; the only kind of message a WhatsApp conversation accepts once its 24-hour window has closed. */
export type MessageTemplate = components['schemas']['MessageTemplate'];

/** Paging information of a collection. */
export type PageMeta = components['schemas']['PageMeta'];

/** The account's plan, including whether AI World is included. */
export type Plan = components['schemas']['Plan'];

/** A saved snippet, shared by the account or personal to one agent. */
export type QuickReply = components['schemas']['QuickReply'];

/** An uploaded PDF to be signed. It becomes `active` once signature fields are placed in the console editor; only active documents can be sent for signature. */
export type SignatureDocument = components['schemas']['SignatureDocument'];

/** The outcome of a signing link. */
export type SignedDocument = components['schemas']['SignedDocument'];

/** A link asking one recipient to sign one document. */
export type SigningLink = components['schemas']['SigningLink'];

/** The document and the contact to create a signing link for. When they already have a link, that link is returned with `created` false and nothing is charged. */
export type SigningLinkCreate = components['schemas']['SigningLinkCreate'];

/** A block of a Studio flow, placed at coordinates. */
export type StudioBlock = components['schemas']['StudioBlock'];

/** Descriptions of the settings shapes of Studio blocks, one per block type. */
export type StudioBlockCatalog = components['schemas']['StudioBlockCatalog'];

/** A read-only view of an automation flow. Editing flows is console-only. */
export type StudioFlow = components['schemas']['StudioFlow'];

/** What the calling token stands for. */
export type TokenIntrospection = components['schemas']['TokenIntrospection'];

/** A credential's id and secret, as created in the console (Settings, API). */
export type TokenRequest = components['schemas']['TokenRequest'];

/** Price list of AI and other credit use. */
export type UsagePricing = components['schemas']['UsagePricing'];

/** A WhatsApp message template. Only `approved` templates can be sent. */
export type WhatsAppTemplate = components['schemas']['WhatsAppTemplate'];
