"""The options an agent's memory settings take on the command line, and how they change a configuration.

The options are the fields of the HTTP body of `POST /v1/memory/agents` (`opmem.surfaces.memory_api.ConfigIn`).
They become one `AgentChanges` the core applies over the settings an agent has: what is not given stays as it is,
`--default SETTING` puts a setting back to the default (None), and a store is given whole, by its parts over the
current one, from the tenant's store in use (`--existing-store`), or cleared (`--no-store`).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeVar

import click

from opmem.errors import InvalidInput
from opmem.memory.model import RECORD_POLICIES, RecordPolicy

if TYPE_CHECKING:
    from opmem.memory import AgentChanges, Store, TagMapping
    from opmem.memory.changes import Keep

F = TypeVar("F", bound=Callable[..., Any])

#: What `--default` resets, by the option's name.
SETTINGS = (
    "memory",
    "store",
    "search-budget",
    "record",
    "guidance",
    "digest",
    "digest-window-days",
    "digest-max-items",
    "tag-mappings",
)


def settings_options(*, update: bool) -> Callable[[F], F]:
    """The settings options of `opmem agent` (create) or, with `update`, of `opmem agents update`."""
    options = [
        click.option("--memory/--no-memory", "memory", default=None, help="Record memories (default: on)."),
        click.option("--vector-index", default=None, help="The store's vector index (`opmem vector-index list`)."),
        click.option("--embedding-integration", default=None, help="The store's embedding integration."),
        click.option("--embedding-model", default=None, help="The store's embedding model, e.g. all-MiniLM-L6-v2."),
        click.option(
            "--existing-store",
            is_flag=True,
            help="Use the store the tenant's memory-recording agents use (when exactly one is in use).",
        ),
        click.option("--search-budget", type=int, default=None, help="Memory searches per investigation, 0 to 10."),
        click.option("--record", type=click.Choice(RECORD_POLICIES), default=None, help="Which conclusions to record."),
        click.option("--guidance", default=None, help="Extra guidance added to the agent's memory instructions."),
        click.option("--digest-window-days", type=int, default=None, help="Digest window, 1 to 90 days."),
        click.option("--digest-max-items", type=int, default=None, help="Digest items, 1 to 20."),
        click.option(
            "--tag-mappings",
            default=None,
            help='JSON as over HTTP: {"log_pattern": {"entity:host": ["$.sample_event.host"]}}; replaces the set.',
        ),
    ]
    if update:
        options += [
            click.option("--digest/--no-digest", "digest_on", default=None, help="The related-history digest."),
            click.option("--no-store", is_flag=True, help="Clear the store (semantic search stops for the agent)."),
            click.option(
                "--default",
                "defaults",
                multiple=True,
                type=click.Choice(SETTINGS),
                help="Put a setting back to the default (repeatable).",
            ),
        ]

    def apply(f: F) -> F:
        for option in reversed(options):
            f = option(f)
        return f

    return apply


def _tag_mappings(text: str) -> dict[Any, TagMapping]:
    from opmem.memory import TagMapping

    try:
        value = json.loads(text)
    except json.JSONDecodeError as exc:
        raise InvalidInput(f"--tag-mappings is not JSON ({exc}).") from exc
    shape = 'an object like {"log_pattern": {"entity:host": ["$.sample_event.host"]}}'
    if not isinstance(value, dict):
        raise InvalidInput(f"--tag-mappings must be {shape}.")
    mappings: dict[Any, TagMapping] = {}
    for kind, keys in value.items():
        if not isinstance(keys, dict) or not all(
            isinstance(paths, list) and all(isinstance(p, str) for p in paths) for paths in keys.values()
        ):
            raise InvalidInput(f"--tag-mappings[{kind!r}] must map tag keys to lists of JSON paths: {shape}.")
        mappings[kind] = TagMapping(tuple((key, tuple(paths)) for key, paths in keys.items()))
    return mappings


@dataclass(frozen=True)
class AgentOptions:
    """What the settings options were given; None (or False) is "not given"."""

    memory: bool | None = None
    vector_index: str | None = None
    embedding_integration: str | None = None
    embedding_model: str | None = None
    existing_store: bool = False
    search_budget: int | None = None
    record: RecordPolicy | None = None
    guidance: str | None = None
    digest_window_days: int | None = None
    digest_max_items: int | None = None
    tag_mappings: str | None = None
    digest_on: bool | None = None
    no_store: bool = False
    defaults: tuple[str, ...] = ()

    def given(self) -> set[str]:
        """The settings (as `--default` names them) this changes to a value."""
        named = {
            "memory": self.memory is not None,
            "store": self.existing_store
            or self.no_store
            or any(p is not None for p in (self.vector_index, self.embedding_integration, self.embedding_model)),
            "search-budget": self.search_budget is not None,
            "record": self.record is not None,
            "guidance": self.guidance is not None,
            "digest": self.digest_on is not None,
            "digest-window-days": self.digest_window_days is not None,
            "digest-max-items": self.digest_max_items is not None,
            "tag-mappings": self.tag_mappings is not None,
        }
        return {name for name, set_ in named.items() if set_}

    def changes_anything(self) -> bool:
        return bool(self.given() or self.defaults)

    def changes(self, store_in_use: Callable[[], Store]) -> AgentChanges:
        """The settings given, as one change for the core (`AgentMemory.change_agent`): what is not given is
        `KEEP`, `--default` is None; `store_in_use` is asked only for `--existing-store`."""
        from opmem.memory import AgentChanges

        both = self.given() & set(self.defaults)
        if both:
            raise click.UsageError(f"Give a value or --default for a setting, not both: {', '.join(sorted(both))}.")
        reset = set(self.defaults)
        mappings: Any = None if "tag-mappings" in reset else _keep_none(self.tag_mappings)
        if self.tag_mappings is not None:
            mappings = _tag_mappings(self.tag_mappings)
        return AgentChanges(
            **self._store(store_in_use, reset="store" in reset),
            memory_enabled=_pick(self.memory, "memory" in reset),
            search_budget=_pick(self.search_budget, "search-budget" in reset),
            record=_pick(self.record, "record" in reset),
            extra_guidance=_pick(self.guidance, "guidance" in reset),
            digest_enabled=_pick(self.digest_on, "digest" in reset),
            digest_window_days=_pick(self.digest_window_days, "digest-window-days" in reset),
            digest_max_items=_pick(self.digest_max_items, "digest-max-items" in reset),
            tag_mappings=mappings,
        )

    def _store(self, store_in_use: Callable[[], Store], *, reset: bool) -> dict[str, Any]:
        parts = (self.vector_index, self.embedding_integration, self.embedding_model)
        ways = [self.existing_store, self.no_store or reset, any(p is not None for p in parts)]
        if sum(ways) > 1:
            raise click.UsageError(
                "Give the store one way: --existing-store, --no-store, or its parts (--vector-index, "
                "--embedding-integration, --embedding-model)."
            )
        names = ("vector_index", "embedding_integration", "embedding_model")
        if self.existing_store:
            s = store_in_use()
            return dict(zip(names, (s.vector_index, s.embedding_integration, s.embedding_model), strict=True))
        if self.no_store or reset:
            return dict.fromkeys(names)
        return {name: _keep_none(part) for name, part in zip(names, parts, strict=True)}


T = TypeVar("T")


def _keep_none(given: T | None) -> T | Keep:
    """A value not given (None on the command line) is kept."""
    from opmem.memory import KEEP

    return KEEP if given is None else given


def _pick(given: T | None, reset: bool) -> T | Keep | None:
    return None if reset else _keep_none(given)
