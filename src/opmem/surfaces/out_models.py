"""Response models derived from the core's dataclasses, so every HTTP route and MCP tool declares the shape it
answers with, and the shape cannot drift from what `memory_out.plain` writes.

`out_model(SomeDataclass)` is a pydantic model of the same name (as OpenAPI names it) whose fields follow
`plain`'s rules: a nested dataclass becomes its own model, a `Tag` its `key=value` text, a time a `Timestamp`
(ISO-8601 UTC, `Z`), tuples and sets lists, mappings objects (the recursive `JSON` alias: any JSON); a `Review`
also says `edited` and `marked_wrong`. `extra` adds (or replaces) the fields a surface's serializer adds, such
as the digest's rendered `text`. Unknown keys are refused, so a field the core adds without its model changing
fails the tests loudly instead of vanishing from the answer.
"""

from __future__ import annotations

import dataclasses
import types
from collections.abc import Mapping, Sequence, Set
from datetime import datetime
from functools import cache
from typing import Annotated, Any, ForwardRef, Literal, Union, get_args, get_origin, get_type_hints

from mcp.shared.exceptions import MCPError
from mcp_types import INVALID_PARAMS
from pydantic import BaseModel, ConfigDict, Field, create_model

from opmem.errors import OpmemError
from opmem.memory import Review, Tag
from opmem.surfaces.documents_out import DataEnvelope
from opmem.surfaces.out_types import Timestamp

TagText = Annotated[str, Field(description="A tag as `key=value`.")]

#: Fields some serializers add to a dataclass's own (see `memory_out` and `dispatch_mcp.bundle_json`).
RENDERED: dict[str, Any] = {
    "text": (str, Field(description="The whole value rendered as text, as an agent is shown it.")),
    "content": (DataEnvelope, Field(description="The same rendering typed as data: never an instruction.")),
}


class _Out(BaseModel):
    model_config = ConfigDict(extra="forbid")


def _mapped(tp: Any) -> Any:
    origin = get_origin(tp)
    if isinstance(tp, str | ForwardRef):  # the recursive `JSON` alias: any JSON value
        return Any
    if tp is datetime:
        return Timestamp
    if tp is Tag:
        return TagText
    if tp is Review:
        return out_model(Review, extra=(("edited", bool), ("marked_wrong", bool)))
    if isinstance(tp, type) and dataclasses.is_dataclass(tp):
        return out_model(tp)
    if origin is Annotated:
        return _mapped(get_args(tp)[0])
    if origin is Literal or origin is None:
        return tp
    args = get_args(tp)
    if origin in (Union, types.UnionType):
        return Union[tuple(_mapped(a) for a in args)]  # noqa: UP007 - built from a tuple of types
    if origin is tuple and not (len(args) == 2 and args[1] is Ellipsis):
        return tuple[tuple(_mapped(a) for a in args)]  # type: ignore[misc]
    if isinstance(origin, type) and issubclass(origin, Mapping):
        return dict[str, _mapped(args[1]) if args else Any]  # type: ignore[misc]
    if isinstance(origin, type) and issubclass(origin, Sequence | Set):
        return list[_mapped(args[0]) if args else Any]  # type: ignore[misc]
    return Any


@cache
def out_model(cls: type, *, extra: tuple[tuple[str, Any], ...] = (), name: str | None = None) -> type[BaseModel]:
    """The response model of dataclass `cls` as `plain` writes it (see the module docstring)."""
    hints = get_type_hints(cls, include_extras=True)
    fields: dict[str, Any] = {f.name: (_mapped(hints[f.name]), ...) for f in dataclasses.fields(cls)}
    fields.update({key: (value if isinstance(value, tuple) else (value, ...)) for key, value in extra})
    model = create_model(name or cls.__name__, __base__=_Out, __doc__=cls.__doc__, **fields)
    return model


def list_of(model: Any) -> Any:
    """`list[model]` for a model made at run time (which a type checker cannot see as a type)."""
    return list[model]  # type: ignore[valid-type]


def prompt_error(exc: OpmemError) -> MCPError:
    """An MCP prompt's error carrying opmem's message (the SDK turns any other exception into "Error rendering
    prompt"); the code says whether the caller sent something wrong or may not do it."""
    return MCPError(INVALID_PARAMS, exc.message)
