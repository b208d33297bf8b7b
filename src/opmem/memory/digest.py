"""The related-history digest: the memories related to an investigation's triggering signals, handed over at start.

For each triggering signal, memories tagged with the signal's pattern (`entity:pattern`), or, when the pattern has
none in the window, with its service (`entity:service`); across every agent of the tenant, last seen within the
window, readable by whoever it is handed to (`readable`, a search's rule: the memory's investigation ran on a record
of a granted table, or on none), at most `max_items` in total shared across the signals (taken in turn, one per
signal, most recently seen first). The digest says whether it checked everything. It could not when the lookup
failed, a signal had no pattern or service tag, the trigger carries more than `MAX_SIGNALS` tagged signals, or more
memories matched than `max_items` allows; then the agent is told to search memory itself, unless its search budget
is 0. Its memory titles, tag values and reviewers' notes pass the preview guard or are withheld
(`opmem.memory.shown`).
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Literal

from opmem.memory.model import Agent, Confidence, Investigation, Memory, Significance, Tag
from opmem.memory.shown import seen, shown_line
from opmem.memory.status import ago
from opmem.memory.store import MemoryStore
from opmem.memory.tags import derive
from opmem.quarantine.shown import ShownGuard

log = logging.getLogger(__name__)

#: A trigger with more tagged signals than this is looked up for its first `MAX_SIGNALS` only.
MAX_SIGNALS = 10
PATTERN = "entity:pattern"
SERVICE = "entity:service"

MatchedBy = Literal["pattern", "service"]


@dataclass(frozen=True)
class DigestLine:
    memory_id: int
    agent_id: str
    own: bool
    title: str
    significance: Significance
    confidence: Confidence
    recurrence_count: int
    last_seen_at: datetime
    last_seen_ago: str
    matched_by: MatchedBy
    tag: Tag
    edited_at: datetime | None
    marked_wrong: bool
    wrong_note: str | None

    def render(self) -> str:
        who = "recorded by you" if self.own else f"recorded by agent {self.agent_id}"
        seen = "seen once" if self.recurrence_count == 1 else f"seen {self.recurrence_count} times"
        text = (
            f"- memory {self.memory_id} ({who}): {self.title} | {self.significance}, root cause "
            f"{self.confidence} | {seen}, last {self.last_seen_ago} | matched by {self.matched_by} {self.tag}"
        )
        if self.edited_at is not None:
            text += f" | edited by a person on {self.edited_at:%Y-%m-%d}"
        if self.marked_wrong:
            text += f" | MARKED WRONG by a person ({self.wrong_note}): treat its root cause as ruled out"
        return text


@dataclass(frozen=True)
class Digest:
    investigation_id: str
    lines: tuple[DigestLine, ...]
    complete: bool
    gaps: tuple[str, ...]
    window_days: int
    max_items: int
    instruction: str

    def render(self) -> str:
        head = f"Related history (memories last seen in the past {self.window_days} days):"
        body = [line.render() for line in self.lines] or ["- none"]
        return "\n".join([head, *body, "", self.instruction])


def _instruction(complete: bool, gaps: Sequence[str], budget: int, empty: bool) -> str:
    read = "Read a listed memory in full before you link your investigation to it."
    if complete:
        found = "It found nothing." if empty else read
        again = (
            "Your search budget is 0: do not search memory."
            if budget == 0
            else "Search memory again only for something it did not answer, such as older history."
        )
        return f"This digest checked every triggering signal; treat it as your initial memory check. {found} {again}"
    why = "; ".join(gaps)
    if budget == 0:
        return f"This digest could not check everything ({why}). Your search budget is 0: do not search memory."
    return f"This digest could not check everything ({why}). Search memory yourself. {read}"


@dataclass(frozen=True)
class _Plan:
    """The tags to look up, per signal, and what could not be looked up."""

    signals: tuple[tuple[Tag | None, Tag | None], ...]
    gaps: tuple[str, ...]


def _plan(agent: Agent, investigation: Investigation) -> _Plan:
    tagged: list[tuple[Tag | None, Tag | None]] = []
    gaps: list[str] = []
    for number, signal in enumerate(investigation.trigger, start=1):
        tags = {t.key: t for t in derive([(signal.type, signal.payload)], agent.config.tag_mappings)}
        pattern, service = tags.get(PATTERN), tags.get(SERVICE)
        if pattern is None and service is None:
            gaps.append(f"signal {number} ({signal.type}) has no pattern or service tag to look up")
        else:
            tagged.append((pattern, service))
    if len(tagged) > MAX_SIGNALS:
        gaps.append(f"the trigger carries {len(tagged)} tagged signals; only the first {MAX_SIGNALS} were looked up")
    return _Plan(tuple(tagged[:MAX_SIGNALS]), tuple(gaps))


class DigestBuilder:
    def __init__(self, store: MemoryStore, shown: ShownGuard | None = None) -> None:
        """`shown` guards each line's memory title, tag value and reviewer's note (`opmem.memory.shown`)."""
        self.store = store
        self.shown = shown or ShownGuard()

    def build(
        self, agent: Agent, investigation: Investigation, now: datetime, readable: frozenset[str] | None = None
    ) -> Digest:
        """The digest; with `readable` (the grants of whoever it is handed to), only memories whose investigation's
        record is in one of those tables or on no record (`opmem.memory.readable`), left out without a trace, as a
        search leaves them out."""
        plan = _plan(agent, investigation)
        settings = agent.digest
        since = now - timedelta(days=settings.window_days)
        gaps = list(plan.gaps)
        try:
            per_signal = [
                self._lookup(agent.tenant, p, s, since, settings.max_items + 1, readable) for p, s in plan.signals
            ]
            chosen, overflow = _share(per_signal, settings.max_items)
            memories = self.store.memories(agent.tenant, [i for i, _, _ in chosen])
            page = seen(self.shown, self.store, agent.tenant, memories)
        except Exception as exc:  # any failure: the digest says it could not check, and the agent searches
            log.warning("related-history lookup for investigation %s failed: %s", investigation.id, exc)
            gaps.append(f"the lookup failed ({type(exc).__name__}: {exc})")
            chosen, overflow, memories = [], False, {}
            page = seen(self.shown, None, agent.tenant, ())
        if overflow:
            gaps.append(f"more memories matched than the {settings.max_items} listed")
        lines = tuple(
            shown_line(page, _line(memories[i], by, tag, agent.id, now)) for i, by, tag in chosen if i in memories
        )
        complete = not gaps
        return Digest(
            investigation_id=investigation.id,
            lines=lines,
            complete=complete,
            gaps=tuple(gaps),
            window_days=settings.window_days,
            max_items=settings.max_items,
            instruction=_instruction(complete, gaps, agent.policy.search_budget, not lines),
        )

    def _lookup(
        self,
        tenant: str,
        pattern: Tag | None,
        service: Tag | None,
        since: datetime,
        limit: int,
        readable: frozenset[str] | None,
    ) -> list[tuple[int, MatchedBy, Tag]]:
        if pattern is not None:
            ids = self.store.recent_with_tag(tenant, pattern, since, limit, readable)
            if ids:
                return [(i, "pattern", pattern) for i in ids]
        if service is not None:
            ids = self.store.recent_with_tag(tenant, service, since, limit, readable)
            return [(i, "service", service) for i in ids]
        return []


def _share(
    per_signal: list[list[tuple[int, MatchedBy, Tag]]], max_items: int
) -> tuple[list[tuple[int, MatchedBy, Tag]], bool]:
    """Take one memory per signal in turn (most recently seen first), skipping repeats, up to `max_items`;
    and whether more distinct memories matched than that."""
    seen: set[int] = set()
    chosen: list[tuple[int, MatchedBy, Tag]] = []
    depth = max((len(found) for found in per_signal), default=0)
    for rank in range(depth):
        for found in per_signal:
            if rank < len(found) and found[rank][0] not in seen:
                seen.add(found[rank][0])
                chosen.append(found[rank])
    return chosen[:max_items], len(chosen) > max_items


def _line(m: Memory, by: MatchedBy, tag: Tag, agent_id: str, now: datetime) -> DigestLine:
    return DigestLine(
        memory_id=m.id,
        agent_id=m.agent_id,
        own=m.agent_id == agent_id,
        title=m.title,
        significance=m.significance,
        confidence=m.root_cause_confidence,
        recurrence_count=m.recurrence_count,
        last_seen_at=m.last_seen_at,
        last_seen_ago=ago(m.last_seen_at, now),
        matched_by=by,
        tag=tag,
        edited_at=m.review.edited_at,
        marked_wrong=m.review.marked_wrong,
        wrong_note=m.review.wrong_note,
    )
