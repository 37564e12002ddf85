# Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
# Regenerate with `npm run generate`.
"""The types of Customer Messaging Platform API: a model class per object an answer holds, and (from `params`) a TypedDict per object a request takes."""

from __future__ import annotations

import builtins as _b
import collections.abc as _abc
import typing as _t

_str = _b.str
_int = _b.int
_float = _b.float
_bool = _b.bool
_bytes = _b.bytes
_list = _b.list
_dict = _b.dict
_object = _b.object

from ._runtime import models as _m

_ = (_abc, _t, _bytes, _dict, _float, _int, _list, _bool, _str, _object)

if _t.TYPE_CHECKING:
    from .params import (
        AccessTokenParam as AccessTokenParam,
        AccountParam as AccountParam,
        AgentParam as AgentParam,
        AgentCreateParam as AgentCreateParam,
        AiFeatureParam as AiFeatureParam,
        AiFeatureUpdateParam as AiFeatureUpdateParam,
        BusinessHoursParam as BusinessHoursParam,
        BusinessHoursDaysValueItemParam as BusinessHoursDaysValueItemParam,
        ContactParam as ContactParam,
        ConversationParam as ConversationParam,
        ConversationContactParam as ConversationContactParam,
        ConversationAttributeSchemaParam as ConversationAttributeSchemaParam,
        ConversationAttributeSchemaSectionsItemParam as ConversationAttributeSchemaSectionsItemParam,
        ConversationAttributeSchemaAttributesItemParam as ConversationAttributeSchemaAttributesItemParam,
        ConversationCountsParam as ConversationCountsParam,
        ConversationCustomAttributesParam as ConversationCustomAttributesParam,
        ConversationListParam as ConversationListParam,
        PageMetaParam as PageMetaParam,
        CustomerParam as CustomerParam,
        CustomerCreateParam as CustomerCreateParam,
        CustomerObjectParam as CustomerObjectParam,
        CustomerObjectFieldParam as CustomerObjectFieldParam,
        CustomerObjectListParam as CustomerObjectListParam,
        CustomerObjectRecordParam as CustomerObjectRecordParam,
        CustomerObjectRecordListParam as CustomerObjectRecordListParam,
        DashboardParam as DashboardParam,
        DashboardTabsItemParam as DashboardTabsItemParam,
        GraphParam as GraphParam,
        DeletedResourceParam as DeletedResourceParam,
        ErrorParam as ErrorParam,
        ErrorErrorParam as ErrorErrorParam,
        ErrorErrorDetailsParam as ErrorErrorDetailsParam,
        FormParam as FormParam,
        FormFieldsItemParam as FormFieldsItemParam,
        FormSubmissionParam as FormSubmissionParam,
        FormSubmissionAnswersDetailItemParam as FormSubmissionAnswersDetailItemParam,
        HolidayCalendarParam as HolidayCalendarParam,
        InboxParam as InboxParam,
        KnowledgeBaseParam as KnowledgeBaseParam,
        KnowledgeBaseChunkParam as KnowledgeBaseChunkParam,
        KnowledgeBaseSourceParam as KnowledgeBaseSourceParam,
        MessageParam as MessageParam,
        MessageSendParam as MessageSendParam,
        MessageTemplateParam as MessageTemplateParam,
        QuickReplyParam as QuickReplyParam,
        SignatureDocumentParam as SignatureDocumentParam,
        SignedDocumentParam as SignedDocumentParam,
        SigningLinkParam as SigningLinkParam,
        SigningLinkCreateParam as SigningLinkCreateParam,
        StudioBlockParam as StudioBlockParam,
        StudioFlowParam as StudioFlowParam,
        StudioFlowConnectionsItemParam as StudioFlowConnectionsItemParam,
        TokenIntrospectionParam as TokenIntrospectionParam,
        TokenRequestParam as TokenRequestParam,
        WhatsAppTemplateParam as WhatsAppTemplateParam,
    )


class AccessToken(_m.Model):
    """A one-hour bearer token."""
    access_token: _str
    """JWT-format bearer token. Send it as `Authorization: Bearer <access_token>`."""
    token_type: _t.Literal["Bearer"] | _str
    expires_in: _t.Literal[3600]
    """Lifetime in seconds; always 3600 (one hour)."""
    expires_at: _str
    """When the token stops working. Fetch a new one shortly before."""
    scopes: _list[_str]
    """Informational; authorization is re-read on every request."""
    account_id: _str
    """The account the token acts for."""


class Account(_m.Model):
    """The account's business identity."""
    object: _t.Literal["account"]
    id: _str
    business_name: _str
    industry: _str
    contact_email: _str
    contact_phone: _str
    timezone: _str
    """IANA zone name."""
    default_currency: _str
    """Currency code."""
    logo_url: _str
    business_tax_id: _str
    business_address: _str
    business_city: _str
    business_contact_name: _str
    billing_country: _str
    """Country code."""
    plan: _str
    owner_name: _str
    default_language: _t.Literal["en", "he"] | _str
    billing_country_locked: _bool
    """true once billing has started; an Israeli account's billing country then cannot be changed because it determined VAT on issued invoices."""
    created_at: _str


class Agent(_m.Model):
    """A human or AI agent. Its fields are not published beyond what identifies it."""
    object: _t.Literal["agent"]
    id: _str


class AgentCreate(_m.Model):
    """A human or AI agent to create. Takes a seat; when no seat is free the card on file is charged a prorated amount. A failed charge answers 402 `seat_charge_failed`, nothing is created and a retry is safe."""
    type: _t.Literal["human", "ai"] | _str
    """Whether the agent is a human or an AI agent."""
    name: _str
    email: _str | None
    """Sign-in email of a human agent."""


class AiFeature(_m.Model):
    """An on/off switch for one AI capability. Enabling one usually consumes AI credits each time it runs."""
    object: _t.Literal["ai_feature"]
    key: _str
    label: _str
    enabled: _bool
    changed: _bool | None
    """Only on the answer to a PUT; whether the call changed anything (false when the feature was already in the requested state)."""


class AiFeatureUpdate(_m.Model):
    """Turns one AI capability on or off."""
    enabled: _bool
    """true to turn the capability on, false to turn it off."""


class BusinessHours(_m.Model):
    """An opening-hours schedule."""
    object: _t.Literal["business_hours"]
    id: _str
    name: _str
    timezone: _str
    system: _bool
    """System schedules cannot be edited or deleted."""
    days: _dict[_str, _list[BusinessHoursDaysValueItem]]
    """Weekday name to an array of periods; a day with no periods is closed."""
    holiday_calendar_ids: _list[_str]
    consider_holidays: _bool
    exceptions: _list[_dict[_str, _object]]
    upcoming_holidays: _list[_dict[_str, _object]]
    created_at: _str
    updated_at: _str


class BusinessHoursDaysValueItem(_m.Model):
    """BusinessHoursDaysValueItem."""
    start: _str
    """HH:MM."""
    end: _str
    """HH:MM."""


class Contact(_m.Model):
    """A channel identity (a phone number, email address or handle) owned by a customer."""
    object: _t.Literal["contact"]
    id: _str
    name: _str
    phone: _str
    email: _str
    inbox_type: _str
    """Channel family, one of the `Inbox.type` values."""
    inbox_id: _str
    avatar_url: _str
    created_at: _str
    updated_at: _str


class Conversation(_m.Model):
    """A thread between a contact and the business, in one inbox (channel)."""
    object: _t.Literal["conversation"]
    id: _str
    status: _t.Literal["open", "missed", "pending", "on_hold", "resolved"] | _str
    """`on_hold` carries `on_hold_until`. Transitions between statuses are not published."""
    inbox_id: _str
    inbox_name: _str
    inbox_type: _str
    """Channel family, one of the `Inbox.type` values."""
    contact_id: _str
    contact: ConversationContact
    customer_id: _str
    assignee_id: _str
    """Owning agent, or empty string when nobody owns it (the waiting line)."""
    assignee_name: _str
    team_id: _str
    team_name: _str
    subject: _str
    priority: _t.Literal["", "low", "medium", "high", "urgent"] | _str
    """Empty string when no priority is set."""
    flag: _t.Literal["", "🔴", "🟡", "🟢", "🔵"] | _str
    """One of four flag emoji (red, yellow, green, blue circles)."""
    labels: _list[_str]
    tags: _list[_str]
    pinned: _bool
    unread_count: _int
    message_count: _int
    last_message_preview: _str
    last_message_direction: _t.Literal["", "incoming", "outgoing"] | _str
    last_message_at: _str | None
    last_activity_at: _str | None
    created_at: _str | None
    updated_at: _str | None
    """Last change. Poll `GET /conversations?updated_after=` with it to follow changes (the service has no webhooks)."""
    resolved_at: _str | None
    first_response_at: _str | None
    on_hold_until: _str | None
    """Deadline for `on_hold`."""
    custom_attributes: _dict[_str, _object] | None
    """Only on single-conversation responses; absent from lists. Keys are the `api_id`s of the conversation attribute schema."""
    studio_flow_id: _str
    """Set while a Studio flow owns the conversation."""
    ai_session_id: _str
    """Set while an AI agent handles it."""
    resolved_by: _str
    metadata: _dict[_str, _object]
    """Free-form."""


class ConversationContact(_m.Model):
    """The contact of a conversation, as embedded in it."""
    id: _str
    name: _str
    phone: _str
    email: _str


class ConversationAttributeSchema(_m.Model):
    """The account's schema of conversation attributes."""
    object: _t.Literal["conversation_attribute_schema"]
    sections: _list[ConversationAttributeSchemaSectionsItem]
    attributes: _list[ConversationAttributeSchemaAttributesItem]


class ConversationAttributeSchemaSectionsItem(_m.Model):
    """ConversationAttributeSchemaSectionsItem."""
    id: _str
    title: _str
    order: _int


class ConversationAttributeSchemaAttributesItem(_m.Model):
    """ConversationAttributeSchemaAttributesItem."""
    object: _t.Literal["conversation_attribute"]
    api_id: _str
    """The key used when writing values onto a conversation."""
    label: _str
    type: _t.Literal["text", "number", "select", "multi_select", "date", "checkbox", "url", "email"] | _str
    section_id: _str
    required: _bool
    options: _list[_str]
    order: _int


class ConversationCounts(_m.Model):
    """Counts of conversations by queue."""
    object: _t.Literal["conversation_counts"]
    all_open: _int
    """Every open conversation."""
    assigned: _int
    """Open, owned by a human."""
    waiting: _int
    """Open, no owner."""
    studio_bot: _int
    """Driven by a Studio flow."""
    ai_agent: _int
    """Handled by an AI agent."""
    on_hold: _int
    pending: _int
    resolved: _int


class ConversationCustomAttributes(_m.Model):
    """The custom attribute values of one conversation. Further fields of this record are not published."""
    object: _t.Literal["conversation_custom_attributes"]
    conversation_id: _str
    values: _dict[_str, _object]


class ConversationList(_m.Model):
    """A page of conversations."""
    data: _list[Conversation]
    """At most `per_page` items; `per_page` is at most 100 (reference, Limits)."""
    meta: PageMeta


class PageMeta(_m.Model):
    """Paging information of a collection."""
    page: _int
    """Number of this page, from 1."""
    per_page: _int
    """Items per page requested."""
    count: _int
    """Items on this page."""
    total: _int | None
    """Total across pages. Omitted where counting would cost a second full scan."""
    total_pages: _int
    """Number of pages."""
    has_more: _bool
    """Always present; the value a paging loop tests."""
    next_cursor: _str | None
    """Only on cursor-paged collections (object records). Send it back as `cursor` until `has_more` is false."""


class Customer(_m.Model):
    """A company or household that owns many contacts."""
    object: _t.Literal["customer"]
    id: _str
    name: _str
    industry: _str
    website: _str
    address: _str
    phone: _str
    email: _str
    notes: _str
    logo_url: _str
    assigned_agent: _str
    lifecycle_stage: _str
    """One of the account's configured stages."""
    tags: _list[_str]
    contacts: _list[Contact] | None
    """Only with `?include=contacts`."""
    created_at: _str | None
    updated_at: _str | None
    created_by: _str


class CustomerCreate(_m.Model):
    """A customer to create. Not idempotent; sending it twice creates two customers."""
    name: _str
    industry: _str | None
    website: _str | None
    address: _str | None
    phone: _str | None
    email: _str | None
    notes: _str | None
    lifecycle_stage: _str | None
    """One of the account's configured stages."""
    tags: _list[_str] | None


class CustomerObject(_m.Model):
    """An object type of the mini-CRM (Contacts, Deals, Service Calls, Tasks, plus account-defined ones)."""
    object: _t.Literal["customer_object"]
    id: _str
    """The object type id."""
    label: _str
    label_singular: _str
    icon: _str
    enabled: _bool
    is_default: _bool
    position: _int | None
    fields: _list[CustomerObjectField]
    created_at: _str
    updated_at: _str


class CustomerObjectField(_m.Model):
    """A field of an object type."""
    key: _str
    """The key used inside a record's `data`."""
    label: _str
    type: _str
    required: _bool
    options: _list[_str]
    is_system: _bool


class CustomerObjectList(_m.Model):
    """The account's object types."""
    data: _list[CustomerObject]
    meta: PageMeta


class CustomerObjectRecord(_m.Model):
    """A record of an object type. Each record belongs to exactly one customer."""
    object: _t.Literal["customer_object_record"]
    id: _str
    object_id: _str
    customer_id: _str
    data: _dict[_str, _object]
    """Values keyed by the object type's `fields[].key`."""
    links: _list[_dict[_str, _object]]
    created_at: _str
    updated_at: _str
    created_by: _str
    updated_by: _str


class CustomerObjectRecordList(_m.Model):
    """A cursor-paged page of records. Send `meta.next_cursor` back as `cursor` until `meta.has_more` is false."""
    data: _list[CustomerObjectRecord]
    """At most `limit` items; `limit` is at most 100 (reference, Limits)."""
    meta: PageMeta


class Dashboard(_m.Model):
    """An analytics dashboard. Graph values are computed on demand, only with `?include=values`."""
    object: _t.Literal["dashboard"]
    id: _str
    name: _str
    is_default: _bool
    tabs: _list[DashboardTabsItem]
    graphs: _list[Graph]
    values_included: _bool
    values_truncated_after: _int | None
    """Present when the dashboard has more graphs than one call computes; graphs after this many carry no value."""
    created_at: _str
    updated_at: _str


class DashboardTabsItem(_m.Model):
    """DashboardTabsItem."""
    id: _str
    title: _str
    order: _int


class Graph(_m.Model):
    """A graph of a dashboard."""
    object: _t.Literal["graph"]
    id: _str
    title: _str
    description: _str
    tab_id: _str
    chart_type: _str
    source: _str
    metric: _str
    group_by: _str
    date_range: _dict[_str, _object]
    filters: _list[_dict[_str, _object]]
    position: _dict[_str, _object]
    value: _dict[_str, _object] | None
    """The computed result; only with `?include=values` (expensive, opt-in)."""


class DeletedResource(_m.Model):
    """The answer to a delete. Some deletes add a cascade field."""
    id: _str
    """Id of the deleted resource."""
    object: _str
    """Names the deleted type, for example `customer_object_record`."""
    deleted: _t.Literal[True]
    """Always true."""
    unlinked_contacts: _int | None
    """Only when a customer is deleted. Number of contacts unlinked from it."""
    detached_conversations: _int | None
    """Only when a team is deleted. Number of conversations detached from it."""
    freed_bytes: _int | None
    """Only on a bulk file delete. Bytes of storage freed."""


class Error(_m.Model):
    """The body of every failure. Clients branch on `error.code`, whose values are stable across releases."""
    error: ErrorError


class ErrorError(_m.Model):
    """ErrorError."""
    type: _t.Literal["invalid_request_error", "authentication_error", "permission_error", "not_found_error", "conflict_error", "plan_limit_error", "rate_limit_error", "api_error"] | _str
    """The family of the failure, fixed by the HTTP status:
    400 and 413 `invalid_request_error`, 401 `authentication_error`, 402 `plan_limit_error`,
    403 `permission_error`, 404 `not_found_error`, 409 `conflict_error`, 429 `rate_limit_error`,
    5xx `api_error`.
    """
    code: _str
    """Machine-readable reason, stable across releases. Known codes: `missing_parameter` (with `param`
    naming the field), `validation_failed` (with `details.errors`, one string per failed field),
    `ip_not_allowed` (403), `invalid_token` (401), `seat_charge_failed` (402). The complete list is not
    published; treat an unknown code by its `type`.
    """
    message: _str
    """Human-readable explanation."""
    param: _str | None
    """The offending field or parameter, when there is one."""
    details: ErrorErrorDetails | None
    """Per-field validation errors (`errors`), granted scopes, or plan limits."""
    request_id: _str | None
    """Equals the `X-Request-Id` response header."""


class ErrorErrorDetails(_m.Model):
    """Per-field validation errors (`errors`), granted scopes, or plan limits."""
    errors: _list[_str] | None
    """One string per failed field (with `validation_failed`)."""


class Form(_m.Model):
    """A form. Layouts are edited in the console only."""
    object: _t.Literal["form"]
    id: _str
    name: _str
    type: _str
    status: _str
    public_url: _str
    submission_count: _int
    pages: _list[_dict[_str, _object]]
    settings: _dict[_str, _object]
    fields: _list[FormFieldsItem] | None
    """Only on single-form responses."""
    created_at: _str
    updated_at: _str


class FormFieldsItem(_m.Model):
    """FormFieldsItem."""
    id: _str
    """The key each answer is stored under."""
    label: _str
    type: _str
    placeholder: _str
    help_text: _str
    required: _bool
    options: _list[_dict[_str, _object]]


class FormSubmission(_m.Model):
    """A submission of a form."""
    object: _t.Literal["form_submission"]
    id: _str
    form_id: _str
    form_name: _str
    form_version: _int | None
    contact_id: _str
    conversation_id: _str
    answers: _dict[_str, _object]
    """Flat map of field id to value."""
    answers_detail: _list[FormSubmissionAnswersDetailItem]
    hidden_values: _dict[_str, _object]
    source_params: _dict[_str, _object]
    user_agent: _str
    completion_time_ms: _int | None
    submitted_at: _str | None


class FormSubmissionAnswersDetailItem(_m.Model):
    """FormSubmissionAnswersDetailItem."""
    field_id: _str
    label: _str
    type: _str
    value: _object
    """Any type."""


class HolidayCalendar(_m.Model):
    """A calendar of holidays."""
    object: _t.Literal["holiday_calendar"]
    id: _str
    name: _str
    system: _bool
    year: _int
    dates: _list[_dict[_str, _object]]


class Inbox(_m.Model):
    """A channel the account answers on."""
    object: _t.Literal["inbox"]
    id: _str
    name: _str
    type: _str
    """Channel family: whatsapp, sms, email, live_chat, api, telegram, line, voice, facebook_page, facebook_messenger, instagram, instagram_dm, tiktok_messenger."""
    active: _bool
    identifier: _str
    """Phone number, email address or handle the inbox answers on."""
    created_at: _str


class KnowledgeBase(_m.Model):
    """A knowledge base; it holds sources, each split into chunks."""
    object: _t.Literal["knowledge_base"]
    id: _str
    name: _str
    description: _str
    source_count: _int | None
    chunk_count: _int | None
    stats: _dict[_str, _object] | None
    created_at: _str


class KnowledgeBaseChunk(_m.Model):
    """A chunk of a knowledge-base source."""
    object: _t.Literal["knowledge_base_chunk"]
    id: _str
    source_id: _str
    source_name: _str
    chunk_type: _t.Literal["text", "image"] | _str
    page_number: _int | None
    chunk_index: _int
    model_2: _str
    content: _str
    """The text; image chunks report a placeholder instead of the image data."""
    content_length: _int


class KnowledgeBaseSource(_m.Model):
    """A file or crawled URL of a knowledge base. Ingestion is asynchronous (processing, then ready or failed)."""
    object: _t.Literal["knowledge_base_source"]
    id: _str
    name: _str
    type: _t.Literal["file", "url"] | _str
    status: _t.Literal["processing", "ready", "failed"] | _str
    """`processing` until asynchronous ingestion completes (`ready`, chunks exist) or fails (`failed`)."""
    chunk_count: _int
    created_at: _str


class Message(_m.Model):
    """A message in a conversation."""
    object: _t.Literal["message"]
    id: _str
    conversation_id: _str
    content: _str
    """Text, or media URL for a media message."""
    content_type: _t.Literal["text", "image", "video", "audio", "document", "sticker", "location"] | _str
    caption: _str
    direction: _t.Literal["incoming", "outgoing"] | _str
    private: _bool
    """Internal note; never delivered to the customer."""
    status: _str
    """Delivery status as far as the channel reports: pending, then sent, delivered, read. Channels may report other values."""
    sender_type: _t.Literal["agent", "contact", "system", "bot"] | _str
    sender_id: _str
    sender_name: _str
    inbox_type: _str
    """Channel family, one of the `Inbox.type` values."""
    attachments: _list[_dict[_str, _object]]
    """Free-form objects."""
    reply_to_message_id: _str | None
    metadata: _dict[_str, _object]
    created_at: _str | None
    updated_at: _str | None


class MessageSend(_m.Model):
    """A message to send. Channel rules are checked before sending:

    - **WhatsApp**: once the 24-hour window after the customer's last message has closed, only approved
      templates are accepted (409). A template message carries `template.body_variables` with exactly as many
      values as the template's `body_variable_count`.
    - **TikTok**: a 48-hour window, with a per-window message cap (409 once either is exceeded).
    - **Voice**: private notes only (`private: true`); anything else answers 409.

    Outbound SMS and WhatsApp templates cost credits.
    """
    type: _str
    """Kind of message, for example `text`. A template message uses `template`."""
    content: _str | None
    """Text, or media URL for a media message. Needed for every message except a template message."""
    template: MessageTemplate | None
    private: _bool | None
    """Send as an internal note, never delivered to the customer. The only kind a voice conversation accepts."""
    reply_to_message_id: _str | None
    """Id of the message this one replies to."""


class MessageTemplate(_m.Model):
    """An approved WhatsApp template to send; the only kind of message a WhatsApp conversation accepts once its 24-hour window has closed."""
    name: _str
    """`WhatsAppTemplate.name` of an approved template."""
    language: _str | None
    """`WhatsAppTemplate.language`; needed when the template exists in several languages."""
    body_variables: _list[_str]
    """Exactly as many values as the template's `body_variable_count`."""


class QuickReply(_m.Model):
    """A saved snippet, shared by the account or personal to one agent."""
    object: _t.Literal["quick_reply"]
    id: _str
    title: _str
    body: _str
    """May contain merge variables in double-brace form (for example a contact-name variable), resolved when an agent inserts it."""
    scope: _t.Literal["account", "personal"] | _str
    category_id: _str
    category_name: _str
    owner_agent_id: _str | None
    """Only for `personal` quick replies."""
    created_by: _str
    created_at: _str
    updated_at: _str


class SignatureDocument(_m.Model):
    """An uploaded PDF to be signed. It becomes `active` once signature fields are placed in the console editor; only active documents can be sent for signature."""
    object: _t.Literal["signature_document"]
    id: _str
    file_name: _str
    language: _str
    created_by: _str
    status: _t.Literal["draft", "active"] | _str
    page_count: _int
    field_count: _int
    file_size_mb: _float | None
    created_at: _str
    updated_at: _str


class SignedDocument(_m.Model):
    """The outcome of a signing link."""
    object: _t.Literal["signed_document"]
    id: _str
    document_id: _str
    document_name: _str
    status: _t.Literal["completed", "declined"] | _str
    customer_id: _str
    customer_name: _str
    contact_id: _str
    contact_name: _str
    signer_name: _str
    signer_email: _str
    decline_reason: _str
    completed_at: _str | None
    created_at: _str | None


class SigningLink(_m.Model):
    """A link asking one recipient to sign one document."""
    object: _t.Literal["signing_link"]
    id: _str
    document_id: _str
    document_name: _str
    status: _t.Literal["pending", "signed", "declined", "expired"] | _str
    signing_url: _str
    """The URL to send the recipient."""
    customer_id: _str
    customer_name: _str
    contact_id: _str
    contact_name: _str
    conversation_id: _str
    custom_attributes: _dict[_str, _object]
    created: _bool
    """false means an existing link for this document and contact was returned and nothing was charged."""
    opened_at: _str | None
    signed_at: _str | None
    expires_at: _str | None
    created_at: _str | None


class SigningLinkCreate(_m.Model):
    """The document and the contact to create a signing link for. When they already have a link, that link is returned with `created` false and nothing is charged."""
    document_id: _str
    """An `active` signature document."""
    contact_id: _str
    conversation_id: _str | None
    """The conversation the link is sent in, if any."""
    custom_attributes: _dict[_str, _object] | None


class StudioBlock(_m.Model):
    """A block of a Studio flow, placed at coordinates."""
    object: _t.Literal["studio_block"]
    id: _str
    type: _str
    """Dotted name such as a trigger or action kind."""
    kind: _t.Literal["trigger", "action"] | _str
    label: _str
    settings: _dict[_str, _object]
    """Block-specific; its shapes are described by `GET /studio/blocks`."""
    position: _dict[_str, _object]


class StudioFlow(_m.Model):
    """A read-only view of an automation flow. Editing flows is console-only."""
    object: _t.Literal["studio_flow"]
    id: _str
    name: _str
    description: _str
    status: _t.Literal["draft", "live", "paused", "disabled"] | _str
    version: _int
    node_count: _int
    trigger_count: _int
    has_unpublished_changes: _bool
    disabled_reason: _str
    broken_dependencies: _list[_str]
    blocks: _list[StudioBlock]
    connections: _list[StudioFlowConnectionsItem]
    created_at: _str
    updated_at: _str
    created_by: _str
    last_edited_by: _str


class StudioFlowConnectionsItem(_m.Model):
    """StudioFlowConnectionsItem."""
    id: _str
    from_block_id: _str
    from_handle: _str
    """The output an edge leaves by; identifies a branch."""
    to_block_id: _str
    to_handle: _str


class TokenIntrospection(_m.Model):
    """What the calling token stands for."""
    object: _t.Literal["token_introspection"]
    active: _bool
    account_id: _str
    client_id: _str
    credential_id: _str
    credential_name: _str
    scopes: _list[_str]
    credential_expires_at: _str | None
    """When the credential expires; null when it is unlimited."""
    sso_agent_ids: _list[_str]
    """Agents the credential may sign in; populated only when the credential holds `sso`."""
    sso_origins: _list[_str]
    """Origins allowed to frame an SSO session."""
    request_id: _str


class TokenRequest(_m.Model):
    """A credential's id and secret, as created in the console (Settings, API)."""
    client_id: _str
    """The credential's client id (always visible in the console)."""
    client_secret: _str
    """The credential's client secret, shown once at creation. This endpoint is the only one that reads it."""


class WhatsAppTemplate(_m.Model):
    """A WhatsApp message template. Only `approved` templates can be sent."""
    object: _t.Literal["whatsapp_template"]
    name: _str
    language: _str
    category: _t.Literal["utility", "marketing", "authentication"] | _str
    status: _str
    """Only `approved` templates can be sent."""
    body: _str
    header_type: _str
    body_variable_count: _int
    """How many values `template.body_variables` must carry when the template is sent."""


# Each model's fields: attribute -> (JSON key, converter of the models it holds).
_m.fields(AccessToken, {"access_token": ("access_token", None), "token_type": ("token_type", None), "expires_in": ("expires_in", None), "expires_at": ("expires_at", None), "scopes": ("scopes", None), "account_id": ("account_id", None)})
_m.fields(Account, {"object": ("object", None), "id": ("id", None), "business_name": ("business_name", None), "industry": ("industry", None), "contact_email": ("contact_email", None), "contact_phone": ("contact_phone", None), "timezone": ("timezone", None), "default_currency": ("default_currency", None), "logo_url": ("logo_url", None), "business_tax_id": ("business_tax_id", None), "business_address": ("business_address", None), "business_city": ("business_city", None), "business_contact_name": ("business_contact_name", None), "billing_country": ("billing_country", None), "plan": ("plan", None), "owner_name": ("owner_name", None), "default_language": ("default_language", None), "billing_country_locked": ("billing_country_locked", None), "created_at": ("created_at", None)})
_m.fields(Agent, {"object": ("object", None), "id": ("id", None)})
_m.fields(AgentCreate, {"type": ("type", None), "name": ("name", None), "email": ("email", None)})
_m.fields(AiFeature, {"object": ("object", None), "key": ("key", None), "label": ("label", None), "enabled": ("enabled", None), "changed": ("changed", None)})
_m.fields(AiFeatureUpdate, {"enabled": ("enabled", None)})
_m.fields(BusinessHours, {"object": ("object", None), "id": ("id", None), "name": ("name", None), "timezone": ("timezone", None), "system": ("system", None), "days": ("days", _m.dict_of(_m.list_of(_m.model(BusinessHoursDaysValueItem)))), "holiday_calendar_ids": ("holiday_calendar_ids", None), "consider_holidays": ("consider_holidays", None), "exceptions": ("exceptions", None), "upcoming_holidays": ("upcoming_holidays", None), "created_at": ("created_at", None), "updated_at": ("updated_at", None)})
_m.fields(BusinessHoursDaysValueItem, {"start": ("start", None), "end": ("end", None)})
_m.fields(Contact, {"object": ("object", None), "id": ("id", None), "name": ("name", None), "phone": ("phone", None), "email": ("email", None), "inbox_type": ("inbox_type", None), "inbox_id": ("inbox_id", None), "avatar_url": ("avatar_url", None), "created_at": ("created_at", None), "updated_at": ("updated_at", None)})
_m.fields(Conversation, {"object": ("object", None), "id": ("id", None), "status": ("status", None), "inbox_id": ("inbox_id", None), "inbox_name": ("inbox_name", None), "inbox_type": ("inbox_type", None), "contact_id": ("contact_id", None), "contact": ("contact", _m.model(ConversationContact)), "customer_id": ("customer_id", None), "assignee_id": ("assignee_id", None), "assignee_name": ("assignee_name", None), "team_id": ("team_id", None), "team_name": ("team_name", None), "subject": ("subject", None), "priority": ("priority", None), "flag": ("flag", None), "labels": ("labels", None), "tags": ("tags", None), "pinned": ("pinned", None), "unread_count": ("unread_count", None), "message_count": ("message_count", None), "last_message_preview": ("last_message_preview", None), "last_message_direction": ("last_message_direction", None), "last_message_at": ("last_message_at", None), "last_activity_at": ("last_activity_at", None), "created_at": ("created_at", None), "updated_at": ("updated_at", None), "resolved_at": ("resolved_at", None), "first_response_at": ("first_response_at", None), "on_hold_until": ("on_hold_until", None), "custom_attributes": ("custom_attributes", None), "studio_flow_id": ("studio_flow_id", None), "ai_session_id": ("ai_session_id", None), "resolved_by": ("resolved_by", None), "metadata": ("metadata", None)})
_m.fields(ConversationContact, {"id": ("id", None), "name": ("name", None), "phone": ("phone", None), "email": ("email", None)})
_m.fields(ConversationAttributeSchema, {"object": ("object", None), "sections": ("sections", _m.list_of(_m.model(ConversationAttributeSchemaSectionsItem))), "attributes": ("attributes", _m.list_of(_m.model(ConversationAttributeSchemaAttributesItem)))})
_m.fields(ConversationAttributeSchemaSectionsItem, {"id": ("id", None), "title": ("title", None), "order": ("order", None)})
_m.fields(ConversationAttributeSchemaAttributesItem, {"object": ("object", None), "api_id": ("api_id", None), "label": ("label", None), "type": ("type", None), "section_id": ("section_id", None), "required": ("required", None), "options": ("options", None), "order": ("order", None)})
_m.fields(ConversationCounts, {"object": ("object", None), "all_open": ("all_open", None), "assigned": ("assigned", None), "waiting": ("waiting", None), "studio_bot": ("studio_bot", None), "ai_agent": ("ai_agent", None), "on_hold": ("on_hold", None), "pending": ("pending", None), "resolved": ("resolved", None)})
_m.fields(ConversationCustomAttributes, {"object": ("object", None), "conversation_id": ("conversation_id", None), "values": ("values", None)})
_m.fields(ConversationList, {"data": ("data", _m.list_of(_m.model(Conversation))), "meta": ("meta", _m.model(PageMeta))})
_m.fields(PageMeta, {"page": ("page", None), "per_page": ("per_page", None), "count": ("count", None), "total": ("total", None), "total_pages": ("total_pages", None), "has_more": ("has_more", None), "next_cursor": ("next_cursor", None)})
_m.fields(Customer, {"object": ("object", None), "id": ("id", None), "name": ("name", None), "industry": ("industry", None), "website": ("website", None), "address": ("address", None), "phone": ("phone", None), "email": ("email", None), "notes": ("notes", None), "logo_url": ("logo_url", None), "assigned_agent": ("assigned_agent", None), "lifecycle_stage": ("lifecycle_stage", None), "tags": ("tags", None), "contacts": ("contacts", _m.list_of(_m.model(Contact))), "created_at": ("created_at", None), "updated_at": ("updated_at", None), "created_by": ("created_by", None)})
_m.fields(CustomerCreate, {"name": ("name", None), "industry": ("industry", None), "website": ("website", None), "address": ("address", None), "phone": ("phone", None), "email": ("email", None), "notes": ("notes", None), "lifecycle_stage": ("lifecycle_stage", None), "tags": ("tags", None)})
_m.fields(CustomerObject, {"object": ("object", None), "id": ("id", None), "label": ("label", None), "label_singular": ("label_singular", None), "icon": ("icon", None), "enabled": ("enabled", None), "is_default": ("is_default", None), "position": ("position", None), "fields": ("fields", _m.list_of(_m.model(CustomerObjectField))), "created_at": ("created_at", None), "updated_at": ("updated_at", None)})
_m.fields(CustomerObjectField, {"key": ("key", None), "label": ("label", None), "type": ("type", None), "required": ("required", None), "options": ("options", None), "is_system": ("is_system", None)})
_m.fields(CustomerObjectList, {"data": ("data", _m.list_of(_m.model(CustomerObject))), "meta": ("meta", _m.model(PageMeta))})
_m.fields(CustomerObjectRecord, {"object": ("object", None), "id": ("id", None), "object_id": ("object_id", None), "customer_id": ("customer_id", None), "data": ("data", None), "links": ("links", None), "created_at": ("created_at", None), "updated_at": ("updated_at", None), "created_by": ("created_by", None), "updated_by": ("updated_by", None)})
_m.fields(CustomerObjectRecordList, {"data": ("data", _m.list_of(_m.model(CustomerObjectRecord))), "meta": ("meta", _m.model(PageMeta))})
_m.fields(Dashboard, {"object": ("object", None), "id": ("id", None), "name": ("name", None), "is_default": ("is_default", None), "tabs": ("tabs", _m.list_of(_m.model(DashboardTabsItem))), "graphs": ("graphs", _m.list_of(_m.model(Graph))), "values_included": ("values_included", None), "values_truncated_after": ("values_truncated_after", None), "created_at": ("created_at", None), "updated_at": ("updated_at", None)})
_m.fields(DashboardTabsItem, {"id": ("id", None), "title": ("title", None), "order": ("order", None)})
_m.fields(Graph, {"object": ("object", None), "id": ("id", None), "title": ("title", None), "description": ("description", None), "tab_id": ("tab_id", None), "chart_type": ("chart_type", None), "source": ("source", None), "metric": ("metric", None), "group_by": ("group_by", None), "date_range": ("date_range", None), "filters": ("filters", None), "position": ("position", None), "value": ("value", None)})
_m.fields(DeletedResource, {"id": ("id", None), "object": ("object", None), "deleted": ("deleted", None), "unlinked_contacts": ("unlinked_contacts", None), "detached_conversations": ("detached_conversations", None), "freed_bytes": ("freed_bytes", None)})
_m.fields(Error, {"error": ("error", _m.model(ErrorError))})
_m.fields(ErrorError, {"type": ("type", None), "code": ("code", None), "message": ("message", None), "param": ("param", None), "details": ("details", _m.model(ErrorErrorDetails)), "request_id": ("request_id", None)})
_m.fields(ErrorErrorDetails, {"errors": ("errors", None)})
_m.fields(Form, {"object": ("object", None), "id": ("id", None), "name": ("name", None), "type": ("type", None), "status": ("status", None), "public_url": ("public_url", None), "submission_count": ("submission_count", None), "pages": ("pages", None), "settings": ("settings", None), "fields": ("fields", _m.list_of(_m.model(FormFieldsItem))), "created_at": ("created_at", None), "updated_at": ("updated_at", None)})
_m.fields(FormFieldsItem, {"id": ("id", None), "label": ("label", None), "type": ("type", None), "placeholder": ("placeholder", None), "help_text": ("help_text", None), "required": ("required", None), "options": ("options", None)})
_m.fields(FormSubmission, {"object": ("object", None), "id": ("id", None), "form_id": ("form_id", None), "form_name": ("form_name", None), "form_version": ("form_version", None), "contact_id": ("contact_id", None), "conversation_id": ("conversation_id", None), "answers": ("answers", None), "answers_detail": ("answers_detail", _m.list_of(_m.model(FormSubmissionAnswersDetailItem))), "hidden_values": ("hidden_values", None), "source_params": ("source_params", None), "user_agent": ("user_agent", None), "completion_time_ms": ("completion_time_ms", None), "submitted_at": ("submitted_at", None)})
_m.fields(FormSubmissionAnswersDetailItem, {"field_id": ("field_id", None), "label": ("label", None), "type": ("type", None), "value": ("value", None)})
_m.fields(HolidayCalendar, {"object": ("object", None), "id": ("id", None), "name": ("name", None), "system": ("system", None), "year": ("year", None), "dates": ("dates", None)})
_m.fields(Inbox, {"object": ("object", None), "id": ("id", None), "name": ("name", None), "type": ("type", None), "active": ("active", None), "identifier": ("identifier", None), "created_at": ("created_at", None)})
_m.fields(KnowledgeBase, {"object": ("object", None), "id": ("id", None), "name": ("name", None), "description": ("description", None), "source_count": ("source_count", None), "chunk_count": ("chunk_count", None), "stats": ("stats", None), "created_at": ("created_at", None)})
_m.fields(KnowledgeBaseChunk, {"object": ("object", None), "id": ("id", None), "source_id": ("source_id", None), "source_name": ("source_name", None), "chunk_type": ("chunk_type", None), "page_number": ("page_number", None), "chunk_index": ("chunk_index", None), "model_2": ("model", None), "content": ("content", None), "content_length": ("content_length", None)})
_m.fields(KnowledgeBaseSource, {"object": ("object", None), "id": ("id", None), "name": ("name", None), "type": ("type", None), "status": ("status", None), "chunk_count": ("chunk_count", None), "created_at": ("created_at", None)})
_m.fields(Message, {"object": ("object", None), "id": ("id", None), "conversation_id": ("conversation_id", None), "content": ("content", None), "content_type": ("content_type", None), "caption": ("caption", None), "direction": ("direction", None), "private": ("private", None), "status": ("status", None), "sender_type": ("sender_type", None), "sender_id": ("sender_id", None), "sender_name": ("sender_name", None), "inbox_type": ("inbox_type", None), "attachments": ("attachments", None), "reply_to_message_id": ("reply_to_message_id", None), "metadata": ("metadata", None), "created_at": ("created_at", None), "updated_at": ("updated_at", None)})
_m.fields(MessageSend, {"type": ("type", None), "content": ("content", None), "template": ("template", _m.model(MessageTemplate)), "private": ("private", None), "reply_to_message_id": ("reply_to_message_id", None)})
_m.fields(MessageTemplate, {"name": ("name", None), "language": ("language", None), "body_variables": ("body_variables", None)})
_m.fields(QuickReply, {"object": ("object", None), "id": ("id", None), "title": ("title", None), "body": ("body", None), "scope": ("scope", None), "category_id": ("category_id", None), "category_name": ("category_name", None), "owner_agent_id": ("owner_agent_id", None), "created_by": ("created_by", None), "created_at": ("created_at", None), "updated_at": ("updated_at", None)})
_m.fields(SignatureDocument, {"object": ("object", None), "id": ("id", None), "file_name": ("file_name", None), "language": ("language", None), "created_by": ("created_by", None), "status": ("status", None), "page_count": ("page_count", None), "field_count": ("field_count", None), "file_size_mb": ("file_size_mb", None), "created_at": ("created_at", None), "updated_at": ("updated_at", None)})
_m.fields(SignedDocument, {"object": ("object", None), "id": ("id", None), "document_id": ("document_id", None), "document_name": ("document_name", None), "status": ("status", None), "customer_id": ("customer_id", None), "customer_name": ("customer_name", None), "contact_id": ("contact_id", None), "contact_name": ("contact_name", None), "signer_name": ("signer_name", None), "signer_email": ("signer_email", None), "decline_reason": ("decline_reason", None), "completed_at": ("completed_at", None), "created_at": ("created_at", None)})
_m.fields(SigningLink, {"object": ("object", None), "id": ("id", None), "document_id": ("document_id", None), "document_name": ("document_name", None), "status": ("status", None), "signing_url": ("signing_url", None), "customer_id": ("customer_id", None), "customer_name": ("customer_name", None), "contact_id": ("contact_id", None), "contact_name": ("contact_name", None), "conversation_id": ("conversation_id", None), "custom_attributes": ("custom_attributes", None), "created": ("created", None), "opened_at": ("opened_at", None), "signed_at": ("signed_at", None), "expires_at": ("expires_at", None), "created_at": ("created_at", None)})
_m.fields(SigningLinkCreate, {"document_id": ("document_id", None), "contact_id": ("contact_id", None), "conversation_id": ("conversation_id", None), "custom_attributes": ("custom_attributes", None)})
_m.fields(StudioBlock, {"object": ("object", None), "id": ("id", None), "type": ("type", None), "kind": ("kind", None), "label": ("label", None), "settings": ("settings", None), "position": ("position", None)})
_m.fields(StudioFlow, {"object": ("object", None), "id": ("id", None), "name": ("name", None), "description": ("description", None), "status": ("status", None), "version": ("version", None), "node_count": ("node_count", None), "trigger_count": ("trigger_count", None), "has_unpublished_changes": ("has_unpublished_changes", None), "disabled_reason": ("disabled_reason", None), "broken_dependencies": ("broken_dependencies", None), "blocks": ("blocks", _m.list_of(_m.model(StudioBlock))), "connections": ("connections", _m.list_of(_m.model(StudioFlowConnectionsItem))), "created_at": ("created_at", None), "updated_at": ("updated_at", None), "created_by": ("created_by", None), "last_edited_by": ("last_edited_by", None)})
_m.fields(StudioFlowConnectionsItem, {"id": ("id", None), "from_block_id": ("from_block_id", None), "from_handle": ("from_handle", None), "to_block_id": ("to_block_id", None), "to_handle": ("to_handle", None)})
_m.fields(TokenIntrospection, {"object": ("object", None), "active": ("active", None), "account_id": ("account_id", None), "client_id": ("client_id", None), "credential_id": ("credential_id", None), "credential_name": ("credential_name", None), "scopes": ("scopes", None), "credential_expires_at": ("credential_expires_at", None), "sso_agent_ids": ("sso_agent_ids", None), "sso_origins": ("sso_origins", None), "request_id": ("request_id", None)})
_m.fields(TokenRequest, {"client_id": ("client_id", None), "client_secret": ("client_secret", None)})
_m.fields(WhatsAppTemplate, {"object": ("object", None), "name": ("name", None), "language": ("language", None), "category": ("category", None), "status": ("status", None), "body": ("body", None), "header_type": ("header_type", None), "body_variable_count": ("body_variable_count", None)})


def __getattr__(name: str) -> object:
    # The request types live in `params`, imported on first use: building TypedDicts is most of an import.
    from . import params

    try:
        return getattr(params, name)
    except AttributeError:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}") from None


__all__ = ["AccessToken", "Account", "Agent", "AgentCreate", "AiFeature", "AiFeatureUpdate", "BusinessHours", "BusinessHoursDaysValueItem", "Contact", "Conversation", "ConversationContact", "ConversationAttributeSchema", "ConversationAttributeSchemaSectionsItem", "ConversationAttributeSchemaAttributesItem", "ConversationCounts", "ConversationCustomAttributes", "ConversationList", "PageMeta", "Customer", "CustomerCreate", "CustomerObject", "CustomerObjectField", "CustomerObjectList", "CustomerObjectRecord", "CustomerObjectRecordList", "Dashboard", "DashboardTabsItem", "Graph", "DeletedResource", "Error", "ErrorError", "ErrorErrorDetails", "Form", "FormFieldsItem", "FormSubmission", "FormSubmissionAnswersDetailItem", "HolidayCalendar", "Inbox", "KnowledgeBase", "KnowledgeBaseChunk", "KnowledgeBaseSource", "Message", "MessageSend", "MessageTemplate", "QuickReply", "SignatureDocument", "SignedDocument", "SigningLink", "SigningLinkCreate", "StudioBlock", "StudioFlow", "StudioFlowConnectionsItem", "TokenIntrospection", "TokenRequest", "WhatsAppTemplate", "AccessTokenParam", "AccountParam", "AgentParam", "AgentCreateParam", "AiFeatureParam", "AiFeatureUpdateParam", "BusinessHoursParam", "BusinessHoursDaysValueItemParam", "ContactParam", "ConversationParam", "ConversationContactParam", "ConversationAttributeSchemaParam", "ConversationAttributeSchemaSectionsItemParam", "ConversationAttributeSchemaAttributesItemParam", "ConversationCountsParam", "ConversationCustomAttributesParam", "ConversationListParam", "PageMetaParam", "CustomerParam", "CustomerCreateParam", "CustomerObjectParam", "CustomerObjectFieldParam", "CustomerObjectListParam", "CustomerObjectRecordParam", "CustomerObjectRecordListParam", "DashboardParam", "DashboardTabsItemParam", "GraphParam", "DeletedResourceParam", "ErrorParam", "ErrorErrorParam", "ErrorErrorDetailsParam", "FormParam", "FormFieldsItemParam", "FormSubmissionParam", "FormSubmissionAnswersDetailItemParam", "HolidayCalendarParam", "InboxParam", "KnowledgeBaseParam", "KnowledgeBaseChunkParam", "KnowledgeBaseSourceParam", "MessageParam", "MessageSendParam", "MessageTemplateParam", "QuickReplyParam", "SignatureDocumentParam", "SignedDocumentParam", "SigningLinkParam", "SigningLinkCreateParam", "StudioBlockParam", "StudioFlowParam", "StudioFlowConnectionsItemParam", "TokenIntrospectionParam", "TokenRequestParam", "WhatsAppTemplateParam"]
