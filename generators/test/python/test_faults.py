"""The TypeScript client's fault table, replayed against the Python runtime on a scripted loopback server:
retries (which answers, how often, which requests), timeouts (per attempt, per call), the token (one
exchange, refresh before expiry, a rejected token fetched again once), paging that does not progress, and
answers that are not what they claim. Every case runs on the sync client; the ones whose waiting differs
run on the async one too."""

from __future__ import annotations

import asyncio
import logging
import threading
import time
from urllib.parse import parse_qs, urlsplit

import pytest
from conftest import FakeServer, Reply, Seen, token_route

from customer_messaging import (
    ChangePage,
    ChangeQuery,
    poll_changes,
    APIConnectionError,
    APIError,
    ApiClientError,
    APITimeoutError,
    AsyncCustomerMessaging,
    AuthenticationError,
    CustomerMessaging,
    CustomerMessagingError,
    InternalServerError,
    NotFoundError,
    RateLimitError,
)

SECRET = "sk_test_fault_secret_0123456789"
FAST = (0.01, 0.05)
PAGE = {"data": [], "meta": {"page": 1, "per_page": 25, "has_more": False}}


def client(server: FakeServer, **options: object) -> CustomerMessaging:
    server.routes.setdefault("/oauth/token", token_route())
    return CustomerMessaging(base_url=server.url, client_id="cli_test", client_secret=SECRET, retry_delay=FAST, **options)  # type: ignore[arg-type]


def aclient(server: FakeServer, **options: object) -> AsyncCustomerMessaging:
    server.routes.setdefault("/oauth/token", token_route())
    return AsyncCustomerMessaging(base_url=server.url, client_id="cli_test", client_secret=SECRET, retry_delay=FAST, **options)  # type: ignore[arg-type]


def script(*replies: Reply):
    queue = list(replies)

    def route(seen: Seen) -> Reply:
        return queue.pop(0) if len(queue) > 1 else queue[0]

    return route


# --- retries -------------------------------------------------------------------------------------------


@pytest.mark.parametrize("status", [500, 502, 503, 429])
def test_an_idempotent_call_is_retried_after_429_and_5xx(server: FakeServer, status: int) -> None:
    server.routes["/conversations"] = script(Reply(status, {"error": {"code": "busy", "message": "busy"}}), Reply(200, PAGE))
    assert client(server).conversations.list().page.data == []
    assert server.count("/conversations") == 2


def test_retries_stop_at_max_retries_and_raise_the_typed_error(server: FakeServer) -> None:
    server.routes["/conversations"] = script(Reply(503, {"error": {"type": "api_error", "code": "unavailable", "message": "down", "request_id": "req_1"}}))
    with pytest.raises(InternalServerError) as caught:
        client(server, max_retries=3).conversations.list()
    assert server.count("/conversations") == 4
    assert (caught.value.status_code, caught.value.code, caught.value.type, caught.value.request_id) == (503, "unavailable", "api_error", "req_1")


def test_a_non_idempotent_call_is_not_sent_again_after_a_5xx(server: FakeServer) -> None:
    server.routes["/customers"] = script(Reply(503, {"error": {"code": "x", "message": "down"}}), Reply(200, {"id": "1", "name": "A"}))
    with pytest.raises(InternalServerError):
        client(server).customers.create(name="A")
    assert server.count("/customers") == 1


def test_a_non_idempotent_call_is_sent_again_when_allowed(server: FakeServer) -> None:
    server.routes["/customers"] = script(Reply(503, {"error": {"code": "x", "message": "down"}}), Reply(200, {"id": "1", "name": "A"}))
    customer = client(server).customers.create(name="A", request_options={"retry_non_idempotent": True})
    assert customer.id == "1" and server.count("/customers") == 2


def test_a_429_is_retried_even_for_a_non_idempotent_call_after_its_retry_after(server: FakeServer) -> None:
    server.routes["/customers"] = script(Reply(429, {"error": {"code": "rate_limited", "message": "slow"}}, headers={"retry-after": "0.2"}), Reply(200, {"id": "2", "name": "B"}))
    started = time.monotonic()
    assert client(server).customers.create(name="B").id == "2"
    assert time.monotonic() - started >= 0.2
    assert server.count("/customers") == 2


def test_a_429_that_stays_is_a_rate_limit_error_with_retry_after(server: FakeServer) -> None:
    server.routes["/conversations"] = script(Reply(429, {"error": {"code": "rate_limited", "message": "slow"}}, headers={"retry-after": "0"}))
    with pytest.raises(RateLimitError) as caught:
        client(server, max_retries=1).conversations.list()
    assert caught.value.retry_after == 0 and server.count("/conversations") == 2


def test_a_404_is_never_retried(server: FakeServer) -> None:
    server.routes["/objects/"] = script(Reply(404, {"error": {"code": "resource_not_found", "message": "none", "param": "record_id"}}))
    with pytest.raises(NotFoundError) as caught:
        client(server).objects.records.retrieve("obj_deals", "rec_77")
    assert caught.value.param == "record_id" and server.count("/objects/obj_deals/records/rec_77") == 1


def test_a_refused_connection_is_retried_then_raised_with_the_url_hint() -> None:
    import socket

    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    c = CustomerMessaging(base_url=f"http://127.0.0.1:{port}", access_token="tok_static_123456", retry_delay=FAST)
    with pytest.raises(APIConnectionError) as caught:
        c.customers.create(name="A")  # not sent at all: safe to retry even a POST
    assert "BASE_URL" in str(caught.value) and not isinstance(caught.value, APIError)


def test_a_dropped_connection_retries_an_idempotent_call(server: FakeServer) -> None:
    server.routes["/conversations"] = script(Reply(drop=True), Reply(200, PAGE))
    assert client(server).conversations.list().page.data == []
    assert server.count("/conversations") == 2


# --- timeouts ------------------------------------------------------------------------------------------


def test_a_slow_answer_times_out_per_attempt_and_is_retried(server: FakeServer) -> None:
    server.routes["/conversations"] = script(Reply(200, PAGE, delay=1.0), Reply(200, PAGE))
    assert client(server, timeout=0.3).conversations.list().page.data == []
    assert server.count("/conversations") == 2


def test_a_slow_non_idempotent_call_times_out_once(server: FakeServer) -> None:
    server.routes["/customers"] = script(Reply(200, {"id": "1"}, delay=1.0))
    with pytest.raises(APITimeoutError) as caught:
        client(server, timeout=0.3).customers.create(name="A")
    assert "timed out" in str(caught.value) and server.count("/customers") == 1


def test_max_retry_time_bounds_the_whole_call(server: FakeServer) -> None:
    server.routes["/conversations"] = script(Reply(503, {"error": {"code": "x", "message": "down"}}, headers={"retry-after": "0.3"}))
    with pytest.raises((APITimeoutError, InternalServerError)):
        client(server, max_retries=10, max_retry_time=0.5).conversations.list()
    assert server.count("/conversations") <= 3


def test_async_timeout_per_attempt(server: FakeServer) -> None:
    server.routes["/customers"] = script(Reply(200, {"id": "1"}, delay=1.0))

    async def run() -> None:
        async with aclient(server, timeout=0.3) as c:
            with pytest.raises(APITimeoutError):
                await c.customers.create(name="A")

    asyncio.run(run())


# --- the token -----------------------------------------------------------------------------------------


def test_concurrent_first_calls_share_one_token_exchange(server: FakeServer) -> None:
    exchanges: list[int] = []
    server.routes["/oauth/token"] = token_route(counter=exchanges, delay=0.2)
    server.routes["/conversations"] = script(Reply(200, PAGE))
    c = client(server)
    threads = [threading.Thread(target=c.conversations.list) for _ in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(exchanges) == 1 and server.count("/conversations") == 8


def test_async_concurrent_first_calls_share_one_token_exchange(server: FakeServer) -> None:
    exchanges: list[int] = []
    server.routes["/oauth/token"] = token_route(counter=exchanges, delay=0.2)
    server.routes["/customers"] = script(Reply(200, {"id": "1", "name": "A"}))

    async def run() -> None:
        async with aclient(server) as c:
            await asyncio.gather(*(c.customers.create(name="A") for _ in range(8)))

    asyncio.run(run())
    assert len(exchanges) == 1 and server.count("/customers") == 8


def test_the_token_is_cached_and_replaced_before_it_expires(server: FakeServer) -> None:
    exchanges: list[int] = []
    server.routes["/oauth/token"] = token_route(expires_in=1, counter=exchanges)
    server.routes["/conversations"] = script(Reply(200, PAGE))
    c = client(server)
    c.conversations.list()
    c.conversations.list()
    assert len(exchanges) == 1
    time.sleep(0.6)  # a 1 s token is replaced at half its life
    c.conversations.list()
    assert len(exchanges) == 2
    tokens = [s.headers["authorization"] for s in server.seen if s.path.startswith("/conversations")]
    assert tokens[0] == tokens[1] != tokens[2]


def test_a_rejected_token_is_fetched_again_once_and_the_call_resent(server: FakeServer) -> None:
    exchanges: list[int] = []
    server.routes["/oauth/token"] = token_route(counter=exchanges)
    server.routes["/customers"] = script(Reply(401, {"error": {"code": "invalid_token", "message": "expired"}}), Reply(200, {"id": "9", "name": "Z"}))
    assert client(server).customers.create(name="Z").id == "9"
    assert len(exchanges) == 2 and server.count("/customers") == 2


def test_a_token_rejected_twice_is_an_authentication_error(server: FakeServer) -> None:
    server.routes["/customers"] = script(Reply(401, {"error": {"code": "invalid_token", "message": "expired"}}))
    with pytest.raises(AuthenticationError) as caught:
        client(server).customers.create(name="Z")
    assert caught.value.code == "invalid_token" and server.count("/customers") == 2


def test_an_unusable_token_answer_is_a_typed_error(server: FakeServer) -> None:
    server.routes["/oauth/token"] = script(Reply(200, {"token_type": "Bearer"}))
    with pytest.raises(APIError) as caught:
        client(server).conversations.list()
    assert caught.value.code == "invalid_response_body" and "access_token is missing" in str(caught.value)


def test_missing_credentials_name_the_variables(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("CMP_CLIENT_ID", "CMP_CLIENT_SECRET", "CMP_ACCESS_TOKEN", "CMP_BASE_URL"):
        monkeypatch.delenv(name, raising=False)
    with pytest.raises(CustomerMessagingError) as caught:
        CustomerMessaging()
    assert "CMP_CLIENT_ID" in str(caught.value) and "CMP_CLIENT_SECRET" in str(caught.value) and "CMP_ACCESS_TOKEN" in str(caught.value)
    monkeypatch.setenv("CMP_CLIENT_ID", "cli_only")
    with pytest.raises(ApiClientError, match="CMP_CLIENT_SECRET"):
        CustomerMessaging()


def test_the_environment_configures_the_client(server: FakeServer, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CMP_BASE_URL", server.url)
    monkeypatch.setenv("CMP_ACCESS_TOKEN", "tok_from_the_environment")
    server.routes["/conversations"] = script(Reply(200, PAGE))
    CustomerMessaging().conversations.list()
    assert server.seen[-1].headers["authorization"] == "Bearer tok_from_the_environment"


# --- paging --------------------------------------------------------------------------------------------


def page(n: int, ids: list[str], more: bool) -> Reply:
    return Reply(200, {"data": [{"id": i, "status": "open"} for i in ids], "meta": {"page": n, "per_page": 2, "has_more": more}})


def test_paging_walks_every_page_and_stops(server: FakeServer) -> None:
    def route(seen: Seen) -> Reply:
        n = int(parse_qs(urlsplit(seen.path).query).get("page", ["1"])[0])
        return page(n, [f"{n}a", f"{n}b"], n < 3)

    server.routes["/conversations"] = route
    pager = client(server).conversations.list(per_page=2)
    assert [c.id for c in pager] == ["1a", "1b", "2a", "2b", "3a", "3b"]
    assert [p.meta.page for p in pager.pages() if p.meta] == [1, 2, 3]


def test_paging_that_does_not_progress_ends_with_an_error(server: FakeServer) -> None:
    server.routes["/conversations"] = lambda seen: page(1, ["a", "b"], True)  # ignores the page parameter
    with pytest.raises(ApiClientError, match="Paging stopped"):
        list(client(server).conversations.list())


def test_async_paging(server: FakeServer) -> None:
    def route(seen: Seen) -> Reply:
        n = int(parse_qs(urlsplit(seen.path).query).get("page", ["1"])[0])
        return page(n, [f"{n}"], n < 2)

    server.routes["/conversations"] = route

    async def run() -> list[str]:
        async with aclient(server) as c:
            first = await c.conversations.list()
            assert first.meta is not None and first.meta.has_more is True
            return [x.id async for x in c.conversations.list()]

    assert asyncio.run(run()) == ["1", "2"]


# --- malformed answers ---------------------------------------------------------------------------------


def test_an_html_502_from_a_proxy_is_a_typed_error_with_an_excerpt(server: FakeServer) -> None:
    server.routes["/customers"] = script(Reply(502, raw=b"<html><body><h1>502 Bad Gateway</h1></body></html>", headers={"content-type": "text/html"}))
    with pytest.raises(InternalServerError) as caught:
        client(server).customers.create(name="A")
    assert caught.value.status_code == 502 and caught.value.code == "http_502" and "Bad Gateway" in str(caught.value)


def test_a_success_that_is_not_json_is_an_api_error(server: FakeServer) -> None:
    server.routes["/customers"] = script(Reply(200, raw=b"{\"id\": \"1\", \"na", headers={"content-type": "application/json"}))
    with pytest.raises(APIError) as caught:
        client(server).customers.create(name="A")
    assert caught.value.code == "invalid_response_body" and caught.value.status_code == 200


def test_a_success_of_the_wrong_shape_is_an_api_error(server: FakeServer) -> None:
    server.routes["/customers"] = script(Reply(200, [1, 2, 3]))
    with pytest.raises(APIError, match="documented shape"):
        client(server).customers.create(name="A")


def test_a_truncated_answer_is_a_connection_error_not_a_decode_error(server: FakeServer) -> None:
    server.routes["/customers"] = script(Reply(200, raw=b"{\"id\": \"1\"", content_length=500, headers={"content-type": "application/json"}))
    with pytest.raises(APIConnectionError):
        client(server).customers.create(name="A")


def test_an_error_without_a_body_keeps_the_status(server: FakeServer) -> None:
    server.routes["/objects/"] = script(Reply(404))
    with pytest.raises(NotFoundError) as caught:
        client(server).objects.records.retrieve("obj_deals", "rec_1")
    assert caught.value.code == "http_404"


# --- bad input, request ids, logs ----------------------------------------------------------------------


def test_a_wrong_argument_type_is_a_type_error_before_any_request(server: FakeServer) -> None:
    c = client(server)
    with pytest.raises(TypeError, match="'name'"):
        c.customers.create(name=42)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="'per_page'"):
        c.conversations.list(per_page="ten")  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="nmae"):
        c.customers.create(nmae="A")  # type: ignore[call-arg]
    assert server.seen == []


def test_request_ids_go_out_and_come_back(server: FakeServer) -> None:
    server.routes["/customers"] = script(Reply(200, {"id": "1", "name": "A"}, headers={"x-request-id": "req_back"}))
    raw = client(server).with_raw_response.customers.create(name="A", request_options={"request_id": "req_mine"})
    assert raw.request_id == "req_back" and raw.status_code == 200 and raw.parse().id == "1"
    assert server.seen[-1].headers["x-request-id"] == "req_mine"


def test_logs_redact_the_secret_and_the_token(server: FakeServer, caplog: pytest.LogCaptureFixture) -> None:
    server.routes["/customers"] = script(Reply(503, {"error": {"code": "x", "message": "down"}}), Reply(200, {"id": "1"}))
    with caplog.at_level(logging.DEBUG, logger="customer_messaging"):
        client(server, log_level="debug").customers.create(name="A", request_options={"retry_non_idempotent": True})
    text = caplog.text
    assert "retrying" in text and "authorization" in text
    assert SECRET not in text and "tok_0_abcdefgh" not in text and "tok_1_abcdefgh" not in text


def test_unknown_enum_values_and_fields_are_kept(server: FakeServer) -> None:
    server.routes["/conversations"] = script(Reply(200, {"data": [{"id": "1", "status": "snoozed", "x_new": {"a": 1}}], "meta": {"page": 1, "has_more": False}}))
    conversation = next(iter(client(server).conversations.list()))
    assert conversation.status == "snoozed"
    assert conversation["x_new"] == {"a": 1} and conversation.to_dict()["x_new"] == {"a": 1}


# --- polling -------------------------------------------------------------------------------------------


def test_poll_changes_yields_each_change_once_across_shared_instants_and_pages() -> None:
    from itertools import islice

    items = [{"id": str(i), "updated_at": f"2026-01-01T00:00:0{i // 3}Z"} for i in range(9)]
    polls: list[ChangeQuery] = []

    def list_page(query: ChangeQuery) -> ChangePage:
        polls.append(query)
        after = query.after.replace("Z", "+00:00")
        from datetime import datetime

        newer = sorted((i for i in items if datetime.fromisoformat(i["updated_at"].replace("Z", "+00:00")) > datetime.fromisoformat(after)), key=lambda i: (i["updated_at"], i["id"]))
        start = (query.page - 1) * query.per_page
        return ChangePage(newer[start : start + query.per_page], start + query.per_page < len(newer))

    changes = poll_changes(list_page, lambda i: i["updated_at"], since="2025-12-31T00:00:00Z", interval=0, per_page=2, id_of=lambda i: i["id"])
    assert sorted(i["id"] for i in islice(changes, 9)) == [str(i) for i in range(9)]
    items[4] = {"id": "4", "updated_at": "2026-01-01T00:00:09Z"}  # changed again: one more change
    assert next(changes) == {"id": "4", "updated_at": "2026-01-01T00:00:09Z"}
    assert all(q.per_page == 2 for q in polls)
