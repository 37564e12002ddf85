# Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
# Regenerate with `npm run generate`.
# A copy of packages/client-python-runtime/src/errors.py, the same for every API.

"""Exceptions a caller can catch by class and branch on by ``code`` (stable across releases).

One class per kind of HTTP error status (``APIError`` and its subclasses: the service answered), and apart
from them the failures without an answer (``APIConnectionError``, ``APITimeoutError``), so that an answer's
``status_code`` is always an int. The class is chosen by the status alone. The runtime names no API's types
or codes: they come from the body, else from the generated table of error types by status.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping, Optional

from .retry import parse_retry_after

if TYPE_CHECKING:
    import httpx


class ApiClientError(Exception):
    """Every error this client raises (the package also exports it under the client's own name)."""

    @property
    def message(self) -> str:
        return str(self.args[0]) if self.args else ""


class APIError(ApiClientError):
    """The service answered with an error status, or with a success the client cannot read."""

    status_code: int
    type: str
    code: str
    param: Optional[str]
    details: Optional[Mapping[str, Any]]
    request_id: Optional[str]
    headers: Mapping[str, str]
    body: object

    def __init__(
        self,
        message: str,
        *,
        status_code: int,
        type: str,
        code: str,
        param: Optional[str] = None,
        details: Optional[Mapping[str, Any]] = None,
        request_id: Optional[str] = None,
        headers: Optional[Mapping[str, str]] = None,
        body: object = None,
        response: Optional[httpx.Response] = None,
    ) -> None:
        super().__init__(message)
        self.status_code = status_code
        self.type = type
        self.code = code
        self.param = param
        self.details = details
        self.request_id = request_id
        self.headers = headers if headers is not None else {}
        self.body = body
        self.response = response


class InvalidRequestError(APIError):
    """400, 413, 422 and any other 4xx without a class of its own: sending it again unchanged does not help."""


class AuthenticationError(APIError):
    """401: no token, or a token no longer valid."""


class PlanLimitError(APIError):
    """402: payment required (a plan ceiling or a locked feature, in many APIs)."""


class PermissionDeniedError(APIError):
    """403: authenticated, but not allowed (a missing scope, an address not on an allow-list)."""


class NotFoundError(APIError):
    """404: no such resource."""


class ConflictError(APIError):
    """409: conflicts with the resource's current state."""


class RateLimitError(APIError):
    """429: too many requests; ``retry_after`` is the wait the service asked for, in seconds."""

    @property
    def retry_after(self) -> Optional[float]:
        value = None
        for key, item in self.headers.items():
            if key.lower() == "retry-after":
                value = item
        ms = parse_retry_after(value)
        return None if ms is None else ms / 1000


class InternalServerError(APIError):
    """5xx: a fault of the service."""


class APIConnectionError(ApiClientError):
    """No answer: the connection failed or was dropped. There is no status, type or code from the service."""

    status_code: None = None
    type: str = "api_connection_error"
    code: str = "connection_error"

    def __init__(self, message: str, *, request_id: Optional[str] = None) -> None:
        super().__init__(message)
        self.request_id = request_id


class APITimeoutError(APIConnectionError):
    """No answer in time: the attempt's ``timeout`` or the call's ``max_retry_time``."""

    type: str = "api_timeout_error"
    code: str = "timeout"


BY_STATUS: Mapping[int, type[APIError]] = {
    401: AuthenticationError,
    402: PlanLimitError,
    403: PermissionDeniedError,
    404: NotFoundError,
    409: ConflictError,
    429: RateLimitError,
}


def error_class(status: int) -> type[APIError]:
    """The class of an error answer, by its status alone."""
    found = BY_STATUS.get(status)
    if found is not None:
        return found
    if status >= 500:
        return InternalServerError
    if status >= 400:
        return InvalidRequestError
    return APIError


def type_for_status(status: int, types: Optional[Mapping[str, Any]]) -> str:
    """The spec's ``type`` for a status (or its ``4XX``/``5XX`` range), else for other client or server errors."""
    server = status >= 500
    if types:
        by_status: Mapping[str, str] = types.get("by_status", {})
        found = by_status.get(str(status)) or by_status.get(f"{status // 100}XX")
        if found:
            return found
        fallback = types.get("server_error" if server else "client_error")
        if isinstance(fallback, str):
            return fallback
    return "server_error" if server else "client_error"
