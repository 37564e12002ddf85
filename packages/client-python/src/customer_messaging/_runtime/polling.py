# Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
# Regenerate with `npm run generate`.
# A copy of packages/client-python-runtime/src/polling.py, the same for every API.

"""Following changes without webhooks: poll a list operation that filters by "updated after" and yield each
change (an item at a given update time) exactly once, as the TypeScript runtime's ``pollChanges`` does.

- Items can share an update time: every poll looks back by ``lookback`` seconds, and changes already
  yielded are skipped by ``(id, updated at)`` (no gap, no duplicate).
- Page numbers shift while an item on an earlier page changes, so the walk restarts at page 1 after the
  newest instant below a page's last one (keyset paging) instead of asking for page 2; only a page made of
  one instant steps by page number, and such a run is walked again until two walks see the same items.
"""

from __future__ import annotations

import time
from datetime import datetime, timezone
from typing import Any, AsyncIterator, Awaitable, Callable, Iterator, NamedTuple, Optional, Sequence, TypeVar, Union

I = TypeVar("I")


class ChangeQuery(NamedTuple):
    """One poll: items updated strictly after ``after`` (ISO 8601), oldest first, page ``page`` of ``per_page``."""

    after: str
    page: int
    per_page: int


class ChangePage(NamedTuple):
    items: Sequence[Any]
    has_more: bool


def _time_of(stamp: Optional[str]) -> Optional[float]:
    if not stamp:
        return None
    try:
        return datetime.fromisoformat(stamp.replace("Z", "+00:00")).timestamp()
    except ValueError:
        return None


def _iso(seconds: float) -> str:
    return datetime.fromtimestamp(seconds, timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z")


class _Walk:
    """The poller's state: where the next query starts and which changes were yielded."""

    def __init__(self, since: Union[str, datetime, None], per_page: int, lookback: float) -> None:
        if since is None:
            start = time.time()
        elif isinstance(since, datetime):
            start = since.timestamp()
        else:
            parsed = _time_of(since)
            if parsed is None:
                raise TypeError(f"poll_changes: since is not a date: {since!r}")
            start = parsed
        self.start = start
        self.watermark = start
        self.lookback = lookback
        self.per_page = per_page
        self.seen: dict[str, float] = {}
        self.after = start - lookback
        self.page = 1
        self.run: Optional[dict[str, Any]] = None

    def query(self) -> ChangeQuery:
        return ChangeQuery(_iso(self.after), self.page, self.per_page)

    def take(self, result: ChangePage, updated_at: Callable[[Any], Optional[str]], id_of: Callable[[Any], str]) -> tuple[list[Any], bool]:
        """The new changes of a page, and whether to wait before the next poll."""
        fresh: list[Any] = []
        instants: list[float] = []
        for item in result.items:
            at = _time_of(updated_at(item))
            if at is None:
                continue
            instants.append(at)
            key = f"{id_of(item)}@{at}"
            if self.run is not None:
                self.run["seen"].add(key)
            if at <= self.start or key in self.seen:
                continue
            self.seen[key] = at
            self.watermark = max(self.watermark, at)
            fresh.append(item)
        last = max(instants) if instants else None
        below = max((at for at in instants if last is not None and at < last), default=None)
        if result.has_more and result.items:
            if below is None:
                # One instant fills the page: step by page number, and check the run again afterwards.
                if self.run is None:
                    self.run = {"after": self.after, "seen": {f"{id_of(i)}@{_time_of(updated_at(i))}" for i in result.items}, "previous": None}
                self.page += 1
                return fresh, False
            if self.run is not None and self.page > 1 and not self._settled():
                self.after, self.page = self.run["after"], 1
                return fresh, False
            self.run = None
            self.after, self.page = below, 1
            return fresh, False
        if self.run is not None and self.page > 1 and not self._settled():
            self.after, self.page = self.run["after"], 1
            return fresh, False
        self.run = None
        self.seen = {k: at for k, at in self.seen.items() if at >= self.watermark - self.lookback}
        self.after, self.page = self.watermark - self.lookback, 1
        return fresh, True

    def _settled(self) -> bool:
        assert self.run is not None
        seen = ",".join(sorted(self.run["seen"]))
        settled: bool = seen == self.run["previous"]
        self.run["previous"] = seen
        self.run["seen"] = set()
        return settled


def poll_changes(
    list_page: Callable[[ChangeQuery], ChangePage],
    updated_at: Callable[[I], Optional[str]],
    *,
    since: Union[str, datetime, None] = None,
    interval: float = 10.0,
    per_page: int = 100,
    lookback: float = 2.0,
    id_of: Callable[[I], str] = lambda item: str(getattr(item, "id")),
) -> Iterator[I]:
    """Each change once, forever (break out of the loop to stop). ``list_page`` makes one call of the list
    operation for the query (filter by ``query.after``, oldest first, ``query.page`` of ``query.per_page``)."""
    walk = _Walk(since, per_page, lookback)
    while True:
        fresh, wait = walk.take(list_page(walk.query()), updated_at, id_of)  # pyright: ignore[reportArgumentType]
        yield from fresh
        if wait:
            time.sleep(interval)


async def async_poll_changes(
    list_page: Callable[[ChangeQuery], Awaitable[ChangePage]],
    updated_at: Callable[[I], Optional[str]],
    *,
    since: Union[str, datetime, None] = None,
    interval: float = 10.0,
    per_page: int = 100,
    lookback: float = 2.0,
    id_of: Callable[[I], str] = lambda item: str(getattr(item, "id")),
) -> AsyncIterator[I]:
    """``poll_changes`` for the async client."""
    import anyio

    walk = _Walk(since, per_page, lookback)
    while True:
        fresh, wait = walk.take(await list_page(walk.query()), updated_at, id_of)  # pyright: ignore[reportArgumentType]
        for item in fresh:
            yield item
        if wait:
            await anyio.sleep(interval)
