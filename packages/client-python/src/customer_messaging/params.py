# Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
# Regenerate with `npm run generate`.
"""The request types of Customer Messaging Platform API: a TypedDict per object a request takes (a misspelt key is a type error)."""

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

from typing_extensions import Required, TypedDict

_ = (_abc, _t, _bytes, _dict, _float, _int, _list, _bool, _str, _object)


class AccessTokenParam(TypedDict, total=False):
    """A one-hour bearer token."""
    access_token: Required[_str]
    """JWT-format bearer token. Send it as `Authorization: Bearer <access_token>`."""
    token_type: Required[_t.Literal["Bearer"]]
    expires_in: Required[_t.Literal[3600]]
    """Lifetime in seconds; always 3600 (one hour)."""
    expires_at: Required[_str]
    """When the token stops working. Fetch a new one shortly before."""
    scopes: Required[_t.Sequence[_str]]
    """Informational; authorization is re-read on every request."""
    account_id: Required[_str]
    """The account the token acts for."""


class AccountParam(TypedDict, total=False):
    """The account's business identity."""
    object: Required[_t.Literal["account"]]
    id: Required[_str]
    business_name: Required[_str]
    industry: Required[_str]
    contact_email: Required[_str]
    contact_phone: Required[_str]
    timezone: Required[_str]
    """IANA zone name."""
    default_currency: Required[_str]
    """Currency code."""
    logo_url: Required[_str]
    business_tax_id: Required[_str]
    business_address: Required[_str]
    business_city: Required[_str]
    business_contact_name: Required[_str]
    billing_country: Required[_str]
    """Country code."""
    plan: Required[_str]
    owner_name: Required[_str]
    default_language: Required[_t.Literal["en", "he"]]
    billing_country_locked: Required[_bool]
    """true once billing has started; an Israeli account's billing country then cannot be changed because it determined VAT on issued invoices."""
    created_at: Required[_str]


class AgentParam(TypedDict, total=False):
    """A human or AI agent. Its fields are not published beyond what identifies it."""
    object: Required[_t.Literal["agent"]]
    id: Required[_str]


class AgentCreateParam(TypedDict, total=False):
    """A human or AI agent to create. Takes a seat; when no seat is free the card on file is charged a prorated amount. A failed charge answers 402 `seat_charge_failed`, nothing is created and a retry is safe."""
    type: Required[_t.Literal["human", "ai"]]
    """Whether the agent is a human or an AI agent."""
    name: Required[_str]
    email: _str
    """Sign-in email of a human agent."""


class AiFeatureParam(TypedDict, total=False):
    """An on/off switch for one AI capability. Enabling one usually consumes AI credits each time it runs."""
    object: Required[_t.Literal["ai_feature"]]
    key: Required[_str]
    label: Required[_str]
    enabled: Required[_bool]
    changed: _bool
    """Only on the answer to a PUT; whether the call changed anything (false when the feature was already in the requested state)."""


class AiFeatureUpdateParam(TypedDict, total=False):
    """Turns one AI capability on or off."""
    enabled: Required[_bool]
    """true to turn the capability on, false to turn it off."""


class BusinessHoursParam(TypedDict, total=False):
    """An opening-hours schedule."""
    object: Required[_t.Literal["business_hours"]]
    id: Required[_str]
    name: Required[_str]
    timezone: Required[_str]
    system: Required[_bool]
    """System schedules cannot be edited or deleted."""
    days: Required[_t.Mapping[_str, _t.Sequence[BusinessHoursDaysValueItemParam]]]
    """Weekday name to an array of periods; a day with no periods is closed."""
    holiday_calendar_ids: Required[_t.Sequence[_str]]
    consider_holidays: Required[_bool]
    exceptions: Required[_t.Sequence[_t.Mapping[_str, _object]]]
    upcoming_holidays: Required[_t.Sequence[_t.Mapping[_str, _object]]]
    created_at: Required[_str]
    updated_at: Required[_str]


class BusinessHoursDaysValueItemParam(TypedDict, total=False):
    """BusinessHoursDaysValueItemParam."""
    start: Required[_str]
    """HH:MM."""
    end: Required[_str]
    """HH:MM."""


class ContactParam(TypedDict, total=False):
    """A channel identity (a phone number, email address or handle) owned by a customer."""
    object: Required[_t.Literal["contact"]]
    id: Required[_str]
    name: Required[_str]
    phone: Required[_str]
    email: Required[_str]
    inbox_type: Required[_str]
    """Channel family, one of the `Inbox.type` values."""
    inbox_id: Required[_str]
    avatar_url: Required[_str]
    created_at: Required[_str]
    updated_at: Required[_str]


class ConversationParam(TypedDict, total=False):
    """A thread between a contact and the business, in one inbox (channel)."""
    object: Required[_t.Literal["conversation"]]
    id: Required[_str]
    status: Required[_t.Literal["open", "missed", "pending", "on_hold", "resolved"]]
    """`on_hold` carries `on_hold_until`. Transitions between statuses are not published."""
    inbox_id: Required[_str]
    inbox_name: Required[_str]
    inbox_type: Required[_str]
    """Channel family, one of the `Inbox.type` values."""
    contact_id: Required[_str]
    contact: Required[ConversationContactParam]
    customer_id: Required[_str]
    assignee_id: Required[_str]
    """Owning agent, or empty string when nobody owns it (the waiting line)."""
    assignee_name: Required[_str]
    team_id: Required[_str]
    team_name: Required[_str]
    subject: Required[_str]
    priority: Required[_t.Literal["", "low", "medium", "high", "urgent"]]
    """Empty string when no priority is set."""
    flag: Required[_t.Literal["", "🔴", "🟡", "🟢", "🔵"]]
    """One of four flag emoji (red, yellow, green, blue circles)."""
    labels: Required[_t.Sequence[_str]]
    tags: Required[_t.Sequence[_str]]
    pinned: Required[_bool]
    unread_count: Required[_int]
    message_count: Required[_int]
    last_message_preview: Required[_str]
    last_message_direction: Required[_t.Literal["", "incoming", "outgoing"]]
    last_message_at: Required[_str | None]
    last_activity_at: Required[_str | None]
    created_at: Required[_str | None]
    updated_at: Required[_str | None]
    """Last change. Poll `GET /conversations?updated_after=` with it to follow changes (the service has no webhooks)."""
    resolved_at: Required[_str | None]
    first_response_at: Required[_str | None]
    on_hold_until: Required[_str | None]
    """Deadline for `on_hold`."""
    custom_attributes: _t.Mapping[_str, _object]
    """Only on single-conversation responses; absent from lists. Keys are the `api_id`s of the conversation attribute schema."""
    studio_flow_id: Required[_str]
    """Set while a Studio flow owns the conversation."""
    ai_session_id: Required[_str]
    """Set while an AI agent handles it."""
    resolved_by: Required[_str]
    metadata: Required[_t.Mapping[_str, _object]]
    """Free-form."""


class ConversationContactParam(TypedDict, total=False):
    """The contact of a conversation, as embedded in it."""
    id: Required[_str]
    name: Required[_str]
    phone: Required[_str]
    email: Required[_str]


class ConversationAttributeSchemaParam(TypedDict, total=False):
    """The account's schema of conversation attributes."""
    object: Required[_t.Literal["conversation_attribute_schema"]]
    sections: Required[_t.Sequence[ConversationAttributeSchemaSectionsItemParam]]
    attributes: Required[_t.Sequence[ConversationAttributeSchemaAttributesItemParam]]


class ConversationAttributeSchemaSectionsItemParam(TypedDict, total=False):
    """ConversationAttributeSchemaSectionsItemParam."""
    id: Required[_str]
    title: Required[_str]
    order: Required[_int]


class ConversationAttributeSchemaAttributesItemParam(TypedDict, total=False):
    """ConversationAttributeSchemaAttributesItemParam."""
    object: Required[_t.Literal["conversation_attribute"]]
    api_id: Required[_str]
    """The key used when writing values onto a conversation."""
    label: Required[_str]
    type: Required[_t.Literal["text", "number", "select", "multi_select", "date", "checkbox", "url", "email"]]
    section_id: Required[_str]
    required: Required[_bool]
    options: Required[_t.Sequence[_str]]
    order: Required[_int]


class ConversationCountsParam(TypedDict, total=False):
    """Counts of conversations by queue."""
    object: Required[_t.Literal["conversation_counts"]]
    all_open: Required[_int]
    """Every open conversation."""
    assigned: Required[_int]
    """Open, owned by a human."""
    waiting: Required[_int]
    """Open, no owner."""
    studio_bot: Required[_int]
    """Driven by a Studio flow."""
    ai_agent: Required[_int]
    """Handled by an AI agent."""
    on_hold: Required[_int]
    pending: Required[_int]
    resolved: Required[_int]


class ConversationCustomAttributesParam(TypedDict, total=False):
    """The custom attribute values of one conversation. Further fields of this record are not published."""
    object: Required[_t.Literal["conversation_custom_attributes"]]
    conversation_id: Required[_str]
    values: Required[_t.Mapping[_str, _object]]


class ConversationListParam(TypedDict, total=False):
    """A page of conversations."""
    data: Required[_t.Sequence[ConversationParam]]
    """At most `per_page` items; `per_page` is at most 100 (reference, Limits)."""
    meta: Required[PageMetaParam]


class PageMetaParam(TypedDict, total=False):
    """Paging information of a collection."""
    page: Required[_int]
    """Number of this page, from 1."""
    per_page: Required[_int]
    """Items per page requested."""
    count: Required[_int]
    """Items on this page."""
    total: _int
    """Total across pages. Omitted where counting would cost a second full scan."""
    total_pages: Required[_int]
    """Number of pages."""
    has_more: Required[_bool]
    """Always present; the value a paging loop tests."""
    next_cursor: _str
    """Only on cursor-paged collections (object records). Send it back as `cursor` until `has_more` is false."""


class CustomerParam(TypedDict, total=False):
    """A company or household that owns many contacts."""
    object: Required[_t.Literal["customer"]]
    id: Required[_str]
    name: Required[_str]
    industry: Required[_str]
    website: Required[_str]
    address: Required[_str]
    phone: Required[_str]
    email: Required[_str]
    notes: Required[_str]
    logo_url: Required[_str]
    assigned_agent: Required[_str]
    lifecycle_stage: Required[_str]
    """One of the account's configured stages."""
    tags: Required[_t.Sequence[_str]]
    contacts: _t.Sequence[ContactParam]
    """Only with `?include=contacts`."""
    created_at: Required[_str | None]
    updated_at: Required[_str | None]
    created_by: Required[_str]


class CustomerCreateParam(TypedDict, total=False):
    """A customer to create. Not idempotent; sending it twice creates two customers."""
    name: Required[_str]
    industry: _str
    website: _str
    address: _str
    phone: _str
    email: _str
    notes: _str
    lifecycle_stage: _str
    """One of the account's configured stages."""
    tags: _t.Sequence[_str]


class CustomerObjectParam(TypedDict, total=False):
    """An object type of the mini-CRM (Contacts, Deals, Service Calls, Tasks, plus account-defined ones)."""
    object: Required[_t.Literal["customer_object"]]
    id: Required[_str]
    """The object type id."""
    label: Required[_str]
    label_singular: Required[_str]
    icon: Required[_str]
    enabled: Required[_bool]
    is_default: Required[_bool]
    position: Required[_int | None]
    fields: Required[_t.Sequence[CustomerObjectFieldParam]]
    created_at: Required[_str]
    updated_at: Required[_str]


class CustomerObjectFieldParam(TypedDict, total=False):
    """A field of an object type."""
    key: Required[_str]
    """The key used inside a record's `data`."""
    label: Required[_str]
    type: Required[_str]
    required: Required[_bool]
    options: Required[_t.Sequence[_str]]
    is_system: Required[_bool]


class CustomerObjectListParam(TypedDict, total=False):
    """The account's object types."""
    data: Required[_t.Sequence[CustomerObjectParam]]
    meta: Required[PageMetaParam]


class CustomerObjectRecordParam(TypedDict, total=False):
    """A record of an object type. Each record belongs to exactly one customer."""
    object: Required[_t.Literal["customer_object_record"]]
    id: Required[_str]
    object_id: Required[_str]
    customer_id: Required[_str]
    data: Required[_t.Mapping[_str, _object]]
    """Values keyed by the object type's `fields[].key`."""
    links: Required[_t.Sequence[_t.Mapping[_str, _object]]]
    created_at: Required[_str]
    updated_at: Required[_str]
    created_by: Required[_str]
    updated_by: Required[_str]


class CustomerObjectRecordListParam(TypedDict, total=False):
    """A cursor-paged page of records. Send `meta.next_cursor` back as `cursor` until `meta.has_more` is false."""
    data: Required[_t.Sequence[CustomerObjectRecordParam]]
    """At most `limit` items; `limit` is at most 100 (reference, Limits)."""
    meta: Required[PageMetaParam]


class DashboardParam(TypedDict, total=False):
    """An analytics dashboard. Graph values are computed on demand, only with `?include=values`."""
    object: Required[_t.Literal["dashboard"]]
    id: Required[_str]
    name: Required[_str]
    is_default: Required[_bool]
    tabs: Required[_t.Sequence[DashboardTabsItemParam]]
    graphs: Required[_t.Sequence[GraphParam]]
    values_included: Required[_bool]
    values_truncated_after: _int
    """Present when the dashboard has more graphs than one call computes; graphs after this many carry no value."""
    created_at: Required[_str]
    updated_at: Required[_str]


class DashboardTabsItemParam(TypedDict, total=False):
    """DashboardTabsItemParam."""
    id: Required[_str]
    title: Required[_str]
    order: Required[_int]


class GraphParam(TypedDict, total=False):
    """A graph of a dashboard."""
    object: Required[_t.Literal["graph"]]
    id: Required[_str]
    title: Required[_str]
    description: Required[_str]
    tab_id: Required[_str]
    chart_type: Required[_str]
    source: Required[_str]
    metric: Required[_str]
    group_by: Required[_str]
    date_range: Required[_t.Mapping[_str, _object]]
    filters: Required[_t.Sequence[_t.Mapping[_str, _object]]]
    position: Required[_t.Mapping[_str, _object]]
    value: _t.Mapping[_str, _object] | None
    """The computed result; only with `?include=values` (expensive, opt-in)."""


class DeletedResourceParam(TypedDict, total=False):
    """The answer to a delete. Some deletes add a cascade field."""
    id: Required[_str]
    """Id of the deleted resource."""
    object: Required[_str]
    """Names the deleted type, for example `customer_object_record`."""
    deleted: Required[_t.Literal[True]]
    """Always true."""
    unlinked_contacts: _int
    """Only when a customer is deleted. Number of contacts unlinked from it."""
    detached_conversations: _int
    """Only when a team is deleted. Number of conversations detached from it."""
    freed_bytes: _int
    """Only on a bulk file delete. Bytes of storage freed."""


class ErrorParam(TypedDict, total=False):
    """The body of every failure. Clients branch on `error.code`, whose values are stable across releases."""
    error: Required[ErrorErrorParam]


class ErrorErrorParam(TypedDict, total=False):
    """ErrorErrorParam."""
    type: Required[_t.Literal["invalid_request_error", "authentication_error", "permission_error", "not_found_error", "conflict_error", "plan_limit_error", "rate_limit_error", "api_error"]]
    """The family of the failure, fixed by the HTTP status:
    400 and 413 `invalid_request_error`, 401 `authentication_error`, 402 `plan_limit_error`,
    403 `permission_error`, 404 `not_found_error`, 409 `conflict_error`, 429 `rate_limit_error`,
    5xx `api_error`.
    """
    code: Required[_str]
    """Machine-readable reason, stable across releases. Known codes: `missing_parameter` (with `param`
    naming the field), `validation_failed` (with `details.errors`, one string per failed field),
    `ip_not_allowed` (403), `invalid_token` (401), `seat_charge_failed` (402). The complete list is not
    published; treat an unknown code by its `type`.
    """
    message: Required[_str]
    """Human-readable explanation."""
    param: _str
    """The offending field or parameter, when there is one."""
    details: ErrorErrorDetailsParam
    """Per-field validation errors (`errors`), granted scopes, or plan limits."""
    request_id: _str
    """Equals the `X-Request-Id` response header."""


class ErrorErrorDetailsParam(TypedDict, total=False):
    """Per-field validation errors (`errors`), granted scopes, or plan limits."""
    errors: _t.Sequence[_str]
    """One string per failed field (with `validation_failed`)."""


class FormParam(TypedDict, total=False):
    """A form. Layouts are edited in the console only."""
    object: Required[_t.Literal["form"]]
    id: Required[_str]
    name: Required[_str]
    type: Required[_str]
    status: Required[_str]
    public_url: Required[_str]
    submission_count: Required[_int]
    pages: Required[_t.Sequence[_t.Mapping[_str, _object]]]
    settings: Required[_t.Mapping[_str, _object]]
    fields: _t.Sequence[FormFieldsItemParam]
    """Only on single-form responses."""
    created_at: Required[_str]
    updated_at: Required[_str]


class FormFieldsItemParam(TypedDict, total=False):
    """FormFieldsItemParam."""
    id: Required[_str]
    """The key each answer is stored under."""
    label: Required[_str]
    type: Required[_str]
    placeholder: Required[_str]
    help_text: Required[_str]
    required: Required[_bool]
    options: Required[_t.Sequence[_t.Mapping[_str, _object]]]


class FormSubmissionParam(TypedDict, total=False):
    """A submission of a form."""
    object: Required[_t.Literal["form_submission"]]
    id: Required[_str]
    form_id: Required[_str]
    form_name: Required[_str]
    form_version: Required[_int | None]
    contact_id: Required[_str]
    conversation_id: Required[_str]
    answers: Required[_t.Mapping[_str, _object]]
    """Flat map of field id to value."""
    answers_detail: Required[_t.Sequence[FormSubmissionAnswersDetailItemParam]]
    hidden_values: Required[_t.Mapping[_str, _object]]
    source_params: Required[_t.Mapping[_str, _object]]
    user_agent: Required[_str]
    completion_time_ms: Required[_int | None]
    submitted_at: Required[_str | None]


class FormSubmissionAnswersDetailItemParam(TypedDict, total=False):
    """FormSubmissionAnswersDetailItemParam."""
    field_id: Required[_str]
    label: Required[_str]
    type: Required[_str]
    value: Required[_object]
    """Any type."""


class HolidayCalendarParam(TypedDict, total=False):
    """A calendar of holidays."""
    object: Required[_t.Literal["holiday_calendar"]]
    id: Required[_str]
    name: Required[_str]
    system: Required[_bool]
    year: Required[_int]
    dates: Required[_t.Sequence[_t.Mapping[_str, _object]]]


class InboxParam(TypedDict, total=False):
    """A channel the account answers on."""
    object: Required[_t.Literal["inbox"]]
    id: Required[_str]
    name: Required[_str]
    type: Required[_str]
    """Channel family: whatsapp, sms, email, live_chat, api, telegram, line, voice, facebook_page, facebook_messenger, instagram, instagram_dm, tiktok_messenger."""
    active: Required[_bool]
    identifier: Required[_str]
    """Phone number, email address or handle the inbox answers on."""
    created_at: Required[_str]


class KnowledgeBaseParam(TypedDict, total=False):
    """A knowledge base; it holds sources, each split into chunks."""
    object: Required[_t.Literal["knowledge_base"]]
    id: Required[_str]
    name: Required[_str]
    description: Required[_str]
    source_count: Required[_int | None]
    chunk_count: Required[_int | None]
    stats: Required[_t.Mapping[_str, _object] | None]
    created_at: Required[_str]


class KnowledgeBaseChunkParam(TypedDict, total=False):
    """A chunk of a knowledge-base source."""
    object: Required[_t.Literal["knowledge_base_chunk"]]
    id: Required[_str]
    source_id: Required[_str]
    source_name: Required[_str]
    chunk_type: Required[_t.Literal["text", "image"]]
    page_number: Required[_int | None]
    chunk_index: Required[_int]
    model: Required[_str]
    content: Required[_str]
    """The text; image chunks report a placeholder instead of the image data."""
    content_length: Required[_int]


class KnowledgeBaseSourceParam(TypedDict, total=False):
    """A file or crawled URL of a knowledge base. Ingestion is asynchronous (processing, then ready or failed)."""
    object: Required[_t.Literal["knowledge_base_source"]]
    id: Required[_str]
    name: Required[_str]
    type: Required[_t.Literal["file", "url"]]
    status: Required[_t.Literal["processing", "ready", "failed"]]
    """`processing` until asynchronous ingestion completes (`ready`, chunks exist) or fails (`failed`)."""
    chunk_count: Required[_int]
    created_at: Required[_str]


class MessageParam(TypedDict, total=False):
    """A message in a conversation."""
    object: Required[_t.Literal["message"]]
    id: Required[_str]
    conversation_id: Required[_str]
    content: Required[_str]
    """Text, or media URL for a media message."""
    content_type: Required[_t.Literal["text", "image", "video", "audio", "document", "sticker", "location"]]
    caption: Required[_str]
    direction: Required[_t.Literal["incoming", "outgoing"]]
    private: Required[_bool]
    """Internal note; never delivered to the customer."""
    status: Required[_str]
    """Delivery status as far as the channel reports: pending, then sent, delivered, read. Channels may report other values."""
    sender_type: Required[_t.Literal["agent", "contact", "system", "bot"]]
    sender_id: Required[_str]
    sender_name: Required[_str]
    inbox_type: Required[_str]
    """Channel family, one of the `Inbox.type` values."""
    attachments: Required[_t.Sequence[_t.Mapping[_str, _object]]]
    """Free-form objects."""
    reply_to_message_id: Required[_str | None]
    metadata: Required[_t.Mapping[_str, _object]]
    created_at: Required[_str | None]
    updated_at: Required[_str | None]


class MessageSendParam(TypedDict, total=False):
    """A message to send. Channel rules are checked before sending:

    - **WhatsApp**: once the 24-hour window after the customer's last message has closed, only approved
      templates are accepted (409). A template message carries `template.body_variables` with exactly as many
      values as the template's `body_variable_count`.
    - **TikTok**: a 48-hour window, with a per-window message cap (409 once either is exceeded).
    - **Voice**: private notes only (`private: true`); anything else answers 409.

    Outbound SMS and WhatsApp templates cost credits.
    """
    type: Required[_str]
    """Kind of message, for example `text`. A template message uses `template`."""
    content: _str
    """Text, or media URL for a media message. Needed for every message except a template message."""
    template: MessageTemplateParam
    private: _bool
    """Send as an internal note, never delivered to the customer. The only kind a voice conversation accepts."""
    reply_to_message_id: _str
    """Id of the message this one replies to."""


class MessageTemplateParam(TypedDict, total=False):
    """An approved WhatsApp template to send; the only kind of message a WhatsApp conversation accepts once its 24-hour window has closed."""
    name: Required[_str]
    """`WhatsAppTemplate.name` of an approved template."""
    language: _str
    """`WhatsAppTemplate.language`; needed when the template exists in several languages."""
    body_variables: Required[_t.Sequence[_str]]
    """Exactly as many values as the template's `body_variable_count`."""


class QuickReplyParam(TypedDict, total=False):
    """A saved snippet, shared by the account or personal to one agent."""
    object: Required[_t.Literal["quick_reply"]]
    id: Required[_str]
    title: Required[_str]
    body: Required[_str]
    """May contain merge variables in double-brace form (for example a contact-name variable), resolved when an agent inserts it."""
    scope: Required[_t.Literal["account", "personal"]]
    category_id: Required[_str]
    category_name: Required[_str]
    owner_agent_id: _str
    """Only for `personal` quick replies."""
    created_by: Required[_str]
    created_at: Required[_str]
    updated_at: Required[_str]


class SignatureDocumentParam(TypedDict, total=False):
    """An uploaded PDF to be signed. It becomes `active` once signature fields are placed in the console editor; only active documents can be sent for signature."""
    object: Required[_t.Literal["signature_document"]]
    id: Required[_str]
    file_name: Required[_str]
    language: Required[_str]
    created_by: Required[_str]
    status: Required[_t.Literal["draft", "active"]]
    page_count: Required[_int]
    field_count: Required[_int]
    file_size_mb: Required[_float | None]
    created_at: Required[_str]
    updated_at: Required[_str]


class SignedDocumentParam(TypedDict, total=False):
    """The outcome of a signing link."""
    object: Required[_t.Literal["signed_document"]]
    id: Required[_str]
    document_id: Required[_str]
    document_name: Required[_str]
    status: Required[_t.Literal["completed", "declined"]]
    customer_id: Required[_str]
    customer_name: Required[_str]
    contact_id: Required[_str]
    contact_name: Required[_str]
    signer_name: Required[_str]
    signer_email: Required[_str]
    decline_reason: Required[_str]
    completed_at: Required[_str | None]
    created_at: Required[_str | None]


class SigningLinkParam(TypedDict, total=False):
    """A link asking one recipient to sign one document."""
    object: Required[_t.Literal["signing_link"]]
    id: Required[_str]
    document_id: Required[_str]
    document_name: Required[_str]
    status: Required[_t.Literal["pending", "signed", "declined", "expired"]]
    signing_url: Required[_str]
    """The URL to send the recipient."""
    customer_id: Required[_str]
    customer_name: Required[_str]
    contact_id: Required[_str]
    contact_name: Required[_str]
    conversation_id: Required[_str]
    custom_attributes: Required[_t.Mapping[_str, _object]]
    created: Required[_bool]
    """false means an existing link for this document and contact was returned and nothing was charged."""
    opened_at: Required[_str | None]
    signed_at: Required[_str | None]
    expires_at: Required[_str | None]
    created_at: Required[_str | None]


class SigningLinkCreateParam(TypedDict, total=False):
    """The document and the contact to create a signing link for. When they already have a link, that link is returned with `created` false and nothing is charged."""
    document_id: Required[_str]
    """An `active` signature document."""
    contact_id: Required[_str]
    conversation_id: _str
    """The conversation the link is sent in, if any."""
    custom_attributes: _t.Mapping[_str, _object]


class StudioBlockParam(TypedDict, total=False):
    """A block of a Studio flow, placed at coordinates."""
    object: Required[_t.Literal["studio_block"]]
    id: Required[_str]
    type: Required[_str]
    """Dotted name such as a trigger or action kind."""
    kind: Required[_t.Literal["trigger", "action"]]
    label: Required[_str]
    settings: Required[_t.Mapping[_str, _object]]
    """Block-specific; its shapes are described by `GET /studio/blocks`."""
    position: Required[_t.Mapping[_str, _object]]


class StudioFlowParam(TypedDict, total=False):
    """A read-only view of an automation flow. Editing flows is console-only."""
    object: Required[_t.Literal["studio_flow"]]
    id: Required[_str]
    name: Required[_str]
    description: Required[_str]
    status: Required[_t.Literal["draft", "live", "paused", "disabled"]]
    version: Required[_int]
    node_count: Required[_int]
    trigger_count: Required[_int]
    has_unpublished_changes: Required[_bool]
    disabled_reason: Required[_str]
    broken_dependencies: Required[_t.Sequence[_str]]
    blocks: Required[_t.Sequence[StudioBlockParam]]
    connections: Required[_t.Sequence[StudioFlowConnectionsItemParam]]
    created_at: Required[_str]
    updated_at: Required[_str]
    created_by: Required[_str]
    last_edited_by: Required[_str]


class StudioFlowConnectionsItemParam(TypedDict, total=False):
    """StudioFlowConnectionsItemParam."""
    id: Required[_str]
    from_block_id: Required[_str]
    from_handle: Required[_str]
    """The output an edge leaves by; identifies a branch."""
    to_block_id: Required[_str]
    to_handle: Required[_str]


class TokenIntrospectionParam(TypedDict, total=False):
    """What the calling token stands for."""
    object: Required[_t.Literal["token_introspection"]]
    active: Required[_bool]
    account_id: Required[_str]
    client_id: Required[_str]
    credential_id: Required[_str]
    credential_name: Required[_str]
    scopes: Required[_t.Sequence[_str]]
    credential_expires_at: Required[_str | None]
    """When the credential expires; null when it is unlimited."""
    sso_agent_ids: Required[_t.Sequence[_str]]
    """Agents the credential may sign in; populated only when the credential holds `sso`."""
    sso_origins: Required[_t.Sequence[_str]]
    """Origins allowed to frame an SSO session."""
    request_id: Required[_str]


class TokenRequestParam(TypedDict, total=False):
    """A credential's id and secret, as created in the console (Settings, API)."""
    client_id: Required[_str]
    """The credential's client id (always visible in the console)."""
    client_secret: Required[_str]
    """The credential's client secret, shown once at creation. This endpoint is the only one that reads it."""


class WhatsAppTemplateParam(TypedDict, total=False):
    """A WhatsApp message template. Only `approved` templates can be sent."""
    object: Required[_t.Literal["whatsapp_template"]]
    name: Required[_str]
    language: Required[_str]
    category: Required[_t.Literal["utility", "marketing", "authentication"]]
    status: Required[_str]
    """Only `approved` templates can be sent."""
    body: Required[_str]
    header_type: Required[_str]
    body_variable_count: Required[_int]
    """How many values `template.body_variables` must carry when the template is sent."""


__all__ = ["AccessTokenParam", "AccountParam", "AgentParam", "AgentCreateParam", "AiFeatureParam", "AiFeatureUpdateParam", "BusinessHoursParam", "BusinessHoursDaysValueItemParam", "ContactParam", "ConversationParam", "ConversationContactParam", "ConversationAttributeSchemaParam", "ConversationAttributeSchemaSectionsItemParam", "ConversationAttributeSchemaAttributesItemParam", "ConversationCountsParam", "ConversationCustomAttributesParam", "ConversationListParam", "PageMetaParam", "CustomerParam", "CustomerCreateParam", "CustomerObjectParam", "CustomerObjectFieldParam", "CustomerObjectListParam", "CustomerObjectRecordParam", "CustomerObjectRecordListParam", "DashboardParam", "DashboardTabsItemParam", "GraphParam", "DeletedResourceParam", "ErrorParam", "ErrorErrorParam", "ErrorErrorDetailsParam", "FormParam", "FormFieldsItemParam", "FormSubmissionParam", "FormSubmissionAnswersDetailItemParam", "HolidayCalendarParam", "InboxParam", "KnowledgeBaseParam", "KnowledgeBaseChunkParam", "KnowledgeBaseSourceParam", "MessageParam", "MessageSendParam", "MessageTemplateParam", "QuickReplyParam", "SignatureDocumentParam", "SignedDocumentParam", "SigningLinkParam", "SigningLinkCreateParam", "StudioBlockParam", "StudioFlowParam", "StudioFlowConnectionsItemParam", "TokenIntrospectionParam", "TokenRequestParam", "WhatsAppTemplateParam"]
