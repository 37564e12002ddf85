# Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
# Regenerate with `npm run generate`.
"""The resources of Customer Messaging Platform API, as `client.<resource>.<method>()`: asynchronous, answering raw responses."""

from __future__ import annotations

# The argument checks are for callers without a type-checker: pyright is told they are meant.
# pyright: reportUnnecessaryIsInstance=false

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

from .. import _operations as _ops
from .._runtime import checks as _c
from .._runtime import client as _r
from .._runtime import models as _m
from .._runtime import options as _o
from .._runtime import pagination as _p
from .._runtime import responses as _rr
from .._runtime import sentinel as _s
from .._runtime.resource import AsyncResource as _Resource
from ..types import (
    AccessToken,
    Agent,
    AiFeature,
    Conversation,
    ConversationList,
    Customer,
    CustomerObjectList,
    CustomerObjectRecord,
    CustomerObjectRecordList,
    DeletedResource,
    Inbox,
    Message,
    SigningLink,
    StudioBlock,
    TokenIntrospection,
)

if _t.TYPE_CHECKING:
    from ..params import (
        MessageTemplateParam as MessageTemplateParam,
    )

_ = (_m, _abc, _bytes, _dict, _float, _int, _list, _bool, _str, _object, _c, _p, _rr, _s, _ops, _o, _r, AccessToken, Agent, AiFeature, Conversation, ConversationList, Customer, CustomerObjectList, CustomerObjectRecord, CustomerObjectRecordList, DeletedResource, Inbox, Message, SigningLink, StudioBlock, TokenIntrospection)


class AsyncAgentsResourceWithRawResponse(_Resource):
    """`agents` operations, each answering a raw response (status, headers, request id; `.parse()` gives the model)."""

    def __init__(self, client: _r.AsyncClient) -> None:
        super().__init__(client)

    async def create(
        self,
        *,
        type: _t.Literal["human", "ai"],
        name: _str,
        email: _str | _s.NotGiven = _s.NOT_GIVEN,
        request_options: _o.RequestOptions | None = None,
    ) -> _rr.RawResponse[Agent]:
        """Create a human or AI agent

        Creates a human or AI agent. The agent takes a seat; when no seat is free the card on file is charged a
        prorated amount. If that charge fails the answer is 402 `seat_charge_failed`: nothing was created and
        a retry is safe. Not idempotent otherwise: a retried success creates a second agent.


        Args:
            type: Whether the agent is a human or an AI agent.
            email: Sign-in email of a human agent.

        `POST /agents` (createAgent).
        """
        if not (isinstance(type, _str)):
            _c.type_error("agents.create", "type", "str", type)
        if not (isinstance(name, _str)):
            _c.type_error("agents.create", "name", "str", name)
        if not (isinstance(email, _s.NotGiven) or isinstance(email, _str)):
            _c.type_error("agents.create", "email", "str", email)
        return _t.cast("_rr.RawResponse[Agent]", await self._call(_ops.create_agent, Agent, body=_r.fields({"type": type, "name": name, "email": email}), options=request_options, raw=True))



class AsyncAiFeaturesResourceWithRawResponse(_Resource):
    """`ai_features` operations, each answering a raw response (status, headers, request id; `.parse()` gives the model)."""

    def __init__(self, client: _r.AsyncClient) -> None:
        super().__init__(client)

    async def update(
        self,
        feature_key: _str,
        *,
        enabled: _bool,
        request_options: _o.RequestOptions | None = None,
    ) -> _rr.RawResponse[AiFeature]:
        """Turn an AI capability on or off

        Turns one AI capability on or off and answers with the feature after the change. `changed` is false
        when the feature was already in the requested state. Idempotent: sending the same state twice changes
        nothing the second time. Enabling a feature usually consumes AI credits each time it runs.


        Args:
            feature_key: Key of the AI capability (`AiFeature.key`).
            enabled: true to turn the capability on, false to turn it off.

        `PUT /ai-world/{feature_key}` (updateAiFeature).
        """
        if not (isinstance(feature_key, _str)):
            _c.type_error("ai_features.update", "feature_key", "str", feature_key)
        if not (isinstance(enabled, _bool)):
            _c.type_error("ai_features.update", "enabled", "bool", enabled)
        return _t.cast("_rr.RawResponse[AiFeature]", await self._call(_ops.update_ai_feature, AiFeature, path={"feature_key": feature_key}, body=_r.fields({"enabled": enabled}), options=request_options, raw=True))



class AsyncBillingResourceWithRawResponse(_Resource):
    """`billing` operations, each answering a raw response (status, headers, request id; `.parse()` gives the model)."""
    plan: AsyncBillingPlanResourceWithRawResponse
    usage_pricing: AsyncBillingUsagePricingResourceWithRawResponse

    def __init__(self, client: _r.AsyncClient) -> None:
        super().__init__(client)
        self.plan = AsyncBillingPlanResourceWithRawResponse(client)
        self.usage_pricing = AsyncBillingUsagePricingResourceWithRawResponse(client)



class AsyncBillingPlanResourceWithRawResponse(_Resource):
    """`billing.plan` operations, each answering a raw response (status, headers, request id; `.parse()` gives the model)."""

    def __init__(self, client: _r.AsyncClient) -> None:
        super().__init__(client)

    async def retrieve(
        self,
        *,
        request_options: _o.RequestOptions | None = None,
    ) -> _rr.RawResponse[_dict[_str, _object]]:
        """Retrieve the plan

        Returns the account's plan information, including whether AI World is included.

        `GET /billing/plan` (retrievePlan).
        """
        return _t.cast("_rr.RawResponse[_dict[_str, _object]]", await self._call(_ops.retrieve_plan, None, options=request_options, raw=True))



class AsyncBillingUsagePricingResourceWithRawResponse(_Resource):
    """`billing.usage_pricing` operations, each answering a raw response (status, headers, request id; `.parse()` gives the model)."""

    def __init__(self, client: _r.AsyncClient) -> None:
        super().__init__(client)

    async def retrieve(
        self,
        *,
        request_options: _o.RequestOptions | None = None,
    ) -> _rr.RawResponse[_dict[_str, _object]]:
        """Retrieve the usage price list

        Returns the price list of AI and other credit use. Credits come from two balances: `monthly` (included, resets each period, no rollover) and `topup` (bought, spent only after monthly runs out).

        `GET /billing/usage-pricing` (retrieveUsagePricing).
        """
        return _t.cast("_rr.RawResponse[_dict[_str, _object]]", await self._call(_ops.retrieve_usage_pricing, None, options=request_options, raw=True))



class AsyncConversationsResourceWithRawResponse(_Resource):
    """`conversations` operations, each answering a raw response (status, headers, request id; `.parse()` gives the model)."""

    def __init__(self, client: _r.AsyncClient) -> None:
        super().__init__(client)

    async def list(
        self,
        *,
        status: _t.Sequence[_t.Literal["open", "pending", "on_hold", "resolved"]] | _s.NotGiven = _s.NOT_GIVEN,
        priority: _t.Sequence[_t.Literal["low", "medium", "high", "urgent"]] | _s.NotGiven = _s.NOT_GIVEN,
        inbox_id: _t.Sequence[_str] | _s.NotGiven = _s.NOT_GIVEN,
        assignee_id: _t.Sequence[_str] | _s.NotGiven = _s.NOT_GIVEN,
        team_id: _t.Sequence[_str] | _s.NotGiven = _s.NOT_GIVEN,
        label: _t.Sequence[_str] | _s.NotGiven = _s.NOT_GIVEN,
        updated_after: _str | _s.NotGiven = _s.NOT_GIVEN,
        created_after: _str | _s.NotGiven = _s.NOT_GIVEN,
        created_before: _str | _s.NotGiven = _s.NOT_GIVEN,
        page: _int | _s.NotGiven = _s.NOT_GIVEN,
        per_page: _int | _s.NotGiven = _s.NOT_GIVEN,
        sort_dir: _t.Literal["asc", "desc"] | _s.NotGiven = _s.NOT_GIVEN,
        request_options: _o.RequestOptions | None = None,
    ) -> _rr.RawResponse[ConversationList]:
        """List conversations

        Lists the account's conversations, newest first by default, one page at a time.

        **Filters.** Repeated values of one filter are OR: `?label=a&label=b` and `?label=a,b` are equal.
        Different filters are AND. `assignee_id=unassigned` selects the waiting line (no owner) and
        `team_id=none` conversations with no team.

        **Bad values.** An unknown enum value answers 400 listing the accepted values; an unparsable timestamp
        answers 400 naming the parameter; `per_page` outside 1-100 answers 400 (it is never clamped).

        **Polling.** The service has no webhooks. To follow changes, poll with `updated_after` set to the
        greatest `updated_at` seen so far.


        Args:
            status: Conversation status; repeat (or separate with commas) for several, which are OR.
            priority: Conversation priority; repeat (or separate with commas) for several, which are OR.
            inbox_id: Inbox id; repeat (or separate with commas) for several, which are OR.
            assignee_id: Owning agent id, or `unassigned` for conversations nobody owns (the waiting line). Repeat (or separate with commas) for several, which are OR.
            team_id: Team id, or `none` for conversations with no team. Repeat (or separate with commas) for several, which are OR.
            label: Label; repeat (or separate with commas) for several, which are OR.
            updated_after: Only conversations updated after this instant. ISO-8601 with `Z` or an offset; an unparsable value answers 400 naming the parameter. Use it to poll for changes.
            created_after: Only conversations created at or after this instant (inclusive). ISO-8601 with `Z` or an offset.
            created_before: Only conversations created strictly before this instant (exclusive). ISO-8601 with `Z` or an offset.
            page: Page number, starting at 1. Below 1 answers 400.
            per_page: Items per page, 1 to 100, default 25. A value outside 1-100 answers 400 `validation_failed`; it is never clamped.
            sort_dir: Sort direction, `desc` (default) or `asc`.

        `GET /conversations` (listConversations).
        """
        if not (isinstance(status, _s.NotGiven) or isinstance(status, (_list, tuple, _str))):
            _c.type_error("conversations.list", "status", "a list", status)
        if not (isinstance(priority, _s.NotGiven) or isinstance(priority, (_list, tuple, _str))):
            _c.type_error("conversations.list", "priority", "a list", priority)
        if not (isinstance(inbox_id, _s.NotGiven) or isinstance(inbox_id, (_list, tuple, _str))):
            _c.type_error("conversations.list", "inbox_id", "a list", inbox_id)
        if not (isinstance(assignee_id, _s.NotGiven) or isinstance(assignee_id, (_list, tuple, _str))):
            _c.type_error("conversations.list", "assignee_id", "a list", assignee_id)
        if not (isinstance(team_id, _s.NotGiven) or isinstance(team_id, (_list, tuple, _str))):
            _c.type_error("conversations.list", "team_id", "a list", team_id)
        if not (isinstance(label, _s.NotGiven) or isinstance(label, (_list, tuple, _str))):
            _c.type_error("conversations.list", "label", "a list", label)
        if not (isinstance(updated_after, _s.NotGiven) or isinstance(updated_after, _str)):
            _c.type_error("conversations.list", "updated_after", "str", updated_after)
        if not (isinstance(created_after, _s.NotGiven) or isinstance(created_after, _str)):
            _c.type_error("conversations.list", "created_after", "str", created_after)
        if not (isinstance(created_before, _s.NotGiven) or isinstance(created_before, _str)):
            _c.type_error("conversations.list", "created_before", "str", created_before)
        if not (isinstance(page, _s.NotGiven) or _c.is_int(page)):
            _c.type_error("conversations.list", "page", "int", page)
        if not (isinstance(per_page, _s.NotGiven) or _c.is_int(per_page)):
            _c.type_error("conversations.list", "per_page", "int", per_page)
        if not (isinstance(sort_dir, _s.NotGiven) or isinstance(sort_dir, _str)):
            _c.type_error("conversations.list", "sort_dir", "str", sort_dir)
        return _t.cast("_rr.RawResponse[ConversationList]", await self._call(_ops.list_conversations, ConversationList, query={"status": status, "priority": priority, "inbox_id": inbox_id, "assignee_id": assignee_id, "team_id": team_id, "label": label, "updated_after": updated_after, "created_after": created_after, "created_before": created_before, "page": page, "per_page": per_page, "sort_dir": sort_dir}, options=request_options, raw=True))



class AsyncCustomersResourceWithRawResponse(_Resource):
    """`customers` operations, each answering a raw response (status, headers, request id; `.parse()` gives the model)."""

    def __init__(self, client: _r.AsyncClient) -> None:
        super().__init__(client)

    async def create(
        self,
        *,
        name: _str,
        industry: _str | _s.NotGiven = _s.NOT_GIVEN,
        website: _str | _s.NotGiven = _s.NOT_GIVEN,
        address: _str | _s.NotGiven = _s.NOT_GIVEN,
        phone: _str | _s.NotGiven = _s.NOT_GIVEN,
        email: _str | _s.NotGiven = _s.NOT_GIVEN,
        notes: _str | _s.NotGiven = _s.NOT_GIVEN,
        lifecycle_stage: _str | _s.NotGiven = _s.NOT_GIVEN,
        tags: _t.Sequence[_str] | _s.NotGiven = _s.NOT_GIVEN,
        request_options: _o.RequestOptions | None = None,
    ) -> _rr.RawResponse[Customer]:
        """Create a customer

        Creates a customer (a company or household that owns contacts). Not idempotent: sending the same request twice creates two customers.

        Args:
            lifecycle_stage: One of the account's configured stages.

        `POST /customers` (createCustomer).
        """
        if not (isinstance(name, _str)):
            _c.type_error("customers.create", "name", "str", name)
        if not (isinstance(industry, _s.NotGiven) or isinstance(industry, _str)):
            _c.type_error("customers.create", "industry", "str", industry)
        if not (isinstance(website, _s.NotGiven) or isinstance(website, _str)):
            _c.type_error("customers.create", "website", "str", website)
        if not (isinstance(address, _s.NotGiven) or isinstance(address, _str)):
            _c.type_error("customers.create", "address", "str", address)
        if not (isinstance(phone, _s.NotGiven) or isinstance(phone, _str)):
            _c.type_error("customers.create", "phone", "str", phone)
        if not (isinstance(email, _s.NotGiven) or isinstance(email, _str)):
            _c.type_error("customers.create", "email", "str", email)
        if not (isinstance(notes, _s.NotGiven) or isinstance(notes, _str)):
            _c.type_error("customers.create", "notes", "str", notes)
        if not (isinstance(lifecycle_stage, _s.NotGiven) or isinstance(lifecycle_stage, _str)):
            _c.type_error("customers.create", "lifecycle_stage", "str", lifecycle_stage)
        if not (isinstance(tags, _s.NotGiven) or isinstance(tags, (_list, tuple, _str))):
            _c.type_error("customers.create", "tags", "a list", tags)
        return _t.cast("_rr.RawResponse[Customer]", await self._call(_ops.create_customer, Customer, body=_r.fields({"name": name, "industry": industry, "website": website, "address": address, "phone": phone, "email": email, "notes": notes, "lifecycle_stage": lifecycle_stage, "tags": tags}), options=request_options, raw=True))



class AsyncMessagesResourceWithRawResponse(_Resource):
    """`messages` operations, each answering a raw response (status, headers, request id; `.parse()` gives the model)."""

    def __init__(self, client: _r.AsyncClient) -> None:
        super().__init__(client)

    async def send(
        self,
        conversation_id: _str,
        *,
        type: _str,
        content: _str | _s.NotGiven = _s.NOT_GIVEN,
        template: MessageTemplateParam | _s.NotGiven = _s.NOT_GIVEN,
        private: _bool | _s.NotGiven = _s.NOT_GIVEN,
        reply_to_message_id: _str | _s.NotGiven = _s.NOT_GIVEN,
        request_options: _o.RequestOptions | None = None,
    ) -> _rr.RawResponse[Message]:
        """Send a message in a conversation

        Sends a message, a template or a private note in a conversation. Channel rules are checked before
        sending, and a refusal answers 409 with a specific code:

        - **WhatsApp**: once the 24-hour window after the customer's last message has closed, only approved
          templates are accepted. A template message carries `template.body_variables` with exactly as many
          values as the template's `body_variable_count`.
        - **TikTok**: a 48-hour window and a per-window message cap.
        - **Voice**: private notes only.

        Not idempotent: a retried send may deliver the message twice.


        Args:
            conversation_id: Id of the conversation (an opaque string).
            type: Kind of message, for example `text`. A template message uses `template`.
            content: Text, or media URL for a media message. Needed for every message except a template message.
            private: Send as an internal note, never delivered to the customer. The only kind a voice conversation accepts.
            reply_to_message_id: Id of the message this one replies to.

        `POST /conversations/{conversation_id}/messages` (sendMessage).
        """
        if not (isinstance(conversation_id, _str)):
            _c.type_error("messages.send", "conversation_id", "str", conversation_id)
        if not (isinstance(type, _str)):
            _c.type_error("messages.send", "type", "str", type)
        if not (isinstance(content, _s.NotGiven) or isinstance(content, _str)):
            _c.type_error("messages.send", "content", "str", content)
        if not (isinstance(template, _s.NotGiven) or isinstance(template, _abc.Mapping)):
            _c.type_error("messages.send", "template", "a mapping", template)
        if not (isinstance(private, _s.NotGiven) or isinstance(private, _bool)):
            _c.type_error("messages.send", "private", "bool", private)
        if not (isinstance(reply_to_message_id, _s.NotGiven) or isinstance(reply_to_message_id, _str)):
            _c.type_error("messages.send", "reply_to_message_id", "str", reply_to_message_id)
        return _t.cast("_rr.RawResponse[Message]", await self._call(_ops.send_message, Message, path={"conversation_id": conversation_id}, body=_r.fields({"type": type, "content": content, "template": template, "private": private, "reply_to_message_id": reply_to_message_id}), options=request_options, raw=True))



class AsyncOauthResourceWithRawResponse(_Resource):
    """`oauth` operations, each answering a raw response (status, headers, request id; `.parse()` gives the model)."""
    token: AsyncOauthTokenResourceWithRawResponse

    def __init__(self, client: _r.AsyncClient) -> None:
        super().__init__(client)
        self.token = AsyncOauthTokenResourceWithRawResponse(client)

    async def introspect(
        self,
        *,
        request_options: _o.RequestOptions | None = None,
    ) -> _rr.RawResponse[TokenIntrospection]:
        """Describe the calling token

        Reports the account, client id, credential id and name, scopes, credential expiry, and the SSO agent ids and origins of the token that makes the call.

        `GET /oauth/introspect` (introspectToken).
        """
        return _t.cast("_rr.RawResponse[TokenIntrospection]", await self._call(_ops.introspect_token, TokenIntrospection, options=request_options, raw=True))



class AsyncOauthTokenResourceWithRawResponse(_Resource):
    """`oauth.token` operations, each answering a raw response (status, headers, request id; `.parse()` gives the model)."""

    def __init__(self, client: _r.AsyncClient) -> None:
        super().__init__(client)

    async def create(
        self,
        *,
        client_id: _str,
        client_secret: _str,
        request_options: _o.RequestOptions | None = None,
    ) -> _rr.RawResponse[AccessToken]:
        """Exchange client credentials for an access token

        Exchanges a credential's `client_id` and `client_secret` for a JWT-format bearer token that lasts one hour
        (`expires_in` 3600). This is the only unauthenticated endpoint and the only one that reads the secret.
        Cache the token and fetch a new one shortly before `expires_at` or on a 401 `invalid_token`.

        Limited to 20 requests per minute per IP. When the account sets an IP allow-list, a call from an address
        not on it is refused with 403 `ip_not_allowed` before any token is issued.


        Args:
            client_id: The credential's client id (always visible in the console).
            client_secret: The credential's client secret, shown once at creation. This endpoint is the only one that reads it.

        `POST /oauth/token` (createAccessToken).
        """
        if not (isinstance(client_id, _str)):
            _c.type_error("oauth.token.create", "client_id", "str", client_id)
        if not (isinstance(client_secret, _str)):
            _c.type_error("oauth.token.create", "client_secret", "str", client_secret)
        return _t.cast("_rr.RawResponse[AccessToken]", await self._call(_ops.create_access_token, AccessToken, body=_r.fields({"client_id": client_id, "client_secret": client_secret}), options=request_options, raw=True))



class AsyncObjectsResourceWithRawResponse(_Resource):
    """`objects` operations, each answering a raw response (status, headers, request id; `.parse()` gives the model)."""
    records: AsyncObjectsRecordsResourceWithRawResponse

    def __init__(self, client: _r.AsyncClient) -> None:
        super().__init__(client)
        self.records = AsyncObjectsRecordsResourceWithRawResponse(client)

    async def list(
        self,
        *,
        request_options: _o.RequestOptions | None = None,
    ) -> _rr.RawResponse[CustomerObjectList]:
        """List object types

        Lists the account's object types (Contacts, Deals, Service Calls, Tasks, plus account-defined ones) with their fields. A record's `data` is keyed by its type's `fields[].key`.

        `GET /objects` (listObjects).
        """
        return _t.cast("_rr.RawResponse[CustomerObjectList]", await self._call(_ops.list_objects, CustomerObjectList, options=request_options, raw=True))



class AsyncObjectsRecordsResourceWithRawResponse(_Resource):
    """`objects.records` operations, each answering a raw response (status, headers, request id; `.parse()` gives the model)."""

    def __init__(self, client: _r.AsyncClient) -> None:
        super().__init__(client)

    async def delete(
        self,
        object_id: _str,
        record_id: _str,
        *,
        request_options: _o.RequestOptions | None = None,
    ) -> _rr.RawResponse[DeletedResource]:
        """Delete a record

        Deletes one record. Deleting an already deleted record answers 404.

        Args:
            object_id: Id of an object type (an opaque string), as listed by `GET /objects`.
            record_id: Id of a record of the object type (an opaque string).

        `DELETE /objects/{object_id}/records/{record_id}` (deleteObjectRecord).
        """
        if not (isinstance(object_id, _str)):
            _c.type_error("objects.records.delete", "object_id", "str", object_id)
        if not (isinstance(record_id, _str)):
            _c.type_error("objects.records.delete", "record_id", "str", record_id)
        return _t.cast("_rr.RawResponse[DeletedResource]", await self._call(_ops.delete_object_record, DeletedResource, path={"object_id": object_id, "record_id": record_id}, options=request_options, raw=True))

    async def list(
        self,
        object_id: _str,
        *,
        limit: _int | _s.NotGiven = _s.NOT_GIVEN,
        cursor: _str | _s.NotGiven = _s.NOT_GIVEN,
        request_options: _o.RequestOptions | None = None,
    ) -> _rr.RawResponse[CustomerObjectRecordList]:
        """List records of an object type

        Lists the records of one object type, account-wide, with cursor paging: send `meta.next_cursor` back as
        `cursor` until `meta.has_more` is false. `limit` is 1 to 100, default 50.


        Args:
            object_id: Id of an object type (an opaque string), as listed by `GET /objects`.
            limit: Records per page, 1 to 100, default 50.
            cursor: The `meta.next_cursor` of the previous page. Send it back until `meta.has_more` is false. Omit it for the first page.

        `GET /objects/{object_id}/records` (listObjectRecords).
        """
        if not (isinstance(object_id, _str)):
            _c.type_error("objects.records.list", "object_id", "str", object_id)
        if not (isinstance(limit, _s.NotGiven) or _c.is_int(limit)):
            _c.type_error("objects.records.list", "limit", "int", limit)
        if not (isinstance(cursor, _s.NotGiven) or isinstance(cursor, _str)):
            _c.type_error("objects.records.list", "cursor", "str", cursor)
        return _t.cast("_rr.RawResponse[CustomerObjectRecordList]", await self._call(_ops.list_object_records, CustomerObjectRecordList, path={"object_id": object_id}, query={"limit": limit, "cursor": cursor}, options=request_options, raw=True))

    async def retrieve(
        self,
        object_id: _str,
        record_id: _str,
        *,
        request_options: _o.RequestOptions | None = None,
    ) -> _rr.RawResponse[CustomerObjectRecord]:
        """Retrieve a record

        Returns one record of an object type.

        Args:
            object_id: Id of an object type (an opaque string), as listed by `GET /objects`.
            record_id: Id of a record of the object type (an opaque string).

        `GET /objects/{object_id}/records/{record_id}` (retrieveObjectRecord).
        """
        if not (isinstance(object_id, _str)):
            _c.type_error("objects.records.retrieve", "object_id", "str", object_id)
        if not (isinstance(record_id, _str)):
            _c.type_error("objects.records.retrieve", "record_id", "str", record_id)
        return _t.cast("_rr.RawResponse[CustomerObjectRecord]", await self._call(_ops.retrieve_object_record, CustomerObjectRecord, path={"object_id": object_id, "record_id": record_id}, options=request_options, raw=True))

    async def update(
        self,
        object_id: _str,
        record_id: _str,
        *,
        body: _t.Mapping[_str, _object],
        request_options: _o.RequestOptions | None = None,
    ) -> _rr.RawResponse[CustomerObjectRecord]:
        """Update a record's field values

        Changes the field values sent, keyed by each field's key (`api_id`); fields not sent keep their value.
        Idempotent: sending the same body twice has the same effect as once.


        Args:
            object_id: Id of an object type (an opaque string), as listed by `GET /objects`.
            record_id: Id of a record of the object type (an opaque string).

        `PATCH /objects/{object_id}/records/{record_id}` (updateObjectRecord).
        """
        if not (isinstance(object_id, _str)):
            _c.type_error("objects.records.update", "object_id", "str", object_id)
        if not (isinstance(record_id, _str)):
            _c.type_error("objects.records.update", "record_id", "str", record_id)
        if not (isinstance(body, _abc.Mapping)):
            _c.type_error("objects.records.update", "body", "a mapping", body)
        return _t.cast("_rr.RawResponse[CustomerObjectRecord]", await self._call(_ops.update_object_record, CustomerObjectRecord, path={"object_id": object_id, "record_id": record_id}, body=body, options=request_options, raw=True))



class AsyncSignatureResourceWithRawResponse(_Resource):
    """`signature` operations, each answering a raw response (status, headers, request id; `.parse()` gives the model)."""
    links: AsyncSignatureLinksResourceWithRawResponse

    def __init__(self, client: _r.AsyncClient) -> None:
        super().__init__(client)
        self.links = AsyncSignatureLinksResourceWithRawResponse(client)



class AsyncSignatureLinksResourceWithRawResponse(_Resource):
    """`signature.links` operations, each answering a raw response (status, headers, request id; `.parse()` gives the model)."""

    def __init__(self, client: _r.AsyncClient) -> None:
        super().__init__(client)

    async def create(
        self,
        *,
        document_id: _str,
        contact_id: _str,
        conversation_id: _str | _s.NotGiven = _s.NOT_GIVEN,
        custom_attributes: _t.Mapping[_str, _object] | _s.NotGiven = _s.NOT_GIVEN,
        request_options: _o.RequestOptions | None = None,
    ) -> _rr.RawResponse[SigningLink]:
        """Create a signing link

        Creates a link asking one contact to sign one document; only `active` documents can be sent. It costs
        credits. When the document and contact already have a link, the existing link is returned with
        `created` false and nothing is charged, so a retry never pays twice.


        Args:
            document_id: An `active` signature document.
            conversation_id: The conversation the link is sent in, if any.

        `POST /signature/links` (createSigningLink).
        """
        if not (isinstance(document_id, _str)):
            _c.type_error("signature.links.create", "document_id", "str", document_id)
        if not (isinstance(contact_id, _str)):
            _c.type_error("signature.links.create", "contact_id", "str", contact_id)
        if not (isinstance(conversation_id, _s.NotGiven) or isinstance(conversation_id, _str)):
            _c.type_error("signature.links.create", "conversation_id", "str", conversation_id)
        if not (isinstance(custom_attributes, _s.NotGiven) or isinstance(custom_attributes, _abc.Mapping)):
            _c.type_error("signature.links.create", "custom_attributes", "a mapping", custom_attributes)
        return _t.cast("_rr.RawResponse[SigningLink]", await self._call(_ops.create_signing_link, SigningLink, body=_r.fields({"document_id": document_id, "contact_id": contact_id, "conversation_id": conversation_id, "custom_attributes": custom_attributes}), options=request_options, raw=True))



class AsyncStudioResourceWithRawResponse(_Resource):
    """`studio` operations, each answering a raw response (status, headers, request id; `.parse()` gives the model)."""
    blocks: AsyncStudioBlocksResourceWithRawResponse

    def __init__(self, client: _r.AsyncClient) -> None:
        super().__init__(client)
        self.blocks = AsyncStudioBlocksResourceWithRawResponse(client)



class AsyncStudioBlocksResourceWithRawResponse(_Resource):
    """`studio.blocks` operations, each answering a raw response (status, headers, request id; `.parse()` gives the model)."""

    def __init__(self, client: _r.AsyncClient) -> None:
        super().__init__(client)

    async def list(
        self,
        *,
        request_options: _o.RequestOptions | None = None,
    ) -> _rr.RawResponse[_dict[_str, _object]]:
        """Describe Studio block settings

        Describes the settings shapes of Studio blocks; a flow's `StudioBlock.settings` follows the shape of its block type. Read-only: flows are edited in the console.

        `GET /studio/blocks` (listStudioBlocks).
        """
        return _t.cast("_rr.RawResponse[_dict[_str, _object]]", await self._call(_ops.list_studio_blocks, None, options=request_options, raw=True))


__all__ = ["AsyncAgentsResourceWithRawResponse", "AsyncAiFeaturesResourceWithRawResponse", "AsyncBillingResourceWithRawResponse", "AsyncBillingPlanResourceWithRawResponse", "AsyncBillingUsagePricingResourceWithRawResponse", "AsyncConversationsResourceWithRawResponse", "AsyncCustomersResourceWithRawResponse", "AsyncMessagesResourceWithRawResponse", "AsyncOauthResourceWithRawResponse", "AsyncOauthTokenResourceWithRawResponse", "AsyncObjectsResourceWithRawResponse", "AsyncObjectsRecordsResourceWithRawResponse", "AsyncSignatureResourceWithRawResponse", "AsyncSignatureLinksResourceWithRawResponse", "AsyncStudioResourceWithRawResponse", "AsyncStudioBlocksResourceWithRawResponse"]
