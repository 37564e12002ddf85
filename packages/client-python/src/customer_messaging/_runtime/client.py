# Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
# Regenerate with `npm run generate`.
# A copy of packages/client-python-runtime/src/client.py, the same for every API.

"""The clients generated classes extend: configuration (keyword options, then the ``<PREFIX>*`` environment,
then the spec), the credential, and the transport: token, request id, a timeout per attempt and a time
budget per call, retries by the retry policy (retry.py), and on a 401 whose code says the token was rejected
one new token and one more send. ``SyncClient`` on ``httpx.Client``, ``AsyncClient`` on ``httpx.AsyncClient``;
both share every decision (``_Core``) and differ only in how they wait.

httpx is imported when a client is made, not when the package is: ``import <package>`` stays cheap.
"""

from __future__ import annotations

import sys
import time
from typing import TYPE_CHECKING, Any, Callable, Mapping, Optional, TypeVar, Union

from .definition import ClientDefinition, Operation
from .environment import environment_defaults, missing_api_key, missing_credentials
from .errors import APIConnectionError, ApiClientError, APITimeoutError
from .logs import DEBUG, INFO, LEVELS, WARNING, SafeLogger
from .options import (
    DEFAULT_MAX_RETRIES,
    DEFAULT_MAX_RETRY_TIME,
    DEFAULT_RETRY_INITIAL,
    DEFAULT_RETRY_MAX,
    DEFAULT_TIMEOUT,
    TOKEN_REFRESH_MARGIN,
    RequestOptions,
)
from .pagination import AsyncPager, Query, SyncPager, walk
from .redact import Redactor
from .request import build_url, cookie_header, encode_body, given, header_values
from .responses import Answer, RawResponse, describe_url, error_from_answer, invalid_body, parse_json
from .retry import Budget, OutcomeKind, idempotent_method, parse_retry_after, retry_delay
from .sentinel import NotGiven
from .streams import ACCEPT, APIStreamError, AsyncStream, Stream, StreamReader, not_a_stream
from .tokens import AsyncTokenManager, TokenManager, invalid_token_answer, token_state

if TYPE_CHECKING:
    import logging

    import httpx

T = TypeVar("T")
Parse = Callable[[Any], Any]


class _Call:
    """One call's inputs, keyed as in the spec."""

    __slots__ = ("op", "path", "query", "body", "headers", "cookies", "options")

    def __init__(self, op: Operation, path: Optional[Mapping[str, Any]], query: Optional[Mapping[str, Any]], body: Any, headers: Optional[Mapping[str, Any]], cookies: Optional[Mapping[str, Any]], options: Optional[RequestOptions]) -> None:
        self.op = op
        self.path = path
        self.query = query
        self.body = body
        self.headers = headers
        self.cookies = cookies
        self.options: RequestOptions = options or {}


class _Fields:
    """A body given as keyword arguments: the ones left out are not sent, and nor is an optional body none of whose fields is given."""

    __slots__ = ("values",)

    def __init__(self, values: Mapping[str, Any]) -> None:
        self.values = values


def fields(values: Mapping[str, Any]) -> Any:
    return _Fields(values)


class _Prepared:
    __slots__ = ("method", "url", "headers", "kwargs", "where")

    def __init__(self, method: str, url: str, headers: dict[str, str], kwargs: dict[str, Any]) -> None:
        self.method = method
        self.url = url
        self.headers = headers
        self.kwargs = kwargs
        self.where = f"{method} {describe_url(url)}"


class _Core:
    """Configuration and every decision of a call; the subclasses only send and wait."""

    def __init__(
        self,
        definition: ClientDefinition,
        *,
        base_url: Optional[str],
        access_token: Optional[str],
        client_id: Optional[str],
        client_secret: Optional[str],
        api_key: Optional[str],
        timeout: Optional[float],
        max_retries: Optional[int],
        max_retry_time: Optional[float],
        retry_delay: Optional[tuple[float, float]],
        default_headers: Optional[Mapping[str, str]],
        log_level: Optional[str],
        logger: Optional[logging.Logger],
    ) -> None:
        prefix = definition.env_prefix
        env = environment_defaults(prefix)
        # Credentials from the environment only when the options give none, so they are never mixed.
        from_env = access_token is None and client_id is None and client_secret is None and api_key is None
        if from_env:
            access_token, client_id, client_secret, api_key = env.access_token, env.client_id, env.client_secret, env.api_key
        self._definition = definition
        self.base_url = (base_url or env.base_url or definition.default_base_url).rstrip("/")
        self._redactor = Redactor()
        for secret in (access_token, client_secret, api_key):
            self._redactor.add(secret)
        if log_level is not None and log_level.lower() not in LEVELS:
            raise ApiClientError(f"log_level must be one of debug, info, warn, error, off (got {log_level!r}).")
        level = (log_level or "").lower() or env.log_level
        if logger is None:
            import logging

            logger = logging.getLogger(definition.logger_name)
        self._log = SafeLogger(logger, self._redactor, level)
        self.timeout = DEFAULT_TIMEOUT if timeout is None else timeout
        self.max_retries = DEFAULT_MAX_RETRIES if max_retries is None else max_retries
        self.max_retry_time = DEFAULT_MAX_RETRY_TIME if max_retry_time is None else max_retry_time
        self._retry_delay = retry_delay or (DEFAULT_RETRY_INITIAL, DEFAULT_RETRY_MAX)
        self._request_id_header = definition.request_id_header.lower()
        self._headers = {"user-agent": f"{definition.user_agent} python/{sys.version_info[0]}.{sys.version_info[1]}.{sys.version_info[2]}"}
        for key, value in (default_headers or {}).items():
            self._headers[key.lower()] = value
        credential = definition.credential
        exchange = definition.token_exchange
        self._credential_value: Optional[str] = None
        self._token_state = None
        if credential.kind == "api_key":
            if not api_key:
                raise ApiClientError(missing_api_key(prefix))
            self._credential_value = api_key
        elif credential.kind != "none":
            can_exchange = exchange is not None and bool(client_id and client_secret)
            if not access_token and not can_exchange:
                raise ApiClientError(missing_credentials(prefix, client_id, client_secret, exchange is not None))
            if (client_id or client_secret) and exchange is None and not access_token:
                raise ApiClientError(missing_credentials(prefix, client_id, client_secret, False))
            self._client_id, self._client_secret = client_id, client_secret
            self._token_state = token_state(
                access_token,
                can_exchange,
                missing_credentials(prefix, client_id, client_secret, exchange is not None),
                TOKEN_REFRESH_MARGIN,
                self._redactor.add,
                lambda message: self._log.log(WARNING, message),
            )

    # --- what a call sends ---------------------------------------------------------------------------

    def _prepare(self, call: _Call) -> _Prepared:
        op = call.op
        options = call.options
        query = given(call.query)
        extra_query = options.get("extra_query")
        if extra_query:
            query.update(extra_query)
        url = build_url(self.base_url, op.path, call.path, query)
        headers = dict(self._headers)
        if call.headers:
            headers.update(header_values(call.headers))
        if call.cookies:
            cookie = cookie_header(call.cookies)
            if cookie:
                headers["cookie"] = cookie
        extra = options.get("headers")
        if extra:
            for key, value in extra.items():
                headers[key.lower()] = value
        request_id = options.get("request_id")
        if request_id and self._request_id_header:
            headers[self._request_id_header] = request_id
        kwargs: dict[str, Any] = {}
        body = call.body
        extra_body = options.get("extra_body")
        if extra_body:
            if isinstance(body, _Fields):
                body = given(body.values)
            if body is None or isinstance(body, NotGiven):
                body = {}
            if not isinstance(body, Mapping):
                raise ApiClientError(f"{op.id}: extra_body adds fields to an object body; this call's body is not an object.")
            body = {**body, **extra_body}
        if isinstance(body, _Fields):
            body = given(body.values)
            if not body and not op.body_required and not extra_body:
                body = None
        if body is not None and not isinstance(body, NotGiven):
            kwargs, content_type = encode_body(op.id, body, tuple(op.request_types), options.get("content_type"))
            if content_type:
                headers["content-type"] = content_type
        return _Prepared(op.method, url, headers, kwargs)

    def _place_credential(self, prepared: _Prepared, token: str) -> tuple[str, dict[str, str]]:
        credential = self._definition.credential
        headers = dict(prepared.headers)
        url = prepared.url
        if credential.kind == "bearer":
            headers["authorization"] = f"Bearer {token}"
        elif credential.kind == "http":
            headers["authorization"] = f"{credential.scheme} {token}"
        elif credential.kind == "api_key":
            if credential.location == "header":
                headers[credential.name.lower()] = token
            elif credential.location == "cookie":
                from urllib.parse import quote

                pair = f"{credential.name}={quote(token, safe='')}"
                headers["cookie"] = f"{headers['cookie']}; {pair}" if "cookie" in headers else pair
            else:
                from urllib.parse import quote

                url = f"{url}{'&' if '?' in url else '?'}{quote(credential.name, safe='')}={quote(token, safe='')}"
        return url, headers

    def _needs_credential(self, op: Operation) -> bool:
        return not op.public and self._definition.credential.kind != "none"

    def _settings(self, call: _Call) -> tuple[float, int, float, bool]:
        options = call.options
        timeout = options.get("timeout", self.timeout)
        max_retries = options.get("max_retries", self.max_retries)
        max_retry_time = options.get("max_retry_time", self.max_retry_time)
        may_resend = options.get("retry_non_idempotent") is True or call.op.idempotent
        return timeout, max_retries, max_retry_time, may_resend

    def _failure(self, error: BaseException, prepared: _Prepared, timeout: float, by_budget: bool, max_retry_time: float, request_id: Optional[str]) -> tuple[APIConnectionError, OutcomeKind]:
        import httpx

        if isinstance(error, (httpx.TimeoutException, TimeoutError)):
            if by_budget:
                failure: APIConnectionError = APITimeoutError(f"{prepared.where} used up its max_retry_time of {max_retry_time:g} s", request_id=request_id)
            else:
                failure = APITimeoutError(f"{prepared.where} timed out after {timeout:g} s", request_id=request_id)
            return failure, ("not-sent" if isinstance(error, httpx.ConnectTimeout) else "maybe-sent")
        detail = str(error) or type(error).__name__
        message = self._redactor.text(f"{prepared.where} failed: {detail}")
        if isinstance(error, httpx.ConnectError):
            message += f" (cannot reach {prepared.url.split('://', 1)[-1].split('/', 1)[0]}: pass base_url or set {self._definition.env_prefix}BASE_URL)"
            return APIConnectionError(message, request_id=request_id), "not-sent"
        return APIConnectionError(message, request_id=request_id), "maybe-sent"

    def _budget(self, attempt: int, max_retries: int, started: float, max_retry_time: float, may_resend: bool) -> Budget:
        initial, ceiling = self._retry_delay
        return Budget(attempt, max_retries, (time.monotonic() - started) * 1000, max_retry_time * 1000, may_resend, initial * 1000, ceiling * 1000)

    def _token_rejected(self, answer: Answer, token: Optional[str]) -> bool:
        """A 401 whose code is the token exchange's rejected-token code: forget the token, send once more."""
        exchange = self._definition.token_exchange
        state = self._token_state
        if answer.status_code != 401 or token is None or exchange is None or state is None or not exchange.rejected_code or not state.can_exchange:
            return False
        from .definition import string_at

        try:
            import json

            body = json.loads(answer.content)
        except ValueError:
            return False
        envelope = self._definition.errors
        if string_at(body, envelope.code if envelope else ("code",)) != exchange.rejected_code:
            return False
        state.invalidate(token)
        return True

    def _answer_outcome(self, answer: Answer) -> Optional[tuple[OutcomeKind, Optional[float]]]:
        status = answer.status_code
        if status == 429:
            return "rate-limited", parse_retry_after(answer.response.headers.get("retry-after"))
        if status >= 500:
            return "server-error", parse_retry_after(answer.response.headers.get("retry-after"))
        return None

    def _result(self, call: _Call, prepared: _Prepared, answer: Answer, parse: Optional[Parse]) -> Any:
        if answer.status_code >= 400:
            raise error_from_answer(answer, self._definition, self._redactor)
        kind = call.op.response_type
        if kind == "bytes":
            data: Any = answer.content
        elif kind == "text":
            data = answer.text
        elif kind == "none":
            data = None
        else:
            data = parse_json(answer, prepared.method, prepared.url, self._request_id_header)
        if parse is None:
            return data
        try:
            return parse(data)
        except (TypeError, ValueError, KeyError, AttributeError) as error:
            raise invalid_body(answer, prepared.method, prepared.url, f"is not the documented shape ({error})", self._request_id_header) from None

    def _issued(self, call_op: Operation, data: Any, answer: Answer) -> dict[str, Any]:
        problem = invalid_token_answer(data)
        if problem is not None:
            raise invalid_body(answer, call_op.method, self.base_url + call_op.path, f"holds no usable token: {problem}", self._request_id_header)
        issued: dict[str, Any] = data
        return issued

    def _token_call(self) -> _Call:
        exchange = self._definition.token_exchange
        assert exchange is not None
        body = {exchange.client_id_field: self._client_id, exchange.client_secret_field: self._client_secret}
        return _Call(exchange.operation, None, None, body, None, None, None)

    def _stream_setup(self, op: Operation, parse: Parse, path: Optional[Mapping[str, Any]], query: Optional[Mapping[str, Any]], body: Any, headers: Optional[Mapping[str, Any]], cookies: Optional[Mapping[str, Any]], options: Optional[RequestOptions]) -> tuple[_Call, _Prepared, StreamReader, bool]:
        """A stream's request (asking for its media type), its reader, and whether it resumes (a GET event stream, unless ``stream_reconnect`` is False)."""
        if op.stream is None:
            raise ApiClientError(f"{op.id} does not answer with a stream: regenerate the client.")
        call = _Call(op, path, query, body, headers, cookies, options)
        prepared = self._prepare(call)
        prepared.headers.setdefault("accept", ACCEPT[op.stream.format])
        reader = StreamReader(op.stream, parse, prepared.where, call.options.get("timeout", self.timeout), call.options.get("request_id"))
        resumable = op.stream.format == "sse" and op.method == "GET" and call.options.get("stream_reconnect", True)
        return call, prepared, reader, resumable

    def _not_a_stream(self, call: _Call, prepared: _Prepared, answer: Answer) -> Optional[APIStreamError]:
        assert call.op.stream is not None
        headers = answer.response.headers
        request_id = headers.get(self._request_id_header) if self._request_id_header else None
        return not_a_stream(call.op.stream.format, answer.status_code, headers.get("content-type"), prepared.where, request_id)

    def _resumed(self, prepared: _Prepared, last_event_id: Optional[str]) -> _Prepared:
        """The request that resumes a stream after its last event (not a re-send: the server is asked for what follows)."""
        headers = dict(prepared.headers)
        # An empty id (a bare `id` line) resets the last event id: no header is sent (HTML section 9.2.4).
        if last_event_id:
            headers["last-event-id"] = last_event_id
        return _Prepared(prepared.method, prepared.url, headers, prepared.kwargs)

    def _log_context(self, op: Operation, prepared: _Prepared, attempt: int) -> Optional[dict[str, Any]]:
        if not self._log.enabled(INFO):
            return None
        return {"operation": op.id, "method": prepared.method, "url": prepared.url, "attempt": attempt + 1}


class SyncClient(_Core):
    """The synchronous client the generated class extends (httpx.Client)."""

    def __init__(
        self,
        definition: ClientDefinition,
        *,
        base_url: Optional[str] = None,
        access_token: Optional[str] = None,
        client_id: Optional[str] = None,
        client_secret: Optional[str] = None,
        api_key: Optional[str] = None,
        timeout: Optional[float] = None,
        max_retries: Optional[int] = None,
        max_retry_time: Optional[float] = None,
        retry_delay: Optional[tuple[float, float]] = None,
        default_headers: Optional[Mapping[str, str]] = None,
        log_level: Optional[str] = None,
        logger: Optional[logging.Logger] = None,
        http_client: Optional[httpx.Client] = None,
    ) -> None:
        super().__init__(
            definition,
            base_url=base_url,
            access_token=access_token,
            client_id=client_id,
            client_secret=client_secret,
            api_key=api_key,
            timeout=timeout,
            max_retries=max_retries,
            max_retry_time=max_retry_time,
            retry_delay=retry_delay,
            default_headers=default_headers,
            log_level=log_level,
            logger=logger,
        )
        import httpx

        self._http = http_client or httpx.Client(follow_redirects=True)
        self._owns_http = http_client is None
        self._tokens: Optional[TokenManager] = None
        if self._token_state is not None:
            exchange = self._definition.token_exchange
            self._tokens = TokenManager(self._token_state, self._exchange_token if exchange is not None else None)

    def close(self) -> None:
        if self._owns_http:
            self._http.close()

    def __enter__(self: T) -> T:
        return self

    def __exit__(self, *args: object) -> None:
        self.close()

    def _exchange_token(self) -> dict[str, Any]:
        call = self._token_call()
        self._log.log(DEBUG, f"exchanging the credentials of client {self._client_id} for an access token")
        prepared = self._prepare(call)
        answer = self._send(call, prepared)
        return self._issued(call.op, self._result(call, prepared, answer, None), answer)

    def _call(self, op: Operation, parse: Optional[Parse], *, path: Optional[Mapping[str, Any]] = None, query: Optional[Mapping[str, Any]] = None, body: Any = None, headers: Optional[Mapping[str, Any]] = None, cookies: Optional[Mapping[str, Any]] = None, options: Optional[RequestOptions] = None, raw: bool = False) -> Any:
        call = _Call(op, path, query, body, headers, cookies, options)
        prepared = self._prepare(call)
        answer = self._send(call, prepared)
        if raw:
            if answer.status_code >= 400:
                raise error_from_answer(answer, self._definition, self._redactor)
            return RawResponse(answer, lambda: self._result(call, prepared, answer, parse), self._request_id_header)
        return self._result(call, prepared, answer, parse)

    def _paginate(self, op: Operation, parse_page: Parse, parse_item: Parse, *, path: Optional[Mapping[str, Any]] = None, query: Optional[Mapping[str, Any]] = None, headers: Optional[Mapping[str, Any]] = None, cookies: Optional[Mapping[str, Any]] = None, options: Optional[RequestOptions] = None) -> SyncPager[Any, Any]:
        start: Query = given(query)
        steps = walk(op.pagination, self._definition.pagination, op.id, start, parse_page, parse_item)

        def fetch(q: Query) -> Any:
            return self._call(op, None, path=path, query=q, headers=headers, cookies=cookies, options=options)

        return SyncPager(fetch(start), fetch, steps)

    def _stream(self, op: Operation, parse: Parse, *, path: Optional[Mapping[str, Any]] = None, query: Optional[Mapping[str, Any]] = None, body: Any = None, headers: Optional[Mapping[str, Any]] = None, cookies: Optional[Mapping[str, Any]] = None, options: Optional[RequestOptions] = None) -> Stream[Any]:
        """Opens an operation's streamed answer: retries apply until it starts, an error answer is the usual typed error."""
        call, prepared, reader, resumable = self._stream_setup(op, parse, path, query, body, headers, cookies, options)
        first = self._stream_answer(call, prepared)
        if first is None:
            raise ApiClientError(f"{prepared.where} answered 204: there is no stream to read.")

        def reopen(last_event_id: Optional[str]) -> Optional[httpx.Response]:
            return self._stream_answer(call, self._resumed(prepared, last_event_id))

        return Stream(first, reader, reopen if resumable else None)

    def _stream_answer(self, call: _Call, prepared: _Prepared) -> Optional[httpx.Response]:
        answer = self._send(call, prepared, stream=True)
        if answer.status_code >= 300:
            raise error_from_answer(answer, self._definition, self._redactor)
        if answer.status_code == 204:
            answer.response.close()
            return None
        fault = self._not_a_stream(call, prepared, answer)
        if fault is not None:
            answer.response.close()
            raise fault
        return answer.response

    def _send(self, call: _Call, prepared: _Prepared, stream: bool = False) -> Answer:
        import httpx

        op = call.op
        timeout, max_retries, max_retry_time, may_resend = self._settings(call)
        started = time.monotonic()
        deadline = started + max_retry_time
        request_id = call.options.get("request_id")
        attempt = 0
        refreshed = False
        while True:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise APITimeoutError(f"{prepared.where} used up its max_retry_time of {max_retry_time:g} s", request_id=request_id)
            limit = min(timeout, remaining)
            by_budget = remaining < timeout
            token: Optional[str] = None
            url, headers = prepared.url, prepared.headers
            if self._needs_credential(op):
                token = self._tokens.get() if self._tokens is not None else self._credential_value
                if token is not None:
                    url, headers = self._place_credential(prepared, token)
            context = self._log_context(op, prepared, attempt)
            if context is not None and self._log.enabled(DEBUG):
                self._log.log(DEBUG, f"{prepared.method} {prepared.url}", {**context, "headers": headers})
            try:
                attempt_deadline = time.monotonic() + limit
                request = self._http.build_request(prepared.method, url, headers=headers, timeout=limit, **prepared.kwargs)
                response = self._http.send(request, stream=True)
                if stream and 200 <= response.status_code < 300:
                    # A stream's success is returned at its headers, its body unread (streams.py reads it).
                    return Answer(response, b"")
                try:
                    chunks: list[bytes] = []
                    # Read within the attempt's time: a body that stalls fails like a slow answer does.
                    for chunk in response.iter_bytes():
                        chunks.append(chunk)
                        if time.monotonic() > attempt_deadline:
                            raise httpx.ReadTimeout("the answer's body did not arrive in time", request=request)
                finally:
                    response.close()
                answer = Answer(response, b"".join(chunks))
            except httpx.HTTPError as error:
                if isinstance(error, httpx.HTTPStatusError) or not isinstance(error, httpx.TransportError):
                    raise
                failure, kind = self._failure(error, prepared, timeout, by_budget, max_retry_time, request_id)
                wait = retry_delay(kind, self._budget(attempt, max_retries, started, max_retry_time, may_resend))
                if wait is None:
                    raise failure from error
                if context is not None:
                    self._log.log(INFO, f"retrying {prepared.where} in {wait:g} ms after {type(failure).__name__}", context)
                time.sleep(wait / 1000)
                attempt += 1
                continue
            if context is not None and self._log.enabled(DEBUG):
                self._log.log(DEBUG, f"{answer.status_code} {prepared.method} {prepared.url}", {**context, "status": answer.status_code, "request_id": answer.response.headers.get(self._request_id_header) if self._request_id_header else None})
            if not refreshed and self._token_rejected(answer, token):
                # The service rejected the token before acting on the call: sending it once more is safe.
                refreshed = True
                if context is not None:
                    self._log.log(INFO, "token rejected; fetching a new one and retrying once", context)
                continue
            outcome = self._answer_outcome(answer)
            if outcome is None:
                return answer
            wait = retry_delay(outcome[0], self._budget(attempt, max_retries, started, max_retry_time, may_resend), outcome[1])
            if wait is None:
                return answer
            if context is not None:
                self._log.log(INFO, f"retrying {prepared.where} in {wait:g} ms after {answer.status_code}", context)
            time.sleep(wait / 1000)
            attempt += 1


class AsyncClient(_Core):
    """The asynchronous client the generated class extends (httpx.AsyncClient; asyncio or trio through anyio)."""

    def __init__(
        self,
        definition: ClientDefinition,
        *,
        base_url: Optional[str] = None,
        access_token: Optional[str] = None,
        client_id: Optional[str] = None,
        client_secret: Optional[str] = None,
        api_key: Optional[str] = None,
        timeout: Optional[float] = None,
        max_retries: Optional[int] = None,
        max_retry_time: Optional[float] = None,
        retry_delay: Optional[tuple[float, float]] = None,
        default_headers: Optional[Mapping[str, str]] = None,
        log_level: Optional[str] = None,
        logger: Optional[logging.Logger] = None,
        http_client: Optional[httpx.AsyncClient] = None,
    ) -> None:
        super().__init__(
            definition,
            base_url=base_url,
            access_token=access_token,
            client_id=client_id,
            client_secret=client_secret,
            api_key=api_key,
            timeout=timeout,
            max_retries=max_retries,
            max_retry_time=max_retry_time,
            retry_delay=retry_delay,
            default_headers=default_headers,
            log_level=log_level,
            logger=logger,
        )
        import httpx

        self._http = http_client or httpx.AsyncClient(follow_redirects=True)
        self._owns_http = http_client is None
        self._tokens: Optional[AsyncTokenManager] = None
        if self._token_state is not None:
            exchange = self._definition.token_exchange
            self._tokens = AsyncTokenManager(self._token_state, self._exchange_token if exchange is not None else None)

    async def close(self) -> None:
        if self._owns_http:
            await self._http.aclose()

    async def __aenter__(self: T) -> T:
        return self

    async def __aexit__(self, *args: object) -> None:
        await self.close()

    async def _exchange_token(self) -> dict[str, Any]:
        call = self._token_call()
        self._log.log(DEBUG, f"exchanging the credentials of client {self._client_id} for an access token")
        prepared = self._prepare(call)
        answer = await self._send(call, prepared)
        return self._issued(call.op, self._result(call, prepared, answer, None), answer)

    async def _call(self, op: Operation, parse: Optional[Parse], *, path: Optional[Mapping[str, Any]] = None, query: Optional[Mapping[str, Any]] = None, body: Any = None, headers: Optional[Mapping[str, Any]] = None, cookies: Optional[Mapping[str, Any]] = None, options: Optional[RequestOptions] = None, raw: bool = False) -> Any:
        call = _Call(op, path, query, body, headers, cookies, options)
        prepared = self._prepare(call)
        answer = await self._send(call, prepared)
        if raw:
            if answer.status_code >= 400:
                raise error_from_answer(answer, self._definition, self._redactor)
            return RawResponse(answer, lambda: self._result(call, prepared, answer, parse), self._request_id_header)
        return self._result(call, prepared, answer, parse)

    def _paginate(self, op: Operation, parse_page: Parse, parse_item: Parse, *, path: Optional[Mapping[str, Any]] = None, query: Optional[Mapping[str, Any]] = None, headers: Optional[Mapping[str, Any]] = None, cookies: Optional[Mapping[str, Any]] = None, options: Optional[RequestOptions] = None) -> AsyncPager[Any, Any]:
        start: Query = given(query)
        steps = walk(op.pagination, self._definition.pagination, op.id, start, parse_page, parse_item)

        async def fetch(q: Query) -> Any:
            return await self._call(op, None, path=path, query=q, headers=headers, cookies=cookies, options=options)

        return AsyncPager(fetch, steps)

    async def _stream(self, op: Operation, parse: Parse, *, path: Optional[Mapping[str, Any]] = None, query: Optional[Mapping[str, Any]] = None, body: Any = None, headers: Optional[Mapping[str, Any]] = None, cookies: Optional[Mapping[str, Any]] = None, options: Optional[RequestOptions] = None) -> AsyncStream[Any]:
        """Opens an operation's streamed answer: retries apply until it starts, an error answer is the usual typed error."""
        call, prepared, reader, resumable = self._stream_setup(op, parse, path, query, body, headers, cookies, options)
        first = await self._stream_answer(call, prepared)
        if first is None:
            raise ApiClientError(f"{prepared.where} answered 204: there is no stream to read.")

        async def reopen(last_event_id: Optional[str]) -> Optional[httpx.Response]:
            return await self._stream_answer(call, self._resumed(prepared, last_event_id))

        return AsyncStream(first, reader, reopen if resumable else None)

    async def _stream_answer(self, call: _Call, prepared: _Prepared) -> Optional[httpx.Response]:
        answer = await self._send(call, prepared, stream=True)
        if answer.status_code >= 300:
            raise error_from_answer(answer, self._definition, self._redactor)
        if answer.status_code == 204:
            await answer.response.aclose()
            return None
        fault = self._not_a_stream(call, prepared, answer)
        if fault is not None:
            await answer.response.aclose()
            raise fault
        return answer.response

    async def _send(self, call: _Call, prepared: _Prepared, stream: bool = False) -> Answer:
        import anyio
        import httpx

        op = call.op
        timeout, max_retries, max_retry_time, may_resend = self._settings(call)
        started = time.monotonic()
        deadline = started + max_retry_time
        request_id = call.options.get("request_id")
        attempt = 0
        refreshed = False
        while True:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise APITimeoutError(f"{prepared.where} used up its max_retry_time of {max_retry_time:g} s", request_id=request_id)
            limit = min(timeout, remaining)
            by_budget = remaining < timeout
            token: Optional[str] = None
            url, headers = prepared.url, prepared.headers
            if self._needs_credential(op):
                token = await self._tokens.get() if self._tokens is not None else self._credential_value
                if token is not None:
                    url, headers = self._place_credential(prepared, token)
            context = self._log_context(op, prepared, attempt)
            if context is not None and self._log.enabled(DEBUG):
                self._log.log(DEBUG, f"{prepared.method} {prepared.url}", {**context, "headers": headers})
            try:
                # The attempt ends at its timeout, body included.
                with anyio.fail_after(limit):
                    request = self._http.build_request(prepared.method, url, headers=headers, timeout=limit, **prepared.kwargs)
                    response = await self._http.send(request, stream=True)
                    if stream and 200 <= response.status_code < 300:
                        # A stream's success is returned at its headers, its body unread (streams.py reads it).
                        return Answer(response, b"")
                    try:
                        content = await response.aread()
                    finally:
                        await response.aclose()
                answer = Answer(response, content)
            except (httpx.TransportError, TimeoutError) as error:
                failure, kind = self._failure(error, prepared, timeout, by_budget, max_retry_time, request_id)
                wait = retry_delay(kind, self._budget(attempt, max_retries, started, max_retry_time, may_resend))
                if wait is None:
                    raise failure from error
                if context is not None:
                    self._log.log(INFO, f"retrying {prepared.where} in {wait:g} ms after {type(failure).__name__}", context)
                await anyio.sleep(wait / 1000)
                attempt += 1
                continue
            if context is not None and self._log.enabled(DEBUG):
                self._log.log(DEBUG, f"{answer.status_code} {prepared.method} {prepared.url}", {**context, "status": answer.status_code})
            if not refreshed and self._token_rejected(answer, token):
                refreshed = True
                if context is not None:
                    self._log.log(INFO, "token rejected; fetching a new one and retrying once", context)
                continue
            outcome = self._answer_outcome(answer)
            if outcome is None:
                return answer
            wait = retry_delay(outcome[0], self._budget(attempt, max_retries, started, max_retry_time, may_resend), outcome[1])
            if wait is None:
                return answer
            if context is not None:
                self._log.log(INFO, f"retrying {prepared.where} in {wait:g} ms after {answer.status_code}", context)
            await anyio.sleep(wait / 1000)
            attempt += 1


__all__ = ["SyncClient", "AsyncClient", "RawResponse", "fields", "idempotent_method", "Union"]
