"""An agent's Memories step as a form: its settings as the text a person edits, and back into an `AgentConfig`.

Every setting can follow the default (an empty field, or "Default" in a choice), as the API's None does. Tag
mappings are one text box per signal type, one tag key a line: `entity:service = $.service, $.tags.service`
(the first path that resolves wins); an empty box adds nothing to the shipped mapping.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from opmem.errors import InvalidInput
from opmem.memory.model import (
    SIGNAL_TYPES,
    Agent,
    AgentConfig,
    DigestSettings,
    RetrievalPolicy,
    SignalType,
    TagMapping,
)

#: A three-way choice: follow the default, on, off.
SWITCH = {"": None, "on": True, "off": False}


def _switch(value: bool | None) -> str:
    return "" if value is None else "on" if value else "off"


def _number(name: str, value: str) -> int | None:
    value = value.strip()
    if not value:
        return None
    try:
        return int(value)
    except ValueError as exc:
        raise InvalidInput(f"{name} must be a whole number, or empty for the default; got {value!r}.") from exc


def mapping_text(mapping: TagMapping | None) -> str:
    if mapping is None:
        return ""
    return "\n".join(f"{key} = {', '.join(paths)}" for key, paths in mapping.keys)


def parse_mapping(kind: str, text: str) -> TagMapping | None:
    """`key = path, path` lines into a mapping (None when the box is empty); a line without `=` is refused."""
    keys: list[tuple[str, tuple[str, ...]]] = []
    for number, line in enumerate(text.replace("\r\n", "\n").split("\n"), start=1):
        if not line.strip():
            continue
        key, sep, paths = line.partition("=")
        if not sep:
            raise InvalidInput(
                f"Tag mapping for {kind}, line {number}: write it as 'tag key = $.json.path, $.other.path'; "
                f"got {line.strip()!r}."
            )
        keys.append((key.strip(), tuple(p.strip() for p in paths.split(",") if p.strip())))
    return TagMapping(tuple(keys)) if keys else None


@dataclass(frozen=True)
class AgentForm:
    """What the settings form shows and posts back, all as text (an empty text follows the default)."""

    name: str = ""
    memory_enabled: str = ""
    vector_index: str = ""
    embedding_integration: str = ""
    embedding_model: str = ""
    search_budget: str = ""
    record: str = ""
    extra_guidance: str = ""
    digest_enabled: str = ""
    digest_window_days: str = ""
    digest_max_items: str = ""
    tag_mappings: Mapping[str, str] = field(default_factory=dict)

    @classmethod
    def of(cls, agent: Agent) -> AgentForm:
        c = agent.config
        return cls(
            name=agent.name,
            memory_enabled=_switch(c.memory_enabled),
            vector_index=c.vector_index or "",
            embedding_integration=c.embedding_integration or "",
            embedding_model=c.embedding_model or "",
            search_budget="" if c.retrieval.search_budget is None else str(c.retrieval.search_budget),
            record=c.retrieval.record or "",
            extra_guidance=c.retrieval.extra_guidance or "",
            digest_enabled=_switch(c.digest.enabled),
            digest_window_days="" if c.digest.window_days is None else str(c.digest.window_days),
            digest_max_items="" if c.digest.max_items is None else str(c.digest.max_items),
            tag_mappings={str(kind): mapping_text(c.tag_mappings.get(kind)) for kind in SIGNAL_TYPES},
        )

    @classmethod
    def posted(cls, fields: Mapping[str, Any]) -> AgentForm:
        def text(name: str) -> str:
            value = fields.get(name, "")
            return value.replace("\r\n", "\n") if isinstance(value, str) else ""

        names = [n for n in cls.__dataclass_fields__ if n != "tag_mappings"]
        mappings: dict[str, str] = {kind: text(f"tags_{kind}") for kind in SIGNAL_TYPES}
        return cls(**{n: text(n) for n in names}, tag_mappings=mappings)

    def config(self) -> AgentConfig:
        """The settings as the core takes them; a value that cannot be one is an `InvalidInput` naming it."""
        for label, value in (("Memory", self.memory_enabled), ("Digest", self.digest_enabled)):
            if value not in SWITCH:
                raise InvalidInput(f"{label} must be Default, On or Off; got {value!r}.")
        mappings: dict[SignalType, TagMapping] = {}
        for kind in SIGNAL_TYPES:
            parsed = parse_mapping(kind, self.tag_mappings.get(kind, ""))
            if parsed is not None:
                mappings[kind] = parsed
        return AgentConfig(
            memory_enabled=SWITCH[self.memory_enabled],
            vector_index=self.vector_index.strip() or None,
            embedding_integration=self.embedding_integration.strip() or None,
            embedding_model=self.embedding_model.strip() or None,
            retrieval=RetrievalPolicy(
                _number("Search budget", self.search_budget),
                self.record or None,  # type: ignore[arg-type]  # RetrievalPolicy checks the name
                self.extra_guidance.strip() or None,
            ),
            digest=DigestSettings(
                SWITCH[self.digest_enabled],
                _number("Digest window (days)", self.digest_window_days),
                _number("Digest max items", self.digest_max_items),
            ),
            tag_mappings=mappings,
        )
