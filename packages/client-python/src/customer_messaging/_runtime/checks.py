# Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
# Regenerate with `npm run generate`.
# A copy of packages/client-python-runtime/src/checks.py, the same for every API.

"""Argument checks generated methods run before sending anything: a wrong type is a ``TypeError`` naming
the argument, not a 400 from the service (or a body that silently says something else)."""

from __future__ import annotations

from typing import NoReturn


def type_error(method: str, argument: str, expected: str, value: object) -> NoReturn:
    raise TypeError(f"{method}() argument {argument!r} must be {expected}, not {type(value).__name__} ({value!r:.60})")


def is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def is_number(value: object) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)
