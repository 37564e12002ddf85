# Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
# Regenerate with `npm run generate`.
# A copy of packages/client-python-runtime/src/models.py, the same for every API.

"""Response models: attributes typed by the generated classes, plus ``to_dict()`` and ``to_json()``.

Plain classes over the parsed JSON, read through a generated field table, rather than pydantic: importing
pydantic costs about 100 ms and validating every answer costs per call, while an answer is already checked
by the service. Fields the spec does not document are kept (``to_dict()`` returns them), and enum values the
spec does not list are kept as they came (enums are open).
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any, Callable, ClassVar, Mapping, Optional, Sequence, TypeVar, cast

Convert = Callable[[Any], Any]
M = TypeVar("M", bound="Model")


class Model:
    """A JSON object of an answer. Attribute names are the JSON keys, made Python identifiers."""

    _fields: ClassVar[Mapping[str, tuple[str, Optional[Convert]]]] = {}
    """attribute -> (JSON key, converter of nested models or None)."""
    _data: dict[str, Any]

    def __init__(self, data: Mapping[str, Any]) -> None:
        # Fields are converted when first read (``__getattr__``), so an answer costs what its JSON costs
        # until its attributes are used.
        object.__setattr__(self, "_data", data if isinstance(data, dict) else dict(data))

    if not TYPE_CHECKING:
        # Hidden from type-checkers: to them a misspelt attribute stays an error.
        def __getattr__(self, name: str) -> Any:
            field = self._fields.get(name)
            if field is None or name.startswith("__"):
                raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")
            key, convert = field
            value = self._data.get(key)
            if convert is not None and value is not None:
                value = convert(value)
            object.__setattr__(self, name, value)
            return value

    @classmethod
    def from_dict(cls: type[M], data: Mapping[str, Any]) -> M:
        return cls(dict(data))

    def to_dict(self) -> dict[str, Any]:
        """The object as JSON data: its JSON keys, nested models as dicts, undocumented fields kept."""
        out = dict(self._data)
        for attr, (key, _) in self._fields.items():
            value = getattr(self, attr)
            if key in self._data or value is not None:
                out[key] = _dump(value)
        return out

    def to_json(self, *, indent: Optional[int] = 2) -> str:
        return json.dumps(self.to_dict(), indent=indent, ensure_ascii=False)

    def __getitem__(self, key: str) -> Any:
        """The field by its JSON key, documented or not (``record["custom_field"]``)."""
        return self.to_dict()[key]

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Model) and type(other) is type(self) and self.to_dict() == other.to_dict()

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        fields = ", ".join(f"{attr}={getattr(self, attr)!r}" for attr in self._fields if getattr(self, attr) is not None)
        return f"{type(self).__name__}({fields})"


def _dump(value: Any) -> Any:
    if isinstance(value, Model):
        return value.to_dict()
    if isinstance(value, list):
        return [_dump(v) for v in value]  # pyright: ignore[reportUnknownVariableType]
    if isinstance(value, dict):
        return {k: _dump(v) for k, v in cast("dict[str, Any]", value).items()}
    return value


def fields(cls: type[Model], table: Mapping[str, tuple[str, Optional[Convert]]]) -> None:
    """Sets a generated model's field table (after every class exists, so tables can name any of them)."""
    cls._fields = table  # pyright: ignore[reportPrivateUsage]


def model(cls: type[Model]) -> Convert:
    """Converter: a JSON object to ``cls``; anything else is kept as it came."""

    def convert(value: Any) -> Any:
        return cls(cast("dict[str, Any]", value)) if isinstance(value, dict) else value

    return convert


def list_of(convert: Convert) -> Convert:
    def each(value: Any) -> Any:
        if not isinstance(value, list):
            return value
        return [convert(v) for v in value]  # pyright: ignore[reportUnknownVariableType]

    return each


def dict_of(convert: Convert) -> Convert:
    def each(value: Any) -> Any:
        return {k: convert(v) for k, v in cast("dict[str, Any]", value).items()} if isinstance(value, dict) else value

    return each


def union(variants: Sequence[tuple[type[Model], Sequence[str]]], discriminator: Optional[str] = None, mapping: Optional[Mapping[str, type[Model]]] = None) -> Convert:
    """Converter of a oneOf/anyOf of objects: by the discriminator when the spec names one, else the first
    variant whose required fields are all present; an object none matches stays a dict."""

    def convert(value: Any) -> Any:
        if not isinstance(value, dict):
            return value
        data = cast("dict[str, Any]", value)
        if discriminator is not None and mapping is not None:
            chosen = mapping.get(str(data.get(discriminator)))
            if chosen is not None:
                return chosen(data)
        for cls, required in variants:
            if all(key in data for key in required):
                return cls(data)
        return data

    return convert


def identity(value: Any) -> Any:
    """Converter of values that hold no models."""
    return value
