# Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
# Regenerate with `npm run generate`.
# A copy of packages/client-python-runtime/src/resource.py, the same for every API.

"""The base of generated resource classes: what their methods call on the client."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Mapping, Optional

from .definition import Operation
from .options import RequestOptions

if TYPE_CHECKING:
    from .client import AsyncClient, SyncClient
    from .pagination import AsyncPager, SyncPager
    from .streams import AsyncStream, Stream

Parse = Optional[Callable[[Any], Any]]


class SyncResource:
    def __init__(self, client: SyncClient) -> None:
        self._client = client

    def _call(self, op: Operation, parse: Parse, *, path: Optional[Mapping[str, Any]] = None, query: Optional[Mapping[str, Any]] = None, body: Any = None, headers: Optional[Mapping[str, Any]] = None, cookies: Optional[Mapping[str, Any]] = None, options: Optional[RequestOptions] = None, raw: bool = False) -> Any:
        return self._client._call(op, parse, path=path, query=query, body=body, headers=headers, cookies=cookies, options=options, raw=raw)  # pyright: ignore[reportPrivateUsage]

    def _paginate(self, op: Operation, parse_page: Callable[[Any], Any], parse_item: Callable[[Any], Any], *, path: Optional[Mapping[str, Any]] = None, query: Optional[Mapping[str, Any]] = None, headers: Optional[Mapping[str, Any]] = None, cookies: Optional[Mapping[str, Any]] = None, options: Optional[RequestOptions] = None) -> SyncPager[Any, Any]:
        return self._client._paginate(op, parse_page, parse_item, path=path, query=query, headers=headers, cookies=cookies, options=options)  # pyright: ignore[reportPrivateUsage]

    def _stream(self, op: Operation, parse: Callable[[Any], Any], *, path: Optional[Mapping[str, Any]] = None, query: Optional[Mapping[str, Any]] = None, body: Any = None, headers: Optional[Mapping[str, Any]] = None, cookies: Optional[Mapping[str, Any]] = None, options: Optional[RequestOptions] = None) -> Stream[Any]:
        return self._client._stream(op, parse, path=path, query=query, body=body, headers=headers, cookies=cookies, options=options)  # pyright: ignore[reportPrivateUsage]


class AsyncResource:
    def __init__(self, client: AsyncClient) -> None:
        self._client = client

    async def _call(self, op: Operation, parse: Parse, *, path: Optional[Mapping[str, Any]] = None, query: Optional[Mapping[str, Any]] = None, body: Any = None, headers: Optional[Mapping[str, Any]] = None, cookies: Optional[Mapping[str, Any]] = None, options: Optional[RequestOptions] = None, raw: bool = False) -> Any:
        return await self._client._call(op, parse, path=path, query=query, body=body, headers=headers, cookies=cookies, options=options, raw=raw)  # pyright: ignore[reportPrivateUsage]

    def _paginate(self, op: Operation, parse_page: Callable[[Any], Any], parse_item: Callable[[Any], Any], *, path: Optional[Mapping[str, Any]] = None, query: Optional[Mapping[str, Any]] = None, headers: Optional[Mapping[str, Any]] = None, cookies: Optional[Mapping[str, Any]] = None, options: Optional[RequestOptions] = None) -> AsyncPager[Any, Any]:
        return self._client._paginate(op, parse_page, parse_item, path=path, query=query, headers=headers, cookies=cookies, options=options)  # pyright: ignore[reportPrivateUsage]

    async def _stream(self, op: Operation, parse: Callable[[Any], Any], *, path: Optional[Mapping[str, Any]] = None, query: Optional[Mapping[str, Any]] = None, body: Any = None, headers: Optional[Mapping[str, Any]] = None, cookies: Optional[Mapping[str, Any]] = None, options: Optional[RequestOptions] = None) -> AsyncStream[Any]:
        return await self._client._stream(op, parse, path=path, query=query, body=body, headers=headers, cookies=cookies, options=options)  # pyright: ignore[reportPrivateUsage]
