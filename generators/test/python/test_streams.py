"""Streamed answers on the Python runtime (``_runtime/streams.py``), sync and async, against a loopback server
that writes its answers chunk by chunk: typed items of Server-Sent Events and JSON Lines, a POST stream ended
by ``data: [DONE]`` while its socket stays open, a GET stream resumed with Last-Event-ID until a 204, the
timeout as a bound on silence, malformed items named by line, and ``break`` closing the connection."""

from __future__ import annotations

import asyncio
import json
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Callable, Iterator, Optional

import pytest

runtime = pytest.importorskip("customer_messaging._runtime.client", reason="the generated SDK, installed by generators/test/python/python-sdk.test.ts")

from customer_messaging._runtime.client import AsyncClient, SyncClient  # noqa: E402
from customer_messaging._runtime.definition import ClientDefinition, Credential, Operation, StreamFormat  # noqa: E402
from customer_messaging._runtime.errors import APITimeoutError, ApiClientError  # noqa: E402
from customer_messaging._runtime.streams import APIStreamError, ServerSentEvent  # noqa: E402

# One step of an answer: bytes to write, or seconds to wait; ``None`` leaves the connection open.
Step = Any
Script = Callable[["Handler"], list[Step]]

DEFINITION = ClientDefinition(default_base_url="http://127.0.0.1:1", env_prefix="STREAMS_TEST_", user_agent="streams-test/1", logger_name="streams-test", credential=Credential(kind="none"))
TICKS = Operation(id="watchTicks", method="GET", path="/ticks", idempotent=True, stream=StreamFormat("sse", text_events=("halt",)))
COMPLETIONS = Operation(id="createCompletion", method="POST", path="/completions", idempotent=False, stream=StreamFormat("sse"))
EXPORT = Operation(id="getExport", method="GET", path="/export", idempotent=True, stream=StreamFormat("jsonl"))


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server: Server

    def log_message(self, format: str, *args: Any) -> None:
        pass

    def do_any(self) -> None:
        length = int(self.headers.get("content-length") or 0)
        if length:
            self.rfile.read(length)
        with self.server.lock:
            self.server.seen.append((self.command, self.path, self.headers.get("last-event-id")))
        steps = self.server.scripts[self.path.split("?")[0]](self)
        try:
            for step in steps:
                if step is None:
                    self.server.held.wait(10)
                    return
                if isinstance(step, (int, float)):
                    time.sleep(step)
                else:
                    self.wfile.write(step)
                    self.wfile.flush()
        except (BrokenPipeError, ConnectionResetError):
            pass
        finally:
            with self.server.lock:
                self.server.closed.append(self.path)
        self.close_connection = True

    do_GET = do_POST = do_any

    def start(self, status: int = 200, content_type: str = "text/event-stream") -> None:
        self.send_response(status)
        self.send_header("content-type", content_type)
        self.send_header("connection", "close")
        self.end_headers()
        self.wfile.flush()


class Server(ThreadingHTTPServer):
    daemon_threads = True

    def __init__(self) -> None:
        super().__init__(("127.0.0.1", 0), Handler)
        self.scripts: dict[str, Script] = {}
        self.seen: list[tuple[str, str, Optional[str]]] = []
        self.closed: list[str] = []
        self.lock = threading.Lock()
        self.held = threading.Event()
        self.url = f"http://127.0.0.1:{self.server_address[1]}"


@pytest.fixture()
def server() -> Iterator[Server]:
    s = Server()
    thread = threading.Thread(target=s.serve_forever, daemon=True)
    thread.start()
    try:
        yield s
    finally:
        s.held.set()
        s.shutdown()
        s.server_close()


def sse(handler: Handler, *steps: Step) -> list[Step]:
    handler.start()
    return list(steps)


def tick(data: ServerSentEvent[Any]) -> ServerSentEvent[Any]:
    """A generated item parser: the event with its data checked."""
    if data.event == "tick" and not isinstance(data.data, dict):
        raise TypeError("the data of a tick is an object")
    return data


def test_sse_items_arrive_parsed_and_a_get_stream_resumes_with_last_event_id_until_204(server: Server) -> None:
    connections: list[int] = []

    def ticks(handler: Handler) -> list[Step]:
        connections.append(1)
        if len(connections) == 1:
            return sse(handler, b"retry: 20\n\n", b"event: tick\nid: 1\ndata: {\"price\": 1.5}\n\n", b": comment\r\nevent: halt\r\nid: 2\r\ndata: paused\r\ndata: for lunch\r\n\r\n")
        if len(connections) == 2:
            return sse(handler, b"event: tick\nid: 3\ndata: {\"pri", 0.05, b"ce\": 2}\n\n")
        handler.start(204)
        return []

    server.scripts["/ticks"] = ticks
    client = SyncClient(DEFINITION, base_url=server.url, max_retries=0, timeout=10)
    events = list(client._stream(TICKS, tick))  # pyright: ignore[reportPrivateUsage]
    assert events == [ServerSentEvent("tick", {"price": 1.5}, "1"), ServerSentEvent("halt", "paused\nfor lunch", "2"), ServerSentEvent("tick", {"price": 2}, "3")]
    assert [s[2] for s in server.seen] == [None, "2", "3"]
    with pytest.raises(ApiClientError, match="204"):
        client._stream(TICKS, tick)  # pyright: ignore[reportPrivateUsage]


def test_a_success_in_another_media_type_is_not_a_stream_sync_and_async(server: Server) -> None:
    """A proxy's login page, or a JSON answer with a 200, read as a stream would end at once with nothing."""

    def page(handler: Handler) -> list[Step]:
        handler.start(200, "text/html; charset=utf-8")
        return [b"<html>sign in</html>"]

    server.scripts["/ticks"] = page
    server.scripts["/export"] = lambda h: (h.start(200, "application/x-ndjson"), [b'{"n": 1}\n'])[1]
    client = SyncClient(DEFINITION, base_url=server.url, max_retries=0, timeout=10)
    with pytest.raises(APIStreamError, match=r"GET .*/ticks answered 200 with content type `text/html; charset=utf-8`, not the stream the spec describes \(text/event-stream\)") as caught:
        client._stream(TICKS, tick)  # pyright: ignore[reportPrivateUsage]
    assert caught.value.code == "not_a_stream"
    # A JSON Lines stream in one of its media types is read.
    assert [r["n"] for r in client._stream(EXPORT, lambda r: r)] == [1]  # pyright: ignore[reportPrivateUsage]

    async def run() -> str:
        async with AsyncClient(DEFINITION, base_url=server.url, max_retries=0, timeout=10) as async_client:
            try:
                await async_client._stream(TICKS, tick)  # pyright: ignore[reportPrivateUsage]
            except APIStreamError as error:
                return error.code
        return "no error"

    assert asyncio.run(run()) == "not_a_stream"


def test_a_server_that_closes_at_once_without_an_event_is_not_called_in_a_loop(server: Server) -> None:
    """``retry: 0`` and no event: the wait doubles from MIN_QUIET_DELAY (lower bounds only: a busy machine only adds)."""
    at: list[float] = []

    def empty(handler: Handler) -> list[Step]:
        at.append(time.monotonic())
        if len(at) <= 3:
            return sse(handler, b"retry: 0\n\n")
        handler.start(204)
        return []

    server.scripts["/ticks"] = empty
    client = SyncClient(DEFINITION, base_url=server.url, max_retries=0, timeout=10)
    assert list(client._stream(TICKS, tick)) == []  # pyright: ignore[reportPrivateUsage]
    gaps = [b - a for a, b in zip(at, at[1:])]
    assert len(gaps) == 3
    assert gaps[0] >= 0.45 and gaps[1] >= 0.95 and gaps[2] >= 1.95, gaps


def test_a_post_stream_ends_at_done_without_waiting_for_the_socket_and_is_never_sent_again(server: Server) -> None:
    server.scripts["/completions"] = lambda h: sse(h, b'data: {"delta": "Hel"}\n\ndata: {"delta": "lo"}\n\ndata: [DONE]\n\n', None)
    client = SyncClient(DEFINITION, base_url=server.url, max_retries=2, timeout=10)
    started = time.monotonic()
    chunks = list(client._stream(COMPLETIONS, lambda e: e, body={"prompt": "hi"}))  # pyright: ignore[reportPrivateUsage]
    assert "".join(c.data["delta"] for c in chunks) == "Hello"
    assert time.monotonic() - started < 8  # the held socket would keep it 10 s
    assert len(server.seen) == 1


def test_break_closes_the_connection(server: Server) -> None:
    server.scripts["/ticks"] = lambda h: sse(h, *[step for n in range(200) for step in (f"event: tick\nid: {n}\ndata: {{\"price\": {n}}}\n\n".encode(), 0.01)])
    client = SyncClient(DEFINITION, base_url=server.url, max_retries=0, timeout=10)
    got: list[ServerSentEvent[Any]] = []
    with client._stream(TICKS, tick) as stream:  # pyright: ignore[reportPrivateUsage]
        for event in stream:
            got.append(event)
            if len(got) == 3:
                break
    assert len(got) == 3
    deadline = time.monotonic() + 10
    while "/ticks" not in server.closed and time.monotonic() < deadline:
        time.sleep(0.02)
    assert "/ticks" in server.closed and len(server.seen) == 1


def test_the_timeout_bounds_the_silence_between_events_not_the_length(server: Server) -> None:
    server.scripts["/ticks"] = lambda h: sse(h, *[step for n in range(8) for step in (0.1, f"event: tick\ndata: {{\"price\": {n}}}\n\n".encode())], 5)
    client = SyncClient(DEFINITION, base_url=server.url, max_retries=0, timeout=0.5)
    got: list[Any] = []
    with pytest.raises(APITimeoutError, match="sent nothing for 0.5 s"):
        for event in client._stream(TICKS, tick, options={"stream_reconnect": False}):  # pyright: ignore[reportPrivateUsage]
            got.append(event)
    assert len(got) == 8


def test_a_malformed_event_and_an_item_of_the_wrong_shape_name_their_line(server: Server) -> None:
    server.scripts["/completions"] = lambda h: sse(h, b'data: {"delta": "a"}\n\n: note\ndata: {"delta": oops}\n\n')
    client = SyncClient(DEFINITION, base_url=server.url, max_retries=0, timeout=10)
    got: list[Any] = []
    with pytest.raises(APIStreamError, match=r"^Line 4 of the stream: the data of event `message` is not JSON") as caught:
        for chunk in client._stream(COMPLETIONS, lambda e: e, body={}):  # pyright: ignore[reportPrivateUsage]
            got.append(chunk)
    assert len(got) == 1 and caught.value.code == "malformed_event" and caught.value.line == 4
    server.scripts["/ticks"] = lambda h: sse(h, b'event: tick\ndata: "high"\n\n')
    with pytest.raises(APIStreamError, match=r"^Line 2 of the stream: event `tick` is not the documented shape") as wrong:
        list(client._stream(TICKS, tick, options={"stream_reconnect": False}))  # pyright: ignore[reportPrivateUsage]
    assert wrong.value.code == "invalid_item"


def test_json_lines_on_the_async_client_and_an_error_answer_before_the_stream(server: Server) -> None:
    def export(handler: Handler) -> list[Step]:
        handler.start(content_type="application/jsonl")
        return [b'{"n": 1}\n{"n"', 0.05, b': 2}\r\n\n{"n": 3}']

    server.scripts["/export"] = export

    async def run() -> list[Any]:
        async with AsyncClient(DEFINITION, base_url=server.url, max_retries=0, timeout=10) as client:
            stream = await client._stream(EXPORT, lambda item: item)  # pyright: ignore[reportPrivateUsage]
            return [item async for item in stream]

    assert asyncio.run(run()) == [{"n": 1}, {"n": 2}, {"n": 3}]

    def refused(handler: Handler) -> list[Step]:
        body = b'{"error": {"code": "bad_symbol", "message": "No such symbol."}}'
        handler.send_response(400)
        handler.send_header("content-type", "application/json")
        handler.send_header("content-length", str(len(body)))
        handler.end_headers()
        return [body]

    server.scripts["/ticks"] = refused
    with pytest.raises(Exception) as caught:
        SyncClient(DEFINITION, base_url=server.url, max_retries=0, timeout=10)._stream(TICKS, tick)  # pyright: ignore[reportPrivateUsage]
    assert getattr(caught.value, "status_code", None) == 400


def test_the_generated_sdk_returns_streams_of_typed_items(server: Server) -> None:
    streams_fixture = pytest.importorskip("streams_fixture", reason="generated and installed by generators/test/python/python-sdk.test.ts")
    from streams_fixture.types import CompletionChunk, Record

    server.scripts["/completions"] = lambda h: sse(h, b'data: {"id": "c1", "delta": "Hel"}\n\ndata: {"id": "c1", "delta": "lo"}\n\ndata: [DONE]\n\n', None)
    server.scripts["/exports/e1"] = lambda h: (h.start(content_type="application/jsonl"), [b'{"n": 1}\n{"n": 2, "name": "two"}\n'])[1]
    client = streams_fixture.StreamsFixture(base_url=server.url, max_retries=0, timeout=10)
    stream = client.completions.create_completion(prompt="hi")
    assert isinstance(stream, streams_fixture.Stream)
    chunks = list(stream)
    assert [type(c.data) for c in chunks] == [CompletionChunk, CompletionChunk]
    assert "".join(c.data.delta for c in chunks) == "Hello" and chunks[0].event == "message"

    async def run() -> list[Record]:
        async with streams_fixture.AsyncStreamsFixture(base_url=server.url, max_retries=0, timeout=10) as async_client:
            return [record async for record in await async_client.exports.get_export("e1")]

    records = asyncio.run(run())
    assert [(type(r), r.n) for r in records] == [(Record, 1), (Record, 2)] and records[1].name == "two"


def _split_everywhere(text: str) -> Iterator[list[str]]:
    yield [text]
    for i in range(len(text) + 1):
        yield [text[:i], text[i:]]


def test_cr_line_endings_are_read_as_they_arrive_wherever_the_text_is_cut() -> None:
    from customer_messaging._runtime.streams import _SseParser

    for eol in ("\n", "\r\n", "\r"):
        text = f"data: 1{eol}{eol}: note{eol}id: 2{eol}data: 2{eol}{eol}"
        for chunks in _split_everywhere(text):
            parser = _SseParser()
            got = [(raw.data, raw.id) for chunk in chunks for raw in parser.feed(chunk)] + [(raw.data, raw.id) for raw in parser.end()]
            assert got == [("1", None), ("2", "2")], chunks
    # The event a chunk ends with a CR is handed out with that chunk.
    parser = _SseParser()
    assert [raw.data for raw in parser.feed("data: 1\r\r")] == ["1"]
    assert [raw.data for raw in parser.feed("\ndata: 2\r\n\r\n")] == ["2"]


def test_every_ended_block_sets_the_last_event_id_one_of_an_id_alone_too() -> None:
    from customer_messaging._runtime.streams import _SseParser

    # The HTML standard: a block's end sets the last event ID from its id, with or without data; an id with NUL
    # is ignored; a bare ``id`` empties it; a block the stream never ends sets nothing.
    cases = [
        ("id: 7\ndata: 1\n\nid: 8\n\n", "8"),
        ("id: 7\ndata: 1\n\n: note\n\ndata: 2\n\n", "7"),
        ("id: 7\n\nid: 9\ndata: 1", "7"),
        ("id: 7\n\nid: a\0b\n\n", "7"),
        ("id: 7\n\nid\n\n", ""),
        ('data: {"id":1}\n\n: id: 3\n\n', None),
    ]
    for text, expected in cases:
        for chunks in _split_everywhere(text):
            parser = _SseParser()
            for chunk in chunks:
                parser.feed(chunk)
            parser.end()
            assert parser.last_event_id == expected, chunks


def test_json_seq_records_may_span_lines_wherever_the_text_is_cut() -> None:
    from customer_messaging._runtime.streams import _LineParser

    text = '\x1e{\n  "i": 1\n}\n\x1e{"i":2}\n\x1e[\n1\n]\n'
    for chunks in _split_everywhere(text):
        parser = _LineParser(seq=True)
        got = [(raw.data, raw.line) for chunk in chunks for raw in parser.feed(chunk)] + [(raw.data, raw.line) for raw in parser.end()]
        assert [json.loads(data) for data, _ in got] == [{"i": 1}, {"i": 2}, [1]], chunks
        assert [line for _, line in got] == [1, 4, 5], chunks


def test_json_seq_records_separated_by_the_record_separator_alone_wherever_the_text_is_cut() -> None:
    from customer_messaging._runtime.streams import _LineParser

    # RFC 7464 section 2.1: a reader splits at the record separator; the newline after a record is optional to it.
    text = '\x1e{"i":1}\x1e{"i":2}\n\x1e3\x1e"four"\n'
    for chunks in _split_everywhere(text):
        parser = _LineParser(seq=True)
        got = [(raw.data, raw.line) for chunk in chunks for raw in parser.feed(chunk)] + [(raw.data, raw.line) for raw in parser.end()]
        assert [json.loads(data) for data, _ in got] == [{"i": 1}, {"i": 2}, 3, "four"], chunks
        assert [line for _, line in got] == [1, 1, 2, 2], chunks


def test_a_long_event_or_line_in_small_writes_is_read_whole() -> None:
    from customer_messaging._runtime.streams import _LineParser, _SseParser

    pad = "x" * 200_000
    text = f'data: {{"pad":"{pad}"}}\n\n'
    parser = _SseParser()
    got = [raw for i in range(0, len(text), 64) for raw in parser.feed(text[i : i + 64])]
    assert [json.loads(raw.data)["pad"] == pad for raw in got] == [True]
    lines = f'{{"pad":"{pad}"}}\n{{"i":2}}\n'
    line_parser = _LineParser(seq=False)
    read = [(raw.data, raw.line) for i in range(0, len(lines), 64) for raw in line_parser.feed(lines[i : i + 64])]
    assert [line for _, line in read] == [1, 2] and json.loads(read[1][0]) == {"i": 2}
