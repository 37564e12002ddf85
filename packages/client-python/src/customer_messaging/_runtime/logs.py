# Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
# Regenerate with `npm run generate`.
# A copy of packages/client-python-runtime/src/logs.py, the same for every API.

"""The client's logger: standard ``logging``, filtered by level, every line redacted of credentials.

Lines go to the logger named after the package (or the one passed as ``logger``), at the level of the
``log_level`` option or the ``<PREFIX>LOG_LEVEL`` variable (``debug``, ``info``, ``warn``, ``error``, ``off``).
Without either, the logger's own configuration decides, as for any library.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping, Optional

from .redact import Redactor

if TYPE_CHECKING:
    import logging

# logging's own numbers; the module itself is imported when a client is made, not with the package.
DEBUG, INFO, WARNING, ERROR = 10, 20, 30, 40

LEVELS: Mapping[str, int] = {
    "debug": DEBUG,
    "info": INFO,
    "warn": WARNING,
    "warning": WARNING,
    "error": ERROR,
    "off": 60,
}


class SafeLogger:
    def __init__(self, logger: logging.Logger, redactor: Redactor, level: Optional[str]) -> None:
        self._logger = logger
        self._redactor = redactor
        self._min = LEVELS[level] if level is not None else None

    def enabled(self, level: int) -> bool:
        if self._min is not None and level < self._min:
            return False
        return self._logger.isEnabledFor(level)

    def log(self, level: int, message: str, context: Optional[Mapping[str, Any]] = None) -> None:
        if not self.enabled(level):
            return
        text = self._redactor.text(message)
        if context:
            self._logger.log(level, "%s %s", text, self._redactor.value(dict(context)))
        else:
            self._logger.log(level, "%s", text)
