"""The values the ledger hands out: a run's line (counts, kinds, titles) and the archive's usage report.

None of them carries a document body, a source record id or a link: a run's line is read by whoever can read
the run's record, a wider audience than the archive.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from opmem.types import DocKind

#: The most documents one usage report lists.
MAX_USAGE_LIMIT = 500

#: Why a title is not in a list: said in the line, so "no access" never reads like "no longer exists".
WITHHELD_REASON = "you cannot read their source records"


def plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


@dataclass(frozen=True)
class ShownTitle:
    """One document the run was shown, as the reader may see it: its kind and title, and how it came up."""

    kind: DocKind
    title: str
    at_dispatch: bool
    by_recall: bool
    opened: bool

    def render(self) -> str:
        how = [name for name, on in (("dispatch index", self.at_dispatch), ("recall", self.by_recall)) if on]
        marks = ", ".join([self.kind, *how, *(["opened"] if self.opened else [])])
        return f"{self.title} ({marks})"


@dataclass(frozen=True)
class KindCount:
    kind: DocKind
    count: int


@dataclass(frozen=True)
class RunLine:
    """What one finished run had in front of it.

    `at_dispatch` counts documents in the index handed over at the start; `by_recall` those the run went looking
    for mid-run (found by recall and not in its index); `opened_directly` those it opened by id without either.
    Titles are listed only for documents the reader may read that are still in circulation; the rest are
    counted as `withheld`, `retired` or `deleted`.
    """

    run_id: str
    documents: int
    kinds: tuple[KindCount, ...]
    at_dispatch: int
    by_recall: int
    opened_directly: int
    opened: int
    withheld: int
    retired: int
    deleted: int
    titles: tuple[ShownTitle, ...]

    def render(self) -> str:
        kinds = ", ".join(f"{k.count} {k.kind}" for k in self.kinds)
        found = [f"{self.at_dispatch} in its dispatch index", f"{self.by_recall} found by recall mid-run"]
        if self.opened_directly:
            found.append(f"{self.opened_directly} opened by id without being surfaced")
        text = f"This run was shown {plural(self.documents, 'document')} ({kinds}): {', '.join(found)}"
        text += f"; it opened {self.opened}."
        if self.withheld:
            text += f" {self.withheld} withheld: {WITHHELD_REASON}."
        if self.retired:
            text += f" {self.retired} retired (no longer in circulation)."
        if self.deleted:
            text += f" {self.deleted} deleted."
        return text

    def render_titles(self) -> list[str]:
        """The expanded line: one entry per title the reader may see."""
        return [title.render() for title in self.titles]


@dataclass(frozen=True)
class RunSummary:
    """A run as the record page names it (the page already names the record)."""

    run_id: str
    agent_id: str
    started_at: datetime
    finished_at: datetime | None
    #: How it ended (`resolved`, `no_precedent`, `escalated`, `abandoned`); None for a run finished without one.
    outcome: str | None = None
    #: The agent's conclusion in its own words, if it gave one when finishing.
    finding: str | None = None


@dataclass(frozen=True)
class RunShown:
    """A finished run on a record and its line; `line` is None when there is no record of what it was shown."""

    run: RunSummary
    line: RunLine | None


@dataclass(frozen=True)
class DocumentUsage:
    """One document's use: in how many runs' dispatch indexes, found by how many runs' recalls, opened by how many."""

    doc_id: int
    kind: DocKind
    title: str
    retired: bool
    at_dispatch: int
    by_recall: int
    opened: int
    runs: int


@dataclass(frozen=True)
class KindUsage:
    """Totals over one kind's documents; `shown` counts (document, run) pairs, as the other totals do."""

    kind: DocKind
    documents: int
    shown: int
    at_dispatch: int
    by_recall: int
    opened: int


@dataclass(frozen=True)
class UsageReport:
    """Does the archive earn its place: runs that were shown documents, and which documents get used.

    `documents` is the most-used first, cut at the limit (`more` says how many were cut, `next_cursor` pages on).
    Documents the reader may not read are counted in `withheld`, deleted ones in `deleted`; neither appears in the
    totals by kind.
    """

    runs: int
    runs_with_dispatch_index: int
    runs_that_opened: int
    kinds: tuple[KindUsage, ...]
    documents: tuple[DocumentUsage, ...]
    more: int
    withheld: int
    deleted: int
    #: The next page of `documents` (`opmem.paging`); None when none were cut.
    next_cursor: str | None = None

    def render(self) -> str:
        text = (
            f"{plural(self.runs, 'run')} shown documents: {self.runs_with_dispatch_index} with a dispatch index, "
            f"{self.runs_that_opened} opened at least one."
        )
        if self.withheld:
            text += f" {self.withheld} withheld: {WITHHELD_REASON}."
        if self.deleted:
            text += f" {plural(self.deleted, 'document')} since deleted."
        return text
