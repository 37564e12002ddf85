# Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
# Regenerate with `npm run generate`.
# A copy of packages/client-python-runtime/src/sentinel.py, the same for every API.

"""``NOT_GIVEN``: an argument left out, as opposed to ``None`` (which is sent as JSON null)."""

from __future__ import annotations

from typing import Final, Literal


class NotGiven:
    """The type of ``NOT_GIVEN``. Falsy, so ``if value:`` reads naturally."""

    _instance: NotGiven | None = None

    def __new__(cls) -> NotGiven:
        if cls._instance is None:
            cls._instance = super().__new__(cls)
        return cls._instance

    def __bool__(self) -> Literal[False]:
        return False

    def __repr__(self) -> str:
        return "NOT_GIVEN"


NOT_GIVEN: Final = NotGiven()
