# Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
# Regenerate with `npm run generate`.
# A copy of packages/client-python-runtime/src/responses.py, the same for every API.

"""What a call's answer becomes: the parsed body, a typed error, and the raw response (``with_raw_response``)."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any, Callable, Generic, Mapping, Optional, TypeVar, cast

from .definition import ClientDefinition, ErrorEnvelope, string_at, value_at
from .errors import APIError, error_class, type_for_status
from .redact import Redactor

if TYPE_CHECKING:
    import httpx

T = TypeVar("T")

_FLAT = ErrorEnvelope(code=("code",), type=("type",), message=("message",), param=("param",), details=("details",), request_id=("request_id",))


class Answer:
    """An answer and its body, read within the attempt's timeout."""

    __slots__ = ("response", "content")

    def __init__(self, response: httpx.Response, content: bytes) -> None:
        self.response = response
        self.content = content

    @property
    def status_code(self) -> int:
        return self.response.status_code

    @property
    def text(self) -> str:
        return self.content.decode(self.response.encoding or "utf-8", errors="replace")


class RawResponse(Generic[T]):
    """An answer with its status and headers (``client.with_raw_response...``); ``parse()`` gives the model."""

    def __init__(self, answer: Answer, parse: Callable[[], T], request_id_header: str) -> None:
        self._answer = answer
        self._parse = parse
        self._parsed: Optional[tuple[T]] = None
        self._request_id_header = request_id_header

    @property
    def http_response(self) -> httpx.Response:
        return self._answer.response

    @property
    def status_code(self) -> int:
        return self._answer.response.status_code

    @property
    def headers(self) -> httpx.Headers:
        return self._answer.response.headers

    @property
    def request_id(self) -> Optional[str]:
        return self._answer.response.headers.get(self._request_id_header) if self._request_id_header else None

    @property
    def content(self) -> bytes:
        return self._answer.content

    @property
    def text(self) -> str:
        return self._answer.text

    def parse(self) -> T:
        if self._parsed is None:
            self._parsed = (self._parse(),)
        return self._parsed[0]


def request_id_of(answer: Answer, header: str) -> Optional[str]:
    return answer.response.headers.get(header) if header else None


def invalid_body(answer: Answer, method: str, url: str, problem: str, header: str) -> APIError:
    """A 2xx whose body is not the JSON it claims to be (or not the shape the operation documents)."""
    request_id = request_id_of(answer, header)
    status = answer.status_code
    return APIError(
        f"{method} {describe_url(url)} answered {status} with a body that {problem}" + (f" (request {request_id})" if request_id else ""),
        status_code=status,
        type="invalid_response_error",
        code="invalid_response_body",
        request_id=request_id,
        headers=dict(answer.response.headers),
        body=answer.text[:2000],
        response=answer.response,
    )


def parse_json(answer: Answer, method: str, url: str, header: str) -> Any:
    if not answer.content:
        return None
    try:
        return json.loads(answer.content)
    except (ValueError, UnicodeDecodeError) as error:
        raise invalid_body(answer, method, url, f"is not valid JSON ({error})", header) from None


def error_from_answer(answer: Answer, definition: ClientDefinition, redactor: Redactor) -> APIError:
    """An error answer -> its class, also when the body is not in the spec's error shape (a proxy's HTML page)."""
    envelope = definition.errors or _FLAT
    response = answer.response
    status = response.status_code
    body: object
    try:
        body = json.loads(answer.content) if answer.content else None
    except (ValueError, UnicodeDecodeError):
        body = answer.text
    parsed: Optional[dict[str, Any]] = cast("dict[str, Any]", body) if isinstance(body, dict) else None
    code = string_at(parsed, envelope.code)
    message = string_at(parsed, envelope.message)
    header = definition.request_id_header
    request_id = (response.headers.get(header) if header else None) or string_at(parsed, envelope.request_id)
    type_ = string_at(parsed, envelope.type) or type_for_status(status, definition.error_types)
    tail = f" (request {request_id})" if request_id else ""
    documented = message is not None
    details = value_at(parsed, envelope.details) if documented else None
    if documented:
        text = f"{status} {code or type_}: {message}{tail}"
    else:
        excerpt = body if isinstance(body, str) else ("" if body is None else json.dumps(body))
        excerpt = " ".join(excerpt.split())[:200]
        reason = response.reason_phrase or type_
        content_type = response.headers.get("content-type", "no content type")
        text = f"{status} {reason}: the service answered without an error body in the documented shape ({content_type})" + (f": {excerpt}" if excerpt else "") + tail
    return error_class(status)(
        redactor.text(text),
        status_code=status,
        type=type_,
        code=(code if documented and code else f"http_{status}"),
        param=string_at(parsed, envelope.param) if documented else None,
        details=details if isinstance(details, Mapping) else None,  # pyright: ignore[reportUnknownArgumentType]
        request_id=request_id,
        headers=dict(response.headers),
        body=cast(object, body),
        response=response,
    )


def describe_url(url: str) -> str:
    """``host/path`` of a URL, without its query."""
    rest = url.split("://", 1)[-1]
    return rest.split("?", 1)[0].split("#", 1)[0]
