"""The short lists of a tenant paged by the one scheme (`opmem.paging`): `limit` + an opaque `cursor`, the
answer carrying `next_cursor` (None on the last page). Each is read whole and cut by its keyset, so no item is
skipped or repeated while a client pages, and an item added or removed elsewhere does not shift later pages.

    agents: by id; vector indexes and embedding integrations: by name; a record's pursuits: most recently
    updated first (then the higher id first).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from opmem.paging import Page, page_of_sorted

if TYPE_CHECKING:  # the CLI imports this module to parse its options; the core loads when a command runs
    from opmem.core import Opmem
    from opmem.memory import Agent, EmbeddingIntegration, VectorIndex
    from opmem.store.pursuits import Pursuit

#: The default page of these lists on every surface.
DEFAULT_PAGE = 100


def agents_page(opmem: Opmem, tenant: str, *, limit: int = DEFAULT_PAGE, cursor: str | None = None) -> Page[Agent]:
    """The tenant's agents by id, deleted ones included (`deleted_at` says so)."""
    found = sorted(opmem.memory.list_agents(tenant), key=lambda a: a.id)
    return page_of_sorted(found, "agents", lambda a: (a.id,), (str,), limit=limit, cursor=cursor)


def vector_indexes_page(
    opmem: Opmem, tenant: str, *, limit: int = DEFAULT_PAGE, cursor: str | None = None
) -> Page[VectorIndex]:
    """The tenant's vector indexes by name."""
    found = sorted(opmem.memory.vector_indexes(tenant), key=lambda v: v.name)
    return page_of_sorted(found, "vector_indexes", lambda v: (v.name,), (str,), limit=limit, cursor=cursor)


def integrations_page(
    opmem: Opmem, tenant: str, *, limit: int = DEFAULT_PAGE, cursor: str | None = None
) -> Page[EmbeddingIntegration]:
    """The tenant's embedding integrations by name."""
    found = sorted(opmem.memory.embedding_integrations(tenant), key=lambda i: i.name)
    return page_of_sorted(found, "embedding_integrations", lambda i: (i.name,), (str,), limit=limit, cursor=cursor)


def _pursuit_key(p: Pursuit) -> tuple[str, int]:
    return (p.updated_at.isoformat(), p.id)


def pursuits_page(
    opmem: Opmem,
    tenant: str,
    table: str,
    record_id: str,
    *,
    viewer: str | None,
    limit: int = DEFAULT_PAGE,
    cursor: str | None = None,
) -> Page[Pursuit]:
    """A record's open and held pursuits, most recently updated first; notes not the viewer's own pass the preview
    guard as in `Pursuits.on_record`."""
    found = sorted(
        opmem.dispatch.pursuits.on_record(tenant, table, record_id, viewer=viewer), key=_pursuit_key, reverse=True
    )
    return page_of_sorted(found, "pursuits", _pursuit_key, (str, int), limit=limit, cursor=cursor, descending=True)
