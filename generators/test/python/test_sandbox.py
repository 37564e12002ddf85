"""The SDK against the sandbox on loopback (started by the vitest driver), sync and async: every operation
with the spec's example values, then the calls a user makes first, with their answers checked."""

from __future__ import annotations

import asyncio
import json
import os
from typing import Any

import pytest

from customer_messaging import APIError, AsyncCustomerMessaging, CustomerMessaging, InvalidRequestError, NotFoundError
from customer_messaging.types import Conversation, Customer, Message

CALLS: list[dict[str, Any]] = json.loads(os.environ.get("PY_SDK_CALLS", "[]"))


def documented(status: int, statuses: list[str]) -> bool:
    return str(status) in statuses or f"{status // 100}XX" in statuses or "default" in statuses


@pytest.fixture(scope="session")
def token(sandbox: dict[str, str]) -> str:
    """One token for the session: the sandbox limits token requests per address, as the service does."""
    with CustomerMessaging(**sandbox) as exchanging:
        issued = exchanging.oauth.token.create(client_id=sandbox["client_id"], client_secret=sandbox["client_secret"])
    assert issued.access_token
    return issued.access_token


@pytest.fixture(scope="session")
def client(sandbox: dict[str, str], token: str) -> CustomerMessaging:
    return CustomerMessaging(base_url=sandbox["base_url"], access_token=token)


def test_the_driver_passed_every_operation() -> None:
    assert len(CALLS) >= 10


@pytest.mark.parametrize("call", CALLS, ids=[c["method"] for c in CALLS])
def test_every_operation_sync(client: CustomerMessaging, call: dict[str, Any]) -> None:
    try:
        result = eval(call["expression"], {"client": client})  # noqa: S307 (the generated sample call)
    except APIError as error:
        assert documented(error.status_code, call["statuses"]), f"{call['method']}: {error.status_code} {error}"
        return
    if call["paged"]:
        list(result)
    elif call["returnsModel"]:
        assert result.to_dict()


@pytest.mark.parametrize("call", CALLS, ids=[c["method"] for c in CALLS])
def test_every_operation_async(sandbox: dict[str, str], token: str, call: dict[str, Any]) -> None:
    async def run() -> None:
        async with AsyncCustomerMessaging(base_url=sandbox["base_url"], access_token=token) as client:
            try:
                result = await eval(call["expression"], {"client": client})  # noqa: S307
            except APIError as error:
                assert documented(error.status_code, call["statuses"]), f"{call['method']}: {error.status_code} {error}"
                return
            if call["returnsModel"]:
                assert result.to_dict()

    asyncio.run(run())


def test_create_a_customer_and_read_it_as_a_model(client: CustomerMessaging) -> None:
    customer = client.customers.create(name="Dana Levi", email="dana@levi.test")
    assert isinstance(customer, Customer)
    assert customer.name == "Dana Levi" and customer.email == "dana@levi.test" and customer.id
    assert json.loads(customer.to_json())["name"] == "Dana Levi"


def test_conversations_page_by_page(client: CustomerMessaging) -> None:
    everything = [c.id for c in client.conversations.list()]
    one_by_one = [c.id for c in client.conversations.list(per_page=1)]
    assert len(everything) >= 3 and one_by_one == everything
    pages = list(client.conversations.list(per_page=1).pages())
    assert len(pages) == len(everything) and all(isinstance(p.data[0], Conversation) for p in pages if p.data)


def test_send_a_message_and_read_the_raw_response(client: CustomerMessaging) -> None:
    raw = client.with_raw_response.messages.send("90211", type="text", content="Your parcel ships today.", request_options={"request_id": "req_python_sdk_1"})
    assert raw.status_code in (200, 201) and raw.request_id == "req_python_sdk_1"
    message = raw.parse()
    assert isinstance(message, Message) and message.content == "Your parcel ships today."


def test_typed_errors_from_the_sandbox(client: CustomerMessaging) -> None:
    with pytest.raises(NotFoundError) as missing:
        client.objects.records.retrieve("obj_nope", "rec_1")
    assert missing.value.code and missing.value.request_id and missing.value.status_code == 404
    with pytest.raises(InvalidRequestError) as bad:
        client.conversations.list(per_page=1000)
    assert bad.value.status_code == 400 and bad.value.param == "per_page"


def test_async_client_on_the_sandbox(sandbox: dict[str, str]) -> None:
    async def run() -> tuple[list[str], str]:
        async with AsyncCustomerMessaging(**sandbox) as client:
            ids = [c.id async for c in client.conversations.list(per_page=2)]
            customer, first = await asyncio.gather(client.customers.create(name="Async Co"), client.conversations.list())
            assert first.data is not None
            return ids, customer.name or ""

    ids, name = asyncio.run(run())
    assert len(ids) >= 3 and name == "Async Co"


def test_the_reference_python_sdk_samples_run_as_copied(sandbox: dict[str, str], token: str, tmp_path: Any) -> None:
    """Each "Python (SDK)" sample of the reference, saved under its own name and run by the interpreter with
    the variables the sandbox's banner prints: it answers, or raises the SDK's typed error for a status the
    operation documents; it never fails on a name, a type or an import."""
    import glob
    import subprocess
    import sys
    from concurrent.futures import ThreadPoolExecutor

    root = os.path.join(os.path.dirname(__file__), "../../../docs/reference/samples")
    files = sorted(glob.glob(os.path.join(root, "*.gen.sdk.py")))
    assert len(files) >= 10
    # The lines the sandbox's banner prints: the base URL and a token fetched once.
    env = {**os.environ, "CMP_BASE_URL": sandbox["base_url"], "CMP_ACCESS_TOKEN": token}

    def run(file: str) -> tuple[str, int, str]:
        text = open(file, encoding="utf8").read()
        name = text.split("# Save as ", 1)[1].split(";", 1)[0]
        target = tmp_path / name
        target.write_text(text, encoding="utf8")
        done = subprocess.run([sys.executable, str(target)], env=env, capture_output=True, text=True, timeout=120)
        return name, done.returncode, done.stderr

    with ThreadPoolExecutor(4) as pool:
        results = list(pool.map(run, files))
    typed = ("NotFoundError", "AuthenticationError", "ConflictError", "InvalidRequestError", "PermissionDeniedError", "PlanLimitError")
    crashed = [(name, err[-300:]) for name, code, err in results if code != 0 and not any(f"customer_messaging.{kind}:" in err for kind in typed)]
    assert crashed == []
    assert sum(1 for _, code, _ in results if code == 0) >= len(results) // 2
