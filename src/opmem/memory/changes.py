"""A partial change to an agent's settings (PATCH semantics), applied by the core over what the agent has.

Each field is `KEEP` (left out: the setting keeps its value), None (put back to the default) or a new value.
The store is three settings given together or by parts over the current store: a change that names only
`embedding_model` keeps the agent's vector index and integration; a change that leaves all three out keeps the
store whole. `tag_mappings` replaces the set when given (an empty mapping means "the shipped ones").

Every surface builds one of these and makes one call, `AgentMemory.change_agent(tenant, agent_id, changes,
expected_version=N)`; the merge is applied to the version read, and the write is one compare-and-set on it,
so a change based on an older version loses with `StaleVersion` instead of undoing someone else's.
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TypeVar

from opmem.memory.model import AgentConfig, RecordPolicy, SignalType, TagMapping


class Keep(enum.Enum):
    """The value of a setting a change leaves out."""

    KEEP = "keep"


KEEP = Keep.KEEP

T = TypeVar("T")


def _kept(given: T | Keep, current: T) -> T:
    return current if isinstance(given, Keep) else given


@dataclass(frozen=True)
class AgentChanges:
    """What to change in an agent's settings; `KEEP` leaves a setting as it is, None puts it back to the default."""

    name: str | Keep = KEEP
    memory_enabled: bool | Keep | None = KEEP
    vector_index: str | Keep | None = KEEP
    embedding_integration: str | Keep | None = KEEP
    embedding_model: str | Keep | None = KEEP
    search_budget: int | Keep | None = KEEP
    record: RecordPolicy | Keep | None = KEEP
    extra_guidance: str | Keep | None = KEEP
    digest_enabled: bool | Keep | None = KEEP
    digest_window_days: int | Keep | None = KEEP
    digest_max_items: int | Keep | None = KEEP
    tag_mappings: Mapping[SignalType, TagMapping] | Keep | None = KEEP

    def given(self) -> tuple[str, ...]:
        """The names of the settings this changes (to a value or to the default)."""
        return tuple(f.name for f in dataclasses.fields(self) if not isinstance(getattr(self, f.name), Keep))

    def applied_to(self, current: AgentConfig) -> AgentConfig:
        """`current` with the given settings changed; the rest as they are."""
        r, d = current.retrieval, current.digest
        mappings = _kept(self.tag_mappings, current.tag_mappings)
        return AgentConfig(
            memory_enabled=_kept(self.memory_enabled, current.memory_enabled),
            vector_index=_kept(self.vector_index, current.vector_index),
            embedding_integration=_kept(self.embedding_integration, current.embedding_integration),
            embedding_model=_kept(self.embedding_model, current.embedding_model),
            retrieval=dataclasses.replace(
                r,
                search_budget=_kept(self.search_budget, r.search_budget),
                record=_kept(self.record, r.record),
                extra_guidance=_kept(self.extra_guidance, r.extra_guidance),
            ),
            digest=dataclasses.replace(
                d,
                enabled=_kept(self.digest_enabled, d.enabled),
                window_days=_kept(self.digest_window_days, d.window_days),
                max_items=_kept(self.digest_max_items, d.max_items),
            ),
            tag_mappings={} if mappings is None else dict(mappings),
        )
