"""What every agent-memory surface shares: who may write as an agent, and values as plain JSON.

The rule for an agent's writes (record, correct, link): the caller's principal must be that agent's service
account, meaning the principal's id equals the agent's id, or hold the `review_memories` capability (a person
acting for the agent). Reads are tenant-wide: any principal of the tenant may search and read memories.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from datetime import datetime
from typing import TYPE_CHECKING, Any

from opmem.errors import Forbidden
from opmem.memory import Review, Tag
from opmem.surfaces.dates import iso_utc
from opmem.types import Principal

if TYPE_CHECKING:  # the CLI imports this module; `opmem --help` stays light
    from opmem.memory import Digest, EmbeddingIntegration

ACT_FOR_AGENTS = "review_memories"


def require_agent(principal: Principal, agent_id: str) -> None:
    """Refuse a write as `agent_id` unless the principal is its service account or may review memories."""
    if principal.id != agent_id and ACT_FOR_AGENTS not in principal.capabilities:
        raise Forbidden(
            f"Principal {principal.id!r} cannot write as agent {agent_id!r}: an agent writes with its own service "
            f"account (a principal whose id is {agent_id!r}); a person needs the {ACT_FOR_AGENTS!r} capability."
        )


def plain(value: object) -> Any:
    """A core value as JSON-ready data: dataclasses as objects, tags as `key=value`, times as ISO-8601 UTC (`...Z`)."""
    if isinstance(value, Tag):
        return str(value)
    if isinstance(value, datetime):
        return iso_utc(value)
    if isinstance(value, Review):
        return {"edited": value.edited, "marked_wrong": value.marked_wrong, **_fields(value)}
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return _fields(value)
    if isinstance(value, Mapping):
        return {str(k): plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple | set | frozenset):
        return [plain(v) for v in value]
    return value


def _fields(value: Any) -> dict[str, Any]:
    return {f.name: plain(getattr(value, f.name)) for f in dataclasses.fields(value)}


def data(value: object) -> dict[str, Any]:
    """`plain` of a dataclass: a JSON object."""
    out = plain(value)
    if not isinstance(out, dict):
        raise TypeError(f"{type(value).__name__} is not an object")
    return out


def envelope(text: str) -> dict[str, Any]:
    """Third-party text as JSON typed as data, with the notice that it is not an instruction (as reads carry it)."""
    from opmem.surfaces.documents_out import DataEnvelope  # pydantic and the reader, when first needed

    return DataEnvelope(text=text).model_dump()


def digest_json(digest: Digest) -> dict[str, Any]:
    """A related-history digest as JSON (the one serializer HTTP, MCP and dispatch share): its lines, the whole
    digest rendered as `text`, and the same rendering in `content`, typed as data."""
    text = digest.render()
    return {**data(digest), "text": text, "content": envelope(text)}


def integration_json(integration: EmbeddingIntegration) -> dict[str, Any]:
    """An embedding integration as JSON: its credentials by name only, never their values."""
    return {**data(integration), "credentials": sorted(integration.credentials)}
