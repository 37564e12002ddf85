# Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
# Regenerate with `npm run generate`.
# A copy of packages/client-python-runtime/src/pagination.py, the same for every API.

"""Paged lists: iterating a pager walks every item across pages; ``.pages()`` walks page by page.

Where a page keeps its items, its "more" flag and its next cursor is the spec's page envelope (the generated
table), so the runtime names no API's fields. Page paging sends the page parameter + 1 while the page says
there is more; cursor paging sends the next cursor back until there is none. A service that keeps saying
there is more without moving on ends the walk with an error instead of an endless loop.
"""

from __future__ import annotations

import json
from typing import Any, AsyncIterator, Awaitable, Callable, Generator, Generic, Iterator, Literal, Optional, TypeVar, cast

from .definition import PageEnvelope, value_at
from .errors import ApiClientError

Item = TypeVar("Item")
Page = TypeVar("Page")
Kind = Literal["page", "cursor", "none"]
Query = dict[str, Any]


def _items(page: Any, envelope: PageEnvelope) -> list[Any]:
    items = value_at(page, envelope.items)
    if not isinstance(items, list):
        return []
    return items  # pyright: ignore[reportUnknownVariableType]


def _cursor(page: Any, envelope: PageEnvelope) -> Optional[str]:
    cursor = value_at(page, envelope.next_cursor) if envelope.next_cursor else None
    return cursor if isinstance(cursor, str) and cursor else None


def _has_more(kind: Kind, page: Any, envelope: PageEnvelope) -> bool:
    if envelope.has_more:
        return value_at(page, envelope.has_more) is True
    return bool(_cursor(page, envelope)) if kind == "cursor" else len(_items(page, envelope)) > 0


def _page_number(query: Query, envelope: PageEnvelope) -> int:
    try:
        return int(query.get(envelope.page_param) or 1)
    except (TypeError, ValueError):
        return 1


def next_query(kind: Kind, query: Query, page: Any, envelope: PageEnvelope) -> Optional[Query]:
    """The query of the page after ``page``, or None after the last one."""
    if not _has_more(kind, page, envelope):
        return None
    if kind == "cursor":
        cursor = _cursor(page, envelope)
        return {**query, envelope.cursor_param: cursor} if cursor else None
    # An empty page that claims more would loop forever.
    if kind == "page" and _items(page, envelope):
        return {**query, envelope.page_param: _page_number(query, envelope) + 1}
    return None


class ProgressGuard:
    """Fails a walk that does not progress: a repeated cursor, a page number that does not grow, the same items again."""

    def __init__(self, kind: Kind, envelope: PageEnvelope) -> None:
        self.kind: Kind = kind
        self.envelope = envelope
        self.cursors: set[str] = set()
        self.last_page: Optional[float] = None
        self.last_items: Optional[str] = None

    def check(self, page: Any, query: Query) -> None:
        kind, envelope = self.kind, self.envelope
        if not _has_more(kind, page, envelope):
            return

        def stuck(why: str) -> ApiClientError:
            return ApiClientError(f"Paging stopped: {why}; the service says there is more but the walk would not progress.")

        if kind == "cursor":
            cursor = _cursor(page, envelope)
            if not cursor:
                raise stuck(f"{'.'.join(envelope.next_cursor or ['the next cursor'])} is missing")
            if cursor in self.cursors or cursor == query.get(envelope.cursor_param):
                raise stuck(f"the next cursor {cursor!r} was already followed")
            self.cursors.add(cursor)
        if kind == "page":
            stated = value_at(page, envelope.page) if envelope.page else None
            number = stated if isinstance(stated, (int, float)) and not isinstance(stated, bool) else _page_number(query, envelope)
            if self.last_page is not None and not number > self.last_page:
                raise stuck(f"page {number} came after page {self.last_page}")
            self.last_page = number
        data = _items(page, envelope)
        ids = json.dumps([cast("dict[str, Any]", item).get("id") if isinstance(item, dict) and "id" in item else item for item in data], default=str)
        if data and ids == self.last_items:
            raise stuck("two pages in a row held the same items")
        self.last_items = ids


class _Walk:
    def __init__(self, kind: Kind, envelope: PageEnvelope, query: Query, parse_page: Callable[[Any], Any], parse_item: Callable[[Any], Any]) -> None:
        self.kind: Kind = kind
        self.envelope = envelope
        self.query = query
        self.parse_page = parse_page
        self.parse_item = parse_item

    def steps(self, first: Any) -> Generator[tuple[Any, Optional[Query]], None, None]:
        """(page data, next query) pairs, checked for progress."""
        guard = ProgressGuard(self.kind, self.envelope)
        query, data = self.query, first
        while True:
            guard.check(data, query)
            following = next_query(self.kind, query, data, self.envelope)
            data = yield data, following
            if following is None:
                return
            query = following


class SyncPager(Generic[Item, Page]):
    """A paged list: ``for item in pager`` walks every item of every page; ``pager.pages()`` every page."""

    def __init__(self, first: Any, fetch: Callable[[Query], Any], walk: _Walk) -> None:
        self._first = first
        self._fetch = fetch
        self._walk = walk

    @property
    def page(self) -> Page:
        """The first page, as the operation answered it."""
        return cast(Page, self._walk.parse_page(self._first))

    def pages(self) -> Iterator[Page]:
        steps = self._walk.steps(self._first)
        data, following = next(steps)
        while True:
            yield self._walk.parse_page(data)
            if following is None:
                return
            try:
                data, following = steps.send(self._fetch(following))
            except StopIteration:
                return

    def __iter__(self) -> Iterator[Item]:
        for page in self._raw_pages():
            for item in _items(page, self._walk.envelope):
                yield self._walk.parse_item(item)

    def _raw_pages(self) -> Iterator[Any]:
        steps = self._walk.steps(self._first)
        data, following = next(steps)
        while True:
            yield data
            if following is None:
                return
            data, following = steps.send(self._fetch(following))


class AsyncPager(Generic[Item, Page]):
    """``async for item in pager`` walks every item of every page; ``pager.pages()`` every page;
    ``await pager`` gives the first page."""

    def __init__(self, fetch: Callable[[Query], Awaitable[Any]], walk: _Walk) -> None:
        self._fetch = fetch
        self._walk = walk
        self._first: Optional[tuple[Any]] = None

    async def _first_data(self) -> Any:
        if self._first is None:
            self._first = (await self._fetch(self._walk.query),)
        return self._first[0]

    def __await__(self) -> Generator[Any, None, Page]:
        async def first() -> Page:
            return cast(Page, self._walk.parse_page(await self._first_data()))

        return first().__await__()

    async def _raw_pages(self) -> AsyncIterator[Any]:
        steps = self._walk.steps(await self._first_data())
        data, following = next(steps)
        while True:
            yield data
            if following is None:
                return
            data, following = steps.send(await self._fetch(following))

    async def pages(self) -> AsyncIterator[Page]:
        async for data in self._raw_pages():
            yield self._walk.parse_page(data)

    async def __aiter__(self) -> AsyncIterator[Item]:
        async for page in self._raw_pages():
            for item in _items(page, self._walk.envelope):
                yield self._walk.parse_item(item)


def walk(kind: Kind, envelope: Optional[PageEnvelope], operation: str, query: Query, parse_page: Callable[[Any], Any], parse_item: Callable[[Any], Any]) -> _Walk:
    if envelope is None:
        raise ApiClientError(f"{operation} pages, but the client was generated without a page envelope (pagination in the configuration).")
    return _Walk(kind, envelope, query, parse_page, parse_item)
