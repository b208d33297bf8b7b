"""What the memory holds and what needs attention, as one person may see it (the console's home page).

Counts only ever cover the tables the person holds a read grant on (documents, attachments, runs on records);
agents' memories are counted only for holders of `review_memories`, the capability that reviews them, and only
those whose investigation's record the person may read (`memory.filters.readable_sql`). Counts
carry no title or text, so nothing third-party is shown here. Needs `browse_memory`, as browsing does.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta

from opmem.errors import Forbidden
from opmem.memory.filters import readable_sql
from opmem.store.sqlite import SQLiteStore, from_iso, to_iso
from opmem.types import Principal

WEEK = timedelta(days=7)
#: How many of the attachments and runs that need attention are named (newest first); the count covers all.
NAMED = 10


@dataclass(frozen=True)
class Attention:
    """One thing that needs attention, on a record the person may read: what it is, its status and why."""

    source_table: str
    record_id: str
    what: str  # a file's name, or the agent whose run was abandoned
    status: str
    reason: str
    at: datetime | None


@dataclass(frozen=True)
class Count:
    label: str
    count: int


@dataclass(frozen=True)
class Overview:
    documents_by_kind: tuple[Count, ...]
    documents_by_table: tuple[Count, ...]
    retired: int
    attachments_by_status: tuple[Count, ...]
    runs_by_status: tuple[Count, ...]
    runs_this_week: int
    #: None when the person may not review memories (the page says which capability shows them).
    memories_by_agent: tuple[Count, ...] | None
    memories_wrong: int | None
    attachments_need_attention: int
    runs_abandoned: int
    #: The newest `NAMED` of each, so the home page can link to their records.
    files_to_see: tuple[Attention, ...] = ()
    runs_to_see: tuple[Attention, ...] = ()

    @property
    def documents(self) -> int:
        return sum(c.count for c in self.documents_by_kind)

    @property
    def empty(self) -> bool:
        return self.documents == 0 and self.retired == 0 and not self.attachments_by_status


def _counts(store: SQLiteStore, sql: str, params: Sequence[object]) -> tuple[Count, ...]:
    return tuple(Count(str(label), int(n)) for label, n in store.db.execute(sql, params).fetchall())


def _in(tables: list[str]) -> str:
    return ",".join("?" * len(tables)) or "NULL"


def _attention(store: SQLiteStore, sql: str, params: Sequence[object]) -> tuple[Attention, ...]:
    return tuple(
        Attention(str(t), str(r), str(what), str(status), str(reason or ""), from_iso(at))
        for t, r, what, status, reason, at in store.db.execute(sql, [*params, NAMED]).fetchall()
    )


def overview(store: SQLiteStore, principal: Principal, now: datetime) -> Overview:
    if "browse_memory" not in principal.capabilities:
        raise Forbidden(
            f"The console's overview needs the 'browse_memory' capability; {principal.id!r} lacks it. "
            "Ask an administrator (a holder of 'manage_access') for it."
        )
    tenant = principal.tenant
    indexed = {name for name, table in store.tables(tenant).items() if table.indexed}
    tables = sorted(indexed & set(principal.grants))
    where, args = f"tenant_id = ? AND source_table IN ({_in(tables)})", [tenant, *tables]
    live = f"{where} AND retired_at IS NULL"
    by_kind = _counts(store, f"SELECT kind, count(*) FROM documents WHERE {live} GROUP BY kind ORDER BY 2 DESC", args)
    by_table = _counts(
        store, f"SELECT source_table, count(*) FROM documents WHERE {live} GROUP BY 1 ORDER BY 2 DESC", args
    )
    retired = store.db.execute(f"SELECT count(*) FROM documents WHERE {where} AND retired_at IS NOT NULL", args)
    attachments = _counts(
        store, f"SELECT status, count(*) FROM attachments WHERE {where} GROUP BY 1 ORDER BY 2 DESC", args
    )
    runs = _counts(
        store,
        f"SELECT coalesce(outcome, status), count(*) FROM investigations WHERE {where} GROUP BY 1 ORDER BY 2 DESC",
        args,
    )
    week = store.db.execute(
        f"SELECT count(*) FROM investigations WHERE {where} AND started_at >= ?", [*args, to_iso(now - WEEK)]
    )
    memories: tuple[Count, ...] | None = None
    wrong: int | None = None
    if "review_memories" in principal.capabilities:
        # a memory follows its investigation's record: one on a table the viewer may not read is not counted
        readable, granted = readable_sql(frozenset(principal.grants), "m")
        mine = f"m.tenant_id = ? AND {readable}"
        memories = _counts(
            store,
            f"SELECT agent_id, count(*) FROM memories m WHERE {mine} GROUP BY 1 ORDER BY 2 DESC",
            [tenant, *granted],
        )
        row = store.db.execute(
            f"SELECT count(*) FROM memories m WHERE {mine} AND wrong_at IS NOT NULL", [tenant, *granted]
        )
        wrong = int(row.fetchone()[0])
    statuses = dict((c.label, c.count) for c in attachments)
    files = _attention(
        store,
        f"SELECT source_table, record_id, filename, status, reason, uploaded_at FROM attachments WHERE {where} "
        "AND status IN ('unscannable', 'failed') ORDER BY id DESC LIMIT ?",
        args,
    )
    abandoned = _attention(
        store,
        f"SELECT source_table, record_id, agent_id, outcome, finding, started_at FROM investigations WHERE {where} "
        "AND outcome = 'abandoned' ORDER BY started_at DESC LIMIT ?",
        args,
    )
    return Overview(
        documents_by_kind=by_kind,
        documents_by_table=by_table,
        retired=int(retired.fetchone()[0]),
        attachments_by_status=attachments,
        runs_by_status=runs,
        runs_this_week=int(week.fetchone()[0]),
        memories_by_agent=memories,
        memories_wrong=wrong,
        attachments_need_attention=statuses.get("unscannable", 0) + statuses.get("failed", 0),
        runs_abandoned=dict((c.label, c.count) for c in runs).get("abandoned", 0),
        files_to_see=files,
        runs_to_see=abandoned,
    )
