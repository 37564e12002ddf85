# Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
# Regenerate with `npm run generate`.
# A copy of packages/client-python-runtime/src/redact.py, the same for every API.

"""Keeps client secrets and access tokens out of error messages and log lines.

Known secret values are replaced wherever they appear, and fields named like credentials are masked
whatever they hold.
"""

from __future__ import annotations

import re
from typing import Any, Optional

MASK = "[redacted]"
_SECRET_KEYS = re.compile(
    r"^(authorization|client_secret|clientsecret|access_token|accesstoken|token|secret|password|cookie|set-cookie|api_key|apikey|x-api-key)$",
    re.IGNORECASE,
)
_BEARER = re.compile(r"(Bearer\s+)[A-Za-z0-9._~+/=-]+", re.IGNORECASE)


class Redactor:
    def __init__(self) -> None:
        self._secrets: set[str] = set()

    def add(self, secret: Optional[str]) -> None:
        """Remember a value that must never be shown (short values would mask ordinary text, so they are ignored)."""
        if secret and len(secret) >= 6:
            self._secrets.add(secret)

    def text(self, value: str) -> str:
        out = value
        for secret in self._secrets:
            out = out.replace(secret, MASK)
        return _BEARER.sub(lambda m: m.group(1) + MASK, out)

    def value(self, value: Any, depth: int = 0) -> Any:
        if isinstance(value, str):
            return self.text(value)
        if depth > 5:
            return value
        if isinstance(value, (list, tuple)):
            return [self.value(v, depth + 1) for v in value]  # pyright: ignore[reportUnknownVariableType]
        if isinstance(value, dict):
            return {
                k: (MASK if isinstance(k, str) and _SECRET_KEYS.match(k) else self.value(v, depth + 1))
                for k, v in value.items()  # pyright: ignore[reportUnknownVariableType]
            }
        return value
