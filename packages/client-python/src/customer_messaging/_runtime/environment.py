# Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
# Regenerate with `npm run generate`.
# A copy of packages/client-python-runtime/src/environment.py, the same for every API.

"""Defaults read from the environment when the options leave a value out. The names come from the
generated client (its prefix), so the runtime knows none of them."""

from __future__ import annotations

import os
from typing import NamedTuple, Optional

from .errors import ApiClientError
from .logs import LEVELS


def read_variable(name: str) -> Optional[str]:
    """A variable's value; unset and empty are the same."""
    value = os.environ.get(name, "").strip()
    return value or None


class EnvironmentDefaults(NamedTuple):
    base_url: Optional[str]
    client_id: Optional[str]
    client_secret: Optional[str]
    access_token: Optional[str]
    api_key: Optional[str]
    log_level: Optional[str]


def environment_defaults(prefix: str) -> EnvironmentDefaults:
    log_level = read_variable(f"{prefix}LOG_LEVEL")
    if log_level is not None and log_level.lower() not in LEVELS:
        raise ApiClientError(f"{prefix}LOG_LEVEL must be one of debug, info, warn, error, off (got {log_level!r}).")
    return EnvironmentDefaults(
        base_url=read_variable(f"{prefix}BASE_URL"),
        client_id=read_variable(f"{prefix}CLIENT_ID"),
        client_secret=read_variable(f"{prefix}CLIENT_SECRET"),
        access_token=read_variable(f"{prefix}ACCESS_TOKEN"),
        api_key=read_variable(f"{prefix}API_KEY"),
        log_level=log_level.lower() if log_level else None,
    )


def missing_credentials(prefix: str, client_id: Optional[str], client_secret: Optional[str], exchange: bool) -> str:
    """What to say when a call needs a token and there is no way to get one."""
    if exchange and client_id and not client_secret:
        return f"No client secret: client_id is set but client_secret (or {prefix}CLIENT_SECRET) is not."
    if exchange and client_secret and not client_id:
        return f"No client id: client_secret is set but client_id (or {prefix}CLIENT_ID) is not."
    if exchange:
        return (
            f"No credentials: pass client_id and client_secret (or set {prefix}CLIENT_ID and {prefix}CLIENT_SECRET), "
            f"or access_token (or set {prefix}ACCESS_TOKEN), to the client."
        )
    return f"No access token: pass access_token or set {prefix}ACCESS_TOKEN."


def missing_api_key(prefix: str) -> str:
    return f"No API key: pass api_key or set {prefix}API_KEY."
