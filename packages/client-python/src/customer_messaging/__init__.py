# Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
# Regenerate with `npm run generate`.
"""customer-messaging: the Python SDK of Customer Messaging Platform API.

`CustomerMessaging` and `AsyncCustomerMessaging` are the clients; `customer_messaging.types` holds the models and request types.
"""

from __future__ import annotations

from . import types
from ._client import CustomerMessaging, AsyncCustomerMessaging
from ._runtime.errors import (
    APIConnectionError,
    APIError,
    ApiClientError,
    ApiClientError as CustomerMessagingError,
    APITimeoutError,
    AuthenticationError,
    ConflictError,
    InternalServerError,
    InvalidRequestError,
    NotFoundError,
    PermissionDeniedError,
    PlanLimitError,
    RateLimitError,
)
from ._runtime.models import Model
from ._runtime.options import RequestOptions
from ._runtime.pagination import AsyncPager, SyncPager
from ._runtime.polling import ChangePage, ChangeQuery, async_poll_changes, poll_changes
from ._runtime.responses import RawResponse
from ._runtime.sentinel import NOT_GIVEN, NotGiven

# The error classes print as this package's (customer_messaging.NotFoundError), where users import them from.
for _error in (APIConnectionError, APIError, ApiClientError, APITimeoutError, AuthenticationError, ConflictError, InternalServerError, InvalidRequestError, NotFoundError, PermissionDeniedError, PlanLimitError, RateLimitError):
    _error.__module__ = __name__

__version__ = "1.0.0"

__all__ = ["CustomerMessaging", "AsyncCustomerMessaging", "types", "ApiClientError", "CustomerMessagingError", "APIError", "InvalidRequestError", "AuthenticationError", "PlanLimitError", "PermissionDeniedError", "NotFoundError", "ConflictError", "RateLimitError", "InternalServerError", "APIConnectionError", "APITimeoutError", "poll_changes", "async_poll_changes", "ChangeQuery", "ChangePage", "NOT_GIVEN", "NotGiven", "RequestOptions", "RawResponse", "SyncPager", "AsyncPager", "Model", "__version__"]
