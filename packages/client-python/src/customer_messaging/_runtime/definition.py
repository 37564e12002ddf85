# Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
# Regenerate with `npm run generate`.
# A copy of packages/client-python-runtime/src/definition.py, the same for every API.

"""What a generated client hands the runtime: its spec's server, names and envelopes, and its operations.

Named tuples rather than dataclasses: ``dataclasses`` imports ``inspect``, which would double the package's import time.

The runtime knows no API: every value particular to one comes from these generated tables.
"""

from __future__ import annotations

from typing import Literal, Mapping, NamedTuple, Optional, Sequence

KeyPath = Sequence[str]


class StreamFormat(NamedTuple):
    """How an operation's streamed answer is framed and read."""

    format: Literal["sse", "jsonl", "json-seq"]
    text: bool = False
    """SSE: the data of every event stays text."""
    text_events: tuple[str, ...] = ()
    """SSE: events whose data stays text in a stream whose other events carry JSON."""


class Operation(NamedTuple):
    """One operation of the spec, as the runtime needs it to send and read a call."""

    id: str
    method: str
    """Upper case."""
    path: str
    """Path template, ``/things/{thing_id}``."""
    idempotent: bool
    """Safe to send again after it may have reached the server."""
    pagination: Literal["page", "cursor", "none"] = "none"
    public: bool = False
    """Needs no credential (a token exchange, a health check)."""
    request_types: Sequence[str] = ()
    """The media types a body may be sent as, the default first."""
    response_type: Literal["json", "text", "bytes", "none"] = "json"
    body_required: bool = False
    """Send the body even when no field of it is given."""
    stream: Optional[StreamFormat] = None
    """The success answer is a stream of items (Server-Sent Events, JSON Lines, json-seq)."""


class ErrorEnvelope(NamedTuple):
    code: KeyPath
    type: Optional[KeyPath] = None
    message: Optional[KeyPath] = None
    param: Optional[KeyPath] = None
    details: Optional[KeyPath] = None
    request_id: Optional[KeyPath] = None


class PageEnvelope(NamedTuple):
    items: KeyPath
    has_more: Optional[KeyPath] = None
    next_cursor: Optional[KeyPath] = None
    page: Optional[KeyPath] = None
    page_param: str = "page"
    cursor_param: str = "cursor"


class TokenExchange(NamedTuple):
    """The spec's client-credentials exchange: the operation and the body fields that carry the id and secret."""

    operation: Operation
    client_id_field: str
    client_secret_field: str
    rejected_code: Optional[str] = None
    """The error code of a 401 that means "fetch a new token and send once more"."""


class Credential(NamedTuple):
    """Where the credential goes. ``bearer``: ``Authorization: Bearer``; ``api_key``: a header, query
    parameter or cookie; ``http``: ``Authorization: <scheme> <value>``; ``none``: nothing is sent."""

    kind: Literal["bearer", "api_key", "http", "none"] = "bearer"
    location: Literal["header", "query", "cookie"] = "header"
    name: str = ""
    scheme: str = ""


class ClientDefinition(NamedTuple):
    default_base_url: str
    env_prefix: str
    user_agent: str
    logger_name: str
    request_id_header: str = ""
    """Lower-cased; empty when the spec names none."""
    errors: Optional[ErrorEnvelope] = None
    error_types: Optional[Mapping[str, object]] = None
    pagination: Optional[PageEnvelope] = None
    credential: Credential = Credential()
    token_exchange: Optional[TokenExchange] = None


def value_at(body: object, path: Optional[KeyPath]) -> object:
    """The value at a key path (``("error", "code")``) of a parsed body, or None."""
    if path is None:
        return None
    at: object = body
    for key in path:
        if not isinstance(at, dict):
            return None
        at = at.get(key)  # pyright: ignore[reportUnknownMemberType, reportUnknownVariableType]
    return at  # pyright: ignore[reportUnknownVariableType]


def string_at(body: object, path: Optional[KeyPath]) -> Optional[str]:
    value = value_at(body, path)
    return value if isinstance(value, str) else None
