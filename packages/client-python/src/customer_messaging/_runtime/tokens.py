# Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
# Regenerate with `npm run generate`.
# A copy of packages/client-python-runtime/src/tokens.py, the same for every API.

"""The access token: a given one, or one exchanged from the client id and secret, cached until shortly
before it expires. Concurrent callers share one exchange (a lock, so 100 first calls make one token
request). A refused credential (a 4xx from the token operation) is not tried again on every call: the
refusal is replayed for a back-off that doubles with each refusal.
"""

from __future__ import annotations

import threading
import time
from datetime import datetime
from typing import TYPE_CHECKING, Any, Awaitable, Callable, Optional, cast

from .errors import APIError, ApiClientError

if TYPE_CHECKING:
    import anyio

FALLBACK_LIFETIME = 3600.0
"""Lifetime in seconds assumed for a token whose answer states none that can be used."""


def invalid_token_answer(body: object) -> Optional[str]:
    """Why a token answer cannot be used, or None when it can."""
    if not isinstance(body, dict):
        return f"the answer is not a JSON object (got {'no body' if body is None else type(body).__name__})"
    data = cast("dict[str, Any]", body)
    token: Any = data.get("access_token")
    if not isinstance(token, str) or not token.strip():
        return "access_token is missing" if token is None else f"access_token is not a non-empty string (got {token!r})"
    expires_in: Any = data.get("expires_in")
    if expires_in is not None and (isinstance(expires_in, bool) or not isinstance(expires_in, (int, float)) or expires_in <= 0):
        return f"expires_in must be a positive number of seconds (got {expires_in!r})"
    expires_at: Any = data.get("expires_at")
    if expires_at is not None and (not isinstance(expires_at, str) or _parse_date(expires_at) is None):
        return f"expires_at must be an ISO-8601 date-time (got {expires_at!r})"
    return None


def _parse_date(value: str) -> Optional[float]:
    try:
        return datetime.fromisoformat(value.replace("Z", "+00:00")).timestamp()
    except ValueError:
        return None


class _TokenState:
    """What sync and async managers share: the cached token, its expiry and the refusal back-off."""

    def __init__(self, access_token: Optional[str], can_exchange: bool, missing: str, refresh_margin: float, now: Callable[[], float], on_token: Callable[[str], None], on_warning: Callable[[str], None]) -> None:
        self.token: Optional[str] = access_token
        self.expires_at = float("inf") if access_token else 0.0
        self.can_exchange = can_exchange
        self.missing = missing
        self.refresh_margin = refresh_margin
        self.now = now
        self.on_token = on_token
        self.on_warning = on_warning
        self.refusal: Optional[tuple[BaseException, float, float]] = None

    def cached(self) -> Optional[str]:
        if self.token is not None and self.now() < self.expires_at:
            return self.token
        if not self.can_exchange:
            if self.token is not None:
                return self.token
            raise ApiClientError(self.missing)
        if self.refusal is not None and self.now() < self.refusal[1]:
            raise self.refusal[0]
        return None

    def refused(self, error: BaseException) -> None:
        # Only a refusal (4xx) is remembered: a timeout or a 5xx says nothing about the credential.
        if isinstance(error, APIError) and 400 <= error.status_code < 500 and error.status_code != 429:
            wait = min(self.refusal[2] * 2, 60.0) if self.refusal else 1.0
            self.refusal = (error, self.now() + wait, wait)

    def issued(self, body: dict[str, Any]) -> str:
        self.refusal = None
        token: str = body["access_token"]
        self.on_token(token)
        now = self.now()
        stated = _parse_date(body["expires_at"]) if isinstance(body.get("expires_at"), str) else None
        if stated is not None and stated > now:
            expires_at = stated
        else:
            if stated is not None:
                self.on_warning(f"the token's expires_at ({body['expires_at']}) is already past by this machine's clock; check the clock.")
            expires_in = body.get("expires_in")
            expires_at = now + (float(expires_in) if expires_in is not None else FALLBACK_LIFETIME)
        lifetime = expires_at - now
        # Replaced a margin before expiry; a short-lived token at half its life instead.
        margin = min(self.refresh_margin, max(0.0, lifetime / 2))
        self.token = token
        self.expires_at = expires_at - margin
        return token

    def invalidate(self, rejected: str) -> None:
        """Forget a token the service rejected; one a concurrent call already replaced is kept."""
        if self.token == rejected and self.can_exchange:
            self.token = None
            self.expires_at = 0.0


class TokenManager:
    def __init__(self, state: _TokenState, exchange: Optional[Callable[[], dict[str, Any]]]) -> None:
        self.state = state
        self._exchange = exchange
        self._lock = threading.Lock()

    def get(self) -> str:
        token = self.state.cached()
        if token is not None:
            return token
        with self._lock:
            # Another thread may have fetched one while this one waited.
            token = self.state.cached()
            if token is not None:
                return token
            assert self._exchange is not None
            try:
                body = self._exchange()
            except BaseException as error:
                self.state.refused(error)
                raise
            return self.state.issued(body)


class AsyncTokenManager:
    def __init__(self, state: _TokenState, exchange: Optional[Callable[[], Awaitable[dict[str, Any]]]]) -> None:
        self.state = state
        self._exchange = exchange
        self._lock: Optional[anyio.Lock] = None

    async def get(self) -> str:
        token = self.state.cached()
        if token is not None:
            return token
        if self._lock is None:
            import anyio

            self._lock = anyio.Lock()
        async with self._lock:
            token = self.state.cached()
            if token is not None:
                return token
            assert self._exchange is not None
            try:
                body = await self._exchange()
            except BaseException as error:
                self.state.refused(error)
                raise
            return self.state.issued(body)


def token_state(access_token: Optional[str], can_exchange: bool, missing: str, refresh_margin: float, on_token: Callable[[str], None], on_warning: Callable[[str], None]) -> _TokenState:
    return _TokenState(access_token, can_exchange, missing, refresh_margin, time.time, on_token, on_warning)
