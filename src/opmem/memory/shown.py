"""Memory texts as an agent is shown them: through the preview guard, or withheld with the reason.

A memory's title, symptoms, root cause, ruled-out causes and resolution are written by other agents, a
reviewer's note by a person, and an entity tag's value is read out of a signal's payload. They reach agents
in the related-history digest and in search results, so each passes `opmem.quarantine.shown.ShownGuard` like
every other third-party text (see the design's rule), as do memories listed without a query and an opened
investigation (its trigger's texts, finding and memories). A memory read in full (`get_memory`) is not guarded:
it is what a reviewer corrects.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from opmem.memory.model import JSON, Details, Memory, MemoryHit, Review, SearchResult, Tag
from opmem.quarantine.shown import ShownGuard

if TYPE_CHECKING:
    from opmem.memory.digest import DigestLine


def shown_tag(shown: ShownGuard, tag: Tag) -> Tag:
    """A tag with its value through the guard (the key is a configured name)."""
    return Tag(tag.key, shown.text(tag.value, "tag value"))


def shown_line(shown: ShownGuard, line: DigestLine) -> DigestLine:
    """A digest line with its title, tag value and reviewer's note through the guard."""
    note = line.wrong_note
    return replace(
        line,
        title=shown.text(line.title, "memory title"),
        tag=shown_tag(shown, line.tag),
        wrong_note=shown.text(note, "reviewer's note") if note else note,
    )


def _review(shown: ShownGuard, review: Review) -> Review:
    note = review.wrong_note
    return replace(review, wrong_note=shown.text(note, "reviewer's note")) if note else review


def _details(shown: ShownGuard, details: Details | None) -> Details | None:
    if details is None:
        return None
    return replace(
        details,
        symptoms=shown.text(details.symptoms, "symptoms"),
        root_cause=shown.text(details.root_cause, "root cause"),
        ruled_out=tuple(shown.text(cause, "ruled-out cause") for cause in details.ruled_out),
        resolution=shown.text(details.resolution, "resolution"),
    )


def shown_hit(shown: ShownGuard, hit: MemoryHit) -> MemoryHit:
    """A search hit with its title, tag values, details and reviewer's note through the guard."""
    return replace(
        hit,
        title=shown.text(hit.title, "memory title"),
        tags=tuple(shown_tag(shown, tag) for tag in hit.tags),
        review=_review(shown, hit.review),
        details=_details(shown, hit.details),
    )


def shown_result(shown: ShownGuard, result: SearchResult) -> SearchResult:
    return replace(result, hits=tuple(shown_hit(shown, hit) for hit in result.hits))


def shown_memory(shown: ShownGuard, memory: Memory) -> Memory:
    """A memory as a list or an opened investigation shows it: every text through the guard (`get_memory` alone
    returns it as stored, for the reviewer who corrects it)."""
    return replace(
        memory,
        title=shown.text(memory.title, "memory title"),
        symptoms=shown.text(memory.symptoms, "symptoms"),
        root_cause=shown.text(memory.root_cause, "root cause"),
        ruled_out=tuple(shown.text(cause, "ruled-out cause") for cause in memory.ruled_out),
        resolution=shown.text(memory.resolution, "resolution"),
        derived_tags=tuple(shown_tag(shown, tag) for tag in memory.derived_tags),
        agent_tags=tuple(shown_tag(shown, tag) for tag in memory.agent_tags),
        review=_review(shown, memory.review),
    )


def shown_json(shown: ShownGuard, value: JSON, what: str) -> JSON:
    """A signal's payload with every text in it through the guard (keys are the sender's field names)."""
    if isinstance(value, str):
        return shown.text(value, what)
    if isinstance(value, list):
        return [shown_json(shown, v, what) for v in value]
    if isinstance(value, dict):
        return {k: shown_json(shown, v, what) for k, v in value.items()}
    return value
