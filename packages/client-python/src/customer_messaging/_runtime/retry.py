# Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
# Regenerate with `npm run generate`.
# A copy of packages/client-python-runtime/src/retry.py, the same for every API.

"""When a call may be sent again and how long to wait.

Retry 429 and 5xx with exponential backoff and jitter (or the wait ``Retry-After`` asks for), and connection
failures; never another 4xx. A request that may have reached the server (a 5xx, a timeout, a dropped
connection) is sent again only when its operation is idempotent or the caller allowed it. Hand-written rather
than a retry library (tenacity, backoff): the decision needs the operation's idempotency and whether the
request could have reached the server, which generic retry decorators do not model.
"""

from __future__ import annotations

import random
import time
from typing import Callable, Literal, NamedTuple, Optional

OutcomeKind = Literal["rate-limited", "server-error", "not-sent", "maybe-sent"]


class Budget(NamedTuple):
    attempt: int
    max_retries: int
    elapsed_ms: float
    max_retry_time_ms: float
    may_resend: bool
    initial_ms: float
    max_ms: float


def retry_delay(
    kind: OutcomeKind,
    budget: Budget,
    retry_after_ms: Optional[float] = None,
    rand: Callable[[], float] = random.random,
) -> Optional[float]:
    """The wait before the next attempt in ms, or None when the call must not be retried."""
    if budget.attempt >= budget.max_retries:
        return None
    if kind in ("server-error", "maybe-sent") and not budget.may_resend:
        return None
    wait = retry_after_ms if retry_after_ms is not None else backoff(budget.attempt, budget.initial_ms, budget.max_ms, rand)
    if budget.elapsed_ms + wait > budget.max_retry_time_ms:
        return None
    return wait


def backoff(attempt: int, initial_ms: float, max_ms: float, rand: Callable[[], float] = random.random) -> float:
    """Exponential backoff with "equal jitter": half the step fixed, half random, so clients spread out."""
    step = min(initial_ms * float(2**attempt), max_ms)
    return float(round(step / 2 + rand() * step / 2))


def parse_retry_after(value: Optional[str], now: Optional[float] = None) -> Optional[float]:
    """``Retry-After`` as delay-seconds or an HTTP-date (RFC 9110 section 10.2.3), in ms."""
    if value is None or value.strip() == "":
        return None
    try:
        seconds = float(value)
    except ValueError:
        seconds = None
    if seconds is not None:
        return max(0.0, seconds * 1000) if seconds == seconds and seconds != float("inf") else None
    from email.utils import parsedate_to_datetime  # only for an HTTP-date, rare: kept off the import path

    try:
        date = parsedate_to_datetime(value)
    except (TypeError, ValueError, IndexError):
        return None
    current = time.time() if now is None else now
    return max(0.0, (date.timestamp() - current) * 1000)


_METHODS_SAFE = frozenset(["GET", "HEAD", "OPTIONS", "TRACE", "PUT", "DELETE"])


def idempotent_method(method: str) -> bool:
    """RFC 9110 section 9.2.2, for requests whose operation is unknown."""
    return method.upper() in _METHODS_SAFE
