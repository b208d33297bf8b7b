"""Memories listed without a query: newest recorded first, narrowed by agent, verdict, significance and tags,
paged with the one scheme of `opmem.paging` (the keyset is the time recorded and the id)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal, get_args

from opmem.memory.model import SIGNIFICANCES, Memory, Significance, Tag, choice, tags_of
from opmem.memory.shown import shown_memory
from opmem.memory.store import Filters, MemoryStore
from opmem.paging import Page, check_limit, decode
from opmem.quarantine.shown import ShownGuard

Verdict = Literal["wrong", "unmarked"]
VERDICTS: tuple[Verdict, ...] = get_args(Verdict)

KIND = "memories"
MAX_LIST = 200


def list_memories(
    store: MemoryStore,
    shown: ShownGuard,
    tenant: str,
    *,
    agent_id: str | None = None,
    verdict: Verdict | None = None,
    significance: Sequence[Significance] = (),
    tags: Sequence[Tag | str] = (),
    limit: int = 50,
    cursor: str | None = None,
    readable: frozenset[str] | None = None,
) -> Page[Memory]:
    """A page of the tenant's memories, newest recorded first, their texts through the preview guard.
    `verdict` 'wrong' keeps those a person marked wrong, 'unmarked' the rest; `significance` keeps any of those;
    every tag in `tags` must be on a memory."""
    limit = check_limit(limit, MAX_LIST)
    if verdict is not None:
        choice("verdict", verdict, VERDICTS)
    for level in significance:
        choice("significance", level, SIGNIFICANCES)
    after = decode(cursor, KIND, (str, int))
    where, args = Filters(tenant, agent_id, tuple(significance), tags_of(tags), readable).sql()
    if verdict is not None:
        where += " AND m.wrong_at IS NOT NULL" if verdict == "wrong" else " AND m.wrong_at IS NULL"
    if after is not None:
        where += " AND (m.recorded_at < ? OR (m.recorded_at = ? AND m.id < ?))"
        args += [after[0], after[0], after[1]]
    rows = store._db.execute(
        f"SELECT m.id, m.recorded_at FROM memories m WHERE {where} ORDER BY m.recorded_at DESC, m.id DESC LIMIT ?",
        [*args, limit + 1],
    ).fetchall()
    found = store.memories(tenant, [int(row[0]) for row in rows])
    keyed = [(found[int(row[0])], str(row[1])) for row in rows if int(row[0]) in found]
    page = Page.of(keyed, limit, KIND, lambda item: (item[1], item[0].id))
    return Page(tuple(shown_memory(shown, memory) for memory, _ in page.items), page.next_cursor)
