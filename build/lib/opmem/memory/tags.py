"""Derived entity tags: one mapping per signal type, each tag key reading an ordered list of JSON paths.

Paths look like `$.sample_event.kubernetes.namespace_name` or `$.events[0].service`; the first path that
resolves to a non-empty scalar wins. Every signal also yields `signal:type=<type>`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping

from opmem.errors import InvalidInput
from opmem.memory.model import JSON, SignalType, Tag, TagMapping

_SEGMENT = re.compile(r"^([^\[\]]*)((?:\[\d+\])*)$")

DEFAULT_MAPPINGS: Mapping[SignalType, TagMapping] = {
    "log_pattern": TagMapping(
        (
            ("entity:pipeline", ("$.pipeline.name", "$.pipeline_name", "$.pipeline")),
            ("entity:pattern", ("$.pattern.id", "$.pattern_id", "$.pattern")),
            (
                "entity:service",
                ("$.sample_event.service", "$.sample_event.attributes.service", "$.sample_event.tags.service"),
            ),
            (
                "entity:environment",
                (
                    "$.sample_event.env",
                    "$.sample_event.environment",
                    "$.sample_event.attributes.env",
                    "$.sample_event.tags.env",
                ),
            ),
            (
                "entity:k8s_namespace",
                (
                    "$.sample_event.kubernetes.namespace_name",
                    "$.sample_event.kubernetes.namespace",
                    "$.sample_event.attributes.k8s.namespace.name",
                ),
            ),
        )
    ),
    "webhook": TagMapping(
        (
            ("entity:integration", ("$.integration.name", "$.integration")),
            ("entity:service", ("$.service", "$.payload.service", "$.tags.service")),
            ("entity:host", ("$.host", "$.hostname", "$.payload.host")),
        )
    ),
    "manual": TagMapping(()),
}


def parse_path(path: str) -> tuple[str | int, ...]:
    """`$.a.b[0].c` -> ("a", "b", 0, "c"). A path that cannot be read is an InvalidInput naming the form."""
    if not path.startswith("$."):
        raise InvalidInput(f"JSON path {path!r} must start with '$.', e.g. '$.sample_event.service'.")
    steps: list[str | int] = []
    for segment in path[2:].split("."):
        match = _SEGMENT.match(segment)
        if not segment or match is None or (not match.group(1) and not match.group(2)):
            raise InvalidInput(f"JSON path {path!r} has an empty or malformed step; write it like '$.a.b[0].c'.")
        if match.group(1):
            steps.append(match.group(1))
        steps.extend(int(i) for i in re.findall(r"\[(\d+)\]", match.group(2)))
    return tuple(steps)


def resolve(payload: JSON, path: str) -> str | None:
    """The scalar at `path`, as text; None when any step is missing or the value is empty or not a scalar."""
    value: JSON = payload
    for step in parse_path(path):
        if isinstance(step, int) and isinstance(value, list) and step < len(value):
            value = value[step]
            continue
        if not (isinstance(step, str) and isinstance(value, dict) and step in value):
            return None
        value = value[step]
    if isinstance(value, bool):
        return str(value).lower()
    if isinstance(value, str | int | float) and str(value).strip():
        return str(value).strip()
    return None


def check_mapping(mapping: TagMapping) -> TagMapping:
    """Validate a mapping's keys and paths now, so a typo stops the save rather than silently deriving nothing."""
    for key, paths in mapping.keys:
        if not key.strip() or "=" in key:
            raise InvalidInput(f"Tag key {key!r} must be non-empty and contain no '='.")
        if not paths:
            raise InvalidInput(f"Tag key {key!r} needs at least one JSON path to read it from.")
        for path in paths:
            parse_path(path)
    return mapping


def effective_mapping(signal: SignalType, overrides: Mapping[SignalType, TagMapping]) -> TagMapping:
    """The shipped mapping for a signal type, with the agent's keys added (a key the agent maps replaces ours)."""
    keys = dict(DEFAULT_MAPPINGS[signal].keys)
    keys.update(overrides.get(signal, TagMapping(())).keys)
    return TagMapping(tuple(keys.items()))


def derive(
    signals: Iterable[tuple[SignalType, Mapping[str, JSON]]], overrides: Mapping[SignalType, TagMapping]
) -> tuple[Tag, ...]:
    """The derived tags of a trigger: the union over its signals."""
    tags: set[Tag] = set()
    for kind, payload in signals:
        tags.add(Tag("signal:type", kind))
        for key, paths in effective_mapping(kind, overrides).keys:
            value = next((v for p in paths if (v := resolve(dict(payload), p)) is not None), None)
            if value is not None:
                tags.add(Tag(key, value))
    return tuple(sorted(tags))
