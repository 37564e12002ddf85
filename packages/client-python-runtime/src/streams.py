"""Streamed answers: Server-Sent Events, JSON Lines / NDJSON and JSON text sequences, read item by item as
they arrive over httpx, nothing kept beyond the item being read.

- ``Stream`` (sync) and ``AsyncStream`` iterate the parsed items; leaving the loop early, ``close()`` and the
  context manager close the response.
- The call's timeout bounds the wait for the answer to start and each silence between chunks (httpx's read
  timeout), never the length of the stream: a stream that goes silent raises ``APITimeoutError``.
- A GET event stream whose connection ends (dropped, or closed by the server as EventSource sees it) is
  resumed as the HTML standard says (section 9.2.3): after the ``retry`` delay the server last asked for,
  with ``Last-Event-ID``, until the caller stops or the server answers 204. ``reconnect=False`` turns it off.
- A ``data: [DONE]`` event (OpenAI's sentinel) ends a stream without waiting for the socket to close.
- A malformed item raises ``APIStreamError`` naming its line.

The event stream is parsed here, as the standard's algorithm (section 9.2.6) says, in a few dozen lines:
httpx ships no parser, and the one library of the field (httpx-sse) would be a dependency of every SDK for
the same loop.
"""

from __future__ import annotations

import json
import re
from typing import TYPE_CHECKING, Any, AsyncGenerator, AsyncIterator, Callable, Generator, Generic, Iterator, Optional, TypeVar, Union

from .definition import StreamFormat
from .errors import APIConnectionError, ApiClientError, APITimeoutError

if TYPE_CHECKING:
    import httpx

T = TypeVar("T")
D = TypeVar("D")

DEFAULT_RECONNECT_DELAY = 1.0
"""Seconds before resuming when the server named no ``retry`` (HTML leaves it to the user agent)."""
MIN_QUIET_DELAY = 0.5
"""The first wait after a connection that gave no event, whatever ``retry`` says; it doubles with each such connection in a row."""
MAX_QUIET_DELAY = 30.0
"""The most that doubling reaches."""
MAX_TIMER_DELAY = 2_147_483.647
"""The longest reconnection wait (the TypeScript client's timer limit, about 24 days)."""


class APIStreamError(ApiClientError):
    """A streamed answer that cannot be read on: an item that is not the JSON its schema says
    (``malformed_event``) or that is not the documented shape (``invalid_item``). The stream is closed."""

    def __init__(self, message: str, *, code: str, line: Optional[int], request_id: Optional[str] = None) -> None:
        super().__init__(message)
        self.code = code
        self.line = line
        self.request_id = request_id


class ServerSentEvent(Generic[D]):
    """One event of a Server-Sent Events stream, its data parsed: the item of an SSE operation."""

    __slots__ = ("event", "data", "id")

    def __init__(self, event: str, data: D, id: Optional[str] = None) -> None:
        self.event = event
        """The event's name; ``message`` when the server named none (as EventSource does)."""
        self.data = data
        self.id = id
        """The event's id, when the server sent one (the stream resumes after it)."""

    def __eq__(self, other: object) -> bool:
        return isinstance(other, ServerSentEvent) and (self.event, self.data, self.id) == (other.event, other.data, other.id)  # pyright: ignore[reportUnknownMemberType]

    def __repr__(self) -> str:
        return f"ServerSentEvent(event={self.event!r}, data={self.data!r}, id={self.id!r})"


ACCEPT = {"sse": "text/event-stream", "jsonl": "application/jsonl, application/x-ndjson", "json-seq": "application/json-seq"}
_JSON_LINES_TYPE = re.compile(r"^\s*(application/([\w.+-]*json[\w.+-]*)|text/plain|application/octet-stream)\s*(;|$)", re.I)
_STREAM_TYPE = {"sse": re.compile(r"^\s*text/event-stream\s*(;|$)", re.I), "jsonl": _JSON_LINES_TYPE, "json-seq": _JSON_LINES_TYPE}


def not_a_stream(fmt: str, status: int, content_type: Optional[str], where: str, request_id: Optional[str]) -> Optional[APIStreamError]:
    """A success in another media type (a proxy's login page, a JSON error with a 200) is no stream: read as one it
    would end at once with nothing. No content type at all is read as the stream the spec describes."""
    if not content_type or _STREAM_TYPE[fmt].match(content_type):
        return None
    message = f"{where} answered {status} with content type `{content_type}`, not the stream the spec describes ({ACCEPT[fmt]})."
    return APIStreamError(message, code="not_a_stream", line=None, request_id=request_id)


class _Raw:
    """An event as the stream framed it, before its data is parsed."""

    __slots__ = ("event", "data", "id", "line")

    def __init__(self, event: str, data: str, id: Optional[str], line: int) -> None:
        self.event = event
        self.data = data
        self.id = id
        self.line = line


class _SseParser:
    """Text -> events, by the HTML standard's "interpreting an event stream" (section 9.2.6)."""

    def __init__(self, last_event_id: Optional[str] = None) -> None:
        # A new connection goes on from the last event id of the one before (HTML section 9.2.6).
        self.last_event_id: Optional[str] = last_event_id
        self.retry: Optional[float] = None
        self._rest = ""
        self._line = 0
        self._first = True
        self._data: list[str] = []
        self._data_line = 0
        self._event = ""
        self._id: Optional[str] = None
        # The standard's last event ID buffer: set by an `id` line, read into last_event_id when a block ends.
        self._id_buffer: Optional[str] = last_event_id
        self._cr_ended = False
        # Chunks that end no line, held and joined once with the chunk that ends it: joined and scanned at every
        # small chunk, a long line would cost its whole length again each time (quadratic in a slow server's writes).
        self._held: list[str] = []

    def feed(self, text: str) -> list[_Raw]:
        if self._first and text:
            self._first = False
            if text.startswith("\ufeff"):
                text = text[1:]
        # A CR that ended the last chunk ended its line (CR alone is a line ending): a LF that starts this one is
        # the second half of that CRLF, not another line. So an event of a stream of CR line endings is read
        # when it arrives, and the last one at all.
        if self._cr_ended and text.startswith("\n"):
            text = text[1:]
        if text and "\n" not in text and "\r" not in text:
            self._cr_ended = False
            self._held.append(text)
            return []
        if self._held:
            text = "".join(self._held) + text
            self._held = []
        if text:
            self._cr_ended = text.endswith("\r")
        text = self._rest + text
        events: list[_Raw] = []
        start = 0
        n = len(text)
        while True:
            cr = text.find("\r", start)
            lf = text.find("\n", start)
            end = min(cr if cr != -1 else n, lf if lf != -1 else n)
            if end == n:
                break
            self._take(text[start:end], events)
            start = end + (2 if text.startswith("\r\n", end) else 1)
        self._rest = text[start:]
        return events

    def _take(self, line: str, events: list[_Raw]) -> None:
        self._line += 1
        if line == "":
            # The block's end sets the last event ID from its buffer, with or without data (the standard's
            # "dispatch the event", step 1); the buffer itself is kept for the blocks after.
            self.last_event_id = self._id_buffer
            if self._data:
                events.append(_Raw(self._event or "message", "\n".join(self._data), self._id, self._data_line))
            self._data, self._event, self._id = [], "", None
            return
        if line.startswith(":"):
            return
        name, colon, value = line.partition(":")
        if colon and value.startswith(" "):
            value = value[1:]
        if name == "data":
            self._data.append(value)
            self._data_line = self._line
        elif name == "event":
            self._event = value
        elif name == "id" and "\0" not in value:
            self._id = value
            self._id_buffer = value
        elif name == "retry" and value.isascii() and value.isdigit():
            self.retry = int(value) / 1000
        # Other fields are ignored, as the standard says.

    def end(self) -> list[_Raw]:
        # An event not ended by a blank line is discarded (the standard, at the end of the stream).
        self._rest = ""
        self._held = []
        return []


class _LineParser:
    """One JSON value per line (JSON Lines, NDJSON); a json-seq record (RFC 7464) is its line without the record separator."""

    def __init__(self, seq: bool) -> None:
        self.last_event_id: Optional[str] = None
        self.retry: Optional[float] = None
        self._seq = seq
        self._rest = ""
        self._line = 0
        # Chunks that end no line (or, json-seq, no record), held and joined once (see _SseParser._held).
        self._held: list[str] = []

    def feed(self, text: str) -> list[_Raw]:
        if "\n" not in text and (not self._seq or "\x1e" not in text):
            self._held.append(text)
            return []
        if self._held:
            text = "".join(self._held) + text
            self._held = []
        text = self._rest + text
        if not self._seq:
            lines = text.split("\n")
            self._rest = lines.pop()
            return [raw for raw in (self._record(line) for line in lines) if raw is not None]
        # RFC 7464 section 2.1: a record runs from its record separator to the next one, and its JSON text may
        # span lines (pretty-printed); the newline after it is the writer's duty, not the reader's. A record ends
        # at the next record separator, or, when a newline ends the text read so far, where its text parses (a
        # JSON text that parses is whole: it is handed out without waiting for the next record).
        raws: list[_Raw] = []
        start = 0
        while True:
            body = start
            while text.startswith("\x1e", body):
                body += 1
            at = text.find("\x1e", body)
            if at == -1:
                record = text[start:]
                if not (text.endswith("\n") and _parses(record.lstrip("\x1e"))):
                    break
                at = len(text)
            else:
                record = text[start:at]
            # Its own line ending taken off: the next record starts on the line after it, or on the same line
            # when no newline came before the next separator.
            trimmed = record[:-1] if record.endswith("\n") else record
            raw = self._record(trimmed)
            self._line += trimmed.count("\n") - (0 if record.endswith("\n") else 1)
            if raw is not None:
                raws.append(raw)
            start = at
        self._rest = text[start:]
        return raws

    def _record(self, line: str) -> Optional[_Raw]:
        self._line += 1
        body = line.rstrip("\r").lstrip("\x1e") if self._seq else line.rstrip("\r")
        return None if body.strip() == "" else _Raw("", body, None, self._line)

    def end(self) -> list[_Raw]:
        rest, self._rest = self._rest + "".join(self._held), ""
        self._held = []
        raw = self._record(rest)
        return [] if raw is None else [raw]


def _parses(text: str) -> bool:
    try:
        json.loads(text)
    except ValueError:
        return False
    return True


class StreamReader:
    """What the sync and async streams share: the parser, how an item is made, and the errors."""

    def __init__(self, fmt: StreamFormat, parse: Callable[[Any], Any], where: str, timeout: float, request_id: Optional[str]) -> None:
        self.fmt = fmt
        self.parse = parse
        self.where = where
        self.timeout = timeout
        self.request_id = request_id
        self.parser: Union[_SseParser, _LineParser] = _SseParser() if fmt.format == "sse" else _LineParser(fmt.format == "json-seq")
        self.done = False
        self._heard = False
        self._quiet = 0

    def renew(self) -> None:
        """A new connection: the last event id and the reconnection time outlive it (HTML section 9.2.6)."""
        previous = self.parser
        self.parser = _SseParser(previous.last_event_id) if self.fmt.format == "sse" else _LineParser(self.fmt.format == "json-seq")
        self.parser.last_event_id, self.parser.retry = previous.last_event_id, previous.retry

    def items(self, raws: list[_Raw]) -> Iterator[Any]:
        for raw in raws:
            self._heard = True
            if self.fmt.format != "sse":
                yield self._parsed(raw, self._json(raw, f"Line {raw.line} of the {self.fmt.format} stream is not JSON"), f"Line {raw.line} of the {self.fmt.format} stream")
                continue
            text = self.fmt.text or raw.event in self.fmt.text_events
            if not text and len(raw.data) < 16 and raw.data.strip() == "[DONE]":
                self.done = True
                return
            data: Any = raw.data if text else self._json(raw, f"Line {raw.line} of the stream: the data of event `{raw.event}` is not JSON")
            yield self._parsed(raw, ServerSentEvent(raw.event, data, raw.id), f"Line {raw.line} of the stream: event `{raw.event}`")

    def _json(self, raw: _Raw, what: str) -> Any:
        try:
            return json.loads(raw.data)
        except ValueError as error:
            excerpt = raw.data if len(raw.data) <= 80 else raw.data[:80] + "…"
            raise APIStreamError(f"{what} ({error}): {excerpt!r}", code="malformed_event", line=raw.line, request_id=self.request_id) from None

    def _parsed(self, raw: _Raw, item: Any, what: str) -> Any:
        try:
            return self.parse(item)
        except (TypeError, ValueError, KeyError, AttributeError) as error:
            raise APIStreamError(f"{what} is not the documented shape ({error})", code="invalid_item", line=raw.line, request_id=self.request_id) from None

    def timed_out(self, error: BaseException) -> APITimeoutError:
        return APITimeoutError(f"{self.where}: the stream sent nothing for {self.timeout:g} s", request_id=self.request_id)

    def dropped(self, error: BaseException) -> APIConnectionError:
        return APIConnectionError(f"{self.where}: the stream's connection failed: {error or type(error).__name__}", request_id=self.request_id)

    def reconnect_delay(self) -> float:
        """Seconds to wait before resuming: the server's ``retry`` after a connection that gave an event; after one
        that gave none, at least MIN_QUIET_DELAY, doubling with each such connection in a row up to MAX_QUIET_DELAY
        (HTML leaves this backoff to the user agent), so a server that closes at once or asks for ``retry: 0`` is
        not called in a loop."""
        # Capped where a timer can hold it: a server's huge ``retry`` would overflow ``time.sleep``.
        wait = min(self.parser.retry if self.parser.retry is not None else DEFAULT_RECONNECT_DELAY, MAX_TIMER_DELAY)
        self._quiet = 0 if self._heard else self._quiet + 1
        self._heard = False
        return wait if self._quiet == 0 else min(max(wait, MIN_QUIET_DELAY) * 2 ** (self._quiet - 1), MAX_QUIET_DELAY)


def event_data(parse: Optional[Callable[[Any], Any]]) -> Callable[[Any], Any]:
    """The parser of an event whose data has a type (generated): the data parsed by ``parse``, the rest kept."""

    def parsed(event: ServerSentEvent[Any]) -> ServerSentEvent[Any]:
        return event if parse is None else ServerSentEvent(event.event, parse(event.data), event.id)

    return parsed


class Stream(Generic[T]):
    """The result of an operation whose answer is a stream: iterate it (``for item in stream``) once."""

    def __init__(self, response: httpx.Response, reader: StreamReader, reopen: Optional[Callable[[Optional[str]], Optional[httpx.Response]]]) -> None:
        self.response = response
        """The answer that started the stream."""
        self._reader = reader
        self._reopen = reopen
        self._iterator = self._run()

    def __iter__(self) -> Iterator[T]:
        return self

    def __next__(self) -> T:
        return next(self._iterator)

    def close(self) -> None:
        """Closes the connection; an iteration in progress ends."""
        self._iterator.close()
        self.response.close()

    def __enter__(self) -> Stream[T]:
        return self

    def __exit__(self, *args: object) -> None:
        self.close()

    def _run(self) -> Generator[T, None, None]:
        import time

        import httpx

        reader = self._reader
        response: Optional[httpx.Response] = self.response
        while response is not None:
            try:
                for text in response.iter_text():
                    yield from reader.items(reader.parser.feed(text))
                    if reader.done:
                        return
                yield from reader.items(reader.parser.end())
            except httpx.TimeoutException as error:
                raise reader.timed_out(error) from error
            except httpx.TransportError as error:
                if self._reopen is None:
                    raise reader.dropped(error) from error
            finally:
                response.close()
            if self._reopen is None or reader.done:
                return
            time.sleep(reader.reconnect_delay())
            response = self._reopen(reader.parser.last_event_id)
            reader.renew()


class AsyncStream(Generic[T]):
    """The result of an operation whose answer is a stream, on the async client: ``async for item in stream``."""

    def __init__(self, response: httpx.Response, reader: StreamReader, reopen: Optional[Callable[[Optional[str]], Any]]) -> None:
        self.response = response
        """The answer that started the stream."""
        self._reader = reader
        self._reopen = reopen
        self._iterator = self._run()

    def __aiter__(self) -> AsyncIterator[T]:
        return self

    async def __anext__(self) -> T:
        return await self._iterator.__anext__()

    async def close(self) -> None:
        """Closes the connection; an iteration in progress ends."""
        await self._iterator.aclose()
        await self.response.aclose()

    async def __aenter__(self) -> AsyncStream[T]:
        return self

    async def __aexit__(self, *args: object) -> None:
        await self.close()

    async def _run(self) -> AsyncGenerator[T, None]:
        import anyio
        import httpx

        reader = self._reader
        response: Optional[httpx.Response] = self.response
        while response is not None:
            try:
                async for text in response.aiter_text():
                    for item in reader.items(reader.parser.feed(text)):
                        yield item
                    if reader.done:
                        return
                for item in reader.items(reader.parser.end()):
                    yield item
            except httpx.TimeoutException as error:
                raise reader.timed_out(error) from error
            except httpx.TransportError as error:
                if self._reopen is None:
                    raise reader.dropped(error) from error
            finally:
                await response.aclose()
            if self._reopen is None or reader.done:
                return
            await anyio.sleep(reader.reconnect_delay())
            response = await self._reopen(reader.parser.last_event_id)
            reader.renew()


__all__ = ["APIStreamError", "AsyncStream", "ServerSentEvent", "Stream", "event_data"]
