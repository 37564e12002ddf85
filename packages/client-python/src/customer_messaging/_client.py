# Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
# Regenerate with `npm run generate`.
"""The clients of Customer Messaging Platform API: `CustomerMessaging` and `AsyncCustomerMessaging`."""

from __future__ import annotations

import typing as _t

from . import _operations as _ops
from ._runtime import client as _r
from ._runtime import definition as _d

if _t.TYPE_CHECKING:
    import logging

    import httpx

    from .resources._sync import (
        AgentsResource,
        AiFeaturesResource,
        BillingResource,
        ConversationsResource,
        CustomersResource,
        MessagesResource,
        OauthResource,
        ObjectsResource,
        SignatureResource,
        StudioResource,
    )
    from .resources._async import (
        AsyncAgentsResource,
        AsyncAiFeaturesResource,
        AsyncBillingResource,
        AsyncConversationsResource,
        AsyncCustomersResource,
        AsyncMessagesResource,
        AsyncOauthResource,
        AsyncObjectsResource,
        AsyncSignatureResource,
        AsyncStudioResource,
    )
    from .resources._sync_raw import (
        AgentsResourceWithRawResponse,
        AiFeaturesResourceWithRawResponse,
        BillingResourceWithRawResponse,
        ConversationsResourceWithRawResponse,
        CustomersResourceWithRawResponse,
        MessagesResourceWithRawResponse,
        OauthResourceWithRawResponse,
        ObjectsResourceWithRawResponse,
        SignatureResourceWithRawResponse,
        StudioResourceWithRawResponse,
    )
    from .resources._async_raw import (
        AsyncAgentsResourceWithRawResponse,
        AsyncAiFeaturesResourceWithRawResponse,
        AsyncBillingResourceWithRawResponse,
        AsyncConversationsResourceWithRawResponse,
        AsyncCustomersResourceWithRawResponse,
        AsyncMessagesResourceWithRawResponse,
        AsyncOauthResourceWithRawResponse,
        AsyncObjectsResourceWithRawResponse,
        AsyncSignatureResourceWithRawResponse,
        AsyncStudioResourceWithRawResponse,
    )

_ = _ops
LogLevel = _t.Literal["debug", "info", "warn", "error", "off"]

DEFINITION = _d.ClientDefinition(
    default_base_url="https://api.customer-messaging.invalid/v1",
    env_prefix="CMP_",
    user_agent="customer-messaging/1.0.0",
    logger_name="customer_messaging",
    request_id_header="x-request-id",
    errors=_d.ErrorEnvelope(code=("error", "code", ), type=("error", "type", ), message=("error", "message", ), param=("error", "param", ), details=("error", "details", ), request_id=("error", "request_id", )),
    error_types={"by_status": {"400": "invalid_request_error", "401": "authentication_error", "402": "plan_limit_error", "403": "permission_error", "404": "not_found_error", "409": "conflict_error", "413": "invalid_request_error", "429": "rate_limit_error", "5XX": "api_error"}, "client_error": "invalid_request_error", "server_error": "api_error"},
    pagination=_d.PageEnvelope(items=("data", ), has_more=("meta", "has_more", ), next_cursor=("meta", "next_cursor", ), page=("meta", "page", ), page_param="page", cursor_param="cursor"),
    credential=_d.Credential(kind="bearer"),
    token_exchange=_d.TokenExchange(operation=_ops.create_access_token, client_id_field="client_id", client_secret_field="client_secret", rejected_code="invalid_token"),
)


class CustomerMessaging(_r.SyncClient):
    """Client of Customer Messaging Platform API 1.0.0.

    Options left out are read from the environment: `CMP_BASE_URL` (else https://api.customer-messaging.invalid/v1), `client_id`: exchanged with `client_secret` for a token, cached and refreshed (default `CMP_CLIENT_ID`); `client_secret`: default `CMP_CLIENT_SECRET`; `access_token`: a token sent as is (default `CMP_ACCESS_TOKEN`); `CMP_LOG_LEVEL`.
    `timeout` is per attempt and `max_retry_time` per call, in seconds; 429, 5xx and connection errors are retried `max_retries` times with backoff.
    """
    agents: AgentsResource
    ai_features: AiFeaturesResource
    billing: BillingResource
    conversations: ConversationsResource
    customers: CustomersResource
    messages: MessagesResource
    oauth: OauthResource
    objects: ObjectsResource
    signature: SignatureResource
    studio: StudioResource

    def __init__(
        self,
        *,
        base_url: str | None = None,
        client_id: str | None = None,
        client_secret: str | None = None,
        access_token: str | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_retry_time: float | None = None,
        retry_delay: tuple[float, float] | None = None,
        default_headers: _t.Mapping[str, str] | None = None,
        log_level: LogLevel | None = None,
        logger: logging.Logger | None = None,
        http_client: httpx.Client | None = None,
    ) -> None:
        super().__init__(
            DEFINITION,
            base_url=base_url,
            client_id=client_id,
            client_secret=client_secret,
            access_token=access_token,
            timeout=timeout,
            max_retries=max_retries,
            max_retry_time=max_retry_time,
            retry_delay=retry_delay,
            default_headers=default_headers,
            log_level=log_level,
            logger=logger,
            http_client=http_client,
        )
        from .resources import _sync as _resources

        self.agents = _resources.AgentsResource(self)
        self.ai_features = _resources.AiFeaturesResource(self)
        self.billing = _resources.BillingResource(self)
        self.conversations = _resources.ConversationsResource(self)
        self.customers = _resources.CustomersResource(self)
        self.messages = _resources.MessagesResource(self)
        self.oauth = _resources.OauthResource(self)
        self.objects = _resources.ObjectsResource(self)
        self.signature = _resources.SignatureResource(self)
        self.studio = _resources.StudioResource(self)

    @property
    def with_raw_response(self) -> CustomerMessagingWithRawResponse:
        """The same resources, each method answering a raw response: status, headers, request id, `.parse()`."""
        return CustomerMessagingWithRawResponse(self)


class CustomerMessagingWithRawResponse:
    """`CustomerMessaging`'s resources, answering raw responses."""

    agents: AgentsResourceWithRawResponse
    ai_features: AiFeaturesResourceWithRawResponse
    billing: BillingResourceWithRawResponse
    conversations: ConversationsResourceWithRawResponse
    customers: CustomersResourceWithRawResponse
    messages: MessagesResourceWithRawResponse
    oauth: OauthResourceWithRawResponse
    objects: ObjectsResourceWithRawResponse
    signature: SignatureResourceWithRawResponse
    studio: StudioResourceWithRawResponse

    def __init__(self, client: _r.SyncClient) -> None:
        from .resources import _sync_raw as _resources

        self.agents = _resources.AgentsResourceWithRawResponse(client)
        self.ai_features = _resources.AiFeaturesResourceWithRawResponse(client)
        self.billing = _resources.BillingResourceWithRawResponse(client)
        self.conversations = _resources.ConversationsResourceWithRawResponse(client)
        self.customers = _resources.CustomersResourceWithRawResponse(client)
        self.messages = _resources.MessagesResourceWithRawResponse(client)
        self.oauth = _resources.OauthResourceWithRawResponse(client)
        self.objects = _resources.ObjectsResourceWithRawResponse(client)
        self.signature = _resources.SignatureResourceWithRawResponse(client)
        self.studio = _resources.StudioResourceWithRawResponse(client)


class AsyncCustomerMessaging(_r.AsyncClient):
    """Asynchronous client of Customer Messaging Platform API 1.0.0.

    Options left out are read from the environment: `CMP_BASE_URL` (else https://api.customer-messaging.invalid/v1), `client_id`: exchanged with `client_secret` for a token, cached and refreshed (default `CMP_CLIENT_ID`); `client_secret`: default `CMP_CLIENT_SECRET`; `access_token`: a token sent as is (default `CMP_ACCESS_TOKEN`); `CMP_LOG_LEVEL`.
    `timeout` is per attempt and `max_retry_time` per call, in seconds; 429, 5xx and connection errors are retried `max_retries` times with backoff.
    """
    agents: AsyncAgentsResource
    ai_features: AsyncAiFeaturesResource
    billing: AsyncBillingResource
    conversations: AsyncConversationsResource
    customers: AsyncCustomersResource
    messages: AsyncMessagesResource
    oauth: AsyncOauthResource
    objects: AsyncObjectsResource
    signature: AsyncSignatureResource
    studio: AsyncStudioResource

    def __init__(
        self,
        *,
        base_url: str | None = None,
        client_id: str | None = None,
        client_secret: str | None = None,
        access_token: str | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_retry_time: float | None = None,
        retry_delay: tuple[float, float] | None = None,
        default_headers: _t.Mapping[str, str] | None = None,
        log_level: LogLevel | None = None,
        logger: logging.Logger | None = None,
        http_client: httpx.AsyncClient | None = None,
    ) -> None:
        super().__init__(
            DEFINITION,
            base_url=base_url,
            client_id=client_id,
            client_secret=client_secret,
            access_token=access_token,
            timeout=timeout,
            max_retries=max_retries,
            max_retry_time=max_retry_time,
            retry_delay=retry_delay,
            default_headers=default_headers,
            log_level=log_level,
            logger=logger,
            http_client=http_client,
        )
        from .resources import _async as _resources

        self.agents = _resources.AsyncAgentsResource(self)
        self.ai_features = _resources.AsyncAiFeaturesResource(self)
        self.billing = _resources.AsyncBillingResource(self)
        self.conversations = _resources.AsyncConversationsResource(self)
        self.customers = _resources.AsyncCustomersResource(self)
        self.messages = _resources.AsyncMessagesResource(self)
        self.oauth = _resources.AsyncOauthResource(self)
        self.objects = _resources.AsyncObjectsResource(self)
        self.signature = _resources.AsyncSignatureResource(self)
        self.studio = _resources.AsyncStudioResource(self)

    @property
    def with_raw_response(self) -> AsyncCustomerMessagingWithRawResponse:
        """The same resources, each method answering a raw response: status, headers, request id, `.parse()`."""
        return AsyncCustomerMessagingWithRawResponse(self)


class AsyncCustomerMessagingWithRawResponse:
    """`AsyncCustomerMessaging`'s resources, answering raw responses."""

    agents: AsyncAgentsResourceWithRawResponse
    ai_features: AsyncAiFeaturesResourceWithRawResponse
    billing: AsyncBillingResourceWithRawResponse
    conversations: AsyncConversationsResourceWithRawResponse
    customers: AsyncCustomersResourceWithRawResponse
    messages: AsyncMessagesResourceWithRawResponse
    oauth: AsyncOauthResourceWithRawResponse
    objects: AsyncObjectsResourceWithRawResponse
    signature: AsyncSignatureResourceWithRawResponse
    studio: AsyncStudioResourceWithRawResponse

    def __init__(self, client: _r.AsyncClient) -> None:
        from .resources import _async_raw as _resources

        self.agents = _resources.AsyncAgentsResourceWithRawResponse(client)
        self.ai_features = _resources.AsyncAiFeaturesResourceWithRawResponse(client)
        self.billing = _resources.AsyncBillingResourceWithRawResponse(client)
        self.conversations = _resources.AsyncConversationsResourceWithRawResponse(client)
        self.customers = _resources.AsyncCustomersResourceWithRawResponse(client)
        self.messages = _resources.AsyncMessagesResourceWithRawResponse(client)
        self.oauth = _resources.AsyncOauthResourceWithRawResponse(client)
        self.objects = _resources.AsyncObjectsResourceWithRawResponse(client)
        self.signature = _resources.AsyncSignatureResourceWithRawResponse(client)
        self.studio = _resources.AsyncStudioResourceWithRawResponse(client)
