"""Per-call options (``request_options=``) and the client's defaults."""

from __future__ import annotations

import sys
from typing import Mapping

if sys.version_info >= (3, 11):
    from typing import TypedDict
else:  # pragma: no cover
    from typing_extensions import TypedDict


class RequestOptions(TypedDict, total=False):
    """Options of one call; each overrides the client's own."""

    request_id: str
    """Sent in the request-id header (the generated table names it); the service echoes it and logs it."""
    headers: Mapping[str, str]
    timeout: float
    """Seconds one attempt may take, body included."""
    max_retries: int
    max_retry_time: float
    """Seconds the whole call may take, retries and waits included."""
    retry_non_idempotent: bool
    """Re-send a non-idempotent operation after a 5xx, a timeout or a dropped connection (off by default:
    a second ``send`` may deliver twice)."""
    content_type: str
    """The media type the body is sent as, when the operation takes several (the first is the default)."""
    extra_body: Mapping[str, object]
    """Fields sent besides the documented ones (which the signature names exactly)."""
    extra_query: Mapping[str, object]
    stream_reconnect: bool
    """For a GET event stream: resume it with ``Last-Event-ID`` when its connection ends (default True)."""


DEFAULT_TIMEOUT = 60.0
DEFAULT_MAX_RETRY_TIME = 60.0
DEFAULT_MAX_RETRIES = 2
DEFAULT_RETRY_INITIAL = 0.5
DEFAULT_RETRY_MAX = 8.0
TOKEN_REFRESH_MARGIN = 60.0
"""A cached token is replaced this many seconds before its expiry."""
