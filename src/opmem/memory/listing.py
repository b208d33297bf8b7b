"""Memories listed without a query: newest recorded first, narrowed by agent, verdict, significance and tags,
paged with the one scheme of `opmem.paging` (the keyset is the time recorded and the id)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal, get_args

from opmem.memory.model import SIGNIFICANCES, Memory, Significance, Tag, choice, tags_of
from opmem.memory.shown import seen, shown_memory
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
    filters = Filters(tenant, agent_id, tuple(significance), tags_of(tags), readable)
    wrong = None if verdict is None else verdict == "wrong"
    keyset = None if after is None else (str(after[0]), int(after[1]))
    rows = store.listed(filters, wrong=wrong, after=keyset, limit=limit + 1)
    found = store.memories(tenant, [memory_id for memory_id, _ in rows])
    keyed = [(found[memory_id], recorded) for memory_id, recorded in rows if memory_id in found]
    page = Page.of(keyed, limit, KIND, lambda item: (item[1], item[0].id))
    judged = seen(shown, store, tenant, (memory.id for memory, _ in page.items))
    return Page(tuple(shown_memory(judged, memory) for memory, _ in page.items), page.next_cursor)
