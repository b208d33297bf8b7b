"""Memory texts as an agent is shown them: through the preview guard, or withheld with the reason.

A memory's title, symptoms, root cause, ruled-out causes and resolution are written by other agents, a
reviewer's note by a person, and an entity tag's value is read out of a signal's payload. They reach agents
in the related-history digest and in search results, so each passes `opmem.quarantine.shown.ShownGuard` like
every other third-party text (see the design's rule), as do memories listed without a query and an opened
investigation (its trigger's texts, finding and memories). A memory read in full (`get_memory`) is not guarded:
it is what a reviewer corrects.

A memory's five texts (title, symptoms, root cause, each ruled-out cause, resolution) are judged at `file` strength
(with the fine-tuned detector) by the worker and stored on its row (m019, `shown.stored_texts`); shown, a text's
stored verdict decides when it is this guard's for this very text (looked up by its hash), else the text is judged
live at first sight (`quarantine.first_sight`: as the worker will judge it, under one budget per call, a search's
page, a digest or a list, and withheld past it). Tag values (names and codes read out of a payload) and a reviewer's
note are judged live by the rules and the overturn (`record`), as before.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from opmem.memory.model import JSON, Details, Memory, MemoryHit, Review, SearchResult, Tag
from opmem.quarantine.first_sight import Budget, FirstSight
from opmem.quarantine.shown import ShownGuard
from opmem.quarantine.verdicts import _digest

if TYPE_CHECKING:
    from opmem.memory.digest import DigestLine
    from opmem.memory.store import MemoryStore


@dataclass(frozen=True)
class Seen:
    """How one call shows memory texts: the guard, one first-sight budget, and the memories' stored verdicts (m019:
    by memory id, each text's as `stored` wrote it, by the hex digest of the text)."""

    shown: ShownGuard
    sight: FirstSight
    verdicts: Mapping[int, Mapping[str, str]]

    def text(self, memory_id: int, text: str, what: str) -> str:
        """One of a memory's five texts: by its stored verdict when current, else at first sight."""
        if not text:
            return text
        known = self.verdicts.get(memory_id, {}).get(_digest(text).hex())
        return self.sight.text(text, what, known=known)


def seen(shown: ShownGuard, store: MemoryStore | None, tenant: str, ids: Iterable[int]) -> Seen:
    """A call's `Seen`: one budget, and the stored verdicts of the memories it shows (one query, each memory's read
    once; none without a store)."""
    wanted = list(ids)
    stored = store.verdicts(tenant, wanted) if store and wanted else {}
    return Seen(shown, FirstSight(shown, Budget()), {memory_id: _by_text(v) for memory_id, v in stored.items()})


def _by_text(verdicts: str | None) -> dict[str, str]:
    """A memory's stored verdicts (`stored_texts`) by the digest of their text, each as `stored` wrote it."""
    try:
        found = json.loads(verdicts) if verdicts else None
    except ValueError:
        return {}
    entries = found.get("texts") if isinstance(found, dict) else None
    return {
        entry["text"]: json.dumps(entry)
        for entry in (entries if isinstance(entries, list) else ())
        if isinstance(entry, dict) and isinstance(entry.get("text"), str)
    }


def shown_tag(shown: ShownGuard, tag: Tag) -> Tag:
    """A tag with its value through the guard (the key is a configured name)."""
    return Tag(tag.key, shown.text(tag.value, "tag value"))


def shown_line(seen: Seen, line: DigestLine) -> DigestLine:
    """A digest line with its title, tag value and reviewer's note through the guard."""
    note = line.wrong_note
    return replace(
        line,
        title=seen.text(line.memory_id, line.title, "memory title"),
        tag=shown_tag(seen.shown, line.tag),
        wrong_note=seen.shown.text(note, "reviewer's note") if note else note,
    )


def _review(shown: ShownGuard, review: Review) -> Review:
    note = review.wrong_note
    return replace(review, wrong_note=shown.text(note, "reviewer's note")) if note else review


def _details(seen: Seen, memory_id: int, details: Details | None) -> Details | None:
    if details is None:
        return None
    return replace(
        details,
        symptoms=seen.text(memory_id, details.symptoms, "symptoms"),
        root_cause=seen.text(memory_id, details.root_cause, "root cause"),
        ruled_out=tuple(seen.text(memory_id, cause, "ruled-out cause") for cause in details.ruled_out),
        resolution=seen.text(memory_id, details.resolution, "resolution"),
    )


def shown_hit(seen: Seen, hit: MemoryHit) -> MemoryHit:
    """A search hit with its title, tag values, details and reviewer's note through the guard."""
    return replace(
        hit,
        title=seen.text(hit.id, hit.title, "memory title"),
        tags=tuple(shown_tag(seen.shown, tag) for tag in hit.tags),
        review=_review(seen.shown, hit.review),
        details=_details(seen, hit.id, hit.details),
    )


def shown_result(shown: ShownGuard, store: MemoryStore, tenant: str, result: SearchResult) -> SearchResult:
    """A page of search results, its hits judged in rank order under one first-sight budget."""
    page = seen(shown, store, tenant, (hit.id for hit in result.hits))
    return replace(result, hits=tuple(shown_hit(page, hit) for hit in result.hits))


def shown_memory(seen: Seen, memory: Memory) -> Memory:
    """A memory as a list or an opened investigation shows it: every text through the guard (`get_memory` alone
    returns it as stored, for the reviewer who corrects it)."""
    shown = seen.shown
    return replace(
        memory,
        title=seen.text(memory.id, memory.title, "memory title"),
        symptoms=seen.text(memory.id, memory.symptoms, "symptoms"),
        root_cause=seen.text(memory.id, memory.root_cause, "root cause"),
        ruled_out=tuple(seen.text(memory.id, cause, "ruled-out cause") for cause in memory.ruled_out),
        resolution=seen.text(memory.id, memory.resolution, "resolution"),
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
