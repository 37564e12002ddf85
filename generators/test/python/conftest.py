"""Fixtures of the Python SDK's tests: the sandbox the vitest driver started (its URL and credentials in
the environment), and a scripted HTTP server on 127.0.0.1 for the fault table."""

from __future__ import annotations

import json
import os
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Callable, Iterator, Optional

import pytest


class Reply:
    def __init__(self, status: int = 200, body: Any = None, headers: Optional[dict[str, str]] = None, raw: Optional[bytes] = None, delay: float = 0.0, content_length: Optional[int] = None, drop: bool = False) -> None:
        self.status = status
        self.body = body
        self.headers = headers or {}
        self.raw = raw
        self.delay = delay
        self.content_length = content_length
        self.drop = drop


class Seen:
    def __init__(self, method: str, path: str, headers: dict[str, str], body: bytes) -> None:
        self.method = method
        self.path = path
        self.headers = headers
        self.body = body

    def json(self) -> Any:
        return json.loads(self.body) if self.body else None


Route = Callable[[Seen], Reply]


class FakeServer:
    """Answers each request by the route whose path prefix matches; records every request."""

    def __init__(self) -> None:
        self.routes: dict[str, Route] = {}
        self.seen: list[Seen] = []
        self.lock = threading.Lock()
        server = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, format: str, *args: Any) -> None:  # quiet
                pass

            def handle_any(self) -> None:
                length = int(self.headers.get("content-length") or 0)
                body = self.rfile.read(length) if length else b""
                seen = Seen(self.command, self.path, {k.lower(): v for k, v in self.headers.items()}, body)
                with server.lock:
                    server.seen.append(seen)
                route = next((r for p, r in sorted(server.routes.items(), key=lambda kv: -len(kv[0])) if self.path.split("?")[0].endswith(p) or self.path.startswith(p)), None)
                reply = route(seen) if route else Reply(404, {"error": {"code": "no_route", "message": "no route"}})
                if reply.delay:
                    time.sleep(reply.delay)
                if reply.drop:
                    self.close_connection = True
                    self.connection.shutdown(2)
                    return
                data = reply.raw if reply.raw is not None else (b"" if reply.body is None else json.dumps(reply.body).encode())
                self.send_response(reply.status)
                if reply.raw is None and reply.body is not None:
                    self.send_header("content-type", "application/json")
                for k, v in reply.headers.items():
                    self.send_header(k, v)
                self.send_header("content-length", str(reply.content_length if reply.content_length is not None else len(data)))
                if reply.content_length is not None:
                    self.send_header("connection", "close")
                self.end_headers()
                self.wfile.write(data)
                if reply.content_length is not None:
                    self.close_connection = True

            do_GET = do_POST = do_PUT = do_PATCH = do_DELETE = handle_any

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.httpd.daemon_threads = True
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}"
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()

    def count(self, path: str) -> int:
        return sum(1 for s in self.seen if s.path.split("?")[0].endswith(path))

    def close(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


@pytest.fixture()
def server() -> Iterator[FakeServer]:
    s = FakeServer()
    try:
        yield s
    finally:
        s.close()


@pytest.fixture(scope="session")
def sandbox() -> dict[str, str]:
    url = os.environ.get("PY_SDK_SANDBOX_URL")
    if not url:
        pytest.fail("PY_SDK_SANDBOX_URL is not set: run these tests through generators/test/python/python-sdk.test.ts")
    return {"base_url": url, "client_id": os.environ["PY_SDK_CLIENT_ID"], "client_secret": os.environ["PY_SDK_CLIENT_SECRET"]}


def token_route(expires_in: int = 3600, counter: Optional[list[int]] = None, delay: float = 0.0) -> Route:
    def route(seen: Seen) -> Reply:
        if counter is not None:
            counter.append(1)
        return Reply(200, {"access_token": f"tok_{len(counter or [])}_abcdefgh", "token_type": "Bearer", "expires_in": expires_in}, delay=delay)

    return route
