# Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
# Regenerate with `npm run generate`.
# A copy of packages/client-python-runtime/src/request.py, the same for every API.

"""What one call sends: its URL (path parameters ``simple``, query parameters ``form`` exploded, as
OpenAPI 3.1 section 4.8.12.4 defaults them), its headers and its body in the operation's media type."""

from __future__ import annotations

import json
from typing import Any, Mapping, Optional, cast
from urllib.parse import quote

from .errors import ApiClientError
from .sentinel import NotGiven


def given(values: Optional[Mapping[str, Any]]) -> dict[str, Any]:
    """The arguments the caller passed (``NOT_GIVEN`` ones left out)."""
    if not values:
        return {}
    return {k: v for k, v in values.items() if not isinstance(v, NotGiven)}


def _text(value: Any) -> str:
    if value is True:
        return "true"
    if value is False:
        return "false"
    return str(value)


def _simple(value: Any) -> str:
    if isinstance(value, (list, tuple)):
        return ",".join(quote(_text(v), safe="") for v in value)  # pyright: ignore[reportUnknownVariableType]
    if isinstance(value, dict):
        return ",".join(f"{quote(_text(k), safe='')},{quote(_text(v), safe='')}" for k, v in value.items())  # pyright: ignore[reportUnknownVariableType]
    return quote(_text(value), safe="")


def build_url(base_url: str, template: str, path: Optional[Mapping[str, Any]], query: Optional[Mapping[str, Any]]) -> str:
    url = template
    if path:
        for name, value in path.items():
            url = url.replace("{" + name + "}", _simple(value))
    url = base_url + url
    if query:
        parts: list[str] = []
        for name, value in query.items():
            if value is None or isinstance(value, NotGiven):
                continue
            if isinstance(value, (list, tuple)):
                parts.extend(f"{quote(name, safe='')}={quote(_text(v), safe='')}" for v in value)  # pyright: ignore[reportUnknownVariableType]
            elif isinstance(value, dict):
                parts.extend(f"{quote(_text(k), safe='')}={quote(_text(v), safe='')}" for k, v in value.items())  # pyright: ignore[reportUnknownVariableType]
            else:
                parts.append(f"{quote(name, safe='')}={quote(_text(value), safe='')}")
        if parts:
            url += "?" + "&".join(parts)
    return url


def header_values(values: Optional[Mapping[str, Any]]) -> dict[str, str]:
    out: dict[str, str] = {}
    for name, value in given(values).items():
        if value is None:
            continue
        out[name.lower()] = ",".join(_text(v) for v in value) if isinstance(value, (list, tuple)) else _text(value)  # pyright: ignore[reportUnknownVariableType]
    return out


def cookie_header(values: Optional[Mapping[str, Any]]) -> Optional[str]:
    pairs = [f"{name}={quote(_text(value), safe='')}" for name, value in given(values).items() if value is not None]
    return "; ".join(pairs) if pairs else None


def encode_body(operation: str, body: Any, types: tuple[str, ...], picked: Optional[str]) -> tuple[dict[str, Any], Optional[str]]:
    """httpx keyword arguments for the body (``content``, ``data`` or ``files``) and its content type."""
    media = picked or (types[0] if types else "application/json")
    if types and picked is not None and picked.lower() not in [t.lower() for t in types]:
        raise ApiClientError(f"{operation} takes a body as {', '.join(types)}, not {picked} (request_options content_type).")
    base = media.split(";")[0].strip().lower()
    if base == "application/json" or base.endswith("+json"):
        return {"content": json.dumps(body, separators=(",", ":"), ensure_ascii=False).encode()}, media
    if base == "application/x-www-form-urlencoded":
        if not isinstance(body, Mapping):
            raise ApiClientError(f"{operation} sends a form: its body must be a mapping of fields.")
        return {"data": {k: (_text(v) if not isinstance(v, (list, tuple)) else [_text(i) for i in v]) for k, v in body.items()}}, None  # pyright: ignore[reportUnknownVariableType]
    if base == "multipart/form-data":
        if not isinstance(body, Mapping):
            raise ApiClientError(f"{operation} sends multipart/form-data: its body must be a mapping of fields.")
        files: list[tuple[str, Any]] = []
        data: dict[str, Any] = {}
        for key, value in cast("Mapping[str, Any]", body).items():
            if isinstance(value, (bytes, bytearray)) or hasattr(value, "read") or isinstance(value, tuple):
                files.append((str(key), cast(Any, value)))
            elif isinstance(value, (dict, list)):
                data[str(key)] = json.dumps(value)
            else:
                data[str(key)] = _text(value)
        return {"data": data, "files": files}, None
    if isinstance(body, str):
        return {"content": body.encode()}, media
    if isinstance(body, (bytes, bytearray)):
        return {"content": bytes(body)}, media  # pyright: ignore[reportUnknownArgumentType]
    raise ApiClientError(f"{operation} sends {media}: pass its body as str or bytes.")
